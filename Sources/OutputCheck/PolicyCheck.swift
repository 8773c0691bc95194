import CLibXML2

/// What FrameLab's policies (`SVGPolicy`, `HTMLPolicy`) share: a document without a root element is one finding
/// and checks nothing else; otherwise `rules` walks from the root and reports each problem through `report`,
/// which ties it to the offending element's line and marks it "policy: " so it reads apart from libxml2's.
func policyFindings(_ doc: xmlDocPtr,
                    _ rules: (_ root: XMLElement, _ report: (XMLElement, String) -> Void) -> Void) -> [Finding] {
    guard let root = rootElement(of: doc) else {
        return [Finding(line: 0, message: "policy: the document has no root element")]
    }
    var findings: [Finding] = []
    rules(root) { element, message in findings.append(Finding(line: element.line, message: "policy: " + message)) }
    return findings
}
