import LayoutCore
import SwiftSyntax
import ViewLayout

/// Values known only when the app runs, met in the app's code (a store's state, a database's rows, today's date): a
/// preview shows what its sample data gives, and FrameLab cannot run the code that computes the rest. Rather than
/// dropping the whole preview, the view is laid out with a stand-in, named in a warning (in the terminal, on the page,
/// counted among the build's placeholders; `--strict` makes it an error):
/// - a condition (`if store.isDemo`, a ternary, a `switch`): the first branch, or for `if let`/`if case` the `else`;
/// - a `Text`'s or a control's title: the expression as written (`store.displayTitle`), so the structure shows, not
///   the width of the text the app would show.
/// Only in previews (`EvaluationContext.allowsStandIns`): a scenario's author passes the values, and gets an error. And
/// never for the step budget, a recursion or a statement FrameLab cannot run, which stay errors.
extension SwiftUIInterpreter.ViewWalker {
    /// Whether what just failed gets a stand-in.
    var canStandIn: Bool { isInAppCode && context?.canStandIn == true }

    /// Records a stand-in for what `node` could not give, with the evaluator's reason when it recorded one.
    mutating func standIn(_ what: String, at node: some SyntaxProtocol) {
        let reason = context?.failure(within: node)?.message ?? context?.anyFailure?.message
        context?.clearFailure()
        warnings.append(Diagnostic.warning(what + (reason.map { " (\($0))" } ?? ""), at: map.location(of: node)))
    }

    /// An `if` whose condition is known only when the app runs: its first branch, or for an optional binding or a pattern
    /// (whose names would be unknown) its `else`, with a note on the views and a warning.
    mutating func standInBranch(_ ifExpression: IfExprSyntax, level: Int) -> [ViewNode]? {
        let binds = ifExpression.conditions.contains { condition in
            switch condition.condition {
            case .optionalBinding, .matchingPattern: true
            default: false
            }
        }
        let condition = SourceText.excerpt(ifExpression.conditions)
        var statements: CodeBlockItemListSyntax? = binds ? nil : ifExpression.body.statements
        if binds, case .codeBlock(let block)? = ifExpression.elseBody { statements = block.statements }
        let shown = binds ? (statements == nil ? "nothing (no else)" : "the else branch") : "the first branch"
        standIn("the condition '\(condition)' is known only when the app runs: \(shown) is shown", at: ifExpression.conditions)
        guard let statements else { return [] }
        return views(in: statements, level: level).map { $0.map { Self.noting("if \(condition): unknown, \(shown) shown", on: $0) } }
    }

    /// A `switch` over a value known only when the app runs: its first case.
    mutating func standInCase(_ switchExpression: SwitchExprSyntax, level: Int) -> [ViewNode]? {
        guard let first = switchExpression.cases.first?.as(SwitchCaseSyntax.self) else { return nil }
        let subject = SourceText.excerpt(switchExpression.subject)
        standIn("'\(subject)' is known only when the app runs: the switch's first case is shown", at: switchExpression.subject)
        let label = first.label.trimmedDescription
        return views(in: first.statements, level: level).map { $0.map { Self.noting("switch \(subject): unknown, \(label) shown", on: $0) } }
    }

    /// A `Text`'s or a title's string known only when the app runs: the expression as written.
    mutating func standInText(_ expression: ExprSyntax) -> String {
        let text = SourceText.excerpt(expression)
        standIn("the text '\(text)' is known only when the app runs: laid out as the expression itself", at: expression)
        return text
    }
}

extension SwiftUIInterpreter.Evaluator {
    /// In a preview, a property SwiftUI or another module fills when the app runs (`@EnvironmentObject var store: Store`
    /// of a type not in the sources, `@Query var items: [Item]`): an empty array for an array, otherwise a value of its
    /// type with no known members, so that what reads it gets stand-ins in turn. nil outside previews.
    static func standIn(for property: StoredProperty, typeName: String, scope: Scope) -> Value? {
        guard let context = scope.context, context.canStandIn else { return nil }
        let isArray = property.type?.is(ArrayTypeSyntax.self) == true
        let given = isArray ? "an empty array" : "a value whose members are stood in where they are read"
        context.standIn(Diagnostic.warning("'\(property.name)' is filled when the app runs (\(property.wrapper.map { "@" + $0 } ?? "injected")): "
                                           + "laid out with \(given)", at: scope.sourceMap.location(of: property.node)))
        return isArray ? .array([]) : .instance(Instance(type: typeName, fields: [:], order: []))
    }
}
