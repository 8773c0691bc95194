import LayoutCore
import SwiftSyntax
import ViewLayout

/// Dynamic Type: the point size of each text style at each of iOS's twelve content sizes, as `UIFont.preferredFont(
/// forTextStyle:)` reports them (observed on the iOS 13.3 simulator by temoki/UIKit_DynamicType, README "Font size
/// change due to combination"; the Large column is Apple's HIG typography table, the default). The size is the
/// scenario's `environment: {dynamicTypeSize: …}` (large by default), or what `.dynamicTypeSize(_:)` and
/// `.environment(\.dynamicTypeSize, …)` set on a view above.
enum DynamicType {
    /// SwiftUI's `DynamicTypeSize` cases, smallest first.
    static let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// Each style's point size at each of `sizes`.
    static let table: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// `style`'s point size at content size `size` (a name of `sizes`); nil for a style or size not in the table.
    static func pointSize(_ style: String, at size: String) -> Double? {
        guard let index = sizes.firstIndex(of: size) else { return nil }
        return table[style]?[index]
    }

    /// The content size the code at `scope` is laid out at: set by a view above, else the scenario's.
    static func current(_ scope: SwiftUIInterpreter.Scope) -> String {
        if case .enumCase(let value)? = scope.context?.overrides(for: "dynamicTypeSize") { return value.name }
        return scope.context?.environment.values["dynamicTypeSize"] ?? "large"
    }

    /// The size `.dynamicTypeSize(_:)`'s argument gives: a size (`.xxxLarge`, `DynamicTypeSize.small`), or a range that
    /// limits `current` (`...DynamicTypeSize.large`, `.small...`, `.small ... .xLarge`). nil when it is neither.
    static func resolve(_ argument: ExprSyntax, current: String) -> String? {
        func name(_ expression: ExprSyntax?) -> Int? {
            guard var expression else { return nil }
            // `...(.xLarge)`: parentheses group, nothing more.
            while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { expression = only.expression }
            return SwiftUIInterpreter.Literal.memberName(expression, qualifiers: ["DynamicTypeSize"]).flatMap { sizes.firstIndex(of: $0) }
        }
        if let single = name(argument) { return sizes[single] }
        let now = sizes.firstIndex(of: current) ?? 3
        if let prefix = argument.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..." {
            return name(prefix.expression).map { sizes[min(now, $0)] }
        }
        if let postfix = argument.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return name(postfix.expression).map { sizes[max(now, $0)] }
        }
        if let sequence = argument.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self), ["...", "..<"].contains(op.operator.text),
           let low = name(sequence.elements.first), var high = name(sequence.elements.last) {
            if op.operator.text == "..<" { high -= 1 }
            guard low <= high else { return nil }
            return sizes[min(max(now, low), high)]
        }
        return nil
    }

    /// `view` in the body font of content size `size`, which the Texts below without a font of their own take.
    static func bodyFont(_ size: String, around view: ViewNode, label: String) -> ViewNode {
        let body = pointSize("body", at: size) ?? 17
        return ViewNode(.font(pointSize: body, weight: nil), children: [view], label: "\(label) (the body: \(formatNumber(body)) pt)")
    }
}
