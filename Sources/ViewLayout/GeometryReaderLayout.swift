import LayoutCore

/// `GeometryReader { proxy in … }`, as OpenSwiftUI reconstructs it (`GeometryReader.swift`, the post-v2
/// layout) and the SwiftUI Field Guide describes it: the reader is as large as its proposal, whatever its
/// children (they are not asked while it is sized; a `nil` axis is 0, `replacingUnspecifiedDimensions(by:
/// .zero)`); each child is proposed the reader's size and placed at its top-leading corner, on top of the
/// others (no stacking). `proxy.size` is the reader's size: the interpreter lays the view out again once
/// it is known (see `GeometryReaders`).
struct GeometryReaderLayout: NodeLayout {
    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let size = Size(width: p.width ?? 0, height: p.height ?? 0)
        if rules != nil {
            @Sendable func rule(_ axis: Axis) -> String {
                p[axis].map { "GeometryReader: takes the proposal \(num($0))" }
                    ?? "GeometryReader: proposed nil, 0 (OpenSwiftUI's reconstruction)"
            }
            rules = AxisRules(rule(.horizontal), rule(.vertical))
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let q = ProposedSize(frame.size)
        for i in 0..<context.childCount(node) {
            context.place(child: context.child(node, i), in: frame, at: Point(x: 0, y: 0), proposal: q)
        }
    }
}

// What a GeometryReader tells the tree (`LayoutTraits`): like a ScrollView, a view of its own with a plain
// view's spacing (not measured); it hides its children's guides.
extension GeometryReaderLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { 0 }
}
