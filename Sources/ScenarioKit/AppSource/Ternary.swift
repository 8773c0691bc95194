import SwiftOperators
import SwiftSyntax

/// `condition ? a : b` as written, its branches kept in the file's tree. Folding an operator sequence makes a new
/// tree whose positions start at 0, so an error about a folded branch would point at the wrong place; the branches
/// here are the written nodes (the condition, which is only evaluated, may be folded).
struct Ternary {
    var condition: ExprSyntax
    var then: ExprSyntax
    var otherwise: ExprSyntax

    init?(_ expression: ExprSyntax) {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            condition = ternary.condition; then = ternary.thenExpression; otherwise = ternary.elseExpression
            return
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        // `?:` binds loosest of the operators a view uses, so the condition is everything before it, the else branch
        // everything after; with one element each, they are the written nodes.
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
              index == elements.count - 2, !elements.dropFirst(index + 1).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              let marker = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        then = marker.thenExpression
        otherwise = elements[index + 1]
        if index == 1 {
            condition = elements[0]
        } else {
            let head = SequenceExprSyntax(elements: ExprListSyntax(elements[..<index]))
            guard let folded = try? OperatorTable.standardOperators.foldSingle(head) else { return nil }
            condition = folded
        }
    }
}
