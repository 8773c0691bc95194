/// Solves one connected group of views-on-an-axis with its own `ConstraintSolver`.
struct GroupSolver {
    var problem: AutoLayoutProblem
    /// All constraints (system then written); `group.constraintIndices` index into it.
    var constraints: [LayoutConstraint]
    var group: ConstraintGroup

    struct Outcome {
        var placements: [(view: Int, axis: LayoutAttribute.Axis, position: Double, size: Double)] = []
        var reports: [(Int, ConstraintReport)] = []
        var conflicts: [ConstraintConflict] = []
        var ambiguous: [(view: String, attribute: String)] = []
        /// The work it took (`SolverStatistics.cellsRewritten`: the solve and the ambiguity checks).
        var work = 0
    }

    /// Throws `workLimitExceeded` once solving and checking the group take more than `workLimit`.
    func solve(workLimit: Int? = nil) throws(SolveFailure) -> Outcome {
        var solver = ConstraintSolver()
        solver.workLimit = workLimit
        var variables: [GroupNode: AxisVariables] = [:]
        for (index, axis) in group.nodes {
            let name = problem.views[index].name
            let (positionName, sizeName) = Self.names(axis)
            variables[GroupNode(view: name, axis: axis)] = AxisVariables(
                position: solver.makeVariable("\(name).\(positionName)"), size: solver.makeVariable("\(name).\(sizeName)"))
        }
        let expressions = AttributeExpressions(
            settings: problem.settings,
            viewsByName: Dictionary(problem.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            variables: variables)
        var outcome = Outcome()
        var added: [(index: Int, id: ConstraintID)] = []
        var addedIndex: [ConstraintID: Int] = [:]  // the constraint each solver id stands for
        var broken: Set<Int> = []
        for index in group.constraintIndices {
            let constraint = expressions.solverConstraint(constraints[index])
            do {
                let id = try solver.add(constraint)
                added.append((index, id))
                addedIndex[id] = index
            } catch .workLimitExceeded {
                throw .workLimitExceeded(constraint: constraints[index])
            } catch {
                // Only a required constraint can fail; it is the newest of its conflict, so it is the one broken.
                broken.insert(index)
                var explanation: [Int] = []
                if case .unsatisfiable(let ids) = error {
                    explanation = ids.compactMap { addedIndex[$0] }
                }
                let set = ConflictMinimizer.minimalSet(
                    failing: index, explanation: explanation,
                    fallback: { added.map(\.index).filter { constraints[$0].priority.isRequired } },
                    solverConstraint: { expressions.solverConstraint(constraints[$0]) })
                outcome.conflicts.append(ConstraintConflict(constraints: set, broken: index))
            }
        }
        let values = solver.values()
        func value(_ variable: Variable) -> Double { values[variable.index] }
        let nodeVariables = group.nodes.map { index, axis in variables[GroupNode(view: problem.views[index].name, axis: axis)]! }
        // Asked of all the group's variables at once: most are settled without an LP each (`areAmbiguous`).
        let checked: (answers: [Bool], work: Int)
        do {
            checked = try solver.ambiguity(of: nodeVariables.flatMap { [$0.position, $0.size] },
                                           workLimit: workLimit.map { max(0, $0 - solver.statistics.cellsRewritten) })
        } catch {
            throw .workLimitExceeded(constraint: nil)  // the only error the checks throw
        }
        let ambiguous = checked.answers
        outcome.work = solver.statistics.cellsRewritten + checked.work
        for (node, ((index, axis), v)) in zip(group.nodes, nodeVariables).enumerated() {
            let name = problem.views[index].name
            let (positionName, sizeName) = Self.names(axis)
            outcome.placements.append((index, axis, value(v.position), value(v.size)))
            if ambiguous[2 * node] { outcome.ambiguous.append((name, positionName)) }
            if ambiguous[2 * node + 1] { outcome.ambiguous.append((name, sizeName)) }
        }
        for index in group.constraintIndices {
            let solverConstraint = expressions.solverConstraint(constraints[index])
            let difference = solverConstraint.expression.value(value)
            let error = solverConstraint.violation(value)
            let status: ConstraintReport.Status =
                broken.contains(index) ? .broken : (error > 1e-6 ? .unsatisfied : .satisfied)
            // In right-to-left, leading/trailing constraints are solved mirrored: report the difference as written.
            let mirrored = isMirrored(constraints[index])
            outcome.reports.append((index, ConstraintReport(
                constraint: constraints[index], status: status, difference: mirrored ? -difference : difference,
                error: error, isActive: abs(difference) < 1e-6)))
        }
        return outcome
    }

    static func names(_ axis: LayoutAttribute.Axis) -> (position: String, size: String) {
        axis == .horizontal ? ("x", "width") : ("y", "height")
    }

    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        problem.settings.direction == .rightToLeft
            && (constraint.first.attribute.isDirectional || (constraint.second?.attribute.isDirectional ?? false))
    }
}

/// Shrinks an explanation of a failed add to a minimal conflicting set with a deletion filter: drop each member in
/// turn and keep it out if the rest still cannot hold. Every check is a fresh solve of a handful of constraints, over
/// only the variables they use: making all of a large group's variables for each check made every conflict cost
/// the size of its group.
enum ConflictMinimizer {
    /// `fallback`, the required constraints added before, is asked for only when the explanation is not a conflict.
    static func minimalSet(failing: Int, explanation: [Int], fallback: () -> [Int],
                           solverConstraint: (Int) -> Constraint) -> [Int] {
        func feasible(_ members: [Int]) -> Bool {
            let constraints = members.map(solverConstraint)
            // The variables they use, numbered in their original order, so the solver meets them as before.
            let used = Set(constraints.flatMap { $0.expression.terms.map(\.variable.index) }).sorted()
            var solver = ConstraintSolver()
            var renumbered: [Int: Variable] = [:]
            for index in used { renumbered[index] = solver.makeVariable("v\(index)") }
            do {
                for var constraint in constraints {
                    constraint.expression.terms = constraint.expression.terms.map {
                        LinearExpression.Term(renumbered[$0.variable.index]!, $0.coefficient)
                    }
                    try solver.add(constraint)
                }
                return true
            } catch {
                return false
            }
        }
        var set = explanation + [failing]
        if feasible(set) { set = fallback() + [failing] }
        var index = 0
        while index < set.count - 1 {
            var without = set
            without.remove(at: index)
            if !feasible(without) {
                set = without
            } else {
                index += 1
            }
        }
        return set.sorted()
    }
}
