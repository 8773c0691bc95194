import LayoutCore

/// What a layout's `LayoutTraits` answers are made of: what the node's children answered (the tree is built
/// bottom-up, so they are known) and what the node inherits. "Children" are all of them, EmptyView included;
/// "layout children" those that take part in layout (stacks and grids drop EmptyView, which produces no view).
/// It lives only while one node is asked: it holds the tree's spacing table, which the tree writes next.
struct ChildAnswers {
    /// What the node inherits from its ancestors (its font size, the enclosing stack's axis).
    let environment: NodeEnvironment
    /// The first child's priority; 0 without children.
    let firstPriority: Double
    /// The number of layout children, and the first one's priority (0 without).
    let layoutChildCount: Int
    let firstLayoutChildPriority: Double
    /// The first child's explicit guides, and those of all the children together.
    let firstGuides: UInt16
    let allGuides: UInt16
    /// Every node's spacing preferences so far, by node number, and the layout children's numbers: the tree's
    /// memory, lent for the question.
    let spacingTable: UnsafeBufferPointer<SpacingPreferences>
    let layoutChildren: UnsafeBufferPointer<Int32>
    /// What a Text publishes at the reference font size, and what scaling it takes.
    let referenceTextSpacing: TextSpacing
    let metrics: TextMetrics
    let displayScale: Double
    /// A Grid's rows and cells (nil for any other node): its edges are its cells' (`GridPlan.edges`). Kept out of
    /// the Grid's layout, whose every copy it would make larger.
    let gridPlan: GridPlan?

    /// The first layout child's spacing preferences; `.none` without.
    var firstSpacing: SpacingPreferences { layoutChildren.first.map { spacingTable[Int($0)] } ?? .none }

    /// Every layout child's spacing preferences, in order (only containers merge them all).
    func layoutChildSpacings() -> [SpacingPreferences] { layoutChildren.map { spacingTable[Int($0)] } }

    /// What a Text (or a symbol) at the node's font size publishes for stack spacing. Computed when asked:
    /// most nodes are not text.
    var textSpacing: TextSpacing {
        let scale = environment.fontScale
        return scale == 1 ? referenceTextSpacing : TextSpacing(metrics: metrics.scaled(by: scale), displayScale: displayScale)
    }

    /// A container's priority (reference §11.4, observed on real SwiftUI): with one layout child, that
    /// child's; empty, −∞; with two or more, 0.
    var containerPriority: Double {
        if layoutChildCount == 0 { return -.infinity }
        return layoutChildCount == 1 ? firstLayoutChildPriority : 0
    }

    /// A container's explicit guides: only its children's baselines. Frame guides (leading, centre, …) stop at
    /// the first container (`ExplicitGuides`).
    var containerGuides: UInt16 { allGuides & AlignmentKey.baselineBits }
}
