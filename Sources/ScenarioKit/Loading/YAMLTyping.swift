import Yams

/// What type a YAML scalar has (int, float, null, bool or string), by the YAML 1.1 rules of Yams's default resolver,
/// asked only where a reader needs it.
///
/// Why: Yams resolves a plain scalar's type by trying seven regular expressions on its text, and composing a file does
/// it for every mapping key (to find duplicates) — about 2.5 % of a build's time at 10,000 scenarios. Composing with
/// no implicit rules (`Resolver.basic`) and typing a scalar here gives the same types: text that starts with a letter
/// is a bool or null by a fixed list of words, and only text that could be a number, a date, `~`, `<<` or `=` goes to
/// the default resolver's expressions.
enum YAMLTyping {
    /// `text` composed without implicit types: plain scalars stay untyped until `tag(of:)`. Two keys of a mapping that
    /// differ only by type (`1:` and `"1":`) are duplicates.
    static func compose(_ text: String) throws -> Node? {
        try Yams.compose(yaml: text, .basic)
    }

    /// The scalar's type: the tag it was written with, or for a plain scalar the one Yams's default resolver gives.
    static func tag(of scalar: Node.Scalar) -> Tag.Name {
        // An explicit tag (`!!int 3`, a quoted scalar's `str`) as written; the non-specific `!` is a string.
        let written = scalar.tag.description
        if written == "!" { return .str }
        if !written.isEmpty { return Tag.Name(rawValue: written) }
        return implicitTag(scalar.string)
    }

    /// The default resolver's type for a plain scalar's text, its expressions run only when they could match.
    static func implicitTag(_ text: String) -> Tag.Name {
        guard let first = text.utf8.first else { return .null }
        let lower = first | 0x20
        if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") {
            // No int, float, date, merge or value starts with a letter.
            if boolWords.contains(text) { return .bool }
            if nullWords.contains(text) { return .null }
            return .str
        }
        guard mayStartTyped.contains(first) else { return .str }
        return decimalTag(text) ?? Resolver.default.resolveTag(of: Node(text))
    }

    /// The type of a plain decimal number, `[-+]?[0-9]+(\.[0-9]*)?`, by what the default resolver's expressions say of
    /// it; nil for any other text. Nearly every number in a scenario file is one, and the first that went to the
    /// expressions compiled all seven (ICU), about 2 ms of every process that read a file.
    /// Without a point it is an int (`0`, `[1-9][0-9]*`, or octal `0[0-7]+`), except a leading 0 followed by an 8 or
    /// a 9, which only the float rule matches; with a point it is a float (no int alternative has one).
    static func decimalTag(_ text: String) -> Tag.Name? {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var bytes = text.utf8[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix(while: isDigit)
        guard !digits.isEmpty else { return nil }
        let rest = bytes[digits.endIndex...]
        if rest.isEmpty {
            let isOctal = digits.dropFirst().allSatisfy { $0 <= UInt8(ascii: "7") }
            return digits.first != UInt8(ascii: "0") || isOctal ? .int : .float
        }
        guard rest.first == UInt8(ascii: "."), rest.dropFirst().allSatisfy(isDigit) else { return nil }
        return .float
    }

    /// The words of the default resolver's `bool` and `null` rules.
    static let boolWords: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
                                         "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
    static let nullWords: Set<String> = ["null", "Null", "NULL"]
    /// The first bytes of the other rules' texts: a number or date (`-+.0-9`), `~` (null), `<<` (merge), `=` (value).
    static let mayStartTyped = Set("-+.0123456789~<=".utf8)
}
