/// One run of highlighted source: `cls` is the CSS class ("kw", "type", "num", "str", "mod", "member",
/// "label", "comment"), empty for plain text. The template wraps classed runs in `<span>` and escapes text.
struct CodeToken {
    var text: String
    var cls: String
    var highlighted: Bool
    init(text: String, cls: String) { self.text = text; self.cls = cls; self.highlighted = !cls.isEmpty }
}

/// A small Swift tokenizer, good enough for view expressions: keywords, types (capitalised names),
/// numbers, strings, comments, argument labels and `.modifier(` calls vs `.member` references.
enum SourceHighlighter {
    static let keywords: Set<String> = [
        "let", "var", "func", "return", "if", "else", "for", "in", "while", "switch", "case", "default",
        "true", "false", "nil", "some", "any", "struct", "class", "enum", "import", "self", "Self",
        "guard", "where", "init", "static", "private", "public", "body", "inout", "as", "is", "try",
    ]

    static func tokens(_ source: String) -> [CodeToken] {
        let chars = Array(source.unicodeScalars)
        var out: [CodeToken] = []
        func push(_ text: String, _ cls: String) {
            if let last = out.last, last.cls == cls, cls.isEmpty { out[out.count - 1].text += text } else { out.append(CodeToken(text: text, cls: cls)) }
        }
        func string(_ a: Int, _ b: Int) -> String { var s = ""; s.unicodeScalars.append(contentsOf: chars[a..<b]); return s }
        func isIdentStart(_ c: Unicode.Scalar) -> Bool {
            // ASCII answered without the Unicode property tables (for ASCII, alphabetic is a–z and A–Z).
            c.isASCII ? c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic
        }
        func isIdent(_ c: Unicode.Scalar) -> Bool { isIdentStart(c) || ("0"..."9").contains(c) }
        func nextNonSpace(_ j: Int) -> Unicode.Scalar? {
            var k = j
            while k < chars.count, chars[k] == " " { k += 1 }
            return k < chars.count ? chars[k] : nil
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                var j = i
                while j < chars.count, chars[j] != "\n" { j += 1 }
                push(string(i, j), "comment"); i = j
            } else if c == "\"" {
                var j = i + 1
                while j < chars.count, chars[j] != "\"", chars[j] != "\n" { j += chars[j] == "\\" ? 2 : 1 }
                j = min(j + 1, chars.count)
                push(string(i, j), "str"); i = j
            } else if ("0"..."9").contains(c) {
                var j = i
                while j < chars.count, ("0"..."9").contains(chars[j]) || chars[j] == "." || chars[j] == "_" {
                    if chars[j] == ".", !(j + 1 < chars.count && ("0"..."9").contains(chars[j + 1])) { break }
                    j += 1
                }
                push(string(i, j), "num"); i = j
            } else if c == ".", i + 1 < chars.count, isIdentStart(chars[i + 1]) {
                var j = i + 1
                while j < chars.count, isIdent(chars[j]) { j += 1 }
                push(string(i, j), nextNonSpace(j) == "(" ? "mod" : "member"); i = j
            } else if isIdentStart(c) {
                var j = i
                while j < chars.count, isIdent(chars[j]) { j += 1 }
                let word = string(i, j)
                if keywords.contains(word) {
                    push(word, "kw")
                } else if let first = word.unicodeScalars.first, first.properties.isUppercase {
                    push(word, "type")
                } else if j < chars.count, chars[j] == ":" {
                    push(word, "label")
                } else {
                    push(word, "")
                }
                i = j
            } else {
                push(String(c), ""); i += 1
            }
        }
        return out
    }
}
