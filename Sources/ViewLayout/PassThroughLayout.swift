import LayoutCore

/// Modifiers with no layout of their own (`layoutPriority`, `lineLimit`, `border`): the child's size,
/// the same proposal, the same place.
struct PassThroughLayout: NodeLayout {
    let what: String

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = context.content(node).map { context.size($0, p) } ?? .zero
        if rules != nil {
            rules = AxisRules("\(what): the child's \(num(s.width))", "\(what): the child's \(num(s.height))")
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement] {
        context.content(node).map { [ChildPlacement(child: $0, proposal: proposal, origin: .zero)] } ?? []
    }
}
