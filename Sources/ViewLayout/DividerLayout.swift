import LayoutCore

/// `Divider()` (OpenSwiftUI `Layout/Separator/Divider.swift`, `PlainDividerStyle.swift`): a Color framed
/// to one pixel (`1 / displayScale`) across the enclosing stack's axis — a vertical line in an HStack, a
/// horizontal one in a VStack or outside any stack. Along the line it answers like a Color: the proposal,
/// nil → 10 (a VStack proposes its own width at placement, so the line spans the stack).
struct DividerLayout: NodeLayout {
    /// The axis the line runs along.
    let lineAxis: Axis

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let thickness = 1 / max(context.settings.displayScale, 1)
        let along = p[lineAxis] ?? 10
        var s = Size(width: thickness, height: thickness)
        s[lineAxis] = along
        if rules != nil {
            let line = p[lineAxis] == nil ? "Divider: proposal nil → default 10" : "Divider: takes the proposal \(num(along))"
            let across = "Divider: one pixel, 1 / displayScale = \(num(thickness))"
            rules = lineAxis == .horizontal ? AxisRules(line, across) : AxisRules(across, line)
        }
        return s
    }
}

// What a Divider tells the tree (`LayoutTraits`): a plain view's spacing (it is a framed Color).
extension DividerLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
}
