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

        /// Read as a stream, a page gives the issues and links one parse into a tree gives: well-formed or not, with
        /// policy problems, from memory and through a pipe from another thread.
        @Test func streamedValidationFindsWhatTheTreeFinds() throws {
            let variants = [
                page,
                page.replacingOccurrences(of: "<meta charset=\"utf-8\"/>", with: "<meta charset=\"utf-8\">"),
                page.replacingOccurrences(of: "<title>FrameLab</title>", with: "<title>Frame&nbsp;Lab</title>"),
                page.replacingOccurrences(of: "href=\"style.css\"", with: "href=\"/style.css\"")
                    .replacingOccurrences(of: "src=\"search.js\"", with: "src=\"https://cdn.example/search.js\""),
                page.replacingOccurrences(of: "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">", with: "<html lang=\"en\">"),
                "",
            ]
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for (n, text) in variants.enumerated() {
                let data = Data(text.utf8)
                let tree = validator.validateHTMLCollectingLinks(data, file: "index.html")
                let file = folder.appendingPathComponent("\(n).html")
                try data.write(to: file)
                let streamed = validator.validateHTMLStreaming(.bytes(data), file: "index.html") { _ in true }
                #expect(streamed.issues == tree.issues, "variant \(n): \(streamed.issues) against \(tree.issues)")
                #expect(streamed.links == tree.links, "variant \(n)")
                // Sent piece by piece to a check on its own thread, split anywhere (inside a tag, a UTF-8 sequence);
                // read whole from its file when it is not well-formed, as a build reads its staged index.
                let path = file.path
                for size in [1, 7, 100, max(1, data.count)] {
                    let check = PageCheckInProgress(validator, file: "index.html",
                                                    whole: { FileManager.default.contents(atPath: path) ?? Data() }) { _ in true }
                    for start in stride(from: 0, to: data.count, by: size) {
                        check.pipe.send(data.subdata(in: start..<min(start + size, data.count)))
                    }
                    let piped = check.finish()
                    #expect(piped.issues == tree.issues, "variant \(n) in pieces of \(size): \(piped.issues) against \(tree.issues)")
                    #expect(piped.links == tree.links, "variant \(n) in pieces of \(size)")
                    #expect(check.finish().links == piped.links)
                }
            }
            // The well-formed page's links, as `keep` chooses them.
            let kept = validator.validateHTMLStreaming(.bytes(Data(page.utf8)), file: "index.html") { $0.target.hasPrefix("scenarios/") }
            #expect(kept.links.map(\.target) == ["scenarios/hstack.html", "scenarios/hstack.svg"])
            #expect(validator.validateHTMLStreaming(.bytes(Data(variants[1].utf8)), file: "index.html") { _ in true }.links.isEmpty)
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
