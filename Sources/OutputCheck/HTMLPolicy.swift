import CLibXML2
import LayoutCore

/// FrameLab's rules for its (polyglot HTML5) site pages: the page opens from file:// and from a
/// GitHub Pages project sub-path, so nothing may be root-relative, and no script is loaded from
/// elsewhere (output-formats.md §4). Deliberately small; the site generator comes later.
enum HTMLPolicy {
    static func check(_ doc: xmlDocPtr) -> [Finding] {
        policyFindings(doc) { root, report in
            checkRoot(root, report: report)
            for element in root.subtree { check(element, report: report) }
        }
    }

    static func checkRoot(_ root: XMLElement, report: (XMLElement, String) -> Void) {
        if let problem = rootProblem(localName: root.localName, namespace: root.namespaceURI) { report(root, problem) }
    }

    static func rootProblem(localName: String, namespace: String?) -> String? {
        localName == "html" && namespace == XMLNamespace.xhtml ? nil
            : "the root element must be <html xmlns=\"\(XMLNamespace.xhtml)\"> (polyglot HTML5)"
    }

    /// The rules for one element (its links).
    static func check(_ element: XMLElement, report: (XMLElement, String) -> Void) {
        let isScript = element.hasLocalName("script")
        // Names compared as C strings: every attribute of every page is looked at.
        for attribute in element.attributes where attribute.hasLocalName("href") || attribute.hasLocalName("src")
            || attribute.hasLocalName("action") || attribute.hasLocalName("poster") || attribute.hasLocalName("formaction") {
            if let problem = linkProblem(attribute.localName, displayName: attribute.displayName, value: attribute.value, inScript: isScript) {
                report(element, problem)
            }
        }
    }

    /// A link must resolve both under file:// and below a project sub-path, and no script may come from elsewhere.
    static func linkProblem(_ localName: String, displayName: @autoclosure () -> String, value raw: String, inScript: Bool) -> String? {
        let value = raw.trimmingWhitespace
        if value.hasPrefix("//") {
            return "\(displayName())=\"\(raw)\" is protocol-relative; it breaks under file://"
        } else if value.hasPrefix("/") {
            return "\(displayName())=\"\(raw)\" is root-relative; use a relative link"
        } else if inScript, localName == "src", hasScheme(value) {
            return "<script src=\"\(raw)\"> loads a script from elsewhere; inline it or ship it with the site"
        }
        return nil
    }

    static let linkAttributes: Set<String> = ["href", "src", "action", "poster", "formaction"]

    /// `https:`, `data:`, `javascript:` … (RFC 3986 scheme followed by a colon).
    static func hasScheme<Text: StringProtocol>(_ value: Text) -> Bool {
        // On bytes: every link of every page is asked, and a scheme is ASCII.
        var started = false
        for byte in value.utf8 {
            if byte == UInt8(ascii: ":") { return started }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            if !started {
                guard isLetter else { return false }
                started = true
            } else if !(isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")) {
                return false
            }
        }
        return false
    }
}
