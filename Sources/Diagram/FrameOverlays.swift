import LayoutCore

/// Every node's frame outlined in its role's colour, and the proposal each node was placed with as a
/// dashed outline where it differs from the size it chose.
///
/// Modifiers are wrapper views (seed 002), so in a chain such as Text → .lineLimit → .border a wrapper
/// often has exactly its child's frame. Such a chain is drawn once, in the colour of its innermost view
/// (the view the modifiers wrap), and its outline's title names the whole chain, outermost first:
/// `.border → .lineLimit(1) → Text("Hi")`. Edges that merely touch (a stack's first child) are separate
/// frames and drawn separately.
enum FrameOverlays {
    struct Result {
        var outlines: [SVGElement] = []
        var proposals: [SVGElement] = []
        /// The roles whose colours the outlines use, for the legend.
        var roles: Set<NodeRole> = []
    }

    static func draw(_ tree: FigureTree, geometry: FigureGeometry, direction: LayoutDirection, safeArea: Size) -> Result {
        var result = Result()
        var snapped: [Rect] = []
        /// For each entry, the first entry of the chain of coinciding frames it belongs to.
        var head: [Int] = []
        /// For each chain head, its members, outermost first.
        var chains: [Int: [Int]] = [:]
        snapped.reserveCapacity(tree.entries.count)
        head.reserveCapacity(tree.entries.count)
        for entry in tree.entries {
            let frame = entry.node.frame
            let s = frame.hasFiniteValues ? FigureGeometry.snapped(frame) : Rect(x: 0, y: 0, width: 0, height: 0)
            var first = entry.index
            if let p = entry.parent, frame.hasFiniteValues, s == snapped[p], s.width >= 1, s.height >= 1 { first = head[p] }
            snapped.append(s); head.append(first)
            if frame.hasFiniteValues { chains[first, default: []].append(entry.index) }
        }
        for entry in tree.entries where head[entry.index] == entry.index {
            guard let members = chains[entry.index] else { continue }
            let innermost = tree.entries[members.last!].node, node = entry.node
            let chain = members.map { tree.entries[$0].node.label }.joined(separator: " → ")
            let title = "\(chain): frame \(node.frame), proposed \(node.placementProposal) → \(node.size)"
            if let e = Outline.element(snapped[entry.index], cssClass: "o \(innermost.role.cssClass)", title: title) {
                result.outlines.append(e)
                result.roles.insert(innermost.role)
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
