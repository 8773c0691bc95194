import SwiftSyntax
import ViewLayout

/// SwiftUI's controls, composed from views FrameLab lays out and the platform's parts (`ControlProfile`), as
/// the default iOS styles build them (OpenSwiftUI's reconstruction): a Button is its label; a Toggle and a
/// Stepper are `HStack { label; Spacer(); part }` (`LabeledContent`'s leading-trailing style); a TextField is
/// its text across the whole proposed width; a Label is `HStack { icon; title }`. The arguments that bind app
/// state (`isOn: $wifi`, `value: $volume`, `action:`) are accepted as written and not evaluated.
extension SwiftUIInterpreter.ViewWalker {
    static let controlNames: Set<String> = ["Button", "Link", "Toggle", "TextField", "SecureField", "Label", "ProgressView",
                                           "Slider", "Stepper"]

    mutating func control(_ call: FunctionCallExprSyntax, type: String, level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        let title = try controlTitle(call)
        let systemImage = try stringArgument(call, "systemImage")
        func wrap(_ content: ViewNode) -> ViewNode { ViewNode(.control(name: type), children: [content], label: label) }
        func labelView() -> ViewNode? { controlLabel(call, title: title, systemImage: systemImage, level: level + 2) }
        let styles = controlStyles
        switch type {
        case "Button", "Link":
            // A title's trailing closure is the action; without a title, the trailing closure is the label
            // when `action:` is written, else `label:` names it (`Button { … } label: { … }`).
            let hasTitle = title != nil
            let labelClosure: ClosureExprSyntax? = hasTitle ? nil : closureArgument(call, "label")
                ?? (call.arguments.contains { $0.label?.text == "action" || $0.label?.text == "destination" } ? call.trailingClosure : nil)
            guard let content = hasTitle ? labelView() : labelClosure.flatMap({ closureView($0, level: level + 2) }) else {
                // A label whose views failed has reported why.
                if labelClosure != nil { return nil }
                throw map.error("\(type) needs a title or a label, as in '\(type)(\"Done\") { … }' or '\(type) { … } label: { Text(\"Done\") }'",
                                at: call)
            }
            if type == "Button", let style = styles.custom["buttonStyle"] {
                guard let styled = styledBody(style, configuration: ["label": .views([content]), "isPressed": .bool(false)],
                                              at: call, level: level + 1) else { return nil }
                return wrap(styled)
            }
            let bordered = type == "Button" && ["bordered", "borderedProminent"].contains(styles.button ?? "")
            return wrap(bordered ? ViewNode(.padding(controls.borderedButtonInsets), children: [content]) : content)
        case "Toggle", "Stepper":
            let part = ViewNode(.controlPart(type == "Toggle" ? controls.toggleSwitch : controls.stepper))
            if type == "Toggle", let style = styles.custom["toggleStyle"] {
                // The app's ToggleStyle: its body with the label, and `isOn` as the binding holds it.
                let label = labelView() ?? call.trailingClosure.flatMap({ closureView($0, level: level + 2) }) ?? ViewNode(.empty)
                let isOn = call.arguments.first { $0.label?.text == "isOn" }.flatMap { Evaluator.value($0.expression, scope: scope) } ?? .bool(false)
                guard let styled = styledBody(style, configuration: ["label": .views([label]), "isOn": isOn], at: call, level: level + 1) else {
                    return nil
                }
                return wrap(styled)
            }
            guard !styles.labelsHidden, let content = labelView() ?? call.trailingClosure.flatMap({ closureView($0, level: level + 2) }) else {
                return wrap(part)
            }
            return wrap(ViewNode(.hStack(alignment: .center, spacing: nil), children: [content, ViewNode(.spacer(minLength: nil)), part],
                                 label: "HStack (the \(type)'s label, a Spacer, the \(type == "Toggle" ? "switch" : "stepper"))"))
        case "TextField", "SecureField":
            let placeholder = ViewNode(.text(title ?? ""), style: ["foregroundStyle": ".secondary"])
            var field = ViewNode(.flexibleFrame(FlexibleFrameSpec(maxWidth: .infinity, alignment: .leading)),
                                 children: [ViewNode(.lineLimit(1), children: [placeholder])])
            if styles.textField == "roundedBorder" { field = ViewNode(.padding(controls.roundedBorderInsets), children: [field]) }
            return wrap(field)
        case "Label":
            let titleView: ViewNode
            let iconView: ViewNode
            if let title {
                titleView = text(title)
                guard let systemImage else {
                    guard let image = try stringArgument(call, "image") else {
                        throw map.error("Label needs an icon: 'systemImage:' or 'image:', or '{ title } icon: { icon }'", at: call)
                    }
                    iconView = try assetImage(image, at: call)
                    return try labelWithStyle(icon: iconView, title: titleView, styles, call: call, level: level, wrap: wrap)
                }
                iconView = symbol(systemImage)
            } else {
                guard let titleClosure = closureArgument(call, "title") ?? call.trailingClosure,
                      let iconClosure = closureArgument(call, "icon") else {
                    throw map.error("Label needs a title and an icon, as in 'Label(\"Mail\", systemImage: \"envelope\")'", at: call)
                }
                // Views that failed have reported why.
                guard let t = closureView(titleClosure, level: level + 2), let i = closureView(iconClosure, level: level + 2) else { return nil }
                titleView = t; iconView = i
            }
            return try labelWithStyle(icon: iconView, title: titleView, styles, call: call, level: level, wrap: wrap)
        case "ProgressView":
            let isLinear = styles.progressView == "linear"
                || (styles.progressView != "circular" && call.arguments.contains { $0.label?.text == "value" })
            let indicator = ViewNode(.controlPart(isLinear ? controls.progressBar : controls.spinner))
            guard let content = labelView() else { return wrap(indicator) }
            let spacing = controls.progressLabelSpacing
            return wrap(isLinear
                ? ViewNode(.vStack(alignment: .leading, spacing: spacing), children: [content, indicator], label: "VStack (the label over the bar)")
                : ViewNode(.vStack(alignment: .center, spacing: spacing), children: [indicator, content], label: "VStack (the spinner over the label)"))
        default:   // Slider: iOS draws no label; the value labels sit at the ends.
            let track = ViewNode(.controlPart(controls.slider))
            let low = closureArgument(call, "minimumValueLabel").flatMap { closureView($0, level: level + 2) }
            let high = closureArgument(call, "maximumValueLabel").flatMap { closureView($0, level: level + 2) }
            guard low != nil || high != nil else { return wrap(track) }
            return wrap(ViewNode(.hStack(alignment: .center, spacing: nil), children: [low, track, high].compactMap { $0 },
                                 label: "HStack (the value labels at the slider's ends)"))
        }
    }

    /// A control's label: its title as a Text (with `systemImage:`, a Label, so `.labelStyle(.iconOnly)` applies to it, as
    /// to `Button("Add", systemImage: "plus")`), else the views of its `label:` closure, at `level`.
    mutating func controlLabel(_ call: FunctionCallExprSyntax, title: String?, systemImage: String? = nil, level: Int) -> ViewNode? {
        if let title { return systemImage.map { labelStyled(icon: symbol($0), title: text(title), controlStyles) } ?? text(title) }
        return closureArgument(call, "label").flatMap { closureView($0, level: level) }
    }

    /// The closure of a view that takes one: its trailing closure, or its `content:` argument.
    func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? closureArgument(call, "content")
    }

    private func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }

    func symbol(_ name: String) -> ViewNode {
        ViewNode(.image(ImageSpec(name: name, isSymbol: true, size: assets.symbols[name] ?? assets.defaultSymbol)))
    }

    private mutating func assetImage(_ name: String, at call: FunctionCallExprSyntax) throws(Diagnostic) -> ViewNode {
        guard let size = assets.images[name] else {
            if isInAppCode { return undeclaredImage(name, at: call, label: "Image(\"\(name)\")") }
            throw map.error("unknown image '\(name)'; declare its size in the settings, as in "
                            + "'settings: {images: {\(Self.yamlKey(name)): {width: 20, height: 20}}}'", at: call)
        }
        return ViewNode(.image(ImageSpec(name: name, size: size)))
    }

    private func iconAndTitle(icon: ViewNode, title: ViewNode) -> ViewNode {
        ViewNode(.hStack(alignment: .center, spacing: controls.labelSpacing), children: [icon, title], label: "HStack (the icon and the title)")
    }

    /// A Label laid out by the app's LabelStyle (`configuration.title`, `configuration.icon`), or by SwiftUI's.
    private mutating func labelWithStyle(icon: ViewNode, title: ViewNode, _ styles: ControlStyles, call: FunctionCallExprSyntax, level: Int,
                                         wrap: (ViewNode) -> ViewNode) throws(Diagnostic) -> ViewNode? {
        guard let style = styles.custom["labelStyle"] else { return wrap(labelStyled(icon: icon, title: title, styles)) }
        guard let styled = styledBody(style, configuration: ["title": .views([title]), "icon": .views([icon])], at: call, level: level + 1) else {
            return nil
        }
        return wrap(styled)
    }

    private func labelStyled(icon: ViewNode, title: ViewNode, _ styles: ControlStyles) -> ViewNode {
        switch styles.label {
        case "titleOnly": title
        case "iconOnly": icon
        default: iconAndTitle(icon: icon, title: title)
        }
    }

    /// The control's title: its first unlabelled argument when that is a string (a literal, interpolation of
    /// loop variables included). App state interpolated in it (`"Qty: \(quantity)"`) is shown as written.
    mutating func controlTitle(_ call: FunctionCallExprSyntax) throws(Diagnostic) -> String? {
        do throws(Diagnostic) { return try evaluatedTitle(call) } catch {
            guard canStandIn, let first = call.arguments.first else { throw error }
            return standInText(first.expression)
        }
    }

    private func evaluatedTitle(_ call: FunctionCallExprSyntax) throws(Diagnostic) -> String? {
        guard let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) else { return nil }
        if case .string(let value)? = Evaluator.value(first.expression, scope: scope) { return value }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self) else {
            // A title computed by the app's code that cannot be evaluated: say why, not that there is no title.
            return try SwiftUIInterpreter.Argument(expression: first.expression, callee: String(describing: call.calledExpression.trimmedDescription),
                                                   parameter: "title", map: map, scope: scope).resolved().string()
        }
        if let value = Evaluator.string(literal, scope: scope) { return value }
        return literal.segments.map { segment in
            segment.as(StringSegmentSyntax.self)?.content.text ?? segment.as(ExpressionSegmentSyntax.self).map { "\\(\($0.expressions.trimmedDescription))" } ?? ""
        }.joined()
    }

    private func stringArgument(_ call: FunctionCallExprSyntax, _ label: String) throws(Diagnostic) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }) else { return nil }
        return try SwiftUIInterpreter.Argument(expression: argument.expression, callee: "", parameter: label, map: map, scope: scope).string()
    }

    /// The closure passed as `label:` (or another name), written as an argument or as a labelled trailing closure.
    func closureArgument(_ call: FunctionCallExprSyntax, _ label: String) -> ClosureExprSyntax? {
        if let argument = call.arguments.first(where: { $0.label?.text == label }) { return argument.expression.as(ClosureExprSyntax.self) }
        return call.additionalTrailingClosures.first { $0.label.text == label }?.closure
    }

    /// The views of a label closure: one, or several in an implicit VStack.
    mutating func closureView(_ closure: ClosureExprSyntax, level: Int) -> ViewNode? {
        guard let children = views(in: closure, level: level) else { return nil }
        switch children.count {
        case 0: return ViewNode(.empty)
        case 1: return children[0]
        default: return ViewNode(.vStack(alignment: .center, spacing: nil), children: children)
        }
    }
}
