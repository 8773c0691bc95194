import SwiftSyntax

/// `.font(…)`: the point size of the font, which scales the monospaced text model against its
/// reference size (`settings: text: fontSize`, 17 by default).
extension SwiftUIInterpreter.Argument {
    /// iOS's text styles at the default (Large) content size, in points: Apple's Human Interface Guidelines
    /// typography table, as UIKit reports them (`UIFont.preferredFont(forTextStyle:)`).
    static let textStyleSizes: [(name: String, size: Double)] = [
        ("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
        ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11),
    ]

    /// Font modifiers that keep the size: `.title.bold()`, `.system(size: 20).weight(.semibold)`.
    static let sizeKeepingFontModifiers: Set<String> = [
        "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "smallCaps", "lowercaseSmallCaps",
        "uppercaseSmallCaps", "leading", "design",
    ]

    /// `.title`, `Font.title`, `.system(size: 20)`, `.system(size: 20, weight: .bold)`, `.system(.title)`,
    /// `.custom("Name", size: 20)`, `.custom("Name", fixedSize: 20)`, `nil` (the body size), any of these
    /// followed by `.bold()`, `.weight(…)` and the like.
    func fontSize() throws(Diagnostic) -> Double {
        let expected = "a font such as .title, .system(size: 20) or .custom(\"Name\", size: 20)"
        if expression.is(NilLiteralExprSyntax.self) { return 17 }
        var font = expression
        while let call = font.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, Self.sizeKeepingFontModifiers.contains(member.declName.baseName.text) {
            font = base
        }
        // `customFont(size: 17).weight(.semibold)`: the app's font below the modifier, read as what it stands for.
        if font.id != expression.id {
            var inner = self
            inner.expression = font
            inner = inner.resolved()
            if inner.expression.id != font.id { return try inner.fontSize() }
        }
        if let style = SwiftUIInterpreter.Literal.memberName(font, qualifiers: ["Font"]) {
            guard let size = Self.textStyleSizes.first(where: { $0.name == style })?.size else { throw mismatch(expected) }
            return size
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
        if var style = arguments["style"] {
            style.parameter = "style"
            return try style.fontSize()
        }
        let size = try (arguments["size"] ?? arguments["fixedSize"])!.number()
        guard size > 0, size.isFinite else { throw mismatch("a positive font size") }
        return size
    }
}
