import ScenarioKit
import ConstraintLayout
import LayoutCore
import ViewLayout

/// Builds an Auto Layout scenario: parses its constraint block, solves it, and shapes the answer as the same
/// `LayoutResult` a SwiftUI scenario gives (a container node with one node per view), plus the constraint
/// annotations the figure draws and the warnings Apple would log.
public enum ConstraintScenarioBuilder {
    /// The scenario's problem as `build` solves it, for questions asked afterwards (`explain --affecting`); nil when
    /// its constraints have errors (the build reports them).
    static func problem(_ scenario: Scenario) -> AutoLayoutProblem? {
        guard let spec = scenario.constraints else { return nil }
        let parsed = parse(scenario, spec)
        return parsed.errors.isEmpty ? parsed.problem : nil
    }

    /// The constraint block read into a problem with the scenario's settings, and the block's errors.
    static func parse(_ scenario: Scenario, _ spec: ConstraintScenario)
        -> (problem: AutoLayoutProblem, errors: [ConstraintScript.LineError]) {
        let settings = self.settings(scenario, spec)
        let parsed = ConstraintBlock.parse(spec.block, metrics: spec.metrics, views: Set(spec.views.map(\.name)),
                                           settings: settings, superviews: spec.views.superviews, guides: spec.views.guideNames)
        return (AutoLayoutProblem(views: spec.views, constraints: parsed.constraints, settings: settings), parsed.errors)
    }

    static func settings(_ scenario: Scenario, _ spec: ConstraintScenario) -> AutoLayoutSettings {
        AutoLayoutSettings(
            containerWidth: scenario.settings.canvas.width, containerHeight: scenario.settings.canvas.height,
            direction: scenario.settings.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            siblingSpacing: spec.siblingSpacing, containerSpacing: spec.containerSpacing,
            safeArea: DirectionalInsets(top: scenario.settings.safeArea.top, leading: scenario.settings.safeArea.leading,
                                        bottom: scenario.settings.safeArea.bottom, trailing: scenario.settings.safeArea.trailing),
            containerMargins: spec.containerMargins ?? .rootViewMinimumMargins)
    }

    /// The most views (with subviews, arranged subviews and layout guides) and constraints one Auto Layout
    /// scenario may have. A layout of more is not a figure anyone reads, and solving and checking it grows
    /// faster than linearly, so the cap keeps the worst scenario a build accepts to a few seconds, as the
    /// SwiftUI side's cap on `ForEach` expansions does.
    public static let maximumViews = 1_000
    public static let maximumConstraints = 5_000
    /// A stack view's distributions add constraints between every pair of neighbours and solve with many
    /// competing priorities: 250 arranged subviews took 10 s (fillProportionally, debug build), so 200 at most.
    public static let maximumArrangedSubviews = 200
    /// The most work one scenario's solve may take (`SolverStatistics.cellsRewritten`), for what the caps above do
    /// not bound: the simplex's cost depends on the system's shape, not only its size. Many competing priorities
    /// (250 views in a chain with 600 distinct ones: 130 million cells, 6.7 s of a release build) or every view
    /// of a stack sharing one size (fillEqually, 200 views: 54 million, 2.3 s) cost far more than a chain of 1,000
    /// (no rewrites at all). A release build rewrites about 20 million cells a second, so this stops a scenario
    /// after about 3 s of solving (a 1,000-view chain with 600 distinct priorities: 400 s before, now an error
    /// after 4.4 s in all); counted, not timed, so that a scenario stops at the same place on every machine.
    public static let maximumWork = 60_000_000

    static func build(_ scenario: Scenario, _ spec: ConstraintScenario) -> Result<(LayoutResult, [ExpectationFailure]), Diagnostics> {
        if spec.views.count > maximumViews {
            return .failure(Diagnostics([Diagnostic(
                "the scenario has \(spec.views.count) views and layout guides; an Auto Layout scenario may have at most "
                    + "\(maximumViews): split it into scenarios of a part each", at: scenario.location)]))
        }
        if let crowded = spec.views.first(where: { ($0.stack?.arranged.count ?? 0) > maximumArrangedSubviews }) {
            return .failure(Diagnostics([Diagnostic(
                "the stack view '\(crowded.name)' has \(crowded.stack?.arranged.count ?? 0) arranged subviews; a stack view may have "
                    + "at most \(maximumArrangedSubviews): split it into nested stack views or scenarios", at: scenario.location)]))
        }
        let names = Set(spec.views.map(\.name))
        let (problem, errors) = parse(scenario, spec)
        var diagnostics = errors.map { error in
            Diagnostic(error.message, at: location(spec, line: error.line, column: error.column))
        }
        if problem.constraints.count > maximumConstraints {
            return .failure(Diagnostics([Diagnostic(
                "the scenario has \(problem.constraints.count) constraints; an Auto Layout scenario may have at most "
                    + "\(maximumConstraints): split it into scenarios of a part each", at: scenario.location)]))
        }
        // Constants and multipliers beyond ±1e15 (from equations, VFL or metrics) would overflow the solver's sums.
        for constraint in problem.constraints {
            if let problem = [constraint.constant, constraint.multiplier].lazy.compactMap(NumberLimits.problem).first {
                diagnostics.append(Diagnostic(problem, at: location(spec, line: constraint.source.line, column: constraint.source.column)))
            }
        }
        for expectation in scenario.expectations where !names.contains(expectation.name) {
            let known = spec.views.map { "'\($0.name)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic("unknown name '\(expectation.name)' in 'expect'; the views are \(known)",
                                          at: expectation.nameLocation))
        }
        guard diagnostics.isEmpty else { return .failure(Diagnostics(diagnostics)) }
        let solution: AutoLayoutSolution
        do {
            solution = try AutoLayoutEngine.solve(problem, workLimit: maximumWork)
        } catch {
            switch error {
            case .invalid(let error):
                let source = problem.constraints[error.index].source
                return .failure(Diagnostics([Diagnostic(error.message, at: location(spec, line: source.line, column: source.column))]))
            case .workLimitExceeded(let constraint):
                // At the written constraint being added when the work ran out; at the scenario for a system one.
                let source = constraint?.source
                let at = source.flatMap { $0.line > 0 ? location(spec, line: $0.line, column: $0.column) : nil }
                return .failure(Diagnostics([Diagnostic(
                    "solving these constraints takes more work than FrameLab allows a scenario (\(maximumWork) tableau "
                        + "cells rewritten, a few seconds); many competing priorities, or many views tied to one size, "
                        + "cost the most: split the layout into scenarios of a part each, or use fewer distinct priorities",
                    at: at ?? scenario.location)]))
            }
        }
        let shaper = ConstraintResultShaper(scenario: scenario, spec: spec, problem: problem, solution: solution)
        let layout = shaper.layoutResult()
        var failures = ExpectationChecker.check(scenario, against: layout)
        let file = scenario.location.file
        // Each conflict names its whole minimal set, each constraint with its place, as `explain` does.
        for conflict in solution.conflicts where !spec.expectConflict {
            let broken = solution.reports[conflict.broken].constraint
            let set = conflict.constraints.map { shaper.quote(solution.reports[$0].constraint) }.joined(separator: ", ")
            failures.append(ExpectationFailure(
                file: file, line: location(spec, line: broken.source.line, column: broken.source.column).line,
                scenarioID: scenario.id, name: "", field: .x, expected: 0, actual: nil,
                message: "unsatisfiable constraints: \(set) cannot all hold; broke \(shaper.quote(broken)) "
                    + "(add 'expectConflict: true' if this is meant)"))
        }
        if spec.expectConflict && solution.conflicts.isEmpty {
            failures.append(ExpectationFailure(file: file, line: scenario.location.line, scenarioID: scenario.id, name: "",
                                               field: .x, expected: 0, actual: nil,
                                               message: "'expectConflict: true' but the constraints can all hold"))
        }
        return .success((layout, failures))
    }

    /// A position inside the constraint block as a file location.
    static func location(_ spec: ConstraintScenario, line: Int, column: Int) -> SourceLocation {
        guard line > 0 else { return spec.blockOrigin }
        if let map = spec.blockMap { return map.location(line: line, column: column) }
        return SourceLocation(file: spec.blockOrigin.file, line: spec.blockOrigin.line + line - 1,
                              column: spec.blockOrigin.column + column - 1)
    }
}

extension ExpectationFailure {
    init(file: String, line: Int, scenarioID: String, name: String, field: Expectation.Field, expected: Double,
         actual: Double?, message: String) {
        self.init(file: file, line: line, scenarioID: scenarioID, name: name, field: field, expected: expected,
                  actual: actual)
        self.message = message
    }
}
