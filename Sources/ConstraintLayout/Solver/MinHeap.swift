/// A min-heap of symbols with membership flags: the simplex takes the lowest-index candidate first (as kiwi's sorted
/// maps do), which keeps every pivot sequence independent of hashing.
struct SymbolHeap: Sendable {
    private var items: [Symbol] = []
    private var member: [Bool] = []

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ symbol: Symbol) {
        if symbol >= member.count {
            member.append(contentsOf: repeatElement(false, count: symbol + 1 - member.count + 64))
        }
        if member[symbol] { return }
        member[symbol] = true
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Symbol? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                if left >= items.count { break }
                var smallest = left
                if left + 1 < items.count && items[left + 1] < items[left] { smallest = left + 1 }
                if items[parent] <= items[smallest] { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        member[first] = false
        return first
    }

    /// Empties the heap, returning its symbols in no particular order.
    mutating func drain() -> [Symbol] {
        for symbol in items { member[symbol] = false }
        defer { items.removeAll(keepingCapacity: true) }
        return items
    }

    mutating func removeAll() {
        for symbol in items { member[symbol] = false }
        items.removeAll(keepingCapacity: true)
    }
}
