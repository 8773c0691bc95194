import LayoutCore

/// Seed 003's MyDot: a small dot at the leading edge (the right edge in right-to-left layouts) of every
/// named view and every stack child, vertically centred, so where a row starts is visible even when
/// the text inside begins with blank space. It sits just outside the edge, touching it, so it never
/// covers the first glyph.
enum LeadingDots {
    static let radius = 3.0

    static func draw(_ tree: FigureTree, direction: LayoutDirection) -> [SVGElement] {
        var seen = Set<Point>()
        var out: [SVGElement] = []
        for entry in tree.entries where entry.node.name != nil || entry.node.isStackChild {
            let f = entry.node.frame
            guard f.hasFiniteValues else { continue }
            let p = Point(x: direction == .rightToLeft ? f.maxX : f.minX, y: f.centerY)
            guard seen.insert(p).inserted else { continue }
            let cx = direction == .rightToLeft ? p.x + radius : p.x - radius
            out.append(SVGElement("circle", ["class": "dot", "cx": num(cx), "cy": num(p.y), "r": num(radius)]))
        }
        return out
    }
}
