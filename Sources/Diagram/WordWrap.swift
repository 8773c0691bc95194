/// Hand-made word wrap by character count (every figure font is monospaced): breaks at spaces, and
/// hard-breaks a word longer than a whole line. Lines after the first may be narrower (`restWidth`),
/// for indented continuation lines.
enum WordWrap {
    static func wrap(_ text: String, width: Int, restWidth: Int? = nil) -> [String] {
        let firstWidth = max(width, 8), laterWidth = max(restWidth ?? width, 8)
        var lines: [String] = []
        var current = ""
        var currentCount = 0
        var limit: Int { lines.isEmpty ? firstWidth : laterWidth }
        func finishLine() { lines.append(current); current = ""; currentCount = 0 }
        for piece in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(piece)
            if currentCount > 0 && currentCount + 1 + word.count > limit { finishLine() }
            while word.count > limit {
                if currentCount > 0 { finishLine() }
                current = String(word.prefix(limit)); currentCount = limit
                word = word.dropFirst(currentCount)
                finishLine()
            }
            if word.isEmpty { continue }
            if currentCount == 0 {
                current = String(word); currentCount = word.count
            } else {
                current += " " + word; currentCount += 1 + word.count
            }
        }
        if currentCount > 0 { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
