import LayoutCore

/// A control's platform-drawn part (`ControlPart`): its profile's size; a greedy part (a slider's track, a
/// linear progress bar) takes the proposed width, its `width` when proposed nil. The height is always its own.
struct ControlPartLayout: NodeLayout {
    /// In `LayoutTree.controlParts`.
    let part: Int

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let spec = context.tree.controlParts[part]
        let width = spec.isGreedy ? max(p.width ?? spec.width, 0) : spec.width
        if rules != nil {
            let across = spec.isGreedy
                ? "\(spec.name): takes \(describe("proposal", p.width)) (\(num(spec.width)) when nil) — \(spec.source)"
                : "\(spec.name): \(num(spec.width)) — \(spec.source)"
            rules = AxisRules(across, "\(spec.name): \(num(spec.height)) — \(spec.source)")
        }
        return Size(width: width, height: spec.height)
    }
}

// What a control part tells the tree (`LayoutTraits`): a plain view's spacing.
extension ControlPartLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
}
