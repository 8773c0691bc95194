import LayoutCore

/// `Spacer(minLength:)` (reference §4.7): along its stack's axis it takes the proposal but at least
/// `minLength` (default 8) and is 0 across; outside a stack, both axes. Its priority is −∞.
struct SpacerLayout: NodeLayout {
    let minLength: Double?
    let axis: Axis?

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let v = minLength ?? 8
        func along(_ proposal: Double?) -> Double { max(proposal ?? -.infinity, v) }
        let s = Size(width: axis == .vertical ? 0 : along(p.width), height: axis == .horizontal ? 0 : along(p.height))
        if rules != nil {
            @Sendable func why(_ a: Axis) -> String {
                if axis != nil && axis != a { return "Spacer: 0 across its stack" }
                return "Spacer: max(\(describe("proposal", p[a])), minLength \(num(v))) = \(num(s[a]))"
            }
            rules = AxisRules(why(.horizontal), why(.vertical))
        }
        return s
    }
}

// What a Spacer tells the tree (`LayoutTraits`): priority −∞, so a stack serves it last, and a 0 spacing
// along its stack's axis (`axis` is the enclosing stack's; on every edge outside a stack).
extension SpacerLayout {
    func layoutPriority(_ children: ChildAnswers) -> Double { -.infinity }
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .spacer(axis: axis) }
}
