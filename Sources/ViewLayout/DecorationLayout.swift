import LayoutCore

/// `.overlay` and `.background` (reference §6): size and priority are the primary's; the secondary is
/// proposed the primary's final size and aligned on it, and may overflow it.
struct DecorationLayout: NodeLayout {
    let alignment: Alignment
    let what: String

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = context.content(node).map { context.size($0, p) } ?? .zero
        if rules != nil {
            rules = AxisRules("\(what): the primary's \(num(s.width))", "\(what): the primary's \(num(s.height))")
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement] {
        let children = context.children(node)
        guard let primary = children.first else { return [] }
        var placements = [ChildPlacement(child: primary, proposal: proposal, origin: .zero)]
        let q = ProposedSize(frame.size)
        for secondary in children.dropFirst() {
            let origin = alignedOrigin(child: context.size(secondary, q), in: frame.size, alignment: alignment,
                                       direction: .leftToRight)
            placements.append(ChildPlacement(child: secondary, proposal: q, origin: origin))
        }
        return placements
    }
}
