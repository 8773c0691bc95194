// Lays out a 10,000-node tree of nested stacks, Texts and frames and reports the median time per
// layout and nodes per second, for the full trace (rules in words, drawn text lines, both recorded as
// recipes a reader runs), for the full trace with every rule and line read once (what a figure of the
// whole tree costs), and for frames only.
// Run in release: `swift run -c release LayoutBench [iterations] [--mode full|read|frames|sizing]`
// (a single mode is for profilers such as callgrind). `--digest` prints a hash of the full result
// (every frame, proposal and rule) instead, so that an optimisation can be shown not to change it.
import Foundation
import ViewLayout

/// 20 sections × 10 rows × 16 items, each item `Text.frame(minWidth:maxWidth:).padding(4)`, plus a
/// Spacer per row and the stacks around them: 10,041 nodes.
func benchmarkTree() -> ViewNode {
    var sections: [ViewNode] = []
    for s in 0..<20 {
        var rows: [ViewNode] = []
        for r in 0..<10 {
            var items: [ViewNode] = []
            for i in 0..<16 {
                let text = ViewNode.text("item \(s)-\(r)-\(i)" + String(repeating: " word", count: i % 4))
                items.append(text.frame(minWidth: 20, maxWidth: 90 + Double(i)).padding(4))
            }
            items.append(.spacer())
            rows.append(.hStack(alignment: .top, spacing: r % 2 == 0 ? nil : 2, items))
        }
        sections.append(ViewNode.vStack(alignment: .leading, rows).frame(maxWidth: .infinity))
    }
    return ViewNode.vStack(sections)
}

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.first.flatMap { Int($0) } ?? 50
let onlyMode = arguments.firstIndex(of: "--mode").flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil }

let tree = benchmarkTree()
let nodes = tree.nodeCount
let settings = LayoutSettings(canvas: Size(width: 1600, height: 20_000))
let clock = ContinuousClock()
var checksum = 0.0

/// Process CPU time in seconds. On a shared virtual machine it leaves out the time the host gave the
/// virtual CPU to someone else, which wall-clock time counts.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

struct Timing {
    var wallMedian: Double, wallMin: Double, cpuMedian: Double
}

/// Median and minimum wall-clock seconds and median CPU seconds of `body` over the iterations, after
/// one warm-up run.
@MainActor func measure(_ body: () -> Double) -> Timing {
    checksum += body()
    var wall: [Double] = [], cpu: [Double] = []
    for _ in 0..<iterations {
        let start = clock.now, cpuStart = cpuSeconds()
        checksum += body()
        let elapsed = clock.now - start
        cpu.append(cpuSeconds() - cpuStart)
        wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    wall.sort()
    cpu.sort()
    return Timing(wallMedian: wall[wall.count / 2], wallMin: wall[0], cpuMedian: cpu[cpu.count / 2])
}

func report(_ name: String, _ t: Timing) {
    print("\(name): median \(formatNumber(t.wallMedian * 1000)) ms (CPU \(formatNumber(t.cpuMedian * 1000)) ms), "
        + "min \(formatNumber(t.wallMin * 1000)) ms, \(Int(Double(nodes) / t.wallMedian)) nodes/s")
}

if arguments.contains("--digest") {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    for (name, trace) in [("full", ViewLayoutEngine.Trace.full), ("frames", .framesOnly)] {
        let data = try! encoder.encode(ViewLayoutEngine.layout(tree, settings: settings, trace: trace))
        let hash = fnv1aDigest(data)
        print("digest \(name): \(String(hash, radix: 16)) (\(data.count) bytes of JSON)")
    }
    exit(0)
}

/// Reads every node's rules and text lines once (their words are built when read), and returns how many
/// characters they hold, so that the reading is not optimised away.
func readEverything(_ node: PlacedNode) -> Double {
    var characters = node.horizontalRule.text.utf8.count + node.verticalRule.text.utf8.count
    characters += node.textLines?.lines.reduce(0) { $0 + $1.utf8.count } ?? 0
    return node.children.reduce(Double(characters)) { $0 + readEverything($1) }
}

print("nodes: \(nodes), iterations: \(iterations)")
let modes: [(String, () -> Double)] = [
    ("full", { ViewLayoutEngine.layout(tree, settings: settings).root.frame.height }),
    ("read", { readEverything(ViewLayoutEngine.layout(tree, settings: settings).root) }),
    ("frames", { ViewLayoutEngine.layout(tree, settings: settings, trace: .framesOnly).root.frame.height }),
    ("sizing", { ViewLayoutEngine.sizeThatFits(tree, proposal: ProposedSize(settings.canvas), settings: settings).height }),
]
for (name, body) in modes where onlyMode == nil || onlyMode == name {
    report(["full": "layout with full trace", "read": "full trace, every rule and line read", "frames": "layout, frames only", "sizing": "sizing only (no placement)"][name]!, measure(body))
}
print("checksum: \(formatNumber(checksum))")
