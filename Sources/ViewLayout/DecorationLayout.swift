import LayoutCore

/// `.overlay` and `.background` (reference §6): size and priority are the primary's; the secondary is
/// proposed the primary's final size and aligned on it, and may overflow it.
struct DecorationLayout: NodeLayout {
    enum Kind: String, Sendable {
        case overlay, background
    }
    let alignment: Alignment
    let what: Kind

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = context.content(node).map { context.size($0, p) } ?? .zero
        if rules != nil {
            rules = AxisRules("\(what.rawValue): the primary's \(num(s.width))",
                              "\(what.rawValue): the primary's \(num(s.height))")
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let primary = context.content(node) else { return }
        context.place(child: primary, in: frame, at: .zero, proposal: proposal)
        let q = ProposedSize(frame.size)
        for i in 1..<max(context.childCount(node), 1) {
            let secondary = context.child(node, i)
            let secondarySize = context.size(secondary, q)
            let origin = alignedOrigin(child: secondarySize, in: frame.size, alignment: alignment, direction: .leftToRight)
            context.place(child: secondary, in: frame, at: origin, proposal: q, knownSize: secondarySize)
        }
    }
}
