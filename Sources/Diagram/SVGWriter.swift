import LayoutCore

/// A node of the SVG document being built: an element or character data.
enum SVGNode: Sendable {
    case element(SVGElement)
    case text(String)
}

/// One SVG element with its attributes in the order they were given (so the bytes are stable) and its
/// children. Built as a value, then serialised once by `SVGWriter`.
struct SVGElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [SVGNode]

    init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [SVGNode] = []) {
        self.name = name
        self.attributes = attributes.map { (name: $0.key, value: $0.value) }
        self.children = children
    }

    /// An element whose only content is `text` (escaped when written).
    init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String) {
        self.init(name, attributes, children: [.text(text)])
    }

    mutating func append(_ element: SVGElement) { children.append(.element(element)) }
    mutating func append(contentsOf elements: [SVGElement]) { children.append(contentsOf: elements.map(SVGNode.element)) }

    /// Adds an attribute after the existing ones.
    mutating func set(_ name: String, _ value: String) { attributes.append((name: name, value: value)) }
}

/// Serialises an `SVGElement` tree deterministically: attributes in insertion order, two-space
/// indentation, elements holding only text kept on one line, `\n` line endings and a trailing newline.
enum SVGWriter {
    static func document(_ root: SVGElement) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(root, depth: 0, into: &out)
        return out
    }

    private static func write(_ element: SVGElement, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        out += indent
        out += "<"
        out += element.name
        for attribute in element.attributes {
            out += " "
            out += attribute.name
            out += "=\""
            out += Escaping.xmlAttribute(attribute.value)
            out += "\""
        }
        if element.children.isEmpty {
            out += "/>\n"
            return
        }
        let onlyText = element.children.allSatisfy { if case .text = $0 { true } else { false } }
        if onlyText {
            out += ">"
            for case .text(let text) in element.children { out += Escaping.xmlText(text) }
            out += "</\(element.name)>\n"
            return
        }
        out += ">\n"
        for child in element.children {
            switch child {
            case .element(let e): write(e, depth: depth + 1, into: &out)
            case .text(let t): out += indent + "  " + Escaping.xmlText(t) + "\n"
            }
        }
        out += indent + "</\(element.name)>\n"
    }
}

/// Every number written into a figure goes through LayoutCore's one formatter.
@inline(__always) func num(_ value: Double) -> String { formatNumber(value) }

/// A string made safe to use as an XML `ID` (an XML Name): letters, digits, `-`, `_` and `.` are kept,
/// anything else becomes `-`; a name not starting with a letter or `_` gets an `f-` prefix.
func xmlID(_ raw: String) -> String {
    var out = ""
    for scalar in raw.unicodeScalars {
        let v = scalar.value
        let keep = (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || (0x30...0x39).contains(v)
            || scalar == "-" || scalar == "_" || scalar == "."
        out.unicodeScalars.append(keep ? scalar : "-")
    }
    if let first = out.unicodeScalars.first,
       (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value) || first == "_" {
        return out
    }
    return "f-" + out
}
