import Foundation
import Testing

/// Issue 30: a pull request that changes one view of an app shows which previews' frames moved, and by how much.
@Suite("Previews in review")
struct PreviewDiffTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    /// The sample app's sources, in a repository of their own with only its previews configured.
    static func sampleApp() throws -> Sandbox {
        let sandbox = try Sandbox()
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/SampleApp/Sources/SampleApp")
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() where name.hasSuffix(".swift") {
            try sandbox.write("Sources/SampleApp/" + name, String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8))
        }
        try sandbox.write("framelab.yml", "previews: [Sources]\noutput: Figures\n")
        try sandbox.git(["init", "-q"])
        try sandbox.git(["add", "-A"])
        try sandbox.git(["commit", "-qm", "the app"])
        return sandbox
    }

    /// The previews (by figure path) whose trees hold a node of the app's view `type`, from a build's frames.json.
    static func previews(using type: String, in framesJSON: String) throws -> Set<String> {
        let parsed = try JSONSerialization.jsonObject(with: Data(framesJSON.utf8))
        let document = try #require(parsed as? [String: Any])
        var found: Set<String> = []
        for file in document["files"] as? [[String: Any]] ?? [] {
            let path = (file["file"] as? String ?? "").replacingOccurrences(of: ".swift", with: "")
            for scenario in file["scenarios"] as? [[String: Any]] ?? [] {
                let nodes = scenario["nodes"] as? [[String: Any]] ?? []
                if nodes.contains(where: { $0["kind"] as? String == type }) { found.insert("\(path)/\(scenario["id"] as? String ?? "").svg") }
            }
        }
        return found
    }

    @Test("framelab init in an app's repository lists the folders with previews; framelab previews lists them, the ignored one left out")
    func initAndList() throws {
        let sandbox = try Self.sampleApp()
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("framelab.yml"))
        try sandbox.write("Tests/AppTests/AppTests.swift", "#Preview { Text(\"not an app preview\") }\n")
        let initialised = try sandbox.run(["init"])
        #expect(initialised.status == 0, "\(initialised.errors)")
        #expect(initialised.output.contains("found previews in 11 .swift files below Sources"))
        let configuration = try #require(sandbox.read("framelab.yml"))
        #expect(configuration.contains("\npreviews: [Sources]\n"))
        #expect(configuration.contains("\n# scenarios: [docs/layouts]\n"))
        #expect(sandbox.read("docs/layouts/example.yaml") == nil)
        let listed = try sandbox.run(["previews"])
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output.contains("Sources/SampleApp/Settings.swift:66: settings — Settings · iPhone 16, portrait, 393×852, safe area 59 top, 34 bottom"))
        #expect(!listed.output.contains("work in progress"))
        #expect(listed.output.hasSuffix("32 previews in 11 files.\n"))
        let built = try sandbox.run(["build"])
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.hasPrefix("Built 32 scenarios from 11 files"))
    }

    @Test("a view's padding changed: diff --against HEAD names exactly the previews that show that view, with the frames that moved")
    func changedViewNamesItsPreviews() throws {
        let sandbox = try Self.sampleApp()
        let built = try sandbox.run(["build"])
        #expect(built.status == 0, "\(built.errors)")
        let frames = try #require(sandbox.read("Figures/frames.json"))
        let using = try Self.previews(using: "TagChip", in: frames)
        // TagChip is shown by its own previews, the tag lists', the cards', the details' and the rows with a "quick" badge.
        #expect(using.count >= 6, "\(using.sorted())")

        let badges = try #require(sandbox.read("Sources/SampleApp/Badges.swift"))
        try sandbox.write("Sources/SampleApp/Badges.swift",
                          badges.replacingOccurrences(of: "            .padding(.horizontal, 10)", with: "            .padding(.horizontal, 14)"))
        let diff = try sandbox.run(["diff", "--against", "HEAD", "--format", "json,markdown,html", "--output", "report"])
        #expect(diff.status == 1, "\(diff.errors)")
        let text = try #require(sandbox.read("report/report.json"))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let report = try #require(parsed as? [String: Any])
        let changed = report["changed"] as? [[String: Any]] ?? []
        #expect(Set(changed.compactMap { $0["figure"] as? String }) == using)
        #expect((report["new"] as? [Any])?.isEmpty == true && (report["deleted"] as? [Any])?.isEmpty == true)

        // Named as the app's developers know the preview: its file and its name; the chip is 8 pt wider (4 more a side).
        let chip = try #require(changed.first { $0["figure"] as? String == "SampleApp/Badges/tag-chip.svg" })
        #expect(chip["file"] as? String == "Sources/SampleApp/Badges.swift")
        #expect(chip["preview"] as? String == "Tag chip")
        let nodes = chip["nodes"] as? [[String: Any]] ?? []
        let root = try #require(nodes.first { $0["path"] as? String == "0" })
        #expect((root["delta"] as? [String: Any])?["width"] as? Double == 8)
        #expect(diff.output.contains("changed: SampleApp/Badges/tag-chip.svg (7 node frames changed) — preview Sources/SampleApp/Badges.swift › Tag chip"))
        let html = try #require(sandbox.read("report/index.html"))
        #expect(html.contains("<code>SampleApp/Badges/tag-chip.svg</code> — preview Sources/SampleApp/Badges.swift › Tag chip</h3>"))
        let markdown = try #require(sandbox.read("report/summary.md"))
        #expect(markdown.contains("| preview Sources/SampleApp/Badges.swift › Tag chip<br>`SampleApp/Badges/tag-chip.svg` | changed | TagChip \\[0\\]: (0, 0, 48.33, 22.33) → (0, 0, 56.33, 22.33): width +8"))
    }
}
