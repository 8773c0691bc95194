import LayoutCore

/// Every piece of writing a figure carries, as boxes in SVG coordinates: what must never overlap (the
/// ruler's numbers, the proposal's number, name labels, constraint numbers) and the view text they must
/// keep clear of. The figure tests hold every shipped figure to it.
struct FigureAnnotation {
    enum Kind { case rulerNumber, proposalNumber, nameLabel, gaugeNumber, viewText }
    var kind: Kind
    var text: String
    var box: Rect
}

extension Figure {
    func annotations() -> [FigureAnnotation] {
        let g = geometry, direction = input.result.layoutDirection
        func svg(_ r: Rect) -> Rect { r.offsetBy(dx: g.originX, dy: g.originY) }
        var out: [FigureAnnotation] = []
        if input.style != .plain {
            out += Ruler.numberBoxes(g).map { FigureAnnotation(kind: .rulerNumber, text: "", box: $0) }
            if let bracket {
                out.append(FigureAnnotation(kind: .proposalNumber, text: num(bracket.value),
                                            box: Ruler.bracketNumberBox(bracket, g, direction: direction)))
            }
            out += labels.map { FigureAnnotation(kind: .nameLabel, text: $0.text, box: svg($0.box)) }
        }
        out += ConstraintGauges.labelBoxes(input.result.constraints).map { FigureAnnotation(kind: .gaugeNumber, text: "", box: svg($0)) }
        out += textLines.joined().map { FigureAnnotation(kind: .viewText, text: $0.text, box: svg($0.box)) }
        return out
    }
}
