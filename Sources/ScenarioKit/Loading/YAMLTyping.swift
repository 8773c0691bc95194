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
        return Resolver.default.resolveTag(of: Node(text))
    }

    /// The words of the default resolver's `bool` and `null` rules.
    static let boolWords: Set<String> = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
                                         "FALSE", "on", "On", "ON", "off", "Off", "OFF"]
    static let nullWords: Set<String> = ["null", "Null", "NULL"]
    /// The first bytes of the other rules' texts: a number or date (`-+.0-9`), `~` (null), `<<` (merge), `=` (value).
    static let mayStartTyped = Set("-+.0123456789~<=".utf8)
}
