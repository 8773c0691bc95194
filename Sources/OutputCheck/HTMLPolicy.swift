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
        if !root.isNamed("html", in: XMLNamespace.xhtml) {
            report(root, "the root element must be <html xmlns=\"\(XMLNamespace.xhtml)\"> (polyglot HTML5)")
        }
    }

    /// The rules for one element (its links).
    static func check(_ element: XMLElement, report: (XMLElement, String) -> Void) {
        for attribute in element.attributes where isLinkAttribute(attribute) {
            checkLink(attribute, of: element, report: report)
        }
    }

    /// A link must resolve both under file:// and below a project sub-path, and no script may come from elsewhere.
    private static func checkLink(_ attribute: XMLAttribute, of element: XMLElement, report: (XMLElement, String) -> Void) {
        let value = attribute.value.trimmingWhitespace
        if value.hasPrefix("//") {
            report(element, "\(attribute.displayName)=\"\(attribute.value)\" is protocol-relative; it breaks under file://")
        } else if value.hasPrefix("/") {
            report(element, "\(attribute.displayName)=\"\(attribute.value)\" is root-relative; use a relative link")
        } else if element.hasLocalName("script"), attribute.hasLocalName("src"), hasScheme(value) {
            report(element, "<script src=\"\(attribute.value)\"> loads a script from elsewhere; inline it or ship it with the site")
        }
    }

    private static func isLinkAttribute(_ attribute: XMLAttribute) -> Bool {
        attribute.hasLocalName("href") || attribute.hasLocalName("src") || attribute.hasLocalName("action")
            || attribute.hasLocalName("poster") || attribute.hasLocalName("formaction")
    }

    /// `https:`, `data:`, `javascript:` … (RFC 3986 scheme followed by a colon).
    static func hasScheme(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), let first = value.first, first.isASCII, first.isLetter
        else { return false }
        return value[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
