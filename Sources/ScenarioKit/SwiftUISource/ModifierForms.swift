import LayoutCore
import SwiftSyntax
import ViewLayout

/// The modifiers whose arguments take more than reading a literal per parameter.
extension SwiftUIInterpreter.ViewWalker {
    /// `.padding()`, `.padding(20)`, `.padding(.top)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(…))`: a lone argument is insets, an edge set, or else a length.
    func paddingInsets(_ arguments: BoundArguments) throws(Diagnostic) -> EdgeInsets {
        let defaultLength = ModifierTable.defaultPadding
        guard var first = arguments["edges"] else { return EdgeInsets(all: defaultLength) }
        guard let length = arguments["length"] else {
            let expression = first.expression
            // `EdgeInsets(…)`, or `.init(top:leading:bottom:trailing:)` where EdgeInsets is the only type with those labels.
            let call = expression.as(FunctionCallExprSyntax.self)
            let isInsetsInit = call.map { call in
                call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } == true
                    && !call.arguments.isEmpty
                    && call.arguments.allSatisfy { ["top", "leading", "bottom", "trailing"].contains($0.label?.text ?? "") }
            } ?? false
            if call?.calledExpression.trimmedDescription == "EdgeInsets" || isInsetsInit {
                first.parameter = "insets"
                return try first.edgeInsets()
            }
            // The app's own EdgeInsets value.
            if case .insets(let insets)? = Evaluator.value(expression, scope: scope) { return insets }
            let looksLikeEdges = expression.is(ArrayExprSyntax.self)
                || (Literal.memberName(expression, qualifiers: ["Edge.Set"]) != nil && Evaluator.number(expression, scope: scope) == nil)
            if !looksLikeEdges {
                first.parameter = "length"
                return EdgeInsets(all: try first.optionalNumber() ?? defaultLength)
            }
            return EdgeInsets(try first.edges(), defaultLength)
        }
        return EdgeInsets(try first.edges(), try length.optionalNumber() ?? defaultLength)
    }

    /// `.offset(x:y:)` and `.position(x:y:)`, each coordinate 0 when left out, or their one-argument forms
    /// `.offset(CGSize(…))` and `.position(CGPoint(…))`: the unlabelled parameter `name`, read by `pair`.
    func coordinates(_ modifier: ModifierCall, _ overloads: [Signature], pair name: String,
                     _ pair: (Argument) throws(Diagnostic) -> (Double, Double)) throws(Diagnostic) -> (x: Double, y: Double) {
        let arguments = try bound(modifier, overloads)
        if let argument = arguments[name] { return try pair(argument) }
        return (try arguments["x"]?.number() ?? 0, try arguments["y"]?.number() ?? 0)
    }

    /// `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.overlay(Rectangle(), alignment: .top)`, and the
    /// ShapeStyle forms `.background(Color.red)`, `.background(.ultraThinMaterial)`,
    /// `.background(.red, ignoresSafeAreaEdges: .top)`, `.background(.red, in: RoundedRectangle(cornerRadius: 8))`,
    /// `.background(in: Capsule())`; the same for `.overlay`.
    ///
    /// SwiftUI resolves a colour, material or gradient to the ShapeStyle overload (the View overload is
    /// `@_disfavoredOverload`), whose fill grows into the safe area on the edges the view touches
    /// (reference §11.1, observed); a style in a shape, and a view, stay inside the view's bounds.
    mutating func secondaryEffect(of modifier: ModifierCall,
                                  arguments: BoundArguments,
                                  level: Int) throws(Diagnostic) -> Effect {
        let alignment = try arguments["alignment"]?.alignment() ?? .center
        func kind(_ edges: Edges = []) -> ViewKind {
            modifier.name == "overlay" ? .overlay(alignment: alignment, ignoresSafeAreaEdges: edges)
                : .background(alignment: alignment, ignoresSafeAreaEdges: edges)
        }
        if let content = arguments["content"] {
            guard let closure = content.expression.as(ClosureExprSyntax.self) else {
                throw content.mismatch("a closure of views")
            }
            guard let secondary = secondaryView(in: closure, level: level + 1) else { return .failed }
            return .wrap(kind(), secondary: secondary)
        }
        if arguments.overload == 5 {
            let edges = try arguments["ignoresSafeAreaEdges"]?.edges() ?? .all
            return .wrap(kind(edges), secondary: ViewNode(.color("custom"), label: "the background style"))
        }
        let style = arguments.values[modifier.name]
        if var shapeArgument = arguments["in"] {
            // A style filling a shape inside the bounds; without a style, the background style (drawn grey).
            shapeArgument.parameter = "in"
            var shape = ViewNode(.shape(try shapeArgument.shape()), label: SourceText.render(shapeArgument.expression))
            shape.style["fill"] = style.map(Self.colorName) ?? "custom"
            if let style { shape.effects += Self.styleOpacity(style) }
            return .wrap(kind(), secondary: shape)
        }
        guard let style else { return .failed }
        // With `alignment:`, Swift picks the (older) View overload, even for a colour.
        if arguments.overload == 1 && Self.isShapeStyle(style) {
            let edges = try arguments["ignoresSafeAreaEdges"]?.edges() ?? .all
            return .wrap(kind(edges), secondary: Self.styleFill(style))
        }
        if let edges = arguments["ignoresSafeAreaEdges"] {
            throw edges.mismatch("a colour or style before it ('ignoresSafeAreaEdges:' belongs to the ShapeStyle form)")
        }
        guard let secondary = view(style, level: level + 1) else { return .failed }
        return .wrap(kind(), secondary: secondary)
    }

    /// Whether `expression` is a ShapeStyle rather than a view: a colour (`Color.red`, `.red`,
    /// `Color(…)`, with `.opacity(…)`), a material or hierarchical style (`.ultraThinMaterial`,
    /// `.secondary`, `.tint`), or a gradient.
    static func isShapeStyle(_ expression: ExprSyntax) -> Bool {
        let e = withoutOpacity(expression).style
        if let member = e.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return ["Color", "Material", "HierarchicalShapeStyle"].contains(base.trimmedDescription)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? Literal.memberName(call.calledExpression, qualifiers: [])
            return ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
                    "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"].contains(name ?? "")
        }
        return false
    }

    /// The fill a ShapeStyle draws, as a Color view: a system colour by name, anything else (a material, a
    /// gradient, a custom colour) drawn grey; `.opacity(x)` kept as a drawing effect.
    static func styleFill(_ style: ExprSyntax) -> ViewNode {
        ViewNode(.color(colorName(style)), label: SourceText.render(style), effects: styleOpacity(style))
    }

    /// The system colour a style names (`Color.red`, `.red`, `.red.opacity(0.2)`), else "custom" (a
    /// material, a gradient, an asset colour), which figures draw in a light neutral.
    static func colorName(_ style: ExprSyntax) -> String {
        let base = withoutOpacity(style).style
        if let color = Literal.memberName(base, qualifiers: ["Color"]), Literal.systemColors.contains(color) { return color }
        return "custom"
    }

    /// `.opacity(x)` written on a style (`Color.blue.opacity(0.1)`), as a drawing effect.
    static func styleOpacity(_ style: ExprSyntax) -> [DrawingEffect] {
        guard let call = withoutOpacity(style).opacity, call.arguments.count == 1, let argument = call.arguments.first,
              let value = Evaluator.number(argument.expression, scope: [:]) else { return [] }
        return [DrawingEffect(".opacity(\(formatNumber(value)))", .opacity(value))]
    }

    /// `Color.blue.opacity(0.1)` → the style `Color.blue` and the `.opacity(…)` call; any other style as it is.
    static func withoutOpacity(_ style: ExprSyntax) -> (style: ExprSyntax, opacity: FunctionCallExprSyntax?) {
        guard let call = style.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "opacity", let base = member.base else { return (style, nil) }
        return (base, call)
    }

    /// The name given with `.id("name")`: a string literal of lowercase letters, digits and `-`,
    /// unique in the view.
    mutating func viewName(_ argument: Argument) throws(Diagnostic) -> String {
        let name = try argument.string()
        let allowed = "abcdefghijklmnopqrstuvwxyz0123456789"
        guard let first = name.first, allowed.contains(first), name.allSatisfy({ allowed.contains($0) || $0 == "-" })
        else {
            throw map.error("invalid id '\(name)': use lowercase letters, digits and '-', "
                            + "starting with a letter or digit", at: argument.expression)
        }
        let location = map.location(of: argument.expression)
        // The same `.id` written once in an app's view that is used several times (a row in a ForEach) names
        // each use: `title`, `title-2`, `title-3`, in the order they are built.
        if names[name] == location {
            var count = 2
            while names["\(name)-\(count)"] != nil { count += 1 }
            names["\(name)-\(count)"] = location
            return "\(name)-\(count)"
        }
        if let earlier = names[name] {
            throw Diagnostic("duplicate id '\(name)' (first given at line \(earlier.line), column \(earlier.column))",
                             at: location)
        }
        names[name] = location
        return name
    }

    /// `.ignoresSafeArea(.container)`: regions are checked and otherwise ignored.
    func checkSafeAreaRegions(_ regions: Argument) throws(Diagnostic) {
        // `.ignoresSafeArea(.top)` is a common slip: edges go in `edges:`.
        if let name = Literal.memberName(regions.expression, qualifiers: []),
           Edges.named.contains(where: { $0.name == name }), !ModifierTable.safeAreaRegions.contains(name) {
            throw map.error("'.\(name)' is an edge, not a safe-area region; write '.ignoresSafeArea(edges: .\(name))'",
                            at: regions.expression)
        }
        try regions.memberNames(ModifierTable.safeAreaRegions, type: "SafeAreaRegions")
    }
}
