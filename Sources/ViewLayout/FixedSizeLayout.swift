import LayoutCore

/// `.fixedSize(horizontal:vertical:)` (reference §6): proposes nil on the fixed axes so the child takes
/// its ideal size there; placement uses the same proposal and centres the child. It reports priority 0,
/// hiding its child's (observed on real SwiftUI 27, MetalUI K2c; OpenSwiftUI passes it through).
struct FixedSizeLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p.askingIdeal(horizontal: horizontal, vertical: vertical), rules: &rules) { s in
            @Sendable func why(_ a: Axis, _ fixed: Bool) -> String {
                fixed ? "fixedSize: child proposed nil → its ideal \(num(s[a]))"
                      : "fixedSize (axis not fixed): child \(num(s[a])) (proposed \(formatProposal(p[a])))"
            }
            return AxisRules(why(.horizontal, horizontal), why(.vertical, vertical))
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let q = proposal.askingIdeal(horizontal: horizontal, vertical: vertical)
        let childSize = context.size(content, q)
        let origin = alignedOrigin(child: childSize, in: frame.size, alignment: .center, direction: .leftToRight)
        context.place(child: content, in: frame, at: origin, proposal: q, knownSize: childSize)
    }
}

extension ProposedSize {
    /// This proposal with nil, "your ideal size", on the axes given: what `.fixedSize` proposes its child, and a
    /// ScrollView its content on the scroll axes.
    func askingIdeal(horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}
