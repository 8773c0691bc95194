import Build
import Foundation
import Review
import ScenarioKit
import Site
import Testing

/// The pipeline as a library (issue 28): `Pipeline.run` builds, checks and diffs without the binary, and a
/// subset of the inputs works on that subset only.
/// Messages said from worker threads, in order.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var said: [String] = []
    func append(_ line: String) { lock.lock(); said.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return said }
}

@Suite("Pipeline")
struct PipelineTests {
    static func scenario(_ title: String, width: Int) -> String {
        """
        title: \(title)
        settings:
          canvas: {width: 300, height: 120}
        scenarios:
          - id: one
            view: |
              HStack { Text("Hello").frame(width: \(width)).id("subject") }
          - id: two
            view: |
              Color.red.frame(width: 40, height: 20)
        """
    }

    /// A repository with `Scenarios/cards/a.yaml`, `Scenarios/cards/b.yaml` and `Scenarios/lists/c.yaml`, built
    /// whole into `Output`.
    struct Repository {
        let root: URL
        var scenarios: String { root.appendingPathComponent("Scenarios").path }
        var output: String { root.appendingPathComponent("Output").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
            try write("Scenarios/cards/a.yaml", PipelineTests.scenario("A", width: 80))
            try write("Scenarios/cards/b.yaml", PipelineTests.scenario("B", width: 90))
            try write("Scenarios/lists/c.yaml", PipelineTests.scenario("C", width: 100))
        }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func request(_ given: [String] = [], into output: String? = nil, writes: Bool = true) throws -> BuildRequest {
            let target = output ?? self.output
            let ownership = OutputOwnership.of(URL(fileURLWithPath: target))
            return BuildRequest(inputs: try BuildInputs.resolve(given, roots: [scenarios]), output: target, jobs: 2,
                                writes: writes ? .owned(ownership) : nil)
        }

        /// Every file of a folder with its bytes and inode: a file written again gets a new inode.
        func files(_ folder: String? = nil) -> [String: (Data, UInt64)] {
            let base = URL(fileURLWithPath: folder ?? output)
            var out: [String: (Data, UInt64)] = [:]
            for path in OutputFolder.existingFiles(under: base) {
                var status = stat()
                stat(base.appendingPathComponent(path).path, &status)
                out[path] = (FileManager.default.contents(atPath: base.appendingPathComponent(path).path) ?? Data(),
                             UInt64(status.st_ino))
            }
            return out
        }
    }

    @Test("a subfolder of a clean tree: build, check and diff find no change, and report none of the rest")
    func subsetOfACleanTree() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        let full = try Pipeline.run(repository.request())
        #expect(full.exitStatus == 0 && full.summary.scenarios == 6)
        let before = repository.files()
        #expect(before.keys.contains("cards/a/one.svg") && before.keys.contains("lists/c/two.html"))
        let cards = repository.scenarios + "/cards"

        // build: the files are placed below the root, as a full build places them; nothing is written again.
        let subset = try Pipeline.run(repository.request([cards]))
        #expect(subset.exitStatus == 0)
        #expect(subset.scope.contains("cards/a/one.svg") && !subset.scope.contains("lists/c/one.svg"))
        let after = repository.files()
        #expect(Set(after.keys) == Set(before.keys))
        for (path, (bytes, inode)) in before {
            #expect(after[path]?.0 == bytes, "\(path) changed")
            #expect(after[path]?.1 == inode, "\(path) was written again")
        }

        // check: only the subset's outputs (and the index, frames.json) are compared, all unchanged.
        let checked = try Pipeline.run(repository.request([cards], writes: false))
        let comparison = OutputComparison.compare(checked.output?.files ?? [], with: repository.output, scope: checked.scope)
        #expect(comparison.isIdentical)
        #expect(comparison.unchanged.contains("cards/b/two.svg") && comparison.unchanged.contains("frames.json"))
        #expect(!comparison.unchanged.contains { $0.hasPrefix("lists/") })

        // diff: against the same output, no figure changed, none new, none deleted.
        let report = repository.root.appendingPathComponent("report").path
        let outcome = try DiffRun.run(DiffRequest(build: repository.request([cards], writes: false),
                                                  baseline: try DiffBaseline.directory(repository.output), formats: [.json],
                                                  reportDirectory: report, ownership: .vacant))
        #expect(!outcome.report.hasChanges)
        #expect(outcome.report.figures.map(\.path) == ["cards/a/one.svg", "cards/a/two.svg", "cards/b/one.svg", "cards/b/two.svg"])
        #expect(outcome.report.otherChanged.isEmpty && outcome.report.otherDeleted.isEmpty)
    }

    @Test("a changed file built as a subset gives what a full build gives, and leaves the rest as it was")
    func subsetAfterAnEdit() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        _ = try Pipeline.run(repository.request())
        let before = repository.files()
        try repository.write("Scenarios/cards/a.yaml", PipelineTests.scenario("A", width: 120))
        _ = try Pipeline.run(repository.request([repository.scenarios + "/cards/a.yaml"]))
        let subset = repository.files()
        #expect(subset["cards/a/one.svg"]?.0 != before["cards/a/one.svg"]?.0)
        #expect(subset["lists/c/one.svg"]?.1 == before["lists/c/one.svg"]?.1)
        #expect(subset["cards/b/one.html"]?.1 == before["cards/b/one.html"]?.1)

        let fresh = repository.root.appendingPathComponent("Fresh").path
        _ = try Pipeline.run(repository.request(into: fresh))
        let whole = repository.files(fresh)
        #expect(Set(whole.keys) == Set(subset.keys))
        for (path, (bytes, _)) in whole { #expect(subset[path]?.0 == bytes, "\(path) differs from a full build") }
    }

    @Test("with the manifest, a second build has nothing to do; a changed file is the only one drawn again")
    func manifest() throws {
        let repository = try Repository()
        defer {
            try? FileManager.default.removeItem(at: repository.root)
        }
        var request = try repository.request()
        request.usesManifest = true
        let first = try Pipeline.run(request)
        #expect(first.unchanged == nil && first.summary.figures == 6)
        let second = try Pipeline.run(request)
        #expect(second.unchanged != nil && second.report == nil && second.summary == first.summary)

        try repository.write("Scenarios/lists/c.yaml", PipelineTests.scenario("C", width: 110))
        request.inputs = try BuildInputs.resolve([], roots: [repository.scenarios])
        let before = repository.files()
        let third = try Pipeline.run(request)
        #expect(third.unchanged == nil)
        // The others' figures are kept as they are, and so is the changed file's scenario whose lines did not change
        // (`ScenarioTakeover`): only the edited scenario's figure is drawn (and written).
        #expect(third.output?.kept.filter { $0.hasSuffix(".svg") }.sorted()
                == ["cards/a/one.svg", "cards/a/two.svg", "cards/b/one.svg", "cards/b/two.svg", "lists/c/two.svg"])
        #expect(third.output?.figureCount == 6)
        // The site's shared pages are the last build's too: kept, not rendered or validated again, and still counted.
        let shared = try #require(third.output?.kept.filter { $0 == ".nojekyll" || $0.hasPrefix("assets/") || $0.hasPrefix("docs/") })
        #expect(shared.contains(".nojekyll") && shared.contains("assets/site.css") && shared.contains("docs/swiftui/stacks.html"))
        #expect(shared.count == SiteBuilder.assetNames.count + 1 + ReferenceDocs.builtIn().pages.count)
        #expect(third.summary.pages == first.summary.pages && third.output?.pageCount == first.output?.pageCount)
        // Of the changed file's figures, only the one whose width changed has new bytes (two's is a fixed 40 × 20): the
        // other is still the old file (a hard link to it, so the same inode).
        let after = repository.files()
        #expect(after.keys.filter { $0.hasSuffix(".svg") && after[$0]?.1 != before[$0]?.1 } == ["lists/c/one.svg"])
        // Only the changed file was computed, and of it only the edited scenario: the others' records stand in for
        // them in the index and frames.json.
        #expect(third.computedFiles == ["lists/c.yaml"])
        #expect(third.output?.computedScenarios == 1 && third.summary.scenarios == 6 && third.summary.files == 3)
        let fresh = repository.root.appendingPathComponent("Fresh").path
        _ = try Pipeline.run(repository.request(into: fresh))
        let whole = repository.files(fresh), incremental = repository.files()
        #expect(Set(whole.keys) == Set(incremental.keys))
        for (path, (bytes, _)) in whole { #expect(incremental[path]?.0 == bytes, "\(path) differs from a full build") }

        // `build --force` computes everything again, and still records its manifest: the build after it has nothing to do.
        request.ignoresLastBuild = true
        let forced = try Pipeline.run(request)
        #expect(forced.unchanged == nil && forced.computedFiles.count == 3)
        request.ignoresLastBuild = false
        #expect(try Pipeline.run(request).unchanged != nil)
    }

    @Test("built a file at a time, the output and the messages are those of one batch, written or in memory")
    func batchesDoNotChangeTheOutput() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        // A failed expectation, an input error and a second failure, in three files after the first.
        try repository.write("Scenarios/cards/b.yaml", PipelineTests.scenario("B", width: 90)
            .replacingOccurrences(of: "  - id: two", with: "    expect:\n      subject: {width: 91}\n  - id: two"))
        try repository.write("Scenarios/lists/d.yaml", "title: D\nscenarios:\n  - id: one\n    view: |\n      Text(\n")
        try repository.write("Scenarios/lists/e.yaml", PipelineTests.scenario("E", width: 70)
            .replacingOccurrences(of: "  - id: two", with: "    expect:\n      subject: {width: 71}\n  - id: two"))
        func build(batch: Int, into folder: String?) throws -> (BuildResult, [String]) {
            var request = try repository.request(into: folder, writes: folder != nil)
            request.batchScenarios = batch
            let said = MessageLog()
            let result = try Pipeline.run(request, events: PipelineEvents(message: { said.append($0.text) }))
            return (result, said.lines)
        }
        let oneBatch = repository.root.appendingPathComponent("One").path, fileByFile = repository.root.appendingPathComponent("Many").path
        let (whole, wholeSaid) = try build(batch: 10_000, into: oneBatch)
        let (batched, batchedSaid) = try build(batch: 1, into: fileByFile)
        #expect(whole.exitStatus == 2 && whole.summary.failures == 2 && whole.summary.errors == 1)
        #expect(batched.summary == whole.summary)
        #expect(batchedSaid == wholeSaid.map { $0.replacingOccurrences(of: "/One", with: "/Many") })
        #expect(wholeSaid.firstIndex { $0.contains("lists/d.yaml") }! < wholeSaid.firstIndex { $0.contains("cards/b.yaml") }!)
        let a = repository.files(oneBatch), b = repository.files(fileByFile)
        #expect(Set(a.keys) == Set(b.keys) && a.keys.count { $0.hasSuffix(".svg") } == 8 && a["index.html"] != nil)
        for (path, (bytes, _)) in a { #expect(b[path]?.0 == bytes, "\(path) differs") }
        // In memory, file by file: the same files (and the stamp, which `files` leaves out).
        let (memory, _) = try build(batch: 1, into: nil)
        #expect(memory.output?.files.map(\.path).filter { $0 != OutputOwnership.stampName } == a.keys.sorted())
        for file in memory.output?.files ?? [] where file.path != OutputOwnership.stampName {
            #expect(a[file.path]?.0 == file.contents, "\(file.path) differs in memory")
        }
        #expect(memory.report?.results.count == 8)
    }

    @Test("a page's links are checked against the whole output, in memory or on disk, whatever the batches")
    func linksAcrossBatches() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        // Every page links to a page of the last file (a later batch for the others) and to a file no one writes.
        let templates = repository.root.appendingPathComponent("Templates")
        let page = try String(contentsOfFile: "Templates/scenario.mustache", encoding: .utf8)
        try repository.write("Templates/scenario.mustache", page.replacingOccurrences(
            of: "</nav>", with: " <a href=\"{{root}}lists/c/two.html\">c</a> <a href=\"{{root}}lists/nowhere.html\">x</a></nav>"))
        for (batch, folder) in [(1, "Many"), (10_000, "One"), (1, nil)] {
            var request = try repository.request(into: folder.map { repository.root.appendingPathComponent($0).path }, writes: folder != nil)
            request.templates = templates.path
            request.batchScenarios = batch
            let issues = try Pipeline.run(request).output?.issues ?? []
            // The page's two navigation bars (above and below the figure) each have the two links: the one to a
            // later batch resolves, the other does not, twice on each of the six pages.
            #expect(issues.count == 12, "\(issues)")
            #expect(issues.allSatisfy { $0.message == "link: '../../lists/nowhere.html' does not resolve (no lists/nowhere.html in the output)" })
            #expect(Set(issues.map(\.file)) == ["cards/a/one.html", "cards/a/two.html", "cards/b/one.html", "cards/b/two.html",
                                                 "lists/c/one.html", "lists/c/two.html"])
        }
    }

    @Test("an unchanged file's failed expectations are said again, in file order, and counted")
    func messagesOfUnchangedFiles() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        func failing(_ title: String, width: Int, expected: Int) -> String {
            PipelineTests.scenario(title, width: width)
                .replacingOccurrences(of: "  - id: two", with: "    expect:\n      subject: {width: \(expected)}\n  - id: two")
        }
        try repository.write("Scenarios/cards/a.yaml", failing("A", width: 80, expected: 81))
        try repository.write("Scenarios/lists/c.yaml", failing("C", width: 100, expected: 99))
        var request = try repository.request()
        request.usesManifest = true
        let first = try Pipeline.run(request)
        #expect(first.exitStatus == 1 && first.summary.failures == 2)
        try repository.write("Scenarios/cards/b.yaml", PipelineTests.scenario("B", width: 95))
        let said = MessageLog()
        let second = try Pipeline.run(request, events: PipelineEvents(message: { said.append($0.text) }))
        #expect(second.computedFiles == ["cards/b.yaml"])
        #expect(second.exitStatus == 1 && second.summary == first.summary)
        let failures = said.lines.filter { $0.contains("expectation failed") }
        #expect(failures.count == 2 && failures[0].contains("cards/a.yaml") && failures[1].contains("lists/c.yaml"), "\(said.lines)")
    }

    /// Issue 33: in a changed file, the scenarios whose lines (and neighbours) did not change are taken over one by one
    /// (`ScenarioTakeover`): their figure and page stay the same files. One that failed its expectation, or drew a
    /// placeholder, is computed again, so that what it says is said again. The output is a full build's.
    @Test("a changed file's unchanged scenarios are taken over one by one; one with something to say is computed again")
    func scenariosTakenOver() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        let text = """
            title: T
            settings: {canvas: {width: 300, height: 120}}
            scenarios:
              - id: a
                caption: first
                view: "Color.red.frame(width: 30, height: 20)"
              - id: b
                view: |
                  Text("hello")
              - id: c
                view: 'Color.blue.frame(width: 50, height: 20).id("subject")'
                expect:
                  subject: {width: 60}
              - id: d
                view: "Color.green.frame(width: 10, height: 10)"

            """
        try repository.write("Scenarios/lists/c.yaml", text)
        var request = try repository.request()
        request.usesManifest = true
        let first = try Pipeline.run(request)
        #expect(first.exitStatus == 1 && first.summary.failures == 1)

        func expectFullBuildMatches(_ step: String) throws {
            let fresh = repository.root.appendingPathComponent("Fresh-\(step)").path
            _ = try Pipeline.run(repository.request(into: fresh))
            let whole = repository.files(fresh), incremental = repository.files()
            #expect(Set(whole.keys) == Set(incremental.keys), "\(step)")
            for (path, (bytes, _)) in whole { #expect(incremental[path]?.0 == bytes, "\(step): \(path) differs from a full build") }
        }
        // b gets a line more: a and d are taken over (c moved down a line, but a SwiftUI scenario's outputs do not say
        // where it is); c, which failed, is computed again and its failure said again.
        let before = repository.files()
        try repository.write("Scenarios/lists/c.yaml", text.replacingOccurrences(of: "  Text(\"hello\")\n", with: "  Text(\"hello\")\n      .padding(4)\n"))
        let said = MessageLog()
        let second = try Pipeline.run(request, events: PipelineEvents(message: { said.append($0.text) }))
        #expect(second.computedFiles == ["lists/c.yaml"] && second.output?.computedScenarios == 2)
        #expect(second.exitStatus == 1 && second.summary.failures == 1 && second.summary.scenarios == 8)
        #expect(said.lines.filter { $0.contains("expectation failed") && $0.contains("lists/c.yaml:14:") }.count == 1, "\(said.lines)")
        let after = repository.files()
        for path in ["lists/c/a.svg", "lists/c/a.html", "lists/c/d.svg", "lists/c/d.html"] {
            #expect(after[path]?.1 == before[path]?.1, "\(path) was written again")
        }
        #expect(after["lists/c/b.html"]?.0.range(of: Data("padding".utf8)) != nil)
        try expectFullBuildMatches("edited")

        // a's caption: b's page names it, so b is computed again with a; c, which failed, too; d is taken over.
        try repository.write("Scenarios/lists/c.yaml", text.replacingOccurrences(of: "caption: first", with: "caption: the first"))
        let third = try Pipeline.run(request)
        #expect(third.output?.computedScenarios == 3)
        #expect(repository.files()["lists/c/b.html"]?.0.range(of: Data("the first".utf8)) != nil)
        try expectFullBuildMatches("caption")

        // With PNG figures, a scenario's outputs are more than its SVG and page: the file is computed whole.
        var png = request
        png.figures = FigureChoice(pngScales: [1])
        _ = try Pipeline.run(png)
        try repository.write("Scenarios/lists/c.yaml", text)
        #expect(try Pipeline.run(png).output?.computedScenarios == 4)
    }

    @Test("an input outside every root is placed by its own folder; one inside by its path below the root")
    func placement() throws {
        let repository = try Repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        try repository.write("Elsewhere/d.yaml", PipelineTests.scenario("D", width: 70))
        let inside = try BuildInputs.resolve([repository.scenarios + "/cards/b.yaml"], roots: [repository.scenarios])
        #expect(inside.selected == ["cards/b.yaml"] && inside.files.map(\.relativePath) == ["cards/a.yaml", "cards/b.yaml", "lists/c.yaml"])
        let outside = try BuildInputs.resolve([repository.root.appendingPathComponent("Elsewhere").path], roots: [repository.scenarios])
        #expect(outside.selected == nil && outside.files.map(\.relativePath) == ["d.yaml"])
        let roots = try BuildInputs.resolve([repository.scenarios], roots: [repository.scenarios])
        #expect(roots.selected == nil && roots.files.count == 3)
    }
}
