import LayoutCore
import SwiftSyntax
import ViewLayout

/// `TabView` with `.tabItem { … }` or `Tab("Title", systemImage:) { … }`, composed from the profile's numbers
/// (`ChromeProfile`): the view takes its whole proposal; the first tab's content sits above the tab bar, its safe area
/// ending at the bar (a `safeAreaInset` at the bottom). Before iOS 26 the items share the bar's width, each an icon over
/// its title; from iOS 26 they sit side by side, `tabBarItemWidth` wide at a `tabBarItemPitch` pitch, on a floating
/// platter centred in the bar. `.tabViewStyle(.page)` shows the first page alone.
extension SwiftUIInterpreter.ViewWalker {
    mutating func tabView(_ call: FunctionCallExprSyntax, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        guard let closure = contentClosure(of: call) else {
            throw map.error("TabView takes its tabs in a closure, as in 'TabView { Home().tabItem { Label(\"Home\", systemImage: \"house\") } }'", at: call)
        }
        let outer = chrome
        chrome = ChromeCollector()
        let tabs = views(in: closure, level: level + 4)
        let items = chrome.tabItems
        chrome = outer
        guard let tabs else { return nil }
        let first = tabs.first ?? ViewNode(.empty, label: "EmptyView()")
        let content = ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [first],
                               label: "the first tab, in the space the tab bar leaves")
        guard controlStyles.tabView != "page" else {
            return ViewNode(.control(name: "TabView"), children: [content], label: label)
        }
        let bar = ViewNode(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), children: [content, tabBar(items)],
                           label: "the tab bar below the content (the content's safe area ends at it)")
        return ViewNode(.control(name: "TabView"), children: [bar], label: label)
    }

    /// `Tab("Home", systemImage: "house") { content }` (iOS 18): records its item and stands for its content.
    mutating func tab(_ call: FunctionCallExprSyntax, level: Int) throws(Diagnostic) -> ViewNode? {
        var item = ChromeCollector.TabItem()
        item.title = try controlTitle(call)
        if let symbol = call.arguments.first(where: { $0.label?.text == "systemImage" || $0.label?.text == "image" }) {
            item.symbol = try chromeText(symbol.expression)
        }
        guard let closure = contentClosure(of: call) else {
            throw map.error("Tab takes its content in a closure, as in 'Tab(\"Home\", systemImage: \"house\") { Home() }'", at: call)
        }
        guard let views = views(in: closure, level: level) else { return nil }
        chrome.tabItems.append(item)
        return views.count == 1 ? views[0] : ViewNode(.vStack(alignment: .center, spacing: nil), children: views, label: "VStack (the tab's views)")
    }

    private func tabBar(_ items: [ChromeCollector.TabItem]) -> ViewNode {
        let p = controls.chrome
        let band = barBand(name: "tab bar", key: .tabBar, p)
        let width = p[.tabBarItemWidth]
        let buttons = items.map { item -> ViewNode in
            let icon = ViewNode(.image(ImageSpec(name: item.symbol ?? "tab", isSymbol: true, size: Size(width: p[.tabBarIconSize], height: p[.tabBarIconSize]))),
                                label: "the item's icon (\(formatNumber(p[.tabBarIconSize])) square)")
            var parts = [icon]
            if let title = item.title { parts.append(self.title(title, size: p[.tabBarTitleFontSize], weight: .medium)) }
            let stack = ViewNode(.vStack(alignment: .center, spacing: 3), children: parts, label: "VStack (the icon over the title)")
            let frame: ViewKind = width > 0 ? .fixedFrame(width: width, height: nil, alignment: .top)
                : .flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, alignment: .top))
            return ViewNode(frame, children: [ViewNode(.padding(EdgeInsets(top: p[.tabBarIconTop], leading: 0, bottom: 0, trailing: 0)), children: [stack])],
                            label: width > 0 ? "the tab item (\(formatNumber(width)) wide)" : "the tab item (an equal share of the bar)")
        }
        let spacing = width > 0 && p[.tabBarItemPitch] > 0 ? p[.tabBarItemPitch] - width : 0
        var row = ViewNode(.hStack(alignment: .top, spacing: spacing), children: buttons, label: "HStack (the tab items)")
        if width > 0 {
            // iOS 26's floating platter around the items.
            let inset = p[.tabBarPlatterInset]
            row = ViewNode(.background(alignment: .center),
                           children: [ViewNode(.padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)), children: [row]),
                                      ViewNode(.shape(.capsule), style: ["fill": "white"], label: "the floating platter")],
                           label: "the tab bar's platter")
        }
        return ViewNode(.overlay(alignment: .top), children: [band, row], label: "the tab items in the bar")
    }
}
