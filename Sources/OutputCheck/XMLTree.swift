import CLibXML2

// Read-only Swift views of a libxml2 tree, valid while the document is alive. Names are compared
// as C strings and values are turned into Swift strings only when a check needs them: the policy
// walks every element and attribute of every figure.

/// One element.
struct XMLElement {
    let node: xmlNodePtr

    var localName: String { String(cString: node.pointee.name) }
    var namespaceURI: String? { node.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } }
    var line: Int { Int(xmlGetLineNo(node)) }

    /// Local name equals `name` (any namespace).
    func hasLocalName(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { xmlStrEqual(node.pointee.name, $0.baseAddress) != 0 }
    }

    func isNamed(_ name: StaticString, in namespace: String) -> Bool {
        hasLocalName(name) && namespaceURI == namespace
    }

    /// Element children in document order.
    var children: [XMLElement] {
        var result: [XMLElement] = []
        var child = node.pointee.children
        while let c = child {
            if c.pointee.type == XML_ELEMENT_NODE { result.append(XMLElement(node: c)) }
            child = c.pointee.next
        }
        return result
    }

    /// Attributes as written (namespace declarations are not attributes in libxml2).
    var attributes: AttributeSequence { AttributeSequence(first: node.pointee.properties) }

    /// The value of the un-namespaced attribute `name`, if present.
    func attribute(_ name: StaticString) -> String? {
        attributes.first { $0.namespaceURI == nil && $0.hasLocalName(name) }?.value
    }

    /// Concatenated text of all descendants.
    var textContent: String {
        guard let raw = xmlNodeGetContent(node) else { return "" }
        defer { framelab_xmlFree(raw) }
        return String(cString: raw)
    }

    /// This element and all its descendant elements, in document order (no intermediate arrays).
    var subtree: SubtreeSequence { SubtreeSequence(root: node) }
}

/// One attribute.
struct XMLAttribute {
    let attr: xmlAttrPtr

    var localName: String { String(cString: attr.pointee.name) }
    var namespaceURI: String? { attr.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } }
    var isUnqualified: Bool { attr.pointee.ns == nil }

    func hasLocalName(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { xmlStrEqual(attr.pointee.name, $0.baseAddress) != 0 }
    }

    /// Local name starts with `prefix`, ignoring ASCII case.
    func localNameHasPrefix(caseInsensitive prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { xmlStrncasecmp(attr.pointee.name, $0.baseAddress, Int32($0.count)) == 0 }
    }

    /// Calls `body` with the value as a C string. A plain value is its single text child; anything
    /// else (entity references) is flattened by libxml2.
    func withValue<R>(_ body: (UnsafePointer<xmlChar>) -> R) -> R {
        if let child = attr.pointee.children, child.pointee.next == nil,
           child.pointee.type == XML_TEXT_NODE, let content = child.pointee.content {
            return body(content)
        }
        guard let raw = xmlNodeListGetString(attr.pointee.doc, attr.pointee.children, 1) else {
            var empty: xmlChar = 0
            return body(&empty)
        }
        defer { framelab_xmlFree(raw) }
        return body(raw)
    }

    var value: String { withValue { String(cString: $0) } }

    /// Whether the value contains `needle`, ignoring ASCII case, without building a Swift string.
    func valueContains(caseInsensitive needle: StaticString) -> Bool {
        withValue { value in needle.withUTF8Buffer { xmlStrcasestr(value, $0.baseAddress) != nil } }
    }

    /// `prefix:name` for messages, using the conventional prefix for the namespaces FrameLab uses.
    var displayName: String { Self.displayName(localName, namespace: namespaceURI) }

    /// An attribute's name as messages show it: `xlink:href`, `{urn:x}a`.
    static func displayName(_ localName: String, namespace: String?) -> String {
        switch namespace {
        case nil: localName
        case XMLNamespace.xlink?: "xlink:" + localName
        case XMLNamespace.xml?: "xml:" + localName
        case let ns?: "{\(ns)}" + localName
        }
    }
}

struct AttributeSequence: Sequence, IteratorProtocol {
    var next_: xmlAttrPtr?
    init(first: xmlAttrPtr?) { next_ = first }
    mutating func next() -> XMLAttribute? {
        guard let current = next_ else { return nil }
        next_ = current.pointee.next
        return XMLAttribute(attr: current)
    }
}

/// Pre-order walk of the element subtree rooted at `root`, following child/next/parent pointers.
struct SubtreeSequence: Sequence, IteratorProtocol {
    let root: xmlNodePtr
    var pending: xmlNodePtr?
    init(root: xmlNodePtr) { self.root = root; pending = root }

    mutating func next() -> XMLElement? {
        guard let current = pending else { return nil }
        pending = Self.successor(of: current, within: root)
        return XMLElement(node: current)
    }

    /// The next element after `node` in document order, not leaving `root`'s subtree.
    private static func successor(of node: xmlNodePtr, within root: xmlNodePtr) -> xmlNodePtr? {
        if let child = firstElement(from: node.pointee.children) { return child }
        var current = node
        while current != root {
            if let sibling = firstElement(from: current.pointee.next) { return sibling }
            guard let parent = current.pointee.parent else { return nil }
            current = parent
        }
        return nil
    }

    private static func firstElement(from start: xmlNodePtr?) -> xmlNodePtr? {
        var candidate = start
        while let c = candidate {
            if c.pointee.type == XML_ELEMENT_NODE { return c }
            candidate = c.pointee.next
        }
        return nil
    }
}

enum XMLNamespace {
    static let svg = "http://www.w3.org/2000/svg"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let xml = "http://www.w3.org/XML/1998/namespace"
}

func rootElement(of doc: xmlDocPtr) -> XMLElement? {
    xmlDocGetRootElement(doc).map(XMLElement.init(node:))
}
