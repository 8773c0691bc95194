import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import OutputCheck
import Testing
@testable import Site

/// `framelab diff`'s `index.html`, rendered by the site's templates (`diff.mustache`) from a `DiffPage`.
@Suite struct DiffPageTests {
    /// Every kind of figure, and text that needs escaping, some of it in one grapheme cluster with a combining mark
    /// (which Mustache, escaping `Character` by `Character`, would not escape).
    static let page = DiffPage(
        summary: "2 changed, 1 new, 1 deleted, 1 unchanged figure", baseline: "Output/ at <main> & \"'quotes'\"",
        current: "fresh build of Scenarios",
        counts: [.init(status: "changed", number: 2), .init(status: "new", number: 1), .init(status: "deleted", number: 1),
                 .init(status: "unchanged", number: 1)],
        figures: [
            .init(status: "changed", path: "g/odd name#1.svg", anchor: "fig-g-odd-name-1", scenario: "odd name#1", file: "g.yaml",
                  beforeSrc: "before/g/odd%20name%231.svg", afterSrc: "after/g/odd%20name%231.svg",
                  nodes: [.init(name: "x]]>y", kind: "Text", path: "0.0", before: "(0, 0, 10.5, 20)", after: "(0.3, 0, 12, 20)",
                                deltas: ["+0.3", "0", "+1.5", "0"]),
                          .init(name: "Color.red", kind: "Color", path: "0.1", before: nil, after: "(1, 2, 3, 4)", deltas: [])]),
            .init(status: "changed", path: "g/q\"\u{301}<\u{301}.svg", anchor: "fig-g-q---", scenario: "q\"\u{301}<\u{301}", file: "g.yaml",
                  beforeSrc: "before/g/q.svg", afterSrc: "after/g/q.svg"),
            .init(status: "new", path: "g/new.svg", anchor: "fig-g-new", scenario: "new", file: "g.yaml", afterSrc: "after/g/new.svg"),
            .init(status: "deleted", path: "g/gone.svg", anchor: "fig-g-gone", scenario: "gone", file: "g.yaml",
                  beforeSrc: "before/g/gone.svg"),
        ],
        unchanged: ["g/same.svg"],
        otherFiles: [.init(status: "changed", path: "frames.json"), .init(status: "new", path: "g/new.html")])

    static let images: Set<String> = ["before/g/odd name#1.svg", "after/g/odd name#1.svg", "before/g/q.svg", "after/g/q.svg",
                                      "after/g/new.svg", "before/g/gone.svg"]

    /// The page as XML without its default namespace, so that XPath names its elements plainly.
    static func root(_ html: String) throws -> XMLElement {
        let plain = html.replacingOccurrences(of: " xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
        return try #require(try XMLDocument(data: Data(plain.utf8)).rootElement())
    }

    static func element(_ root: XMLElement, _ xpath: String) throws -> [XMLNode] {
        try root.nodes(forXPath: xpath)
    }

    @Test func theReportPageIsPolyglotHTMLWithEveryLinkResolving() async throws {
        let builder = try await SiteBuilder()
        let html = try builder.diffPage(Self.page)
        let assets = try builder.diffAssets()
        #expect(assets.map(\.path) == ["assets/site.css", "assets/diff.css"])
        let validator = OutputValidator()
        #expect(validator.validateHTML(html, file: "index.html").isEmpty, "\(validator.validateHTML(html, file: "index.html"))")
        let links = validator.checkLinks(pages: [(path: "index.html", contents: Data(html.utf8))],
                                         files: Self.images.union(assets.map(\.path)))
        #expect(links.isEmpty, "\(links)")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n <head>\n"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"assets/site.css\" />")
                && html.contains("<link rel=\"stylesheet\" href=\"assets/diff.css\" />"))
        #expect(!html.contains("<style") && !html.contains("canonical"))

        let root = try Self.root(html)
        // Every in-page link names an element of the page.
        let ids = Set(try Self.element(root, "//@id").compactMap(\.stringValue))
        for href in try Self.element(root, "//a/@href").compactMap(\.stringValue) where href.hasPrefix("#") {
            #expect(ids.contains(String(href.dropFirst())), "\(href)")
        }
        #expect(try Self.element(root, "//h2").compactMap(\.stringValue)
                    == ["Changed figures (2)", "New figures (1)", "Deleted figures (1)"])
        #expect(try Self.element(root, "//section/@id").compactMap(\.stringValue)
                    == ["fig-g-odd-name-1", "fig-g-q---", "fig-g-new", "fig-g-gone"])
        #expect(try Self.element(root, "//input[@type='range']").count == 2)
        #expect(try Self.element(root, "//script").count == 1)
        #expect(try Self.element(root, "//tbody/tr").count == 2)
        #expect(try Self.element(root, "//td[@colspan='4']").first?.stringValue == "new node")
        #expect(try Self.element(root, "//td[@class='num moved']").compactMap(\.stringValue) == ["+0.3", "+1.5", "new node"])
        #expect(try Self.element(root, "//li[@class='count changed']").first?.stringValue == "2 changed")
        #expect(try Self.element(root, "//figure[@class='single']/figcaption").compactMap(\.stringValue)
                    == ["New (no baseline)", "Deleted (baseline only; no scenario produces it)"])
        #expect(try Self.element(root, "//figure[@class='single']/img/@alt").compactMap(\.stringValue)
                    == ["New: g/new.svg", "Deleted: g/gone.svg"])
        // The figure without node changes says why there is no table.
        #expect(try Self.element(root, "//section[@id='fig-g-q---']/p[@class='note']").first?.stringValue
                    == "No node frame changed: the drawing differs in style, labels or captions.")
        let text = root.stringValue ?? ""
        #expect(text.contains("Output/ at <main> & \"'quotes'\"") && text.contains("x]]>y") && text.contains("Color · 0.1"))
        // A markup character in a cluster with a combining mark is escaped, and reads as it was written.
        let scenario = "q\"\u{301}<\u{301}.svg"
        #expect(text.contains(scenario))
    }

    @Test func anIdenticalReportSaysSoAndANoteReplacesTheNodeTables() async throws {
        let builder = try await SiteBuilder()
        let empty = DiffPage(summary: "0 changed, 0 new, 0 deleted, 0 unchanged figures", baseline: "b", current: "c",
                             counts: DiffPage.statuses.map { .init(status: $0, number: 0) }, figures: [], unchanged: [], otherFiles: [])
        let html = try builder.diffPage(empty)
        #expect(OutputValidator().validateHTML(html, file: "index.html").isEmpty)
        #expect(html.contains("<p class=\"same\">No figure changed: the current build draws exactly the baseline's figures.</p>"))
        #expect(!html.contains("<nav") && !html.contains("<h2") && !html.contains("<a href=\"#"))
        #expect(html.contains("<summary>Unchanged figures (0)</summary>\n   </details>"))

        var noted = Self.page
        noted.framesNote = "the baseline has no frames.json"
        let withNote = try builder.diffPage(noted)
        #expect(withNote.contains("<p class=\"note\">the baseline has no frames.json</p>"))
        #expect(withNote.contains("<p class=\"note\">Node frames not compared: the baseline has no frames.json</p>"))
    }

    @Test func renderingIsDeterministic() async throws {
        let builder = try await SiteBuilder()
        #expect(try builder.diffPage(Self.page) == builder.diffPage(Self.page))
        // The site's stylesheet is the site's, byte for byte; the report's own rules are diff.css.
        let templates = try #require(SiteBuilder.builtInTemplates)
        #expect(try builder.diffAssets().map(\.contents)
                    == [try Data(contentsOf: URL(fileURLWithPath: templates + "/site.css")),
                        try Data(contentsOf: URL(fileURLWithPath: templates + "/diff.css"))])
    }

    @Test func theReportsTemplatesAndStylesheetCanBeOverriddenAndAreNoPartOfTheSite() async throws {
        #expect(SiteBuilder.overridableFiles.contains("diff.mustache"))
        #expect(SiteBuilder.overridableFiles.contains("diff-figure.mustache"))
        #expect(SiteBuilder.overridableFiles.contains("diff.css"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-diff-overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let builtIn = try #require(SiteBuilder.builtInTemplates)
        let diff = try String(contentsOfFile: builtIn + "/diff.mustache", encoding: .utf8)
            .replacingOccurrences(of: "<h1>FrameLab visual diff</h1>", with: "<h1>Acme figure review</h1>")
        #expect(diff.contains("Acme"))
        try diff.write(to: directory.appendingPathComponent("diff.mustache"), atomically: true, encoding: .utf8)
        try "<tr class=\"mine\"><td>{{nodeName}}</td></tr>\n".write(to: directory.appendingPathComponent("diff-figure.mustache"),
                                                                    atomically: true, encoding: .utf8)
        try ".badge { color: teal; }\n".write(to: directory.appendingPathComponent("diff.css"), atomically: true, encoding: .utf8)

        let overridden = try await SiteBuilder(overrides: directory.path)
        let plain = try await SiteBuilder()
        let html = try overridden.diffPage(Self.page)
        #expect(html.contains("<h1>Acme figure review</h1>") && !html.contains("<h1>FrameLab visual diff</h1>"))
        #expect(html.contains("<section") == false && html.contains("class=\"mine\""))
        #expect(try overridden.diffAssets().map(\.text) == [try plain.diffAssets()[0].text, ".badge { color: teal; }\n"])
        #expect(try plain.diffPage(Self.page).contains("<h1>FrameLab visual diff</h1>"))

        // The site's pages neither change nor gain the report's files.
        let sitePages = try plain.pages(for: Fixtures.scenarios)
        #expect(try overridden.pages(for: Fixtures.scenarios) == sitePages)
        #expect(!sitePages.contains { $0.path.contains("diff") })
    }

    @Test func aTemplatesFolderWithoutTheDiffTemplateIsAnErrorForTheReportOnly() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-no-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["index.mustache", "scenario.mustache", "page-head.mustache", "site.css", "player.js"] {
            try FileManager.default.copyItem(atPath: Fixtures.templatesDirectory + "/" + name,
                                             toPath: directory.appendingPathComponent(name).path)
        }
        let builder = try await SiteBuilder(templatesDirectory: directory.path)
        #expect(!(try builder.pages(for: Fixtures.scenarios)).isEmpty)
        #expect(throws: SiteError.missingTemplate(name: "diff", directory: directory.path)) { try builder.diffPage(Self.page) }
        #expect(throws: SiteError.self) { try builder.diffAssets() }
    }

    /// A markup character a combining mark follows, or one after a prepended U+0600, is one grapheme cluster with it:
    /// escaped by Character it stayed bare (a bare `<` or `"` that made the page ill-formed). The byte escaper escapes it.
    @Test func markupInAGraphemeClusterIsEscaped() async throws {
        var page = Self.page
        page.summary = "a\"\u{301}b \u{600}<x &\u{200D}"
        let html = try await SiteBuilder().diffPage(page)
        #expect(html.contains("a&quot;\u{301}b \u{600}&lt;x &amp;\u{200D}"))
        #expect(!html.contains("\u{600}<x"))
    }
}
