import LayoutCore

/// FrameLab's monospaced text model (reference §5), as the lines a figure draws: nil width → one line
/// per paragraph; finite width → greedy word wrap, breaking inside a word that does not fit a line; a
/// height limit or line limit keeps the lines that fit and ends the last one with "…". Sizing uses
/// `TextShape`, which computes the same counts without building strings.
struct TextMeasurement: Hashable, Sendable {
    var lines: [String]
    var truncated: Bool
    var widestLineCharacters: Int

    /// Lays out `string` with lines of `capacity` characters (nil: unlimited) and at most `limit` lines.
    init(_ string: String, capacity: Int?, limit: Int) {
        var all: [String] = []
        if let ascii = string.utf8.withContiguousStorageIfAvailable({ Self.wrapASCII($0, capacity: capacity) }) ?? nil {
            all = ascii
        } else {
            for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
                all += TextMeasurement.wrap(String(paragraph), capacity: capacity)
            }
        }
        if all.count > limit {
            // The last visible line shows what follows its start on one line, cut at the tail.
            let rest = all[(limit - 1)...].joined(separator: " ")
            all = Array(all[..<(limit - 1)]) + [TextMeasurement.truncate(rest, capacity: capacity)]
            truncated = true
        } else {
            truncated = false
        }
        lines = all
        widestLineCharacters = all.map(\.count).max() ?? 0
    }

    /// Greedy wrap of one paragraph: words separated by spaces, trailing spaces dropped at a break,
    /// a word longer than a line broken inside.
    static func wrap(_ paragraph: String, capacity: Int?) -> [String] {
        guard let capacity else { return [paragraph] }
        var lines: [String] = []
        var current = "", currentCount = 0   // counted as it grows: `String.count` walks the whole string
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordCount = word.count
            if currentCount > 0 && currentCount + 1 + wordCount <= capacity {
                current += " " + word
                currentCount += 1 + wordCount
                continue
            }
            if currentCount > 0 { lines.append(current) }
            // A word longer than a line, cut into lines by index (linear in its length, however long).
            var start = word.startIndex, left = wordCount
            while left > capacity {
                let end = word.index(start, offsetBy: capacity)
                lines.append(String(word[start..<end]))
                start = end
                left -= capacity
            }
            current = String(word[start...])
            currentCount = left
        }
        lines.append(current)
        return lines
    }

    /// `wrap` of every paragraph of an ASCII text without carriage returns, where one byte is one
    /// character (as in `TextShape`): the lines are built from the bytes, without splitting the text into
    /// substrings first, which made the full trace's drawn lines cost more than the layout. Nil for any
    /// other text.
    private static func wrapASCII(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int?) -> [String]? {
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        if bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var lines: [String] = []
        var start = 0
        while true {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            if let capacity {
                // The current line: words joined by one space, as in `wrap`.
                var line: [UInt8] = []
                var i = start
                while i < end {
                    if bytes[i] == space { i += 1; continue }
                    var wordEnd = i
                    while wordEnd < end && bytes[wordEnd] != space { wordEnd += 1 }
                    if !line.isEmpty && line.count + 1 + (wordEnd - i) <= capacity {
                        line.append(space)
                        line += bytes[i..<wordEnd]
                    } else {
                        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                        while wordEnd - i > capacity {   // a word longer than a line, cut into lines
                            lines.append(text(i..<(i + capacity)))
                            i += capacity
                        }
                        line.replaceSubrange(line.indices, with: bytes[i..<wordEnd])
                    }
                    i = wordEnd
                }
                lines.append(String(decoding: line, as: UTF8.self))
            } else {
                lines.append(text(start..<end))
            }
            guard end < bytes.count else { return lines }
            start = end + 1
        }
    }

    /// `text` on one line of `capacity` characters ending with "…" (at least the "…" itself).
    static func truncate(_ text: String, capacity: Int?) -> String {
        if let capacity, text.count + 1 > capacity {
            var kept = String(text.prefix(max(0, capacity - 1)))
            while kept.hasSuffix(" ") { kept.removeLast() }
            return kept + "…"
        }
        return text + "…"
    }
}
