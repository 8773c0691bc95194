import LayoutCore

/// `.fixedSize(horizontal:vertical:)` (reference §6): proposes nil on the fixed axes so the child takes
/// its ideal size there; placement uses the same proposal and centres the child. It reports priority 0,
/// hiding its child's (observed on real SwiftUI 27, MetalUI K2c; OpenSwiftUI passes it through).
struct FixedSizeLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = context.content(node).map { context.size($0, childProposal(p)) } ?? .zero
        if rules != nil {
            @Sendable func why(_ a: Axis, _ fixed: Bool) -> String {
                fixed ? "fixedSize: child proposed nil → its ideal \(num(s[a]))"
                      : "fixedSize (axis not fixed): child \(num(s[a])) (proposed \(formatProposal(p[a])))"
            }
            rules = AxisRules(why(.horizontal, horizontal), why(.vertical, vertical))
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let q = childProposal(proposal)
        let childSize = context.size(content, q)
        let origin = alignedOrigin(child: childSize, in: frame.size, alignment: .center, direction: .leftToRight)
        context.place(child: content, in: frame, at: origin, proposal: q, knownSize: childSize)
    }
}
