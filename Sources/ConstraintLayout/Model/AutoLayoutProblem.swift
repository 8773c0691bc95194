/// Everything an Auto Layout scenario says: views, constraints in the order written, and the container.
public struct AutoLayoutProblem: Sendable, Hashable {
    public var views: [LayoutView]
    public var constraints: [LayoutConstraint]
    public var settings: AutoLayoutSettings

    public init(views: [LayoutView], constraints: [LayoutConstraint], settings: AutoLayoutSettings = AutoLayoutSettings()) {
        self.views = views
        self.constraints = constraints
        self.settings = settings
    }
}

/// How one constraint fared in the solution.
public struct ConstraintReport: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        /// It holds.
        case satisfied
        /// An optional constraint the solver could not meet: its error was traded for higher priorities.
        case unsatisfied
        /// A required constraint broken to resolve a conflict (Apple: "Will attempt to recover by breaking").
        case broken
    }

    public var constraint: LayoutConstraint
    public var status: Status
    /// `first − (multiplier × second + constant)` in the solution (0 when an equality holds).
    public var difference: Double
    /// How far it is from holding (0 when it holds).
    public var error: Double
    /// Whether it holds with equality, i.e. it pins something in the solution.
    public var isActive: Bool
}

/// A set of required constraints that cannot hold together, minimal (drop any one and the rest can), and the one
/// FrameLab broke: the newest written one, as Apple breaks one and logs the set.
public struct ConstraintConflict: Sendable, Hashable {
    /// Indices into `AutoLayoutSolution.reports`, in the order written.
    public var constraints: [Int]
    public var broken: Int
}

/// A view attribute its constraints do not determine (more than one optimal layout).
public struct Ambiguity: Sendable, Hashable {
    public var view: String
    /// "x", "width", "y", "height".
    public var attributes: [String]
}

public struct SolvedFrame: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

public struct AutoLayoutSolution: Sendable, Hashable {
    /// One frame per view, in the order of `AutoLayoutProblem.views`.
    public var frames: [SolvedFrame]
    /// The system constraints (intrinsic size, per view in order, then each stack view's) followed by the written ones,
    /// in order.
    public var reports: [ConstraintReport]
    public var conflicts: [ConstraintConflict]
    public var ambiguities: [Ambiguity]
}

/// A constraint that breaks Apple's rules (see `ConstraintValidation`), with its index in the written constraints.
public struct InvalidConstraint: Error, Sendable, Hashable {
    public var index: Int
    public var message: String
}

/// Why `AutoLayoutEngine.solve(_:workLimit:)` gave no solution.
public enum SolveFailure: Error, Sendable, Hashable {
    /// A constraint breaks Apple's rules.
    case invalid(InvalidConstraint)
    /// Solving took more than the work limit: `constraint` was being added (a system or a written one), or, when
    /// nil, the solution was being checked for ambiguity.
    case workLimitExceeded(constraint: LayoutConstraint?)
}
