import Foundation
import LayoutCore
import Testing
import ScenarioKit
@testable import Build

/// Issue 16 (1, 2): `figure: {style:, crop:}` in framelab.yml, a scenario file and a scenario, and the command
/// line's `--style`/`--crop`, which win over them all.
@Suite struct FigureOptionTests {
    func loaded(_ yaml: String) -> LoadedFile { ScenarioLoader.parse(yaml, relativePath: "f.yaml", displayPath: "f.yaml") }

    let file = """
        title: t
        figure: {style: compact, crop: content}
        scenarios:
          - id: inherits
            view: Text("a")
          - id: own
            figure: {style: plain}
            view: Text("b")
        """

    @Test("a scenario inherits its file's figure options and overrides them key by key")
    func fileAndScenario() throws {
        let scenarios = try #require(loaded(file).file?.scenarios)
        #expect(scenarios[0].figure == FigureOptions(style: .compact, crop: .content))
        #expect(scenarios[1].figure == FigureOptions(style: .plain, crop: .content))
    }

    @Test("precedence: framelab.yml < scenario file < scenario < command line; unset, annotated and the canvas")
    func precedence() throws {
        let scenarios = try #require(loaded(file).file?.scenarios)
        let configured = FigureOptions(style: .annotated, crop: .canvas)
        #expect(FigureChoice(configured: configured).resolved(for: scenarios[1]) == (.plain, .content, .auto))
        #expect(FigureChoice(configured: configured, requested: FigureOptions(crop: .canvas)).resolved(for: scenarios[1]) == (.plain, .canvas, .auto))
        let bare = try #require(loaded("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n").file?.scenarios.first)
        #expect(FigureChoice().resolved(for: bare) == (.annotated, .canvas, .auto))
        #expect(FigureChoice(configured: FigureOptions(style: .compact)).resolved(for: bare) == (.compact, .canvas, .auto))
    }

    @Test("a style or crop FrameLab does not know is a located error listing the choices")
    func badValues() {
        let bad = loaded("title: t\nfigure: {style: fancy}\nscenarios:\n  - id: a\n    figure: {crop: page}\n    view: Text(\"a\")\n")
        let messages = bad.diagnostics.map(\.description)
        #expect(messages.contains("f.yaml:2:17: error: expected annotated, compact, plain for 'style', got 'fancy'"))
        #expect(messages.contains("f.yaml:5:20: error: expected canvas, content for 'crop', got 'page'"))
    }

    @Test("framelab.yml: figure: {style: plain} is read")
    func configurationFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-figure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("framelab.yml").path
        try "figure: {style: plain, crop: content}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let configuration = try Configuration.load(path, displayPath: "framelab.yml")
        #expect(configuration.figure == FigureOptions(style: .plain, crop: .content))
    }
}
