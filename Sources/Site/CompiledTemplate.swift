import Mustache

/// A Mustache template as render steps, compiled once when the templates are loaded: text as UTF-8 bytes, each tag
/// a step with its name already split into a path. swift-mustache parses the template (its parser decides the
/// standalone lines, the delimiters and the indentation of partials, exactly as before); the steps are read from the
/// parsed template once, and `TemplateRenderer` renders them over a page's `TemplateValue` with no reflection and
/// an escaper that works on bytes.
///
/// What is compiled is what FrameLab's own templates and most overrides use: text, `{{name}}`, `{{{name}}}`,
/// `{{&name}}`, dotted names, `{{.}}`, sections, inverted sections, partials, comments, set delimiters and the
/// `CONTENT_TYPE` pragma. A template that uses swift-mustache's transforms (`{{uppercase(name)}}`), inheritance
/// (`{{<parent}}`, `{{$block}}`) or dynamic partials (`{{>*name}}`) is not compiled (`init` returns nil), and its
/// library is rendered by swift-mustache itself (`SiteBuilder`), from the same context.
struct CompiledTemplate: Sendable {
    indirect enum Step: Sendable, Equatable {
        case text([UInt8])
        /// `{{name}}` (escaped, as the content type says) or `{{{name}}}` (never escaped).
        case variable(TemplatePath, escaped: Bool)
        case section(TemplatePath, [Step], inverted: Bool)
        /// `{{> name}}`, with the indentation of a standalone partial tag.
        case partial(String, indentation: [UInt8]?)
        /// `{{% CONTENT_TYPE: HTML}}` or `TEXT`: whether the following variables of this template are escaped.
        case contentType(escapes: Bool)
    }

    let steps: [Step]

    /// Nil when `template` uses what is not compiled (see the type's comment).
    init?(_ template: MustacheTemplate) {
        guard let steps = Self.steps(of: template) else { return nil }
        self.steps = steps
    }

    /// The parsed template's tokens, read once (they are internal to swift-mustache; the case names and labels are
    /// those of its `MustacheTemplate.Token`). Anything not recognised makes the template not compiled.
    private static func steps(of template: MustacheTemplate) -> [Step]? {
        guard let tokens = Mirror(reflecting: template).descendant("tokens") as? [Any] else { return nil }
        var steps: [Step] = []
        for token in tokens {
            let mirror = Mirror(reflecting: token)
            guard mirror.displayStyle == .enum, let payload = mirror.children.first, let kind = payload.label else { return nil }
            let fields = Mirror(reflecting: payload.value).children
            func field(_ label: String) -> Any? { fields.first { $0.label == label }?.value }
            func isAbsent(_ value: Any?) -> Bool {
                guard let value else { return false }
                let optional = Mirror(reflecting: value)
                return optional.displayStyle == .optional && optional.children.isEmpty
            }
            func path() -> TemplatePath? {
                guard let name = field("name") as? String, let transforms = field("transforms") as? [String], transforms.isEmpty
                else { return nil }
                return TemplatePath(name)
            }
            switch kind {
            case "text":
                guard let text = payload.value as? String else { return nil }
                steps.append(.text(Array(text.utf8)))
            case "variable", "unescapedVariable":
                guard let path = path() else { return nil }
                steps.append(.variable(path, escaped: kind == "variable"))
            case "section", "invertedSection":
                guard let path = path(), let inner = field("template") as? MustacheTemplate,
                      let innerSteps = Self.steps(of: inner) else { return nil }
                steps.append(.section(path, innerSteps, inverted: kind == "invertedSection"))
            case "partial":
                guard let name = field(".0") as? String, isAbsent(field("inherits")) else { return nil }
                steps.append(.partial(name, indentation: (field("indentation") as? String).map { Array($0.utf8) }))
            case "contentType":
                switch String(describing: type(of: payload.value)) {
                case "HTMLContentType": steps.append(.contentType(escapes: true))
                case "TextContentType": steps.append(.contentType(escapes: false))
                default: return nil
                }
            default:
                return nil
            }
        }
        return steps
    }
}

/// A tag's name as Mustache resolves it: `.` is the current value; `a.b` finds `a` in the innermost value that has
/// it, then `b` in that; `.a` looks in the current value only.
struct TemplatePath: Sendable, Equatable {
    var names: [String]
    /// `.a`, or `.`: only the current value is looked in.
    var currentOnly: Bool

    init(_ name: String) {
        names = name.split(separator: ".").map(String.init)
        currentOnly = name.first == "."
    }
}
