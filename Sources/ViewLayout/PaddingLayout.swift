import LayoutCore

/// `.padding` (reference §6): the child is proposed the proposal minus the insets (not below 0; nil and
/// ∞ stay), and the padding is the child's size plus the insets (not below 0). Negative insets allowed.
struct PaddingLayout: NodeLayout {
    let insets: EdgeInsets
    /// `.safeAreaPadding`: sized and placed as padding, and the band it adds is unsafe for the content, so a
    /// view inside that ignores the safe area grows back into it (OpenSwiftUI `SafeAreaPaddingModifier`).
    var addsSafeArea = false

    func inset(_ p: ProposedSize) -> ProposedSize {
        func axis(_ a: Axis) -> Double? { p[a].map { max(0, $0 - insets[a]) } }
        return ProposedSize(width: axis(.horizontal), height: axis(.vertical))
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let child = context.content(node).map { context.size($0, inset(p)) } ?? .zero
        let s = Size(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
        if rules != nil {
            @Sendable func why(_ a: Axis) -> String {
                let (x, y) = a == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
                return "\(addsSafeArea ? "safeAreaPadding" : "padding"): child \(num(child[a])) + \(num(x)) + \(num(y)) = \(num(s[a]))"
            }
            rules = AxisRules(why(.horizontal), why(.vertical))
        }
        return s
    }

    func length(along axis: Axis, for p: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        max(0, (context.content(node).map { context.length($0, inset(p), along: axis) } ?? 0) + insets[axis])
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let place = { context.place(child: content, in: frame, at: Point(x: self.insets.leading, y: self.insets.top), proposal: self.inset(proposal)) }
        guard addsSafeArea else { return place() }
        let inner = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                         width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        context.withSafeArea(inner: inner, outer: frame, place)
    }
}

// What padding tells the tree (`LayoutTraits`): the child's spacing, reset on the edges it insets only, so
// `.padding(0)` keeps it and `.padding(4)` does not (MetalUI K3a 40, K3m 64, K3n 52).
extension PaddingLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        children.firstSpacing.resetting(top: insets.top != 0, leading: insets.leading != 0,
                                        bottom: insets.bottom != 0, trailing: insets.trailing != 0)
    }
}
