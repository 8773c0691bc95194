import LayoutCore

/// The answers nodes gave, for one layout run, in two kinds. A stack asks its children the same proposal
/// many times, so the answers of nodes worth caching are `store`d and found again by `lookup`: an
/// open-addressing hash table over (node, proposal bit patterns) in manually managed memory (no reference
/// counting, no dynamic exclusivity checks). For the full trace, the answers of the other nodes are only
/// `record`ed: they are nearly all asked each proposal once, so a lookup would miss. Every answer is kept in
/// the order it was given; `grouped` sorts them by node for the trace.
final class AnswerCache {
    private struct Entry {
        var width: UInt64, height: UInt64   // proposal bit patterns; `unspecified` for nil
        var node: Int32
        var isStored: Bool                  // stored (distinct by construction), not only recorded
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
    /// The hash table of stored entries: entry numbers, −1 for an empty slot; at most half full.
    private var slots: UnsafeMutablePointer<Int32>
    private var mask: Int
    private var stored = 0
    private let nodeCount: Int
    /// How many answers each node gave (recorded or stored), for `grouped`.
    private let perNode: UnsafeMutablePointer<Int32>
    /// Whether `record` keeps answers: until they are `grouped`.
    private var recording = true

    /// `answers`: how many answers to make room for at first, `stored` how many of them are stored (both grow
    /// as needed).
    init(nodes: Int, answers: Int, stored: Int) {
        nodeCount = nodes
        perNode = .allocate(capacity: max(nodes, 1))
        perNode.initialize(repeating: 0, count: max(nodes, 1))
        capacity = max(16, answers)
        entries = .allocate(capacity: capacity)
        var tableSize = 32
        while tableSize < stored * 2 { tableSize *= 2 }
        slots = .allocate(capacity: tableSize)
        slots.initialize(repeating: -1, count: tableSize)
        mask = tableSize - 1
    }

    deinit {
        entries.deallocate()
        slots.deallocate()
        perNode.deallocate()
    }

    /// Mixes all 64 bits of each part into the low bits the table uses. A proposal's bit pattern has its
    /// entropy at the top (90.0 is 0x4056_8000_0000_0000), so a hash that only multiplies leaves the low
    /// bits to the node alone, and every proposal of a node in one probe chain.
    @inline(__always)
    private static func hash(_ node: Int, _ w: UInt64, _ h: UInt64) -> Int {
        var x = w ^ (h &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(truncatingIfNeeded: node) &* 0xC2B2_AE3D_27D4_EB4F)
        // MurmurHash3's 64-bit finaliser (fmix64): every input bit reaches every output bit.
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }

    /// The stored answer of `node` to `proposal`, if any.
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

    /// Keeps the answer for `lookup` and the trace. `node` must not have answered `proposal` before.
    func store(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
        let index = append(node, proposal, size, isStored: true)
        if (stored + 1) * 2 > mask + 1 { growTable() }
        insert(index, hash: Self.hash(node, Self.key(proposal.width), Self.key(proposal.height)))
        stored += 1
    }

    /// Keeps the answer for the trace only; the node may have given it before (`grouped` lists it once).
    func record(_ node: Int, _ proposal: ProposedSize, _ size: Size) {
        if recording { _ = append(node, proposal, size, isStored: false) }
    }

    private func append(_ node: Int, _ proposal: ProposedSize, _ size: Size, isStored: Bool) -> Int32 {
        if count == capacity { growEntries() }
        let entry = Entry(width: Self.key(proposal.width), height: Self.key(proposal.height), node: Int32(node), isStored: isStored, size: size)
        (entries + count).initialize(to: entry)
        let index = Int32(count)
        perNode[node] += 1
        count += 1
        return index
    }

    private func insert(_ index: Int32, hash: Int) {
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    /// Doubles the entries (their numbers stay, so the table is untouched).
    private func growEntries() {
        let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = bigger
        capacity *= 2
    }

    /// Doubles the table, inserting again the entries the old one held.
    private func growTable() {
        let old = slots, oldSize = mask + 1
        let tableSize = oldSize * 2
        slots = .allocate(capacity: tableSize)
        slots.initialize(repeating: -1, count: tableSize)
        mask = tableSize - 1
        for slot in 0..<oldSize where old[slot] >= 0 {
            let e = entries[Int(old[slot])]
            insert(old[slot], hash: Self.hash(Int(e.node), e.width, e.height))
        }
        old.deallocate()
    }

    /// Every node's distinct proposals, in the order they first arrived, with its answer to each: what the
    /// trace lists. One pass groups the answers by node (a counting sort, stable), dropping a recorded node's
    /// repeats, into two flat arrays that every node's lists share (`SharedList`). Walking each node's chain
    /// instead waits on a cache miss per answer, and an array per node and list cost more than the layout.
    /// Answers given after it (the trace's `explain` asks again what was asked) are not recorded.
    func grouped() -> SizingRecord {
        recording = false
        let n = nodeCount, total = count
        // start[k] is where node k's answers begin (the answers counted so far, `perNode`); node k ends up with
        // those in start[k]..<end[k]. Raw memory: an array checks its bounds and uniqueness on every write.
        var start = [Int](repeating: 0, count: n + 1)
        for k in 0..<n { start[k + 1] = start[k] + Int(perNode[k]) }
        let end = UnsafeMutablePointer<Int>.allocate(capacity: n + 1)
        end.initialize(from: start, count: n + 1)
        let keys = UnsafeMutablePointer<Pair>.allocate(capacity: max(total, 1))
        // Per node, a bit for each key it has so far, by six bits of the key's hash: a key whose bit is not set is new, and
        // is not searched for. Nineteen in twenty recorded answers are new, and searching the node's earlier ones for
        // each was 5 % of a full trace; with a node's dozen keys spread over 64 bits, four in five searches are skipped.
        let seen64 = UnsafeMutablePointer<UInt64>.allocate(capacity: max(n, 1))
        seen64.initialize(repeating: 0, count: max(n, 1))
        defer { end.deallocate(); keys.deallocate(); seen64.deallocate() }
        // A node asked hundreds of proposals has its repeats found through a set rather than by a search.
        var seen: [Int: Set<Pair>] = [:]
        var sizes: [Size] = []
        let proposals = [ProposedSize](unsafeUninitializedCapacity: total) { proposals, initialized in
            sizes = [Size](unsafeUninitializedCapacity: total) { sizes, initialized in
                start.withUnsafeBufferPointer { start in
                    for i in 0..<total {
                        let e = entries[i], k = Int(e.node), key = Pair(width: e.width, height: e.height)
                        if e.isStored {
                            // Stored answers are distinct: `store` is only called on a miss.
                        } else if start[k + 1] - start[k] > 32 {
                            if !seen[k, default: []].insert(key).inserted { continue }
                        } else {
                            let bit = UInt64(1) << ((e.width &* 0x9E37_79B9_7F4A_7C15 ^ e.height &* 0xC2B2_AE3D_27D4_EB4F) >> 58)
                            if seen64[k] & bit != 0, (start[k]..<end[k]).contains(where: { keys[$0] == key }) { continue }
                            seen64[k] |= bit
                        }
                        keys[end[k]] = key
                        sizes.initializeElement(at: end[k], to: e.size)
                        end[k] += 1
                    }
                    // What repeats leave unused at the end of a node's range holds a placeholder.
                    for k in 0..<n where end[k] < start[k + 1] {
                        for j in end[k]..<start[k + 1] {
                            keys[j] = Pair(width: 0, height: 0)
                            sizes.initializeElement(at: j, to: .zero)
                        }
                    }
                }
                initialized = total
            }
            // The proposals from the keys, in the same places.
            for j in 0..<total {
                let key = keys[j]
                proposals.initializeElement(at: j, to: ProposedSize(width: Self.value(key.width), height: Self.value(key.height)))
            }
            initialized = total
        }
        return SizingRecord(proposals: proposals, sizes: sizes, start: start, end: Array(UnsafeBufferPointer(start: end, count: n)))
    }

    fileprivate struct Pair: Hashable {
        var width: UInt64, height: UInt64
    }
}

/// The answers of a layout run grouped by node (`AnswerCache.grouped`): node k's distinct proposals and its
/// answers are `proposals` and `sizes` in `start[k]..<end[k]`.
struct SizingRecord {
    let proposals: [ProposedSize]
    let sizes: [Size]
    let start: [Int]
    let end: [Int]

    func proposals(of node: Int) -> SharedList<ProposedSize> { SharedList(sharing: proposals, start[node]..<end[node]) }
    func sizes(of node: Int) -> SharedList<Size> { SharedList(sharing: sizes, start[node]..<end[node]) }
}
