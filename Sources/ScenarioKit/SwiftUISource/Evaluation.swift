import Foundation
import LayoutCore
import SwiftOperators
import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// Evaluates the expressions a scenario's view may compute: literals, loop variables, `+ - * /`,
    /// parentheses, `CGFloat(…)`/`Double(…)`/`Int(…)`, `min`/`max`/`abs`, `.infinity`, string
    /// interpolation and `+` on strings. Anything else is not a value (nil), and the caller says so.
    enum Evaluator {
        /// The largest number of elements `ForEach` may produce; more is almost certainly a mistake and would
        /// make a figure nobody can read.
        static let maximumElements = 1000
        /// The most `ForEach` expansions one view may make in all, so nested loops stay within what a layout
        /// and a figure can hold.
        static let maximumExpansions = 10_000

        /// `floating`: the expression stands where a `CGFloat` is expected, so its integer literals are
        /// `CGFloat`s, as Swift infers them: `.aspectRatio(16 / 9, …)` is 1.78, not the integer 1.
        /// `expected`: the type the value is for (`User` for a `user: User` property), which `.sample` is a member of.
        static func value(_ expression: ExprSyntax, scope: Scope, floating: Bool = false, expected: String? = nil) -> Value? {
            guard let context = scope.context else { return evaluate(expression, scope: scope, floating: floating, expected: expected) }
            guard context.step(at: expression, map: scope.sourceMap) else { return nil }
            // Values defined by other values (`let a = b`, a property read through another) recurse here: bounded, so a
            // cycle or absurd nesting ends in an error, never in a stack overflow.
            guard context.valueDepth < EvaluationContext.maximumValueDepth else {
                context.fail("this value is defined through more than \(EvaluationContext.maximumValueDepth) others; is it defined "
                             + "in terms of itself?", at: expression, map: scope.sourceMap, isSevere: true)
                return nil
            }
            context.valueDepth += 1
            defer { context.valueDepth -= 1 }
            return evaluate(expression, scope: scope, floating: floating, expected: expected)
        }

        private static func evaluate(_ expression: ExprSyntax, scope: Scope, floating: Bool, expected: String?) -> Value? {
            if let literal = expression.as(IntegerLiteralExprSyntax.self) {
                return literal.representedLiteralValue.map { floating ? .double(Double($0)) : .int($0) }
            }
            if let literal = expression.as(FloatLiteralExprSyntax.self) { return literal.representedLiteralValue.map(Value.double) }
            if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, scope: scope).map(Value.string) }
            if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
            if expression.is(NilLiteralExprSyntax.self) { return .null }
            if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                return lookup(reference, scope: scope, floating: floating)
            }
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
               let only = tuple.elements.first, only.label == nil {
                return value(only.expression, scope: scope, floating: floating, expected: expected)
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), let operand = value(prefix.expression, scope: scope, floating: floating) {
                switch (prefix.operator.text, operand) {
                case ("-", .int(let i)): return i == .min ? nil : .int(-i)
                case ("-", .double(let d)): return .double(-d)
                case ("+", .int), ("+", .double): return operand
                case ("!", .bool(let b)): return .bool(!b)
                default: return nil
                }
            }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else { return nil }
                return value(folded, scope: scope, floating: floating, expected: expected)
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self) {
                return infixValue(infix, scope: scope, floating: floating, expected: expected)
            }
            if let ternary = expression.as(TernaryExprSyntax.self) {
                guard case .bool(let condition)? = value(ternary.condition, scope: scope) else { return nil }
                return value(condition ? ternary.thenExpression : ternary.elseExpression, scope: scope, floating: floating, expected: expected)
            }
            if let cast = expression.as(AsExprSyntax.self) {
                return value(cast.expression, scope: scope, floating: floating || Literal.numberTypes.contains(cast.type.trimmedDescription))
            }
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                let inner = value(unwrap.expression, scope: scope, floating: floating, expected: expected)
                if case .null? = inner {
                    scope.context?.fail("'\(SourceText.excerpt(unwrap.expression))' is nil here; '!' would crash the app", at: unwrap,
                                        map: scope.sourceMap)
                    return nil
                }
                return inner
            }
            if let chain = expression.as(OptionalChainingExprSyntax.self) {
                return value(chain.expression, scope: scope, floating: floating, expected: expected)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if call.trailingClosure == nil, let builtin = function(call, scope: scope, floating: floating) { return withinLimits(builtin) }
                return withinLimits(callValue(call, scope: scope, floating: floating, expected: expected))
            }
            // `proxy.size.width`, `geometry.size.height`, `proxy.safeAreaInsets.top` (a GeometryReader's proxy in scope).
            if let member = expression.as(MemberAccessExprSyntax.self) {
                return memberValue(member, scope: scope, floating: floating, expected: expected)
            }
            if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                return subscriptValue(subscriptCall, scope: scope)
            }
            if let array = expression.as(ArrayExprSyntax.self) {
                var out: [Value] = []
                for element in array.elements {
                    // `[.init(name: "A")]` typed `[Item]`: `expected` is the element type (`TypeDeclaration.baseName`).
                    guard let v = value(element.expression, scope: scope, floating: floating, expected: expected) else { return nil }
                    out.append(v)
                }
                return .array(out)
            }
            if let dictionary = expression.as(DictionaryExprSyntax.self) {
                // `["a": 1, "b": 2]`: its pairs in the order written (Swift's order is unspecified; FrameLab keeps the source's).
                guard case .elements(let elements) = dictionary.content else { return .array([]) }
                var pairs: [Value] = []
                for element in elements {
                    guard let key = value(element.key, scope: scope), let v = value(element.value, scope: scope, floating: floating) else { return nil }
                    pairs.append(Value.pair(key: key, value: v))
                }
                return .array(pairs)
            }
            if let keyPath = expression.as(KeyPathExprSyntax.self) {
                var path: [String] = []
                for component in keyPath.components {
                    guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
                    let name = property.declName.baseName.text
                    if name != "self" { path.append(name) }
                }
                return .keyPath(path)
            }
            if expression.is(ClosureExprSyntax.self) { return .deferred(Deferred(expression: expression, scope: scope)) }
            // `if` and `switch` expressions (`let radius: CGFloat = if isBadge { 20 } else { 8 }`): the branch's value.
            if let ifExpression = expression.as(IfExprSyntax.self) {
                guard let taken = branchTaken(ifExpression, scope: scope), let body = taken.body else { return nil }
                var inner = scope
                inner.variables.merge(taken.bindings) { $1 }
                return run(body, scope: inner)
            }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                guard let (body, bindings) = switchCase(switchExpression, scope: scope) else { return nil }
                var inner = scope
                inner.variables.merge(bindings) { $1 }
                return run(body, scope: inner)
            }
            return nil
        }

        /// A computed number beyond ±1e15 (`1e10 * 1e10`) is no value, like the literals the interpreter refuses.
        static func withinLimits(_ value: Value?) -> Value? {
            if let number = value?.number, NumberLimits.problem(number) != nil { return nil }
            return value
        }

        static func number(_ expression: ExprSyntax, scope: Scope) -> Double? {
            value(expression, scope: scope, floating: true)?.number
        }

        /// `a op b` with Swift's rules where they are defined: integers stay integers (division
        /// truncates), anything with a decimal is a decimal; strings concatenate. Integer overflow and
        /// division by zero have no value.
        static func arithmetic(_ op: String, _ a: Value, _ b: Value) -> Value? {
            switch (a, b) {
            case let (.int(x), .int(y)):
                let r: (partialValue: Int, overflow: Bool)
                switch op {
                case "+": r = x.addingReportingOverflow(y)
                case "-": r = x.subtractingReportingOverflow(y)
                case "*": r = x.multipliedReportingOverflow(by: y)
                case "/": guard y != 0 else { return nil }; r = x.dividedReportingOverflow(by: y)
                case "%": guard y != 0 else { return nil }; r = x.remainderReportingOverflow(dividingBy: y)
                default: return nil
                }
                return r.overflow ? nil : .int(r.partialValue)
            case let (.string(x), .string(y)):
                return op == "+" ? .string(x + y) : nil
            default:
                guard let x = a.number, let y = b.number else { return nil }
                switch op {
                case "+": return .double(x + y)
                case "-": return .double(x - y)
                case "*": return .double(x * y)
                case "/": return .double(x / y)
                default: return nil
                }
            }
        }

        /// `CGFloat(i)`, `Double(i)`, `Float(i)`, `Int(x)`, `String(i)`, `min(a, b, …)`, `max(…)`, `abs(x)`.
        static func function(_ call: FunctionCallExprSyntax, scope: Scope, floating: Bool = false) -> Value? {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
            // `min(3, 2)` where a CGFloat is expected takes CGFloats; `Int(…)` and `String(…)` do not.
            let floatingArguments = floating && !["Int", "String"].contains(name)
            var arguments: [Value] = []
            for argument in call.arguments {
                guard let v = value(argument.expression, scope: scope, floating: floatingArguments) else { return nil }
                arguments.append(v)
            }
            switch (name, arguments.count) {
            case ("CGFloat", 1), ("Double", 1), ("Float", 1):
                return arguments[0].number.map(Value.double)
            case ("Int", 1):
                guard let d = arguments[0].number, d.isFinite, abs(d) < 9e15 else { return nil }
                return .int(Int(d))
            case ("String", 1):
                return .string(arguments[0].interpolated)
            case ("floor", 1), ("ceil", 1), ("round", 1), ("sqrt", 1):
                guard let x = arguments[0].number else { return nil }
                switch name {
                case "floor": return .double(x.rounded(.down))
                case "ceil": return .double(x.rounded(.up))
                case "round": return .double(x.rounded())
                default: return .double(x.squareRoot())
                }
            case ("pow", 2):
                guard let x = arguments[0].number, let y = arguments[1].number else { return nil }
                return .double(Foundation.pow(x, y))
            case ("abs", 1):
                if case .int(let i) = arguments[0] { return i == .min ? nil : .int(abs(i)) }
                return arguments[0].number.map { .double(abs($0)) }
            case ("min", 2...), ("max", 2...):
                if arguments.allSatisfy({ if case .int = $0 { true } else { false } }) {
                    let ints = arguments.compactMap { if case .int(let i) = $0 { i } else { nil } }
                    return .int(name == "min" ? ints.min()! : ints.max()!)
                }
                let numbers = arguments.compactMap(\.number)
                guard numbers.count == arguments.count else { return nil }
                return .double(name == "min" ? numbers.min()! : numbers.max()!)
            default:
                return nil
            }
        }

        /// A string literal with its interpolations evaluated: `"Row \(i)"`, `"\(value, specifier: "%.1f")"`.
        static func string(_ literal: StringLiteralExprSyntax, scope: Scope) -> String? {
            if let plain = literal.representedLiteralValue { return plain }
            var out = ""
            for segment in literal.segments {
                switch segment {
                case .stringSegment(let text):
                    // The segment alone in a literal of the same kind: its escapes resolved by swift-syntax.
                    let piece = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                    guard let value = piece.representedLiteralValue else { return nil }
                    out += value
                case .expressionSegment(let interpolation):
                    guard let text = interpolated(interpolation, scope: scope) else { return nil }
                    out += text
                }
            }
            return out
        }

        /// One `\(…)`: a value, optionally with Text's `specifier:` (a single `%d`, `%i`, `%f`, `%e`, `%g`
        /// conversion with flags, width and precision).
        static func interpolated(_ segment: ExpressionSegmentSyntax, scope: Scope) -> String? {
            let parts = Array(segment.expressions)
            guard let first = parts.first, first.label == nil, var v = value(first.expression, scope: scope) else { return nil }
            // Swift kept as written (a property whose value FrameLab could not compute) is read again here, so its
            // reason is recorded; it is never printed as its source text.
            if case .deferred(let deferred) = v {
                guard let again = value(deferred.expression, scope: deferred.scope) else { return nil }
                if case .deferred = again { return nil }
                v = again
            }
            guard parts.count > 1 else { return v.interpolated }
            guard parts.count == 2, parts[1].label?.text == "specifier",
                  let format = parts[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
                  let number = v.number else { return nil }
            return formatted(number, format)
        }

        static func formatted(_ number: Double, _ format: String) -> String? {
            guard let match = format.firstMatch(of: /^([^%]*)%([-+ 0#]*)([0-9]{0,3})(\.[0-9]{1,2})?(l{0,2})([difeg])([^%]*)$/) else {
                return nil
            }
            let spec = "%" + match.2 + match.3 + (match.4 ?? "")
            let body: String
            switch match.6 {
            case "d", "i":
                guard number.isFinite, abs(number) < 9e15 else { return nil }
                body = String(format: spec + "ld", Int(number))
            default:
                body = String(format: spec + match.6, number)
            }
            return String(match.1) + body + String(match.7)
        }

        /// What `ForEach` iterates, or how many elements a range too long to lay out would have.
        enum Elements {
            case values([Value])
            case tooMany(Int)
        }

        /// The elements `ForEach` iterates: `0..<3`, `1...5`, `["a", "b"]`, `[10, 20.5]`, with loop
        /// variables of enclosing loops usable in the bounds. nil when it is none of these.
        static func elements(_ expression: ExprSyntax, scope: Scope) -> Elements? {
            // `Array(0..<3)`, as written to give a range an `id: \.self`.
            if let call = expression.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
               call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                return elements(only.expression, scope: scope)
            }
            if let array = expression.as(ArrayExprSyntax.self) {
                var out: [Value] = []
                for element in array.elements {
                    guard let v = value(element.expression, scope: scope) else { return nil }
                    out.append(v)
                }
                // `[1, 2.5]` is an array of Double in Swift: every element prints as a decimal.
                if out.contains(where: { if case .double = $0 { true } else { false } }) {
                    out = out.map { $0.number.map(Value.double) ?? $0 }
                }
                return out.count > maximumElements ? .tooMany(out.count) : .values(out)
            }
            // The app's data: `Recipe.samples`, `items.indices`, `Array(tags.enumerated())`, a range of variables.
            if scope.context != nil, case .array(let values)? = value(expression, scope: scope) {
                return values.count > maximumElements ? .tooMany(values.count) : .values(values)
            }
            var range = expression
            if let tuple = range.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                range = only.expression
            }
            guard let sequence = range.as(SequenceExprSyntax.self),
                  let folded = try? OperatorTable.standardOperators.foldSingle(sequence),
                  let infix = folded.as(InfixOperatorExprSyntax.self),
                  let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
                  case .int(let lower)? = value(infix.leftOperand, scope: scope),
                  case .int(let upper)? = value(infix.rightOperand, scope: scope) else { return nil }
            let end = op == "..<" ? upper : upper.addingReportingOverflow(1).partialValue
            guard lower <= end else { return .values([]) }
            // Counted without building the range, so a huge one is refused before it is made.
            let (count, overflow) = end.subtractingReportingOverflow(lower)
            guard !overflow, count <= maximumElements else { return .tooMany(overflow ? .max : count) }
            return .values((lower..<end).map(Value.int))
        }
    }
}
