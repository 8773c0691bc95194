// Lays out a 10,000-node tree of nested stacks, Texts and frames and reports the time per layout and
// nodes per second. Run in release: `swift run -c release LayoutBench [iterations]`.
import LayoutCore
import ViewLayout

#if canImport(Glibc)
import Glibc
#endif

/// 20 sections × 10 rows × 16 items, each item `Text.frame(minWidth:maxWidth:).padding(4)`, plus a
/// Spacer per row and the stacks around them: 10,000 nodes in all (checked below).
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

let tree = benchmarkTree()
let nodes = tree.nodeCount
let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 50 : 50
let settings = LayoutSettings(canvas: Size(width: 1600, height: 20_000))
let clock = ContinuousClock()

var checksum = 0.0
_ = ViewLayoutEngine.layout(tree, settings: settings)   // warm-up
var times: [Double] = []
for _ in 0..<iterations {
    let start = clock.now
    let result = ViewLayoutEngine.layout(tree, settings: settings)
    let elapsed = clock.now - start
    checksum += result.root.frame.height
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}
times.sort()
let median = times[times.count / 2]
print("nodes: \(nodes)")
print("iterations: \(iterations)")
print("median layout: \(formatNumber(median * 1000)) ms (min \(formatNumber(times[0] * 1000)) ms, max \(formatNumber(times[times.count - 1] * 1000)) ms)")
print("nodes per second: \(Int(Double(nodes) / median))")
print("checksum: \(formatNumber(checksum))")

// Frames only (sizing and placement, no rules in words), and sizing alone, for comparison.
var frameTimes: [Double] = []
for _ in 0..<iterations {
    let start = clock.now
    let result = ViewLayoutEngine.layout(tree, settings: settings, trace: .framesOnly)
    let elapsed = clock.now - start
    checksum += result.root.frame.height
    frameTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}
frameTimes.sort()
print("median layout, frames only: \(formatNumber(frameTimes[frameTimes.count / 2] * 1000)) ms (min \(formatNumber(frameTimes[0] * 1000)) ms), \(Int(Double(nodes) / frameTimes[frameTimes.count / 2])) nodes/s")

var sizingTimes: [Double] = []
for _ in 0..<iterations {
    let start = clock.now
    let s = ViewLayoutEngine.sizeThatFits(tree, proposal: ProposedSize(width: 1600, height: 20_000), settings: settings)
    let elapsed = clock.now - start
    checksum += s.height
    sizingTimes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}
sizingTimes.sort()
print("median sizing only: \(formatNumber(sizingTimes[sizingTimes.count / 2] * 1000)) ms")

if CommandLine.arguments.contains("--count") {
    let r = ViewLayoutEngine.layout(tree, settings: settings)
    var byKind: [String: (nodes: Int, proposals: Int)] = [:]
    for n in r.root.allNodes() { byKind[n.kind, default: (0, 0)].nodes += 1; byKind[n.kind, default: (0, 0)].proposals += n.sizingProposals.count }
    for (k, v) in byKind.sorted(by: { $0.key < $1.key }) { print(k, v.nodes, v.proposals) }
}
