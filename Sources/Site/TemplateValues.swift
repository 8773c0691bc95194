/// Turns a page's context (plain structs, arrays, optionals, strings) into nested `[String: Any]`
/// dictionaries once per page. swift-mustache looks keys up in a dictionary directly but reflects a
/// struct with `Mirror` on every lookup (and again at each enclosing level when a key is absent), which
/// made rendering the site the slowest part of a build. A nil property is left out, which renders
/// exactly like the nil value did: the key falls back to the enclosing contexts.
enum TemplateValues {
    static func plain(_ value: Any) -> Any {
        switch value {
        case is String, is Bool, is Int, is Double: return value
        case let known as TemplateDictionary: return known.templateDictionary
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class:
            var dictionary: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let converted = unwrap(child.value) else { continue }
                if let part = converted as? any TemplateInlined {
                    // The part's keys stand beside the context's own (they are unique: no key is replaced).
                    dictionary.merge(part.templateDictionary) { own, _ in own }
                } else {
                    dictionary[label] = plain(converted)
                }
            }
            return dictionary
        case .collection:
            return mirror.children.map { plain($0.value) }
        case .optional:
            return unwrap(value).map(plain) as Any
        default:
            return value
        }
    }

    /// The wrapped value of an optional (nil when it is `.none`); any other value as it is.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}

extension TemplateValues {
    /// `text` with every markup character (`<`, `>`, `&`, `"`, `'`) that shares a grapheme cluster with other
    /// scalars (`"` followed by U+0301 COMBINING ACUTE ACCENT, `<` after the prepended U+0600) set apart by U+200B
    /// ZERO WIDTH SPACE, a grapheme break on either side. Mustache escapes a value `Character` by `Character`, so it
    /// would copy such a cluster unescaped, a bare `<` or `"` that makes the page ill-formed; set apart, each is
    /// escaped. Text without such a cluster (all but hostile text) is returned as it is.
    static func markupIsolated(_ text: String) -> String {
        func isMarkup(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\"" || scalar == "'"
        }
        guard text.unicodeScalars.contains(where: isMarkup) else { return text }
        var out = String.UnicodeScalarView()
        for character in text {
            let scalars = Array(character.unicodeScalars)
            guard scalars.count > 1, scalars.contains(where: isMarkup) else {
                out.append(contentsOf: character.unicodeScalars)
                continue
            }
            for (i, scalar) in scalars.enumerated() {
                if isMarkup(scalar), i > 0 { out.append("\u{200B}") }
                out.append(scalar)
                if isMarkup(scalar), i < scalars.count - 1 { out.append("\u{200B}") }
            }
        }
        return String(out)
    }
}
