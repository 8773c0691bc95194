import LayoutCore

/// `ScrollView(axes) { content }`, as recorded on real SwiftUI (MetalUI `swiftui-stack-algorithms.swift`,
/// arms SC1–SC4, SCG, SCG2; the SwiftUI Field Guide says the same in words):
/// * the content is proposed `nil` on each scroll axis ("become your ideal size") and the ScrollView's
///   proposal on the other axis;
/// * on a scroll axis the ScrollView takes its proposal (a `nil` proposal: the content's length); on the
///   other axis it hugs the content, even content wider than the proposal;
/// * the content is placed again at its own length on the non-scroll axis, at the top-leading corner;
///   a ScrollView scrolling both ways centres content smaller than itself.
/// The ScrollView's frame is the viewport: content beyond it is what scrolling would bring into view.
struct ScrollViewLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        guard let content = context.content(node) else { return .zero }
        let q = p.askingIdeal(horizontal: horizontal, vertical: vertical)
        let c = context.size(content, q)
        let size = Size(width: horizontal ? (p.width ?? c.width) : c.width,
                        height: vertical ? (p.height ?? c.height) : c.height)
        if rules != nil {
            @Sendable func rule(_ axis: Axis, scrolls: Bool) -> String {
                let name = axis == .horizontal ? "width" : "height"
                guard scrolls else {
                    return "ScrollView: not a scroll axis, the content proposed \(q) is \(num(c[axis])) \(name): the ScrollView hugs it"
                }
                let viewport = p[axis].map { "takes the proposal \(num($0))" } ?? "proposed nil, takes the content's \(num(c[axis]))"
                let beyond = c[axis] > size[axis] + 0.001 ? "; the content (\(num(c[axis]))) scrolls beyond the viewport" : ""
                return "ScrollView: a scroll axis, the content proposed \(q) (nil here) is \(num(c[axis])); the ScrollView \(viewport)\(beyond)"
            }
            rules = AxisRules(rule(.horizontal, scrolls: horizontal), rule(.vertical, scrolls: vertical))
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let c = context.size(content, proposal.askingIdeal(horizontal: horizontal, vertical: vertical))
        // Placed again at its own length across the scroll axis (the second proposal SC2 records).
        let q = ProposedSize(c).askingIdeal(horizontal: horizontal, vertical: vertical)
        let s = context.size(content, q)
        let both = horizontal && vertical
        let offset = Point(x: both ? max(0, (frame.width - s.width) / 2) : 0,
                           y: both ? max(0, (frame.height - s.height) / 2) : 0)
        context.place(child: content, in: frame, at: offset, proposal: q, knownSize: s)
    }
}

// What a ScrollView tells the tree (`LayoutTraits`): it is a view of its own, with a plain view's spacing
// (FrameLab's model, not measured), and no explicit guide: its baseline is its bottom edge (observed: MetalUI
// `swiftui-text-semantics.swift` X3).
extension ScrollViewLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { 0 }
}
