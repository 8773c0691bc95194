/// A Text's lines in its font (`TextFont`), by measured width: the same rules as the monospaced model's
/// `TextMeasurement`, with widths in points instead of character counts.
/// * nil width: one line per paragraph, as written;
/// * a finite width: greedy wrap at word boundaries (words joined by one space, spaces at a break dropped); a word wider
///   than the line is broken between the characters where it stops fitting (at least one character a line);
/// * more lines than `limit`: the last visible line shows what follows its start on one line, cut between characters so
///   that it and "…" fit, without trailing spaces (at least the "…").
/// Every width is the one `TextFont.width` gives the line as drawn, kerning included; the work is linear in the text.
struct SystemTextLines: Hashable, Sendable {
    var lines: [String]
    /// Each line's width in points.
    var widths: [Double]
    var truncated: Bool

    var widest: Double { widths.max() ?? 0 }

    /// Tolerance for "fits": a proposal equal to a line's measured width holds that line.
    static let epsilon = 1e-9

    init(_ string: String, width: Double?, limit: Int, font: TextFont) {
        var lines: [String] = [], widths: [Double] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width.isFinite else {
                lines.append(String(paragraph))
                widths.append(font.width(of: paragraph))
                continue
            }
            Self.wrap(paragraph, width: width, font: font, into: &lines, widths: &widths)
        }
        if lines.count > max(1, limit) {
            let kept = max(1, limit)
            let rest = lines[(kept - 1)...].joined(separator: " ")
            let last = Self.truncate(rest, width: width ?? .infinity, font: font)
            lines = Array(lines[..<(kept - 1)]) + [last.line]
            widths = Array(widths[..<(kept - 1)]) + [last.width]
            truncated = true
        } else {
            truncated = false
        }
        self.lines = lines
        self.widths = widths
    }

    /// Greedy wrap of one paragraph at `width`.
    private static func wrap(_ paragraph: Substring, width: Double, font: TextFont, into lines: inout [String],
                             widths: inout [Double]) {
        var line = TextRun(font: font)
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty {
                var joined = line
                joined.append(" ")
                joined.append(contentsOf: word)
                if joined.width <= width + epsilon {
                    line = joined
                    continue
                }
                lines.append(line.text)
                widths.append(line.width)
                line = TextRun(font: font)
            }
            // The word starts a line; one wider than the line is cut where the next character would overflow it.
            for character in word {
                var longer = line
                longer.append(character)
                if longer.width > width + epsilon && !line.isEmpty {
                    lines.append(line.text)
                    widths.append(line.width)
                    line = TextRun(font: font)
                    line.append(character)
                } else {
                    line = longer
                }
            }
        }
        lines.append(line.text)
        widths.append(line.width)
    }

    /// `text` on one line of `width` ending with "…": the longest prefix (between characters, trailing spaces dropped)
    /// that fits with it, or the "…" alone.
    private static func truncate(_ text: String, width: Double, font: TextFont) -> (line: String, width: Double) {
        var whole = TextRun(font: font)
        whole.append(contentsOf: Substring(text))
        whole.append("…")
        if whole.width <= width + epsilon { return (whole.text, whole.width) }
        var best = TextRun(font: font)
        best.append("…")
        var prefix = TextRun(font: font)
        for character in text {
            prefix.append(character)
            guard character != " " else { continue }   // a prefix never ends in a space
            var candidate = prefix
            candidate.append("…")
            if candidate.width > width + epsilon { break }
            best = candidate
        }
        return (best.text, best.width)
    }
}
