import Foundation
import Testing
@testable import OutputCheck

extension OutputCheckSuite {
    @Suite struct HTMLValidationTests {
        let page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
          <meta charset="utf-8"/>
          <title>FrameLab</title>
          <link rel="stylesheet" href="style.css"/>
        </head>
        <body>
          <figure><a href="scenarios/hstack.html"><img src="scenarios/hstack.svg" alt="HStack" width="240" height="80" loading="lazy"/></a><figcaption>HStack</figcaption></figure>
          <a href="https://developer.apple.com/documentation/swiftui">SwiftUI</a> <a href="#top">top</a>
          <script id="idx" type="application/json">{"a": 1}</script>
          <script src="search.js"></script>
        </body>
        </html>

        """

        @Test func polyglotPagePasses() {
            let issues = validator.validateHTML(page, file: "index.html")
            #expect(issues.isEmpty, "\(issues.map(\.description))")
        }

        @Test func nonWellFormedHTMLReportsTheLine() {
            // HTML-only syntax: a void element without "/>" (line 4) is an XML error.
            let bad = page.replacingOccurrences(of: "<meta charset=\"utf-8\"/>", with: "<meta charset=\"utf-8\">")
            let issues = validator.validateHTML(bad, file: "index.html")
            #expect(!issues.isEmpty)
            #expect(issues.first?.message.contains("Opening and ending tag mismatch: meta") == true, "\(issues.map(\.description))")
            let entity = page.replacingOccurrences(of: "<title>FrameLab</title>", with: "<title>Frame&nbsp;Lab</title>")
            #expect(validator.validateHTML(entity, file: "e.html").map(\.line) == [5])
        }

        @Test func rootRelativeAndExternalScriptAreRejected() {
            let bad = page
                .replacingOccurrences(of: "href=\"style.css\"", with: "href=\"/style.css\"")
                .replacingOccurrences(of: "src=\"search.js\"", with: "src=\"https://cdn.example/search.js\"")
                .replacingOccurrences(of: "src=\"scenarios/hstack.svg\"", with: "src=\"//cdn.example/h.svg\"")
            let issues = validator.validateHTML(bad, file: "index.html")
            #expect(issues.map(\.line) == [6, 9, 12], "\(issues.map(\.description))")
            #expect(issues[0].message.contains("root-relative"))
            #expect(issues[1].message.contains("protocol-relative"))
            #expect(issues[2].message.contains("loads a script from elsewhere"))
        }

        @Test func htmlRootMustBeXHTMLNamespaced() {
            let bad = page.replacingOccurrences(of: " xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
            #expect(validator.validateHTML(bad, file: "i.html").map(\.line) == [2])
        }
    }
}
