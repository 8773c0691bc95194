import LayoutCore

/// `ZStack` (reference §4.8): every child is proposed the stack's proposal; the stack is as large as its
/// largest highest-priority children; every child is aligned on the same guide.
struct ZStackLayout: NodeLayout {
    let alignment: Alignment

    private func topPriority(_ node: Int, _ context: LayoutContext) -> Double {
        let n = context.childCount(node)
        guard n > 0 else { return 0 }
        var top = -Double.infinity
        for i in 0..<n { top = max(top, context.priority(context.child(node, i))) }
        return top
    }

    /// Each child's guides for the stack's alignment: explicit where the child gives one, else the default.
    private func guides(_ child: Int, proposal: ProposedSize, size: Size, _ context: LayoutContext) -> Point {
        let h = AlignmentKey.horizontal(alignment.horizontal), v = AlignmentKey.vertical(alignment.vertical)
        let keys = context.nodes[child].guideKeys
        return Point(x: keys & h.bit == 0 ? h.defaultValue(size) : context.guide(child, h, proposal: proposal, size: size),
                     y: keys & v.bit == 0 ? v.defaultValue(size) : context.guide(child, v, proposal: proposal, size: size))
    }

    /// The highest-priority children aligned on one point: the top-left corner of the rectangle they span,
    /// relative to that point, and its size. Without explicit guides this is the largest child's size.
    private func extent(_ p: ProposedSize, node: Int, in context: LayoutContext) -> (lower: Point, size: Size, counted: Int) {
        let n = context.childCount(node)
        let top = topPriority(node, context)
        var lower = Point(x: 0, y: 0), upper = Point(x: 0, y: 0)
        var counted = 0
        for i in 0..<n {
            let child = context.child(node, i)
            let s = context.size(child, p)   // every child is asked, as SwiftUI does
            guard context.priority(child) == top else { continue }
            counted += 1
            let g = guides(child, proposal: p, size: s, context)
            if counted == 1 { lower = Point(x: -g.x, y: -g.y); upper = Point(x: s.width - g.x, y: s.height - g.y) }
            lower = Point(x: min(lower.x, -g.x), y: min(lower.y, -g.y))
            upper = Point(x: max(upper.x, s.width - g.x), y: max(upper.y, s.height - g.y))
        }
        return (lower, Size(width: upper.x - lower.x, height: upper.y - lower.y), counted)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let (_, size, counted) = extent(p, node: node, in: context)
        if rules != nil {
            let n = context.childCount(node)
            let which = counted == n ? "all \(counted) children" : "\(counted) highest-priority children"
            rules = AxisRules("ZStack: widest of \(which) = \(num(size.width))",
                              "ZStack: tallest of \(which) = \(num(size.height))")
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let q = ProposedSize(frame.size)
        let (lower, _, _) = extent(q, node: node, in: context)
        for i in 0..<context.childCount(node) {
            let child = context.child(node, i)
            let s = context.size(child, q)
            let g = guides(child, proposal: q, size: s, context)
            context.place(child: child, in: frame, at: Point(x: -g.x - lower.x, y: -g.y - lower.y), proposal: q, knownSize: s)
        }
    }
}

// What a ZStack tells the tree (`LayoutTraits`): a container's priority and guides, and the merge of every
// child's spacing on each edge (the children overlap, so each edge shows them all).
extension ZStackLayout {
    func layoutPriority(_ children: ChildAnswers) -> Double { children.containerPriority }
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .merged(children.layoutChildSpacings()) }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
}
