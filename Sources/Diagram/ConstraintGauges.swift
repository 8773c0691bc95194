import LayoutCore

/// Auto Layout constraints drawn as Interface Builder draws them: an I-beam between the two edges a spacing
/// constraint relates (or across a view for a size constraint), labelled with its constant. Required constraints are
/// solid, optional ones dashed, a constraint broken to resolve a conflict red, an optional one not met orange.
enum ConstraintGauges {
    static let endTick = 4.0

    /// How a gauge is drawn, in the legend's order.
    enum Style: CaseIterable, Hashable {
        case required, optional, unmet, broken

        init(_ constraint: ConstraintAnnotation) {
            switch constraint.status {
            case .broken: self = .broken
            case .unsatisfied: self = .unmet
            case .satisfied: self = constraint.isOptional ? .optional : .required
            }
        }

        var legendName: String {
            switch self {
            case .required: "constraint: an I-beam labelled with its constant"
            case .optional: "optional constraint (dashed)"
            case .unmet: "optional, not met (orange)"
            case .broken: "broken to resolve a conflict (red)"
            }
        }

        /// The gauge classes of the stylesheet: dashed for optional, orange when not met, red when broken.
        var cssClass: String {
            switch self {
            case .required: "gauge"
            case .optional: "gauge gauge-opt"
            case .unmet: "gauge gauge-opt gauge-unmet"
            case .broken: "gauge gauge-broken"
            }
        }
    }

    /// The styles the drawn gauges of `constraints` take.
    static func styles(_ constraints: [ConstraintAnnotation]) -> Set<Style> {
        Set(constraints.filter { drawableGauge($0) != nil }.map(Style.init))
    }

    static func draw(_ constraints: [ConstraintAnnotation]) -> [SVGElement] {
        var out: [SVGElement] = []
        let places = labelPlaces(constraints)
        for (index, constraint) in constraints.enumerated() {
            guard let gauge = drawableGauge(constraint), let place = places[index] else { continue }
            let cssClass = Style(constraint).cssClass
            let horizontal = gauge.axis == .horizontal
            let c = (gauge.cross.rounded(.down)) + 0.5
            func point(_ along: Double, _ across: Double) -> (String, String) {
                horizontal ? (num(along), num(across)) : (num(across), num(along))
            }
            var path = ""
            let (x1, y1) = point(gauge.from, c), (x2, y2) = point(gauge.to, c)
            path += "M\(x1) \(y1)L\(x2) \(y2)"
            for end in [gauge.from, gauge.to] {
                let (ax, ay) = point(end, c - endTick), (bx, by) = point(end, c + endTick)
                path += "M\(ax) \(ay)L\(bx) \(by)"
            }
            var children: [SVGNode] = [.element(SVGElement("title", text: title(constraint)))]
            children.append(.element(SVGElement("path", ["d": path])))
            children.append(.element(SVGElement("text", ["x": num(place.x), "y": num(place.y), "text-anchor": place.anchor],
                                                text: gauge.label)))
            out.append(SVGElement("g", ["class": cssClass], children: children))
        }
        return out
    }

    static let fontSize = 10.0

    /// The constraint's gauge if it has one that can be drawn (every coordinate finite).
    static func drawableGauge(_ constraint: ConstraintAnnotation) -> ConstraintAnnotation.Gauge? {
        guard let gauge = constraint.gauge, gauge.from.isFinite, gauge.to.isFinite, gauge.cross.isFinite else { return nil }
        return gauge
    }

    /// Where a gauge's number is written: centred above a horizontal line, right of a vertical one.
    static func labelPosition(_ gauge: ConstraintAnnotation.Gauge) -> (x: Double, y: Double, anchor: String) {
        let c = (gauge.cross.rounded(.down)) + 0.5, middle = (gauge.from + gauge.to) / 2
        return gauge.axis == .horizontal ? (middle, c - 3, "middle") : (c + 4, middle + 4, "start")
    }

    /// Where each drawn gauge's number goes (by index into `constraints`). A number that would cover one placed
    /// before it (a spacing to the canvas edge beside a view's height gauge) moves on, away from its line: a horizontal
    /// gauge's number one row further up, a vertical one's one row further down.
    static func labelPlaces(_ constraints: [ConstraintAnnotation]) -> [Int: (x: Double, y: Double, anchor: String)] {
        var places: [Int: (x: Double, y: Double, anchor: String)] = [:]
        var taken: [Rect] = []
        for (index, constraint) in constraints.enumerated() {
            guard let gauge = drawableGauge(constraint) else { continue }
            var (x, y, anchor) = labelPosition(gauge)
            let step = (gauge.axis == .horizontal ? -1.0 : 1.0) * (fontSize + 2)
            var box = labelBox(gauge.label, x: x, y: y, anchor: anchor)
            for _ in 0..<4 where taken.contains(where: { $0.overlaps(box) }) {
                y += step
                box = labelBox(gauge.label, x: x, y: y, anchor: anchor)
            }
            taken.append(box)
            places[index] = (x, y, anchor)
        }
        return places
    }

    static func labelBox(_ label: String, x: Double, y: Double, anchor: String) -> Rect {
        let width = monoWidth(label, fontSize: fontSize)
        return Rect(x: anchor == "middle" ? x - width / 2 : x, y: y - fontSize, width: width, height: fontSize + 2)
    }

    /// The boxes the gauges' numbers take, for the name labels to keep clear of.
    static func labelBoxes(_ constraints: [ConstraintAnnotation]) -> [Rect] {
        labelPlaces(constraints).sorted { $0.key < $1.key }.map { index, place in
            labelBox(drawableGauge(constraints[index])!.label, x: place.x, y: place.y, anchor: place.anchor)
        }
    }

    /// The boxes the gauges' I-beams take (the line and its end ticks), for the name labels to keep clear of.
    static func beamBoxes(_ constraints: [ConstraintAnnotation]) -> [Rect] {
        constraints.compactMap { constraint in
            guard let gauge = drawableGauge(constraint) else { return nil }
            let c = gauge.cross.rounded(.down) + 0.5
            let from = min(gauge.from, gauge.to), length = abs(gauge.to - gauge.from)
            return gauge.axis == .horizontal
                ? Rect(x: from, y: c - endTick, width: length, height: 2 * endTick)
                : Rect(x: c - endTick, y: from, width: 2 * endTick, height: length)
        }
    }

    static func title(_ constraint: ConstraintAnnotation) -> String {
        var text = constraint.text
        switch constraint.status {
        case .satisfied: break
        case .unsatisfied: text += " (not met, error \(formatNumber(constraint.error)))"
        case .broken: text += " (broken to resolve a conflict, error \(formatNumber(constraint.error)))"
        }
        return text
    }
}
