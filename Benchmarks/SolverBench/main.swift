import ConstraintLayout
#if canImport(Glibc)
import Glibc
#endif

// The kiwi benchmark families (shared/bench/kiwi_bench.py) and the random families (RandomFamily.swift) on
// FrameLab's solver, in release:
//   swift run -c release SolverBench [--scenarios chain,chain-wide,rows10,flat,random-optional,random-priority]
//                                    [--sizes 100,1000]
//                                    [--repeat 3] [--edit-n 1000] [--edits 1000] [--big-edits 12]
//                                    [--skip-edit] [--enaml-steps 100000]
// Every result line is `key=value` pairs, so Benchmarks/compare_kiwi.py can pair it with kiwi's numbers.

struct Options {
    var scenarios = ["chain", "chain-wide", "rows10", "flat"]
    var sizes = [100, 1000]
    var repeatCount = 3
    var editN = 1000
    var edits = 1000
    var bigEdits = 12
    var skipEdit = false
    var enamlSteps = 100_000

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            func value() -> String { iterator.next() ?? "" }
            switch argument {
            case "--scenarios": scenarios = value().split(separator: ",").map(String.init)
            case "--sizes": sizes = value().split(separator: ",").compactMap { Int($0) }
            case "--repeat": repeatCount = Int(value()) ?? 3
            case "--edit-n": editN = Int(value()) ?? 1000
            case "--edits": edits = Int(value()) ?? 1000
            case "--big-edits": bigEdits = Int(value()) ?? 12
            case "--skip-edit": skipEdit = true
            case "--enaml-steps": enamlSteps = Int(value()) ?? 100_000
            default: print("unknown option \(argument)")
            }
        }
    }
}

func fmt(_ value: Double) -> String { String(format6(value)) }
func format6(_ value: Double) -> String {
    let scaled = (value * 1e6).rounded() / 1e6
    return "\(scaled)"
}

func runBuild(_ scenario: String, _ n: Int, repeatCount: Int) throws {
    if randomFamilies.contains(scenario) { return try runRandom(scenario, n, repeatCount: repeatCount) }
    var best: (cpu: Double, wall: Double, update: Double, total: Double, count: Int)? = nil
    for _ in 0..<(n <= 1000 ? repeatCount : 1) {
        let width: Double
        var problem: FamilyProblem
        switch scenario {
        case "chain": width = 60 * Double(n); problem = .chain(n, width: width)
        case "chain-wide": width = 120 * Double(n); problem = .chain(n, width: width)
        case "rows10": width = 600; problem = .rows(n, width: width)
        case "flat": width = 60; problem = .flat(n, width: width)
        default: print("unknown scenario \(scenario)"); return
        }
        let constraints = problem.constraints
        let cpu0 = Stopwatch.cpu(), wall0 = Stopwatch.wall()
        for constraint in constraints { try problem.solver.add(constraint) }
        let cpu1 = Stopwatch.cpu(), wall1 = Stopwatch.wall()
        let values = problem.solver.values()
        let wall2 = Stopwatch.wall()
        var total = 0.0
        switch scenario {
        case "flat": total = try checkFlat(values, problem, width: width)
        case "rows10":
            for row in 0..<(n / 10) { total += try checkChain(values, problem, range: row * 10..<(row + 1) * 10, width: width) }
        default: total = try checkChain(values, problem, range: 0..<n, width: width)
        }
        let run = (cpu1 - cpu0, wall1 - wall0, wall2 - wall1, total, constraints.count)
        if best == nil || run.0 < best!.cpu { best = run }
    }
    let b = best!
    print("build scenario=\(scenario) n=\(n) constraints=\(b.count) cpu=\(fmt(b.cpu)) wall=\(fmt(b.wall)) update=\(fmt(b.update)) sum=\(b.total)")
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func runEdit(n: Int, edits: Int, bigEdits: Int) throws {
    var problem = FamilyProblem.chain(n, width: nil)
    let wall0 = Stopwatch.wall()
    for constraint in problem.constraints { try problem.solver.add(constraint) }
    try problem.solver.addEditVariable(problem.containerWidth, priority: Priority(750))
    try problem.solver.suggestValue(60 * Double(n), for: problem.containerWidth)
    _ = problem.solver.values()
    print("edit phase=setup n=\(n) wall=\(fmt(Stopwatch.wall() - wall0))")
    func run(_ name: String, _ widths: [Double]) throws {
        var perCall: [Double] = []
        let cpu0 = Stopwatch.cpu()
        var values: [Double] = []
        for width in widths {
            let start = Stopwatch.wall()
            try problem.solver.suggestValue(width, for: problem.containerWidth)
            values = problem.solver.values()
            perCall.append(Stopwatch.wall() - start)
        }
        let cpu = Stopwatch.cpu() - cpu0
        _ = try checkChain(values, problem, range: 0..<n, width: widths.last!)
        print("edit phase=\(name) calls=\(widths.count) cpu=\(fmt(cpu)) median_us=\(fmt(median(perCall) * 1e6)) max_us=\(fmt(perCall.max()! * 1e6))")
    }
    let base = 60 * Double(n)
    try run("small-drag", (0..<edits).map { base + Double($0 % 21) - 10 })
    let cycle = [60.0, 120, 40, 110, 80, 150].map { $0 * Double(n) }
    try run("big-jump", (0..<bigEdits).map { cycle[$0 % cycle.count] + Double($0 / cycle.count) * 0.5 })
}

func runEnaml(steps: Int) throws {
    let wall0 = Stopwatch.wall()
    var form = try EnamlForm()
    let build = Stopwatch.wall() - wall0
    let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
    var checksum = 0.0
    let cpu0 = Stopwatch.cpu(), start = Stopwatch.wall()
    for step in 0..<steps {
        let (w, h) = sizes[step % sizes.count]
        try form.solver.suggestValue(w, for: form.width)
        try form.solver.suggestValue(h, for: form.height)
        checksum += form.solver.values()[form.width.index]
    }
    let wall = Stopwatch.wall() - start, cpu = Stopwatch.cpu() - cpu0
    print("enaml steps=\(steps) build_ms=\(fmt(build * 1e3)) step_us=\(fmt(wall / Double(steps) * 1e6)) cpu_step_us=\(fmt(cpu / Double(steps) * 1e6)) checksum=\(checksum)")
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
do {
    for scenario in options.scenarios {
        for n in options.sizes { try runBuild(scenario, n, repeatCount: options.repeatCount) }
    }
    if !options.skipEdit { try runEdit(n: options.editN, edits: options.edits, bigEdits: options.bigEdits) }
    if options.enamlSteps > 0 { try runEnaml(steps: options.enamlSteps) }
} catch {
    print("error: \(error)")
    exit(1)
}
