import LayoutCore

/// `Text` (reference §5): measured at the proposed width (nil → ∞) and height with the line limit of its
/// environment, then rounded up to the pixel grid as SwiftUI does during layout.
struct TextLayout: NodeLayout {
    /// Which of the tree's Texts (`LayoutTree.textShapes`).
    let text: Int
    let lineLimit: Int?
    /// The font's size over the text model's reference size (`.font`; 1 without one).
    let scale: Double
    /// `.lineSpacing`, which both models add between lines (the rest of the face is the tree's `textFaces[text]`).
    var lineSpacing = 0.0

    /// The font's weight, style and family, which the system model measures (`TextFont`); the monospaced model ignores them.
    func face(_ context: LayoutContext) -> TextFace { context.tree.textFaces[text] }

    /// The text model at this Text's font size.
    @inline(__always)
    func metrics(_ context: LayoutContext) -> TextMetrics { context.settings.text.scaled(by: scale) }

    /// Characters a line holds at `width` (nil: unlimited); a width ≤ 0 still holds one ("smallest positive").
    /// `Int(_:)` truncates towards zero, which is rounding down wherever the result reaches 1 (and is
    /// cheaper than `rounded(.down)`, a library call on baseline x86-64).
    static func capacity(_ width: Double, _ metrics: TextMetrics) -> Int? {
        guard width.isFinite else { return nil }
        return max(1, Int(min((width + 1e-9) / metrics.charWidth, 1e9)))
    }

    /// Lines allowed by the line limit and the height (`lineSpacing` between each two).
    func lineLimit(height: Double, _ metrics: TextMetrics) -> Int {
        var limit = lineLimit.map { max(1, $0) } ?? Int.max
        // Truncation rounds down here too, as in `capacity`.
        if height.isFinite {
            let pitch = metrics.lineHeight + lineSpacing
            limit = min(limit, max(1, Int(min((height + lineSpacing + 1e-9) / pitch, 1e9))))
        }
        return limit
    }

    /// `lines` lines of `lineHeight` with `.lineSpacing` between each two.
    func linesHeight(_ lines: Int, lineHeight: Double) -> Double {
        Double(lines) * lineHeight + Double(max(lines - 1, 0)) * lineSpacing
    }

    /// Where the baselines are: the first line's ascender, and the distance from one line's baseline to the next
    /// (a line and the line spacing). An app's font has its own ascender and line (`hhea`); the models' metrics
    /// scale with the font size otherwise.
    func baselines(_ context: LayoutContext) -> (ascender: Double, pitch: Double) {
        if context.settings.text.model == .system, let font = face(context).custom?.font {
            let size = context.settings.text.fontSize * scale
            return (Double(font.ascender) / Double(font.unitsPerEm) * size, font.lineHeight(size: size) + lineSpacing)
        }
        let metrics = metrics(context)
        return (metrics.ascender, metrics.lineHeight + lineSpacing)
    }

    /// The rule's words for the line spacing, empty without one.
    var lineSpacingRule: String {
        lineSpacing == 0 ? "" : " + \(num(lineSpacing)) lineSpacing between lines"
    }

    /// The lines as drawn (for figures and traces). The system model's are measured already (the run keeps
    /// them); the monospaced model's are wrapped again when read, from the string, capacity and limit.
    func lines(_ p: ProposedSize, string: String, in context: LayoutContext) -> TextLines {
        if context.settings.text.model == .system { return TextLines(systemMeasure(p, in: context).lines.lines) }
        let metrics = metrics(context)
        let capacity = Self.capacity(p.width ?? .infinity, metrics), limit = lineLimit(height: p.height ?? .infinity, metrics)
        return TextLines(deferred: { TextMeasurement(string, capacity: capacity, limit: limit).lines })
    }

    /// The Text's lines, widest line, truncation and size for the proposal, from the run's memo when the
    /// same capacity and limit were asked before. Any limit of at least the unlimited line count gives the
    /// unlimited result, so that one is looked up before wrapping again.
    func measure(_ p: ProposedSize, in context: LayoutContext) -> TextMemo.Measured {
        let metrics = metrics(context), displayScale = context.settings.displayScale
        let capacity = Self.capacity(p.width ?? .infinity, metrics), limit = lineLimit(height: p.height ?? .infinity, metrics)
        let memo = context.textMemo
        if let known = memo.lookup(text, capacity: capacity, limit: limit) { return known }
        func measured(_ limit: Int) -> TextMemo.Measured {
            let m = context.tree.textShapes[text].layout(capacity: capacity, limit: limit)
            let width = roundUpToPixel(Double(m.widest) * metrics.charWidth, displayScale: displayScale)
            let height = roundUpToPixel(linesHeight(m.lines, lineHeight: metrics.lineHeight), displayScale: displayScale)
            let result = TextMemo.Measured(lines: m.lines, widest: m.widest, truncated: m.truncated,
                                           size: Size(width: width, height: height))
            memo.store(text, capacity: capacity, limit: limit, result)
            return result
        }
        let unlimited = memo.lookup(text, capacity: capacity, limit: .max) ?? measured(.max)
        return unlimited.lines <= limit ? unlimited : measured(limit)
    }

    /// Below one character's width a Text answers the proposal, not its one character (observed on real
    /// SwiftUI: MetalUI `swiftui-engine-replacement-stage1.swift` T3 and T4, a Text proposed 0 and 5 wide is
    /// 0 and 5 wide, one character a line); its height keeps every line.
    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        if context.settings.text.model == .system { return systemSize(p, in: context, rules: &rules) }
        let m = measure(p, in: context)
        var size = m.size
        // Only a proposal below one character: rounding up to the pixel grid may pass a wider proposal.
        let clamped = p.width.map { $0 < size.width && $0 < metrics(context).charWidth } ?? false
        if clamped, let w = p.width { size.width = max(w, 0) }
        if rules != nil {
            let metrics = metrics(context), width = size.width
            @Sendable func horizontal() -> String {
                let wrap = p.width == nil ? "proposal nil → one line per paragraph (intrinsic)"
                    : "wrapped at \(describe("proposal", p.width))"
                var h: String = "Text, monospaced model: \(wrap); widest line \(m.widest) × \(num(metrics.charWidth)) = \(num(m.size.width))"
                    + (m.truncated ? ", truncated with …" : "")
                if clamped { h += "; narrower than one character, the proposal \(num(width))" }
                return h
            }
            @Sendable func vertical() -> String {
                let n = m.lines
                return "Text: \(n) line\(n == 1 ? "" : "s") × \(num(metrics.lineHeight))\(n > 1 ? lineSpacingRule : "") = \(num(m.size.height))"
                    + (m.truncated ? truncationReason(p) : "")
            }
            rules = AxisRules(horizontal(), vertical())
        }
        return size
    }
}

extension TextLayout {
    /// Why a truncated Text has the lines it has: " (lineLimit 2, height 40)".
    func truncationReason(_ p: ProposedSize) -> String {
        (lineLimit.map { " (lineLimit \($0)" } ?? " (") + (p.height.map { (lineLimit == nil ? "" : ", ") + "height \(num($0))" } ?? "") + ")"
    }
}

// The system model (`SystemFont`): widths from San Francisco's measured advances and kerning at the Text's point size,
// one line `size × 2444/2048` tall; sizes rounded up to the pixel grid as in the monospaced model.
extension TextLayout {
    struct SystemMeasured {
        var lines: SystemTextLines
        var size: Size
        /// One line's exact height, and the point size, for the rules.
        var lineHeight: Double
        var fontSize: Double
    }

    /// How many lines the Text has at `p` (the last baseline's line), in either model.
    func lineCount(_ p: ProposedSize, in context: LayoutContext) -> Int {
        context.settings.text.model == .system ? systemMeasure(p, in: context).lines.lines.count : measure(p, in: context).lines
    }

    /// The line limit, and the most lines whose height on the pixel grid fits `height`.
    private func systemLineLimit(height: Double, lineHeight: Double, displayScale: Double) -> Int {
        var limit = lineLimit.map { max(1, $0) } ?? Int.max
        if height.isFinite {
            var fitting = max(1, Int(min((height + lineSpacing + 1e-9) / (lineHeight + lineSpacing), 1e9)))
            while fitting > 1 && roundUpToPixel(linesHeight(fitting, lineHeight: lineHeight), displayScale: displayScale) > height + 1e-9 {
                fitting -= 1
            }
            limit = min(limit, fitting)
        }
        return limit
    }

    func systemMeasure(_ p: ProposedSize, in context: LayoutContext) -> SystemMeasured {
        let fontSize = context.settings.text.fontSize * scale, displayScale = context.settings.displayScale
        let face = face(context)
        let lineHeight = TextFont.lineHeight(size: fontSize, face: face)
        let limit = systemLineLimit(height: p.height ?? .infinity, lineHeight: lineHeight, displayScale: displayScale)
        let width = p.width ?? .infinity
        let key = SystemTextKey(text: text, width: width.bitPattern, limit: limit)
        if let known = context.systemTextMemo[key] { return known }
        // The font's tables are looked up only for a measurement the memo does not hold.
        let lines = SystemTextLines(context.tree.textStrings[text], width: width.isFinite ? max(0, width) : nil, limit: limit,
                                    font: TextFont(size: fontSize, face: face))
        let size = Size(width: roundUpToPixel(lines.widest, displayScale: displayScale),
                        height: roundUpToPixel(linesHeight(lines.lines.count, lineHeight: lineHeight), displayScale: displayScale))
        let measured = SystemMeasured(lines: lines, size: size, lineHeight: lineHeight, fontSize: fontSize)
        context.systemTextMemo[key] = measured
        return measured
    }

    /// Where the rule's widths come from, by the face's source.
    private func advanceSource(_ face: TextFace) -> String {
        if let custom = face.custom { return "advances and pair kerning from the font file's tables (\(custom.font.unitsPerEm) units per em)" }
        if face.design == .monospaced { return "SF Mono, every character 1266/2048 em, measured" }
        return "measured advances and kerning, SF's tracking for the size included" + (face.italic && face.weight != .regular
            ? "; italic as regular italic's difference from regular (FrameLab's model)" : "")
    }

    /// How one line's height is made, by the face's source.
    private func lineSource(_ size: Double, _ face: TextFace) -> String {
        guard let font = face.custom?.font else { return "\(num(size)) × 2444/2048" }
        return "\(num(size)) × (\(font.ascender) + \(-font.descender) + \(font.lineGap))/\(font.unitsPerEm), the font's hhea"
    }

    /// As the monospaced model: a proposal narrower than a character that cannot be broken further gives its own width.
    private func systemSize(_ p: ProposedSize, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let m = systemMeasure(p, in: context), face = face(context)
        var size = m.size
        let clamped = p.width.map { m.lines.widest > $0 + SystemTextLines.epsilon } ?? false
        if clamped, let w = p.width { size.width = max(w, 0) }
        if rules != nil {
            let n = m.lines.lines.count, width = size.width
            @Sendable func horizontal() -> String {
                let wrap = p.width == nil ? "proposal nil → one line per paragraph (intrinsic)" : "wrapped at \(describe("proposal", p.width))"
                var h = "Text, system model (\(face.describe(size: m.fontSize)): \(advanceSource(face))): \(wrap); "
                    + "widest line \(num(m.lines.widest)) → \(num(m.size.width)) on the pixel grid" + (m.lines.truncated ? ", truncated with …" : "")
                if clamped { h += "; a character wider than the proposal, the proposal \(num(width))" }
                return h
            }
            @Sendable func vertical() -> String {
                "Text: \(n) line\(n == 1 ? "" : "s") × \(num(m.lineHeight)) (\(lineSource(m.fontSize, face)))\(n > 1 ? lineSpacingRule : "") = "
                    + "\(num(linesHeight(n, lineHeight: m.lineHeight))) → \(num(m.size.height)) on the pixel grid"
                    + (m.lines.truncated ? truncationReason(p) : "")
            }
            rules = AxisRules(horizontal(), vertical())
        }
        return size
    }
}

// What a Text tells the tree (`LayoutTraits`): its font's metrics as spacing preferences (§4.5), and explicit
// values for both baselines.
extension TextLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .text(children.textSpacing) }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { AlignmentKey.baselineBits }
}
