import LayoutCore
import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// The modifiers a scenario may use, with SwiftUI's signatures: labels, order and defaults.
    enum ModifierTable {
        static let fixedFrame = Signature(.labelled("width"), .labelled("height"), .labelled("alignment"))
        static let flexibleFrame = Signature(["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight",
                                              "maxHeight", "alignment"].map { .labelled($0) })
        /// `padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`; `padding(_: CGFloat)` and
        /// `padding(_: EdgeInsets)` have the same shape and are told apart by the argument itself.
        static let padding = Signature(.unlabelled("edges", hasDefault: true), .unlabelled("length", hasDefault: true))
        /// SwiftUI's default padding when no length is given.
        static let defaultPadding = 16.0
        static let offset = [Signature(.labelled("x"), .labelled("y")), Signature(.unlabelled("offset"))]
        /// `position(x: CGFloat = 0, y: CGFloat = 0)` and `position(_ position: CGPoint)`.
        static let position = [Signature(.labelled("x"), .labelled("y")), Signature(.unlabelled("position"))]
        /// `containerRelativeFrame(_:alignment:)` and `containerRelativeFrame(_:count:span:spacing:alignment:)`.
        static let containerRelativeFrame = [
            Signature(.unlabelled("axes"), .labelled("alignment")),
            Signature(.unlabelled("axes"), .labelled("count", hasDefault: false), .labelled("span"),
                      .labelled("spacing", hasDefault: false), .labelled("alignment")),
        ]
        static let fixedSize = [Signature(), Signature(.labelled("horizontal", hasDefault: false),
                                                       .labelled("vertical", hasDefault: false))]
        /// `aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode:)` and `aspectRatio(_: CGSize, contentMode:)`.
        static let aspectRatio = [Signature(.unlabelled("ratio", hasDefault: true), .labelled("contentMode", hasDefault: false))]
        static let border = Signature(.unlabelled("content"), .labelled("width"))
        /// `overlay(alignment:content:)`; the ShapeStyle form `overlay(_:ignoresSafeAreaEdges:)` (a view in
        /// its place is the older `overlay(_:alignment:)`, told apart by the argument); a style in a shape,
        /// `overlay(_:in:fillStyle:)`; and for `background`, the default style in a shape `background(in:)`.
        static func secondary(_ name: String) -> [Signature] {
            [Signature(.labelled("alignment"), .content),
             Signature(.unlabelled(name), .labelled("ignoresSafeAreaEdges")),
             Signature(.unlabelled(name), .labelled("alignment")),
             Signature(.unlabelled(name), .labelled("in", hasDefault: false), .labelled("fillStyle")),
             Signature(.labelled("in", hasDefault: false), .labelled("fillStyle"))]
                // `.background()`: the background style, into the safe area (iOS 15's `background(ignoresSafeAreaEdges:)`).
                + (name == "background" ? [Signature(.labelled("ignoresSafeAreaEdges"))] : [])
        }
        /// `safeAreaInset(edge:alignment:spacing:content:)`.
        static let safeAreaInset = Signature(.labelled("edge", hasDefault: false), .labelled("alignment"), .labelled("spacing"), .content)
        static let ignoresSafeArea = Signature(.unlabelled("regions", hasDefault: true), .labelled("edges"))
        /// Safe-area regions are accepted and ignored: the canvas has no keyboard.
        static let safeAreaRegions = ["all", "container", "keyboard"]

        /// Modifiers that record a drawing attribute on the view they are applied to, by key. Only their
        /// first argument is read, as written; the rest (`lineWidth:`, a second style) is accepted.
        static let styleModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "tint"]
        /// Image modifiers that change only how the image is drawn.
        static let imageOptions: Set<String> = ["renderingMode", "symbolRenderingMode", "interpolation", "antialiased"]
        /// Text modifiers that change only the glyphs, which the monospaced model does not distinguish (the system model
        /// measures the face's: `faceModifiers`, `bold`, `fontWeight`).
        static let glyphOptions: Set<String> = ["bold", "italic", "fontWeight", "fontDesign", "monospacedDigit", "monospaced",
                                                "tracking", "kerning", "underline", "strikethrough", "truncationMode"]
    }
}

extension SwiftUIInterpreter.ViewWalker {
    /// What a modifier does to the view it is applied to.
    enum Effect {
        /// A new node around the view, with an optional secondary child (`overlay`, `background`).
        case wrap(ViewKind, secondary: ViewNode? = nil)
        case name(String)
        case style(key: String, value: String)
        /// A modifier with no layout effect, kept on the view (drawn where it changes the picture).
        case drawing(DrawingEffect.Kind)
        /// `.resizable()` on an Image.
        case resizable
        /// An environment value that changes the views below it where they are built: `.imageScale` (the symbols' size),
        /// `.textCase` (the texts' letters). Views that set their own keep it.
        case environment(EnvironmentRewrite)
        /// An error was already reported (in the secondary view).
        case failed
    }

    /// `modifier` applied to `base` (nil when the base failed: the modifier is still checked). A
    /// node the modifier adds sits at `level`.
    mutating func apply(_ modifier: ModifierCall, to base: ViewNode?, level: Int) -> ViewNode? {
        if let applied = appModifier(modifier, to: base, level: level) { return applied }
        do throws(Diagnostic) {
            let effect = try effect(of: modifier, level: level)
            guard var node = base else { return nil }
            switch effect {
            case .wrap(let kind, let secondary):
                return ViewNode(kind, children: [node] + (secondary.map { [$0] } ?? []), label: modifier.label)
            case .name(let name):
                if let old = node.name {
                    throw map.error("this view is already named '\(old)'", at: modifier.anchor)
                }
                node.name = name
                return node
            case .style(let key, let value):
                if (key == "fill" || key == "stroke") && !Self.isShape(node) {
                    throw map.error("'\(modifier.callee)' applies to a shape, not '\(node.label ?? "this view")'",
                                    at: modifier.anchor)
                }
                // The innermost modifier wins, as with SwiftUI's environment: keep the first one seen.
                if node.style[key] == nil { node.style[key] = value }
                return node
            case .drawing(let kind):
                node.effects.append(DrawingEffect(modifier.label, kind))
                return node
            case .resizable:
                guard case .image(var image) = node.kind else {
                    throw map.error("'.resizable()' applies to an Image, not '\(node.label ?? "this view")'",
                                    at: modifier.anchor)
                }
                image.isResizable = true
                node.kind = .image(image)
                node.label = (node.label ?? "Image") + modifier.label
                return node
            case .environment(let rewrite):
                return rewrite.applied(to: node)
            case .failed:
                return nil
            }
        } catch {
            report(error)
            return nil
        }
    }

    static func isShape(_ node: ViewNode) -> Bool {
        if case .shape = node.kind { return true }
        return false
    }

    /// Binds the modifier's arguments to one of `overloads`, with the loop variables in scope.
    func bound(_ modifier: ModifierCall, _ overloads: [Signature]) throws(Diagnostic) -> BoundArguments {
        try SwiftUIInterpreter.bind(modifier.call, callee: modifier.callee, overloads: overloads,
                                    anchor: modifier.anchor, map: map, scope: scope)
    }

    private mutating func effect(of modifier: ModifierCall, level: Int) throws(Diagnostic) -> Effect {
        func bound(_ overloads: [Signature]) throws(Diagnostic) -> BoundArguments { try self.bound(modifier, overloads) }
        switch modifier.name {
        case "frame":
            let arguments = try bound([ModifierTable.fixedFrame, ModifierTable.flexibleFrame])
            let alignment = try arguments["alignment"]?.alignment() ?? .center
            if arguments.overload == 0 {
                return .wrap(.fixedFrame(width: try arguments["width"]?.optionalNumber(),
                                         height: try arguments["height"]?.optionalNumber(), alignment: alignment))
            }
            return .wrap(.flexibleFrame(FlexibleFrameSpec(
                minWidth: try arguments["minWidth"]?.optionalNumber(),
                idealWidth: try arguments["idealWidth"]?.optionalNumber(),
                maxWidth: try arguments["maxWidth"]?.optionalNumber(),
                minHeight: try arguments["minHeight"]?.optionalNumber(),
                idealHeight: try arguments["idealHeight"]?.optionalNumber(),
                maxHeight: try arguments["maxHeight"]?.optionalNumber(), alignment: alignment)))
        case "padding":
            return .wrap(.padding(try paddingInsets(try bound([ModifierTable.padding]))))
        case "offset":
            let offset = try coordinates(modifier, ModifierTable.offset, pair: "offset") { argument throws(Diagnostic) in try argument.size() }
            return .wrap(.offset(x: offset.x, y: offset.y))
        case "containerRelativeFrame":
            let arguments = try bound(ModifierTable.containerRelativeFrame)
            let axes = try arguments["axes"]!.axes()
            let count = try arguments["count"]?.optionalInteger() ?? 1, span = try arguments["span"]?.optionalInteger() ?? 1
            if count < 1 || span < 1 { throw map.error("count and span must be 1 or more, got count \(count), span \(span)", at: modifier.call) }
            return .wrap(.containerRelativeFrame(horizontal: axes.horizontal, vertical: axes.vertical, count: count, span: span,
                                                 spacing: try arguments["spacing"]?.number() ?? 0,
                                                 alignment: try arguments["alignment"]?.alignment() ?? .center))
        case "position":
            let position = try coordinates(modifier, ModifierTable.position, pair: "position") { argument throws(Diagnostic) in try argument.point() }
            return .wrap(.position(x: position.x, y: position.y))
        case "fixedSize":
            let arguments = try bound(ModifierTable.fixedSize)
            return .wrap(.fixedSize(horizontal: try arguments["horizontal"]?.bool() ?? true,
                                    vertical: try arguments["vertical"]?.bool() ?? true))
        case "layoutPriority":
            let arguments = try bound([Signature(.unlabelled("value"))])
            return .wrap(.layoutPriority(try arguments["value"]?.number() ?? 0))
        case "aspectRatio":
            let arguments = try bound(ModifierTable.aspectRatio)
            let mode = try arguments["contentMode"]!.contentMode()
            return .wrap(.aspectRatio(ratio: try arguments["ratio"]?.aspectRatio(), contentMode: mode))
        case "scaledToFit", "scaledToFill":
            _ = try bound([Signature()])
            return .wrap(.aspectRatio(ratio: nil, contentMode: modifier.name == "scaledToFit" ? .fit : .fill))
        case "border":
            let arguments = try bound([ModifierTable.border])
            // In the app's code, any shape style (`.border(.quaternary)`), drawn grey; in a scenario, a system colour.
            let color = isInAppCode ? ((try? arguments["content"]?.color()) ?? "custom") : try arguments["content"]?.color()
            return .wrap(.border(color: color ?? "black", width: try arguments["width"]?.number() ?? 1))
        case "overlay", "background":
            let arguments = try bound(ModifierTable.secondary(modifier.name))
            return try secondaryEffect(of: modifier, arguments: arguments, level: level)
        case "ignoresSafeArea":
            let arguments = try bound([ModifierTable.ignoresSafeArea])
            if let regions = arguments["regions"] { try checkSafeAreaRegions(regions) }
            return .wrap(.ignoresSafeArea(edges: try arguments["edges"]?.edges() ?? .all))
        case "edgesIgnoringSafeArea":
            let arguments = try bound([Signature(.unlabelled("edges"))])
            return .wrap(.ignoresSafeArea(edges: try arguments["edges"]?.edges() ?? .all))
        case "safeAreaInset":
            let arguments = try bound([ModifierTable.safeAreaInset])
            let edgeArgument = arguments["edge"]!
            let edge = try edgeArgument.edges()
            guard [Edges.top, .bottom, .leading, .trailing].contains(edge) else {
                throw edgeArgument.mismatch("one edge (.top, .bottom, .leading, .trailing)")
            }
            let isVertical = edge == .top || edge == .bottom
            let alignment = isVertical ? Alignment(horizontal: try arguments["alignment"]?.horizontalAlignment() ?? .center, vertical: .center)
                : Alignment(horizontal: .center, vertical: try arguments["alignment"]?.verticalAlignment() ?? .center)
            guard let closure = arguments["content"]?.expression.as(ClosureExprSyntax.self) else {
                throw map.error("'.safeAreaInset' takes its content in a closure", at: modifier.anchor)
            }
            guard let content = secondaryView(in: closure, level: level + 1) else { return .failed }
            return .wrap(.safeAreaInset(edge: edge, alignment: alignment, spacing: try arguments["spacing"]?.optionalNumber()),
                         secondary: content)
        case "safeAreaPadding":
            return .wrap(.safeAreaPadding(try paddingInsets(try bound([ModifierTable.padding]))))
        case "alignmentGuide":
            return try alignmentGuideEffect(modifier)
        case let name where ControlStyles.known[name] != nil:
            // The style was applied to the controls inside while they were built; here it is only checked.
            let argument = try bound([Signature(.unlabelled("style"))])["style"]!
            let styles = ControlStyles.known[name]!
            if appStyle(argument.expression) != nil { return .drawing(.none) }
            guard let style = ControlStyles.name(of: argument.expression), styles.contains(style) else {
                throw argument.mismatch("a style FrameLab lays out (\(styles.map { "." + $0 }.joined(separator: ", ")))")
            }
            return .drawing(.none)
        case "dynamicTypeSize":
            // Read by the fonts below while they were built (`environmentSettings`); here the Texts without a font of
            // their own take the body size of the content size in force.
            guard let argument = modifier.call.arguments.first?.expression, modifier.call.arguments.count == 1,
                  DynamicType.resolve(argument, current: "large") != nil else {
                throw map.error("expected a Dynamic Type size (" + DynamicType.sizes.map { "." + $0 }.joined(separator: ", ")
                                + ") or a range of them for '\(modifier.callee)'", at: modifier.anchor)
            }
            return .wrap(.font(pointSize: DynamicType.pointSize("body", at: DynamicType.current(scope)) ?? 17, weight: nil))
        case "imageScale", "textCase", "containerShape":
            return .environment(try environmentRewrite(modifier))
        case let name where Self.chromeModifiers.contains(name):
            return try chromeEffect(of: modifier, level: level)
        case let name where ControlStyles.listOptions.contains(name):
            // Read by the List inside while it was built (`setListOption`); here it is only checked.
            _ = try listOption(modifier)
            return .drawing(.none)
        case "labelsHidden":
            _ = try bound([Signature()])
            return .drawing(.none)
        case "gridCellColumns":
            let arguments = try bound([Signature(.unlabelled("count"))])
            let count = try arguments["count"]!.optionalInteger() ?? 1
            // SwiftUI traps on a negative count (MetalUI GT1); 0 takes the cell's column without moving on (GX14).
            if count < 0 { throw map.error("gridCellColumns needs a count of 0 or more, got \(count)", at: modifier.call) }
            // A figure cannot show more columns than this; it also keeps the column arithmetic far from overflow.
            if count > 1000 { throw map.error("gridCellColumns spans at most 1000 columns, got \(count)", at: modifier.call) }
            return .wrap(.gridCell(.columns(count)))
        case "gridCellUnsizedAxes":
            let axes = try bound([Signature(.unlabelled("axes"))])["axes"]!.axes()
            return .wrap(.gridCell(.unsizedAxes(horizontal: axes.horizontal, vertical: axes.vertical)))
        case "gridColumnAlignment":
            return .wrap(.gridCell(.columnAlignment(try bound([Signature(.unlabelled("guide"))])["guide"]!.horizontalAlignment())))
        case "gridCellAnchor":
            let point = try bound([Signature(.unlabelled("anchor"))])["anchor"]!.unitPoint()
            return .wrap(.gridCell(.anchor(x: point.x, y: point.y)))
        case "lineLimit":
            let arguments = try bound([Signature(.unlabelled("number"))])
            return .wrap(.lineLimit(try arguments["number"]?.optionalInteger()))
        case "font":
            let arguments = try bound([Signature(.unlabelled("font"))])
            let font = try arguments["font"]!.font()
            // The monospaced model measures only the size; the system model the whole face (`TextFace`).
            guard controls.textModel == .system else { return .wrap(.font(pointSize: font.size, weight: font.weight)) }
            let change = FaceChange(italic: font.italic, design: font.design, monospacedDigit: font.monospacedDigit, replacesFamily: true,
                                    customName: font.customName, custom: font.customName.flatMap { assets.fonts[$0] })
            return .wrap(.font(pointSize: font.size, weight: font.weight, face: change))
        case "id":
            let arguments = try bound([Signature(.unlabelled("id"))])
            // In the app's code `.id(item.id)` gives identity, not a name for FrameLab: a value that is not a string is kept
            // as a note.
            if isInAppCode, (try? arguments["id"]!.string()) == nil { return .drawing(.none) }
            return .name(try viewName(arguments["id"]!))
        case "resizable":
            _ = try bound([Signature(.labelled("capInsets"), .labelled("resizingMode"))])
            return .resizable
        case let name where ModifierTable.styleModifiers.contains(name):
            // Drawing only: the first argument as written (a colour, a style, a gradient), the rest accepted.
            // `.strokeBorder()`, `.fill()` without a style: the foreground style.
            let value = modifier.call.arguments.first.map { SourceText.render($0.expression) } ?? "foreground"
            return .style(key: name == "strokeBorder" ? "stroke" : name, value: value)
        case "multilineTextAlignment":
            // Both text models: where the lines sit in the Text's frame (drawing only).
            let argument = try bound([Signature(.unlabelled("alignment", hasDefault: false))])["alignment"]!
            guard let name = SwiftUIInterpreter.Literal.memberName(argument.expression, qualifiers: ["TextAlignment"]),
                  let alignment = TextFace.TextAlignment(rawValue: name) else {
                throw argument.mismatch("a text alignment (.leading, .center, .trailing)")
            }
            return .wrap(.font(pointSize: nil, weight: nil, face: FaceChange(alignment: alignment)))
        case "lineSpacing":
            // Both text models: points between a Text's lines.
            let value = try bound([Signature(.unlabelled("lineSpacing", hasDefault: false))])["lineSpacing"]!.number()
            guard value.isFinite, value >= 0, value <= 1000 else {
                throw map.error("'lineSpacing' needs a number of points from 0 to 1000, got \(formatNumber(value))", at: modifier.call)
            }
            return .wrap(.font(pointSize: nil, weight: nil, face: FaceChange(lineSpacing: value)))
        case let name where Self.faceModifiers.contains(name) && controls.textModel == .system:
            return .wrap(.font(pointSize: nil, weight: nil, face: try faceChange(modifier)))
        case let name where (name == "bold" || name == "fontWeight") && controls.textModel == .system:
            // The system model measures the weight; the monospaced model does not distinguish glyphs (below).
            let argument = modifier.call.arguments.first?.expression
            if name == "bold", let argument, argument.trimmedDescription == "false" { return .wrap(.font(pointSize: nil, weight: .regular)) }
            var weight = SystemFont.Weight.bold
            if name == "fontWeight" {
                // `.fontWeight(nil)` is the default weight.
                weight = .regular
                if let argument, !argument.is(NilLiteralExprSyntax.self) { weight = try Argument.weight(argument, map: map, scope: scope) }
            }
            return .wrap(.font(pointSize: nil, weight: weight))
        case let name where ModifierTable.imageOptions.contains(name) || ModifierTable.glyphOptions.contains(name):
            return .drawing(.none)
        case let name where SwiftUIVocabulary.modifier(named: name)?.category == .drawing:
            // Drawing changes no frame: in the app's code, an argument known only when the app runs (`.opacity(store.x ? 1 : 0)`)
            // leaves the effect undrawn rather than failing the view.
            do { return .drawing(try drawingEffect(modifier)) } catch where isInAppCode { return .drawing(.none) }
        case let name where SwiftUIVocabulary.acceptedModifiers.contains(name):
            // Gestures, life cycle, accessibility, animation, filters: any arguments, closures included.
            return .drawing(.none)
        default:
            if let warning = unknownModifierWarning(modifier) {
                warnings.append(warning)
                return .drawing(.none)
            }
            let known = SwiftUIVocabulary.entries.filter { $0.name.hasPrefix(".") }.map { String($0.name.dropFirst()) }
            let hint = NameSuggestion.closest(to: modifier.name, among: known).map { "; did you mean '.\($0)'?" } ?? ""
            throw map.error("unsupported modifier '\(modifier.callee)'\(hint) \(SwiftUIVocabulary.whereListed)",
                            at: modifier.anchor)
        }
    }
}
