import LayoutCore

/// `ZStack` (reference §4.8): every child is proposed the stack's proposal; the stack is as large as its
/// largest highest-priority children; every child is aligned on the same guide.
struct ZStackLayout: NodeLayout {
    let alignment: Alignment

    private func topPriority(_ children: [Int], _ context: LayoutContext) -> Double {
        children.map(context.priority).max() ?? 0
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let children = context.children(node)
        let top = topPriority(children, context)
        var size = Size.zero
        var counted = 0
        for child in children {
            let s = context.size(child, p)   // every child is asked, as SwiftUI does
            guard context.priority(child) == top else { continue }
            counted += 1
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        if rules != nil {
            let which = counted == children.count ? "all \(counted) children" : "\(counted) highest-priority children"
            rules = AxisRules("ZStack: widest of \(which) = \(num(size.width))",
                              "ZStack: tallest of \(which) = \(num(size.height))")
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement] {
        let children = context.children(node)
        let top = topPriority(children, context)
        let q = ProposedSize(frame.size)
        let fx = guideFraction(alignment.horizontal, .leftToRight), fy = guideFraction(alignment.vertical)
        var guide = Point(x: 0, y: 0)
        for child in children where context.priority(child) == top {
            let s = context.size(child, q)
            guide.x = max(guide.x, fx * s.width)
            guide.y = max(guide.y, fy * s.height)
        }
        return children.map { child in
            let s = context.size(child, q)
            return ChildPlacement(child: child, proposal: q, origin: Point(x: guide.x - fx * s.width, y: guide.y - fy * s.height))
        }
    }
}
