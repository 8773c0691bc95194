import LayoutCore

/// The text under the figure: the scenario's caption, then for each named view the rule that decided
/// its width (and its height when that is decided by something other than passing the child through),
/// then the layout's warnings. Long lines wrap; continuation lines are indented.
enum Caption {
    static let fontSize = 12.0
    static let lineHeight = 16.0

    struct Line {
        let text: String
        let cssClass: String
        let indent: Bool
    }

    /// `rules`: whether the named views' rules are listed (the compact style keeps the caption and warnings).
    static func paragraphs(caption: String?, tree: FigureTree, warnings: [String], rules: Bool = true) -> [(String, String)] {
        var out: [(String, String)] = []
        if let caption, !caption.trimmingWhitespace.isEmpty { out.append((caption.trimmingWhitespace, "capt")) }
        for entry in tree.named where rules {
            let name = entry.node.name!
            for line in ruleLines(entry.node) { out.append(("\(name) — \(line)", "cap")) }
        }
        var seen = Set<String>()
        for warning in warnings where seen.insert(warning).inserted {
            out.append(("warning: \(warning)", "warn"))
        }
        return out
    }

    /// "width: …" and "height: …", or one "width and height: …" when both read the same.
    static func ruleLines(_ node: PlacedNode) -> [String] {
        let h = node.horizontalRule.text.trimmingWhitespace, v = node.verticalRule.text.trimmingWhitespace
        if h.isEmpty && v.isEmpty { return [] }
        if h == v { return ["width and height: \(h)"] }
        var lines: [String] = []
        if !h.isEmpty && (decides(h) || !decides(v)) { lines.append("width: \(h)") }
        if !v.isEmpty && (decides(v) || lines.isEmpty) { lines.append("height: \(v)") }
        return lines
    }

    /// A rule that merely passes the child's size through is of no interest in the caption.
    static func decides(_ rule: String) -> Bool {
        // Searched as bytes: the standard library's substring search is generic and slow, and every figure asks.
        !rule.isEmpty && !rule.utf8.contains(bytes: "unconstrained axis".utf8) && !rule.utf8.contains(bytes: "axis not fixed".utf8)
    }

    static func lines(_ paragraphs: [(String, String)], width: Double) -> [Line] {
        // Clamped: a figure as wide as its (possibly enormous) numbers still wraps its caption at a line's length.
        let chars = Int(min(max((width / (fontSize * monoAdvance)).rounded(.down), 10), 10_000))
        var out: [Line] = []
        for (text, cssClass) in paragraphs {
            // continuation lines are indented by two characters
            let wrapped = WordWrap.wrap(text, width: chars, restWidth: chars - 2)
            for (i, line) in wrapped.enumerated() { out.append(Line(text: line, cssClass: cssClass, indent: i > 0)) }
        }
        return out
    }

    static func draw(_ lines: [Line], x: Double, top: Double) -> [SVGElement] {
        lines.enumerated().map { i, line in
            let lx = x + (line.indent ? 2 * fontSize * monoAdvance : 0)
            var e = SVGElement("text", ["class": line.cssClass, "x": num(lx), "y": num(top + 12 + Double(i) * lineHeight)],
                               text: line.text)
            if TextDrawing.needsPreservedSpace(line.text) { e.set("xml:space", "preserve") }
            return e
        }
    }
}
