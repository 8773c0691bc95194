/// The wrapped shape of every Text for the (line capacity, line limit) pairs it was laid out with, for one
/// layout run. A Text's size depends on its proposal only through those two integers, and stacks ask it
/// many proposals that map to the same pair (every height under two lines gives a limit of 1), so this
/// small per-Text table answers most of them without wrapping the words again.
final class TextMemo {
    struct Shape {
        var lines: Int
        var widest: Int
        var truncated: Bool
    }

    private struct Slot {
        var capacity: Int32     // −1: unlimited
        var limit: Int32        // Int32.max: unlimited
        var lines: Int32
        var widest: Int32
        var truncated: Bool
    }

    /// Pairs remembered per Text; when all are taken the oldest is replaced.
    private static let slotsPerText = 8
    private let slots: UnsafeMutablePointer<Slot>
    private let used: UnsafeMutablePointer<Int32>     // slots filled so far per Text (may exceed slotsPerText)
    private let texts: Int

    init(texts: Int) {
        self.texts = max(texts, 1)
        slots = .allocate(capacity: self.texts * Self.slotsPerText)
        used = .allocate(capacity: self.texts)
        used.initialize(repeating: 0, count: self.texts)
    }

    deinit {
        slots.deallocate()
        used.deallocate()
    }

    // Capacities are at most 1e9 (see `TextLayout.capacity`); limits above Int32 are all "unlimited".
    @inline(__always)
    private static func key(_ capacity: Int?, _ limit: Int) -> (Int32, Int32) { (Int32(capacity ?? -1), Int32(clamping: limit)) }

    /// The remembered shape of Text `text` for `capacity` characters per line (nil: unlimited) and at
    /// most `limit` lines, if any.
    @inline(__always)
    func lookup(_ text: Int, capacity: Int?, limit: Int) -> Shape? {
        let (c, l) = Self.key(capacity, limit)
        let base = slots + text * Self.slotsPerText
        for i in 0..<min(Int(used[text]), Self.slotsPerText) where base[i].capacity == c && base[i].limit == l {
            return Shape(lines: Int(base[i].lines), widest: Int(base[i].widest), truncated: base[i].truncated)
        }
        return nil
    }

    func store(_ text: Int, capacity: Int?, limit: Int, _ shape: Shape) {
        let (c, l) = Self.key(capacity, limit)
        let i = Int(used[text]) % Self.slotsPerText
        (slots + text * Self.slotsPerText + i).initialize(
            to: Slot(capacity: c, limit: l, lines: Int32(clamping: shape.lines), widest: Int32(clamping: shape.widest),
                     truncated: shape.truncated))
        used[text] &+= 1
    }
}
