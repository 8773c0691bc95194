import LayoutCore

/// The measuring ruler along the top, like seed 003's ものさし bar labelled "200": ticks every 10 pt,
/// longer every 50, numbers every 100, and below it a bracket for the parent's proposal, labelled with
/// its number, with dotted guides down from its ends. A ruler too long for 400 ticks of 10 pt ticks every
/// 50, 100, 500, 1000, … pt instead, so a figure's drawing cost does not grow with its numbers.
enum Ruler {
    static let axisY = 30.5          // the ruler's base line (a 1-px line on a half pixel)
    static let numberBaseline = 15.0
    static let bracketY = 44.5
    static let bracketCap = 5.0

    static func draw(_ geometry: FigureGeometry, bracket: ProposalBracket?, direction: LayoutDirection) -> SVGElement {
        var group = SVGElement("g", ["transform": "translate(\(num(geometry.originX)) 0)"])
        // ticks: one path, x on half pixels so each tick is one pixel column wide
        var d = "M\(num(geometry.rulerMinX)) \(num(axisY))H\(num(geometry.rulerMaxX + 1))"
        var numbers: [SVGElement] = []
        let step = tickStep(span: geometry.rulerMaxX - geometry.rulerMinX)
        for (v, index) in ticks(geometry) {
            let isNumbered = index.truncatingRemainder(dividingBy: 10) == 0
            let length: Double = isNumbered ? 10 : (index.truncatingRemainder(dividingBy: 5) == 0 ? 7 : 4)
            d += "M\(num(v + 0.5)) 30V\(num(30 - length))"
            if isNumbered {
                numbers.append(SVGElement("text", ["class": "rnum", "x": num(v + 0.5), "y": num(numberBaseline),
                                                   "text-anchor": "middle"], text: num(v)))
            }
        }
        group.append(SVGElement("path", ["class": "tick", "d": d], children: [
            .element(SVGElement("title", text: "ruler in points, ticks every \(num(step))")),
        ]))
        group.append(contentsOf: numbers)
        group.append(SVGElement("text", ["class": "rnum", "x": num(geometry.rulerMaxX + 5), "y": num(axisY - 1)],
                                text: "pt"))
        if let bracket { group.append(contentsOf: drawBracket(bracket, geometry, direction: direction)) }
        return group
    }

    /// Each tick's position and its number counted from 0 in steps (a Double: the ruler may be longer than Int
    /// holds). At most 400 ticks, each placed from its number (adding a step to a huge start would not move it).
    static func ticks(_ geometry: FigureGeometry) -> [(x: Double, index: Double)] {
        let span = geometry.rulerMaxX - geometry.rulerMinX
        let step = tickStep(span: span)
        let tickCount = span.isFinite ? Int(min((span + 0.001) / step, 400).rounded(.down)) : -1
        return stride(from: 0, through: tickCount, by: 1).map { k in
            let v = geometry.rulerMinX + Double(k) * step
            return (v, (v / step).rounded())
        }
    }

    static let numberFontSize = 10.0

    /// Where the ruler's numbers and its "pt" are written, in SVG coordinates (canvas x + the x origin).
    static func numberBoxes(_ geometry: FigureGeometry) -> [Rect] {
        let numbered = ticks(geometry).filter { $0.index.truncatingRemainder(dividingBy: 10) == 0 }
        let w = { (text: String) in monoWidth(text, fontSize: numberFontSize) }
        return numbered.map { t in
            let width = w(num(t.x))
            return Rect(x: geometry.svgX(t.x + 0.5) - width / 2, y: numberBaseline - 8, width: width, height: 10)
        } + [Rect(x: geometry.svgX(geometry.rulerMaxX + 5), y: axisY - 9, width: w("pt"), height: 10)]
    }

    /// Where the proposal bracket's number is written, in SVG coordinates.
    static func bracketNumberBox(_ b: ProposalBracket, _ geometry: FigureGeometry, direction: LayoutDirection) -> Rect {
        let label = bracketLabel(b, geometry, direction: direction)
        let w = monoWidth(label.text, fontSize: 11)
        let x = label.anchor == "middle" ? label.x - w / 2 : label.x
        return Rect(x: geometry.svgX(x), y: bracketY + 4 - 9, width: w, height: 11)
    }

    /// 10 pt, or for a ruler longer than 400 ticks of that the first of 50, 100, 500, 1000, … that keeps the
    /// count at 400 or fewer.
    static func tickStep(span: Double) -> Double {
        var step = 10.0, grow = 5.0
        while span / step > 400 && (step * 5).isFinite {
            step *= grow
            grow = grow == 5 ? 2 : 5
        }
        return step
    }

    /// The bracket's ends (an infinite proposal runs open-ended to the ruler's end on the trailing side) and
    /// its number: centred in a gap of `gap` pt in the line when it fits (`fits`), else after the trailing end.
    private static func bracketLabel(_ b: ProposalBracket, _ geometry: FigureGeometry, direction: LayoutDirection)
        -> (text: String, x: Double, anchor: String, x0: Double, x1: Double, gap: Double, fits: Bool) {
        let rtl = direction == .rightToLeft
        let x0 = b.isInfinite ? (rtl ? geometry.rulerMinX : b.start) : b.start
        let x1 = b.isInfinite ? (rtl ? b.end : geometry.rulerMaxX) : b.end
        let c0 = x0.rounded() + 0.5, c1 = x1.rounded() + 0.5
        let text = num(b.value)
        let gap = monoWidth(text, fontSize: 11) + 8
        if c1 - c0 >= gap + 12 { return (text, ((x0 + x1) / 2).rounded(), "middle", x0, x1, gap, true) }
        return (text, c1 + 4, "start", x0, x1, gap, false)
    }

    private static func drawBracket(_ b: ProposalBracket, _ geometry: FigureGeometry,
                                    direction: LayoutDirection) -> [SVGElement] {
        let rtl = direction == .rightToLeft
        let label = bracketLabel(b, geometry, direction: direction)
        let c0 = label.x0.rounded() + 0.5, c1 = label.x1.rounded() + 0.5
        let top = bracketY - bracketCap, bottom = bracketY + bracketCap + 1
        var d = ""
        if !(b.isInfinite && rtl) { d += "M\(num(c0)) \(num(top))V\(num(bottom))" }
        if !(b.isInfinite && !rtl) { d += "M\(num(c1)) \(num(top))V\(num(bottom))" }
        var elements: [SVGElement] = []
        if label.fits {
            d += "M\(num(c0)) \(num(bracketY))H\(num(label.x - label.gap / 2))"
            d += "M\(num(label.x + label.gap / 2)) \(num(bracketY))H\(num(c1))"
        } else {
            d += "M\(num(c0)) \(num(bracketY))H\(num(c1))"
        }
        let title = "the parent's proposal: width \(label.text), from x \(num(b.start))"
        elements.append(SVGElement("path", ["class": "pp", "d": d], children: [.element(SVGElement("title", text: title))]))
        elements.append(SVGElement("text", ["class": "ppt", "x": num(label.x), "y": num(bracketY + 4),
                                            "text-anchor": label.anchor], text: label.text))
        // dotted guides from the bracket's ends down through the diagram
        let guideTop = bottom, guideBottom = geometry.originY + geometry.area.maxY
        var g = ""
        if !(b.isInfinite && rtl) { g += "M\(num(c0)) \(num(guideTop))V\(num(guideBottom))" }
        if !(b.isInfinite && !rtl) { g += "M\(num(c1)) \(num(guideTop))V\(num(guideBottom))" }
        elements.append(SVGElement("path", ["class": "guide", "d": g]))
        return elements
    }
}
