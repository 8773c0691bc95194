import LayoutCore

/// One layout run: the flattened tree, a per-node cache of sizing answers (a node is asked the same
/// proposal many times by stacks), and the placed frames. Local to a run, so runs are independent.
final class LayoutContext {
    let tree: LayoutTree
    let settings: LayoutSettings
    /// The safe area in canvas coordinates (left-to-right), for `ignoresSafeArea`.
    let safeAreaRect: Rect
    private let answers: AnswerCache
    private(set) var placed: [PlacedFrame?]

    struct PlacedFrame {
        var frame: Rect
        var proposal: ProposedSize
        var isStackChild: Bool
    }

    init(tree: LayoutTree, settings: LayoutSettings) {
        self.tree = tree
        self.settings = settings
        let insets = settings.safeArea
        safeAreaRect = Rect(x: insets.leading, y: insets.top,
                            width: max(0, settings.canvas.width - insets.horizontal),
                            height: max(0, settings.canvas.height - insets.vertical))
        answers = AnswerCache(nodes: tree.count)
        placed = Array(repeating: nil, count: tree.count)
    }

    /// The node's answer to `proposal`, computed once per distinct proposal.
    func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        if let known = answers.lookup(node, proposal) { return known }
        var noRules: AxisRules? = nil
        let answer = tree.layouts[node].size(for: proposal, node: node, in: self, rules: &noRules)
        answers.store(node, proposal, answer)
        return answer
    }

    /// The same answer with the rule that decided each axis, for the trace.
    func explain(_ node: Int, _ proposal: ProposedSize) -> AxisRules {
        var rules: AxisRules? = AxisRules(both: "")
        _ = tree.layouts[node].size(for: proposal, node: node, in: self, rules: &rules)
        return rules ?? AxisRules(both: "")
    }

    /// Distinct proposals the node was sized with, in the order they first arrived.
    func sizingProposals(_ node: Int) -> [ProposedSize] { answers.proposals(node) }

    func children(_ node: Int) -> [Int] { tree.layoutChildren[node] }
    /// The modified view of a modifier (or the first child of a container); nil if none.
    func content(_ node: Int) -> Int? {
        let c = tree.firstLayoutChild[node]
        return c < 0 ? nil : c
    }
    func priority(_ node: Int) -> Double { tree.priorities[node] }

    /// Places `node` with its top-left corner at `origin` (canvas coordinates) after measuring it
    /// again with its placement `proposal`, then places its children the same way.
    func place(_ node: Int, at origin: Point, proposal: ProposedSize, isStackChild: Bool = false) {
        let frame = Rect(origin: origin, size: size(node, proposal))
        placed[node] = PlacedFrame(frame: frame, proposal: proposal, isStackChild: isStackChild)
        let placements = tree.layouts[node].place(node: node, frame: frame, proposal: proposal, in: self)
        for p in placements {
            place(p.child, at: Point(x: origin.x + p.origin.x, y: origin.y + p.origin.y),
                  proposal: p.proposal, isStackChild: p.isStackChild)
        }
        // Children that take no part in layout (EmptyView in a stack) sit at the parent's origin, empty.
        if tree.children[node].count != placements.count {
            for child in tree.children[node] where placed[child] == nil { place(child, at: origin, proposal: .zero) }
        }
    }
}
