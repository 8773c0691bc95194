/// The characters XML 1.0 allows (`Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
/// [#x10000-#x10FFFF]). Others (C0 controls such as ESC or form feed, U+FFFE, U+FFFF) cannot appear in a
/// well-formed document even as character references, so every XML-producing path replaces them.
public enum XMLCharacters {
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069, the "Trojan Source"
    /// characters): in a title, a caption or a source listing they reorder what a reviewer reads.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// What a bidirectional control is written as in a page or figure: its code point, visible (`[U+202E]`).
    /// No backslash, quote or markup character, so it is the same text in an element, an attribute or a
    /// page's inline JSON.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }

    /// `text` as pages and figures show it: every character XML forbids replaced by U+FFFD, and every
    /// bidirectional control written as its code (`visible`), so it reorders nothing.
    public static func neutralised(_ text: String) -> String {
        var scanned = text   // `withUTF8` needs a mutable string (it may make its storage contiguous)
        guard scanned.withUTF8(mayNeedNeutralising) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isBidiControl(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return String(out)
    }

    /// Whether `neutralised` could change the UTF-8 text `bytes`: a C0 control other than tab and the line ends,
    /// U+FFFE, U+FFFF, or a bidirectional control. A page without any (nearly all) is not decoded again.
    public static func mayNeedNeutralising(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(mayNeedNeutralising)
    }

    public static func mayNeedNeutralising(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x20, byte != 0x9, byte != 0xA, byte != 0xD { return true }
            if byte == 0xEF || byte == 0xE2, i + 2 < bytes.count {
                let second = bytes[i + 1], third = bytes[i + 2]
                if byte == 0xEF, second == 0xBF, third == 0xBE || third == 0xBF { return true }                 // U+FFFE, U+FFFF
                if byte == 0xE2, second == 0x80, (0xAA...0xAE).contains(third) { return true }                  // U+202A–U+202E
                if byte == 0xE2, second == 0x81, (0xA6...0xA9).contains(third) { return true }                  // U+2066–U+2069
            }
            i += 1
        }
        return false
    }
}
