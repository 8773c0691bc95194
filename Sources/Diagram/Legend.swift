import LayoutCore

/// The key to the figure: only the roles and marks that appear, in a fixed order, laid out in rows
/// that wrap at the figure's width.
enum Legend {
    static let fontSize = 11.0
    static let rowHeight = 18.0
    static let swatchWidth = 16.0
    static let swatchHeight = 10.0

    enum Swatch {
        case role(NodeRole)
        case proposal
        case parentProposal
        case dot
        case overflow
        /// An Auto Layout constraint's I-beam, drawn with the gauge classes (`ConstraintGauges.cssClass`).
        case gauge(String)
    }

    struct Entry {
        let swatch: Swatch
        let text: String
    }

    struct Present {
        var roles: Set<NodeRole>
        var proposals: Bool
        var bracket: Bool
        var dots: Bool
        var overflow: Bool
        /// The gauge styles the figure draws (`ConstraintGauges.Style`).
        var gauges: Set<ConstraintGauges.Style> = []
    }

    static func entries(_ p: Present) -> [Entry] {
        var out = NodeRole.allCases.filter(p.roles.contains).map { Entry(swatch: .role($0), text: $0.legendName) }
        if p.proposals { out.append(Entry(swatch: .proposal, text: "proposal received (dashed)")) }
        if p.bracket { out.append(Entry(swatch: .parentProposal, text: "parent's proposal (ruler, pt)")) }
        if p.dots { out.append(Entry(swatch: .dot, text: "leading edge")) }
        if p.overflow { out.append(Entry(swatch: .overflow, text: "sticks out of its parent")) }
        for style in ConstraintGauges.Style.allCases where p.gauges.contains(style) {
            out.append(Entry(swatch: .gauge(style.cssClass), text: style.legendName))
        }
        return out
    }

    /// The legend's elements and its height, laid out from (`x`, `top`) within `width`.
    static func draw(_ entries: [Entry], x: Double, top: Double, width: Double, patternID: String)
        -> (elements: [SVGElement], height: Double) {
        guard !entries.isEmpty else { return ([], 0) }
        var elements: [SVGElement] = []
        var cx = x, row = 0.0
        for entry in entries {
            let itemWidth = swatchWidth + 5 + monoWidth(entry.text, fontSize: fontSize) + 14
            if cx > x && cx + itemWidth > x + width { cx = x; row += 1 }
            let y = top + row * rowHeight
            elements.append(contentsOf: swatch(entry.swatch, x: cx, y: y, patternID: patternID))
            elements.append(SVGElement("text", ["class": "lgd", "x": num(cx + swatchWidth + 5), "y": num(y + 9)],
                                       text: entry.text))
            cx += itemWidth.rounded(.up)
        }
        return (elements, (row + 1) * rowHeight)
    }

    /// A swatch-sized I-beam (the ruler's bracket, a constraint gauge): two end ticks and a bar at `barY`.
    private static func iBeam(x: Double, y: Double, barY: Double) -> String {
        "M\(num(x + 0.5)) \(num(y))V\(num(y + swatchHeight))M\(num(x + swatchWidth - 0.5)) \(num(y))"
            + "V\(num(y + swatchHeight))M\(num(x)) \(num(barY))H\(num(x + swatchWidth))"
    }

    private static func swatch(_ s: Swatch, x: Double, y: Double, patternID: String) -> [SVGElement] {
        let box = Rect(x: x, y: y, width: swatchWidth, height: swatchHeight)
        switch s {
        case .role(let role):
            return Outline.element(box, cssClass: "o \(role.cssClass)", title: nil).map { [$0] } ?? []
        case .proposal:
            return Outline.element(box, cssClass: "prop", title: nil).map { [$0] } ?? []
        case .parentProposal:
            return [SVGElement("path", ["class": "pp", "d": iBeam(x: x, y: y, barY: y + 4.5)])]
        case .dot:
            return [SVGElement("circle", ["class": "dot", "cx": num(x + 3), "cy": num(y + swatchHeight / 2),
                                          "r": num(LeadingDots.radius)])]
        case .overflow:
            return [SVGElement("rect", ["x": num(x), "y": num(y), "width": num(swatchWidth), "height": num(swatchHeight),
                                        "fill": "url(#\(patternID))"])]
        case .gauge(let cssClass):
            let path = SVGElement("path", ["d": iBeam(x: x, y: y, barY: y + swatchHeight / 2 + 0.5)])
            return [SVGElement("g", ["class": cssClass], children: [.element(path)])]
        }
    }
}
