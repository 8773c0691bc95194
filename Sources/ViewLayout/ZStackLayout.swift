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

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let n = context.childCount(node)
        let top = topPriority(node, context)
        var size = Size.zero
        var counted = 0
        for i in 0..<n {
            let child = context.child(node, i)
            let s = context.size(child, p)   // every child is asked, as SwiftUI does
            guard context.priority(child) == top else { continue }
            counted += 1
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        if rules != nil {
            let which = counted == n ? "all \(counted) children" : "\(counted) highest-priority children"
            rules = AxisRules("ZStack: widest of \(which) = \(num(size.width))",
                              "ZStack: tallest of \(which) = \(num(size.height))")
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let n = context.childCount(node)
        let top = topPriority(node, context)
        let q = ProposedSize(frame.size)
        let fx = guideFraction(alignment.horizontal, .leftToRight), fy = guideFraction(alignment.vertical)
        var guide = Point(x: 0, y: 0)
        for i in 0..<n where context.priority(context.child(node, i)) == top {
            let s = context.size(context.child(node, i), q)
            guide.x = max(guide.x, fx * s.width)
            guide.y = max(guide.y, fy * s.height)
        }
        for i in 0..<n {
            let child = context.child(node, i)
            let s = context.size(child, q)
            context.place(child: child, in: frame, at: Point(x: guide.x - fx * s.width, y: guide.y - fy * s.height), proposal: q,
                          knownSize: s)
        }
    }
}
