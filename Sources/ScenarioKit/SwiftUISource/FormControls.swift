import LayoutCore
import SwiftSyntax
import ViewLayout

/// The controls of forms and menus, composed as iOS's default styles lay them out, from the profile's numbers
/// (`ChromeProfile`): most are a `LabeledContent` row, the label leading and the value trailing (`HStack { label;
/// Spacer(); value }`). A value the app holds at run time (a Picker's selection, a DatePicker's date) is shown as a
/// sample: the first option, "Jan 9, 2007", "9:41 AM".
extension SwiftUIInterpreter.ViewWalker {
    static let formControlNames: Set<String> = ["Picker", "DatePicker", "ColorPicker", "LabeledContent", "DisclosureGroup", "Menu",
                                                "TextEditor", "Gauge", "ContentUnavailableView", "ShareLink"]

    mutating func formControl(_ call: FunctionCallExprSyntax, type: String, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        let p = controls.chrome
        func wrap(_ content: ViewNode) -> ViewNode { ViewNode(.control(name: type), children: [content], label: label) }
        func labelView() throws(Diagnostic) -> ViewNode? { controlLabel(call, title: try controlTitle(call), level: level + 3) }
        switch type {
        case "Picker":
            guard let options = try pickerOptions(call, level: level + 3) else { return nil }
            let selected = options.first ?? ViewNode(.empty)
            switch controlStyles.picker ?? "automatic" {
            case "segmented", "palette":
                let segments = options.map { ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity)), children: [$0], label: "the segment (an equal share)") }
                let row = ViewNode(.hStack(alignment: .center, spacing: 0), children: segments, label: "HStack (the segments)")
                let framed = ViewNode(.fixedFrame(width: nil, height: p[.segmentedHeight], alignment: .center), children: [row],
                                      label: ".frame(height: \(formatNumber(p[.segmentedHeight]))) — \(p.citation(.segmentedHeight))")
                return wrap(ViewNode(.background(alignment: .center), children: [framed, ViewNode(.shape(.capsule), style: ["fill": "custom"])],
                                     label: "the segmented control's track"))
            case "wheel":
                return wrap(wheel(p))
            case "inline":
                return wrap(ViewNode(.vStack(alignment: .leading, spacing: 0), children: options, label: "VStack (the options inline)"))
            case "navigationLink":
                return wrap(labeledRow(try labelView(), value: valueWithChevron(selected, symbol: "chevron.right")))
            default:   // menu: the label, and the selection with its up-down chevron; outside a List, the button alone
                let button = valueWithChevron(selected, symbol: "chevron.up.chevron.down")
                return wrap(isInList ? labeledRow(try labelView(), value: button) : button)
            }
        case "DatePicker":
            let components = call.arguments.first { $0.label?.text == "displayedComponents" }.map { SourceText.excerpt($0.expression) } ?? ".date, .hourAndMinute"
            var buttons: [ViewNode] = []
            if components.contains("date") { buttons.append(dateButton("Jan 9, 2007", p)) }
            if components.contains("hourAndMinute") { buttons.append(dateButton("9:41 AM", p)) }
            if controlStyles.picker == "wheel" { return wrap(wheel(p)) }
            let value = ViewNode(.hStack(alignment: .center, spacing: 8), children: buttons, label: "HStack (the date and time buttons)")
            return wrap(labeledRow(try labelView(), value: value))
        case "ColorPicker":
            let swatch = ViewNode(.controlPart(ControlPart(name: "colour well", width: p[.colorWellSize], height: p[.colorWellSize],
                                                           source: p.citation(.colorWellSize))), style: ["color": "custom"])
            return wrap(labeledRow(try labelView(), value: swatch))
        case "LabeledContent":
            let value: ViewNode?
            if let written = call.arguments.first(where: { $0.label?.text == "value" })?.expression {
                value = ViewNode(.text(try chromeText(written)), style: ["foregroundStyle": ".secondary"])
            } else if let closure = contentClosure(of: call) {
                value = closureView(closure, level: level + 3)
            } else {
                value = nil
            }
            guard let value else { throw map.error("LabeledContent needs a value, as in 'LabeledContent(\"Version\", value: \"1.0\")'", at: call) }
            return wrap(labeledRow(try labelView(), value: value))
        case "DisclosureGroup":
            let title = try labelView() ?? ViewNode(.empty)
            let header = labeledRow(title, value: symbol("chevron.right"))
            guard p.isExpanded, let closure = contentClosure(of: call),
                  let content = views(in: closure, level: level + 2) else { return wrap(header) }
            return wrap(ViewNode(.vStack(alignment: .leading, spacing: nil), children: [header] + content, label: "VStack (the group, expanded)"))
        case "Menu", "ShareLink":
            // The menu's items appear on a tap; the button is its label (ShareLink's is "Share" with its symbol).
            var content = try labelView()
            if content == nil, type == "ShareLink" {
                content = ViewNode(.hStack(alignment: .center, spacing: controls.labelSpacing), children: [symbol("square.and.arrow.up"), ViewNode(.text("Share"))],
                                   label: "HStack (the icon and the title)")
            }
            guard let content else { throw map.error("\(type) needs a title or a label, as in '\(type)(\"Options\") { … }'", at: call) }
            return wrap(content)
        case "TextEditor":
            return wrap(ViewNode(.color("custom"), label: "the text area (takes the proposal)"))
        case "Gauge":
            let bar = ViewNode(.controlPart(controls.progressBar))
            guard let content = closureArgument(call, "label").flatMap({ closureView($0, level: level + 3) }) ?? call.trailingClosure.flatMap({ closureView($0, level: level + 3) }) else {
                return wrap(bar)
            }
            return wrap(ViewNode(.vStack(alignment: .leading, spacing: controls.progressLabelSpacing), children: [content, bar], label: "VStack (the label over the gauge)"))
        default:   // ContentUnavailableView(_:systemImage:description:): centred in all it is offered.
            var parts: [ViewNode] = []
            if let image = call.arguments.first(where: { $0.label?.text == "systemImage" })?.expression {
                parts.append(ViewNode(.font(pointSize: 48), children: [symbol(try chromeText(image))], label: ".font(.system(size: 48)) (the symbol)"))
            }
            if let heading = try controlTitle(call) { parts.append(title(heading, size: 22)) }
            if let description = call.arguments.first(where: { $0.label?.text == "description" })?.expression {
                parts.append(ViewNode(.text(try chromeText(description)), style: ["foregroundStyle": ".secondary"]))
            }
            let stack = ViewNode(.vStack(alignment: .center, spacing: 8), children: parts, label: "VStack (the symbol, the title, the description)")
            return wrap(ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, maxHeight: .infinity)), children: [stack],
                                 label: "centred in the space offered"))
        }
    }

    /// `HStack { label; Spacer(); value }`, LabeledContent's style in a row; the value alone without a label.
    private func labeledRow(_ label: ViewNode?, value: ViewNode) -> ViewNode {
        guard let label, !controlStyles.labelsHidden else { return value }
        return ViewNode(.hStack(alignment: .center, spacing: nil), children: [label, ViewNode(.spacer(minLength: nil)), value],
                        label: "HStack (the label, a Spacer, the value)")
    }

    private func valueWithChevron(_ value: ViewNode, symbol name: String) -> ViewNode {
        var shown = value
        shown.style["foregroundStyle"] = shown.style["foregroundStyle"] ?? ".secondary"
        return ViewNode(.hStack(alignment: .center, spacing: 4), children: [shown, symbol(name)], label: "HStack (the selection and its chevron)")
    }

    private func wheel(_ p: ChromeProfile) -> ViewNode {
        ViewNode(.controlPart(ControlPart(name: "wheel", width: p[.wheelWidth], height: p[.wheelHeight], isGreedy: true,
                                          source: p.citation(.wheelHeight))), style: ["color": "custom"])
    }

    private func dateButton(_ text: String, _ p: ChromeProfile) -> ViewNode {
        let padded = ViewNode(.padding(EdgeInsets(top: 0, leading: 11, bottom: 0, trailing: 11)), children: [ViewNode(.text(text))])
        let framed = ViewNode(.fixedFrame(width: nil, height: p[.compactDateHeight], alignment: .center), children: [padded],
                              label: ".frame(height: \(formatNumber(p[.compactDateHeight]))) — \(p.citation(.compactDateHeight))")
        return ViewNode(.background(alignment: .center), children: [framed, ViewNode(.shape(.roundedRectangle(cornerRadius: 8)), style: ["fill": "custom"])],
                        label: "the compact date button (a sample value)")
    }

    /// A Picker's options: the views of its content closure (their `.tag`s accepted).
    private mutating func pickerOptions(_ call: FunctionCallExprSyntax, level: Int) throws(Diagnostic) -> [ViewNode]? {
        guard let closure = contentClosure(of: call) else {
            throw map.error("Picker takes its options in a closure, as in 'Picker(\"Size\", selection: $size) { Text(\"S\").tag(0) }'", at: call)
        }
        return views(in: closure, level: level)
    }
}
