import LayoutCore

/// What a layout tells the tree about its node, once, when `LayoutTree` is built: the priority its parent
/// sees, the spacing it prefers beside its siblings, the alignment guides its subtree gives explicit values
/// for, and whether it lines its children up with spacing between them.
///
/// Modelled on OpenSwiftUI's `UnaryLayout` (`layoutPriority(child:)`, `spacing(in:child:)`) and SwiftUI's
/// `Layout` (`spacing(subviews:cache:)`, `explicitAlignment(of:…)`, `layoutProperties`): each question has a
/// default, the answer of a unary layout modifier that passes its child through, and a layout that answers
/// otherwise overrides it in its own file. So the knowledge lives with the layout, and `LayoutTree` asks
/// without naming any view. `NodeLayout` refines this protocol, so every layout has the defaults.
protocol LayoutTraits {
    /// The priority the node reports to its parent (reference §1, §6). Default 0: a unary layout modifier
    /// (a frame, padding, fixedSize, aspectRatio, …) resets its child's.
    func layoutPriority(_ children: ChildAnswers) -> Double

    /// The node's spacing preferences on its four edges (reference §4.5). Default: the first child's,
    /// unchanged (a leaf has none to pass on: `.none`).
    func spacing(_ children: ChildAnswers) -> SpacingPreferences

    /// The guides (`AlignmentKey.bit`) the node's subtree gives explicit values for. Default: the first
    /// child's, which a single-child layout passes up (`ExplicitGuides` shifts them by the child's place).
    func explicitGuides(_ children: ChildAnswers) -> UInt16

    /// The axis along which the tree sets the spacing before each layout child (`LayoutTree.Node.spacingBefore`),
    /// with the spacing written explicitly, if any. Default nil: only stacks line their children up so.
    var childSpacing: (axis: Axis, explicit: Double?)? { get }
}

extension LayoutTraits {
    func layoutPriority(_ children: ChildAnswers) -> Double { 0 }
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { children.firstSpacing }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.firstGuides }
    var childSpacing: (axis: Axis, explicit: Double?)? { nil }
}

/// The answers `LayoutTree` keeps for one node.
struct TraitAnswers {
    var priority: Double
    var guides: UInt16
    var spacing: SpacingPreferences
    var childSpacing: (axis: Axis, explicit: Double?)?

    /// Generic, so each call is specialised for its layout: nothing is boxed.
    init<L: LayoutTraits>(_ layout: L, _ children: ChildAnswers) {
        priority = layout.layoutPriority(children)
        guides = layout.explicitGuides(children)
        spacing = layout.spacing(children)
        childSpacing = layout.childSpacing
    }
}

extension AnyLayout {
    /// This layout's answers to `LayoutTraits`: a new layout case is listed in `dispatch` (its answers may
    /// still be all defaults).
    func traits(_ children: ChildAnswers, flexibleFrames: UnsafeBufferPointer<FlexibleFrame>) -> TraitAnswers {
        var visitor = TraitsVisitor(children: children, flexibleFrames: flexibleFrames)
        return dispatch(&visitor)
    }
}

private struct TraitsVisitor: LayoutVisitor {
    let children: ChildAnswers
    let flexibleFrames: UnsafeBufferPointer<FlexibleFrame>
    func flexibleFrame(_ index: Int) -> FlexibleFrame { flexibleFrames[index] }
    func visit(_ layout: some NodeLayout) -> TraitAnswers { TraitAnswers(layout, children) }
}
