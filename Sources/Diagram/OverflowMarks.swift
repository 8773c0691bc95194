import LayoutCore

/// Where a child's frame sticks out of its parent's (stacks, frames, padding, decorations, containers,
/// and the root on the canvas; not offset or safe-area modifiers, whose children are meant to move),
/// the part outside is covered with a tinted, hatched band on each side it crosses.
enum OverflowMarks {
    static let tolerance = 0.005

    static func patternID(_ figureID: String) -> String { figureID + "-hatch" }

    static func pattern(id: String) -> SVGElement {
        SVGElement("pattern", ["id": id, "patternUnits": "userSpaceOnUse", "width": "6", "height": "6"], children: [
            .element(SVGElement("rect", ["class": "ovf", "width": "6", "height": "6"])),
            .element(SVGElement("path", ["class": "hatch", "d": "M-1 1L1 -1M0 6L6 0M5 7L7 5"])),
        ])
    }

    /// The root is checked against the canvas it is placed on.
    static func draw(_ tree: FigureTree, canvas: Rect, patternID: String) -> [SVGElement] {
        var seen = Set<Rect>()
        var out: [SVGElement] = []
        for entry in tree.entries {
            let p: Rect, parentLabel: String
            if let parent = tree.parent(of: entry) {
                guard parent.node.role != .modifier, parent.node.role != .content else { continue }
                p = parent.node.frame; parentLabel = parent.node.label
            } else {
                p = canvas; parentLabel = "the canvas"
            }
            let c = entry.node.frame
            guard c.hasFiniteValues, p.hasFiniteValues, c.width > 0 || c.height > 0 else { continue }
            let innerX0 = max(c.minX, p.minX), innerX1 = min(c.maxX, p.maxX)
            var bands: [(band: Rect, side: String, amount: Double)] = []
            if c.minX < p.minX - tolerance {
                bands.append((Rect(x: c.minX, y: c.minY, width: min(p.minX, c.maxX) - c.minX, height: c.height), "left", p.minX - c.minX))
            }
            if c.maxX > p.maxX + tolerance {
                let x0 = max(p.maxX, c.minX)
                bands.append((Rect(x: x0, y: c.minY, width: c.maxX - x0, height: c.height), "right", c.maxX - p.maxX))
            }
            if c.minY < p.minY - tolerance, innerX1 > innerX0 {
                bands.append((Rect(x: innerX0, y: c.minY, width: innerX1 - innerX0,
                                   height: min(p.minY, c.maxY) - c.minY), "top", p.minY - c.minY))
            }
            if c.maxY > p.maxY + tolerance, innerX1 > innerX0 {
                let y0 = max(p.maxY, c.minY)
                bands.append((Rect(x: innerX0, y: y0, width: innerX1 - innerX0, height: c.maxY - y0), "bottom", c.maxY - p.maxY))
            }
            for (band, side, amount) in bands {
                let s = visible(band)
                guard seen.insert(s).inserted else { continue }
                let title = "\(entry.node.label) sticks out of \(parentLabel) on the \(side) by \(num(amount))"
                out.append(SVGElement("rect", ["x": num(s.minX), "y": num(s.minY), "width": num(s.width),
                                               "height": num(s.height), "fill": "url(#\(patternID))"],
                                      children: [.element(SVGElement("title", text: title))]))
            }
        }
        return out
    }

    /// The band on the pixel grid, at least one pixel thick so a sub-pixel overflow still shows.
    private static func visible(_ band: Rect) -> Rect {
        var s = FigureGeometry.snapped(band)
        if s.width < 1 { s = Rect(x: s.minX, y: s.minY, width: 1, height: s.height) }
        if s.height < 1 { s = Rect(x: s.minX, y: s.minY, width: s.width, height: 1) }
        return s
    }
}
