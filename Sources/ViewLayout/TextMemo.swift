import LayoutCore

/// What every Text measured for the (line capacity, line limit) pairs it was laid out with, for one
/// layout run. A Text's size depends on its proposal only through those two integers, and stacks ask it
/// many proposals that map to the same pair (every height under two lines gives a limit of 1), so this
/// small per-Text table answers most of them without wrapping the words again.
final class TextMemo {
    struct Measured {
        var lines: Int
        var widest: Int
        var truncated: Bool
        var size: Size
    }

    /// Pairs remembered per Text; when all are taken the oldest is replaced.
    private static let slotsPerText = 8
    /// Per Text, `slotsPerText` keys (capacity in the high half, limit in the low half), then the values
    /// in a parallel array: a lookup scans one cache line of keys.
    private let keys: UnsafeMutablePointer<UInt64>
    private let values: UnsafeMutablePointer<Measured>
    private let next: UnsafeMutablePointer<UInt8>      // per Text: the slot to fill next
    private let slotCount: Int

    /// No real pair has this key: a limit is at least 1.
    private static let empty = UInt64.max

    init(texts: Int) {
        slotCount = max(texts, 1) * Self.slotsPerText
        keys = .allocate(capacity: slotCount)
        keys.initialize(repeating: Self.empty, count: slotCount)
        values = .allocate(capacity: slotCount)
        next = .allocate(capacity: max(texts, 1))
        next.initialize(repeating: 0, count: max(texts, 1))
    }

    deinit {
        keys.deallocate()
        values.deallocate()
        next.deallocate()
    }

    /// Capacities are at most 1e9 (see `TextLayout.capacity`), nil is −1; limits above Int32 are all
    /// "unlimited".
    @inline(__always)
    private static func key(_ capacity: Int?, _ limit: Int) -> UInt64 {
        UInt64(UInt32(bitPattern: Int32(capacity ?? -1))) << 32 | UInt64(UInt32(bitPattern: Int32(clamping: limit)))
    }

    /// What Text `text` measured for `capacity` characters per line (nil: unlimited) and at most
    /// `limit` lines, if it was asked before.
    @inline(__always)
    func lookup(_ text: Int, capacity: Int?, limit: Int) -> Measured? {
        let key = Self.key(capacity, limit), base = text * Self.slotsPerText
        for i in base..<(base + Self.slotsPerText) where keys[i] == key { return values[i] }
        return nil
    }

    func store(_ text: Int, capacity: Int?, limit: Int, _ measured: Measured) {
        let i = text * Self.slotsPerText + Int(next[text])
        keys[i] = Self.key(capacity, limit)
        (values + i).initialize(to: measured)
        next[text] = (next[text] + 1) % UInt8(Self.slotsPerText)
    }
}
