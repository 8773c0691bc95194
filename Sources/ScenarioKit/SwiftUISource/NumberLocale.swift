/// How `Text(value, format: .number)` writes a number in the scenario's locale (`settings: {environment: {locale:
/// de_DE}}`, en_US by default): the grouping and decimal separators of Foundation's number formatting for that
/// locale (CLDR). Locales not in the table fall back to their language's, then to en_US's.
struct NumberLocale {
    let grouping: String
    let decimal: String

    /// CLDR's separators by locale or language: en ",", "."; de, es, it, nl, pt_BR, id, tr "." and ","; fr "\u{202F}"
    /// (a narrow no-break space) and ","; de_CH and the others as listed.
    private static let separators: [String: (String, String)] = [
        "en": (",", "."), "ja": (",", "."), "zh": (",", "."), "ko": (",", "."), "he": (",", "."), "th": (",", "."),
        "de": (".", ","), "es": (".", ","), "it": (".", ","), "nl": (".", ","), "pt": (".", ","), "id": (".", ","),
        "tr": (".", ","), "da": (".", ","), "el": (".", ","),
        "fr": ("\u{202F}", ","), "ru": ("\u{00A0}", ","), "pl": ("\u{00A0}", ","), "sv": ("\u{00A0}", ","),
        "nb": ("\u{00A0}", ","), "fi": ("\u{00A0}", ","), "cs": ("\u{00A0}", ","), "uk": ("\u{00A0}", ","),
        "de_CH": ("’", "."), "pt_PT": ("\u{00A0}", ","), "es_MX": (",", "."), "hi": (",", "."),
    ]

    init(_ identifier: String?) {
        let id = (identifier ?? "en_US").replacingOccurrences(of: "-", with: "_")
        let language = String(id.prefix { $0 != "_" })
        (grouping, decimal) = Self.separators[id] ?? Self.separators[language] ?? (",", ".")
    }

    /// `1234567` → "1,234,567" (en_US), "1.234.567" (de_DE).
    func integer(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += grouping }
            grouped.append(digit)
        }
        return (n < 0 ? "-" : "") + grouped
    }

    /// A decimal as Swift prints it, its integer part grouped and its decimal point the locale's: 1234.5 → "1.234,5" (de).
    func decimal(_ d: Double) -> String {
        let text = d.description
        guard d.isFinite, abs(d) < 1e15, !text.contains("e"), let point = text.firstIndex(of: ".") else { return text }
        let whole = Int(text[..<point]) ?? 0
        let sign = d < 0 && whole == 0 ? "-" : ""
        return sign + integer(whole) + decimal + text[text.index(after: point)...]
    }
}
