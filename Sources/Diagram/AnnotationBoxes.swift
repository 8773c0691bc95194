import LayoutCore

/// Every piece of writing a figure carries, as boxes in SVG coordinates: what must never overlap (the
/// ruler's numbers, the proposal's number, name labels, constraint numbers) and the view text they must
/// keep clear of. The figure tests hold every shipped figure to it.
public struct FigureAnnotation: Sendable {
    public enum Kind: String, Sendable { case rulerNumber, proposalNumber, nameLabel, gaugeNumber, viewText }
    public var kind: Kind
    public var text: String
    public var box: Rect
}

extension DiagramRenderer {
    public static func annotations(_ input: DiagramInput) -> [FigureAnnotation] {
        Figure(input).annotations()
    }
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
        for entry in tree.entries {
            for line in TextDrawing.lines(entry.node, charWidth: input.charWidth, lineHeight: input.lineHeight, direction: direction) {
                out.append(FigureAnnotation(kind: .viewText, text: line.text, box: svg(line.box)))
            }
        }
        return out
    }
}
