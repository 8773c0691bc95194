import Foundation
import ScenarioKit
import Build
@testable import Review
import Testing

/// `framelab check`'s comparison: a fresh in-memory build against an output directory.
@Suite("Output comparison")
struct OutputComparisonTests {
    let scenario = """
        title: "T"
        scenarios:
          - id: a
            view: |
              Color.red.frame(width: 100, height: 50).id("subject")
            expect:
              subject: {width: 100}
          - id: b
            view: |
              Text("hello").id("subject")
        """

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func build(_ root: URL) throws -> [OutputFile] {
        let report = try ScenarioBuild.run(scenariosRoot: root.path, jobs: 2)
        // frames.json plus a stand-in figure per scenario, like the CLI's output set
        return report.outputFiles() + report.results.map { OutputFile(path: $0.outputStem + ".svg", text: "\($0.layout.root.frame)") }
    }

    @Test("identical, then one edited number changes exactly that scenario's files; new and deleted scenarios show up")
    func compare() throws {
        let scenarios = try temporaryDirectory(), output = try temporaryDirectory()
        try scenario.write(to: scenarios.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
        try OutputWriter.write(try build(scenarios), to: output.path)
        let same = OutputComparison.compare(try build(scenarios), with: output.path)
        #expect(same.isIdentical)
        #expect(same.unchanged == ["f/a.svg", "f/b.svg", "frames.json"])

        try scenario.replacingOccurrences(of: "width: 100, height: 50", with: "width: 120, height: 50")
            .write(to: scenarios.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
        let edited = OutputComparison.compare(try build(scenarios), with: output.path)
        #expect(edited.changed == ["f/a.svg", "frames.json"])
        #expect(edited.new.isEmpty && edited.deleted.isEmpty)

        try scenario.replacingOccurrences(of: "id: b", with: "id: c")
            .write(to: scenarios.appendingPathComponent("f.yaml"), atomically: true, encoding: .utf8)
        let renamed = OutputComparison.compare(try build(scenarios), with: output.path)
        #expect(renamed.new == ["f/c.svg"])
        #expect(renamed.deleted == ["f/b.svg"])
        #expect(!renamed.isIdentical)
    }

    @Test("removing stale outputs after a build deletes only owned kinds that were not written")
    func removeStale() throws {
        let output = try temporaryDirectory()
        try OutputWriter.write([OutputFile(path: "x/old.svg", text: "old"), OutputFile(path: "x/keep.svg", text: "k"),
                                OutputFile(path: "notes.txt", text: "mine")], to: output.path)
        let summary = try OutputWriter.write([OutputFile(path: "x/keep.svg", text: "k")], to: output.path,
                                             removingStale: .owned(.stamped(["x/old.svg", "x/keep.svg"])))
        #expect(summary.removed == ["x/old.svg"])
        #expect(summary.unchanged == ["x/keep.svg"])
        #expect(OutputFolder.existingFiles(under: output) == ["notes.txt", "x/keep.svg"])
    }
}
