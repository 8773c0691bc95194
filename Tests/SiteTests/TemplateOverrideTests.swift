import Foundation
import Testing
@testable import Site

/// FrameLab's templates are resources; a user's directory replaces them file by file.
@Suite struct TemplateOverrideTests {
    static func pages(_ builder: SiteBuilder) throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try builder.pages(for: Fixtures.scenarios).map { ($0.path, $0.text) })
    }

    @Test func builtInTemplatesAreTheRepositorysTemplates() async throws {
        let builtIn = try #require(SiteBuilder.builtInTemplates)
        #expect(SiteBuilder.templateNames(in: builtIn) == ["diff", "diff-figure", "index", "page-head", "reference", "scenario"])
        let fromResources = try Self.pages(try await SiteBuilder())
        let fromRepository = try Self.pages(try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory))
        #expect(fromResources == fromRepository)
    }

    @Test func oneOverriddenTemplateChangesItsPagesAndTheRestStayBuiltIn() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let builtIn = try #require(SiteBuilder.builtInTemplates)
        let index = try String(contentsOfFile: builtIn + "/index.mustache", encoding: .utf8)
            .replacingOccurrences(of: "<h1 id=\"top\">{{pageTitle}}</h1>", with: "<h1 id=\"top\">Acme layouts</h1>")
        try index.write(to: directory.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
        try "body { color: teal; }\n".write(to: directory.appendingPathComponent("site.css"), atomically: true, encoding: .utf8)

        let overridden = try Self.pages(try await SiteBuilder(overrides: directory.path))
        let plain = try Self.pages(try await SiteBuilder())
        #expect(overridden["index.html"]?.contains("<h1 id=\"top\">Acme layouts</h1>") == true)
        #expect(plain["index.html"]?.contains("Acme") == false)
        #expect(overridden["assets/site.css"] == "body { color: teal; }\n")
        // The script is not overridden: the built-in one.
        #expect(overridden["assets/player.js"] == plain["assets/player.js"])
        #expect(plain["assets/player.js"]?.contains("negotiation-data") == true)
        for (path, text) in plain where path.hasSuffix(".html") && path != "index.html" {
            #expect(overridden[path] == text, "\(path) should come from the built-in templates")
        }
    }

    @Test func aMissingOverrideDirectoryIsAnError() async {
        await #expect(throws: SiteError.self) { _ = try await SiteBuilder(overrides: "/nonexistent/templates") }
    }
}
