import LayoutCore

/// Text views drawn with the engine's monospaced model: each laid-out line (with "…" where the engine
/// truncated) at the frame's leading edge, line i's baseline at y + (i + 0.8) × line height. The font
/// size makes DejaVu Sans Mono's advance (0.6 em) equal the model's character width; `textLength`
/// pins the width for renderers that honour it (librsvg ignores it, the font size already fits).
enum TextDrawing {
    /// `lineHeight` is the model's, used only when the frame gives none (zero height).
    /// A Text under `.font` is drawn at its scaled character width (`style["fontScale"]`).
    static func draw(_ tree: FigureTree, charWidth: Double, lineHeight modelLineHeight: Double,
                     direction: LayoutDirection, effects: DrawingEffects) -> [SVGElement] {
        var out: [SVGElement] = []
        for entry in tree.entries {
            let node = entry.node
            guard let lines = node.textLines, !lines.isEmpty, node.frame.hasFiniteValues else { continue }
            let scale = node.style["fontScale"].flatMap(Double.init) ?? 1
            let cw = charWidth > 0 && charWidth.isFinite && scale > 0 && scale.isFinite ? charWidth * scale : 10
            let fontSize = cw / 0.6
            var drawn: [SVGElement] = []
            var lineHeight = node.frame.height / Double(lines.count)
            if !(lineHeight > 0) { lineHeight = modelLineHeight > 0 && modelLineHeight.isFinite ? modelLineHeight : 20 }
            for (i, line) in lines.enumerated() where !line.isEmpty {
                let length = Double(line.count) * cw
                let x = direction == .rightToLeft ? node.frame.maxX - length : node.frame.minX
                let y = node.frame.minY + (Double(i) + 0.8) * lineHeight
                var e = SVGElement("text", ["class": "txt", "x": num(x), "y": num(y), "font-size": num(fontSize),
                                            "textLength": num(length), "lengthAdjust": "spacingAndGlyphs"], text: line)
                if needsPreservedSpace(line) { e.set("xml:space", "preserve") }
                drawn.append(e)
            }
            guard effects.affects(entry.index) else { out += drawn; continue }
            let text = drawn.count == 1 ? drawn[0] : SVGElement("g", children: drawn.map(SVGNode.element))
            if let wrapped = effects.wrap(text, entry: entry.index) { out.append(wrapped) }
        }
        return out
    }

    /// Leading, trailing or repeated spaces (or tabs) collapse without `xml:space="preserve"`.
    static func needsPreservedSpace(_ line: String) -> Bool {
        line.hasPrefix(" ") || line.hasSuffix(" ") || line.contains("  ") || line.contains("\t")
    }
}
