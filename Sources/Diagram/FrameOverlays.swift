import LayoutCore

/// Every node's frame outlined in its role's colour, and the proposal each node was placed with as a
/// dashed outline where it differs from the size it chose.
///
/// Modifiers are wrapper views (seed 002), so in a chain such as Text → .lineLimit → .border a wrapper
/// often has exactly its child's frame. Frames are never moved: an outline whose (pixel-snapped) frame
/// equals its parent's is drawn 2 px inside the parent's outline, 4 px for the next one down, and so
/// on, so coinciding wrappers show as nested boxes. Edges that merely touch (a stack's first child)
/// are not inset: that would pile outlines up on every 20-pt row.
enum FrameOverlays {
    static let insetStep = 2.0

    struct Result {
        var outlines: [SVGElement] = []
        var proposals: [SVGElement] = []
        var usedInset = false
    }

    static func draw(_ tree: FigureTree, geometry: FigureGeometry, direction: LayoutDirection, safeArea: Size) -> Result {
        var result = Result()
        var snapped: [Rect] = []
        var levels: [Double] = []
        snapped.reserveCapacity(tree.entries.count)
        levels.reserveCapacity(tree.entries.count)
        for entry in tree.entries {
            let frame = entry.node.frame
            let s = frame.hasFiniteValues ? FigureGeometry.snapped(frame) : Rect(x: 0, y: 0, width: 0, height: 0)
            var level = 0.0
            if let p = entry.parent, s == snapped[p], s.width >= 1, s.height >= 1 { level = levels[p] + 1 }
            snapped.append(s); levels.append(level)
            guard frame.hasFiniteValues else { continue }
            let inset = level * insetStep
            let insets = Outline.Insets(left: inset, top: inset, right: inset, bottom: inset)
            let node = entry.node
            let title = "\(node.label): frame \(node.frame), proposed \(node.placementProposal) → \(node.size)"
            if let e = Outline.element(s, insets: insets, cssClass: "o \(node.role.cssClass)", title: title) {
                result.outlines.append(e)
                if !insets.isZero { result.usedInset = true }
            }
        }
        result.proposals = proposals(tree, geometry: geometry, direction: direction, safeArea: safeArea)
        return result
    }

    /// The placement proposal as a rectangle anchored at the node's leading edge and top: nil axes take
    /// the chosen size, infinite ones run to the drawing area's edge. Only the named views' proposals are
    /// drawn — the ones a reader asked about; every other view's would read as one more view — and in a
    /// figure that names none, every proposal. Identical rectangles are drawn once; a proposal a wrapper
    /// forwarded unchanged to its child is shown on the wrapper only, and the root's is left out when it
    /// is the safe area's size (the canvas shows that).
    static func proposals(_ tree: FigureTree, geometry: FigureGeometry, direction: LayoutDirection,
                          safeArea: Size) -> [SVGElement] {
        var seen = Set<Rect>()
        var out: [SVGElement] = []
        let area = geometry.area
        let namesSome = tree.entries.contains { $0.node.name != nil }
        for entry in tree.entries {
            let node = entry.node, frame = node.frame
            guard frame.hasFiniteValues, !namesSome || node.name != nil else { continue }
            let p = node.placementProposal
            if let parent = tree.parent(of: entry) {
                // Forwarded unchanged from a wrapper whose proposal is drawn.
                if parent.node.placementProposal == p && (!namesSome || parent.node.name != nil) { continue }
            } else if p == ProposedSize(safeArea) {
                continue
            }
            let w = p.width ?? node.size.width, h = p.height ?? node.size.height
            guard !w.isNaN, !h.isNaN else { continue }
            guard abs(w - node.size.width) > 0.005 || abs(h - node.size.height) > 0.005 else { continue }
            var x0: Double, x1: Double
            if direction == .rightToLeft {
                x1 = frame.maxX; x0 = w.isInfinite ? area.minX : frame.maxX - max(w, 0)
            } else {
                x0 = frame.minX; x1 = w.isInfinite ? area.maxX : frame.minX + max(w, 0)
            }
            let y0 = frame.minY
            var y1 = h.isInfinite ? area.maxY : frame.minY + max(h, 0)
            x0 = max(x0, area.minX); x1 = min(x1, area.maxX); y1 = min(y1, area.maxY)
            guard x1 >= x0, y1 >= y0 else { continue }
            let s = FigureGeometry.snapped(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            guard seen.insert(s).inserted else { continue }
            let title = "proposal to \(node.label): \(p)"
            if let e = Outline.element(s, cssClass: "prop", title: title) { out.append(e) }
        }
        return out
    }
}
