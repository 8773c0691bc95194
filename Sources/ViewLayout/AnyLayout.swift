import LayoutCore

/// Every node's layout, one case per layout type. The passes switch over this enum instead of calling
/// through `any NodeLayout`: each case holds a plain value, so nothing is boxed, copied by reference
/// counting or dispatched dynamically on the engine's hottest path.
enum AnyLayout: Sendable {
    case color(ColorLayout)
    case empty(EmptyLayout)
    case shape(ShapeLayout)
    case text(TextLayout)
    case spacer(SpacerLayout)
    case stack(StackLayout)
    case zStack(ZStackLayout)
    case viewThatFits(ViewThatFitsLayout)
    case scrollView(ScrollViewLayout)
    case containerRelativeFrame(ContainerRelativeFrame)
    case geometryReader(GeometryReaderLayout)
    case lazyGrid(LazyGridLayout)
    case grid(GridLayout)
    case alignmentGuide(AlignmentGuideLayout)
    case safeAreaInset(SafeAreaInsetLayout)
    case controlPart(ControlPartLayout)
    case gridRow(GridRowLayout)
    case flexibleFrame(Int)     // in `LayoutTree.flexibleFrames`
    case fixedFrame(FixedFrame)
    case padding(PaddingLayout)
    case offset(OffsetLayout)
    case fixedSize(FixedSizeLayout)
    case passThrough(PassThroughLayout)
    case decoration(DecorationLayout)
    case safeArea(SafeAreaIgnoringLayout)
    case image(ImageLayout)
    case divider(DividerLayout)
    case aspectRatio(AspectRatioLayout)
    case position(PositionLayout)

    /// Whether asking again costs more than a cache lookup: stacks ask all their children, an aspect ratio
    /// without a ratio and a safe-area inset ask their content twice (a chain of them would ask 2ⁿ times).
    /// Leaves and modifiers answer from their own values and their one child's answer; a Text from its
    /// `TextMemo`. Exhaustive, so that a new layout says which it is.
    var isWorthCaching: Bool {
        switch self {
        case .stack, .zStack, .viewThatFits, .lazyGrid, .grid, .safeAreaInset: true
        case .aspectRatio(let l): l.ratio == nil
        case .color, .empty, .shape, .text, .spacer, .scrollView, .containerRelativeFrame, .geometryReader,
             .alignmentGuide, .controlPart, .gridRow, .flexibleFrame, .fixedFrame, .padding, .offset,
             .fixedSize, .passThrough, .decoration, .safeArea, .image, .divider, .position: false
        }
    }

    /// Hands `visitor` the layout this case holds, as its own type: the one switch over the layout types, which
    /// the sizing, length and placement passes below and the tree's `traits` (`LayoutTraits.swift`) all go
    /// through. Generic over the visitor, so each pass gets a switch specialised for it: nothing is boxed or
    /// dispatched dynamically.
    func dispatch<V: LayoutVisitor>(_ visitor: inout V) -> V.Result {
        switch self {
        case .color(let l): visitor.visit(l)
        case .empty(let l): visitor.visit(l)
        case .shape(let l): visitor.visit(l)
        case .text(let l): visitor.visit(l)
        case .spacer(let l): visitor.visit(l)
        case .stack(let l): visitor.visit(l)
        case .zStack(let l): visitor.visit(l)
        case .viewThatFits(let l): visitor.visit(l)
        case .scrollView(let l): visitor.visit(l)
        case .containerRelativeFrame(let l): visitor.visit(l)
        case .geometryReader(let l): visitor.visit(l)
        case .lazyGrid(let l): visitor.visit(l)
        case .grid(let l): visitor.visit(l)
        case .alignmentGuide(let l): visitor.visit(l)
        case .safeAreaInset(let l): visitor.visit(l)
        case .controlPart(let l): visitor.visit(l)
        case .gridRow(let l): visitor.visit(l)
        case .flexibleFrame(let i): visitor.visit(visitor.flexibleFrame(i))
        case .fixedFrame(let l): visitor.visit(l)
        case .padding(let l): visitor.visit(l)
        case .offset(let l): visitor.visit(l)
        case .fixedSize(let l): visitor.visit(l)
        case .passThrough(let l): visitor.visit(l)
        case .decoration(let l): visitor.visit(l)
        case .safeArea(let l): visitor.visit(l)
        case .image(let l): visitor.visit(l)
        case .divider(let l): visitor.visit(l)
        case .aspectRatio(let l): visitor.visit(l)
        case .position(let l): visitor.visit(l)
        }
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        var visitor = SizeVisitor(proposal: p, node: node, context: .passUnretained(context), rules: rules)
        defer { rules = visitor.rules }
        return dispatch(&visitor)
    }

    func length(along axis: Axis, for p: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        var visitor = LengthVisitor(axis: axis, proposal: p, node: node, context: .passUnretained(context))
        return dispatch(&visitor)
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        var visitor = PlaceVisitor(frame: frame, proposal: proposal, node: node, context: .passUnretained(context))
        dispatch(&visitor)
    }
}

/// One operation on a node's layout, whatever its type (`AnyLayout.dispatch`).
protocol LayoutVisitor {
    associatedtype Result
    /// The layout `AnyLayout.flexibleFrame(index)` stands for, kept out of line in the tree's `flexibleFrames`.
    func flexibleFrame(_ index: Int) -> FlexibleFrame
    mutating func visit(_ layout: some NodeLayout) -> Result
}

/// An operation of a layout run, whose tree holds the flexible frames. A visitor lives only inside one
/// `dispatch`, whose caller holds the context, so it keeps the context unretained and lends it to the layout
/// as a borrowed reference (`_withUnsafeGuaranteedRef`): a strong or `unowned(unsafe)` field is retained and
/// released around every call it is passed to, which was a quarter of the sizing pass.
private protocol RunVisitor: LayoutVisitor {
    var context: Unmanaged<LayoutContext> { get }
}

extension RunVisitor {
    func flexibleFrame(_ index: Int) -> FlexibleFrame { context._withUnsafeGuaranteedRef { $0.flexibleFrames[index] } }
}

/// `NodeLayout.size`, with the caller's `rules` carried through and handed back.
private struct SizeVisitor: RunVisitor {
    let proposal: ProposedSize, node: Int, context: Unmanaged<LayoutContext>
    var rules: AxisRules?
    mutating func visit(_ layout: some NodeLayout) -> Size {
        context._withUnsafeGuaranteedRef { layout.size(for: proposal, node: node, in: $0, rules: &rules) }
    }
}

private struct LengthVisitor: RunVisitor {
    let axis: Axis, proposal: ProposedSize, node: Int, context: Unmanaged<LayoutContext>
    func visit(_ layout: some NodeLayout) -> Double {
        context._withUnsafeGuaranteedRef { layout.length(along: axis, for: proposal, node: node, in: $0) }
    }
}

private struct PlaceVisitor: RunVisitor {
    let frame: Rect, proposal: ProposedSize, node: Int, context: Unmanaged<LayoutContext>
    func visit(_ layout: some NodeLayout) {
        context._withUnsafeGuaranteedRef { layout.place(node: node, frame: frame, proposal: proposal, in: $0) }
    }
}
