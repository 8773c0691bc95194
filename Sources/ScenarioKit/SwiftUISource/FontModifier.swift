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

    /// A font as written: its point size, and what it says of the face (nil where it says nothing, so that the
    /// environment's `.bold()` or `.italic()` outside still applies, as in SwiftUI).
    struct FontSpec {
        var size: Double
        var weight: SystemFont.Weight?
        var italic: Bool?
        var design: TextFace.Design?
        var monospacedDigit: Bool?
        /// `.custom("Name", …)`'s name; nil for San Francisco.
        var customName: String?
    }

    /// The point size of the font, in the forms `font()` reads.
    func fontSize() throws(Diagnostic) -> Double { try font().size }

    /// `.title`, `Font.title`, `.system(size: 20)`, `.system(size: 20, weight: .bold, design: .rounded)`, `.system(.title)`,
    /// `.custom("Name", size: 20)`, `.custom("Name", size: 20, relativeTo: .title)`, `.custom("Name", fixedSize: 20)`,
    /// `nil` (the body size), any of these followed by `.bold()`, `.weight(…)`, `.italic()`, `.monospaced()`,
    /// `.monospacedDigit()` and the like (the outermost written wins, as it applies last).
    func font() throws(Diagnostic) -> FontSpec {
        let expected = "a font such as .title, .system(size: 20) or .custom(\"Name\", size: 20)"
        if expression.is(NilLiteralExprSyntax.self) { return FontSpec(size: 17) }
        var font = expression
        var chained = FontSpec(size: 0)
        while let call = font.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, Self.sizeKeepingFontModifiers.contains(member.declName.baseName.text) {
            switch member.declName.baseName.text {
            case "bold": chained.weight = chained.weight ?? .bold
            case "weight":
                if chained.weight == nil, let argument = call.arguments.first {
                    chained.weight = try Self.weight(argument.expression, map: map, scope: scope)
                }
            case "italic": chained.italic = chained.italic ?? true
            case "monospaced": chained.design = chained.design ?? .monospaced
            case "monospacedDigit": chained.monospacedDigit = chained.monospacedDigit ?? true
            default: break
            }
            font = base
        }
        func merged(_ own: FontSpec) -> FontSpec {
            FontSpec(size: own.size, weight: chained.weight ?? own.weight, italic: chained.italic ?? own.italic,
                     design: chained.design ?? own.design, monospacedDigit: chained.monospacedDigit ?? own.monospacedDigit,
                     customName: own.customName)
        }
        // `customFont(size: 17).weight(.semibold)`: the app's font below the modifier, read as what it stands for.
        if font.id != expression.id {
            var inner = self
            inner.expression = font
            inner = inner.resolved()
            if inner.expression.id != font.id { return merged(try inner.font()) }
        }
        return merged(try ownFont(font, expected: expected))
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

    private func ownFont(_ font: ExprSyntax, expected: String) throws(Diagnostic) -> FontSpec {
        let contentSize = DynamicType.current(scope)
        if let style = SwiftUIInterpreter.Literal.memberName(font, qualifiers: ["Font"]) {
            // The style's size at the Dynamic Type size in force (Large, the HIG's default column, unless one is set).
            guard let size = DynamicType.pointSize(style, at: contentSize) ?? DynamicType.pointSize(style, at: "large")
            else { throw mismatch(expected) }
            return FontSpec(size: size, weight: Self.textStyleWeights[style])
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
        var weight: SystemFont.Weight?, design: TextFace.Design?
        if let argument = arguments["weight"] { weight = try Self.weight(argument.expression, map: map, scope: scope) }
        if let argument = arguments["design"], !argument.expression.is(NilLiteralExprSyntax.self) {
            guard let member = SwiftUIInterpreter.Literal.memberName(argument.expression, qualifiers: ["Font.Design"]),
                  let value = TextFace.Design(rawValue: member) else {
                throw argument.mismatch("a font design (" + TextFace.Design.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ")")
            }
            design = value
        }
        if var style = arguments["style"] {
            style.parameter = "style"
            var styled = try style.font()
            styled.weight = weight ?? styled.weight
            styled.design = design ?? styled.design
            return styled
        }
        var size = try (arguments["size"] ?? arguments["fixedSize"])!.number()
        guard size > 0, size.isFinite else { throw mismatch("a positive font size") }
        if name == "custom" {
            // `.custom(_:size:)` scales with the body style, `relativeTo:` with its style, `fixedSize:` not at all
            // (Apple's documentation of `Font.custom`): by the style's size at the content size over its size at Large.
            if arguments["size"] != nil {
                var style = "body"
                if let relative = arguments["relativeTo"] {
                    guard let member = SwiftUIInterpreter.Literal.memberName(relative.expression, qualifiers: ["Font.TextStyle"]),
                          DynamicType.pointSize(member, at: "large") != nil else { throw relative.mismatch("a text style such as .body or .title") }
                    style = member
                }
                if let large = DynamicType.pointSize(style, at: "large"), let current = DynamicType.pointSize(style, at: contentSize) {
                    size *= current / large
                }
            }
            return FontSpec(size: size, customName: try arguments["name"]!.string())
        }
        return FontSpec(size: size, weight: weight, design: design)
    }
}

/// The view modifiers that change the face of the Texts below without naming a font: `.italic()`, `.monospaced()`,
/// `.monospacedDigit()`, `.fontDesign(_:)`, `.tracking(_:)` and `.kerning(_:)` (iOS 16's View and Text forms). The
/// system model measures them; in the monospaced model they change only the glyphs and are kept as notes.
extension SwiftUIInterpreter.ViewWalker {
    static let faceModifiers: Set<String> = ["italic", "monospaced", "monospacedDigit", "fontDesign", "tracking", "kerning"]

    func faceChange(_ modifier: ModifierCall) throws(Diagnostic) -> FaceChange {
        let name = modifier.name
        switch name {
        case "italic", "monospaced", "monospacedDigit":
            // `.italic(false)`, `.monospaced(false)`: the optional `isActive` flag.
            let signature = name == "monospacedDigit" ? SwiftUIInterpreter.Signature() : SwiftUIInterpreter.Signature(.unlabelled("isActive", hasDefault: true))
            let active = try bound(modifier, [signature])["isActive"]?.bool() ?? true
            switch name {
            case "italic": return FaceChange(italic: active)
            case "monospaced": return FaceChange(design: active ? .monospaced : .default)
            default: return FaceChange(monospacedDigit: true)
            }
        case "fontDesign":
            guard let argument = bound(modifierArgument: modifier) else { return FaceChange(design: .default) }
            guard let member = SwiftUIInterpreter.Literal.memberName(argument.expression, qualifiers: ["Font.Design"]),
                  let design = TextFace.Design(rawValue: member) else {
                throw argument.mismatch("a font design (" + TextFace.Design.allCases.map { "." + $0.rawValue }.joined(separator: ", ") + ")")
            }
            return FaceChange(design: design)
        default:   // tracking, kerning: points between characters
            let value = try bound(modifier, [SwiftUIInterpreter.Signature(.unlabelled("value", hasDefault: false))])["value"]!.number()
            guard value.isFinite, abs(value) <= 1000 else { throw map.error("'\(name)' needs a number of points between -1000 and 1000", at: modifier.call) }
            return FaceChange(tracking: value)
        }
    }

    /// `.fontDesign(x)`'s argument, nil for `.fontDesign(nil)`.
    private func bound(modifierArgument modifier: ModifierCall) -> SwiftUIInterpreter.Argument? {
        guard let arguments = try? bound(modifier, [SwiftUIInterpreter.Signature(.unlabelled("design", hasDefault: false))]),
              let argument = arguments["design"], !argument.expression.is(NilLiteralExprSyntax.self) else { return nil }
        return argument
    }
}
