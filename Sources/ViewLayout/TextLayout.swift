import LayoutCore

/// `Text` (reference §5): measured at the proposed width (nil → ∞) and height with the line limit of its
/// environment, then rounded up to the pixel grid as SwiftUI does during layout.
struct TextLayout: NodeLayout {
    /// Which of the tree's Texts (`LayoutTree.textStrings`, `textShapes`).
    let text: Int
    let lineLimit: Int?
    let metrics: TextMetrics
    let displayScale: Double

    /// Characters a line holds at `width` (nil: unlimited); a width ≤ 0 still holds one ("smallest positive").
    static func capacity(_ width: Double, _ metrics: TextMetrics) -> Int? {
        guard width.isFinite else { return nil }
        return max(1, Int(min(((width + 1e-9) / metrics.charWidth).rounded(.down), 1e9)))
    }

    /// Lines allowed by the line limit and the height.
    func lineLimit(height: Double) -> Int {
        var limit = lineLimit.map { max(1, $0) } ?? Int.max
        if height.isFinite { limit = min(limit, max(1, Int(min(((height + 1e-9) / metrics.lineHeight).rounded(.down), 1e9)))) }
        return limit
    }

    /// The lines as drawn (for figures and traces).
    func lines(_ p: ProposedSize, string: String) -> [String] {
        TextMeasurement(string, capacity: Self.capacity(p.width ?? .infinity, metrics),
                        limit: lineLimit(height: p.height ?? .infinity)).lines
    }

    func measure(_ p: ProposedSize, in context: LayoutContext) -> (lines: Int, widest: Int, size: Size, truncated: Bool) {
        let capacity = Self.capacity(p.width ?? .infinity, metrics), limit = lineLimit(height: p.height ?? .infinity)
        let m: TextMemo.Shape
        if let known = context.textMemo.lookup(text, capacity: capacity, limit: limit) {
            m = known
        } else {
            let wrapped = context.tree.textShapes[text].layout(capacity: capacity, limit: limit)
            m = TextMemo.Shape(lines: wrapped.lines, widest: wrapped.widest, truncated: wrapped.truncated)
            context.textMemo.store(text, capacity: capacity, limit: limit, m)
        }
        let width = roundUpToPixel(Double(m.widest) * metrics.charWidth, displayScale: displayScale)
        let height = roundUpToPixel(Double(m.lines) * metrics.lineHeight, displayScale: displayScale)
        return (m.lines, m.widest, Size(width: width, height: height), m.truncated)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let m = measure(p, in: context)
        if rules != nil {
            let n = m.lines
            let widest = m.widest
            let wrap = p.width == nil ? "proposal nil → one line per paragraph (intrinsic)"
                : "wrapped at \(describe("proposal", p.width))"
            let h: String = "Text: \(wrap); widest line \(widest) × \(num(metrics.charWidth)) = \(num(m.size.width))"
                + (m.truncated ? ", truncated with …" : "")
            var v = "Text: \(n) line\(n == 1 ? "" : "s") × \(num(metrics.lineHeight)) = \(num(m.size.height))"
            if m.truncated {
                v += lineLimit.map { " (lineLimit \($0)" } ?? " ("
                v += p.height.map { (lineLimit == nil ? "" : ", ") + "height \(num($0))" } ?? ""
                v += ")"
            }
            rules = AxisRules(h, v)
        }
        return m.size
    }
}
