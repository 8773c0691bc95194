import Foundation

extension OrderingAtlas {
    /// Which value the expected length equals: the "winner" put in parentheses in the caption.
    enum Winner: Sendable, Equatable {
        /// A group of the ordering (all its roles are equal, so the whole tie is the winner).
        case group(Int)
        /// A length that is none of the ordered values, always below all of them:
        /// "0" (a Rectangle proposed 0), "10" (a Rectangle proposed nil), "…" (a Text proposed 0
        /// shows one truncated character) or "1 line" (a Text proposed height 0 keeps one line).
        case pseudo(String)
    }
}

extension OrderingAtlas.Case {
    /// The winner, found by value: the truncated Text answers exactly its proposal because every value
    /// is a multiple of the character width and line height, so "(parent)" also covers a Text that
    /// was proposed the parent's length and truncated.
    var winner: OrderingAtlas.Winner? {
        let length = expected
        let v = values
        if let index = ordering.groups.firstIndex(where: { v[$0[0]] == length }) { return .group(index) }
        switch (family.child, length) {
        case (_, 0): return .pseudo("0")
        case (.rectangle, 10): return .pseudo("10")
        case (.text, 10) where family.dimension == .width: return .pseudo("…")
        case (.text, 20) where family.dimension == .height: return .pseudo("1 line")
        default: return nil
        }
    }

    /// The seeds' notation: the ordering with "<" and "=", the winner in parentheses, and a
    /// "parent 0: " or "nil parent: " prefix for the special proposals.
    var caption: String {
        let w = winner
        var parts: [String] = []
        if case let .pseudo(label)? = w { parts.append("(\(label))") }
        for (index, group) in ordering.groups.enumerated() {
            let names = group.map(\.rawValue).joined(separator: " = ")
            parts.append(w == .group(index) ? "(\(names))" : names)
        }
        let body = parts.joined(separator: " < ")
        switch parent {
        case .finite: return body
        case .zero: return "parent 0: " + body
        case .unspecified: return "nil parent: " + body
        }
    }

    /// Kebab-case id from the ordering alone (unique in a file): `intrinsic-lt-min-lt-parent`,
    /// `zero-parent-min-eq-max`, `nil-parent-intrinsic-lt-max`.
    var id: String {
        let body = ordering.groups.map { $0.map(\.rawValue).joined(separator: "-eq-") }.joined(separator: "-lt-")
        let prefix: String
        switch parent {
        case .finite: prefix = ""
        case .zero: prefix = "zero-parent"
        case .unspecified: prefix = "nil-parent"
        }
        return [prefix, body].filter { !$0.isEmpty }.joined(separator: "-")
    }
}
