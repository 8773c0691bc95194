import Foundation
import LayoutCore
import OutputCheck
import Testing
@testable import Site

@Suite struct SiteTests {
    static func build(_ scenarios: [SiteScenario] = Fixtures.scenarios) async throws -> [String: SitePage] {
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory)
        let pages = try builder.pages(for: scenarios)
        return Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0) })
    }

    static func page(_ pages: [String: SitePage], _ path: String) throws -> String {
        try #require(pages[path], "missing page \(path)").text
    }

    @Test func pagesAreTheExpectedSetSortedByPath() async throws {
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory)
        let pages = try builder.pages(for: Fixtures.scenarios)
        let paths = pages.map(\.path)
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        var expected: Set<String> = [".nojekyll", "assets/player.js", "assets/site.css", "index.html"]
        for s in Fixtures.scenarios { expected.insert(s.stem + ".html") }
        #expect(Set(paths) == expected)
        #expect(pages.first { $0.path == ".nojekyll" }?.contents.isEmpty == true)
        let css = try String(contentsOfFile: Fixtures.templatesDirectory + "/site.css", encoding: .utf8)
        #expect(pages.first { $0.path == "assets/site.css" }?.text == css)
        #expect(css.contains("prefers-color-scheme: dark") && css.contains(":target") && css.contains(".anchor:focus"))
        let script = try String(contentsOfFile: Fixtures.templatesDirectory + "/player.js", encoding: .utf8)
        #expect(pages.first { $0.path == "assets/player.js" }?.text == script)
        // Each detail page loads it from the site's own assets, relative to the page, after its data.
        let detail = try #require(pages.first { $0.path == Fixtures.scenarios[0].stem + ".html" }).text
        #expect(detail.contains("<script type=\"application/json\" id=\"negotiation-data\">{\"rtl\":false,"))
        #expect(detail.contains("<script src=\"../../assets/player.js\"></script>"))
    }

    @Test func everyPageIsPolyglotHTML() async throws {
        let pages = try await Self.build()
        let validator = OutputValidator()
        for (path, page) in pages where path.hasSuffix(".html") {
            let issues = validator.validateHTML(page.contents, file: path)
            #expect(issues.isEmpty, "\(path): \(issues)")
            let text = page.text
            #expect(text.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">"))
            for needle in ["<meta charset=\"utf-8\" />", "name=\"viewport\"", "name=\"color-scheme\" content=\"light dark\"",
                           "name=\"description\"", "<title>"] {
                #expect(text.contains(needle), "\(path) lacks \(needle)")
            }
        }
    }

    @Test func indexHasOneFigurePerScenario() async throws {
        let index = try Self.page(try await Self.build(), "index.html")
        let figures = index.components(separatedBy: "<figure id=\"").dropFirst()
        #expect(figures.count == Fixtures.scenarios.count)
        for s in Fixtures.scenarios {
            let id = SitePaths.figureID(filePath: s.filePath, id: s.id)
            let alt = (s.caption ?? s.id).replacingOccurrences(of: "<", with: "&lt;")
            let img = "<img src=\"\(s.stem).svg\" data-appearance=\"auto\" width=\"\(formatNumber(s.figure.width))\" height=\"\(formatNumber(s.figure.height))\" alt=\"\(alt)\" loading=\"lazy\" />"
            #expect(index.contains("<figure id=\"\(id)\""), "no figure \(id)")
            #expect(index.contains(img), "no \(img)")
            #expect(index.contains("<a class=\"anchor\" href=\"#\(id)\""))
            #expect(index.contains("<section id=\"\(SitePaths.fileSlug(s.filePath))\""))
        }
        #expect(index.contains("<figcaption>"))
        #expect(index.contains("&amp; more &lt;here&gt;."))   // the summary, escaped
    }

    @Test func filterScriptAndJSONIndex() async throws {
        let index = try Self.page(try await Self.build(), "index.html")
        #expect(index.contains("<input type=\"search\" id=\"filter\""))
        #expect(index.contains("#q=") && index.contains("replaceState") && index.contains("hidden"))
        #expect(index.contains("//<![CDATA[") && index.contains("//]]>"))
        #expect(!index.contains("fetch("))
        let open = "<script type=\"application/json\" id=\"index-data\">"
        let start = try #require(index.range(of: open))
        let end = try #require(index.range(of: "</script>", range: start.upperBound..<index.endIndex))
        let json = String(index[start.upperBound..<end.lowerBound])
        #expect(!json.contains("<") && !json.contains("&"))
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        #expect(parsed.count == Fixtures.scenarios.count)
        for entry in parsed { #expect(Set(entry.keys) == ["id", "file", "caption", "text"]) }
        let seed = try #require(parsed.first { $0["file"] == "seeds/000-apple-doc" })
        #expect(seed["text"]?.contains("a < b && c") == true)   // \u003c and \u0026 decode back
        #expect(seed["caption"] == "ideal-width")
    }

    @Test func orderingMatrixIsATable() async throws {
        let index = try Self.page(try await Self.build(), "index.html")
        #expect(index.contains("<div class=\"table-scroll\""))
        #expect(index.contains("<th scope=\"col\">ordering (winner)</th>"))
        // One "min" family; the two files are columns, width first; "intrinsic  <  (min)" is normalised into one row.
        let tables = OrderingMatrix.tables(try SiteBuilder.group(Fixtures.scenarios.map(IndexEntry.init)))
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(table.family == "min")
        #expect(table.columns.map(\.heading) == ["width · text", "height · text"])
        #expect(table.rows.map(\.caption) == ["intrinsic < (min) < parent", "min < (intrinsic) < parent"])
        #expect(table.rows[0].cells.map(\.value) == ["100", "20"])
        #expect(table.rows[1].cells.map(\.present) == [true, false])
        #expect(index.contains("<th scope=\"row\">"))
        #expect(index.contains("href=\"orderings/width-text-min/intrinsic-lt-min-lt-parent.html\""))
    }

    @Test func detailPageContents() async throws {
        let pages = try await Self.build()
        let first = try Self.page(pages, "orderings/width-text-min/intrinsic-lt-min-lt-parent.html")
        // The diagram, the highlighted source, the node table, the trace.
        #expect(first.contains("<img src=\"intrinsic-lt-min-lt-parent.svg\" data-appearance=\"auto\" width=\"400\" height=\"212.5\" alt=\"Diagram: intrinsic &lt; (min) &lt; parent\" />"))
        #expect(first.contains("<span class=\"type\">VStack</span>"))
        #expect(first.contains("<span class=\"mod\">.frame</span>"))
        #expect(first.contains("<span class=\"num\">100</span>"))
        #expect(first.contains("<span class=\"str\">&quot;12345&quot;</span>"))
        #expect(first.contains("<span class=\"comment\">// the subject</span>"))
        #expect(first.contains("<table class=\"nodes\">"))
        #expect(first.contains("<td class=\"num\">150×300</td><td class=\"num\">100×20</td><td class=\"num\">(125, 140, 100, 20)</td>"))
        #expect(first.contains("<ol class=\"trace\">"))
        #expect(first.contains("P 150×300 ⇒ 100×20"))
        #expect(first.contains("P 150×nil</code>"))
        #expect(first.contains("style=\"--depth: 3\""))
        // The rule, Apple's sentence and the disagreement (50 < 100 ≤ 150: Apple says 50, SwiftUI 100).
        #expect(first.contains("flexible frame, min only: max(min(child proposal 150, child 50), min 100) = 100"))
        #expect(first.contains("If a minimum constraint is specified and the size proposed for the frame by the parent is less than the size of this view"))
        #expect(first.contains("If no minimum or maximum constraint is specified in a given dimension"))
        #expect(first.contains("disagree"))
        // Navigation: next within the file, back to the index section (relative).
        #expect(first.contains("<a rel=\"next\" class=\"next\" href=\"min-lt-intrinsic-lt-parent.html\">"))
        #expect(!first.contains("rel=\"prev\""))
        #expect(first.contains("href=\"../../index.html#orderings-width-text-min\""))
        #expect(first.contains("href=\"../../assets/site.css\""))

        let second = try Self.page(pages, "orderings/width-text-min/min-lt-intrinsic-lt-parent.html")
        #expect(second.contains("<a rel=\"prev\" class=\"prev\" href=\"intrinsic-lt-min-lt-parent.html\">"))
        #expect(!second.contains("disagree"))   // 50 < 100 < 150: both say 100

        let seed = try Self.page(pages, "seeds/000-apple-doc/ideal-width.html")
        #expect(seed.contains("Text truncated: &quot;a &lt; b&quot; &amp; more"))
        #expect(seed.contains("id=\"warnings\""))
    }

    @Test func everyLinkResolves() async throws {
        let pages = try await Self.build()
        let html = pages.filter { $0.key.hasSuffix(".html") }.mapValues(\.text)
        let others = Set(pages.keys.filter { !$0.hasSuffix(".html") }).union(Fixtures.svgPaths)
        let checker = LinkChecker(pages: html, otherFiles: others)
        #expect(checker.problems() == [])
        var count = 0
        for (_, text) in html { for link in LinkChecker.links(in: text) { count += 1; #expect(!link.value.hasPrefix("/")) } }
        #expect(count > 20)
        // The checker does catch a broken link.
        let broken = LinkChecker(pages: ["index.html": "<a href=\"nowhere.html\">x</a> <img src=\"/abs.svg\"/>"], otherFiles: [])
        #expect(broken.problems().count == 2)
    }

    @Test func renderingIsDeterministic() async throws {
        let a = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory).pages(for: Fixtures.scenarios)
        let b = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory).pages(for: Fixtures.scenarios)
        #expect(a == b)
        // Order of the input files does not matter (files are sorted; scenarios keep their order within a file).
        let shuffled = Fixtures.scenarios.filter { $0.filePath.hasPrefix("seeds") } + Fixtures.scenarios.filter { !$0.filePath.hasPrefix("seeds") }
        let c = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory).pages(for: shuffled)
        #expect(a == c)
    }

    @Test func templateSyntaxErrorHasLineAndColumn() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["scenario.mustache", "page-head.mustache", "site.css"] {
            try FileManager.default.copyItem(atPath: Fixtures.templatesDirectory + "/" + name, toPath: dir.appendingPathComponent(name).path)
        }
        try "<html>\n<body>\n  {{#sections}}<p>{{title}}</p>{{/section}}\n</body>\n".write(to: dir.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
        do {
            _ = try await SiteBuilder(templatesDirectory: dir.path)
            Issue.record("a broken template must not load")
        } catch let error as SiteError {
            guard case let .templateSyntax(file, line, column, _, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file.hasSuffix("index.mustache"))
            #expect(line == 3)
            #expect(column > 1)
            #expect(error.description.hasPrefix(dir.path + "/index.mustache:3:"))
        }
    }

    @Test func missingTemplateAndDuplicateScenarioAreErrors() async throws {
        await #expect(throws: SiteError.self) { _ = try await SiteBuilder(templatesDirectory: "/nonexistent/templates") }
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory)
        #expect(throws: SiteError.self) { _ = try builder.pages(for: [Fixtures.scenarios[0], Fixtures.scenarios[0]]) }
        var escaping = Fixtures.scenarios[0]; escaping.filePath = "../x"
        #expect(throws: SiteError.self) { _ = try builder.pages(for: [escaping]) }
    }

    @Test func highlighterAndJSONEscaping() {
        let tokens = SourceHighlighter.tokens("Text(\"a\").frame(minWidth: 1.5, alignment: .leading) // c")
        #expect(tokens.map(\.text).joined() == "Text(\"a\").frame(minWidth: 1.5, alignment: .leading) // c")
        #expect(tokens.contains { $0.cls == "member" && $0.text == ".leading" })
        #expect(tokens.contains { $0.cls == "label" && $0.text == "minWidth" })
        #expect(tokens.contains { $0.cls == "num" && $0.text == "1.5" })
        #expect(InlineJSON.quote("</script> & \"x\"\n") == "\"\\u003c/script\\u003e \\u0026 \\\"x\\\"\\n\"")
        #expect(SitePaths.slug("intrinsic < (min) = parent") == "intrinsic-lt-min-eq-parent")
        #expect(SitePaths.rootPrefix(ofPage: "a/b/c.html") == "../../")
        #expect(SitePaths.rootPrefix(ofPage: "index.html") == "")
    }
}

/// `FRAMELAB_SITE_DUMP=/tmp/site swift test --filter SiteTests` writes the fixture site there, to look at.
@Test func dumpFixtureSiteWhenAsked() async throws {
    guard let dir = ProcessInfo.processInfo.environment["FRAMELAB_SITE_DUMP"] else { return }
    for page in try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory).pages(for: Fixtures.scenarios) {
        let url = URL(fileURLWithPath: dir).appendingPathComponent(page.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page.contents).write(to: url)
    }
}
