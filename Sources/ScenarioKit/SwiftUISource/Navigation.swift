import LayoutCore
import SwiftSyntax
import ViewLayout

/// `NavigationStack`, `NavigationView` and `NavigationSplitView` (compact: its sidebar column), composed as iOS draws
/// them from the profile's numbers (`ChromeProfile`): the stack takes its whole proposal; the navigation bar sits at
/// its top, the root view below it, centred in what the bar leaves, with its safe area starting below the bar (a
/// `safeAreaInset` at the top, so a background that ignores the safe area reaches under the bar, as on iOS). The bar
/// holds the title (inline, or large below it), the toolbar's items, and `.searchable`'s field; a bottom bar sits
/// at the bottom the same way.
extension SwiftUIInterpreter.ViewWalker {
    mutating func navigationContainer(_ call: FunctionCallExprSyntax, type: String, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        // NavigationSplitView's first closure is the sidebar, which a compact width shows; NavigationStack(path:) and
        // NavigationView take their root in the trailing or `root:` closure.
        let closure: ClosureExprSyntax? = type == "NavigationSplitView"
            ? call.arguments.first { $0.label?.text == "sidebar" }?.expression.as(ClosureExprSyntax.self) ?? call.trailingClosure
            : call.trailingClosure ?? call.arguments.first { $0.label?.text == "root" || $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let closure else { throw map.error("\(type) takes its root view in a closure, as in '\(type) { List { … } }'", at: call) }
        let outer = chrome
        chrome = ChromeCollector()
        let content = views(in: closure, level: level + 4)
        let collected = chrome
        chrome = outer
        // Tab items written inside belong to the TabView around this stack.
        chrome.tabItems += collected.tabItems
        guard let content else { return nil }
        let root = content.count == 1 ? content[0]
            : ViewNode(.vStack(alignment: .center, spacing: nil), children: content, label: "VStack (the \(type)'s views)")
        return ViewNode(.control(name: type), children: [navigationLayout(root: root, collected)], label: label)
    }

    /// The root view under the bar, with a bottom bar when the toolbar places items there.
    private mutating func navigationLayout(root: ViewNode, _ collected: ChromeCollector) -> ViewNode {
        let p = controls.chrome
        var node = ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [root],
                            label: "the root view, centred in the space the bars leave")
        let bottomItems = collected.toolbar.filter { $0.placement == "bottomBar" }.map(\.view)
        if !bottomItems.isEmpty {
            let bar = barBand(name: "bottom toolbar", key: .bottomBar, p)
            let items = ViewNode(.hStack(alignment: .center, spacing: p[.barItemSpacing]), children: bottomItems.map(barItem),
                                 label: "HStack (the bottom bar's items)")
            let placed = ViewNode(.overlay(alignment: .center), children: [bar, items], label: "the items, centred in the bottom bar")
            node = ViewNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [node, placed],
                            label: "the bottom toolbar below the content")
        }
        guard !collected.isBarHidden else { return node }
        return ViewNode(.safeAreaInset(edge: .top, alignment: .center, spacing: 0), children: [node, navigationBar(collected)],
                        label: "the navigation bar above the content (the content's safe area starts below it)")
    }

    /// The bar: the inline band with the items and (unless the title is large) the title; the large title's band; the
    /// search field's band.
    private mutating func navigationBar(_ collected: ChromeCollector) -> ViewNode {
        let p = controls.chrome
        // A root with a title shows it large unless told otherwise; a screen that has scrolled shows it inline.
        let isLarge = collected.title != nil && collected.displayMode != "inline" && !p.isScrolled
        var band = barBand(name: "navigation bar", key: .navigationBar, p)
        let principal = collected.toolbar.first { $0.placement == "principal" || $0.placement == "topBarPrincipal" }?.view
        if let centre = principal ?? (isLarge ? nil : collected.title.map({ title($0, size: p[.inlineTitleFontSize]) })) {
            band = ViewNode(.overlay(alignment: .center), children: [band, centre],
                            label: principal == nil ? "the inline title, centred in the bar" : "the principal item, centred in the bar")
        }
        let leading = collected.toolbar.filter { ["topBarLeading", "navigationBarLeading", "cancellationAction", "navigation"].contains($0.placement) }
        let trailing = collected.toolbar.filter { ["automatic", "topBarTrailing", "navigationBarTrailing", "primaryAction", "confirmationAction",
                                                   "destructiveAction", "secondaryAction"].contains($0.placement) }
        for (items, edge) in [(leading, HorizontalAlignment.leading), (trailing, .trailing)] where !items.isEmpty {
            let stack = ViewNode(.hStack(alignment: .center, spacing: p[.barItemSpacing]), children: items.map { barItem($0.view) },
                                 label: "HStack (the bar's \(edge == .leading ? "leading" : "trailing") items)")
            let inset = edge == .leading ? EdgeInsets(top: 0, leading: p[.barMargin], bottom: 0, trailing: 0)
                : EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: p[.barMargin])
            band = ViewNode(.overlay(alignment: Alignment(horizontal: edge, vertical: .center)),
                            children: [band, ViewNode(.padding(inset), children: [stack], label: ".padding(the bar's margin)")],
                            label: "the \(edge == .leading ? "leading" : "trailing") items, \(formatNumber(p[.barMargin])) from the edge")
        }
        var bands = [band]
        if isLarge, let text = collected.title {
            let large = barBand(name: "large title", key: .largeTitle, p)
            let inset = EdgeInsets(top: p[.largeTitleTop], leading: p[.largeTitleLeading], bottom: 0, trailing: p[.largeTitleLeading])
            bands.append(ViewNode(.overlay(alignment: .topLeading),
                                  children: [large, ViewNode(.padding(inset), children: [title(text, size: p[.largeTitleFontSize], weight: .bold)],
                                                             label: ".padding(the large title's inset)")],
                                  label: "the large title, below the bar"))
        }
        if let prompt = collected.searchPrompt {
            let slot = barBand(name: "search field's band", key: .searchField, p)
            let field = ViewNode(.controlPart(ControlPart(name: "search field", width: 0, height: p[.searchFieldHeight], isGreedy: true,
                                                          source: p.citation(.searchFieldHeight))),
                                 style: ["color": "custom"])
            let text = ViewNode(.overlay(alignment: .leading), children: [field, ViewNode(.padding(EdgeInsets(top: 0, leading: p[.barMargin], bottom: 0, trailing: 0)),
                                                                                        children: [ViewNode(.text(prompt), style: ["foregroundStyle": ".secondary"])])],
                                label: "the prompt in the field")
            let inset = EdgeInsets(top: 0, leading: p.margin(.listRowLeading), bottom: 0, trailing: p.margin(.listRowLeading))
            bands.append(ViewNode(.overlay(alignment: .center), children: [slot, ViewNode(.padding(inset), children: [text])],
                                  label: "the search field (.searchable)"))
        }
        return bands.count == 1 ? bands[0] : ViewNode(.vStack(alignment: .leading, spacing: 0), children: bands, label: "VStack (the bar's bands)")
    }

    /// A band of the bar: as wide as proposed, as tall as the profile says, drawn as the bar's material.
    func barBand(name: String, key: ChromeKey, _ p: ChromeProfile) -> ViewNode {
        ViewNode(.controlPart(ControlPart(name: name, width: 0, height: p[key], isGreedy: true, source: p.citation(key))),
                 style: ["color": "custom"])
    }

    /// A bar item at least the profile's hit target, its label centred in it.
    private func barItem(_ view: ViewNode) -> ViewNode {
        let size = controls.chrome[.barItemSize]
        return ViewNode(.flexibleFrame(FlexibleFrameSpec(minWidth: size, minHeight: size)), children: [view],
                        label: "the bar item (at least \(formatNumber(size))×\(formatNumber(size)))")
    }

    /// A one-line title in `size` points, in `weight` (which the system text model measures): UIKit's bar titles are
    /// semibold (inline) and bold (large), its tab bar titles medium.
    func title(_ text: String, size: Double, weight: SystemFont.Weight = .semibold) -> ViewNode {
        ViewNode(.font(pointSize: size, weight: weight), children: [ViewNode(.lineLimit(1), children: [ViewNode(.text(text))])],
                 label: ".font(.system(size: \(formatNumber(size))))")
    }

    /// `NavigationLink`: its label; in a List, with the disclosure chevron at the row's trailing edge. The destination
    /// is another screen, not walked.
    mutating func navigationLink(_ call: FunctionCallExprSyntax, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        let content: ViewNode
        if let title = try controlTitle(call) {
            content = ViewNode(.text(title))
        } else {
            let hasDestination = call.arguments.contains { ["destination", "value", "isActive", "tag"].contains($0.label?.text ?? "") }
            let closure = closureArgument(call, "label") ?? (hasDestination ? call.trailingClosure : nil)
            guard let closure else {
                throw map.error("NavigationLink needs a title or a label, as in 'NavigationLink(\"Details\") { … }' or "
                                + "'NavigationLink { Detail() } label: { Text(\"Details\") }'", at: call)
            }
            guard let views = views(in: closure, level: level + 3) else { return nil }
            content = views.count == 1 ? views[0] : ViewNode(.hStack(alignment: .center, spacing: nil), children: views)
        }
        guard isInList else { return ViewNode(.control(name: "NavigationLink"), children: [content], label: label) }
        let p = controls.chrome
        let chevron = ViewNode(.controlPart(ControlPart(name: "disclosure chevron", width: p[.chevronWidth], height: p[.chevronHeight],
                                                        source: p.citation(.chevronWidth))), style: ["color": "secondary"])
        let row = ViewNode(.hStack(alignment: .center, spacing: p[.chevronSpacing]),
                           children: [ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, alignment: .leading)), children: [content],
                                               label: "the label, leading"), chevron],
                           label: "HStack (the label and the disclosure chevron)")
        return ViewNode(.control(name: "NavigationLink"), children: [row], label: label)
    }
}
