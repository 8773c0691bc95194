import LayoutCore
import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// A value a view computes with: a number or string from literals and loop variables, a GeometryReader's
    /// proxy, and for the app's own code booleans, optionals, arrays, instances of its structs, enum cases,
    /// views already built, and Swift kept as written until it is used (`Deferred`).
    indirect enum Value: @unchecked Sendable {
        case int(Int)
        case double(Double)
        case string(String)
        /// A `CGSize` (a proxy's `size`): `.width` and `.height` are its numbers.
        case size(width: Double, height: Double)
        /// A `GeometryProxy`: its reader's `size` and `safeAreaInsets`.
        case proxy(ReaderGeometry)
        /// `EdgeInsets` (a proxy's `safeAreaInsets`): `.top`, `.leading`, `.bottom`, `.trailing` are its numbers.
        case insets(EdgeInsets)
        case bool(Bool)
        /// `nil`; an optional that holds a value is that value.
        case null
        case array([Value])
        case instance(Instance)
        case enumCase(EnumValue)
        /// A key path: `\.id` is `["id"]`, `\.self` is `[]`.
        case keyPath([String])
        /// Views already built: `self` in a `View` extension, `content` in a `ViewModifier`, a style's label.
        case views([ViewNode])
        /// View-builder statements to walk where the value is used as a view: a `some View` property's getter,
        /// a `@ViewBuilder` function's body, a content closure.
        case viewCode(statements: CodeBlockItemListSyntax, scope: Scope)
        /// Swift kept as written, with its scope: a SwiftUI value (`Font.system(size: 20)`), a closure.
        case deferred(Deferred)

        var number: Double? {
            switch self {
            case .int(let i): Double(i)
            case .double(let d): d
            default: nil
            }
        }

        var isDouble: Bool {
            if case .double = self { return true }
            return false
        }

        /// As Swift's string interpolation prints it: `3`, `2.5`, `1.0`, `abc`, `true`, `nil`, `[1, 2]`, `medium`.
        var interpolated: String {
            switch self {
            case .int(let i): String(i)
            case .double(let d): d.description
            case .string(let s): s
            case .size(let w, let h): "(\(w), \(h))"
            case .proxy(let g): "(\(g.size.width), \(g.size.height))"
            case .insets(let i): "(\(i.top), \(i.leading), \(i.bottom), \(i.trailing))"
            case .bool(let b): b ? "true" : "false"
            case .null: "nil"
            case .array(let values): "[" + values.map(\.debugText).joined(separator: ", ") + "]"
            case .instance(let instance):
                "\(instance.type)(" + instance.order.compactMap { name in
                    instance.fields[name].map { "\(name): \($0.debugText)" }
                }.joined(separator: ", ") + ")"
            case .enumCase(let value):
                value.associated.isEmpty ? value.name : value.name + "(" + value.associated.map(\.debugText).joined(separator: ", ") + ")"
            case .keyPath(let path): "\\." + (path.isEmpty ? "self" : path.joined(separator: "."))
            case .views: "some View"
            case .viewCode: "some View"
            case .deferred(let d): d.expression.trimmedDescription
            }
        }

        /// As Swift prints a value inside a collection: strings quoted.
        var debugText: String {
            if case .string(let s) = self { return Escaping.swiftLiteral(s) }
            return interpolated
        }

        /// `==` on the values Swift can compare; nil when the two cannot be compared here.
        func equals(_ other: Value) -> Bool? {
            switch (self, other) {
            case let (.int(a), .int(b)): return a == b
            case let (.string(a), .string(b)): return a == b
            case let (.bool(a), .bool(b)): return a == b
            case (.null, .null): return true
            case (.null, _), (_, .null): return false
            case let (.enumCase(a), .enumCase(b)):
                if let ra = a.rawValue, let rb = b.rawValue, a.name != b.name { return ra.equals(rb) }
                guard a.name == b.name, a.associated.count == b.associated.count else { return false }
                for (x, y) in zip(a.associated, b.associated) { guard x.equals(y) == true else { return false } }
                return true
            // An option set against one option: `redactionReasons == .placeholder`.
            case let (.array(set), .enumCase(option)), let (.enumCase(option), .array(set)):
                return set.count == 1 && set[0].equals(.enumCase(option)) == true
            case let (.array(a), .array(b)):
                guard a.count == b.count else { return false }
                for (x, y) in zip(a, b) { guard let same = x.equals(y) else { return nil }; if !same { return false } }
                return true
            case let (.instance(a), .instance(b)):
                guard a.type == b.type else { return false }
                for name in a.order { guard let x = a.fields[name], let y = b.fields[name], x.equals(y) == true else { return false } }
                return true
            default:
                if let a = number, let b = other.number { return a == b }
                return nil
            }
        }

        /// A dictionary's entry, as iterating it gives: `.key` and `.value`. A dictionary is an array of these.
        static func pair(key: Value, value: Value) -> Value {
            .instance(Instance(type: pairType, fields: ["key": key, "value": value], order: ["key", "value"]))
        }

        static let pairType = "(key, value)"

        /// The entries of a dictionary (an array of pairs; an empty array is an empty dictionary), nil for other values.
        var dictionaryEntries: [(key: Value, value: Value)]? {
            guard case .array(let elements) = self else { return nil }
            var entries: [(key: Value, value: Value)] = []
            for element in elements {
                guard case .instance(let pair) = element, pair.type == Self.pairType,
                      let key = pair.fields["key"], let value = pair.fields["value"] else { return nil }
                entries.append((key, value))
            }
            return entries
        }

        /// The element of a key path: `\.id` of an instance is its `id`; `\.self` is the element itself.
        func following(_ path: [String]) -> Value? {
            var current = self
            for component in path {
                switch current {
                case .instance(let instance):
                    guard let next = instance.fields[component] else { return nil }
                    current = next
                default:
                    return nil
                }
            }
            return current
        }
    }
}
