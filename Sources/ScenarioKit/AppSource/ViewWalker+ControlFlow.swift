import LayoutCore
import SwiftSyntax
import ViewLayout

/// `let`, `if`, `switch`, `#if` and `return` in view builders: evaluated for the scenario, the branch taken
/// walked, and recorded on its views ("if isCompact: the first branch") so a reader sees why they are there.
extension SwiftUIInterpreter.ViewWalker {
    /// The views of one statement when it is control flow or a declaration (nil when it is a view expression, which
    /// the caller walks); `.some(nil)` after reporting an error.
    mutating func controlFlow(_ statement: CodeBlockItemSyntax, level: Int) -> [ViewNode]?? {
        switch statement.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                Evaluator.declare(variable, in: &scope)
                return .some([])
            }
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                guard let clause = Evaluator.activeClause(ifConfig, scope: scope) else { return .some([]) }
                guard case .statements(let items)? = clause.elements else { return .some([]) }
                let note = clause.condition.map { "#if \($0.trimmedDescription): taken" } ?? "#else: taken"
                return .some(views(in: items, level: level).map { $0.map { Self.noting(note, on: $0) } })
            }
            return nil
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self), let expression = returned.expression {
                return .some(viewList(expression, level: level))
            }
        case .expr:
            break
        }
        guard let expression = Self.expression(of: statement) else { return nil }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard let taken = Evaluator.branchTaken(ifExpression, scope: scope) else {
                if canStandIn { return .some(standInBranch(ifExpression, level: level)) }
                reportFailure(at: ifExpression.conditions, fallback: "cannot evaluate this condition")
                return .some(nil)
            }
            guard let body = taken.body, let number = taken.number else { return .some([]) }
            let outer = scope
            defer { scope = outer }
            scope.variables.merge(taken.bindings) { $1 }
            let note = "if \(taken.conditionText): " + (number == 1 ? "the first branch" : "branch \(number)")
            return .some(views(in: body, level: level).map { $0.map { Self.noting(note, on: $0) } })
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let (body, bindings) = Evaluator.switchCase(switchExpression, scope: scope) else {
                if canStandIn, Evaluator.value(switchExpression.subject, scope: scope) == nil,
                   let shown = standInCase(switchExpression, level: level) { return .some(shown) }
                reportFailure(at: switchExpression.subject, fallback: "cannot evaluate this switch")
                return .some(nil)
            }
            let outer = scope
            defer { scope = outer }
            scope.variables.merge(bindings) { $1 }
            let label = body.parent?.as(SwitchCaseSyntax.self)?.label.trimmedDescription ?? "case"
            let note = "switch \(switchExpression.subject.trimmedDescription): \(label)"
            return .some(views(in: body, level: level).map { $0.map { Self.noting(note, on: $0) } })
        }
        return nil
    }

    /// `node` with why it is there recorded, as a note with no layout effect.
    static func noting(_ note: String, on node: ViewNode) -> ViewNode {
        var noted = node
        noted.effects.append(DrawingEffect(note, .none))
        return noted
    }
}
