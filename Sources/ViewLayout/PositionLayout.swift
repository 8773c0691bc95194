import LayoutCore

/// `.position(x:y:)` (OpenSwiftUI `Sources/OpenSwiftUI/Layout/Modifier/PositionLayout.swift`): the
/// modifier takes the whole proposal (nil axes: the child's answer to it), proposes the child its own
/// size, and puts the child's centre at (x, y) in its own coordinates. Unlike `.offset`, the position
/// node's frame is the space it took, not the child's.
struct PositionLayout: NodeLayout {
    let x: Double
    let y: Double

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        var child: Size? = nil
        if p.width == nil || p.height == nil { child = context.content(node).map { context.size($0, p) } ?? .zero }
        let s = Size(width: p.width ?? child!.width, height: p.height ?? child!.height)
        if rules != nil {
            @Sendable func why(_ v: Double?, _ own: Double) -> String {
                v.map { "position: takes the proposal \(num($0))" } ?? "position: proposal nil → the child's \(num(own))"
            }
            rules = AxisRules(why(p.width, s.width), why(p.height, s.height))
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let q = ProposedSize(frame.size)
        let childSize = context.size(content, q)
        context.place(child: content, in: frame, at: Point(x: x - childSize.width / 2, y: y - childSize.height / 2),
                      proposal: q, knownSize: childSize)
    }
}

// What `.position` tells the tree (`LayoutTraits`): no spacing of its own (reference §4.5, iOS 15+).
extension PositionLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .none }
}
