import Foundation
@testable import OutputCheck
import PropertyBased
import Testing

@Suite("Link checker")
struct LinkCheckTests {
    let page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>t</title>
        <link rel="stylesheet" href="../assets/site.css"/></head>
        <body><a href="../index.html#top">index</a>
        <img src="a.svg" alt="a" width="1" height="1"/>
        <a href="missing.html">gone</a>
        <a href="#local">here</a><a href="https://example.org/">out</a>
        <a href="../../above.html">above</a></body></html>
        """

    @Test("a link's target: plain names joined to the page's folder, dots, slashes and escapes resolved")
    func localTargets() {
        let cases: [(String, String, String?)] = [
            ("file-0049/s004900.html", "index.html", "file-0049/s004900.html"),
            ("a/b.html#x", "x/y.html", "x/a/b.html"), ("../a.html?q", "x/y.html", "a.html"), ("./a.html", "x/y.html", "x/a.html"),
            ("a/", "x/y.html", "x/a"), ("a//b.svg", "x/y.html", "x/a/b.svg"), ("a/./b.svg", "y.html", "a/b.svg"),
            ("%20x.html", "y.html", " x.html"), ("../../up.html", "y.html", "../../up.html"),
            ("#fragment", "y.html", nil), ("https://example.com/a", "y.html", nil), ("/root.html", "y.html", nil), ("", "y.html", nil),
        ]
        for (link, page, target) in cases {
            #expect(OutputValidator.localTarget(of: link, from: page) == target, "\(link) from \(page)")
        }
    }

    /// The resolution as it was written before it worked on bytes, Character by Character: the model the byte version
    /// must agree with.
    static func modelTarget(of link: String, from page: String) -> String? {
        var value = link.trimmingCharacters(in: .whitespaces)
        if let hash = value.firstIndex(of: "#") { value = String(value[..<hash]) }
        if let query = value.firstIndex(of: "?") { value = String(value[..<query]) }
        let hasScheme = value.firstIndex(of: ":").map { colon in
            value.first!.isASCII && value.first!.isLetter
                && value[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        } ?? false
        guard !value.isEmpty, !hasScheme, !value.hasPrefix("/") else { return nil }
        var parts = page.lastIndex(of: "/").map { page[..<$0].split(separator: "/").map(String.init) } ?? []
        for component in value.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
            default: parts.append(String(component).removingPercentEncoding ?? String(component))
            }
        }
        return parts.joined(separator: "/")
    }

    @Test("any link resolves byte by byte as it does Character by Character")
    func localTargetsAgreeWithTheModel() async {
        let pieces = ["a", "Z9", "s0.svg", "/", "//", ".", "..", "./", "../", "#", "?", "%20", "%", "é", "🙂", ":", "http:",
                      "a+b-c.d:", " ", "\t", "x.html"]
        let text = Gen.int(in: 0..<pieces.count).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 500, input: text, text) { link, page in
            #expect(OutputValidator.localTarget(of: link, from: page) == Self.modelTarget(of: link, from: page),
                    "\(link) from \(page)")
        }
    }

    @Test("relative links resolve against the page's folder; missing and escaping ones are reported with their line")
    func links() {
        let issues = OutputValidator().checkLinks(pages: [(path: "dir/p.html", contents: Data(page.utf8))],
                                                  files: ["index.html", "assets/site.css", "dir/p.html", "dir/a.svg"])
        #expect(issues.map(\.line) == [6, 8])
        #expect(issues[0].message == "link: 'missing.html' does not resolve (no dir/missing.html in the output)")
        #expect(issues[1].message.hasPrefix("link: '../../above.html' does not resolve"))
    }
}
