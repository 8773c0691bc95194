import LayoutCore

/// Where everything goes. The canvas is drawn 1 SVG unit = 1 pt inside a group translated by the
/// integer offset (`originX`, `originY`), so canvas coordinates are written unchanged and half-pixel
/// strokes stay on half pixels; the ruler above uses the same x translation, so its 0 is canvas x 0.
struct FigureGeometry {
    /// The margins around the figure, and the band above the canvas holding the ruler and the
    /// parent-proposal bracket; a plain figure (no ruler, no text) keeps a small margin all round.
    static let annotatedMargin = 20.0
    static let plainMargin = 8.0
    static let rulerBand = 58.0
    /// An annotated figure is at least this wide, for its legend and rules; the others are as wide as their content.
    static let annotatedMinimumWidth = 360.0
    static let bottomGap = 14.0
    /// Around the frames of a figure cropped to its content.
    static let contentMargin = 8.0

    let leftMargin: Double
    /// The x range covered by frames, the canvas and the proposal bracket, in canvas points.
    let contentMinX: Double, contentMaxX: Double
    let contentMinY: Double, contentMaxY: Double
    /// The ruler's range: the content range widened to multiples of 10.
    let rulerMinX: Double, rulerMaxX: Double
    /// Where the diagram group is translated to.
    let originX: Double, originY: Double
    /// The drawing area in canvas coordinates (infinite proposals are clipped to it).
    let area: Rect
    let width: Double
    /// The y (SVG) where the legend and caption start.
    let belowDiagramY: Double

    /// `writing`: the boxes of the name labels and the gauges' numbers, which widen the figure to fit them.
    init(result: LayoutResult, tree: FigureTree, bracket: ProposalBracket?, writing: [Rect],
         style: FigureStyle = .annotated, crop: FigureCrop = .canvas) {
        let range = Self.drawnRange(result: result, tree: tree, crop: crop)
        var x0 = range.minX, x1 = range.maxX
        let y0 = range.minY, y1 = range.maxY
        if let bracket {
            x0 = min(x0, bracket.start); x1 = max(x1, bracket.end)
        }
        contentMinX = x0; contentMaxX = x1; contentMinY = y0; contentMaxY = y1
        rulerMinX = (x0 / 10).rounded(.down) * 10
        rulerMaxX = (x1 / 10).rounded(.up) * 10
        let areaMinY = y0.rounded(.down), areaMaxY = y1.rounded(.up)
        area = Rect(x: rulerMinX, y: areaMinY, width: rulerMaxX - rulerMinX, height: areaMaxY - areaMinY)

        var leftmost = rulerMinX, rightmost = rulerMaxX
        for box in writing {
            leftmost = min(leftmost, box.minX.rounded(.down))
            rightmost = max(rightmost, box.maxX.rounded(.up))
        }
        leftMargin = style == .plain ? Self.plainMargin : Self.annotatedMargin
        originX = leftMargin - leftmost
        originY = (style == .plain ? Self.plainMargin : Self.rulerBand) - areaMinY
        let minimumWidth = style == .annotated ? Self.annotatedMinimumWidth : 0
        width = max(minimumWidth, (originX + rightmost + leftMargin).rounded(.up))
        // Below the drawing and anything written beside it (a label in a band taller than the drawing).
        belowDiagramY = originY + max(areaMaxY + Self.bottomGap, (writing.map(\.maxY).max() ?? -.infinity).rounded(.up) + 2)
    }

    /// The canvas range the frames take (with the canvas, or cropped to the frames plus `contentMargin`).
    static func drawnRange(result: LayoutResult, tree: FigureTree, crop: FigureCrop)
        -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
        // Cropped to the content, the range starts from the first frame instead of the canvas.
        let frames = tree.entries.map(\.node.frame).filter(\.hasFiniteValues)
        let byContent = crop == .content && !frames.isEmpty
        var x0 = byContent ? Double.infinity : 0, x1 = byContent ? -Double.infinity : (result.canvas.width.isFinite ? result.canvas.width : 0)
        var y0 = byContent ? Double.infinity : 0, y1 = byContent ? -Double.infinity : (result.canvas.height.isFinite ? result.canvas.height : 0)
        for f in frames {
            x0 = min(x0, f.minX, f.maxX); x1 = max(x1, f.minX, f.maxX)
            y0 = min(y0, f.minY, f.maxY); y1 = max(y1, f.minY, f.maxY)
        }
        if byContent {
            x0 -= contentMargin; x1 += contentMargin; y0 -= contentMargin; y1 += contentMargin
        }
        return (x0, x1, y0, y1)
    }

    /// The rows of canvas y the labels may use, worked out before they are placed: the drawing's area (they
    /// may not leave it upwards, the ruler is there) and `bottomGap` below it (the legend starts there).
    static func labelBand(result: LayoutResult, tree: FigureTree, crop: FigureCrop) -> (minY: Double, maxY: Double) {
        let range = drawnRange(result: result, tree: tree, crop: crop)
        // At least one label tall, so a label always has a row (a zero-height canvas has none of its own).
        let minY = range.minY.rounded(.down)
        return (minY, max(range.maxY.rounded(.up) + bottomGap - 2, minY + NameLabels.height))
    }

    /// Canvas x → SVG x (for the parts outside the translated group).
    func svgX(_ x: Double) -> Double { originX + x }
    func svgY(_ y: Double) -> Double { originY + y }

    /// The rectangle of `frame` on the 1-pt pixel grid, as drawn.
    static func snapped(_ frame: Rect) -> Rect { snapToPixelGrid(frame, displayScale: 1) }
}
