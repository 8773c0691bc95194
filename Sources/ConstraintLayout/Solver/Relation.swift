/// The relation of a linear constraint: `lhs == rhs`, `lhs <= rhs` or `lhs >= rhs`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation after both sides are multiplied by a negative number.
    public var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
