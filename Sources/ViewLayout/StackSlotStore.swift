import LayoutCore

/// Every stack's latest sizing run, for one layout run: the proposal and answer of each child, and the
/// stack proposal they were for. A stack is usually placed with the proposal it was last sized with (its
/// parent's final pass), so placement reads the children's proposals and sizes back from here instead of
/// asking every child again. Each stack has its own slots, so nested stacks never overwrite each other.
final class StackSlotStore {
    private let offsets: UnsafeMutablePointer<Int32>      // per node: its first slot; −1 if not a stack
    private let counts: UnsafeMutablePointer<Int32>       // per node: its slots
    private let proposals: UnsafeMutablePointer<ProposedSize?>   // per node: what the slots were computed for
    private let slots: UnsafeMutablePointer<StackLayout.Slot>
    private let nodes: Int

    init(tree: LayoutTree) {
        nodes = max(tree.count, 1)
        offsets = .allocate(capacity: nodes)
        counts = .allocate(capacity: nodes)
        proposals = .allocate(capacity: nodes)
        proposals.initialize(repeating: nil, count: nodes)
        var total = 0
        for node in 0..<tree.count {
            guard case .stack = tree.nodes[node].layout else {
                offsets[node] = -1
                counts[node] = 0
                continue
            }
            offsets[node] = Int32(total)
            counts[node] = Int32(tree.layoutChildCount(node))
            total += tree.layoutChildCount(node)
        }
        // Not initialised: `Slot` is plain data, and a stack's slots are written before they are read
        // (`holds` is false until then).
        slots = .allocate(capacity: max(total, 1))
    }

    deinit {
        offsets.deallocate()
        counts.deallocate()
        proposals.deinitialize(count: nodes)
        proposals.deallocate()
        slots.deallocate()
    }

    /// The slots of stack `node` (one per child that takes part in layout).
    @inline(__always)
    func slots(of node: Int) -> UnsafeMutableBufferPointer<StackLayout.Slot> {
        UnsafeMutableBufferPointer(start: slots + Int(offsets[node]), count: Int(counts[node]))
    }

    /// Whether the slots of `node` hold its run for exactly `proposal`, compared as the answer cache
    /// compares proposals.
    @inline(__always)
    func holds(_ node: Int, _ proposal: ProposedSize) -> Bool {
        guard let held = proposals[node] else { return false }
        return AnswerCache.key(held.width) == AnswerCache.key(proposal.width)
            && AnswerCache.key(held.height) == AnswerCache.key(proposal.height)
    }

    @inline(__always)
    func setHeld(_ node: Int, _ proposal: ProposedSize) { proposals[node] = proposal }
}
