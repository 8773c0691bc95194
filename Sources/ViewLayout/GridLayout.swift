import LayoutCore

/// A Grid's structure, worked out once when the tree is built: which cell is in which row and columns,
/// how each is aligned in its slot, and the gaps between columns and rows.
struct GridPlan: Sendable {
    struct Cell: Sendable {
        var node: Int32
        var row: Int32
        var column: Int32
        var span: Int32
        var priority: Double
        /// `.gridCellUnsizedAxes`: proposed the slot's current length on that axis instead of a share.
        var unsizedHorizontal: Bool
        var unsizedVertical: Bool
        /// Where the cell sits in its slot, 0 leading/top … 1 trailing/bottom.
        var horizontalFraction: Double
        var verticalFraction: Double
    }
    var cells: [Cell] = []
    /// Each row's GridRow node, or −1 for the row of a view written directly in the Grid.
    var rowNodes: [Int32] = []
    var columnCount = 0
    /// The gap before each column (before each row); the first is 0.
    var columnGaps: [Double] = []
    var rowGaps: [Double] = []
    /// Whether any column holds a single-column cell (a span's shortfall goes to the columns with none).
    var hasSingleColumnCell: [Bool] = []

    var rowCount: Int { rowNodes.count }
}

/// `Grid` / `GridLayout`, as recorded on real SwiftUI by MetalUI's `swiftui-grid.swift` probe (macOS 27,
/// reading §1–§8, arms GA/GP/GF/GX/GL/GU); FrameLab follows the probe's reference model, which matches
/// SwiftUI on every plain grid it generated (1000 of 1000):
/// * a column is as wide as its widest single-column cell, a row as tall as its tallest cell; the grid
///   answers the sum of those and of the gaps, and does not fill its proposal with fixed content (GP1);
/// * at a finite proposal every cell is first asked 0×0 and ∞×∞; cells are then served in groups, by
///   layout priority (higher first), then by the number of axes on which they grow without bound, then
///   by how much they grow; each group's cells are proposed an equal share of what the committed
///   columns (rows) leave, or their column's current width if larger; after a group, every column with
///   no cell left to serve is committed (GP2: 152 = 200 − 8 − 40);
/// * a cell spanning columns is proposed the width of its columns and their gaps; if it is wider, the
///   shortfall is spread equally over its columns that hold no single-column cell, else over all of
///   them (GX1: 51 and 41). SwiftUI overflows its proposal when it spreads a shortfall while a spanned
///   column is still open (GX17); FrameLab, like the probe's model, spreads it once they are committed.
struct GridLayout: NodeLayout {
    /// In `LayoutTree.gridPlans`.
    let plan: Int

    struct Solution {
        var widths: [Double]
        var heights: [Double]
    }

    private func plan(_ context: LayoutContext) -> GridPlan { context.tree.gridPlans[plan] }

    /// The columns' widths and the rows' heights for the proposal `p`.
    func solve(_ p: ProposedSize, in context: LayoutContext) -> Solution {
        let plan = self.plan(context)
        var widths = [Double](repeating: 0, count: plan.columnCount)
        var heights = [Double](repeating: 0, count: plan.rowCount)
        let cells = plan.cells
        guard !cells.isEmpty else { return Solution(widths: widths, heights: heights) }
        let order = servingOrder(cells, p, in: context)

        let innerWidth = p.width.map { $0 - plan.columnGaps.reduce(0, +) }
        let innerHeight = p.height.map { $0 - plan.rowGaps.reduce(0, +) }
        var served = [Bool](repeating: false, count: cells.count)
        var columnCommitted = [Bool](repeating: false, count: plan.columnCount)
        var rowCommitted = [Bool](repeating: false, count: plan.rowCount)
        /// Spanning cells served whose columns are not all committed yet, with the width they answered.
        var pendingSpans: [(cell: Int, width: Double)] = []

        func spannedWidth(_ cell: GridPlan.Cell) -> Double {
            let first = Int(cell.column), end = first + Int(cell.span)
            var total = widths[first..<end].reduce(0, +)
            for c in first + 1..<end { total += plan.columnGaps[c] }
            return total
        }
        func widen(_ cell: GridPlan.Cell, to width: Double) {
            let shortfall = width - spannedWidth(cell)
            guard shortfall > 0 else { return }
            let columns = Array(Int(cell.column)..<Int(cell.column + cell.span))
            let empty = columns.filter { !plan.hasSingleColumnCell[$0] }
            let targets = empty.isEmpty ? columns : empty
            for c in targets { widths[c] += shortfall / Double(targets.count) }
        }
        /// Whether a cell not served yet is in `column` (as a single-column cell) or in `row`, with a priority
        /// equal to `priority` (`exact`) or at least it.
        func hasUnserved(column: Int? = nil, row: Int? = nil, priority: Double, exact: Bool) -> Bool {
            cells.indices.contains { i in
                let cell = cells[i]
                guard !served[i], exact ? cell.priority == priority : cell.priority >= priority else { return false }
                if let column { return cell.span == 1 && Int(cell.column) == column }
                return Int(cell.row) == row
            }
        }
        /// What the committed columns (rows) leave, over the open ones, those with a cell of this priority
        /// still to serve. On an infinite proposal every share is infinite (GP9).
        func share(_ inner: Double?, committed: [Bool], lengths: [Double], isOpen: (Int) -> Bool) -> Double? {
            guard let inner else { return nil }
            if inner.isInfinite { return inner }
            var left = inner, open = 0
            for i in lengths.indices {
                if committed[i] { left -= lengths[i] } else if isOpen(i) { open += 1 }
            }
            return left / Double(max(open, 1))
        }

        for group in order {
            let priority = cells[group[0]].priority
            let shareWidth = share(innerWidth, committed: columnCommitted, lengths: widths) {
                hasUnserved(column: $0, priority: priority, exact: true)
            }
            let shareHeight = share(innerHeight, committed: rowCommitted, lengths: heights) {
                hasUnserved(row: $0, priority: priority, exact: true)
            }
            for i in group {
                let cell = cells[i], column = Int(cell.column), row = Int(cell.row)
                var proposal = ProposedSize(width: nil, height: nil)
                if let shareWidth, let innerWidth {
                    if cell.unsizedHorizontal {
                        proposal.width = spannedWidth(cell)
                    } else if cell.span == 1 {
                        proposal.width = max(shareWidth, widths[column])
                    } else if shareWidth.isInfinite {
                        proposal.width = shareWidth
                    } else {
                        // The whole inner width less the columns it does not span, plus its inner gaps (GX8, GX12).
                        var w = innerWidth
                        // A column outside it not yet committed is charged the share of a grid with nothing committed
                        // (O1: 284 / 3; GZ6: 284 / 4), not the current group's share.
                        for c in widths.indices where c < column || c >= column + Int(cell.span) {
                            w -= columnCommitted[c] ? widths[c] : innerWidth / Double(plan.columnCount)
                        }
                        for c in column + 1..<column + Int(cell.span) { w += plan.columnGaps[c] }
                        proposal.width = w
                    }
                }
                if let shareHeight { proposal.height = cell.unsizedVertical ? heights[row] : max(shareHeight, heights[row]) }
                let answer = context.size(Int(cell.node), proposal)
                served[i] = true
                heights[row] = max(heights[row], answer.height)
                if cell.span == 1 { widths[column] = max(widths[column], answer.width) } else { pendingSpans.append((i, answer.width)) }
            }
            for c in widths.indices where !columnCommitted[c] && !hasUnserved(column: c, priority: priority, exact: false) {
                columnCommitted[c] = true
            }
            for r in heights.indices where !rowCommitted[r] && !hasUnserved(row: r, priority: priority, exact: false) {
                rowCommitted[r] = true
            }
            // A span widens its columns once they are all committed (GX10), or at the end (GX9).
            pendingSpans.removeAll { span in
                let cell = cells[span.cell]
                guard (Int(cell.column)..<Int(cell.column + cell.span)).allSatisfy({ columnCommitted[$0] }) else { return false }
                widen(cell, to: span.width)
                return true
            }
        }
        for span in pendingSpans { widen(cells[span.cell], to: span.width) }
        return Solution(widths: widths, heights: heights)
    }

    /// The cells in the groups they are served in. At a finite proposal every cell is first asked 0×0 and
    /// ∞×∞ (GP1); the order is by priority (higher first), then by the number of axes on which the cell
    /// grows without bound, then by how much it grows on the others; an axis proposed nil counts for
    /// neither (GF10, GF11, GF12). Equal keys form one group, in source order. At nil×nil, one group.
    private func servingOrder(_ cells: [GridPlan.Cell], _ p: ProposedSize, in context: LayoutContext) -> [[Int]] {
        struct Key: Equatable { var priority: Double; var unbounded = 0; var growth = 0.0 }
        let keys: [Key] = cells.map { cell in
            var key = Key(priority: cell.priority)
            guard p.width != nil || p.height != nil else { return key }
            let least = context.size(Int(cell.node), .zero), most = context.size(Int(cell.node), .infinity)
            for axis in [Axis.horizontal, .vertical] where p[axis] != nil {
                if most[axis].isInfinite { key.unbounded += 1 } else { key.growth += most[axis] - least[axis] }
            }
            return key
        }
        let sorted = cells.indices.sorted { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.priority != kb.priority { return ka.priority > kb.priority }
            if ka.unbounded != kb.unbounded { return ka.unbounded < kb.unbounded }
            if ka.growth != kb.growth { return ka.growth < kb.growth }
            return a < b
        }
        var groups: [[Int]] = []
        for i in sorted {
            if let last = groups.last?.last, keys[last] == keys[i] { groups[groups.count - 1].append(i) } else { groups.append([i]) }
        }
        return groups
    }

    /// Each column's (row's) offset from the grid's leading (top) edge.
    static func offsets(_ lengths: [Double], gaps: [Double]) -> [Double] {
        var result: [Double] = []
        var running = 0.0
        for (i, length) in lengths.enumerated() {
            running += gaps[i]
            result.append(running)
            running += length
        }
        return result
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let plan = self.plan(context)
        let solution = solve(p, in: context)
        let width = solution.widths.reduce(0, +) + plan.columnGaps.reduce(0, +)
        let height = solution.heights.reduce(0, +) + plan.rowGaps.reduce(0, +)
        if rules != nil {
            @Sendable func text(_ what: String, _ lengths: [Double], _ gaps: [Double], _ total: Double, _ proposal: Double?) -> String {
                let gapText = gaps.dropFirst().map(num).joined(separator: " + ")
                return "Grid: \(lengths.count) \(what) (\(lengths.map(num).joined(separator: " + ")))"
                    + (gapText.isEmpty ? "" : " + gaps \(gapText)") + " = \(num(total))"
                    + (proposal == nil ? ", each at its cells' ideal size" : ", shared out of \(describe("proposal", proposal))")
            }
            rules = AxisRules(text("columns", solution.widths, plan.columnGaps, width, p.width),
                              text("rows", solution.heights, plan.rowGaps, height, p.height))
        }
        return Size(width: width, height: height)
    }

    /// Each row (a GridRow node) gets the band across the grid at its height; each cell is proposed its
    /// slot, its column's width (its columns' and their gaps, for a span) by its row's height, and placed
    /// in it as its alignment says (centred by default: GA1).
    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let plan = self.plan(context)
        let solution = solve(proposal, in: context)
        let x = Self.offsets(solution.widths, gaps: plan.columnGaps), y = Self.offsets(solution.heights, gaps: plan.rowGaps)
        let gridWidth = (x.last ?? 0) + (solution.widths.last ?? 0)
        for (r, row) in plan.rowNodes.enumerated() where row >= 0 {
            let band = Size(width: gridWidth, height: solution.heights[r])
            context.place(child: Int(row), in: frame, at: Point(x: 0, y: y[r]), proposal: ProposedSize(band), knownSize: band)
        }
        for cell in plan.cells {
            let first = Int(cell.column), last = first + Int(cell.span) - 1, row = Int(cell.row)
            let slot = Size(width: x[last] + solution.widths[last] - x[first], height: solution.heights[row])
            let s = context.size(Int(cell.node), ProposedSize(slot))
            let origin = Point(x: x[first] + cell.horizontalFraction * (slot.width - s.width),
                               y: y[row] + cell.verticalFraction * (slot.height - s.height))
            context.place(child: Int(cell.node), in: frame, at: origin, proposal: ProposedSize(slot), knownSize: s)
        }
        // The rows of no cells (an empty GridRow is no row) sit at the grid's origin, empty.
        for child in context.tree.children(of: node) where context.placed(child) == nil {
            context.place(child, at: frame.origin, proposal: .zero, knownSize: .zero)
        }
    }
}

/// A `GridRow` in a Grid: the Grid sizes and places its cells; the row itself is the band they are in.
struct GridRowLayout: ZeroSizeLayout {
    static let zeroSizeRule = "GridRow: the Grid sizes its cells; the row is as tall as its tallest cell"
}

// What a Grid and a GridRow tell the tree (`LayoutTraits`): the Grid's edges (a Spacer's where a Spacer cell touches
// the edge, GE), a GridRow a plain view's spacing; a container's guides.
// The gaps between cells are the Grid's own (`GridPlan`), not the stack spacing `childSpacing` sets.
extension GridLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        guard let plan = children.gridPlan else { preconditionFailure("the tree asks a Grid with its plan") }
        return plan.edges(children.spacingTable)
    }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
}

extension GridRowLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
}

extension GridPlan {
    /// The spacing a Grid shows its siblings on each edge (MetalUI GE1–GE30): a Spacer's (0) when any cell touching
    /// that edge is a Spacer, seen through its frames and padding as a stack sees it; otherwise the merge of those
    /// cells' edges, as a stack merges its children. A cell touches the leading edge in column 0, the trailing edge
    /// when its span ends at the last column, the top in the first row and the bottom in the last. An empty Grid
    /// spaces as a Spacer (GE16).
    func edges(_ spacings: UnsafeBufferPointer<SpacingPreferences>) -> SpacingPreferences {
        guard !cells.isEmpty else { return .spacer(axis: nil) }
        func edge(_ touching: (GridPlan.Cell) -> Bool, _ side: KeyPath<SpacingPreferences, EdgeSpacing>) -> EdgeSpacing {
            let sides = cells.filter(touching).map { spacings[Int($0.node)] }
            if sides.contains(where: { $0[keyPath: side] == .spacer }) { return .spacer }
            return SpacingPreferences.merged(sides)[keyPath: side]
        }
        return SpacingPreferences(top: edge({ $0.row == 0 }, \.top),
                                  leading: edge({ $0.column == 0 }, \.leading),
                                  bottom: edge({ Int($0.row) == rowCount - 1 }, \.bottom),
                                  trailing: edge({ Int($0.column + $0.span) == columnCount }, \.trailing))
    }
}
