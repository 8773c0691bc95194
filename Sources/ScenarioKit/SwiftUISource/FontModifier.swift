import SwiftSyntax
import ViewLayout

/// `.font(…)`: the point size of the font, which scales the monospaced text model against its
/// reference size (`settings: text: fontSize`, 17 by default).
extension SwiftUIInterpreter.Argument {
    /// Font modifiers that keep the size: `.title.bold()`, `.system(size: 20).weight(.semibold)`.
    static let sizeKeepingFontModifiers: Set<String> = [
        "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps",
        "uppercaseSmallCaps", "leading", "design",
    ]

    /// The weights of iOS's text styles that are not regular (Apple's Human Interface Guidelines, Typography: headline is
    /// semibold).
    static let textStyleWeights: [String: SystemFont.Weight] = ["headline": .semibold]

    /// The point size of the font, in the forms `font()` reads.
    func fontSize() throws(Diagnostic) -> Double { try font().size }

    /// `.title`, `Font.title`, `.system(size: 20)`, `.system(size: 20, weight: .bold)`, `.system(.title)`,
    /// `.custom("Name", size: 20)`, `.custom("Name", fixedSize: 20)`, `nil` (the body size), any of these
    /// followed by `.bold()`, `.weight(…)` and the like: its point size, and its weight when it sets one (a text
    /// style's own, `weight:`, `.weight(…)`, `.bold()`; the outermost written wins, as it applies last).
    func font() throws(Diagnostic) -> (size: Double, weight: SystemFont.Weight?) {
        let expected = "a font such as .title, .system(size: 20) or .custom(\"Name\", size: 20)"
        if expression.is(NilLiteralExprSyntax.self) { return (17, nil) }
        var font = expression
        var chainedWeight: SystemFont.Weight?
        while let call = font.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, Self.sizeKeepingFontModifiers.contains(member.declName.baseName.text) {
            if chainedWeight == nil {
                switch member.declName.baseName.text {
                case "bold": chainedWeight = .bold
                case "weight": if let argument = call.arguments.first { chainedWeight = try Self.weight(argument.expression, map: map, scope: scope) }
                default: break
                }
            }
            font = base
        }
        // `customFont(size: 17).weight(.semibold)`: the app's font below the modifier, read as what it stands for.
        if font.id != expression.id {
            var inner = self
            inner.expression = font
            inner = inner.resolved()
            if inner.expression.id != font.id {
                let resolved = try inner.font()
                return (resolved.size, chainedWeight ?? resolved.weight)
            }
        }
        let (size, ownWeight) = try fontSizeAndWeight(font, expected: expected)
        return (size, chainedWeight ?? ownWeight)
    }

    /// A `Font.Weight` member: `.bold`, `Font.Weight.semibold`.
    static func weight(_ expression: ExprSyntax, map: SwiftUIInterpreter.SourceMap, scope: SwiftUIInterpreter.Scope) throws(Diagnostic) -> SystemFont.Weight {
        let argument = SwiftUIInterpreter.Argument(expression: expression, callee: ".weight", parameter: "weight", map: map, scope: scope)
        guard let name = SwiftUIInterpreter.Literal.memberName(expression, qualifiers: ["Font.Weight"]),
              let weight = SystemFont.Weight(rawValue: name) else {
            throw argument.mismatch("a font weight (" + SystemFont.Weight.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ")")
        }
        return weight
    }

    private func fontSizeAndWeight(_ font: ExprSyntax, expected: String) throws(Diagnostic) -> (Double, SystemFont.Weight?) {
        if let style = SwiftUIInterpreter.Literal.memberName(font, qualifiers: ["Font"]) {
            // The style's size at the Dynamic Type size in force (Large, the HIG's default column, unless one is set).
            guard let size = DynamicType.pointSize(style, at: DynamicType.current(scope)) ?? DynamicType.pointSize(style, at: "large")
            else { throw mismatch(expected) }
            return (size, Self.textStyleWeights[style])
        }
        guard let call = font.as(FunctionCallExprSyntax.self),
              let name = SwiftUIInterpreter.Literal.memberName(call.calledExpression, qualifiers: ["Font"]),
              name == "system" || name == "custom" else { throw mismatch(expected) }
        let signatures = name == "system"
            ? [SwiftUIInterpreter.Signature(.labelled("size", hasDefault: false), .labelled("weight"), .labelled("design")),
               SwiftUIInterpreter.Signature(.unlabelled("style", hasDefault: false), .labelled("design"), .labelled("weight"))]
            : [SwiftUIInterpreter.Signature(.unlabelled("name", hasDefault: false), .labelled("size", hasDefault: false), .labelled("relativeTo")),
               SwiftUIInterpreter.Signature(.unlabelled("name", hasDefault: false), .labelled("fixedSize", hasDefault: false))]
        let arguments = try SwiftUIInterpreter.bind(call, callee: "." + name, overloads: signatures,
                                                    anchor: call.calledExpression, map: map, scope: scope)
        var weight: SystemFont.Weight?
        if let argument = arguments["weight"] { weight = try Self.weight(argument.expression, map: map, scope: scope) }
        if var style = arguments["style"] {
            style.parameter = "style"
            let styled = try style.font()
            return (styled.size, weight ?? styled.weight)
        }
        let size = try (arguments["size"] ?? arguments["fixedSize"])!.number()
        guard size > 0, size.isFinite else { throw mismatch("a positive font size") }
        return (size, weight)
    }
}
