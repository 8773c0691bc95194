import Foundation
import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit
@testable import Build

@Suite("Build pipeline")
struct BuildTests {
    static let good = """
        title: Good
        settings:
          canvas: {width: 400, height: 240}
        scenarios:
          - id: min-wins
            caption: "intrinsic < (min) < parent"
            view: |
              VStack(alignment: .leading, spacing: 10) {
                  Text("12345").lineLimit(1).frame(minWidth: 100).id("subject")
              }
              .frame(width: 200)
            expect:
              subject: {width: 100, x: 150}
        """

    // MARK: expectations

    @Test func expectationsThatHoldReportNothing() throws {
        let directory = try LoaderTestDirectory()
        try directory.write("good.yaml", Self.good)
        let report = try ScenarioBuild.run(scenariosRoot: directory.path, jobs: 1)
        #expect(report.diagnostics.isEmpty)
        #expect(report.failures.isEmpty)
        #expect(report.scenarioCount == 1)
        #expect(report.exitStatus == 0)
        let result = try #require(report.results.first)
        #expect(result.layout.node(named: "subject")?.frame == Rect(x: 150, y: 110, width: 100, height: 20))
        #expect(result.outputStem == "good/min-wins")
    }

    @Test func expectationFailureMessageAndExitStatus() throws {
        let directory = try LoaderTestDirectory()
        try directory.write("group/flex.yaml", """
            title: t
            scenarios:
              - id: wrong
                view: |
                  Text("12345").frame(minWidth: 150).id("subject")
                expect:
                  subject:
                    x: 125
                    width: 100
                    height: 20.004
              - id: right
                view: Text("12345").id("subject")
                expect:
                  subject: {width: 50.009}
            """)
        let report = try ScenarioBuild.run(scenariosRoot: directory.path, jobs: 1)
        #expect(report.diagnostics.isEmpty)
        #expect(report.failures.map(\.description)
                == ["\(directory.path)/group/flex.yaml:9: expectation failed: subject.width expected 100, got 150"])
        #expect(report.failureCount == 1)
        #expect(report.errorCount == 0)
        #expect(report.exitStatus == 1)
        let failure = try #require(report.failures.first)
        #expect(failure.scenarioID == "wrong")
        #expect(failure.field == .width)
    }

    @Test func failureMessagesFormatNumbers() {
        let failure = ExpectationFailure(file: "a/b.yaml", line: 7, scenarioID: "s", name: "subject", field: .x,
                                         expected: 0.1 + 0.2, actual: -0.0001)
        #expect(failure.description == "a/b.yaml:7: expectation failed: subject.x expected 0.3, got 0")
    }

    @Test func inputErrorsWinOverFailures() throws {
        let directory = try LoaderTestDirectory()
        try directory.write("a.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\").id(\"s\")\n    expect:\n      s: {width: 1}\n")
        try directory.write("b.yaml", "title: t\nscenarios:\n  - id: a\n    view: Txt(\"a\")\n")
        let report = try ScenarioBuild.run(scenariosRoot: directory.path, jobs: 2)
        #expect(report.failureCount == 1)
        #expect(report.errorCount == 1)
        #expect(report.exitStatus == 2)
    }

    @Test func summaryLine() {
        let report = BuildReport(files: [], results: [], diagnostics: [], duration: .milliseconds(410))
        #expect(report.summary == "Built 0 scenarios from 0 files in 0.41 s: 0 expectation failures, 0 errors.")
    }

    // MARK: end to end

    @Test func goodFileIsBuiltNextToABadOne() throws {
        let scenarios = try LoaderTestDirectory()
        try scenarios.write("a-good.yaml", Self.good)
        try scenarios.write("b-bad.yaml", "title: Bad\nscenarios:\n  - id: x\n    view: |\n      Text(\"a\").frame(width: \"wide\")\n")
        let report = try ScenarioBuild.run(scenariosRoot: scenarios.path)
        #expect(report.fileCount == 2)
        #expect(report.results.map(\.scenario.id) == ["min-wins"])
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.location == SourceLocation(file: scenarios.path + "/b-bad.yaml", line: 5, column: 30))
        #expect(report.exitStatus == 2)

        let output = try LoaderTestDirectory()
        let summary = try OutputWriter.write(report.outputFiles(), to: output.path + "/Output")
        #expect(summary.written == ["frames.json"])
        let frames = try #require(output.read("Output/frames.json"))
        #expect(frames.contains("\"file\": \"a-good.yaml\""))
        #expect(frames.contains("\"id\": \"min-wins\""))
        #expect(!frames.contains("b-bad.yaml"))
        // Nothing but the output directory is left behind (no staging directory).
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["Output"])
    }

    @Test func missingRootThrows() {
        #expect(throws: ScenarioLoader.LoaderError.self) {
            try ScenarioBuild.run(scenariosRoot: "/nonexistent/framelab/scenarios")
        }
    }

    // MARK: frames.json

    @Test func framesJSONIsTheSameWhateverTheJobs() throws {
        let directory = try LoaderTestDirectory()
        for file in 0..<4 {
            var yaml = "title: File \(file)\nscenarios:\n"
            for scenario in 0..<12 {
                yaml += """
                      - id: s\(scenario)
                        view: |
                          HStack(spacing: \(scenario)) {
                              Text("\(String(repeating: "x", count: scenario + 1))").id("a")
                              Color.red.frame(minWidth: \(file * 10), maxWidth: \(100 + scenario))
                          }
                          .padding(\(Double(scenario) / 3))

                    """
            }
            try directory.write("dir\(file % 2)/file\(file).yaml", yaml)
        }
        let one = try ScenarioBuild.run(scenariosRoot: directory.path, jobs: 1)
        let four = try ScenarioBuild.run(scenariosRoot: directory.path, jobs: 4)
        #expect(one.diagnostics.isEmpty)
        #expect(one.scenarioCount == 48)
        #expect(one.outputFiles() == four.outputFiles())
        #expect(one.results.map(\.outputStem) == four.results.map(\.outputStem))
        #expect(one.results.first?.outputStem == "dir0/file0/s0")
        #expect(one.results.last?.outputStem == "dir1/file3/s11")
    }

    @Test func parallelMapRunsJobsAtOnceAndKeepsTheOrder() {
        // Each of the first two items waits until both have started: only true concurrency ends the wait early.
        final class Started: @unchecked Sendable {
            let condition = NSCondition()
            var count = 0
        }
        let started = Started()
        let results = parallelMap(Array(0..<6), jobs: 2) { item -> (Int, Bool) in
            guard item < 2 else { return (item * 10, true) }
            started.condition.lock()
            defer { started.condition.unlock() }
            started.count += 1
            started.condition.broadcast()
            let deadline = Date().addingTimeInterval(10)
            while started.count < 2, started.condition.wait(until: deadline) {}
            return (item * 10, started.count >= 2)
        }
        #expect(results.map(\.0) == [0, 10, 20, 30, 40, 50])
        #expect(results.map(\.1) == Array(repeating: true, count: 6))
    }

    /// frames.json's frame around the files' objects, and where each object is: what the next build copies.
    @Test func framesDocumentPlacesEachFileObject() {
        let empty = FramesJSON.document([])
        #expect(String(decoding: empty.bytes, as: UTF8.self) == "{\n  \"format\": \"framelab-frames\",\n  \"version\": 1,\n  \"files\": []\n}\n")
        let fragments = [Data("{\"file\": \"a\"}".utf8), Data("{\"file\": \"b\", \"x\": \"\\u0000\"}".utf8)]
        let two = FramesJSON.document(fragments)
        #expect(String(decoding: two.bytes, as: UTF8.self).hasSuffix(
            "\"files\": [\n    {\"file\": \"a\"},\n    {\"file\": \"b\", \"x\": \"\\u0000\"}\n  ]\n}\n"))
        #expect(two.ranges.map { two.bytes.subdata(in: $0) } == fragments)
    }

    /// Written piece by piece, the document is the one `JSONValue` writes whole, for any number of objects.
    @Test(arguments: 0...4) func framesDocumentIsJSONValuesDocument(count: Int) {
        let objects = (0..<count).map { JSONValue.object([("file", .string("f\($0)"))]) }
        let whole = JSONValue.object([("format", .string("framelab-frames")), ("version", .number(1)),
                                      ("files", .array(objects.map { .written($0.pretty(inlineBelow: 6, level: 2)) }))])
            .pretty(inlineBelow: 6)
        let pieces = FramesJSON.document(objects.map { Data($0.pretty(inlineBelow: 6, level: 2).utf8) })
        #expect(String(decoding: pieces.bytes, as: UTF8.self) == whole)
        #expect(pieces.ranges.count == count)
    }

    @Test func framesJSONShape() throws {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: Shape
            settings: {canvas: {width: 100, height: 50}}
            scenarios:
              - id: one
                view: |
                  Color.red.frame(width: 10.1, height: 20.2).id("box")
            """, relativePath: "g/shape.yaml", displayPath: "g/shape.yaml")], jobs: 1)
        try #require(report.diagnostics.isEmpty && report.results.count == 1)
        let json = FramesJSON.render(report)
        #expect(json == """
            {
              "format": "framelab-frames",
              "version": 1,
              "files": [
                {
                  "file": "g/shape.yaml",
                  "title": "Shape",
                  "scenarios": [
                    {
                      "id": "one",
                      "caption": null,
                      "settings": {
                        "canvas": {"width": 100, "height": 50},
                        "safeArea": {"x": 0, "y": 0, "width": 100, "height": 50},
                        "layoutDirection": "leftToRight",
                        "displayScale": 2
                      },
                      "nodes": [
                        \(nodeLine(report, 0, path: "0"))
                        \(nodeLine(report, 1, path: "0.0"))
                      ]
                    }
                  ]
                }
              ]
            }

            """)
        // The JSON parses, and numbers come through formatNumber.
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["version"] as? Int == 1)
        #expect(json.contains("\"width\": 10.1, \"height\": 20.2"))
        #expect(json.contains("\"x\": 44.95, \"y\": 14.9"))
    }

    /// The expected JSON line of node `index`, built from the layout (rules are the engine's words).
    private func nodeLine(_ report: BuildReport, _ index: Int, path: String) -> String {
        let node = report.results[0].layout.root.allNodes()[index]
        return FramesJSON.node(node, index: index, path: path).compact() + (index == 0 ? "," : "")
    }

    @Test func jsonStringsAndNumbers() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}é").compact() == "\"a\\\"b\\\\c\\nd\\u0001é\"")
        #expect(JSONValue.number(0.1 + 0.2).compact() == "0.3")
        #expect(JSONValue.number(-0.0001).compact() == "0")
        #expect(JSONValue.number(.infinity).compact() == "\"∞\"")
        #expect(JSONValue.object([("b", .null), ("a", .array([.bool(true), .number(1)]))]).compact()
                == "{\"b\": null, \"a\": [true, 1]}")
    }

    // MARK: output writer

    @Test func outputWriterWritesNestedFilesAndLeavesUnchangedOnesAlone() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        let files = [OutputFile(path: "frames.json", text: "{}\n"), OutputFile(path: "a/b/c.svg", text: "<svg/>")]
        let first = try OutputWriter.write(files, to: output)
        #expect(first.written == ["a/b/c.svg", "frames.json"])
        #expect(directory.read("Output/a/b/c.svg") == "<svg/>")

        let second = try OutputWriter.write([OutputFile(path: "frames.json", text: "{\"x\": 1}\n"), files[1]], to: output)
        #expect(second.written == ["frames.json"])
        #expect(second.unchanged == ["a/b/c.svg"])
        #expect(directory.read("Output/frames.json") == "{\"x\": 1}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Output"])
    }

    @Test(arguments: ["", "/abs", "../up", "a/../b", "a//b", "./a"])
    func outputWriterRejectsUnsafePaths(path: String) throws {
        let directory = try LoaderTestDirectory()
        #expect(throws: OutputWriteError.self) {
            try OutputWriter.write([OutputFile(path: path, text: "x")], to: directory.path + "/Output")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    // MARK: explain

    @Test func explanationText() throws {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            settings: {canvas: {width: 100, height: 50}}
            scenarios:
              - id: one
                caption: a box
                view: |
                  Color.red.frame(width: 10, height: 20).id("box")
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        let root = try #require(report.results.first).layout.root
        let text = Explanation.text(report.results)
        #expect(text == """
            t.yaml: scenario 'one' (a box)
            canvas 100×50, safe area (0, 0, 100, 50), leftToRight, display scale 2
            • .frame(width: 10, height: 20)  #box
                100×50 → 10×20, frame (45, 15, 10, 20)
                width: \(root.horizontalRule.text)
                height: \(root.verticalRule.text)
                • Color.red
                    10×20 → 10×20, frame (45, 15, 10, 20)
                    width: \(root.children[0].horizontalRule.text)
                    height: \(root.children[0].verticalRule.text)

            """)
        let json = Explanation.json(report.results, file: "t.yaml")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let scenarios = parsed?["scenarios"] as? [[String: Any]]
        #expect(scenarios?.first?["id"] as? String == "one")
        #expect((scenarios?.first?["root"] as? [String: Any])?["name"] as? String == "box")
    }

    /// `.frame(maxWidth: .infinity)` is the most common frame in real code, and SwiftUI prints nothing for
    /// it (reference §11): `explain` shows no warning. Modifiers with no layout effect are listed.
    @Test func explainPrintsNoWarningForMaxWidthInfinity() throws {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: row
                view: |
                  Text("Inbox").frame(maxWidth: .infinity, alignment: .leading).padding().shadow(radius: 2).id("row")
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        let text = Explanation.text(report.results)
        #expect(!text.contains("warning"))
        #expect(report.results.first?.layout.warnings == [])
        #expect(text.contains("no layout effect: .shadow(radius: 2)"))
        let contradictory = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: bad
                view: |
                  Text("Inbox").frame(minWidth: 80, maxWidth: 40)
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        #expect(Explanation.text(contradictory.results).contains("warning: Contradictory frame constraints specified."))
    }

    /// Issue 14: a length of 9e13 or more wrote a bare `inf` into frames.json and `explain --json`.
    @Test func hugeFiniteLengthsAreJSONNumbers() throws {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: huge
                view: |
                  Color.red.frame(width: 1e14, height: 10).id("huge")
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        #expect(report.results.first?.layout.node(named: "huge")?.frame.width == 1e14)
        for text in [FramesJSON.render(report), Explanation.json(report.results, file: "t.yaml")] {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
            #expect(text.contains("100000000000000"))
        }
    }
}
