import LayoutCore

/// Auto Layout constraints drawn as Interface Builder draws them: an I-beam between the two edges a spacing
/// constraint relates (or across a view for a size constraint), labelled with its constant. Required constraints are
/// solid, optional ones dashed, a constraint broken to resolve a conflict red, an optional one not met orange.
enum ConstraintGauges {
    static let endTick = 4.0

    static func draw(_ constraints: [ConstraintAnnotation]) -> [SVGElement] {
        var out: [SVGElement] = []
        for constraint in constraints {
            guard let gauge = constraint.gauge, gauge.from.isFinite, gauge.to.isFinite, gauge.cross.isFinite else { continue }
            var cssClass = "gauge"
            if constraint.isOptional { cssClass += " gauge-opt" }
            switch constraint.status {
            case .broken: cssClass += " gauge-broken"
            case .unsatisfied: cssClass += " gauge-unmet"
            case .satisfied: break
            }
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
            let middle = (gauge.from + gauge.to) / 2
            let (tx, ty) = horizontal ? (num(middle), num(c - 3)) : (num(c + 4), num(middle + 4))
            children.append(.element(SVGElement("text", ["x": tx, "y": ty, "text-anchor": horizontal ? "middle" : "start"],
                                                text: gauge.label)))
            out.append(SVGElement("g", ["class": cssClass], children: children))
        }
        return out
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
