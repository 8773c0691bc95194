import LayoutCore

/// `.safeAreaInset(edge:alignment:spacing:content:)` (OpenSwiftUI `InsetViewModifier`; Apple: "The modified view
/// is inset by the height of content, from edge, with its safe area increased by the same amount"). Along the
/// edge's axis it is a two-view stack: the inset content is proposed what the main view leaves at its
/// minimum, the main view what the content and the spacing leave; across, both get the proposal. The content
/// sits at the edge, aligned on the main view's guide; the main view at the other end, and its safe area
/// grows by the content and the spacing, so a background that ignores the safe area reaches under the bar.
struct SafeAreaInsetLayout: NodeLayout {
    let edge: Edges
    let alignment: Alignment
    /// The spacing between the two, explicit or the views' own preference (8 between two plain views).
    let spacing: Double

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    /// Whether the content comes after the main view along the axis (bottom, trailing).
    private var isAtEnd: Bool { edge == .bottom || edge == .trailing }

    /// The content's and the main view's proposals and sizes for the proposal `p`.
    private func solve(_ p: ProposedSize, node: Int, in context: LayoutContext) -> (inset: (ProposedSize, Size), main: (ProposedSize, Size)) {
        guard let primary = context.content(node) else { return ((p, .zero), (p, .zero)) }
        let secondary = context.childCount(node) > 1 ? context.child(node, 1) : nil
        var insetProposal = p, mainProposal = p
        var insetSize = Size.zero
        if let length = p[axis] {
            var atZero = p; atZero[axis] = 0
            let mainMinimum = context.size(primary, atZero)[axis]
            insetProposal[axis] = max(length - spacing - mainMinimum, 0)
        }
        if let secondary { insetSize = context.size(secondary, insetProposal) }
        if let length = p[axis] { mainProposal[axis] = max(length - (insetSize[axis] + spacing), 0) }
        return ((insetProposal, insetSize), (mainProposal, context.size(primary, mainProposal)))
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let (inset, main) = solve(p, node: node, in: context)
        var s = Size.zero
        s[axis] = inset.1[axis] + spacing + main.1[axis]
        s[axis.other] = max(inset.1[axis.other], main.1[axis.other])
        if rules != nil {
            var r = AxisRules(both: "")
            r[axis] = AxisRule("safeAreaInset: content \(num(inset.1[axis])) + spacing \(num(spacing)) + view \(num(main.1[axis])) = \(num(s[axis]))")
            r[axis.other] = AxisRule("safeAreaInset: the larger of the view and the content, \(num(s[axis.other]))")
            rules = r
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let primary = context.content(node) else { return }
        var q = proposal
        q[axis.other] = proposal[axis.other] ?? frame.size[axis.other]
        let (inset, main) = solve(q, node: node, in: context)
        // The main view at the far end from the edge; its safe area loses the content and the spacing.
        var mainOrigin = Point.zero
        mainOrigin[axis] = isAtEnd ? 0 : frame.size[axis] - main.1[axis]
        var inner = frame
        let band = min(inset.1[axis] + spacing, frame.size[axis])
        switch edge {
        case .top: inner.origin.y += band; inner.size.height -= band
        case .bottom: inner.size.height -= band
        case .leading: inner.origin.x += band; inner.size.width -= band
        default: inner.size.width -= band
        }
        context.withSafeArea(inner: inner, outer: frame) {
            context.place(child: primary, in: frame, at: mainOrigin, proposal: main.0, knownSize: main.1)
        }
        guard context.childCount(node) > 1 else { return }
        let secondary = context.child(node, 1)
        // The content at the edge, aligned across on the main view's guide (its explicit one included).
        let key: AlignmentKey = axis == .vertical ? .horizontal(alignment.horizontal) : .vertical(alignment.vertical)
        let mainGuide = context.placedGuide(primary, key) - frame.origin[key.axis]
        let insetGuide = context.guide(secondary, key, proposal: inset.0, size: inset.1)
        var origin = Point.zero
        origin[axis] = isAtEnd ? frame.size[axis] - inset.1[axis] : 0
        origin[axis.other] = mainGuide - insetGuide
        context.place(child: secondary, in: frame, at: origin, proposal: inset.0, knownSize: inset.1)
    }
}
