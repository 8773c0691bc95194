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
                dictionary[label] = plain(converted)
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
