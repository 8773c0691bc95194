
/// A tiny deterministic JSON writer: keys in the order given, numbers through `formatNumber` (so
/// `0.1 + 0.2` is written `0.3`), non-finite numbers as the strings `"∞"`, `"-∞"`, `"NaN"`.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// An array or object already written at its place (`pretty(inlineBelow:level:)`), copied as it is:
    /// parts of a large document are written on several threads, then joined.
    case written(String)

    /// `nil` → `null`.
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// On one line, no spaces after separators beyond `", "` and `": "`.
    public func compact() -> String {
        var out = ""
        write(into: &out, indent: nil, level: 0)
        return out
    }

    /// Indented by two spaces per level, except that values nested `inlineDepth` levels deep or more,
    /// and arrays and objects that hold no arrays or objects (`{"x": 0, "y": 0}`), are written on one
    /// line (one node per line keeps diffs small).
    public func pretty(inlineBelow inlineDepth: Int = .max) -> String {
        var out = ""
        write(into: &out, indent: inlineDepth, level: 0)
        out += "\n"
        return out
    }

    /// This value as `pretty` writes it when it sits `level` levels deep, without the final line break.
    public func pretty(inlineBelow inlineDepth: Int, level: Int) -> String {
        var out = ""
        write(into: &out, indent: inlineDepth, level: level)
        return out
    }

    private func write(into out: inout String, indent: Int?, level: Int) {
        let multiline = (indent.map { level < $0 } ?? false) && !isFlat
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? formatNumber(n) : "\"\(formatNumber(n))\""
        case .string(let s): Escaping.appendJSON(s, to: &out)
        case .written(let text): out += text
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += multiline ? "," : ", " }
                if multiline { out += "\n" + String(repeating: "  ", count: level + 1) }
                item.write(into: &out, indent: indent, level: level + 1)
            }
            if multiline { out += "\n" + String(repeating: "  ", count: level) }
            out += "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += multiline ? "," : ", " }
                if multiline { out += "\n" + String(repeating: "  ", count: level + 1) }
                Escaping.appendJSON(key, to: &out)
                out += ": "
                value.write(into: &out, indent: indent, level: level + 1)
            }
            if multiline { out += "\n" + String(repeating: "  ", count: level) }
            out += "}"
        }
    }

    /// An array or object none of whose values are arrays or objects.
    private var isFlat: Bool {
        func scalar(_ v: JSONValue) -> Bool {
            switch v {
            case .array, .object, .written: false
            default: true
            }
        }
        switch self {
        case .array(let items): return items.allSatisfy(scalar)
        case .object(let pairs): return pairs.allSatisfy { scalar($0.1) }
        default: return true
        }
    }

}
