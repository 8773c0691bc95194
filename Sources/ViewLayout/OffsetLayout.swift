import LayoutCore

/// `.offset(x:y:)` (reference §6): moves only where the child is drawn; the size, the proposal and the
/// siblings are untouched. The offset node keeps the original frame (a border after it surrounds the
/// original position); x is mirrored in right-to-left with the rest of the layout.
struct OffsetLayout: NodeLayout {
    let x: Double
    let y: Double

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p, rules: &rules) { s in
            AxisRules("offset: the child's \(num(s.width)) (drawn moved by \(num(x)))",
                      "offset: the child's \(num(s.height)) (drawn moved by \(num(y)))")
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        context.place(child: content, in: frame, at: Point(x: x, y: y), proposal: proposal)
    }
}

// What an offset tells the tree (`LayoutTraits`): everything its child says, priority included (reference §1:
// it moves the drawing only).
extension OffsetLayout {
    func layoutPriority(_ children: ChildAnswers) -> Double { children.firstPriority }
}
