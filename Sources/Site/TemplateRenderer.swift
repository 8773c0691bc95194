/// Renders compiled templates (`CompiledTemplate`) over a page's `TemplateValue` into UTF-8 bytes, with Mustache's
/// semantics as swift-mustache implements them, so that a page is byte for byte what swift-mustache renders:
/// - a name is looked up from the innermost value outwards, and the first value that has it decides;
/// - a section renders once per element of a non-empty list, once for `true`, once with any other value pushed, and
///   not at all for `false`, an empty list or a missing value; an inverted section the other way round;
/// - a partial renders with the same values, escaping as HTML, its indentation put before every token that starts a
///   line (as swift-mustache does, token by token);
/// - `{{name}}` of a list or an object prints nothing (swift-mustache printed Swift's description of it).
struct TemplateRenderer: Sendable {
    let templates: [String: CompiledTemplate]

    /// What a piece handed on by `render` is: part of the page, or the whole of one element of a stream that separates
    /// its elements (its index, and whether it was `.rendered` bytes, written as they were given).
    enum Piece: Equatable {
        case page
        case element(Int, copied: Bool)
        /// A part of streamed text that is a piece of its own (`TemplatePieces.Part`).
        case part(Int, copied: Bool)
    }

    /// `value` rendered with the template `name`; nil when there is no such template.
    func render(_ value: TemplateValue, template name: String) -> [UInt8]? {
        var page: [UInt8] = []
        guard render(value, template: name, flush: { bytes, _ in page += bytes }) else { return nil }
        return page
    }

    /// Whether what the section `section` of the template `name` renders for an element can depend on the element
    /// alone: every name looked up in it, through nested sections and partials, is one of `keys` (which the elements
    /// have, and the values around them do not), and it is not itself inside another section (which could put values
    /// of its own around it). Where it can, an element's bytes from an earlier render of the same values can stand for
    /// it (`TemplateValue.rendered`).
    func section(_ section: String, of name: String, readsOnly keys: Set<String>) -> Bool {
        var found = false, visited: Set<String> = []
        func readsOnlyKeys(_ steps: [CompiledTemplate.Step], _ partials: inout Set<String>) -> Bool {
            steps.allSatisfy { step in
                switch step {
                case .text, .contentType: return true
                case .variable(let path, _): return path.names.first.map(keys.contains) ?? true
                case .section(let path, let inner, _):
                    return (path.names.first.map(keys.contains) ?? true) && readsOnlyKeys(inner, &partials)
                case .partial(let partial, _):
                    guard partials.insert(partial).inserted else { return true }
                    return templates[partial].map { readsOnlyKeys($0.steps, &partials) } ?? true
                }
            }
        }
        func search(_ steps: [CompiledTemplate.Step], nested: Bool) -> Bool {
            steps.allSatisfy { step in
                switch step {
                case .section(let path, let inner, let inverted) where path.names == [section] && !inverted:
                    found = true
                    var partials: Set<String> = []
                    return !nested && readsOnlyKeys(inner, &partials)
                case .section(_, let inner, _): return search(inner, nested: true)
                case .partial(let partial, _):
                    guard visited.insert(partial).inserted else { return true }
                    return templates[partial].map { search($0.steps, nested: nested) } ?? true
                case .text, .variable, .contentType: return true
                }
            }
        }
        guard let template = templates[name], search(template.steps, nested: false) else { return false }
        return found
    }

    /// `value` rendered with the template `name` piece by piece, so that a page of any length is never held whole:
    /// `flush` is given the bytes so far each time an element of a streamed list (`TemplateValue.stream`) or a piece
    /// of streamed text (`TemplateValue.pieces`) is rendered and more than `chunk` bytes wait (never inside an indented partial, whose indentation may still need them),
    /// and the rest at the end. Every piece ends between two tokens, so at a character boundary. False when there is
    /// no such template.
    func render(_ value: TemplateValue, template name: String, chunk: Int = 1 << 20, flush: ([UInt8], Piece) -> Void) -> Bool {
        guard let template = templates[name] else { return false }
        withoutActuallyEscaping(flush) { flush in
            var run = Run(templates: templates, stack: [value], chunk: chunk, flush: flush)
            run.render(template.steps, indentation: nil, escapes: true)
            flush(run.out, .page)
        }
        return true
    }

    private struct Run {
        let templates: [String: CompiledTemplate]
        var stack: [TemplateValue]
        var out: [UInt8] = []
        let chunk: Int
        let flush: ([UInt8], Piece) -> Void

        init(templates: [String: CompiledTemplate], stack: [TemplateValue], chunk: Int, flush: @escaping ([UInt8], Piece) -> Void) {
            self.templates = templates; self.stack = stack; self.chunk = chunk; self.flush = flush
            out.reserveCapacity(32 << 10)
        }

        /// Hands the bytes so far on, outside indented partials (see `render`).
        private mutating func flushIfLong(indentation: [UInt8]?) {
            guard indentation == nil, out.count > chunk else { return }
            flush(out, .page)
            out.removeAll(keepingCapacity: true)
        }

        /// Hands on the bytes so far, as `piece`, whatever their length (an element of a stream that separates them).
        private mutating func flushAll(as piece: Piece) {
            guard !out.isEmpty || piece != .page else { return }
            flush(out, piece)
            out.removeAll(keepingCapacity: true)
        }

        mutating func render(_ steps: [CompiledTemplate.Step], indentation: [UInt8]?, escapes initial: Bool) {
            let start = out.count
            var escapes = initial
            let indentation = indentation.flatMap { $0.isEmpty ? nil : $0 }
            for step in steps {
                let before = out.count
                switch step {
                case .text(let bytes):
                    out.append(contentsOf: bytes)
                case .variable(let path, let escaped):
                    switch lookup(path) {
                    case .text(let text)?: escaped && escapes ? HTMLEscaping.append(text, to: &out) : out.append(contentsOf: text.utf8)
                    case .pieces(let pieces)?:
                        pieces.write { bytes, part in
                            // Outside an indented partial, as a stream's elements are (`section`).
                            let separate = part != nil && indentation == nil
                            if separate { flushAll(as: .page) }
                            if escaped && escapes && part?.copied != true {
                                bytes.withUnsafeBufferPointer { HTMLEscaping.append($0, to: &out) }
                            } else {
                                out.append(contentsOf: bytes)
                            }
                            if let part, separate { flushAll(as: .part(part.index, copied: part.copied)) } else { flushIfLong(indentation: indentation) }
                        }
                    case .bool(let flag)?: out.append(contentsOf: (flag ? "true" : "false").utf8)
                    case .list?, .stream?, .object?, .rendered?, nil: break
                    }
                case .section(let path, let inner, let inverted):
                    section(lookup(path), inner, inverted: inverted, indentation: indentation, escapes: escapes)
                case .partial(let name, let indented):
                    guard let partial = templates[name] else { break }
                    let nested = indented.map { (indentation ?? []) + $0 } ?? indentation
                    render(partial.steps, indentation: nested, escapes: true)
                case .contentType(let escaping):
                    escapes = escaping
                }
                // swift-mustache indents a token's output when what this template rendered so far ends a line: its
                // last Character is "\n" (a "\r\n" is one Character, and does not count).
                if let indentation, out.count > before, before > start, out[before - 1] == 0x0A,
                   before - 2 < start || out[before - 2] != 0x0D {
                    out.insert(contentsOf: indentation, at: before)
                }
            }
        }

        private mutating func section(_ value: TemplateValue?, _ inner: [CompiledTemplate.Step], inverted: Bool,
                                      indentation: [UInt8]?, escapes: Bool) {
            switch (value, inverted) {
            case (nil, false), (.bool(false)?, false): return
            case (.bool(true)?, false), (nil, true), (.bool(false)?, true):
                render(inner, indentation: indentation, escapes: escapes)
            case (.list(let elements)?, false):
                for element in elements { rendered(inner, with: element, indentation: indentation, escapes: escapes) }
            case (.list(let elements)?, true):
                if elements.isEmpty { rendered(inner, with: .list(elements), indentation: indentation, escapes: escapes) }
            case (.stream(let stream)?, false):
                // Outside an indented partial (whose indentation may still change the bytes), each element of a stream
                // that separates them is a piece of its own.
                let separates = stream.separatesElements && indentation == nil
                for i in 0..<stream.count {
                    let element = stream.element(i)
                    if separates { flushAll(as: .page) }
                    if case .rendered(let bytes) = element {
                        out.append(contentsOf: bytes)
                    } else {
                        rendered(inner, with: element, indentation: indentation, escapes: escapes)
                    }
                    if separates {
                        if case .rendered = element { flushAll(as: .element(i, copied: true)) } else { flushAll(as: .element(i, copied: false)) }
                    } else {
                        flushIfLong(indentation: indentation)
                    }
                }
            case (.stream(let stream)?, true):
                if stream.count == 0 { rendered(inner, with: .stream(stream), indentation: indentation, escapes: escapes) }
            case (let value?, false):
                rendered(inner, with: value, indentation: indentation, escapes: escapes)
            case (_?, true):
                return
            }
        }

        private mutating func rendered(_ steps: [CompiledTemplate.Step], with value: TemplateValue, indentation: [UInt8]?,
                                       escapes: Bool) {
            stack.append(value)
            render(steps, indentation: indentation, escapes: escapes)
            stack.removeLast()
        }

        private func lookup(_ path: TemplatePath) -> TemplateValue? {
            guard let first = path.names.first else { return stack.last }
            if path.currentOnly { return Self.resolve(path.names[...], from: stack[stack.count - 1]) }
            for value in stack.reversed() {
                if case .object(let fields) = value, let child = fields[first] {
                    return Self.resolve(path.names.dropFirst(), from: child)
                }
            }
            return nil
        }

        private static func resolve(_ names: ArraySlice<String>, from value: TemplateValue) -> TemplateValue? {
            var value = value
            for name in names {
                guard case .object(let fields) = value, let child = fields[name] else { return nil }
                value = child
            }
            return value
        }
    }
}

/// The one HTML escaper of the site's pages, on UTF-8 bytes: `<`, `>`, `&`, `"` and `'`, as Mustache escapes them
/// (`&lt;`, `&gt;`, `&amp;`, `&quot;`, `&#39;`). Every such byte is escaped, also one a combining mark follows
/// (swift-mustache escaped by Character, and left `"` + U+0301 bare).
enum HTMLEscaping {
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &out) }
    }

    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var run = 0
        for (i, byte) in bytes.enumerated() {
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            out.append(contentsOf: bytes[run..<i])
            out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
            run = i + 1
        }
        out.append(contentsOf: bytes[run...])
    }

    static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
