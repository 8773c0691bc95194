/// A page's context as the templates see it: text, a flag, a list or an object of named values. Every context
/// struct says what it is (`TemplateContext`), written out key by key, so nothing is reflected while a page renders.
/// A nil property is left out of its object, which renders exactly as Mustache renders a nil value: the key is
/// looked up in the enclosing contexts.
public enum TemplateValue: Sendable, Equatable {
    /// Rendered escaped by `{{name}}`, as it is by `{{{name}}}`; numbers are text too, as Mustache prints them.
    case text(String)
    /// A section's condition; `{{name}}` prints `true` or `false`.
    case bool(Bool)
    /// A section renders once per element; an empty list is false.
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// A list whose elements are made one at a time as it renders, and dropped once rendered (the index's sections,
    /// so that a page listing every figure is never held as values).
    case stream(TemplateStream)
    /// Text written piece by piece as it renders (the index's search data).
    case pieces(TemplatePieces)
    /// An element of a stream as the same template rendered it before, from the same values (an index section copied
    /// from the last build's page): written as it is.
    case rendered([UInt8])

    /// An object of the pairs whose value is not nil.
    static func fields(_ pairs: KeyValuePairs<String, TemplateValue?>) -> TemplateValue {
        var fields: [String: TemplateValue] = [:]
        fields.reserveCapacity(pairs.count)
        for (key, value) in pairs { if let value { fields[key] = value } }
        return .object(fields)
    }

    /// Optional text: nil stays nil, so that its key is left out.
    static func optional(_ value: String?) -> TemplateValue? { value.map(TemplateValue.text) }

    static func number(_ value: Int) -> TemplateValue { .text(String(value)) }

    static func list<T: TemplateContext>(_ values: [T]) -> TemplateValue { .list(values.map(\.templateValue)) }

    static func list(_ values: [String]) -> TemplateValue { .list(values.map(TemplateValue.text)) }

    /// `self`'s fields with `part`'s beside them (a part such as `PageHead`, whose keys the templates read at this
    /// level: `{{pageTitle}}`, not `{{head.pageTitle}}`); the keys are distinct, so nothing is replaced.
    func merging(_ part: TemplateValue) -> TemplateValue {
        guard case .object(var own) = self, case .object(let other) = part else { return self }
        own.merge(other) { own, _ in own }
        return .object(own)
    }

    /// The value as plain Swift values (`[String: Any]`, `[Any]`, `String`, `Bool`), for swift-mustache's own renderer:
    /// it renders the templates that use what `CompiledTemplate` does not compile (`CompiledTemplate.steps`).
    var plain: Any {
        switch self {
        case .text(let text): text
        case .bool(let flag): flag
        case .list(let values): values.map(\.plain)
        case .object(let fields): fields.mapValues(\.plain)
        case .stream(let stream): (0..<stream.count).map { stream.element($0).plain }
        case .pieces(let pieces): pieces.text
        // Never given to swift-mustache: a page is copied from only where the compiled templates render it.
        case .rendered(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// A value a template renders: a page's context and every part of it.
protocol TemplateContext {
    var templateValue: TemplateValue { get }
}

/// The elements of a `TemplateValue.stream`, made on demand. Two streams are equal when they are the same one.
public final class TemplateStream: Sendable, Equatable {
    let count: Int
    let element: @Sendable (Int) -> TemplateValue
    /// Whether each element is handed on as a piece of its own (`TemplateRenderer.Piece.element`), so that the writer
    /// knows where each is in the page: the index's sections.
    let separatesElements: Bool

    init(count: Int, separatesElements: Bool = false, element: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count; self.separatesElements = separatesElements; self.element = element
    }

    public static func == (a: TemplateStream, b: TemplateStream) -> Bool { a === b }
}

/// The text of a `TemplateValue.pieces`: `write` calls its argument with each piece in order, as UTF-8 bytes, and
/// whether the piece is a part of its own (nil: it is not). Two are equal when they are the same one.
public final class TemplatePieces: Sendable, Equatable {
    /// A piece handed on by itself (`TemplateRenderer.Piece.part`), so that the writer knows where it is in the page:
    /// the filter's data of one file of the index. `copied`: bytes of an earlier page as that page has them, never
    /// escaped again.
    struct Part: Equatable {
        var index: Int
        var copied: Bool
    }

    let write: @Sendable (_ piece: ([UInt8], Part?) -> Void) -> Void

    init(_ write: @escaping @Sendable (_ piece: ([UInt8], Part?) -> Void) -> Void) { self.write = write }

    /// The whole text (swift-mustache's renderer, which has no pieces).
    var text: String {
        var whole: [UInt8] = []
        write { bytes, _ in whole += bytes }
        return String(decoding: whole, as: UTF8.self)
    }

    public static func == (a: TemplatePieces, b: TemplatePieces) -> Bool { a === b }
}
