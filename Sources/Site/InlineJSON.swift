import LayoutCore

/// JSON written by hand into a page's `<script type="application/json">`, read with `JSON.parse` (no
/// fetch, so pages work from file://). Written here so its bytes are fixed, and escaped so the script
/// element's content is XML-safe and can never close itself: `<`, `>`, `&`, U+2028/U+2029 as `\uXXXX`.
enum InlineJSON {
    static func quote(_ s: String) -> String { Escaping.json(s, scriptSafe: true) }

    /// `quote` onto UTF-8 bytes; `quoted: false` leaves the quotes out, to write one string in parts.
    static func append(_ s: String, quoted: Bool = true, to out: inout [UInt8]) {
        Escaping.appendJSON(s, scriptSafe: true, quoted: quoted, to: &out)
    }

    /// A finite length as a JSON number (FrameLab's one number format); a non-finite one, which JSON has
    /// no number for, as its string (`"∞"`), which the page's script reads as unbounded.
    static func number(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : quote(formatNumber(value))
    }

    /// A proposed length: `null` for nil (unspecified), else `number`.
    static func proposal(_ value: Double?) -> String { value.map(number) ?? "null" }
}
