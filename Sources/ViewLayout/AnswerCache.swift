import LayoutCore

/// Every node's answers to the proposals it was asked, for one layout run. Stacks ask the same node the
/// same proposal many times, so this lookup is the engine's hottest path: an open-addressing hash table
/// over (node, proposal bit patterns) in manually managed memory (no reference counting, no dynamic
/// exclusivity checks). Answers are also chained per node in the order they were first asked, which is
/// what the trace reports.
final class AnswerCache {
    private struct Entry {
        var width: UInt64, height: UInt64   // proposal bit patterns; `unspecified` for nil
        var node: Int32
        var next: Int32                     // the node's next answer, in the order asked; −1 at the end
        var size: Size
    }

    /// A NaN payload arithmetic never produces, standing for a nil (unspecified) proposal.
    private static let unspecified: UInt64 = 0x7FF8_DEAD_BEEF_0001

    /// A proposal length as the cache compares it: bit for bit (−0 and 0 differ), nil as `unspecified`.
    static func key(_ v: Double?) -> UInt64 { v.map(\.bitPattern) ?? unspecified }
    private static func value(_ k: UInt64) -> Double? { k == unspecified ? nil : Double(bitPattern: k) }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity: Int
    private var count = 0
    /// The hash table: entry numbers, −1 for an empty slot; at most half full.
    private var slots: UnsafeMutablePointer<Int32>
    private var mask: Int
    private let first: UnsafeMutablePointer<Int32>
    private let last: UnsafeMutablePointer<Int32>

    /// `expected`: how many answers to make room for at first (the cache grows as needed).
    init(nodes: Int, expected: Int) {
        capacity = max(16, expected)
        entries = .allocate(capacity: capacity)
        var tableSize = 32
        while tableSize < capacity * 2 { tableSize *= 2 }
        slots = .allocate(capacity: tableSize)
        slots.initialize(repeating: -1, count: tableSize)
        mask = tableSize - 1
        first = .allocate(capacity: max(nodes, 1))
        first.initialize(repeating: -1, count: max(nodes, 1))
        last = .allocate(capacity: max(nodes, 1))
        last.initialize(repeating: -1, count: max(nodes, 1))
    }

    deinit {
        entries.deallocate()
        slots.deallocate()
        first.deallocate()
        last.deallocate()
    }

    @inline(__always)
    private static func hash(_ node: Int, _ w: UInt64, _ h: UInt64) -> Int {
        var x = w &* 0x9E37_79B9_7F4A_7C15
        x ^= (h &+ UInt64(truncatingIfNeeded: node) &* 0xC2B2_AE3D_27D4_EB4F) &* 0x1656_67B1_9E37_79F9
        x ^= x >> 29
        return Int(truncatingIfNeeded: x)
    }

    func lookup(_ node: Int, _ proposal: ProposedSize) -> Size? {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        var slot = Self.hash(node, w, h) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let e = entries[index]
            if e.width == w && e.height == h && Int(e.node) == node { return e.size }
            slot = (slot + 1) & mask
        }
    }

    func store(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
        if count == capacity { grow() }
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        (entries + count).initialize(to: Entry(width: w, height: h, node: Int32(node), next: -1, size: size))
        let index = Int32(count)
        insert(index, hash: Self.hash(node, w, h))
        if last[node] < 0 { first[node] = index } else { entries[Int(last[node])].next = index }
        last[node] = index
        count += 1
    }

    private func insert(_ index: Int32, hash: Int) {
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    /// Doubles the entries and the table (rare: the first guess is four answers per node).
    private func grow() {
        let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = bigger
        capacity *= 2
        slots.deallocate()
        let tableSize = (mask + 1) * 2
        slots = .allocate(capacity: tableSize)
        slots.initialize(repeating: -1, count: tableSize)
        mask = tableSize - 1
        for i in 0..<count {
            let e = entries[i]
            insert(Int32(i), hash: Self.hash(Int(e.node), e.width, e.height))
        }
    }

    /// The distinct proposals `node` was asked, in the order they first arrived, with its answer to each.
    func answers(_ node: Int) -> (proposals: [ProposedSize], sizes: [Size]) {
        // Counted first: growing the arrays answer by answer reallocates them several times per node.
        var count = 0, i = Int(first[node])
        while i >= 0 { count += 1; i = Int(entries[i].next) }
        var proposals: [ProposedSize] = [], sizes: [Size] = []
        proposals.reserveCapacity(count)
        sizes.reserveCapacity(count)
        i = Int(first[node])
        while i >= 0 {
            proposals.append(ProposedSize(width: Self.value(entries[i].width), height: Self.value(entries[i].height)))
            sizes.append(entries[i].size)
            i = Int(entries[i].next)
        }
        return (proposals, sizes)
    }
}
