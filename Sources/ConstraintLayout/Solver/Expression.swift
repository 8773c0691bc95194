/// A solver variable: a handle created by `ConstraintSolver.makeVariable(_:)`.
public struct Variable: Sendable, Hashable, CustomStringConvertible {
    /// Index into the solver's variable table.
    public let index: Int
    public let name: String

    public var description: String { name }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// `constant + Σ coefficient·variable`. Terms on the same variable are kept separate until the solver merges them.
public struct LinearExpression: Sendable, Equatable {
    public struct Term: Sendable, Equatable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    public static func * (factor: Double, rhs: LinearExpression) -> LinearExpression { rhs * factor }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + constant)
    }

    public static func - (lhs: LinearExpression, constant: Double) -> LinearExpression { lhs + -constant }

    /// The value under an assignment of the variables.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func * (factor: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) * factor }
}

/// `expression RELATION 0` at a priority: the solver's input. Build with `Constraint(lhs, .equal, rhs)`.
public struct Constraint: Sendable, Equatable {
    /// `lhs − rhs`.
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Priority

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(lhs, relation, LinearExpression(constant: rhs), priority: priority)
    }

    public init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, priority: Priority = .required) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }

    /// How far the constraint is from holding: 0 when it holds, else the absolute violation.
    public func violation(_ valueOf: (Variable) -> Double) -> Double {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

/// The handle of an added constraint, for removal and for reports.
public struct ConstraintID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: Int
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
