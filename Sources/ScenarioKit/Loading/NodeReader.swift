import LayoutCore
import Yams

/// Reads values out of a composed YAML tree, collecting every problem as a located `Diagnostic`
/// instead of stopping at the first (a `Decodable` decode stops at the first error and has no marks).
struct NodeReader {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    func location(_ node: Node) -> SourceLocation {
        location(node.mark)
    }

    func location(_ mark: Mark?) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    mutating func error(_ message: String, at node: Node) {
        diagnostics.append(Diagnostic(message, at: location(node)))
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// A key of a mapping, with its node (to point at it) and its value.
    struct Entry {
        var key: String
        var keyNode: Node
        var value: Node
    }

    /// The entries of a mapping node whose keys are in `allowed`; other keys are reported, naming the
    /// key and the keys that are allowed. `rejected` maps keys to a message of their own (features that
    /// are known but not supported). Nil when `node` is not a mapping (reported as `expected a mapping
    /// for '<what>'`).
    mutating func mapping(_ node: Node, for what: String, allowed: [String], context: String,
                          rejected: [String: String] = [:]) -> [String: Entry]? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping for '\(what)'", at: node)
            return nil
        }
        var entries: [String: Entry] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                error("expected a key name in \(context)", at: keyNode)
                continue
            }
            let key = scalar.string
            if let message = rejected[key] {
                error(message, at: keyNode)
            } else if allowed.contains(key) {
                entries[key] = Entry(key: key, keyNode: keyNode, value: value)
            } else {
                error("unknown key '\(key)' in \(context); expected one of: \(allowed.joined(separator: ", "))",
                      at: keyNode)
            }
        }
        return entries
    }

    /// A scalar's text. Nulls, mappings and sequences are reported.
    mutating func string(_ node: Node, for key: String) -> String? {
        guard case .scalar(let scalar) = node, !isNull(scalar) else {
            error("expected a string for '\(key)'", at: node)
            return nil
        }
        return scalar.string
    }

    /// A finite number written as a YAML int or float (a quoted "100" is a string, not a number).
    mutating func number(_ node: Node, for key: String) -> Double? {
        guard case .scalar(let scalar) = node else {
            error("expected a number for '\(key)'", at: node)
            return nil
        }
        let tag = YAMLTyping.tag(of: scalar)
        let value: Double?
        if tag == .int {
            value = node.int.map(Double.init) ?? Double(scalar.string)
        } else if tag == .float {
            value = node.float
        } else {
            value = nil
        }
        guard let value else {
            error("expected a number for '\(key)', got '\(scalar.string)'", at: node)
            return nil
        }
        guard value.isFinite else {
            error("expected a finite number for '\(key)', got '\(scalar.string)'", at: node)
            return nil
        }
        if let problem = NumberLimits.problem(value) {
            error("'\(key)': \(problem)", at: node)
            return nil
        }
        return value
    }

    /// A number that must be positive (`> 0`) or, with `allowZero`, not negative.
    mutating func positiveNumber(_ node: Node, for key: String, allowZero: Bool = false) -> Double? {
        guard let value = number(node, for: key) else { return nil }
        if allowZero ? value < 0 : value <= 0 {
            error("'\(key)' must be \(allowZero ? "0 or more" : "greater than 0"), got \(formatNumber(value))", at: node)
            return nil
        }
        return value
    }

    /// The items of a sequence node.
    /// `{avatar: {width: 40, height: 40}, …}`: sizes by name (`images:`, `symbols:`, `placeholders:`).
    mutating func sizes(_ node: Node, for key: String) -> [String: Size]? {
        guard case .mapping(let mapping) = node else {
            error("expected a mapping of names to sizes for '\(key)', as in '\(key): {Name: {width: 40, height: 40}}'", at: node)
            return nil
        }
        var sizes: [String: Size] = [:]
        for (nameNode, value) in mapping {
            guard let name = string(nameNode, for: key),
                  let sides = self.mapping(value, for: name, allowed: ["width", "height"], context: "'\(name)'")
            else { continue }
            guard let width = sides["width"].flatMap({ positiveNumber($0.value, for: "width", allowZero: true) }),
                  let height = sides["height"].flatMap({ positiveNumber($0.value, for: "height", allowZero: true) })
            else {
                if sides["width"] == nil || sides["height"] == nil {
                    error("'\(name)' needs both 'width' and 'height'", at: value)
                }
                continue
            }
            sizes[name] = Size(width: width, height: height)
        }
        return sizes
    }

    mutating func sequence(_ node: Node, for key: String) -> [Node]? {
        guard case .sequence(let sequence) = node else {
            error("expected a list for '\(key)'", at: node)
            return nil
        }
        return Array(sequence)
    }

    private func isNull(_ scalar: Node.Scalar) -> Bool {
        YAMLTyping.tag(of: scalar) == .null
    }
}

extension NodeReader {
    /// `figure: {style: compact, crop: content}` in framelab.yml, a scenario file or a scenario.
    mutating func figureOptions(_ node: Node) -> FigureOptions {
        var options = FigureOptions()
        guard let entries = mapping(node, for: "figure", allowed: ["style", "crop", "appearance"], context: "'figure'") else { return options }
        options.style = entries["style"].flatMap { choice($0.value, for: "style", among: FigureStyle.self) }
        options.crop = entries["crop"].flatMap { choice($0.value, for: "crop", among: FigureCrop.self) }
        options.appearance = entries["appearance"].flatMap { choice($0.value, for: "appearance", among: FigureAppearance.self) }
        return options
    }

    /// `png: [1x, 2x]` or `png: 2x` in framelab.yml: PNG scales from 1x to 4x, or a located error.
    mutating func pngScales(_ node: Node) -> [Int] {
        let items: [Node]
        if case .sequence = node { items = sequence(node, for: "png") ?? [] } else { items = [node] }
        let texts = items.compactMap { string($0, for: "png") }
        guard texts.count == items.count else { return [] }
        guard let scales = PNGScales.parse(texts.joined(separator: ",")) else {
            error("'png' takes scales from 1x to 4x, as in 'png: [1x, 2x]'; got '\(texts.joined(separator: ", "))'", at: node)
            return []
        }
        return scales
    }

    /// One of an enum's cases by its name, also in Swift's spelling (`.center`), or a located error suggesting the
    /// closest name and listing them all.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Node, for key: String, among _: T.Type) -> T? where T.RawValue == String {
        guard let text = string(node, for: key) else { return nil }
        let written = text.hasPrefix(".") ? String(text.dropFirst()) : text
        if let value = T(rawValue: written) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = NameSuggestion.closest(to: written, among: names).map { "; did you mean '\($0)'?" } ?? ""
        error("expected \(names.joined(separator: ", ")) for '\(key)', got '\(text)'\(hint)", at: node)
        return nil
    }

    /// `true` or `false`, or a located error.
    mutating func bool(_ node: Node, for key: String) -> Bool? {
        if case .scalar(let scalar) = node, let flag = Bool(scalar.string) { return flag }
        error("expected true or false for '\(key)'", at: node)
        return nil
    }
}
