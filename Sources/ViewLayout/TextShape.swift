/// A Text reduced to what its size depends on: per paragraph, its length and the lengths of its words
/// (in characters). Sizing wraps these integers without allocating; `TextMeasurement` builds the actual
/// lines only when a figure or trace needs them, and a test holds the two to the same answers.
struct TextShape: Hashable, Sendable {
    /// Paragraph after paragraph: its length, its word count, then the length of each word. One flat
    /// array, so a Text costs one allocation however many paragraphs it has.
    private var encoded: [Int32]

    init(_ string: String) {
        // ASCII without carriage returns: one byte is one character ("\r\n" is one Character, so a
        // carriage return takes the general path too). Native strings are contiguous UTF-8.
        if let encoded = string.utf8.withContiguousStorageIfAvailable(Self.encodeASCII) ?? nil {
            self.encoded = encoded
            return
        }
        // Characters (grapheme clusters) are the unit, so count them the slow way.
        encoded = []
        for p in string.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = p.split(separator: " ")
            encoded.append(Int32(clamping: p.count))
            encoded.append(Int32(clamping: words.count))
            encoded += words.map { Int32(clamping: $0.count) }
        }
    }

    /// The encoding of an ASCII text without carriage returns; nil for any other text.
    private static func encodeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int32]? {
        var out: [Int32] = []
        out.reserveCapacity(bytes.count / 2 + 3)
        out.append(0); out.append(0)
        var header = 0            // index of the current paragraph's length
        var word: Int32 = 0
        for byte in bytes {
            if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") {
                if word > 0 { out.append(word); out[header + 1] += 1; word = 0 }
                if byte == UInt8(ascii: " ") {
                    out[header] += 1
                } else {
                    header = out.count
                    out.append(0); out.append(0)
                }
            } else {
                out[header] += 1
                word += 1
            }
        }
        if word > 0 { out.append(word); out[header + 1] += 1 }
        return out
    }

    /// Visits every piece of every laid-out line in order as (length, starts a new line) until `visit`
    /// returns false. Greedy wrap as `TextMeasurement.wrap`: words joined by one space; a word longer
    /// than a line is broken; an empty paragraph is one empty line; with no capacity a paragraph is one
    /// line as written.
    @inline(__always)
    private func walk(capacity: Int?, _ visit: (Int, Bool) -> Bool) {
        encoded.withUnsafeBufferPointer { e in
            var i = 0
            while i < e.count {
                let length = Int(e[i]), firstWord = i + 2
                i = firstWord + Int(e[i + 1])
                guard let capacity else {
                    if !visit(length, true) { return }
                    continue
                }
                if firstWord == i {
                    if !visit(0, true) { return }
                    continue
                }
                var used = -1   // characters on the current line; −1 before the paragraph's first word
                for w in firstWord..<i {
                    var word = Int(e[w])
                    if used >= 0 && used + 1 + word <= capacity {
                        if !visit(word, false) { return }
                        used += 1 + word
                        continue
                    }
                    while word > capacity {
                        if !visit(capacity, true) { return }
                        word -= capacity
                    }
                    if !visit(word, true) { return }
                    used = word
                }
            }
        }
    }

    /// Line count, widest line and truncation for a line `capacity` (nil: unlimited) and a line limit.
    func layout(capacity: Int?, limit: Int) -> (lines: Int, widest: Int, truncated: Bool) {
        // widestKept: the widest of the lines that stay whole if the text is truncated (before line limit − 1)
        var lines = 0, current = 0, widest = 0, widestKept = 0
        walk(capacity: capacity) { length, newLine in
            guard newLine else {
                current += 1 + length
                return true
            }
            if lines > 0 {
                widest = max(widest, current)
                if lines - 1 < limit - 1 { widestKept = max(widestKept, current) }
            }
            lines += 1
            current = length
            return lines <= limit   // one line past the limit: it will be truncated, the rest does not matter
        }
        guard lines > limit else {
            if lines > 0 { widest = max(widest, current) }
            return (lines, widest, false)
        }
        return (limit, max(widestKept, truncatedLength(from: limit - 1, capacity: capacity)), true)
    }

    /// The length of the last visible line (line `first`): what follows its start, lines joined by a
    /// space, cut to `capacity − 1` characters without trailing spaces, plus "…" (as `TextMeasurement.truncate`).
    private func truncatedLength(from first: Int, capacity: Int?) -> Int {
        let k = max(0, (capacity ?? Int.max) - 1)
        var line = -1, position = 0, cutInsideWord = false, lastEndBeforeCut = 0
        walk(capacity: capacity) { length, newLine in
            if newLine { line += 1 }
            guard line >= first else { return true }
            if line > first || !newLine { position += 1 }   // the joining space, or the space between words
            let start = position, end = position + length
            if start < k && k <= end { cutInsideWord = true }
            if end <= k && length > 0 { lastEndBeforeCut = max(lastEndBeforeCut, end) }
            position = end
            return position <= k   // past the cut, later pieces change nothing
        }
        guard let capacity, position + 1 > capacity else { return position + 1 }
        return (cutInsideWord ? k : lastEndBeforeCut) + 1
    }
}
