import LayoutCore

/// Text views drawn with the engine's monospaced model: each laid-out line (with "…" where the engine
/// truncated) at the frame's leading edge, line i's baseline at y + (i + 0.8) × line height. The font
/// size makes DejaVu Sans Mono's advance (0.6 em) equal the model's character width; `textLength`
/// pins the width for renderers that honour it (librsvg ignores it, the font size already fits).
enum TextDrawing {
    /// `lines`: each entry's lines (`lines(_:charWidth:lineHeight:direction:)`), by entry index.
    static func draw(_ tree: FigureTree, lines: [[Line]], effects: DrawingEffects, raster: RasterLineWidth? = nil) -> [SVGElement] {
        var out: [SVGElement] = []
        for entry in tree.entries {
            let lines = lines[entry.index]
            guard !lines.isEmpty else { continue }
            let drawn = lines.map { line in
                var e = SVGElement("text", ["class": line.isSystemFont ? "txt txt-sf" : "txt", "x": num(line.box.minX), "y": num(line.baseline),
                                            "font-size": num(line.fontSize), "textLength": num(line.box.width),
                                            "lengthAdjust": "spacingAndGlyphs"], text: line.text)
                if needsPreservedSpace(line.text) { e.set("xml:space", "preserve") }
                if let weight = line.face["fontWeight"] { e.set("font-weight", weight) }
                if let style = line.face["fontStyle"] { e.set("font-style", style) }
                // Inline: the `.txt-sf` class's font-family would win over a presentation attribute.
                if let raster, line.isSystemFont {
                    fitForRaster(&e, line, raster)
                } else if let family = line.face["fontFamily"] {
                    e.set("style", "font-family:" + Self.family(family))
                }
                return e
            }
            guard effects.affects(entry.index) else { out += drawn; continue }
            let text = drawn.count == 1 ? drawn[0] : SVGElement("g", children: drawn.map(SVGNode.element))
            if let wrapped = effects.wrap(text, entry: entry.index) { out.append(wrapped) }
        }
        return out
    }

    /// One drawn line of a Text: where its glyphs lie (the line's box), its baseline and font size.
    struct Line {
        let text: String
        let box: Rect
        let baseline: Double
        let fontSize: Double
        /// Measured with the system model: drawn in a sans-serif font at its measured width.
        var isSystemFont = false
        /// The system model's face beyond San Francisco's regular: `fontWeight`, `fontStyle`, `fontFamily` (the trace's style keys).
        var face: [String: String] = [:]
    }

    /// A face's family first, then the system stack: the app's font where the viewer has it, SF Mono's open stand-ins.
    static func family(_ name: String) -> String {
        let quoted = "\"" + name.filter { $0 != "\"" && $0 != "\\" } + "\""
        return name == "SF Mono" ? quoted + ", ui-monospace, Menlo, \"DejaVu Sans Mono\", monospace" : quoted + ", " + Stylesheet.systemFontStack
    }

    /// The non-empty lines of `node` as drawn. The font is the model's character width (0.6 em) unless the
    /// line is too short for it: DejaVu Sans Mono's descent (0.24 em) must fit below the baseline, which sits
    /// at 0.8 of the line, so the font is at most the line height / 1.2; then `textLength` keeps the width.
    /// `lineHeight` is the model's, used only when the frame gives none (zero height). A Text under `.font`
    /// is drawn at its scaled character width (`style["fontScale"]`).
    static func lines(_ node: PlacedNode, charWidth: Double, lineHeight modelLineHeight: Double,
                      direction: LayoutDirection) -> [Line] {
        guard let lines = node.textLines?.lines, !lines.isEmpty, node.frame.hasFiniteValues else { return [] }
        // `.lineSpacing`: points between lines, not part of any line's height.
        let spacing = node.style["lineSpacing"].flatMap(Double.init).map { $0.isFinite ? max($0, 0) : 0 } ?? 0
        // `.multilineTextAlignment`: how far into the spare width a line sits (0 leading, ½ centre, 1 trailing).
        let along = node.style["textAlignment"] == "center" ? 0.5 : node.style["textAlignment"] == "trailing" ? 1 : 0
        let gaps = spacing * Double(lines.count - 1)
        if node.style["textModel"] == "system" {
            // The system model: each line at its measured width (`style["lineWidths"]`), in the text's point size.
            let widths = (node.style["lineWidths"] ?? "").split(separator: " ").compactMap { Double($0) }
            let lineHeight = (node.frame.height - gaps) / Double(lines.count)
            guard widths.count == lines.count, lineHeight > 0 else { return [] }
            let size = node.style["fontSize"].flatMap(Double.init) ?? 17
            let face = node.style.filter { ["fontWeight", "fontStyle", "fontFamily"].contains($0.key) }
            return placed(lines, lengths: widths, lineHeight: lineHeight, spacing: spacing, along: along, fontSize: min(size, lineHeight / 1.2),
                          isSystemFont: true, in: node.frame, direction: direction).map { var line = $0; line.face = face; return line }
        }
        let scale = node.style["fontScale"].flatMap(Double.init) ?? 1
        let cw = charWidth > 0 && charWidth.isFinite && scale > 0 && scale.isFinite ? charWidth * scale : 10
        var lineHeight = (node.frame.height - gaps) / Double(lines.count)
        if !(lineHeight > 0) { lineHeight = modelLineHeight > 0 && modelLineHeight.isFinite ? modelLineHeight : 20 }
        return placed(lines, lengths: lines.map { Double($0.count) * cw }, lineHeight: lineHeight, spacing: spacing, along: along,
                      fontSize: min(cw / 0.6, lineHeight / 1.2), isSystemFont: false, in: node.frame, direction: direction)
    }

    /// The non-empty lines, each `lengths[i]` long, `along` of the spare width from the frame's leading edge (its
    /// alignment), line i's baseline at 0.8 of its line, `spacing` between lines.
    private static func placed(_ lines: [String], lengths: [Double], lineHeight: Double, spacing: Double, along: Double,
                               fontSize: Double, isSystemFont: Bool, in frame: Rect, direction: LayoutDirection) -> [Line] {
        lines.enumerated().compactMap { i, line in
            guard !line.isEmpty else { return nil }
            let length = lengths[i]
            let inset = max(frame.width - length, 0) * along
            let x = direction == .rightToLeft ? frame.maxX - length - inset : frame.minX + inset
            let top = frame.minY + Double(i) * (lineHeight + spacing)
            // A line its frame cannot hold (the "…" of a Text proposed zero width, a Text collapsed to 0×0) is not
            // drawn: its glyphs would stand outside the view.
            guard length <= frame.width + 0.01, top + lineHeight <= frame.maxY + 0.01 else { return nil }
            return Line(text: line, box: Rect(x: x, y: top, width: length, height: lineHeight),
                        baseline: top + 0.8 * lineHeight, fontSize: fontSize, isSystemFont: isSystemFont)
        }
    }

    /// A system-model line in a figure made for PNG: drawn in the rasteriser's own font (Inter, or DejaVu Sans Mono for
    /// SF Mono) and scaled horizontally about its start by its measured width over that font's width, since librsvg
    /// ignores `textLength`.
    private static func fitForRaster(_ e: inout SVGElement, _ line: Line, _ raster: RasterLineWidth) {
        let monospaced = line.face["fontFamily"] == "SF Mono"
        e.set("style", "font-family:" + (monospaced ? "\"DejaVu Sans Mono\"" : "Inter"))
        let weight = line.face["fontWeight"].flatMap(Int.init) ?? 400
        guard let natural = raster.width(line.text, line.fontSize, weight, line.face["fontStyle"] == "italic", monospaced),
              natural > 0, natural.isFinite else { return }
        let scale = line.box.width / natural
        guard abs(scale - 1) > 1e-6 else { return }
        // Four decimals: a line hundreds of points wide keeps its width to a hundredth.
        e.set("transform", "matrix(\(formatNumber(scale, places: 4)) 0 0 1 \(formatNumber(line.box.minX * (1 - scale), places: 4)) 0)")
    }

    /// Leading, trailing or repeated spaces (or tabs) collapse without `xml:space="preserve"`.
    static func needsPreservedSpace(_ line: String) -> Bool {
        line.hasPrefix(" ") || line.hasSuffix(" ") || line.utf8.contains(bytes: "  ".utf8) || line.utf8.contains(UInt8(ascii: "\t"))
    }
}

/// How wide a PNG's font draws a line: `width(text, fontSize, cssWeight, italic, monospaced)` in points, nil when
/// unknown. The Raster module gives it from the fonts it ships (`RasterFonts.lineWidth`).
public struct RasterLineWidth: Sendable {
    public let width: @Sendable (String, Double, Int, Bool, Bool) -> Double?

    public init(_ width: @escaping @Sendable (String, Double, Int, Bool, Bool) -> Double?) { self.width = width }
}
