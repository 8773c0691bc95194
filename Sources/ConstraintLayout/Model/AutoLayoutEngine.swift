/// Solves an Auto Layout problem the way UIKit does: required constraints must hold, optional ones are met in
/// priority order (lexicographically), a conflict among required constraints is explained by a minimal set and
/// resolved by breaking its newest written constraint, and undetermined attributes are reported as ambiguous.
///
/// The horizontal and vertical systems, and within each the groups of views no constraint connects, are solved by
/// separate solvers, so the cost grows with the size of a connected group rather than of the whole layout.
public enum AutoLayoutEngine {
    public static func solve(_ problem: AutoLayoutProblem) throws(InvalidConstraint) -> AutoLayoutSolution {
        do {
            return try solve(problem, workLimit: nil)
        } catch .invalid(let error) {
            throw error
        } catch {
            fatalError("unreachable: without a work limit, only an invalid constraint stops a solve (\(error))")
        }
    }

    /// `solve`, stopping with `workLimitExceeded` once solving and checking the solution take more than `workLimit`
    /// (`SolverStatistics.cellsRewritten`, summed over the groups): some systems cost far more than their size
    /// suggests (many competing priorities, a stack view whose views all share one size), so a caller that solves
    /// what others write bounds the work as well as the size.
    public static func solve(_ problem: AutoLayoutProblem, workLimit: Int?) throws(SolveFailure) -> AutoLayoutSolution {
        let viewCount = problem.views.count
        let names = Set(problem.views.map(\.name))
        let guides = problem.views.guideNames
        for (index, constraint) in problem.constraints.enumerated() {
            if let message = ConstraintValidation.problem(constraint, views: names, guides: guides) {
                throw .invalid(InvalidConstraint(index: index, message: message))
            }
        }
        let (problem, system) = problem.withSystemConstraints()
        let all = system + problem.constraints
        var frames = problem.views.map { _ in SolvedFrame(x: 0, y: 0, width: 0, height: 0) }
        var reports = all.map {
            ConstraintReport(constraint: $0, status: .satisfied, difference: 0, error: 0, isActive: false)
        }
        var conflicts: [ConstraintConflict] = []
        var ambiguous: [String: [String]] = [:]
        var work = 0
        for group in ConstraintGroups.groups(views: problem.views, constraints: all) {
            let outcome = try GroupSolver(problem: problem, constraints: all, group: group)
                .solve(workLimit: workLimit.map { max(0, $0 - work) })
            work += outcome.work
            for placement in outcome.placements {
                if placement.axis == .horizontal {
                    frames[placement.view].x = placement.position
                    frames[placement.view].width = placement.size
                } else {
                    frames[placement.view].y = placement.position
                    frames[placement.view].height = placement.size
                }
            }
            for (index, report) in outcome.reports { reports[index] = report }
            conflicts += outcome.conflicts
            for (view, attribute) in outcome.ambiguous { ambiguous[view, default: []].append(attribute) }
        }
        for (view, attributes) in ambiguous {
            let order = ["x", "width", "y", "height"]
            ambiguous[view] = attributes.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
        }
        // The stack views' hidden guides were solved too; only the problem's own views are reported.
        let ambiguities = problem.views.prefix(viewCount).compactMap { view in
            ambiguous[view.name].map { Ambiguity(view: view.name, attributes: $0) }
        }
        conflicts.sort { $0.broken < $1.broken }
        return AutoLayoutSolution(frames: Array(frames.prefix(viewCount)), reports: reports, conflicts: conflicts,
                                  ambiguities: ambiguities)
    }
}

extension AutoLayoutEngine {
    /// UIKit's `constraintsAffectingLayout(for:)` (seed 004's first debugging aid): the constraints that can move or
    /// resize `view` on `axis` — every constraint of the group of views-on-an-axis it is solved with, system
    /// (intrinsic size) constraints included. Indices into `AutoLayoutSolution.reports`; nil for an unknown view.
    public static func constraintsAffecting(_ view: String, _ axis: LayoutAttribute.Axis,
                                            in problem: AutoLayoutProblem) -> [Int]? {
        guard let index = problem.views.firstIndex(where: { $0.name == view }) else { return nil }
        let (problem, system) = problem.withSystemConstraints()
        let all = system + problem.constraints
        let group = ConstraintGroups.groups(views: problem.views, constraints: all)
            .first { $0.nodes.contains { $0.view == index && $0.axis == axis } }
        return group?.constraintIndices.sorted() ?? []
    }
}

extension AutoLayoutProblem {
    /// The constraints the system adds before the written ones — each view's intrinsic size, then each stack view's
    /// `UISV-` constraints — and the problem with the stack views' hidden guides appended to its views.
    func withSystemConstraints() -> (AutoLayoutProblem, [LayoutConstraint]) {
        var expanded = self
        var system = views.flatMap(\.intrinsicConstraints)
        let stacks = views.filter { $0.stack != nil }
        guard !stacks.isEmpty else { return (expanded, system) }
        let byName = Dictionary(views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for view in stacks {
            let (constraints, guides) = StackViewConstraints.constraints(for: view, in: byName)
            system += constraints
            expanded.views += guides
        }
        return (expanded, system)
    }
}

/// Views-on-an-axis connected by constraints (union–find). The container is a constant and connects nothing; an
/// aspect ratio (width to height) connects a view's two axes.
struct ConstraintGroup {
    var nodes: [(view: Int, axis: LayoutAttribute.Axis)]
    var constraintIndices: [Int]
}

enum ConstraintGroups {
    static func groups(views: [LayoutView], constraints: [LayoutConstraint]) -> [ConstraintGroup] {
        // A name given twice (possible in a problem built in Swift) means its first view, never a trap.
        let indexOf = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func node(_ anchor: LayoutAnchor) -> Int? {
            indexOf[anchor.owner].map { $0 * 2 + (anchor.attribute.axis == .horizontal ? 0 : 1) }
        }
        var parent = Array(0..<(views.count * 2))
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for constraint in constraints {
            let members = [constraint.first, constraint.second].compactMap { $0 }.compactMap(node)
            for member in members.dropFirst() { parent[root(member)] = root(members[0]) }
        }
        var groupOfRoot: [Int: Int] = [:]
        var groups: [ConstraintGroup] = []
        for index in parent.indices {
            let r = root(index)
            let entry = (view: index / 2, axis: index % 2 == 0 ? LayoutAttribute.Axis.horizontal : .vertical)
            if let existing = groupOfRoot[r] {
                groups[existing].nodes.append(entry)
            } else {
                groupOfRoot[r] = groups.count
                groups.append(ConstraintGroup(nodes: [entry], constraintIndices: []))
            }
        }
        for (index, constraint) in constraints.enumerated() {
            let first = [constraint.first, constraint.second].compactMap { $0 }.compactMap(node).first!
            groups[groupOfRoot[root(first)]!].constraintIndices.append(index)
        }
        return groups
    }
}
