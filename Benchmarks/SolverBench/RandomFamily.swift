import ConstraintLayout

/// The random families (ConstraintLayout's RandomOptionalSystem, seed `randomSeed`): N optional constraints on N/20
/// variables with required bounds 0…1000.
/// - `random-optional`: priorities 750/500/250; Benchmarks/kiwi_random.py solves the same systems with kiwi (as
///   strong/medium/weak) and compare_kiwi.py pairs the two;
/// - `random-priority`: priorities 1.00…998.99 (about one level per constraint), FrameLab only.
let randomSeed: UInt64 = 2026
let randomFamilies = ["random-optional", "random-priority"]

/// One solve (adds and `values()`), best of `repeatCount` for N ≤ 1000. Every required constraint must hold.
/// Prints `build scenario=… n=… cpu=… sum=Σ values pivots=… rewritten=…` (the solver's work counters) and, for
/// `random-optional`, `levels=priority:violation,…`: the total violation per level, highest first, which
/// compare_kiwi.py compares with kiwi's.
func runRandom(_ scenario: String, _ n: Int, repeatCount: Int) throws {
    let system = RandomOptionalSystem(
        optionalCount: n, seed: randomSeed, priorities: scenario == "random-priority" ? .random : .strengths)
    var best: (cpu: Double, wall: Double)? = nil
    var values: [Double] = []
    var statistics = SolverStatistics()
    for _ in 0..<(n <= 1000 ? repeatCount : 1) {
        var solver = ConstraintSolver()
        for index in 0..<system.variableCount { _ = solver.makeVariable("x\(index)") }
        let cpu0 = Stopwatch.cpu(), wall0 = Stopwatch.wall()
        for constraint in system.constraints { try solver.add(constraint) }
        values = solver.values()
        let run = (Stopwatch.cpu() - cpu0, Stopwatch.wall() - wall0)
        if best == nil || run.0 < best!.cpu { best = run }
        statistics = solver.statistics
    }
    func value(_ variable: Variable) -> Double { values[variable.index] }
    var levels: [Double: Double] = [:]
    for (index, constraint) in system.constraints.enumerated() {
        let violation = constraint.violation(value)
        if constraint.priority.isRequired {
            guard violation < 1e-6 else {
                throw CheckFailure.mismatch("required constraint \(index) violated by \(violation)")
            }
        } else {
            levels[constraint.priority.value, default: 0] += violation
        }
    }
    var line = "build scenario=\(scenario) n=\(n) variables=\(system.variableCount)"
    line += " constraints=\(system.constraints.count) cpu=\(fmt(best!.cpu)) wall=\(fmt(best!.wall)) update=0"
    line += " sum=\(fmt(values.reduce(0, +))) pivots=\(statistics.pivots) rewritten=\(statistics.rowsRewritten)"
    if scenario == "random-optional" {
        line += " levels=" + levels.keys.sorted(by: >).map { "\(Int($0)):\(fmt(levels[$0]!))" }.joined(separator: ",")
    }
    print(line)
}
