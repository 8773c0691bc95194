/// Why the solver refused an operation. The solver's state is unchanged after any of these (adds are transactional).
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists the added constraints that, with the new one, explain the conflict (Cassowary's
    /// explanation: the markers left in the failing row); minimise it with `ConflictMinimizer`.
    case unsatisfiable(conflicting: [ConstraintID])
    case unknownConstraint(ConstraintID)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are always optional: a required edit could not be suggested without breaking something.
    case badRequiredStrength
    case invalidPriority(Priority)
    /// An invariant of the simplex broke (unbounded objective, failed dual step); a bug, reported rather than trapped.
    case internalError(String)
    /// Optimising took more work than `ConstraintSolver.workLimit` allows; the solver is left mid-solve.
    case workLimitExceeded

    public var description: String {
        switch self {
        case .unsatisfiable(let set): return "unable to satisfy the constraint (conflicts with \(set.map(\.description).joined(separator: ", ")))"
        case .unknownConstraint(let id): return "unknown constraint \(id)"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .badRequiredStrength: return "an edit variable cannot be required"
        case .invalidPriority(let p): return "priority \(p) is outside 1…1000"
        case .internalError(let message): return "internal solver error: \(message)"
        case .workLimitExceeded: return "solving took more work than allowed"
        }
    }
}
