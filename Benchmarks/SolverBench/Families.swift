import ConstraintLayout

/// The kiwi benchmark families of `shared/bench/kiwi_bench.py`, built with the same variables, constraints and
/// order, and checked against the same optimum.
struct FamilyProblem {
    var solver = ConstraintSolver()
    var containerLeft: Variable
    var containerWidth: Variable
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var constraints: [Constraint] = []

    init(viewCount: Int) {
        containerLeft = solver.makeVariable("c.left")
        containerWidth = solver.makeVariable("c.width")
        for index in 0..<viewCount {
            lefts.append(solver.makeVariable("v\(index).left"))
            widths.append(solver.makeVariable("v\(index).width"))
        }
    }

    static let weak = Priority(1)

    /// One chain of views `range` closed by a pin to the container (the "chain" and "rows10" families).
    mutating func appendChain(_ range: Range<Int>) {
        var previousRight = LinearExpression(containerLeft)
        for index in range {
            constraints.append(Constraint(LinearExpression(lefts[index]), .greaterThanOrEqual, previousRight + 8))
            constraints.append(Constraint(widths[index], .greaterThanOrEqual, 20))
            constraints.append(Constraint(widths[index], .equal, 100, priority: Self.weak))
            previousRight = lefts[index] + widths[index]
        }
        constraints.append(Constraint(containerLeft + containerWidth, .equal, previousRight + 8))
    }

    static func chain(_ n: Int, width: Double?) -> FamilyProblem {
        var problem = FamilyProblem(viewCount: n)
        problem.constraints.append(Constraint(problem.containerLeft, .equal, 0))
        if let width { problem.constraints.append(Constraint(problem.containerWidth, .equal, width)) }
        problem.appendChain(0..<n)
        return problem
    }

    static func rows(_ n: Int, width: Double, perRow: Int = 10) -> FamilyProblem {
        var problem = FamilyProblem(viewCount: n)
        problem.constraints.append(Constraint(problem.containerLeft, .equal, 0))
        problem.constraints.append(Constraint(problem.containerWidth, .equal, width))
        for row in 0..<(n / perRow) { problem.appendChain(row * perRow..<(row + 1) * perRow) }
        return problem
    }

    static func flat(_ n: Int, width: Double) -> FamilyProblem {
        var problem = FamilyProblem(viewCount: n)
        let left = problem.containerLeft, containerWidth = problem.containerWidth
        problem.constraints.append(Constraint(left, .equal, 0))
        problem.constraints.append(Constraint(containerWidth, .equal, width))
        for index in 0..<n {
            problem.constraints.append(Constraint(LinearExpression(problem.lefts[index]), .equal, left + 8))
            problem.constraints.append(Constraint(problem.widths[index], .greaterThanOrEqual, 20))
            problem.constraints.append(Constraint(problem.widths[index], .equal, 100, priority: weak))
            problem.constraints.append(
                Constraint(problem.lefts[index] + problem.widths[index], .lessThanOrEqual, left + containerWidth - 8))
        }
        return problem
    }
}

enum CheckFailure: Error, CustomStringConvertible {
    case mismatch(String)
    var description: String {
        switch self { case .mismatch(let message): return message }
    }
}

/// kiwi_bench.py's `check_chain`: feasibility and the optimal total width max(20N, min(100N, W − 8(N+1))).
func checkChain(_ values: [Double], _ problem: FamilyProblem, range: Range<Int>, width: Double) throws -> Double {
    let left = values[problem.containerLeft.index], containerWidth = values[problem.containerWidth.index]
    guard abs(left) < 1e-6, abs(containerWidth - width) < 1e-3 else {
        throw CheckFailure.mismatch("container \(left), \(containerWidth) ≠ 0, \(width)")
    }
    var previous = left
    var total = 0.0
    for index in range {
        let viewLeft = values[problem.lefts[index].index], viewWidth = values[problem.widths[index].index]
        guard viewLeft >= previous + 8 - 1e-6, viewWidth >= 20 - 1e-6 else {
            throw CheckFailure.mismatch("view \(index) infeasible: left \(viewLeft), width \(viewWidth)")
        }
        previous = viewLeft + viewWidth
        total += viewWidth
    }
    guard abs(left + containerWidth - (previous + 8)) < 1e-3 else {
        throw CheckFailure.mismatch("chain not pinned: \(previous + 8) ≠ \(left + containerWidth)")
    }
    let n = Double(range.count)
    let expected = max(20 * n, min(100 * n, width - 8 * (n + 1)))
    guard abs(total - expected) < 1e-3 * max(1, n) else {
        throw CheckFailure.mismatch("Σ widths \(total), optimum \(expected)")
    }
    return total
}

func checkFlat(_ values: [Double], _ problem: FamilyProblem, width: Double) throws -> Double {
    let expected = max(20, min(100, width - 16))
    var total = 0.0
    for index in problem.lefts.indices {
        let left = values[problem.lefts[index].index], viewWidth = values[problem.widths[index].index]
        guard abs(left - 8) < 1e-6, abs(viewWidth - expected) < 1e-6 else {
            throw CheckFailure.mismatch("view \(index): left \(left), width \(viewWidth), expected width \(expected)")
        }
        total += viewWidth
    }
    return total
}
