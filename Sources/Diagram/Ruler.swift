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
        let span = geometry.rulerMaxX - geometry.rulerMinX
        let step = tickStep(span: span)
        // At most 400 ticks, each placed from its number (adding a step to a huge start would not move it).
        let tickCount = span.isFinite ? Int(min((span + 0.001) / step, 400).rounded(.down)) : -1
        for k in stride(from: 0, through: tickCount, by: 1) {
            let v = geometry.rulerMinX + Double(k) * step
            // Which tick this is, counted from 0 in steps (a Double: the ruler may be longer than Int holds).
            let index = (v / step).rounded()
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

    private static func drawBracket(_ b: ProposalBracket, _ geometry: FigureGeometry,
                                    direction: LayoutDirection) -> [SVGElement] {
        let rtl = direction == .rightToLeft
        let label = num(b.value)
        // an infinite proposal runs open-ended to the ruler's end on the trailing side
        let x0 = b.isInfinite ? (rtl ? geometry.rulerMinX : b.start) : b.start
        let x1 = b.isInfinite ? (rtl ? b.end : geometry.rulerMaxX) : b.end
        let c0 = x0.rounded() + 0.5, c1 = x1.rounded() + 0.5
        let top = bracketY - bracketCap, bottom = bracketY + bracketCap + 1
        var d = ""
        if !(b.isInfinite && rtl) { d += "M\(num(c0)) \(num(top))V\(num(bottom))" }
        if !(b.isInfinite && !rtl) { d += "M\(num(c1)) \(num(top))V\(num(bottom))" }
        let labelWidth = monoWidth(label, fontSize: 11) + 8
        let mid = ((x0 + x1) / 2).rounded()
        var elements: [SVGElement] = []
        let labelX: Double, anchor: String
        if c1 - c0 >= labelWidth + 12 {
            d += "M\(num(c0)) \(num(bracketY))H\(num(mid - labelWidth / 2))"
            d += "M\(num(mid + labelWidth / 2)) \(num(bracketY))H\(num(c1))"
            labelX = mid; anchor = "middle"
        } else {
            d += "M\(num(c0)) \(num(bracketY))H\(num(c1))"
            labelX = c1 + 4; anchor = "start"
        }
        let title = "the parent's proposal: width \(label), from x \(num(b.start))"
        elements.append(SVGElement("path", ["class": "pp", "d": d], children: [.element(SVGElement("title", text: title))]))
        elements.append(SVGElement("text", ["class": "ppt", "x": num(labelX), "y": num(bracketY + 4),
                                            "text-anchor": anchor], text: label))
        // dotted guides from the bracket's ends down through the diagram
        let guideTop = bottom, guideBottom = geometry.originY + geometry.area.maxY
        var g = ""
        if !(b.isInfinite && rtl) { g += "M\(num(c0)) \(num(guideTop))V\(num(guideBottom))" }
        if !(b.isInfinite && !rtl) { g += "M\(num(c1)) \(num(guideTop))V\(num(guideBottom))" }
        elements.append(SVGElement("path", ["class": "guide", "d": g]))
        return elements
    }
}
