/// A layout tree's nodes in memory of their own, at an address that stays put: a layout run reads them
/// through that pointer (`LayoutContext.nodes`), which costs no retain and release per question, as an
/// element of an array read from a class does (a tenth of the sizing pass), and no copy of the nodes.
/// Filled once while the tree is built, then only read; the tree keeps the store alive.
final class NodeStore: @unchecked Sendable {
    let base: UnsafeMutablePointer<LayoutTree.Node>
    private(set) var count = 0
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a node; the tree counts its nodes before it builds them, so the store never grows.
    func append(_ node: LayoutTree.Node) {
        precondition(count < capacity, "the tree holds more nodes than it counted")
        (base + count).initialize(to: node)
        count += 1
    }
}
