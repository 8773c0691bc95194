import LayoutCore

/// Every node's answers to the proposals it was asked, for one layout run. Stacks ask the same node the
/// same proposal many times, so this lookup is the engine's hottest path: it lives in manually managed
/// memory (no reference counting, no dynamic exclusivity checks) and compares proposals by bit pattern.
/// Per node, answers form a chain through `next`, in the order they were first asked.
final class AnswerCache {
    private struct Entry {
        var width: UInt64, height: UInt64   // proposal bit patterns; `unspecified` for nil
        var size: Size
        var next: Int32
    }

    /// A NaN payload arithmetic never produces, standing for a nil (unspecified) proposal.
    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    private static func key(_ v: Double?) -> UInt64 { v.map(\.bitPattern) ?? unspecified }
    private static func value(_ k: UInt64) -> Double? { k == unspecified ? nil : Double(bitPattern: k) }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private var count = 0
    private let first: UnsafeMutablePointer<Int32>
    private let last: UnsafeMutablePointer<Int32>
    private let nodes: Int

    init(nodes: Int) {
        self.nodes = nodes
        capacity = max(16, nodes * 4)
        entries = .allocate(capacity: capacity)
        first = .allocate(capacity: max(nodes, 1))
        first.initialize(repeating: -1, count: max(nodes, 1))
        last = .allocate(capacity: max(nodes, 1))
        last.initialize(repeating: -1, count: max(nodes, 1))
    }

    deinit {
        entries.deallocate()
        first.deallocate()
        last.deallocate()
    }

    func lookup(_ node: Int, _ proposal: ProposedSize) -> Size? {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        var i = Int(first[node])
        while i >= 0 {
            let e = entries[i]
            if e.width == w && e.height == h { return e.size }
            i = Int(e.next)
        }
        return nil
    }

    func store(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: entries, count: count)
            entries.deallocate()
            entries = bigger
            capacity *= 2
        }
        (entries + count).initialize(to: Entry(width: Self.key(proposal.width), height: Self.key(proposal.height),
                                               size: size, next: -1))
        let index = Int32(count)
        if last[node] < 0 { first[node] = index } else { entries[Int(last[node])].next = index }
        last[node] = index
        count += 1
    }

    /// The distinct proposals `node` was asked, in the order they first arrived.
    func proposals(_ node: Int) -> [ProposedSize] {
        var out: [ProposedSize] = []
        var i = Int(first[node])
        while i >= 0 {
            out.append(ProposedSize(width: Self.value(entries[i].width), height: Self.value(entries[i].height)))
            i = Int(entries[i].next)
        }
        return out
    }
}
