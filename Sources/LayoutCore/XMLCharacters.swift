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

    /// `text` with every character XML forbids replaced by U+FFFD.
    public static func replacingForbidden(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(isAllowed) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(isAllowed(scalar) ? scalar : "\u{FFFD}") }
        return String(out)
    }
}
