import Foundation
import Ink
import LayoutCore
import OutputCheck
import ReferenceMarkdown
import Testing
@testable import Site

/// The rule reference (`Docs/swiftui/*.md`) as pages of the site, and the node table's links to it.
@Suite struct ReferenceDocsTests {
    static func docs() throws -> ReferenceDocs {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "# Reference\n\nSee [padding](padding.md) and [frames](frame-flexible.md#numbers).\n\n---\n"
            .write(to: directory.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        try """
            # `.frame(minWidth:…)` — flexible frame

            | proposal | answer |
            |---|---|
            | nil | `ideal ?? child` |

            Line one  \nline two, `a < b && c`.

            ```swift
            Text("a").frame(minWidth: 100)
            ```
            """.write(to: directory.appendingPathComponent("frame-flexible.md"), atomically: true, encoding: .utf8)
        try "# `.padding`\n\nSee the [index](README.md).\n".write(to: directory.appendingPathComponent("padding.md"),
                                                                   atomically: true, encoding: .utf8)
        return try ReferenceDocs.load(directory: directory.path)
    }

    @Test("a paragraph's line that starts with a code span stays in its paragraph; fences, tables and new paragraphs do not move")
    func wrappedCodeSpans() {
        let markdown = "**Forms:** `A()`,\n`B()` and\n`C()`.\n\n`D()` starts a paragraph.\n\n```\nx\n`y`\n```\n| a |\n`e`"
        #expect(ReferenceMarkdown.joiningWrappedCode(markdown)
                == "**Forms:** `A()`, `B()` and `C()`.\n\n`D()` starts a paragraph.\n\n```\nx\n`y`\n```\n| a |\n`e`")
        let html = MarkdownParser().html(from: ReferenceMarkdown.joiningWrappedCode("Forms: `A()`,\n`B()`."))
        #expect(html == "<p>Forms: <code>A()</code>, <code>B()</code>.</p>")
    }

    /// The pages are rendered into `Sources/Site/BuiltInReferencePages.swift` by `swift run ReferencePagesTool`; this
    /// fails until that is run again after a page of `Docs/swiftui/` changes.
    @Test("the built-in reference is Docs/swiftui/ rendered now, page for page (else: swift run ReferencePagesTool)")
    func builtInIsTheRepositorysDocs() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/swiftui").standardized
        let now = try ReferenceDocs.load(directory: docs.path).pages, built = ReferenceDocs.builtIn().pages
        #expect(built.count == now.count && built.count > 40)
        #expect(built.map(\.slug) == now.map(\.slug))
        #expect(built.map(\.title) == now.map(\.title))
        for (a, b) in zip(built, now) {
            let same = a.body == b.body  // not the two bodies in the message: a page is kilobytes
            #expect(same, "Docs/swiftui/\(a.slug).md changed: run `swift run ReferencePagesTool` and commit Sources/Site/BuiltInReferencePages.swift")
        }
        let frame = try #require(built.first { $0.slug == "frame-flexible" })
        #expect(frame.body.hasPrefix("<h1>"))
    }

    @Test("a Swift literal of any text, with quotes, hashes, backslashes and line breaks, has one more # than the text's longest run")
    func swiftLiterals() {
        #expect(ReferenceMarkdown.swiftLiteral("a \\(b) \"c\"") == "#\"a \\(b) \"c\"\"#")
        #expect(ReferenceMarkdown.swiftLiteral("x \"\"\"## y") == "###\"x \"\"\"## y\"###")
        #expect(ReferenceMarkdown.swiftLiteral("one\ntwo") == "#\"\"\"\none\ntwo\n\"\"\"#")
    }

    @Test func pagesAreRenderedValidAndLinkedAsHTML() async throws {
        let docs = try Self.docs()
        #expect(docs.pages.map(\.slug) == ["index", "frame-flexible", "padding"])
        #expect(docs.pages.map(\.title) == ["Reference", ".frame(minWidth:…) — flexible frame", ".padding"])
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory, reference: docs)
        let pages = Dictionary(uniqueKeysWithValues: try builder.pages(for: Fixtures.scenarios).map { ($0.path, $0) })
        let index = try #require(pages["docs/swiftui/index.html"]).text
        #expect(index.contains("<a href=\"padding.html\">padding</a>"))
        #expect(index.contains("<a href=\"frame-flexible.html#numbers\">frames</a>"))
        #expect(index.contains("<hr />"))
        let frame = try #require(pages["docs/swiftui/frame-flexible.html"]).text
        #expect(frame.contains("<table>") && frame.contains("&lt;") && frame.contains("<a href=\"../../index.html\">"))
        #expect(try #require(pages["docs/swiftui/padding.html"]).text.contains("<a href=\"index.html\">index</a>"))
        let validator = OutputValidator()
        for (path, page) in pages where path.hasSuffix(".html") {
            #expect(validator.validateHTML(page.contents, file: path).isEmpty, "\(path)")
        }
        // The index page of the scenarios points at the reference.
        #expect(try #require(pages["index.html"]).text.contains("href=\"docs/swiftui/index.html\""))
    }

    /// An incremental build keeps the shared pages from the last build without checking their links again
    /// (`OutputAssembly.finish`): that holds because they link nothing that a build may not have.
    @Test("the built-in reference's pages link only each other, the assets and the index, never a scenario's page")
    func sharedPagesLinkOnlySharedPages() async throws {
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory, reference: ReferenceDocs.builtIn())
        let shared = builder.sharedPages()
        #expect(shared.map(\.path) == builder.sharedPagePaths)
        #expect(shared.count == 1 + SiteBuilder.assetNames.count + ReferenceDocs.builtIn().pages.count)
        let allowed = Set(builder.sharedPagePaths + ["index.html"])
        var targets = 0
        for page in shared where page.path.hasSuffix(".html") {
            for link in LinkChecker.links(in: page.text) where !link.value.hasPrefix("#") && !link.value.contains("://") {
                let file = String(link.value.prefix { $0 != "#" })
                let target = LinkChecker.resolve(file, from: page.path)
                #expect(target.map(allowed.contains) == true, "\(page.path) links \(link.value)")
                targets += 1
            }
        }
        #expect(targets > 1_000)
    }

    @Test func nodeRowsLinkTheirKindAndListEffects() throws {
        let docs = ReferenceDocs(pages: [ReferenceDocs.Page(slug: "text", title: "t", body: ""),
                                         ReferenceDocs.Page(slug: "no-layout-effect", title: "n", body: "")])
        var layout = Fixtures.minOnlyLayout(textWidth: 50, min: 100, parent: 200)
        layout.root.effects = [DrawingEffect(".shadow(radius: 2)", .none), DrawingEffect(".opacity(0.5)", .opacity(0.5))]
        let rows = NodeReport.rows(layout, reference: docs, root: "../../")
        #expect(rows.first { $0.kind == "Text" }?.docHref == "../../docs/swiftui/text.html")
        #expect(rows.first { $0.kind == "VStack" }?.docHref == nil)   // no page for stacks in this reference
        #expect(rows[0].effects == ".shadow(radius: 2), .opacity(0.5)")
        #expect(rows[0].effectsHref == "../../docs/swiftui/no-layout-effect.html")
        #expect(rows.dropFirst().allSatisfy { $0.effects == nil })
    }
}
