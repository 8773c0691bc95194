import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Build
import Review
import ScenarioKit
import Site
import Testing

/// `framelab diff`: node frame comparison and the report's three renderings.
@Suite("Diff report")
struct DiffReportTests {
    static let scenario = """
        title: "T"
        scenarios:
          - id: a
            view: |
              Color.red.frame(width: 100, height: 50).id("subject")
          - id: b
            view: |
              Text("hello").id("subject")
        """

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-diff-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// frames.json plus a stand-in figure per scenario (its root frame), like the CLI's output set.
    func build(_ root: URL) throws -> [OutputFile] {
        let report = try ScenarioBuild.run(scenariosRoot: root.path, jobs: 2)
        return report.outputFiles() + report.results.map { OutputFile(path: $0.outputStem + ".svg", text: "<svg>\($0.layout.root.frame)</svg>") }
    }

    func frames(_ files: [OutputFile]) throws -> FramesDocument {
        try FramesDocument.parse(try #require(files.first { $0.path == "frames.json" }).contents)
    }

    /// A baseline written to disk from `original`, a fresh build of `edited`, and the report between them.
    func report(original: String, edited: String, label: String = "base") throws -> (DiffReport, baseline: URL, fresh: [OutputFile]) {
        let scenarios = try temporaryDirectory(), baseline = try temporaryDirectory()
        let file = scenarios.appendingPathComponent("f.yaml")
        try original.write(to: file, atomically: true, encoding: .utf8)
        try OutputWriter.write(try build(scenarios), to: baseline.path)
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let fresh = try build(scenarios)
        let comparison = OutputComparison.compare(fresh, with: baseline.path)
        let before = try FramesDocument.parse(try #require(FileManager.default.contents(atPath: baseline.appendingPathComponent("frames.json").path)))
        let report = DiffReport(comparison: comparison, before: before, after: try frames(fresh), baseline: label, current: "fresh")
        return (report, baseline, fresh)
    }

    @Test("one edited number: exactly the moved nodes, with their deltas")
    func movedNodes() throws {
        let edited = Self.scenario.replacingOccurrences(of: "width: 100, height: 50", with: "width: 120, height: 50")
        let (report, _, _) = try report(original: Self.scenario, edited: edited)
        #expect(report.figures(.changed).map(\.path) == ["f/a.svg"])
        #expect(report.figures(.unchanged).map(\.path) == ["f/b.svg"])
        #expect(report.otherChanged == ["frames.json"])
        #expect(report.hasChanges)
        let nodes = try #require(report.figures(.changed).first).nodes
        // The 400×300 canvas centres the frame: 100 wide at x 150, then 120 wide at x 140; the colour fills it.
        #expect(nodes.map(\.path) == ["0", "0.0"])
        #expect(nodes.map(\.name) == ["subject", nil])
        for node in nodes {
            #expect(node.before == FrameBox(x: 150, y: 125, width: 100, height: 50))
            #expect(node.after == FrameBox(x: 140, y: 125, width: 120, height: 50))
            #expect(node.delta == FrameBox(x: -10, y: 0, width: 20, height: 0))
        }
        let json = try JSONSerialization.jsonObject(with: Data(report.reportJSON().utf8)) as? [String: Any]
        let changed = try #require(json?["changed"] as? [[String: Any]])
        let delta = try #require((changed.first?["nodes"] as? [[String: Any]])?.first?["delta"] as? [String: Any])
        #expect(delta["x"] as? Int == -10 && delta["width"] as? Int == 20 && delta["y"] as? Int == 0)
    }

    @Test("frame diff matches by node path; nodes only one side has are listed; equal to 1/100 is no change")
    func nodeMatching() {
        func node(_ path: String, _ x: Double) -> FramesNode {
            FramesNode(path: path, kind: "Color", label: "Color.red", name: nil, frame: FrameBox(x: x, y: 0, width: 10, height: 10))
        }
        let changes = FrameDiff.changes(before: [node("0", 0), node("0.0", 5), node("0.1", 7)],
                                        after: [node("0", 0.001), node("0.0", 6), node("0.2", 9)])
        #expect(changes.map(\.path) == ["0.0", "0.2", "0.1"])
        #expect(changes[0].delta?.x == 1)
        #expect(changes[1].before == nil && changes[1].delta == nil)
        #expect(changes[2].after == nil)
    }

    /// The report's `index.html` and the stylesheets it links, rendered by FrameLab's own templates.
    func htmlFiles(_ report: DiffReport) async throws -> [OutputFile] {
        try report.htmlFiles(site: try await SiteBuilder())
    }

    func indexHTML(_ report: DiffReport) async throws -> String {
        String(decoding: try #require(try await htmlFiles(report).first { $0.path == "index.html" }).contents, as: UTF8.self)
    }

    /// The report directory's files for the html, json and junit forms, sorted by path: the page and the stylesheets
    /// it links (`htmlFiles(site:)`), the figures it shows, `report.json` and `junit.xml`.
    func reportFiles(_ report: DiffReport, beforeImage: @escaping (String) -> Data?,
                     afterImage: @escaping (String) -> Data?) async throws -> [OutputFile] {
        let site = try await SiteBuilder()
        let page = try report.htmlFiles(site: site)
        let context = ReportFormat.Context(reportDirectory: "diff-report", site: site, beforeImage: beforeImage, afterImage: afterImage)
        let others = try [ReportFormat.html, .json, .junit].flatMap { try $0.files(report, context) }
            .filter { file in !page.contains { $0.path == file.path } }
        return (page + others).sorted { $0.path < $1.path }
    }

    @Test("new and deleted scenarios are new and deleted figures, with their images")
    func newAndDeleted() async throws {
        let edited = Self.scenario.replacingOccurrences(of: "id: b", with: "id: c")
        let (report, baseline, fresh) = try report(original: Self.scenario, edited: edited)
        #expect(report.figures(.new).map(\.path) == ["f/c.svg"])
        #expect(report.figures(.deleted).map(\.path) == ["f/b.svg"])
        #expect(report.figures(.unchanged).map(\.path) == ["f/a.svg"])
        #expect(report.figures(.changed).isEmpty)
        #expect(report.hasChanges)
        let freshByPath = Dictionary(uniqueKeysWithValues: fresh.map { ($0.path, $0.contents) })
        let files = try await reportFiles(report, beforeImage: { FileManager.default.contents(atPath: baseline.appendingPathComponent($0).path) },
                                          afterImage: { freshByPath[$0] })
        #expect(files.map(\.path) == ["after/f/c.svg", "assets/diff.css", "assets/site.css", "before/f/b.svg", "index.html",
                                      "junit.xml", "report.json"])
        let html = try await indexHTML(report)
        #expect(html.contains("src=\"after/f/c.svg\"") && html.contains("src=\"before/f/b.svg\""))
    }

    @Test("identical: no change, exit status 0's case")
    func identical() throws {
        let (report, _, _) = try report(original: Self.scenario, edited: Self.scenario)
        #expect(!report.hasChanges)
        #expect(report.figures(.unchanged).map(\.path) == ["f/a.svg", "f/b.svg"])
        #expect(report.otherChanged.isEmpty)
        #expect(report.summary == "0 changed, 0 new, 0 deleted, 2 unchanged figures")
        let junit = try XMLDocument(data: Data(report.junitXML().utf8))
        #expect(try junit.nodes(forXPath: "//failure").isEmpty)
        #expect(try junit.nodes(forXPath: "//testcase").count == 2)
    }

    /// A report with every kind of figure and text that needs escaping.
    var tricky: DiffReport {
        let moved = NodeFrameChange(path: "0.0", kind: "Text", label: "Text(\"a < b & c\")", name: "x]]>y",
                                    before: FrameBox(x: 0, y: 0, width: 10.5, height: 20),
                                    after: FrameBox(x: 0.1 + 0.2, y: 0, width: 12, height: 20))
        let added = NodeFrameChange(path: "0.1", kind: "Color", label: "Color.red", name: nil, before: nil,
                                    after: FrameBox(x: 1, y: 2, width: 3, height: 4))
        return DiffReport(baseline: "Output/ at <main> & \"'quotes'\"", current: "fresh build of Scenarios",
                          figures: [Figure(path: "g/odd name#1.svg", status: .changed, nodes: [moved, added]),
                                    Figure(path: "g/plain.svg", status: .changed),
                                    Figure(path: "g/new.svg", status: .new), Figure(path: "g/gone.svg", status: .deleted),
                                    Figure(path: "g/same.svg", status: .unchanged)],
                          otherChanged: ["frames.json"], otherNew: ["g/new.html"])
    }

    typealias Figure = DiffReport.Figure

    @Test("index.html is polyglot HTML5 (well-formed XML, XHTML root), links relative; report.json and junit.xml parse")
    func renderings() async throws {
        let report = tricky
        let files = try await reportFiles(report, beforeImage: { _ in Data("<svg/>".utf8) }, afterImage: { _ in Data("<svg/>".utf8) })
        #expect(try await htmlFiles(report).map(\.path) == ["index.html", "assets/site.css", "assets/diff.css"])
        let paths = Set(files.map(\.path))
        let html = try #require(files.first { $0.path == "index.html" }).contents
        #expect(String(decoding: html, as: UTF8.self).hasPrefix("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\""))
        let document = try XMLDocument(data: html)
        let root = try #require(document.rootElement())
        #expect(root.localName == "html" && root.uri == "http://www.w3.org/1999/xhtml")
        // Every image is one of the report's files; every link is in-page or relative.
        let sources = try root.nodes(forXPath: "//*[local-name()='img']/@src").compactMap(\.stringValue)
        #expect(!sources.isEmpty)
        for source in sources {
            #expect(!source.hasPrefix("/") && !source.contains("://"))
            #expect(paths.contains(source.removingPercentEncoding ?? source), "\(source)")
        }
        #expect(sources.contains("before/g/odd%20name%231.svg"))
        // The stylesheets are the report's files: the site's, then the report's own.
        let sheets = try root.nodes(forXPath: "//*[local-name()='link'][@rel='stylesheet']/@href").compactMap(\.stringValue)
        #expect(sheets == ["assets/site.css", "assets/diff.css"])
        #expect(sheets.allSatisfy(paths.contains))
        // Every in-page link names an element of the page: the counts, the contents, the figures' sections.
        let ids = Set(try root.nodes(forXPath: "//@id").compactMap(\.stringValue))
        let fragments = try root.nodes(forXPath: "//*[local-name()='a']/@href").compactMap(\.stringValue).filter { $0.hasPrefix("#") }
        #expect(fragments == ["#changed", "#new", "#deleted", "#unchanged",
                              "#fig-g-odd-name-1", "#fig-g-plain", "#fig-g-new", "#fig-g-gone"])
        for fragment in fragments { #expect(ids.contains(String(fragment.dropFirst())), "\(fragment)") }
        let ranges = try root.nodes(forXPath: "//*[local-name()='input'][@type='range']")
        #expect(ranges.count == 2)  // one blend view per changed figure
        #expect(try root.nodes(forXPath: "//*[local-name()='script']").count == 1)
        #expect(try root.nodes(forXPath: "//*[local-name()='tbody']/*[local-name()='tr']").count == 2)
        let text = root.stringValue ?? ""
        #expect(text.contains("Output/ at <main> & \"'quotes'\""))
        #expect(text.contains("(0.3, 0, 12, 20)") && text.contains("+1.5") && text.contains("new node"))
        #expect(text.contains("No node frame changed: the drawing differs in style, labels or captions."))

        let reportFile = try #require(files.first { $0.path == "report.json" })
        let json = try #require(try JSONSerialization.jsonObject(with: reportFile.contents) as? [String: Any])
        #expect(json["format"] as? String == "framelab-diff")
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["changed"] as? Int == 2 && summary["new"] as? Int == 1 && summary["deleted"] as? Int == 1
                && summary["unchanged"] as? Int == 1 && summary["hasChanges"] as? Bool == true)
        #expect(report.reportJSON().contains("\"x\": 0.3"))

        let junit = try XMLDocument(data: try #require(files.first { $0.path == "junit.xml" }).contents)
        #expect(try junit.nodes(forXPath: "//testcase").count == 5)
        let failures = try junit.nodes(forXPath: "//failure")
        #expect(failures.count == 4)
        #expect(try junit.nodes(forXPath: "//testsuite/@failures").first?.stringValue == "4")
        let types = try junit.nodes(forXPath: "//failure/@type").compactMap(\.stringValue)
        #expect(types == ["deleted", "new", "changed", "changed"])
        #expect(try junit.nodes(forXPath: "//property[@name='baseline']/@value").first?.stringValue == "Output/ at <main> & \"'quotes'\"")
    }

    @Test("an identical report says so and is still well-formed")
    func emptyReport() async throws {
        let report = DiffReport(baseline: "b", current: "c", figures: [])
        let html = try await indexHTML(report)
        _ = try XMLDocument(data: Data(html.utf8))
        _ = try XMLDocument(data: Data(report.junitXML().utf8))
        _ = try JSONSerialization.jsonObject(with: Data(report.reportJSON().utf8))
        #expect(html.contains("No figure changed"))
    }

    @Test("deterministic: rendering twice gives the same bytes")
    func deterministic() async throws {
        let first = try await reportFiles(tricky, beforeImage: { Data($0.utf8) }, afterImage: { Data($0.utf8) })
        let second = try await reportFiles(tricky, beforeImage: { Data($0.utf8) }, afterImage: { Data($0.utf8) })
        #expect(first == second)
        #expect(try await htmlFiles(tricky) == htmlFiles(tricky))
    }

    @Test("a templates folder's diff.mustache and diff.css replace FrameLab's in the report")
    func overriddenTemplate() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let builtIn = try #require(SiteBuilder.builtInTemplates)
        let template = try String(contentsOfFile: builtIn + "/diff.mustache", encoding: .utf8)
            .replacingOccurrences(of: "<h1>FrameLab visual diff</h1>", with: "<h1>Acme figure review: {{summary}}</h1>")
        try template.write(to: directory.appendingPathComponent("diff.mustache"), atomically: true, encoding: .utf8)
        try ".badge { color: teal; }\n".write(to: directory.appendingPathComponent("diff.css"), atomically: true, encoding: .utf8)
        let files = try tricky.htmlFiles(site: try await SiteBuilder(overrides: directory.path))
        let html = String(decoding: try #require(files.first { $0.path == "index.html" }).contents, as: UTF8.self)
        #expect(html.contains("<h1>Acme figure review: 2 changed, 1 new, 1 deleted, 1 unchanged figure</h1>"))
        #expect(!html.contains("<h1>FrameLab visual diff</h1>"))
        // The rest of the page is the built-in template's: the figures' sections come from its partial.
        #expect(html.contains("<section class=\"figure changed\" id=\"fig-g-odd-name-1\">"))
        _ = try XMLDocument(data: Data(html.utf8))
        #expect(files.first { $0.path == "assets/diff.css" }?.contents == Data(".badge { color: teal; }\n".utf8))
        let plain = try await indexHTML(tricky)
        #expect(plain.contains("<h1>FrameLab visual diff</h1>") && !plain.contains("Acme"))
    }

    @Test("frames.json that is not a framelab-frames document is an error")
    func badFrames() {
        #expect(throws: FramesDocument.ParseError.self) { try FramesDocument.parse(Data("{}".utf8)) }
        #expect(throws: FramesDocument.ParseError.self) { try FramesDocument.parse(Data("nope".utf8)) }
    }

    @Test("summary.md: counts, each figure that changed with the frames that moved, escaped for Markdown")
    func markdown() {
        #expect(tricky.markdown(reportDirectory: "diff-report") == """
            ### FrameLab: figures changed

            2 changed, 1 new, 1 deleted, 1 unchanged figure, against Output/ at \\<main\\> & "'quotes'" (fresh build of Scenarios).

            | figure | status | frames that moved |
            |---|---|---|
            | `g/gone.svg` | deleted | — |
            | `g/new.svg` | new | — |
            | `g/odd name#1.svg` | changed | x\\]\\]\\>y \\[0.0\\]: (0, 0, 10.5, 20) → (0.3, 0, 12, 20): x +0.3, width +1.5<br>Color.red \\[0.1\\]: — → (1, 2, 3, 4): new node |
            | `g/plain.svg` | changed | — |

            2 other output files (pages, frames.json) differ.

            The full report, with each figure before and after, is `diff-report/index.html`.

            """)
        #expect(DiffReport(baseline: "b", current: "c", figures: []).markdown(reportDirectory: "r")
                    .hasPrefix("### FrameLab: no figure changed\n\n0 changed, 0 new, 0 deleted, 0 unchanged figures"))
    }
}
