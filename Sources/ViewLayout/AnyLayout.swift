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

    /// Whether asking again costs more than a cache lookup: stacks ask all their children. Leaves and
    /// modifiers answer from their own values and their one child's (cached) answer; a Text from its
    /// `TextMemo`.
    var isWorthCaching: Bool {
        switch self {
        case .stack, .zStack, .viewThatFits, .lazyGrid, .grid: true
        default: false
        }
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        switch self {
        case .color(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .empty(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .shape(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .text(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .spacer(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .stack(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .zStack(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .viewThatFits(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .scrollView(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .containerRelativeFrame(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .geometryReader(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .lazyGrid(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .grid(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .alignmentGuide(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .safeAreaInset(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .controlPart(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .gridRow(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .flexibleFrame(let i): context.tree.flexibleFrames[i].size(for: p, node: node, in: context, rules: &rules)
        case .fixedFrame(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .padding(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .offset(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .fixedSize(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .passThrough(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .decoration(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .safeArea(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .image(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .divider(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .aspectRatio(let l): l.size(for: p, node: node, in: context, rules: &rules)
        case .position(let l): l.size(for: p, node: node, in: context, rules: &rules)
        }
    }

    func length(along axis: Axis, for p: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        switch self {
        case .color(let l): l.length(along: axis, for: p, node: node, in: context)
        case .empty(let l): l.length(along: axis, for: p, node: node, in: context)
        case .shape(let l): l.length(along: axis, for: p, node: node, in: context)
        case .text(let l): l.length(along: axis, for: p, node: node, in: context)
        case .spacer(let l): l.length(along: axis, for: p, node: node, in: context)
        case .stack(let l): l.length(along: axis, for: p, node: node, in: context)
        case .zStack(let l): l.length(along: axis, for: p, node: node, in: context)
        case .viewThatFits(let l): l.length(along: axis, for: p, node: node, in: context)
        case .scrollView(let l): l.length(along: axis, for: p, node: node, in: context)
        case .containerRelativeFrame(let l): l.length(along: axis, for: p, node: node, in: context)
        case .geometryReader(let l): l.length(along: axis, for: p, node: node, in: context)
        case .lazyGrid(let l): l.length(along: axis, for: p, node: node, in: context)
        case .grid(let l): l.length(along: axis, for: p, node: node, in: context)
        case .alignmentGuide(let l): l.length(along: axis, for: p, node: node, in: context)
        case .safeAreaInset(let l): l.length(along: axis, for: p, node: node, in: context)
        case .controlPart(let l): l.length(along: axis, for: p, node: node, in: context)
        case .gridRow(let l): l.length(along: axis, for: p, node: node, in: context)
        case .flexibleFrame(let i): context.tree.flexibleFrames[i].length(along: axis, for: p, node: node, in: context)
        case .fixedFrame(let l): l.length(along: axis, for: p, node: node, in: context)
        case .padding(let l): l.length(along: axis, for: p, node: node, in: context)
        case .offset(let l): l.length(along: axis, for: p, node: node, in: context)
        case .fixedSize(let l): l.length(along: axis, for: p, node: node, in: context)
        case .passThrough(let l): l.length(along: axis, for: p, node: node, in: context)
        case .decoration(let l): l.length(along: axis, for: p, node: node, in: context)
        case .safeArea(let l): l.length(along: axis, for: p, node: node, in: context)
        case .image(let l): l.length(along: axis, for: p, node: node, in: context)
        case .divider(let l): l.length(along: axis, for: p, node: node, in: context)
        case .aspectRatio(let l): l.length(along: axis, for: p, node: node, in: context)
        case .position(let l): l.length(along: axis, for: p, node: node, in: context)
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        switch self {
        case .color(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .empty(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .shape(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .text(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .spacer(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .stack(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .zStack(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .viewThatFits(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .scrollView(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .containerRelativeFrame(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .geometryReader(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .lazyGrid(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .grid(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .alignmentGuide(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .safeAreaInset(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .controlPart(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .gridRow(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .flexibleFrame(let i): context.tree.flexibleFrames[i].place(node: node, frame: frame, proposal: proposal, in: context)
        case .fixedFrame(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .padding(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .offset(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .fixedSize(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .passThrough(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .decoration(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .safeArea(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .image(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .divider(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .aspectRatio(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        case .position(let l): l.place(node: node, frame: frame, proposal: proposal, in: context)
        }
    }
}
