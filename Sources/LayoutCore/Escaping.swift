/// One escaper per output context, used by every writer FrameLab has: figures and pages (XML text and
/// attributes), JSON (files, and pages' inline data), Swift source (labels), YAML (the generated atlas) and the
/// terminal. Each knows what its context reads as syntax and what it cannot hold at all.
public enum Escaping {
    // MARK: XML

    /// Character data: `&`, `<` and `>` escaped; characters XML 1.0 forbids become U+FFFD; bidirectional
    /// controls are written as their code (`XMLCharacters.visible`).
    public static func xmlText(_ text: String) -> String { xml(text, attribute: false) }

    /// Attribute values: `&`, `<` and `"` escaped; tab, line feed and carriage return as character references
    /// so that attribute-value normalisation keeps them; otherwise as `xmlText`.
    public static func xmlAttribute(_ text: String) -> String { xml(text, attribute: true) }

    private static func xml(_ text: String, attribute: Bool) -> String {
        if isPlainXML(text, attribute: attribute) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">" where !attribute: out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            default: appendXML(scalar, to: &out)
            }
        }
        return out
    }

    /// True when no byte of `text` can need escaping or replacing (the common case: names, numbers, "—" and "→"):
    /// no markup byte, and nothing `XMLCharacters.neutralised` would change.
    private static func isPlainXML(_ text: String, attribute: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // One pass: most bytes are above `>` and start no sequence `XMLCharacters.mayNeedNeutralising` looks for.
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b > 0x3E && b != 0xE2 && b != 0xEF { i += 1; continue }
                if b == 0x26 || b == 0x3C || b == 0x3E || (attribute && (b == 0x22 || b < 0x20)) { return false }
                if b < 0x20, b != 0x9, b != 0xA, b != 0xD { return false }
                if (b == 0xE2 || b == 0xEF) && i + 2 < bytes.count
                    && XMLCharacters.mayNeedNeutralising(UnsafeBufferPointer(rebasing: bytes[i...(i + 2)])) { return false }
                i += 1
            }
            return true
        }
    }

    private static func appendXML(_ scalar: Unicode.Scalar, to out: inout String) {
        if XMLCharacters.isBidiControl(scalar) {
            out += XMLCharacters.visible(scalar)
        } else {
            out.unicodeScalars.append(XMLCharacters.isAllowed(scalar) ? scalar : "\u{FFFD}")
        }
    }

    // MARK: JSON

    /// A JSON string, quoted: `"` and `\` escaped, line feed, carriage return and tab as `\n`, `\r`, `\t`, other
    /// controls, DEL and U+2028/U+2029 as `\uXXXX`. `scriptSafe`: also `<`, `>` and `&`, so that the string can sit
    /// in a page's `<script>` element, XML-safe, and never close it.
    public static func json(_ text: String, scriptSafe: Bool = false) -> String {
        var out = ""
        appendJSON(text, scriptSafe: scriptSafe, to: &out)
        return out
    }

    public static func appendJSON(_ text: String, scriptSafe: Bool = false, to out: inout String) {
        out += "\""
        jsonParts(text, scriptSafe: scriptSafe) { out += String(decoding: $0, as: UTF8.self) } escape: { out += $0 }
        out += "\""
    }

    /// The same, onto UTF-8 bytes (the index's filter data, written straight into the page). `quoted: false` leaves
    /// the quotes out, to write one string in parts.
    public static func appendJSON(_ text: String, scriptSafe: Bool = false, quoted: Bool = true, to out: inout [UInt8]) {
        if quoted { out.append(UInt8(ascii: "\"")) }
        jsonParts(text, scriptSafe: scriptSafe) { out.append(contentsOf: $0) } escape: { out.append(contentsOf: $0.utf8) }
        if quoted { out.append(UInt8(ascii: "\"")) }
    }

    /// The one JSON string escaper, without the quotes: hands `run` each run of bytes copied as they are, and `escape`
    /// each escape between them. Most texts have nothing to escape and are one run. Every byte escaped is ASCII, but
    /// U+2028 and U+2029, which start with 0xE2.
    @inline(__always)
    private static func jsonParts(_ text: String, scriptSafe: Bool, run: (UnsafeBufferPointer<UInt8>) -> Void,
                                  escape: (String) -> Void) {
        var text = text
        let plain = scriptSafe ? plainInScript : plainInJSON
        text.withUTF8 { bytes in
            var start = 0, i = 0
            while i < bytes.count {
                let b = bytes[i]
                if plain[Int(b)] {
                    i += 1
                    continue
                }
                var escaped: String?
                var length = 1
                if b < 0x80, let backslashed = backslashEscape(Unicode.Scalar(b)) {
                    escaped = backslashed
                } else if b < 0x20 || b == 0x7F || (scriptSafe && (b == 0x3C || b == 0x3E || b == 0x26)) {
                    escaped = unicodeEscape(Unicode.Scalar(b))
                } else if b == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    escaped = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                }
                if let escaped {
                    if start < i { run(UnsafeBufferPointer(rebasing: bytes[start..<i])) }
                    escape(escaped)
                    start = i + length
                }
                i += length
            }
            if start < bytes.count { run(UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// The bytes `jsonParts` copies as they are, by value: printable ASCII but the quote and the backslash, and every
    /// byte of a character beyond ASCII but 0xE2 (which begins U+2028 and U+2029). A table, not a chain of
    /// comparisons: the index's filter data escapes every scenario's source, megabytes at 10,000 scenarios.
    private static let plainInJSON: [Bool] = (0...255).map { b in
        b >= 0x20 && b < 0x7F && b != 0x22 && b != 0x5C || b >= 0x80 && b != 0xE2
    }
    /// The same, script-safe: `<`, `>` and `&` are escaped too.
    private static let plainInScript: [Bool] = plainInJSON.enumerated().map { b, plain in
        plain && b != 0x3C && b != 0x3E && b != 0x26
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: Swift and YAML

    /// A Swift string literal, quoted: `\`, `"`, line feed, carriage return and tab escaped.
    public static func swiftLiteral(_ text: String) -> String { backslashQuoted(text) }

    /// A YAML double-quoted scalar: the same escapes as Swift's, which YAML reads the same way.
    public static func yamlDoubleQuoted(_ text: String) -> String { backslashQuoted(text) }

    private static func backslashQuoted(_ text: String) -> String {
        var out: [UInt8] = []
        appendSwiftLiteral(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `swiftLiteral(text)` appended to `out` as UTF-8 bytes (a full trace labels every Text with one).
    public static func appendSwiftLiteral(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count + 2)
            out.append(UInt8(ascii: "\""))
            // Most texts have nothing to escape: their bytes are copied whole.
            if !bytes.contains(where: { $0 == 0x5C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                out.append(contentsOf: bytes)
            } else {
                for byte in bytes {
                    // The five escaped characters are ASCII, and every byte of a longer character is 0x80 or above.
                    if let escaped = backslashEscape(Unicode.Scalar(byte)) { out.append(contentsOf: escaped.utf8) } else { out.append(byte) }
                }
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    /// The escapes JSON, Swift and YAML write alike: a quote, a backslash, line feed, carriage return and tab.
    private static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }

    // MARK: Terminal

    /// Control characters from input files would drive the terminal (an ESC sequence can recolour, move the
    /// cursor or retitle the window; bidirectional overrides reorder what is shown): each one is written as
    /// `\u{1B}` instead. Line feeds and tabs stay.
    public static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: drivesTerminal) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if drivesTerminal(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func drivesTerminal(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        if scalar.properties.generalCategory == .control { return true }
        return XMLCharacters.isBidiControl(scalar)
    }
}
