/// A Text reduced to what its size depends on: per paragraph, its length and the lengths of its words
/// (in characters). Sizing wraps these integers without allocating; `TextMeasurement` builds the actual
/// lines only when a figure or trace needs them, and a test holds the two to the same answers.
struct TextShape: Hashable, Sendable {
    struct Paragraph: Hashable, Sendable {
        var length: Int
        var words: [Int]
    }
    var paragraphs: [Paragraph]

    init(_ string: String) {
        var utf8 = string
        // "\r\n" is one Character, so a carriage return takes the general path too.
        let ascii = utf8.withUTF8 { $0.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
        guard ascii else {
            // Characters (grapheme clusters) are the unit, so count them the slow way.
            paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map { p in
                Paragraph(length: p.count, words: p.split(separator: " ").map(\.count))
            }
            return
        }
        // ASCII without carriage returns: one byte is one character.
        var result: [Paragraph] = []
        var paragraph = Paragraph(length: 0, words: [])
        var word = 0
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                if word > 0 { paragraph.words.append(word); word = 0 }
                result.append(paragraph)
                paragraph = Paragraph(length: 0, words: [])
            case UInt8(ascii: " "):
                paragraph.length += 1
                if word > 0 { paragraph.words.append(word); word = 0 }
            default:
                paragraph.length += 1
                word += 1
            }
        }
        if word > 0 { paragraph.words.append(word) }
        result.append(paragraph)
        paragraphs = result
    }

    /// Visits every piece of every laid-out line in order as (length, starts a new line). Greedy wrap
    /// as `TextMeasurement.wrap`: words joined by one space; a word longer than a line is broken; an
    /// empty paragraph is one empty line; with no capacity a paragraph is one line as written.
    private func walk(capacity: Int?, _ visit: (Int, Bool) -> Void) {
        for p in paragraphs {
            guard let capacity else { visit(p.length, true); continue }
            if p.words.isEmpty { visit(0, true); continue }
            var used = -1   // characters on the current line; −1 before the paragraph's first word
            for var word in p.words {
                if used >= 0 && used + 1 + word <= capacity {
                    visit(word, false)
                    used += 1 + word
                    continue
                }
                while word > capacity { visit(capacity, true); word -= capacity }
                visit(word, true)
                used = word
            }
        }
    }

    /// Line count, widest line and truncation for a line `capacity` (nil: unlimited) and a line limit.
    func layout(capacity: Int?, limit: Int) -> (lines: Int, widest: Int, truncated: Bool) {
        // widestKept: the widest of the lines that stay whole if the text is truncated (before line limit − 1)
        var lines = 0, current = 0, widest = 0, widestKept = 0
        func close() {
            widest = max(widest, current)
            if lines - 1 < limit - 1 { widestKept = max(widestKept, current) }
        }
        walk(capacity: capacity) { length, newLine in
            if newLine {
                if lines > 0 { close() }
                lines += 1
                current = length
            } else {
                current += 1 + length
            }
        }
        if lines > 0 { close() }
        guard lines > limit else { return (lines, widest, false) }
        return (limit, max(widestKept, truncatedLength(from: limit - 1, capacity: capacity)), true)
    }

    /// The length of the last visible line (line `first`): what follows its start, lines joined by a
    /// space, cut to `capacity − 1` characters without trailing spaces, plus "…" (as `TextMeasurement.truncate`).
    private func truncatedLength(from first: Int, capacity: Int?) -> Int {
        let k = max(0, (capacity ?? Int.max) - 1)
        var line = -1, position = 0, cutInsideWord = false, lastEndBeforeCut = 0
        walk(capacity: capacity) { length, newLine in
            if newLine { line += 1 }
            guard line >= first else { return }
            if line > first || !newLine { position += 1 }   // the joining space, or the space between words
            let start = position, end = position + length
            if start < k && k <= end { cutInsideWord = true }
            if end <= k && length > 0 { lastEndBeforeCut = max(lastEndBeforeCut, end) }
            position = end
        }
        guard let capacity, position + 1 > capacity else { return position + 1 }
        return (cutInsideWord ? k : lastEndBeforeCut) + 1
    }
}
