import LayoutCore

/// What a node inherits from its ancestors (SwiftUI's environment and view inputs).
struct NodeEnvironment: Sendable {
    var lineLimit: Int?
    /// `.font`'s size over the text model's reference size.
    var fontScale: Double = 1
    /// The font's weight, style, design and family, which the system text model measures (the monospaced model ignores them).
    var face = TextFace()
    /// The enclosing stack's axis, which orients a Spacer; nil in a ZStack or outside stacks.
    var stackAxis: Axis?
    /// The nearest enclosing ScrollView, the container of `containerRelativeFrame`; −1 for the window.
    var container: Int32 = -1
}

/// A node's children as a range of a flat list of node numbers.
struct ChildRange: Sendable {
    var start: Int32
    var count: Int32
}

/// The view tree flattened into one array indexed by node number: depth first, parents before
/// children, the order in which `TraceBuilder` walks the `ViewNode` tree again. It holds only what sizing
/// and placement read, all plain data: every node's layout (an enum of plain values), its priority, the
/// spacing before it in its stack and its children as ranges of one flat list. So the hot paths copy
/// nothing that needs reference counting, and building it copies no strings.
struct LayoutTree: Sendable {
    struct Node: Sendable {
        var layout: AnyLayout
        var priority: Double
        /// The distance before the node in its stack: explicit or default spacing; 0 for a first child or
        /// outside a stack (reference §4.1).
        var spacingBefore: Double
        /// Every child, EmptyView included (placement puts EmptyView in a stack at the stack's origin).
        var children: ChildRange
        /// The children that take part in layout (stacks and ZStack skip EmptyView, which produces no view).
        var layoutChildren: ChildRange
        /// The alignment guides (`AlignmentKey.bit`) something in the subtree gives an explicit value for.
        var guideKeys: UInt16 = 0
        /// One past the last node of the subtree: nodes are numbered depth first, so a subtree is a range.
        var subtreeEnd: Int32 = 0
        /// Whether the node's answers are kept and looked up again (`LayoutContext.size`): a layout that asks
        /// costly questions (`AnyLayout.isWorthCaching`), or one that would otherwise stand above a chain
        /// of more than `uncachedChain` nodes that are all asked again each time.
        var cachesAnswers = false
    }

    /// The longest chain of nodes that answer without a cache: each question to the top one asks all of them
    /// again, so this bounds what asking again costs (the full trace's rules ask every node once more).
    /// 0 caches every node's answers: the same layout and trace, at a lookup per question.
    private let uncachedChain: Int
    static let defaultUncachedChain = 4

    /// What only building needs of a node.
    private struct Building {
        var isEmptyView: Bool
        var environment: NodeEnvironment
        /// The longest chain of nodes without a cache from this one down, itself included (0 if it caches).
        var uncachedHeight = 0
    }

    /// The nodes, by number (`NodeStore`); `nodes[k]` for k below `count`.
    private let store: NodeStore
    var nodes: UnsafeMutablePointer<Node> { store.base }
    private(set) var childList: [Int32] = []
    private(set) var layoutChildList: [Int32] = []
    /// The sizing shapes of the Texts, indexed by `TextLayout.text`.
    private(set) var textShapes: [TextShape] = []
    /// Each Text's string, by the same index: the system model measures the characters themselves.
    private(set) var textStrings: [String] = []
    /// Each Text's face, by the same number (kept here, not in `TextLayout`: a face holds strings and a font's
    /// tables, and a layout that holds them makes every copy of a node count references).
    private(set) var textFaces: [TextFace] = []
    /// The flexible frames, indexed by `AnyLayout.flexibleFrame`: the largest layout, kept out of line so
    /// that every node's entry stays small.
    private(set) var flexibleFrames: [FlexibleFrame] = []
    /// The GridItems of the lazy grids, indexed by `LazyGridLayout.tracks`.
    private(set) var gridItems: [GridItemSpec] = []
    /// The controls' parts, indexed by `ControlPartLayout.part`.
    private(set) var controlParts: [ControlPart] = []
    /// The `.alignmentGuide` closures, indexed by `AlignmentGuideLayout.expression`.
    private(set) var guideExpressions: [GuideExpression] = []
    /// The Grids' structures, indexed by `GridLayout.plan`.
    private(set) var gridPlans: [GridPlan] = []
    /// Whether a `containerRelativeFrame` depends on a ScrollView's size, which takes a second layout pass.
    private(set) var hasContainerRelativeFrameInScrollView = false

    private var building: [Building] = []
    /// Every node's spacing preferences (reference §4.5), by node number: what its parent's spacing is made of.
    private var spacings: [SpacingPreferences] = []
    /// Child numbers of the nodes being added, innermost last (one buffer for the whole walk).
    private var pending: [Int32] = []
    /// What every Text at the reference font size publishes for stack spacing.
    private let textSpacing: TextSpacing
    private let metrics: TextMetrics
    private let displayScale: Double

    var count: Int { store.count }

    init(root: ViewNode, metrics: TextMetrics, displayScale: Double, uncachedChain: Int = defaultUncachedChain) {
        self.uncachedChain = uncachedChain
        textSpacing = TextSpacing(metrics: metrics, displayScale: displayScale)
        self.metrics = metrics
        self.displayScale = displayScale
        let n = root.nodeCount
        store = NodeStore(capacity: n)
        building.reserveCapacity(n); spacings.reserveCapacity(n)
        childList.reserveCapacity(n); layoutChildList.reserveCapacity(n)
        withUnsafePointer(to: root) { _ = add($0, environment: NodeEnvironment()) }
        building = []
        spacings = []
        pending = []
    }

    /// Whether `node` has children that take no part in layout (EmptyView in a stack).
    func hasEmptyChildren(_ node: Int) -> Bool { nodes[node].children.count != nodes[node].layoutChildren.count }

    /// The children of `node`, EmptyView included, as node numbers.
    func children(of node: Int) -> LazyMapSequence<ArraySlice<Int32>, Int> {
        let r = nodes[node].children
        return childList[Int(r.start)..<Int(r.start + r.count)].lazy.map { Int($0) }
    }

    @inline(__always)
    func layoutChildCount(_ node: Int) -> Int { Int(nodes[node].layoutChildren.count) }

    /// Adds `view` and its subtree. The view is read through a pointer: passing a `ViewNode` down the
    /// recursion by value copies it (and retains everything in it) at every level.
    private mutating func add(_ view: UnsafePointer<ViewNode>, environment: NodeEnvironment) -> Int {
        let kind = view.pointee.kind
        let id = count
        let none = ChildRange(start: 0, count: 0)
        store.append(Node(layout: .empty(EmptyLayout()), priority: 0, spacingBefore: 0, children: none, layoutChildren: none))
        let isEmptyView = if case .empty = kind { true } else { false }
        building.append(Building(isEmptyView: isEmptyView, environment: environment))
        spacings.append(.none)

        let childEnvironment = kind.childEnvironment(environment, node: id, referenceFontSize: metrics.fontSize)
        let dropsEmptyChildren = kind.dropsEmptyChildren
        let firstPending = pending.count
        view.pointee.children.withUnsafeBufferPointer { kids in
            for i in kids.indices { pending.append(Int32(add(kids.baseAddress! + i, environment: childEnvironment))) }
        }
        let childStart = childList.count, layoutStart = layoutChildList.count
        for k in firstPending..<pending.count {
            let child = pending[k]
            childList.append(child)
            if !dropsEmptyChildren || !building[Int(child)].isEmptyView { layoutChildList.append(child) }
        }
        pending.removeLast(pending.count - firstPending)
        nodes[id].children = ChildRange(start: Int32(childStart), count: Int32(childList.count - childStart))
        nodes[id].layoutChildren = ChildRange(start: Int32(layoutStart), count: Int32(layoutChildList.count - layoutStart))

        nodes[id].layout = makeLayout(kind, node: id)
        if case .grid(let alignment, let h, let v) = kind {
            let plan = makeGridPlan(view, node: id, alignment: alignment, horizontalSpacing: h, verticalSpacing: v)
            gridPlans.append(plan)
            nodes[id].layout = .grid(GridLayout(plan: gridPlans.count - 1))
        }
        // The layout answers for itself (`LayoutTraits`); the tree only keeps the answers.
        let traits = self.traits(of: id)
        nodes[id].priority = traits.priority
        nodes[id].guideKeys = traits.guides
        nodes[id].subtreeEnd = Int32(count)
        var below = 0
        for k in childStart..<childList.count { below = max(below, building[Int(childList[k])].uncachedHeight) }
        if nodes[id].layout.isWorthCaching || below >= uncachedChain {
            nodes[id].cachesAnswers = true
        } else {
            building[id].uncachedHeight = below + 1
        }
        spacings[id] = traits.spacing
        if let stacking = traits.childSpacing { setDistances(id, stacking.axis, stacking.explicit) }
        return id
    }

    private mutating func makeLayout(_ kind: ViewKind, node: Int) -> AnyLayout {
        switch kind {
        case .color: return .color(ColorLayout())
        case .shape(let shape): return .shape(ShapeLayout(shape: shape))
        case .text(let string):
            textShapes.append(TextShape(string))
            textStrings.append(string)
            let environment = building[node].environment
            textFaces.append(environment.face)
            return .text(TextLayout(text: textShapes.count - 1, lineLimit: environment.lineLimit, scale: environment.fontScale,
                                    lineSpacing: environment.face.lineSpacing))
        case .image(let image):
            let scale = image.isSymbol ? building[node].environment.fontScale : 1
            return .image(ImageLayout(intrinsic: Size(width: image.size.width * scale, height: image.size.height * scale),
                                      isResizable: image.isResizable, isSymbol: image.isSymbol))
        case .divider:
            return .divider(DividerLayout(lineAxis: building[node].environment.stackAxis == .horizontal ? .vertical : .horizontal))
        case .spacer(let minLength): return .spacer(SpacerLayout(minLength: minLength, axis: building[node].environment.stackAxis))
        case .empty: return .empty(EmptyLayout())
        case .vStack(let alignment, let spacing, let lazy):
            return .stack(StackLayout(axis: .vertical, minorFraction: guideFraction(alignment, .leftToRight), minorKey: .horizontal(alignment),
                                      explicitSpacing: spacing, fillsMinorAxis: lazy))
        case .hStack(let alignment, let spacing, let lazy):
            return .stack(StackLayout(axis: .horizontal, minorFraction: guideFraction(alignment), minorKey: .vertical(alignment),
                                      explicitSpacing: spacing, fillsMinorAxis: lazy))
        case .scrollView(let h, let v): return .scrollView(ScrollViewLayout(horizontal: h, vertical: v))
        case .geometryReader: return .geometryReader(GeometryReaderLayout())
        case .lazyGrid(let tracks, let vertical, let alignment, let spacing):
            let start = gridItems.count
            // The grid's alignment is the cells' default; a GridItem's own wins.
            gridItems += tracks.map { item in var item = item; item.alignment = item.alignment ?? alignment; return item }
            return .lazyGrid(LazyGridLayout(tracks: start..<gridItems.count, axis: vertical ? .horizontal : .vertical, spacing: spacing))
        case .containerRelativeFrame(let h, let v, let count, let span, let spacing, let alignment):
            hasContainerRelativeFrameInScrollView = hasContainerRelativeFrameInScrollView || building[node].environment.container >= 0
            return .containerRelativeFrame(ContainerRelativeFrame(horizontal: h, vertical: v, count: count, span: span, spacing: spacing,
                                                                  alignment: alignment, container: building[node].environment.container))
        case .zStack(let alignment): return .zStack(ZStackLayout(alignment: alignment))
        case .grid: return .empty(EmptyLayout())   // replaced by the Grid's plan once its rows are built
        case .gridRow: return .gridRow(GridRowLayout())
        case .gridCell: return .passThrough(PassThroughLayout(what: .gridCell))
        case .control(let name):
            return .passThrough(PassThroughLayout(what: PassThroughLayout.chromeContainers.contains(name) ? .chrome : .control))
        case .custom(_, let isPlaceholder): return .passThrough(PassThroughLayout(what: isPlaceholder ? .placeholder : .custom))
        case .controlPart(let part):
            controlParts.append(part)
            return .controlPart(ControlPartLayout(part: controlParts.count - 1))
        case .alignmentGuide(let key, let expression):
            guideExpressions.append(expression)
            return .alignmentGuide(AlignmentGuideLayout(key: key, expression: guideExpressions.count - 1))
        case .viewThatFits(let h, let v): return .viewThatFits(ViewThatFitsLayout(horizontal: h, vertical: v))
        case .flexibleFrame(let spec):
            flexibleFrames.append(FlexibleFrame(spec))
            return .flexibleFrame(flexibleFrames.count - 1)
        case .fixedFrame(let width, let height, let alignment):
            return .fixedFrame(FixedFrame(width: width, height: height, alignment: alignment))
        case .padding(let insets): return .padding(PaddingLayout(insets: insets))
        case .safeAreaPadding(let insets): return .padding(PaddingLayout(insets: insets, addsSafeArea: true))
        case .safeAreaInset(let edge, let alignment, let spacing):
            // Without `spacing:`, the two views' own spacing along the edge's axis, in the order they stand.
            let kids = nodes[node].layoutChildren
            var resolved = spacing ?? 0
            if spacing == nil, kids.count > 1 {
                let main = spacings[Int(layoutChildList[Int(kids.start)])], inset = spacings[Int(layoutChildList[Int(kids.start) + 1])]
                let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
                resolved = edge == .top || edge == .leading ? inset.distance(to: main, along: axis) : main.distance(to: inset, along: axis)
            }
            return .safeAreaInset(SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: resolved))
        case .offset(let x, let y): return .offset(OffsetLayout(x: x, y: y))
        case .fixedSize(let h, let v): return .fixedSize(FixedSizeLayout(horizontal: h, vertical: v))
        case .layoutPriority(let value): return .passThrough(PassThroughLayout(what: .layoutPriority, priority: value))
        case .lineLimit: return .passThrough(PassThroughLayout(what: .lineLimit))
        case .font: return .passThrough(PassThroughLayout(what: .font))
        case .aspectRatio(let ratio, let mode): return .aspectRatio(AspectRatioLayout(ratio: ratio, contentMode: mode))
        case .position(let x, let y): return .position(PositionLayout(x: x, y: y))
        case .border: return .passThrough(PassThroughLayout(what: .border))
        case .overlay(let alignment, let edges):
            return .decoration(DecorationLayout(alignment: alignment, what: .overlay, ignoresSafeAreaEdges: edges))
        case .background(let alignment, let edges):
            return .decoration(DecorationLayout(alignment: alignment, what: .background, ignoresSafeAreaEdges: edges))
        case .ignoresSafeArea(let edges): return .safeArea(SafeAreaIgnoringLayout(edges: edges))
        }
    }

    /// Reference §4.1: the spacing before each child of a stack, explicit or from the two neighbours'
    /// preferences.
    private mutating func setDistances(_ node: Int, _ axis: Axis, _ explicit: Double?) {
        let range = nodes[node].layoutChildren
        guard range.count > 1 else { return }
        for i in 1..<Int(range.count) {
            let previous = Int(layoutChildList[Int(range.start) + i - 1]), child = Int(layoutChildList[Int(range.start) + i])
            nodes[child].spacingBefore = explicit ?? spacings[previous].distance(to: spacings[child], along: axis)
        }
    }

    /// What `node`'s layout answers (`LayoutTraits`), from what its children answered and what it inherits.
    /// The spacing table, child list and flexible frames are lent to the question as the tree's own memory,
    /// which it does not write while it is asked (copied in, each array was retained and released per node).
    private func traits(of node: Int) -> TraitAnswers {
        let children = nodes[node].children, kids = nodes[node].layoutChildren
        let all = (Int(children.start)..<Int(children.start + children.count)).reduce(UInt16(0)) { $0 | nodes[Int(childList[$1])].guideKeys }
        let first = children.count > 0 ? Int(childList[Int(children.start)]) : nil
        let firstKid = kids.count > 0 ? Int(layoutChildList[Int(kids.start)]) : nil
        let gridPlan: GridPlan? = if case .grid(let grid) = nodes[node].layout { gridPlans[grid.plan] } else { nil }
        return spacings.withUnsafeBufferPointer { spacingTable in
            layoutChildList.withUnsafeBufferPointer { list in
                flexibleFrames.withUnsafeBufferPointer { flexibleFrames in
                    let answers = ChildAnswers(environment: building[node].environment,
                                               firstPriority: first.map { nodes[$0].priority } ?? 0,
                                               layoutChildCount: Int(kids.count),
                                               firstLayoutChildPriority: firstKid.map { nodes[$0].priority } ?? 0,
                                               firstGuides: first.map { nodes[$0].guideKeys } ?? 0, allGuides: all,
                                               spacingTable: spacingTable,
                                               layoutChildren: UnsafeBufferPointer(rebasing: list[Int(kids.start)..<Int(kids.start + kids.count)]),
                                               referenceTextSpacing: textSpacing, metrics: metrics, displayScale: displayScale,
                                               gridPlan: gridPlan)
                    return nodes[node].layout.traits(answers, flexibleFrames: flexibleFrames)
                }
            }
        }
    }
}

extension LayoutTree {
    /// A Grid's rows, cells, columns and gaps (MetalUI `swiftui-grid.swift`, reading §1, §2, §6, §7, §9).
    /// `view` is the Grid as written, `node` its number: its children were added just before.
    fileprivate mutating func makeGridPlan(_ view: UnsafePointer<ViewNode>, node: Int, alignment: Alignment,
                                           horizontalSpacing: Double?, verticalSpacing: Double?) -> GridPlan {
        struct Written { var node: Int; var row: Int; var column: Int; var attributes: GridCellAttributes; var isRowChild: Bool }
        var written: [Written] = []
        var plan = GridPlan()
        var rowAlignments: [VerticalAlignment?] = []
        let rowStarts = children(of: node).map { $0 }
        for (k, child) in rowStarts.enumerated() where !building[child].isEmptyView {
            let childView = view.pointee.children[k]
            if case .gridRow(let rowAlignment) = childView.kind {
                var column = 0
                var any = false
                for (j, cell) in children(of: child).enumerated() where !building[cell].isEmptyView {
                    let a = GridCellAttributes(childView.children[j])
                    written.append(Written(node: cell, row: plan.rowNodes.count, column: column, attributes: a, isRowChild: true))
                    column += a.isZeroSpan ? 0 : max(a.span, 1)
                    any = true
                }
                // An empty GridRow is no row (GA7).
                if any { plan.rowNodes.append(Int32(child)); rowAlignments.append(rowAlignment) }
            } else {
                written.append(Written(node: child, row: plan.rowNodes.count, column: 0, attributes: GridCellAttributes(childView), isRowChild: false))
                plan.rowNodes.append(-1); rowAlignments.append(nil)
            }
        }
        // The columns are the widest row's spans added up: columns only a span covers count, at 0 wide until the span
        // widens them (GX23: the third column takes the whole shortfall; GX6: a span of 5 in two columns' rows).
        let rowEnds = written.filter(\.isRowChild).map { $0.column + max($0.attributes.span, 1) }
        plan.columnCount = written.isEmpty ? 0 : max(1, rowEnds.max() ?? 1)
        // The first column alignment declared, in row order, holds for its column (GL4–GL7).
        var columnAlignments = [HorizontalAlignment?](repeating: nil, count: plan.columnCount)
        for w in written where w.isRowChild && w.column < plan.columnCount {
            if let h = w.attributes.columnAlignment, columnAlignments[w.column] == nil { columnAlignments[w.column] = h }
        }
        plan.hasSingleColumnCell = [Bool](repeating: false, count: plan.columnCount)
        for w in written {
            let span = w.isRowChild ? min(max(w.attributes.span, 1), plan.columnCount - w.column) : plan.columnCount
            if span == 1 { plan.hasSingleColumnCell[w.column] = true }
            let h = w.attributes.anchor?.0
                ?? (w.attributes.isZeroSpan ? 0 : nil)
                ?? (span == 1 && w.isRowChild ? columnAlignments[w.column].map { guideFraction($0, .leftToRight) } : nil)
                ?? guideFraction(alignment.horizontal, .leftToRight)
            let v = w.attributes.anchor?.1 ?? guideFraction(rowAlignments[w.row] ?? alignment.vertical)
            plan.cells.append(GridPlan.Cell(node: Int32(w.node), row: Int32(w.row), column: Int32(w.column), span: Int32(span),
                                            priority: nodes[w.node].priority, unsizedHorizontal: w.attributes.unsizedH,
                                            unsizedVertical: w.attributes.unsizedV, horizontalFraction: h, verticalFraction: v))
        }
        // The gap before a column (row) is the largest spacing of the pairs of cells that meet there, 0 where
        // none do (§2); a pair's spacing is the explicit one, else what the two views prefer (8; 0 beside a
        // Spacer; text's own vertically, GS7).
        var columnGaps = [Double?](repeating: nil, count: plan.columnCount)
        var rowGaps = [Double?](repeating: nil, count: plan.rowCount)
        let cells = plan.cells
        for (i, a) in cells.enumerated() {
            for b in cells[(i + 1)...] {
                if a.row == b.row, b.column == a.column + a.span, Int(b.column) < plan.columnCount {
                    let gap = horizontalSpacing ?? spacings[Int(a.node)].distance(to: spacings[Int(b.node)], along: .horizontal)
                    columnGaps[Int(b.column)] = max(columnGaps[Int(b.column)] ?? gap, gap)
                }
                if b.row == a.row + 1, a.column < b.column + b.span, b.column < a.column + a.span {
                    let gap = verticalSpacing ?? spacings[Int(a.node)].distance(to: spacings[Int(b.node)], along: .vertical)
                    rowGaps[Int(b.row)] = max(rowGaps[Int(b.row)] ?? gap, gap)
                }
            }
        }
        plan.columnGaps = columnGaps.map { $0 ?? 0 }
        plan.rowGaps = rowGaps.map { $0 ?? 0 }
        return plan
    }
}
