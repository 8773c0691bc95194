import SwiftOperators
import SwiftSyntax

/// The bodies of value-returning functions and getters, and the conditions, `switch` patterns and `#if`s that
/// view builders share with them.
extension SwiftUIInterpreter.Evaluator {
    /// How a list of statements ended: it ran on past its end, or returned a value.
    enum Flow {
        case proceed
        case returned(Value)
    }

    /// The value a body returns: `return e`, or its one expression (a single-expression body, `if`/`switch`
    /// expressions included). nil when it cannot be evaluated (the reason, if definite, is recorded).
    static func run(_ statements: CodeBlockItemListSyntax, scope: Scope) -> Value? {
        var scope = scope
        guard case .returned(let value)? = execute(statements, scope: &scope) else { return nil }
        return value
    }

    /// Runs statements in order: `let`/`var` declarations, `return`, `if`, `guard`, `switch`, `#if`.
    static func execute(_ statements: CodeBlockItemListSyntax, scope: inout Scope) -> Flow? {
        let items = Array(statements)
        for item in items {
            if let context = scope.context, !context.step(at: item, map: scope.sourceMap) { return nil }
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    declare(variable, in: &scope)
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    guard let active = activeClause(ifConfig, scope: scope) else { continue }
                    if case .statements(let inner)? = active.elements {
                        guard let flow = execute(inner, scope: &scope) else { return nil }
                        if case .returned = flow { return flow }
                    }
                } else {
                    unsupported(Syntax(decl), scope: scope)
                    return nil
                }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    guard let expression = returnStatement.expression else { return .returned(.null) }
                    return returnedValue(expression, scope: scope)
                }
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    switch condition(guardStatement.conditions, scope: scope) {
                    case .taken(let bindings): scope.variables.merge(bindings) { $1 }
                    case .notTaken:
                        var inner = scope
                        return execute(guardStatement.body.statements, scope: &inner)
                    case .unknown: return nil
                    }
                    continue
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    guard let flow = expressionStatement(expression, isOnly: items.count == 1, scope: &scope) else { return nil }
                    if case .returned = flow { return flow }
                    continue
                }
                unsupported(Syntax(statement), scope: scope)
                return nil
            case .expr(let expression):
                guard let flow = expressionStatement(expression, isOnly: items.count == 1, scope: &scope) else { return nil }
                if case .returned = flow { return flow }
            }
        }
        return .proceed
    }

    /// `if` and `switch` run their branch; the only expression of a body is its value; anything else would run
    /// for its effect, which FrameLab does not do.
    static func expressionStatement(_ expression: ExprSyntax, isOnly: Bool, scope: inout Scope) -> Flow? {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard let taken = branchTaken(ifExpression, scope: scope) else { return nil }
            guard let body = taken.body else { return .proceed }
            return executeBranch(body, bindings: taken.bindings, scope: &scope)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            guard let (body, bindings) = switchCase(switchExpression, scope: scope) else { return nil }
            return executeBranch(body, bindings: bindings, scope: &scope)
        }
        if let assigned = localAssignment(expression, scope: scope) {
            guard let (name, value) = assigned else { return nil }
            scope.variables[name] = value
            return .proceed
        }
        if isOnly { return returnedValue(expression, scope: scope) }
        unsupported(Syntax(expression), scope: scope)
        return nil
    }

    /// An `if` or `switch` branch: its bindings are its own; what it assigns to the body's local variables stays assigned.
    private static func executeBranch(_ body: CodeBlockItemListSyntax, bindings: [String: Value], scope: inout Scope) -> Flow? {
        var inner = scope
        inner.variables.merge(bindings) { $1 }
        let flow = execute(body, scope: &inner)
        for name in scope.variables.keys where bindings[name] == nil { scope.variables[name] = inner.variables[name] }
        return flow
    }

    /// `name = e`, `name += e` (`-=`, `*=`, `/=`) on a local variable of the body: the name and its new value.
    /// nil when the statement is not one; `.some(nil)` when the new value cannot be evaluated. The function's own locals
    /// only: a property of `self` or of another value changes state outside the body, which FrameLab does not do.
    static func localAssignment(_ expression: ExprSyntax, scope: Scope) -> (String, Value)?? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let target = elements[0].as(DeclReferenceExprSyntax.self),
              let current = scope.variables[target.baseName.text] else { return nil }
        let op: String?
        if elements[1].is(AssignmentExprSyntax.self) {
            op = nil
        } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) {
            op = String(binary.operator.text.dropLast())
        } else {
            return nil
        }
        // `name = name + "-s"`: the right side is the rest of the sequence (assignment binds loosest).
        let rightSide = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
        guard let right = value(rightSide, scope: scope, floating: current.isDouble) else {
            return .some(nil)
        }
        guard let op else { return .some((target.baseName.text, right)) }
        guard let combined = withinLimits(arithmetic(op, current, right)) else { return .some(nil) }
        return .some((target.baseName.text, combined))
    }

    /// The value a body returns; when it has none and no reason was recorded, the expression itself is named, so the
    /// error points at what FrameLab could not evaluate rather than at the name of the property that returns it.
    /// A value FrameLab does not compute (a SwiftUI value such as `[GridItem(.adaptive(minimum: 80))]`) is returned as
    /// written, with its scope, and read where it is used, as a property's is.
    static func returnedValue(_ expression: ExprSyntax, scope: Scope) -> Flow? {
        .returned(valueOrDeferred(expression, scope: scope, expected: scope.returnType))
    }

    static func unsupported(_ node: Syntax, scope: Scope) {
        scope.context?.fail("FrameLab evaluates declarations, 'return', 'if', 'guard', 'switch' and '#if' here; '\(SwiftUIInterpreter.SourceText.excerpt(node))' "
                            + "would run for its effect (loops and mutation are not evaluated)", at: node, map: scope.sourceMap)
    }

    /// `let x = e` and `var x = e` in a body: the names hold the values from here on.
    static func declare(_ variable: VariableDeclSyntax, in scope: inout Scope) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initializer = binding.initializer?.value else { continue }
            let type = binding.typeAnnotation.map { TypeDeclaration.baseName(of: $0.type) }
            scope.variables[name] = valueOrDeferred(initializer, scope: scope, expected: type)
        }
    }

    // MARK: conditions

    /// Whether a condition list holds, with the names it binds (`if let rating`, `if case .loaded(let n) = state`).
    enum Condition {
        case taken([String: Value])
        case notTaken
        /// It could not be evaluated; the reason is recorded when definite.
        case unknown(Syntax)
    }

    static func condition(_ list: ConditionElementListSyntax, scope: Scope) -> Condition {
        var bindings: [String: Value] = [:]
        var inner = scope
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard case .bool(let holds)? = value(expression, scope: inner) else { return .unknown(Syntax(expression)) }
                if !holds { return .notTaken }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .unknown(Syntax(binding)) }
                let source: Value?
                if let initializer = binding.initializer?.value {
                    source = value(initializer, scope: inner)
                } else {
                    source = value(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope: inner)
                }
                guard let source else { return .unknown(Syntax(binding)) }
                if case .null = source { return .notTaken }
                bindings[name] = source
                inner.variables[name] = source
            case .availability(let availability):
                // FrameLab lays out for the newest OS: `#available` holds, `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return .notTaken }
            case .matchingPattern(let matching):
                guard let subject = value(matching.initializer.value, scope: inner) else { return .unknown(Syntax(matching)) }
                guard let matched = match(matching.pattern, subject, scope: inner) else { return .unknown(Syntax(matching)) }
                guard let found = matched else { return .notTaken }
                bindings.merge(found) { $1 }
                inner.variables.merge(found) { $1 }
            default:
                return .unknown(Syntax(element))
            }
        }
        return .taken(bindings)
    }

    /// The branch an `if` takes: its statements (nil when no branch is taken and there is no `else`), the names its
    /// condition binds, and which branch it is. nil when the condition is unknown.
    struct TakenBranch {
        var body: CodeBlockItemListSyntax?
        var bindings: [String: Value]
        /// 1 for the `if`, 2 for the first `else if` or the `else`, …; nil when none is taken.
        var number: Int?
        var conditionText: String
    }

    static func branchTaken(_ ifExpression: IfExprSyntax, scope: Scope) -> TakenBranch? {
        var current = ifExpression
        var number = 1
        while true {
            let text = current.conditions.trimmedDescription
            switch condition(current.conditions, scope: scope) {
            case .taken(let bindings):
                return TakenBranch(body: current.body.statements, bindings: bindings, number: number, conditionText: text)
            case .unknown(let node):
                scope.context?.fail("cannot evaluate the condition '\(SwiftUIInterpreter.SourceText.excerpt(node))'; FrameLab evaluates conditions on "
                                    + "literals, properties, sample data, the environment and comparisons of them", at: node,
                                    map: scope.sourceMap)
                return nil
            case .notTaken:
                switch current.elseBody {
                case .ifExpr(let next)?:
                    current = next
                    number += 1
                case .codeBlock(let block)?:
                    return TakenBranch(body: block.statements, bindings: [:], number: number + 1, conditionText: text)
                case nil:
                    return TakenBranch(body: nil, bindings: [:], number: nil, conditionText: text)
                }
            }
        }
    }

    // MARK: switch

    /// The statements of the case a `switch` takes, with the names its pattern binds; nil when the subject or a
    /// pattern cannot be evaluated, or no case matches.
    static func switchCase(_ switchExpression: SwitchExprSyntax, scope: Scope) -> (CodeBlockItemListSyntax, [String: Value])? {
        guard let subject = value(switchExpression.subject, scope: scope) else {
            scope.context?.fail("cannot evaluate '\(SwiftUIInterpreter.SourceText.excerpt(switchExpression.subject))', the value this switch is over",
                                at: switchExpression.subject, map: scope.sourceMap)
            return nil
        }
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default:
                return (switchCase.statements, [:])
            case .case(let label):
                for item in label.caseItems {
                    guard let matched = match(item.pattern, subject, scope: scope) else {
                        scope.context?.fail("cannot evaluate the pattern '\(SwiftUIInterpreter.SourceText.excerpt(item.pattern))'", at: item.pattern,
                                            map: scope.sourceMap)
                        return nil
                    }
                    guard let bindings = matched else { continue }
                    if let whereClause = item.whereClause {
                        var inner = scope
                        inner.variables.merge(bindings) { $1 }
                        guard case .bool(true)? = value(whereClause.condition, scope: inner) else { continue }
                    }
                    return (switchCase.statements, bindings)
                }
            }
        }
        scope.context?.fail("no case of this switch matches '\(subject.interpolated)'", at: switchExpression.subject, map: scope.sourceMap)
        return nil
    }

    /// Whether `pattern` matches `subject`: `.some(bindings)` when it does, `.some(nil)` when it does not, nil when
    /// it cannot be told. Enum cases (with associated values bound), ranges, literals, `let x`, `_`.
    static func match(_ pattern: PatternSyntax, _ subject: Value, scope: Scope) -> [String: Value]?? {
        if pattern.is(WildcardPatternSyntax.self) { return .some([:]) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return match(binding.pattern, subject, scope: scope)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return .some([identifier.identifier.text: subject]) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return match(expression: expression, subject, scope: scope)
    }

    static func match(expression: ExprSyntax, _ subject: Value, scope: Scope) -> [String: Value]?? {
        if expression.is(DiscardAssignmentExprSyntax.self) { return .some([:]) }
        if let patternExpression = expression.as(PatternExprSyntax.self) { return match(patternExpression.pattern, subject, scope: scope) }
        // `.easy`, `Difficulty.easy`: the case's name.
        if let member = expression.as(MemberAccessExprSyntax.self), case .enumCase(let value) = subject {
            return value.name == member.declName.baseName.text ? .some([:]) : .some(nil)
        }
        // `.loaded(let count)`, `.pair(_, let b)`: the case, then each associated value.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard case .enumCase(let value) = subject else { return .some(nil) }
            guard value.name == member.declName.baseName.text, value.associated.count == call.arguments.count else { return .some(nil) }
            var bindings: [String: Value] = [:]
            for (argument, associated) in zip(call.arguments, value.associated) {
                guard let matched = match(expression: argument.expression, associated, scope: scope) else { return nil }
                guard let found = matched else { return .some(nil) }
                bindings.merge(found) { $1 }
            }
            return .some(bindings)
        }
        guard let candidate = value(expression, scope: scope) else { return nil }
        // A range pattern (`1...5`, `0..<10`) matches the numbers in it.
        if case .array(let elements) = candidate, subject.number != nil {
            return elements.contains { $0.equals(subject) == true } ? .some([:]) : .some(nil)
        }
        guard let same = candidate.equals(subject) else { return nil }
        return same ? .some([:]) : .some(nil)
    }

    // MARK: #if

    /// The clause of an `#if` the scenario's platform and conditions select, nil when none is.
    static func activeClause(_ ifConfig: IfConfigDeclSyntax, scope: Scope) -> IfConfigClauseSyntax? {
        let environment = scope.context?.environment ?? SwiftEnvironment()
        for clause in ifConfig.clauses {
            guard let condition = clause.condition else { return clause }   // #else
            if compilationCondition(condition, environment: environment) { return clause }
        }
        return nil
    }

    /// `os(iOS)`, `targetEnvironment(simulator)`, `canImport(UIKit)`, `DEBUG`, `swift(>=5.9)`, with `!`, `&&`, `||`.
    static func compilationCondition(_ expression: ExprSyntax, environment: SwiftEnvironment) -> Bool {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !compilationCondition(prefix.expression, environment: environment)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return compilationCondition(only.expression, environment: environment)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let folded = try? OperatorTable.standardOperators.foldSingle(sequence) {
            return compilationCondition(folded, environment: environment)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let left = compilationCondition(infix.leftOperand, environment: environment)
            let right = compilationCondition(infix.rightOperand, environment: environment)
            return op == "&&" ? left && right : left || right
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return environment.conditions.contains(reference.baseName.text)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == environment.platform.rawValue
            case "targetEnvironment": return environment.conditions.contains(argument)
            case "canImport":
                let iOS: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "CoreGraphics"]
                return iOS.contains(argument)
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        return false
    }
}
