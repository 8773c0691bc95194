/// The cells of a row: a map from symbols (small non-negative integers) to coefficients.
///
/// Open addressing with linear probing and a multiplicative (Fibonacci) hash. The solver's inner loops, the
/// substitution and the ratio test, are lookups and updates of these maps; `Dictionary` hashes every `Int` key with
/// SipHash, which was a third of the solver's time on large systems, where a multiplication spreads dense symbol
/// indices just as well. Iteration order depends only on the keys and the insertion history, never on a per-process
/// hash seed.
struct SymbolMap: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    fileprivate struct Slot: Sendable {
        var key: Symbol  // `SymbolMap.empty` when the slot is free
        var value: Double
    }

    private static let empty = Symbol.min
    private var slots: [Slot] = []
    /// `64 − log2(capacity)`: the hash keeps the top bits of the product.
    private var shift = 64
    private(set) var count = 0

    init() {}

    /// An empty map that holds `count` entries without growing: the capacity they would grow it to.
    init(minimumCapacity count: Int) {
        // The load factor allows `count` entries in 2·count slots, rounded up to a power of two.
        if count > 0 { rehash(capacity: Swift.max(8, 1 << (Int.bitWidth - (2 * count - 1).leadingZeroBitCount))) }
    }

    init(dictionaryLiteral elements: (Symbol, Double)...) {
        for (key, value) in elements { self[key] = value }
    }

    var isEmpty: Bool { count == 0 }

    /// The slot where `key`'s probe run starts: the top bits of a multiplication by 2^64/φ.
    @inline(__always)
    private static func home(_ key: Symbol, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot holding `key`, or the free slot where it would go. (Probes read the slots through a buffer
    /// pointer: no bounds or uniqueness check per probe in the solver's innermost loop.)
    @inline(__always)
    private func find(_ key: Symbol) -> (index: Int, found: Bool) {
        let shift = self.shift
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var index = Self.home(key, shift)
            while true {
                let slotKey = slots[index].key
                if slotKey == key { return (index, true) }
                if slotKey == Self.empty { return (index, false) }
                index = (index + 1) & mask
            }
        }
    }

    subscript(key: Symbol) -> Double? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = find(key)
            return found ? slots[index].value : nil
        }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    subscript(key: Symbol, default defaultValue: Double) -> Double {
        self[key] ?? defaultValue
    }

    /// Sets `key` to `value`, returning the previous value.
    @discardableResult
    mutating func updateValue(_ value: Double, forKey key: Symbol) -> Double? {
        if (count + 1) * 2 > slots.count { grow() }  // load factor at most 1/2: short probe runs
        let (index, found) = find(key)
        if found {
            let old = slots[index].value
            slots[index].value = value
            return old
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
        return nil
    }

    /// Adds `delta` to `key`'s value (0 when absent), erasing it when the sum is near zero: the tableau's one
    /// arithmetic step, in a single probe. Returns the new value, nil when erased or not stored.
    @discardableResult
    mutating func add(_ delta: Double, toValueOf key: Symbol) -> Double? {
        if (count + 1) * 2 > slots.count { grow() }
        let (index, found) = find(key)
        if found {
            let updated = slots[index].value + delta
            if nearZero(updated) {
                removeSlot(at: index)
                return nil
            }
            slots[index].value = updated
            return updated
        }
        if nearZero(delta) { return nil }
        slots[index] = Slot(key: key, value: delta)
        count += 1
        return delta
    }

    /// Removes `key`, returning its value.
    @discardableResult
    mutating func removeValue(forKey key: Symbol) -> Double? {
        guard count > 0 else { return nil }
        let (index, found) = find(key)
        guard found else { return nil }
        let old = slots[index].value
        removeSlot(at: index)
        return old
    }

    /// Empties slot `index`. The entries after it in its probe run move back into the gap (no tombstones, so
    /// lookups stay short however many cells come and go).
    private mutating func removeSlot(at index: Int) {
        let shift = self.shift
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            var hole = index, next = index
            while true {
                next = (next + 1) & mask
                let nextKey = slots[next].key
                if nextKey == Self.empty { break }
                // The entry at `next` may fill the hole unless its home lies cyclically in (hole, next].
                if (next &- Self.home(nextKey, shift)) & mask >= (next &- hole) & mask {
                    slots[hole] = slots[next]
                    hole = next
                }
            }
            slots[hole].key = Self.empty
        }
        count -= 1
        // Shrink a large table once it is nearly empty (1/64 full): iterating visits every slot, and a row that
        // grew during a pivot and emptied again would stay slow to read. Not small ones: columns gain and lose a
        // dozen rows every pivot, and rehashing them each time cost a tenth of the solve.
        if slots.count >= 1024 && count * 64 <= slots.count { rehash(capacity: slots.count / 16) }
    }

    /// Multiplies every value by `factor`.
    mutating func scaleValues(by factor: Double) {
        for index in slots.indices where slots[index].key != Self.empty { slots[index].value *= factor }
    }

    private mutating func grow() {
        rehash(capacity: Swift.max(8, slots.count * 2))
    }

    /// Moves the entries into `capacity` slots (a power of two holding them within the load factor).
    private mutating func rehash(capacity: Int) {
        let old = slots
        // Not `Array(repeating:count:)`: it calls an unspecialised library function that looks up the generic
        // metadata of the array's storage on every call (a twentieth of building small systems, where most maps
        // are new). `reserveCapacity` is specialised and caches it.
        slots = []
        slots.reserveCapacity(capacity)
        slots.append(contentsOf: repeatElement(Slot(key: Self.empty, value: 0), count: capacity))
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for slot in old where slot.key != Self.empty {
            let (index, _) = find(slot.key)
            slots[index] = slot
            count += 1
        }
    }

    // MARK: Iteration, as Dictionary's

    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Slot]
        fileprivate var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            while index < slots.count {
                let slot = slots[index]
                index += 1
                if slot.key != SymbolMap.empty { return (slot.key, slot.value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots) }

    var underestimatedCount: Int { count }

    var keys: LazyMapSequence<SymbolMap, Symbol> { lazy.map { $0.key } }
}
