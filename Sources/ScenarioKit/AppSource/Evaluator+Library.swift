import Foundation
import SwiftSyntax

/// The standard library methods view code calls on strings, arrays and optionals.
extension SwiftUIInterpreter.Evaluator {
    static func builtinMethod(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        let closure: Deferred? = (call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first?.expression)
            .flatMap { $0.is(ClosureExprSyntax.self) ? Deferred(expression: $0, scope: scope) : nil }
        func argument(_ index: Int = 0) -> Value? {
            let list = Array(call.arguments)
            return index < list.count ? value(list[index].expression, scope: scope) : nil
        }
        func apply(_ element: Value...) -> Value? {
            guard let closure else { return nil }
            return callClosure(closure, arguments: element, scope: scope, at: call)
        }
        switch (receiver, name) {
        case (.string(let s), "uppercased"): return .string(s.uppercased())
        case (.string(let s), "lowercased"): return .string(s.lowercased())
        case (.string(let s), "hasPrefix"): if case .string(let p)? = argument() { return .bool(s.hasPrefix(p)) }
        case (.string(let s), "hasSuffix"): if case .string(let p)? = argument() { return .bool(s.hasSuffix(p)) }
        case (.string(let s), "contains"): if case .string(let p)? = argument() { return .bool(s.contains(p)) }
        case (.string(let s), "prefix"): if case .int(let n)? = argument(), n >= 0 { return .string(String(s.prefix(n))) }
        case (.string(let s), "trimmingCharacters"): return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        // A URL is its address (`URL(string:)`): `host()` is the address's host, nil when it has none.
        case (.string(let s), "host") where call.arguments.isEmpty:
            return URL(string: s)?.host().map(Value.string) ?? Value.null
        case (.array(let a), "enumerated"):
            return .array(a.enumerated().map { .instance(Instance(type: "(offset, element)", fields: ["offset": .int($0.offset), "element": $0.element],
                                                                  order: ["offset", "element"])) })
        case (.array(let a), "reversed"): return .array(a.reversed())
        case (.array(let a), "prefix"): if case .int(let n)? = argument(), n >= 0 { return .array(Array(a.prefix(n))) }
        case (.array(let a), "suffix"): if case .int(let n)? = argument(), n >= 0 { return .array(Array(a.suffix(n))) }
        case (.array(let a), "dropFirst"): return .array(Array(a.dropFirst(intArgument(argument()) ?? 1)))
        case (.array(let a), "dropLast"): return .array(Array(a.dropLast(intArgument(argument()) ?? 1)))
        case (.array(let a), "joined"):
            let separator: String
            if case .string(let s)? = argument() { separator = s } else { separator = "" }
            let strings = a.compactMap { if case .string(let s) = $0 { s } else { nil } }
            return strings.count == a.count ? .string(strings.joined(separator: separator)) : nil
        case (.array(let a), "contains") where closure == nil:
            guard let wanted = argument() else { return nil }
            return .bool(a.contains { $0.equals(wanted) == true })
        case (.array(let a), "reduce"):
            // `reduce(0, +)` and `reduce(0) { $0 + $1.count }`.
            let list = Array(call.arguments)
            guard let first = list.first, var total = value(first.expression, scope: scope) else { return nil }
            for element in a {
                if list.count == 2, let op = list[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    guard let next = arithmetic(op, total, element) else { return nil }
                    total = next
                } else {
                    guard let next = apply(total, element) else { return nil }
                    total = next
                }
            }
            return total
        case (.array(let a), "max"), (.array(let a), "min"):
            guard closure == nil, call.arguments.isEmpty else { return nil }
            let numbers = a.compactMap(\.number)
            guard numbers.count == a.count else { return nil }
            guard let extreme = name == "max" ? numbers.max() : numbers.min() else { return Value.null }
            return a.first { $0.number == extreme }
        case (.array(let a), "map"), (.array(let a), "compactMap"):
            // `map(\.name)`: a key path as the function.
            if case .keyPath(let path)? = argument() {
                return .array(a.compactMap { $0.following(path) })
            }
            var out: [Value] = []
            for element in a {
                guard let mapped = apply(element) else { return nil }
                if name == "compactMap", case .null = mapped { continue }
                out.append(mapped)
            }
            return .array(out)
        case (.array(let a), "filter"), (.array(let a), "first"), (.array(let a), "contains"), (.array(let a), "allSatisfy"):
            var kept: [Value] = []
            for element in a {
                guard case .bool(let holds)? = apply(element) else { return nil }
                if holds { kept.append(element) }
            }
            switch name {
            case "filter": return .array(kept)
            case "first": return kept.first ?? Value.null
            case "contains": return .bool(!kept.isEmpty)
            default: return .bool(kept.count == a.count)
            }
        case (.array(let a), "sorted") where closure == nil:
            let numbers = a.compactMap(\.number)
            if numbers.count == a.count { return .array(a.sorted { $0.number! < $1.number! }) }
            let strings = a.compactMap { if case .string(let s) = $0 { s } else { nil } }
            return strings.count == a.count ? .array(strings.sorted().map(Value.string)) : nil
        case (.instance(let defaults), _) where defaults.type == "UserDefaults":
            // A fresh install's defaults (`freshDefaults`): every key is missing.
            switch name {
            case "bool": return .bool(false)
            case "integer": return .int(0)
            case "double", "float": return .double(0)
            case "object", "string", "array", "dictionary", "data", "url", "stringArray": return Value.null
            default: return nil
            }
        case (.null, _): return Value.null   // an optional chain on nil
        case (_, "map") where closure != nil:
            // `Optional.map { … }` on a value that is there.
            return apply(receiver)
        case (.double(let d), "rounded"):
            // `rounded()` rounds half away from zero, as Swift's default rule (`.toNearestOrAwayFromZero`) does.
            guard let rule = call.arguments.first.map({ SwiftUIInterpreter.Literal.memberName($0.expression, qualifiers: ["FloatingPointRoundingRule"]) })
                    ?? "toNearestOrAwayFromZero" else { return nil }
            let rules: [String: FloatingPointRoundingRule] = [
                "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up, "down": .down,
                "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            ]
            return rules[rule].map { .double(d.rounded($0)) }
        case (.int(let n), "formatted") where call.arguments.isEmpty:
            // As `Text(n, format: .number)`: grouped in the scenario's locale.
            return .string(NumberLocale(scope.context?.environment.values["locale"]).integer(n))
        case (.double(let d), "formatted") where call.arguments.isEmpty:
            return .string(NumberLocale(scope.context?.environment.values["locale"]).decimal(d))
        default:
            return nil
        }
        return nil
    }

    static func intArgument(_ value: Value?) -> Int? {
        if case .int(let n)? = value, n >= 0 { return n }
        return nil
    }
}
