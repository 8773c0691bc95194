import LayoutCore

/// One `GridItem` of a `LazyVGrid`'s columns (a `LazyHGrid`'s rows).
public struct GridItemSpec: Hashable, Sendable, Codable {
    public enum Size: Hashable, Sendable, Codable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    public var size: Size
    /// The space after this track (before the next); nil: 8.
    public var spacing: Double?
    /// Where a cell sits in its slot; nil: centred.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`, as recorded on real
/// SwiftUI (MetalUI `swiftui-lazy-grid-scope.swift`, arms LZ1–LZ5; the formulas are FrameLab's reading of
/// those numbers). For a LazyVGrid (a LazyHGrid swaps the axes):
/// * the tracks (columns) come from the GridItems, not from the cells: a fixed item is its length;
///   flexible items share what the fixed ones and the spacings leave, clamped to their minimum and
///   maximum; an adaptive item becomes as many columns of at least its minimum as fit,
///   `count = ⌊(room + s) / (minimum + s)⌋`, sharing the room;
/// * the grid takes the whole proposed width (LZ1–LZ3: 200 at 200) and centres the block of tracks in it
///   when they are narrower (LZ2); a nil width gives the tracks the first row's cells' ideal widths (LZ4);
/// * cells fill the tracks row by row, each proposed its track's width and nil height; a row is as tall
///   as its tallest cell and rows are `spacing` (8 by default) apart; a cell is centred in its slot (or
///   as its GridItem's alignment says), overflowing it if wider (LZ1 c).
struct LazyGridLayout: NodeLayout {
    /// The grid's tracks: in `LayoutTree.gridItems[tracks]`.
    let tracks: Range<Int>
    /// The axis the tracks divide: horizontal for a LazyVGrid's columns.
    let axis: Axis
    let spacing: Double?

    static let defaultSpacing = 8.0

    private func items(_ context: LayoutContext) -> ArraySlice<GridItemSpec> { context.tree.gridItems[tracks] }

    /// The grid's length along `axis` for a proposal of `length`: the proposal itself, or for nil the first
    /// row's cells' ideal lengths (a fixed item's own) and the spacings between them (LZ4: 30 + 8 + 20 = 58).
    func gridLength(_ length: Double?, node: Int, in context: LayoutContext) -> Double {
        if let length, length.isFinite { return length }
        let items = Array(self.items(context))
        let n = context.childCount(node)
        var total = 0.0
        for (i, item) in items.enumerated() {
            if case .fixed(let w) = item.size { total += w }
            else if i < n { total += context.size(context.child(node, i), ProposedSize(axis: axis, major: nil, minor: nil))[axis] }
            if i < items.count - 1 { total += item.spacing ?? Self.defaultSpacing }
        }
        return total
    }

    /// The tracks' lengths and offsets along `axis` in a grid of `length`, and the length of their block.
    func trackLayout(_ length: Double, in context: LayoutContext) -> (lengths: [Double], offsets: [Double], extent: Double) {
        let items = Array(self.items(context))
        let gaps = items.map { $0.spacing ?? Self.defaultSpacing }
        var lengths: [Double] = []
        var gapsAfter: [Double] = []
        let fixed = items.reduce(0.0) { if case .fixed(let w) = $1.size { $0 + w } else { $0 } }
        let between = gaps.dropLast().reduce(0, +)
        var room = max(0, length - fixed - between)
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let w):
                lengths.append(w); gapsAfter.append(gaps[i])
            case .flexible(let minimum, let maximum):
                let w = min(max(left > 0 ? room / Double(left) : 0, minimum), maximum)
                lengths.append(w); gapsAfter.append(gaps[i])
                room -= w; left -= 1
            case .adaptive(let minimum, let maximum):
                let share = left > 0 ? room / Double(left) : 0, s = gaps[i]
                let fitting = ((share + s) / (max(minimum, 1) + s)).rounded(.down)
                let count = Int(min(max(fitting, 1), 1000))
                let w = min(max((share - Double(count - 1) * s) / Double(count), minimum), maximum)
                for _ in 0..<count { lengths.append(w); gapsAfter.append(s) }
                room -= Double(count) * w + Double(count - 1) * s; left -= 1
            }
        }
        var offsets: [Double] = []
        var running = 0.0
        for (i, w) in lengths.enumerated() {
            offsets.append(running)
            running += w + (i < lengths.count - 1 ? gapsAfter[i] : 0)
        }
        return (lengths, offsets, running)
    }

    /// Each cell's size, and the lines' (rows') lengths, for the tracks.
    func lines(_ lengths: [Double], node: Int, in context: LayoutContext) -> (cells: [Size], lines: [Double]) {
        let n = context.childCount(node), k = max(lengths.count, 1)
        var cells: [Size] = []
        var lines: [Double] = []
        for i in 0..<n {
            let q = ProposedSize(axis: axis, major: lengths.isEmpty ? nil : lengths[i % k], minor: nil)
            let s = context.size(context.child(node, i), q)
            cells.append(s)
            if i % k == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], s[axis.other])
        }
        return (cells, lines)
    }

    private var lineSpacing: Double { spacing ?? Self.defaultSpacing }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let along = gridLength(p[axis], node: node, in: context)
        let tracks = trackLayout(along, in: context)
        let (_, lines) = self.lines(tracks.lengths, node: node, in: context)
        let across = lines.reduce(0, +) + Double(max(lines.count - 1, 0)) * lineSpacing
        let size = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
        if rules != nil {
            let name = axis == .horizontal ? "LazyVGrid" : "LazyHGrid"
            let trackName = axis == .horizontal ? "columns" : "rows"
            let trackText = "\(name): \(trackName) \(tracks.lengths.map(num).joined(separator: ", "))"
                + (p[axis] == nil ? " from the first cells' ideal lengths" : "; it takes the proposal \(num(along))")
            let lineText = "\(name): \(lines.count) \(axis == .horizontal ? "rows" : "columns") (\(lines.map(num).joined(separator: " + ")))"
                + " + spacing \(num(lineSpacing)) × \(max(lines.count - 1, 0)) = \(num(across))"
            rules = axis == .horizontal ? AxisRules(trackText, lineText) : AxisRules(lineText, trackText)
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let tracks = trackLayout(frame.size[axis], in: context)
        let (cells, lines) = self.lines(tracks.lengths, node: node, in: context)
        let items = Array(self.items(context))
        // The block of tracks is centred in the grid's length (LZ2).
        let start = max(0, (frame.size[axis] - tracks.extent) / 2)
        let k = max(tracks.lengths.count, 1)
        var lineStart = 0.0
        for i in 0..<context.childCount(node) {
            let track = i % k, line = i / k
            if track == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
            let s = cells[i]
            let slotLength = tracks.lengths.isEmpty ? 0 : tracks.lengths[track]
            let alignment = track < items.count ? (items[track].alignment ?? .center) : .center
            let fx = guideFraction(alignment.horizontal, .leftToRight), fy = guideFraction(alignment.vertical)
            let (fAlong, fAcross) = axis == .horizontal ? (fx, fy) : (fy, fx)
            let along = start + (tracks.offsets.isEmpty ? 0 : tracks.offsets[track]) + fAlong * (slotLength - s[axis])
            let across = lineStart + fAcross * (lines[line] - s[axis.other])
            let origin = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            context.place(child: context.child(node, i), in: frame, at: origin,
                          proposal: ProposedSize(axis: axis, major: slotLength, minor: nil), knownSize: s)
        }
    }
}

// What a lazy grid tells the tree (`LayoutTraits`): a plain view's spacing, a container's guides.
extension LazyGridLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
}
