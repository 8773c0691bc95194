import LayoutCore

/// One layout run: the flattened tree, a per-node cache of sizing answers (a node is asked the same
/// proposal many times by stacks), and the placed frames. Local to a run, so runs are independent.
final class LayoutContext {
    let tree: LayoutTree
    let settings: LayoutSettings
    /// The safe area in canvas coordinates (left-to-right), for `ignoresSafeArea`.
    let safeAreaRect: Rect
    private let answers: AnswerCache
    let textMemo: TextMemo
    /// The system model's measurements this run, by Text, width and line limit (its widths are not character counts).
    var systemTextMemo: [SystemTextKey: TextLayout.SystemMeasured] = [:]
    let stackSlots: StackSlotStore
    /// Whether every node's answers are kept for the trace (the full trace lists each node's sizing
    /// proposals), or only those of the nodes that cache them (`LayoutTree.Node.cachesAnswers`).
    private let recordsEveryAnswer: Bool
    /// Every node's placement, nil until it is placed. Manually managed: the placement pass writes it
    /// once per node, and a class's array property would pay a dynamic exclusivity check per access.
    private let placements: UnsafeMutablePointer<PlacedFrame?>
    /// The tree's nodes (its `NodeStore`, which `tree` keeps alive), and its layout children and flexible
    /// frames copied into memory the context owns (plain values, and small). Read through a pointer, an
    /// element costs no retain and release of an array's buffer, which reading `tree.nodes[node]` from a
    /// class paid on every question.
    let nodes: UnsafeMutablePointer<LayoutTree.Node>
    private let layoutChildList: UnsafeMutablePointer<Int32>
    let flexibleFrames: UnsafeMutablePointer<FlexibleFrame>

    struct PlacedFrame {
        var frame: Rect
        var proposal: ProposedSize
        var isStackChild: Bool
        /// False for a candidate `ViewThatFits` did not choose, and everything in it.
        var isShown = true
    }

    /// The viewport of each ScrollView from the previous pass (nil in the first): the container size that
    /// `containerRelativeFrame` inside it reads.
    let scrollViewports: [Size?]

    /// The size of a `containerRelativeFrame`'s container: the ScrollView `node`'s viewport, or for −1 (or
    /// before the ScrollView has a size) the window's safe area.
    func containerSize(of node: Int) -> Size {
        node >= 0 && node < scrollViewports.count ? scrollViewports[node] ?? safeAreaRect.size : safeAreaRect.size
    }

    init(tree: LayoutTree, settings: LayoutSettings, recordsEveryAnswer: Bool = true, scrollViewports: [Size?] = []) {
        self.scrollViewports = scrollViewports
        self.tree = tree
        self.settings = settings
        let insets = settings.safeArea
        safeAreaRect = Rect(x: insets.leading, y: insets.top,
                            width: max(0, settings.canvas.width - insets.horizontal),
                            height: max(0, settings.canvas.height - insets.vertical))
        // About four answers per caching node; a full trace records a dozen or more per node (a stack's child is asked
        // its flexibility, then its share, in each of the stack's own sizings). Room for 16: growing copies every answer
        // so far (5 MB at 10,000 nodes, which recorded 12.8 each: a tenth of the full trace's data-cache misses), while
        // at that size room never written costs no memory (the allocation is pages the system gives when first touched).
        let cached = (0..<tree.count).reduce(0) { $0 + (tree.nodes[$1].cachesAnswers ? 1 : 0) }
        answers = AnswerCache(nodes: tree.count, answers: recordsEveryAnswer ? 16 * tree.count : 4 * cached, stored: 4 * cached)
        textMemo = TextMemo(texts: tree.textShapes.count)
        stackSlots = StackSlotStore(tree: tree)
        self.recordsEveryAnswer = recordsEveryAnswer
        placements = .allocate(capacity: max(tree.count, 1))
        placements.initialize(repeating: nil, count: max(tree.count, 1))
        nodes = tree.nodes
        layoutChildList = Self.copy(tree.layoutChildList)
        flexibleFrames = Self.copy(tree.flexibleFrames)
    }

    private static func copy<T>(_ array: [T]) -> UnsafeMutablePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: max(array.count, 1))
        array.withUnsafeBufferPointer { memory.initialize(from: $0.baseAddress!, count: array.count) }
        return memory
    }

    deinit {
        placements.deinitialize(count: max(tree.count, 1))
        placements.deallocate()
        layoutChildList.deallocate()
        flexibleFrames.deinitialize(count: tree.flexibleFrames.count)
        flexibleFrames.deallocate()
    }

    /// Where `node` was placed (every node is, once the placement pass is over).
    func placed(_ node: Int) -> PlacedFrame? { placements[node] }

    /// The node's answer to `proposal`: computed once per distinct proposal for the nodes that cache their
    /// answers, and again each time for the others, which is cheaper than a lookup (with a full trace, their
    /// answers are recorded as well).
    func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        var noRules: AxisRules? = nil
        guard nodes[node].cachesAnswers else {
            let answer = nodes[node].layout.size(for: proposal, node: node, in: self, rules: &noRules)
            if recordsEveryAnswer { answers.record(node, proposal, answer) }
            return answer
        }
        if let known = answers.lookup(node, proposal) { return known }
        let answer = nodes[node].layout.size(for: proposal, node: node, in: self, rules: &noRules)
        answers.store(node, proposal, answer)
        return answer
    }

    /// The node's answer to `proposal` along `axis`. Without a full trace, a layout may answer it without
    /// asking its child the whole question (`NodeLayout.length`); with one, every node must be asked what
    /// SwiftUI asks it, so that its sizing proposals are recorded.
    func length(_ node: Int, _ proposal: ProposedSize, along axis: Axis) -> Double {
        guard !recordsEveryAnswer && !nodes[node].cachesAnswers else { return size(node, proposal)[axis] }
        return nodes[node].layout.length(along: axis, for: proposal, node: node, in: self)
    }

    /// The answer of a modifier sized as its content (the modified view): the content's answer to `proposal`,
    /// zero without content; when the trace asks (`rules` non-nil), `explain` words it from that size.
    func contentSize(_ node: Int, _ proposal: ProposedSize, rules: inout AxisRules?, explain: (Size) -> AxisRules) -> Size {
        let s = content(node).map { size($0, proposal) } ?? .zero
        if rules != nil { rules = explain(s) }
        return s
    }

    /// The same answer with the rule that decided each axis, for the trace.
    func explain(_ node: Int, _ proposal: ProposedSize) -> AxisRules {
        var rules: AxisRules? = AxisRules(both: "")
        _ = nodes[node].layout.size(for: proposal, node: node, in: self, rules: &rules)
        return rules ?? AxisRules(both: "")
    }

    /// Every node's distinct sizing proposals, in the order they first arrived, and its answers; once the
    /// layout is over (answers given after it are not recorded).
    func recordedSizing() -> SizingRecord { answers.grouped() }

    /// How many children of a stack or ZStack take part in layout (EmptyView does not).
    @inline(__always)
    func childCount(_ node: Int) -> Int { Int(nodes[node].layoutChildren.count) }

    /// The `index`th child that takes part in layout.
    @inline(__always)
    func child(_ node: Int, _ index: Int) -> Int { Int(layoutChildList[Int(nodes[node].layoutChildren.start) + index]) }

    /// The modified view of a modifier (or the first child of a container); nil if none.
    @inline(__always)
    func content(_ node: Int) -> Int? {
        childCount(node) == 0 ? nil : child(node, 0)
    }

    @inline(__always)
    func priority(_ node: Int) -> Double { nodes[node].priority }

    /// Places `node` with its top-left corner at `origin` (canvas coordinates) and the size it answers its
    /// placement `proposal` (`knownSize` when the parent has just asked it that), then lets its layout
    /// place its children the same way.
    func place(_ node: Int, at origin: Point, proposal: ProposedSize, knownSize: Size? = nil, isStackChild: Bool = false) {
        let frame = Rect(origin: origin, size: knownSize ?? size(node, proposal))
        placements[node] = PlacedFrame(frame: frame, proposal: proposal, isStackChild: isStackChild)
        nodes[node].layout.place(node: node, frame: frame, proposal: proposal, in: self)
        // Children that take no part in layout (EmptyView in a stack) sit at the parent's origin, empty.
        if tree.hasEmptyChildren(node) {
            for child in tree.children(of: node) where placements[child] == nil { place(child, at: origin, proposal: .zero) }
        }
    }

    /// Runs `body`, which may place `node`'s subtree, and puts the subtree's placements back as they were.
    func withTrialPlacement<T>(of node: Int, _ body: () -> T) -> T {
        let range = node..<Int(nodes[node].subtreeEnd)
        let saved = Array(UnsafeBufferPointer(start: placements + range.lowerBound, count: range.count))
        let result = body()
        for (k, placement) in saved.enumerated() { placements[range.lowerBound + k] = placement }
        return result
    }

    /// Explicit alignment guide values already computed (see `explicitGuide`).
    var guideMemo: [GuideMemoKey: Double?] = [:]

    /// Safe areas added inside the window's by `.safeAreaInset` and `.safeAreaPadding`, innermost last: while
    /// a view's subtree is placed, a region between `inner` and `outer` is unsafe, and a view that ignores the
    /// safe area and reaches into it grows out to `outer`.
    private(set) var safeAreaLayers: [(inner: Rect, outer: Rect)] = []

    /// Places with a safe area whose safe part is `inner` inside `outer` (canvas coordinates).
    func withSafeArea(inner: Rect, outer: Rect, _ body: () -> Void) {
        safeAreaLayers.append((inner, outer))
        body()
        safeAreaLayers.removeLast()
    }

    /// Places `node` and its whole subtree as not shown (a `ViewThatFits` candidate that was not chosen):
    /// zero size at `origin`, none of their layouts consulted.
    func placeNotShown(_ node: Int, at origin: Point) {
        placements[node] = PlacedFrame(frame: Rect(origin: origin, size: .zero), proposal: .zero, isStackChild: false,
                                       isShown: false)
        for child in tree.children(of: node) { placeNotShown(child, at: origin) }
    }

    /// Places `child` of a node whose frame is `frame`, with its top-left corner at `offset` from the
    /// frame's top-left corner.
    @inline(__always)
    func place(child: Int, in frame: Rect, at offset: Point, proposal: ProposedSize, knownSize: Size? = nil,
               isStackChild: Bool = false) {
        place(child, at: Point(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: proposal,
              knownSize: knownSize, isStackChild: isStackChild)
    }
}

/// A system-model Text measured at a width (its bit pattern; nil is +∞) with a line limit.
struct SystemTextKey: Hashable {
    var text: Int
    var width: UInt64
    var limit: Int
}
