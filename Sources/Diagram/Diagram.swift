import LayoutCore

/// Everything one figure is drawn from.
public struct DiagramInput: Sendable {
    /// Stable id prefix derived from the scenario path (e.g.
    /// "orderings-width-text-min--intrinsic-lt-min"); every id in the SVG starts with it.
    public var id: String
    public var title: String
    public var caption: String?
    public var result: LayoutResult
    /// The width the named subject's parent proposed, marked on the ruler; nil → the canvas width.
    public var parentProposal: Double?
    /// The monospaced text model the layout was measured with.
    public var charWidth: Double
    public var lineHeight: Double
    public var style: FigureStyle
    public var crop: FigureCrop
    public var appearance: FigureAppearance
    /// For a figure drawn as PNG: how wide the rasteriser's font draws a system-model line (`RasterLineWidth`), so
    /// that each line is scaled to its measured width (librsvg ignores `textLength`); nil for the SVG files.
    public var rasterLineWidth: RasterLineWidth?

    public init(id: String, title: String, caption: String? = nil, result: LayoutResult,
                parentProposal: Double? = nil, charWidth: Double = 10, lineHeight: Double = 20,
                style: FigureStyle = .annotated, crop: FigureCrop = .canvas, appearance: FigureAppearance = .auto) {
        self.id = id; self.title = title; self.caption = caption; self.result = result
        self.parentProposal = parentProposal; self.charWidth = charWidth; self.lineHeight = lineHeight
        self.style = style; self.crop = crop; self.appearance = appearance
    }
}

/// `LayoutResult` → an annotated SVG 1.1 figure: ruler with the parent's proposal, frame outlines by
/// role, proposals, text, leading-edge dots, overflow marks, legend and caption. The same input always
/// gives the same bytes.
public enum DiagramRenderer {
    public static func svg(_ input: DiagramInput) -> String { draw(input).svg }

    /// The figure and where things are in it, so that pages place it without reading the SVG back.
    public static func draw(_ input: DiagramInput) -> DrawnFigure {
        let figure = Figure(input)
        let (root, width, height) = figure.root()
        // As the SVG writes them: a page reading the file would get these numbers.
        func written(_ value: Double) -> Double { Double(num(value)) ?? value }
        return DrawnFigure(svg: SVGWriter.document(root), width: written(width), height: written(height),
                           originX: written(figure.geometry.originX), originY: written(figure.geometry.originY))
    }
}

/// A drawn figure: its SVG, its size (the root's `width` and `height`), and the translation of its canvas group
/// (`<id>-canvas`), where the canvas' origin is in the figure.
public struct DrawnFigure: Sendable {
    public var svg: String
    public var width: Double, height: Double
    public var originX: Double, originY: Double
}

/// One figure being assembled from the parts, each drawn by its own type.
struct Figure {
    let input: DiagramInput
    let baseID: String
    let tree: FigureTree
    let bracket: ProposalBracket?
    let labels: [NameLabel]
    let geometry: FigureGeometry
    /// Each entry's drawn text lines (empty for views without text), worked out once: the labels keep
    /// clear of them, the drawing writes them, the figure tests read them.
    let textLines: [[TextDrawing.Line]]

    init(_ input: DiagramInput) {
        self.input = input
        baseID = xmlID(input.id.isEmpty ? "figure" : input.id)
        tree = FigureTree(input.result.root)
        let hasRuler = input.style != .plain
        bracket = hasRuler ? ProposalBracket.make(parentProposal: input.parentProposal, result: input.result, tree: tree) : nil
        // Gauges are drawn in every style, their numbers too.
        let gaugeNumbers = ConstraintGauges.labelBoxes(input.result.constraints)
        textLines = tree.entries.map {
            TextDrawing.lines($0.node, charWidth: input.charWidth, lineHeight: input.lineHeight,
                              direction: input.result.layoutDirection)
        }
        if hasRuler {
            let band = FigureGeometry.labelBand(result: input.result, tree: tree, crop: input.crop)
            let text = textLines.joined().map(\.box)
            let constraints = input.result.constraints
            let obstacles = LabelObstacles(boxes: text + gaugeNumbers + ConstraintGauges.beamBoxes(constraints),
                                           minY: band.minY, maxY: band.maxY)
            labels = NameLabels.place(tree, direction: input.result.layoutDirection, obstacles: obstacles)
        } else {
            labels = []
        }
        geometry = FigureGeometry(result: input.result, tree: tree, bracket: bracket, writing: labels.map(\.box) + gaugeNumbers,
                                  style: input.style, crop: input.crop)
    }

    var titleID: String { baseID + "-title" }
    var descID: String { baseID + "-desc" }
    var patternID: String { OverflowMarks.patternID(baseID) }

    func root() -> (svg: SVGElement, width: Double, height: Double) {
        let result = input.result
        let direction = result.layoutDirection

        // the diagram, in canvas coordinates
        var diagram = SVGElement("g", ["id": "\(baseID)-canvas",
                                       "transform": "translate(\(num(geometry.originX)) \(num(geometry.originY)))"])
        let canvas = Rect(origin: .zero, size: result.canvas)
        let style = input.style
        if input.crop == .canvas, canvas.hasFiniteValues, let e = Outline.element(FigureGeometry.snapped(canvas), cssClass: "canvas",
                                                           title: "canvas \(result.canvas)") {
            diagram.append(e)
        }
        if input.crop == .canvas, result.safeArea.hasFiniteValues, result.safeArea != canvas,
           let e = Outline.element(FigureGeometry.snapped(result.safeArea), cssClass: "safe",
                                   title: "safe area \(result.safeArea)") {
            diagram.append(e)
        }
        let overlays = FrameOverlays.draw(tree, geometry: geometry, direction: direction,
                                          safeArea: result.safeArea.size)
        // The compact style keeps the ruler, frames, names and the caption; the plain one the frames alone.
        let overflow = style == .plain ? [] : OverflowMarks.draw(tree, canvas: canvas, patternID: patternID)
        let dots = style == .plain ? [] : LeadingDots.draw(tree, direction: direction)
        let proposals = style == .annotated ? overlays.proposals : []
        let effects = DrawingEffects(tree, baseID: baseID)
        let layers: [(String, [SVGElement])] = [
            ("fills", ContentFills.draw(tree, effects: effects)),
            ("overflow", overflow),
            ("proposals", proposals),
            ("frames", overlays.outlines),
            ("text", TextDrawing.draw(tree, lines: textLines, effects: effects, raster: input.rasterLineWidth)),
            ("constraints", ConstraintGauges.draw(result.constraints)),
            ("dots", dots),
            ("labels", NameLabels.draw(labels)),
        ]
        for (name, elements) in layers where !elements.isEmpty {
            diagram.append(SVGElement("g", ["id": "\(baseID)-\(name)"], children: elements.map(SVGNode.element)))
        }

        // legend and caption below
        let textWidth = geometry.width - 2 * geometry.leftMargin
        let present = Legend.Present(roles: overlays.roles, proposals: !proposals.isEmpty,
                                     bracket: bracket != nil, dots: !dots.isEmpty, overflow: !overflow.isEmpty,
                                     gauges: ConstraintGauges.styles(result.constraints))
        let legend = style == .annotated
            ? Legend.draw(Legend.entries(present), x: geometry.leftMargin, top: geometry.belowDiagramY, width: textWidth,
                          patternID: patternID)
            : (elements: [], height: 0)
        let captionTop = geometry.belowDiagramY + legend.height + (legend.height > 0 ? 6 : 0)
        let paragraphs = style == .plain ? []
            : Caption.paragraphs(caption: input.caption, tree: tree, warnings: result.warnings, rules: style == .annotated)
        let captionLines = Caption.lines(paragraphs, width: textWidth)
        let caption = Caption.draw(captionLines, x: geometry.leftMargin, top: captionTop)
        let height = style == .plain ? (geometry.belowDiagramY - FigureGeometry.bottomGap + geometry.leftMargin).rounded(.up)
            : (captionTop + Double(captionLines.count) * Caption.lineHeight + 10).rounded(.up)
        let width = geometry.width

        var svg = SVGElement("svg", [
            "xmlns": "http://www.w3.org/2000/svg",
            "xmlns:xlink": "http://www.w3.org/1999/xlink",
            "version": "1.1",
            "width": num(width), "height": num(height),
            "viewBox": "0 0 \(num(width)) \(num(height))",
            "role": "img",
            "aria-labelledby": "\(titleID) \(descID)",
        ])
        svg.append(SVGElement("title", ["id": titleID], text: input.title))
        svg.append(SVGElement("desc", ["id": descID], text: description()))
        svg.append(SVGElement("style", ["type": "text/css"], text: Stylesheet.css(colors: ContentFills.colorNames(tree),
                                                                       gauges: result.constraints.contains { $0.gauge != nil }
                                                                           || tree.entries.contains { $0.node.role == .layoutGuide },
                                                                       images: ContentFills.hasImages(tree),
                                                                       systemText: textLines.joined().contains { $0.isSystemFont },
                                                                       appearance: input.appearance)))
        svg.append(SVGElement("defs", children: [.element(OverflowMarks.pattern(id: patternID))]
                              + effects.clipPaths.map(SVGNode.element)))
        if style != .plain { svg.append(Ruler.draw(geometry, bracket: bracket, direction: direction)) }
        svg.append(diagram)
        if !legend.elements.isEmpty {
            svg.append(SVGElement("g", ["id": "\(baseID)-legend"], children: legend.elements.map(SVGNode.element)))
        }
        if !caption.isEmpty {
            svg.append(SVGElement("g", ["id": "\(baseID)-caption"], children: caption.map(SVGNode.element)))
        }
        return (svg, width, height)
    }

    /// The text alternative: what the figure shows, with the numbers.
    func description() -> String {
        let result = input.result
        var parts: [String] = []
        if let caption = input.caption, !caption.trimmingWhitespace.isEmpty { parts.append(caption.trimmingWhitespace + ".") }
        parts.append("Layout diagram of a \(result.canvas) pt canvas"
                     + (result.layoutDirection == .rightToLeft ? ", right to left." : "."))
        if let bracket {
            parts.append("The ruler marks the parent's proposed width \(num(bracket.value)) pt from x \(num(bracket.start)).")
        }
        for entry in tree.named {
            let n = entry.node
            parts.append("\(n.name!): \(n.label), frame \(n.frame), proposed \(n.placementProposal).")
        }
        return parts.joined(separator: " ")
    }
}
