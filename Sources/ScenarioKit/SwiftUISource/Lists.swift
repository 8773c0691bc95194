import LayoutCore
import SwiftSyntax
import ViewLayout

/// `List`, `Form` and `Section`, composed as iOS draws them from the profile's numbers (`ChromeProfile`). The list is a
/// vertical ScrollView as wide as its proposal: rows past the viewport are laid out and drawn as overflow. Each row is
/// its view inset by the row insets (`.listRowInsets` replaces them) in a frame at least `listRowMinHeight` tall and as
/// wide as the list, content leading and centred vertically; a separator is drawn under every row but a section's last
/// (`.listRowSeparator(.hidden)` removes it). Styles:
/// * `plain`: rows edge to edge, inset `listRowLeading`/`listRowTrailing`; a titled section has a `plainHeaderHeight` header;
/// * `grouped`: sections on the grouped background, headers and footers in `headerFontSize`/`footerFontSize`;
/// * `insetGrouped` (iOS's automatic style, `Form`, `inset` and `sidebar` on iPhone): the same, each section's rows on a
///   card `cardMargin` from the sides with `cardCornerRadius` corners.
extension SwiftUIInterpreter.ViewWalker {
    static let listStyles = ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar"]
    /// What `Section` marks its node with, so that the List around it finds the header and footer.
    static let sectionKey = "listSection"

    mutating func list(_ call: FunctionCallExprSyntax, type: String, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        let overloads = type == "Form" ? [Signature(.content)]
            : [Signature(.labelled("selection"), .content),
               Signature(.unlabelled("data"), .labelled("id"), .labelled("selection"), .content)]
        let arguments = try SwiftUIInterpreter.bind(call, callee: type, overloads: overloads, anchor: call.calledExpression, map: map, scope: scope)
        let closure = try contentClosure(arguments, of: call, holding: "\(type) takes its rows")
        let outer = isInList
        isInList = true
        defer { isInList = outer }
        // A row sits 11 levels below the List: its background, scroll view, stacks, card, separator overlay, frame and insets.
        let rows = arguments["data"] != nil ? try forEach(arguments, content: closure, level: level + 11) : views(in: closure, level: level + 11)
        guard let rows else { return nil }
        let style = type == "Form" ? "insetGrouped" : (controlStyles.list ?? "automatic")
        return ViewNode(.control(name: type), children: [listLayout(rows, style: style)], label: label)
    }

    /// `Section("Title") { … }`, `Section(header:footer:) { … }`, `Section { … } header: { … } footer: { … }`: a VStack of its
    /// header, rows and footer, marked for the List around it.
    mutating func section(_ call: FunctionCallExprSyntax, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        func part(_ name: String) throws(Diagnostic) -> ViewNode?? {
            if let closure = closureArgument(call, name) {
                guard let views = views(in: closure, level: level + 2) else { return .some(nil) }
                return views.count == 1 ? views[0] : ViewNode(.vStack(alignment: .leading, spacing: nil), children: views)
            }
            guard let expression = call.arguments.first(where: { $0.label?.text == name })?.expression else { return nil }
            return .some(view(expression, level: level + 2))
        }
        var header = try part("header")
        if header == nil, let title = try controlTitle(call) { header = ViewNode(.text(title)) }
        let footer = try part("footer")
        guard let content = contentClosure(of: call) else { throw map.error("Section takes its rows in a closure, as in 'Section(\"Title\") { Text(\"Row\") }'", at: call) }
        guard let rows = views(in: content, level: level + 2) else { return nil }
        if case .some(nil) = header { return nil }
        if case .some(nil) = footer { return nil }
        let headerView = header.flatMap { $0 }, footerView = footer.flatMap { $0 }
        let marker = (headerView == nil ? "" : "header") + (footerView == nil ? "" : "footer")
        return ViewNode(.vStack(alignment: .leading, spacing: 0), children: [headerView].compactMap { $0 } + rows + [footerView].compactMap { $0 },
                        style: [Self.sectionKey: marker], label: label)
    }

    /// A section as the List reads it.
    private struct SectionParts {
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
    }

    /// The list's rows grouped into sections: each Section, and each run of rows outside one.
    private func sections(_ rows: [ViewNode]) -> [SectionParts] {
        var out: [SectionParts] = []
        var loose: [ViewNode] = []
        for row in rows {
            guard let marker = row.style[Self.sectionKey] else { loose.append(row); continue }
            if !loose.isEmpty { out.append(SectionParts(rows: loose)); loose = [] }
            var children = row.children
            let footer = marker.hasSuffix("footer") ? children.popLast() : nil
            let header = marker.hasPrefix("header") ? children.removeFirst() : nil
            out.append(SectionParts(header: header, rows: children, footer: footer))
        }
        if !loose.isEmpty { out.append(SectionParts(rows: loose)) }
        return out
    }

    private func listLayout(_ rows: [ViewNode], style: String) -> ViewNode {
        let p = controls.chrome
        let isPlain = style == "plain"
        let isInset = !isPlain && style != "grouped"
        let cardMargin = isInset ? p.margin(.cardMargin) : 0
        let rowLeading = isInset ? p[.cardRowLeading] : p.margin(.listRowLeading)
        let rowTrailing = isInset ? p[.cardRowLeading] : p.margin(.listRowTrailing)
        var blocks: [ViewNode] = []
        for (index, section) in sections(rows).enumerated() {
            let laidOutRows = section.rows.enumerated().map { row($1, leading: rowLeading, trailing: rowTrailing, isLast: $0 == section.rows.count - 1) }
            if isPlain {
                if let header = section.header { blocks.append(plainHeader(header, leading: rowLeading)) }
                blocks += laidOutRows
                if let footer = section.footer { blocks.append(footerBlock(footer, leading: rowLeading)) }
                continue
            }
            blocks.append(groupedHeader(section.header, isFirst: index == 0, leading: cardMargin + rowLeading))
            let card = ViewNode(.vStack(alignment: .leading, spacing: 0), children: laidOutRows, label: "VStack (the section's rows)")
            let shape: ViewNode = isInset ? ViewNode(.shape(.roundedRectangle(cornerRadius: p[.cardCornerRadius])), style: ["fill": "white"],
                                                     label: "RoundedRectangle(cornerRadius: \(formatNumber(p[.cardCornerRadius]))) (the card)")
                : ViewNode(.shape(.rectangle), style: ["fill": "white"], label: "Rectangle (the section's background)")
            let backed = ViewNode(.background(alignment: .center), children: [card, shape], label: "the section's card")
            blocks.append(ViewNode(.padding(EdgeInsets(top: 0, leading: cardMargin, bottom: 0, trailing: cardMargin)), children: [backed],
                                   label: ".padding(.horizontal, \(formatNumber(cardMargin))) (the card's margin)"))
            if let footer = section.footer { blocks.append(footerBlock(footer, leading: cardMargin + rowLeading)) }
        }
        let content = ViewNode(.vStack(alignment: .leading, spacing: 0), children: blocks, label: "VStack (the list's sections and rows)")
        let scroll = ViewNode(.scrollView(horizontal: false, vertical: true), children: [content], label: "ScrollView (the list scrolls)")
        guard !isPlain, !controlStyles.hidesListBackground else { return scroll }
        // The grouped background fills the list and the safe area around it.
        return ViewNode(.background(alignment: .center, ignoresSafeAreaEdges: .all), children: [scroll, ViewNode(.color("custom"), label: "the grouped background")],
                        label: ".background(the grouped background)")
    }

    /// A row: its view inset, at least the minimum row height, as wide as the list; its background; its separator.
    private func row(_ view: ViewNode, leading: Double, trailing: Double, isLast: Bool) -> ViewNode {
        let p = controls.chrome
        var content = view
        let options = ListRow.keys.map { content.style.removeValue(forKey: $0) }
        let vertical = p[.listRowVerticalInset]
        var insets = EdgeInsets(top: vertical, leading: leading, bottom: vertical, trailing: trailing)
        if let written = options[0]?.split(separator: ",").compactMap({ Double($0) }), written.count == 4 {
            insets = EdgeInsets(top: written[0], leading: written[1], bottom: written[2], trailing: written[3])
        }
        var node = ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, minHeight: p[.listRowMinHeight], alignment: .leading)),
                            children: [ViewNode(.padding(insets), children: [content], label: ".padding(the row insets)")],
                            label: "the row (at least \(formatNumber(p[.listRowMinHeight])) tall)")
        if let background = options[1] {
            node = ViewNode(.background(alignment: .center), children: [node, ViewNode(.color(background), label: background)],
                            label: ".listRowBackground(\(background))")
        }
        guard !isLast, options[2] != "hidden" else { return node }
        let line = ViewNode(.controlPart(ControlPart(name: "separator", width: 0, height: p.hairline, isGreedy: true,
                                                     source: "one pixel, inset as the row's content")), style: ["color": "gray"])
        let inset = ViewNode(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)), children: [line])
        return ViewNode(.overlay(alignment: .bottomLeading), children: [node, inset], label: "the separator under the row")
    }

    /// A grouped section's header band: its text at the bottom, in the header's size (uppercased before iOS 26), at
    /// least `headerHeight` (`laterHeaderHeight` after the first section) tall; without a header, the spacing.
    private func groupedHeader(_ header: ViewNode?, isFirst: Bool, leading: Double) -> ViewNode {
        let p = controls.chrome
        guard var header else {
            let gap = isFirst ? p[.listTop] : (controlStyles.listSectionSpacing ?? p[.sectionSpacing])
            return ViewNode(.fixedFrame(width: nil, height: gap, alignment: .center), children: [ViewNode(.color("clear"))],
                            label: "the space above an untitled section (\(formatNumber(gap)))")
        }
        if p[.headerUppercased] != 0, case .text(let text) = header.kind { header.kind = .text(text.uppercased()) }
        header.style["foregroundStyle"] = header.style["foregroundStyle"] ?? ".secondary"
        let sized = ViewNode(.font(pointSize: p[.headerFontSize]), children: [header], label: ".font(.footnote) (the header)")
        let inset = ViewNode(.padding(EdgeInsets(top: 0, leading: leading, bottom: p[.headerBottom], trailing: leading)), children: [sized])
        let height = isFirst ? p[.headerHeight] : p[.laterHeaderHeight]
        return ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, minHeight: height, alignment: .bottomLeading)), children: [inset],
                        label: "the section header (at least \(formatNumber(height)) tall)")
    }

    private func plainHeader(_ header: ViewNode, leading: Double) -> ViewNode {
        let p = controls.chrome
        let sized = ViewNode(.font(pointSize: p[.plainHeaderFontSize]), children: [header], label: ".font(the plain header's size)")
        let inset = ViewNode(.padding(EdgeInsets(top: 0, leading: leading, bottom: 0, trailing: leading)), children: [sized])
        let band = ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, minHeight: p[.plainHeaderHeight], alignment: .leading)),
                            children: [inset], label: "the section header (at least \(formatNumber(p[.plainHeaderHeight])) tall)")
        return ViewNode(.background(alignment: .center), children: [band, ViewNode(.color("custom"))], label: "the header's background")
    }

    private func footerBlock(_ footer: ViewNode, leading: Double) -> ViewNode {
        let p = controls.chrome
        var footer = footer
        footer.style["foregroundStyle"] = footer.style["foregroundStyle"] ?? ".secondary"
        let sized = ViewNode(.font(pointSize: p[.footerFontSize]), children: [footer], label: ".font(.footnote) (the footer)")
        let inset = ViewNode(.padding(EdgeInsets(top: p[.footerTop], leading: leading, bottom: p[.footerBottom], trailing: leading)),
                             children: [sized], label: ".padding(the footer's insets)")
        return ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, alignment: .leading)), children: [inset], label: "the section footer")
    }
}
