/// A deterministic random system of mostly optional constraints: the `random-optional` and `random-priority`
/// families of SolverBench, the regression tests, and (the same sequence, reimplemented) Benchmarks/kiwi_random.py.
///
/// Keep this and `random_optional_system` in kiwi_random.py in step: both draw the same SplitMix64 numbers in the
/// same order and only use integer arithmetic plus one division by 100, so both languages build identical systems.
///
/// With `n` optional constraints there are `max(2, n / 20)` variables `x_i` unless told otherwise (about forty
/// constraints per variable, which made the old solver take 30 s for n = 2,000), each with the required bounds
/// `0 <= x_i <= 1000` (added first, so the system is always feasible and bounded). Then, per optional constraint,
/// five draws: kind, i, j (≠ i), constant, priority:
/// - kind 0: `x_i + c <= x_j`, c in 0…100;
/// - kind 1: `x_i == c`, c in 0…1000 (j is drawn and unused);
/// - kind 2: `x_i - x_j >= c`, c in −100…100.
/// Priorities are 750, 500 or 250 (`.strengths`, kiwi's strong, medium, weak) or 1.00…998.99 in steps of 0.01
/// (`.random`: odd values, almost one level per constraint).
public struct RandomOptionalSystem: Sendable {
    public enum Priorities: Sendable { case strengths, random }

    public var variableCount: Int
    /// Indexed like the solver's variables when added to a fresh solver in order (`Variable.index == i`).
    public var constraints: [Constraint]

    public init(optionalCount n: Int, variableCount: Int? = nil, seed: UInt64, priorities: Priorities = .strengths) {
        var rng = SplitMix64(seed: seed)
        var scratch = ConstraintSolver()  // only to mint Variable handles with the right indices
        self.variableCount = max(2, variableCount ?? n / 20)
        let x = (0..<self.variableCount).map { scratch.makeVariable("x\($0)") }
        constraints = []
        for variable in x {
            constraints.append(Constraint(variable, .greaterThanOrEqual, 0))
            constraints.append(Constraint(variable, .lessThanOrEqual, 1000))
        }
        let count = UInt64(self.variableCount)
        for _ in 0..<n {
            let kind = rng.next() % 3
            let i = Int(rng.next() % count)
            var j = Int(rng.next() % (count - 1))
            if j >= i { j += 1 }
            let draw = rng.next()
            let priority: Priority
            switch priorities {
            case .strengths: priority = Priority([750, 500, 250][Int(rng.next() % 3)])
            case .random: priority = Priority(1 + Double(rng.next() % 99_800) / 100)
            }
            switch kind {
            case 0:
                let c = Double(draw % 101)
                constraints.append(Constraint(x[i] + c, .lessThanOrEqual, LinearExpression(x[j]), priority: priority))
            case 1:
                constraints.append(Constraint(x[i], .equal, Double(draw % 1001), priority: priority))
            default:
                let c = Double(Int(draw % 201) - 100)
                constraints.append(Constraint(x[i] - x[j], .greaterThanOrEqual, c, priority: priority))
            }
        }
    }
}

/// Sebastiano Vigna's SplitMix64: tiny, seedable and the same in every language (no platform randomness).
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
