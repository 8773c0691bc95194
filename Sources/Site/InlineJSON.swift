import LayoutCore

/// JSON written by hand into a page's `<script type="application/json">`, read with `JSON.parse` (no
/// fetch, so pages work from file://). Written here so its bytes are fixed, and escaped so the script
/// element's content is XML-safe and can never close itself: `<`, `>`, `&`, U+2028/U+2029 as `\uXXXX`.
enum InlineJSON {
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A finite length as a JSON number (FrameLab's one number format); a non-finite one, which JSON has
    /// no number for, as its string (`"∞"`), which the page's script reads as unbounded.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : quote(formatNumber(value))
    }

    /// A proposed length: `null` for nil (unspecified), else `number`.
    static func proposal(_ value: Double?) -> String { value.map(number) ?? "null" }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
