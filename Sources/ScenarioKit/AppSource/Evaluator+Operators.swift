import SwiftSyntax

extension SwiftUIInterpreter.Evaluator {
    typealias Value = SwiftUIInterpreter.Value
    typealias Scope = SwiftUIInterpreter.Scope

    /// `a op b`: arithmetic, comparisons, `&&` and `||` (the right side evaluated only when needed, as in Swift),
    /// `??`, and ranges (an array of their integers).
    static func infixValue(_ infix: InfixOperatorExprSyntax, scope: Scope, floating: Bool, expected: String?) -> Value? {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            // `x = 3` (an assignment) and `x is T` are not values.
            return nil
        }
        switch op {
        case "&&", "||":
            guard case .bool(let left)? = value(infix.leftOperand, scope: scope) else { return nil }
            if op == "&&" && !left { return .bool(false) }
            if op == "||" && left { return .bool(true) }
            guard case .bool(let right)? = value(infix.rightOperand, scope: scope) else { return nil }
            return .bool(right)
        case "??":
            guard let left = value(infix.leftOperand, scope: scope, floating: floating, expected: expected) else { return nil }
            if case .null = left { return value(infix.rightOperand, scope: scope, floating: floating, expected: expected) }
            return left
        default:
            break
        }
        guard let lhs = value(infix.leftOperand, scope: scope, floating: floating) else { return nil }
        // `config == .badge`: the right side is a member of the left side's type.
        let leftType: String?
        switch lhs {
        case .instance(let instance): leftType = instance.type
        case .enumCase(let value): leftType = value.type
        default: leftType = nil
        }
        guard let rhs = value(infix.rightOperand, scope: scope, floating: floating, expected: leftType) else { return nil }
        switch op {
        case "==", "!=":
            guard let same = lhs.equals(rhs) else { return nil }
            return .bool(op == "==" ? same : !same)
        case "<", "<=", ">", ">=":
            let order: Bool?
            switch (lhs, rhs) {
            case let (.string(a), .string(b)): order = compare(op, a, b)
            default:
                guard let a = lhs.number, let b = rhs.number else { return nil }
                order = compare(op, a, b)
            }
            return order.map(Value.bool)
        case "..<", "...":
            guard case .int(let lower) = lhs, case .int(let upper) = rhs else { return nil }
            let end = op == "..<" ? upper : upper.addingReportingOverflow(1).partialValue
            guard lower <= end else { return .array([]) }
            let (count, overflow) = end.subtractingReportingOverflow(lower)
            guard !overflow, count <= maximumElements else { return nil }
            return .array((lower..<end).map(Value.int))
        default:
            return withinLimits(arithmetic(op, lhs, rhs))
        }
    }

    static func compare<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Bool? {
        switch op {
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        case ">=": a >= b
        default: nil
        }
    }

    /// `array[i]`, `dictionary["key"]` written as an array of pairs is not supported; an index out of range is
    /// an error, as it would crash the app.
    static func subscriptValue(_ call: SubscriptCallExprSyntax, scope: Scope) -> Value? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let base = value(call.calledExpression, scope: scope),
              let index = value(argument.expression, scope: scope) else { return nil }
        switch (base, index) {
        case let (.array(elements), .int(i)):
            guard elements.indices.contains(i) else {
                scope.context?.fail("index \(i) is out of range (the array has \(elements.count) elements)", at: argument,
                                    map: scope.sourceMap)
                return nil
            }
            return elements[i]
        case let (.string(s), .int(i)):
            guard i >= 0, i < s.count else { return nil }
            return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
        case (.array, _):
            // `sales[donut.id]` on a dictionary: the value, or nil when the key is missing.
            guard let entries = base.dictionaryEntries else { return nil }
            return entries.first { $0.key.equals(index) == true }?.value ?? Value.null
        default:
            return nil
        }
    }
}

extension SwiftUIInterpreter.Scope {
    /// The map of the file this scope's code is in: the app's file, or the scenario's `view:` source.
    var sourceMap: SwiftUIInterpreter.SourceMap {
        map ?? context?.scenarioMap ?? SwiftUIInterpreter.SourceMap(source: "", origin: SwiftSourceOrigin(file: "<view>", line: 1, column: 1))
    }
}
