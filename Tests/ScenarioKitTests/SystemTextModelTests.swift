import Build
import Diagram
import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// The system text model (issue 32): `settings: {text: {model: system}}` measures Text with San Francisco's advances and
/// kerning (`SystemFont`), and its figures draw each line at its measured width.
@Suite("The system text model")
struct SystemTextModelTests {
    static func build(_ yaml: String) -> BuildReport {
        ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
    }

    static func scenario(_ view: String, scale: Double = 1, extra: String = "") -> String {
        """
        title: t
        settings: {canvas: {width: 300, height: 200}, displayScale: \(scale), text: {model: system\(extra)}}
        scenarios:
          - id: a
            view: '\(view)'
        """
    }

    @Test("Text(\"Hello\").font(.body): 38.81 wide on the pixel grid, one 17 pt line 21 tall at 1× (20.33 at 3×), with the rule")
    func hello() throws {
        let report = Self.build(Self.scenario("Text(\"Hello\").font(.body).id(\"t\")"))
        try #require(report.diagnostics.isEmpty)
        let text = try #require(report.results.first?.layout.node(named: "t")?.children.first)
        #expect(text.frame.size == Size(width: 39, height: 21))
        #expect(text.horizontalRule.text.contains("system model (San Francisco 17 pt regular"))
        #expect(text.horizontalRule.text.contains("widest line 38.81"))
        #expect(text.verticalRule.text == "Text: 1 line × 20.29 (17 × 2444/2048) = 20.29 → 21 on the pixel grid")
        let atThree = Self.build(Self.scenario("Text(\"Hello\").id(\"t\")", scale: 3)).results.first?.layout.node(named: "t")
        #expect(atThree?.frame.size == Size(width: 39, height: 61.0 / 3))
    }

    @Test("a width wraps the words where the measured line would pass it; .font scales the point size")
    func wrapping() throws {
        let report = Self.build(Self.scenario("VStack { Text(\"Weekly summary of the orders\").frame(width: 120).id(\"w\"); Text(\"Title\").font(.title).id(\"title\") }", scale: 2))
        try #require(report.diagnostics.isEmpty)
        let layout = try #require(report.results.first?.layout)
        let wrapped = try #require(layout.node(named: "w")?.children.first)
        #expect(wrapped.textLines == ["Weekly", "summary of the", "orders"])
        #expect(wrapped.frame.height == 61)   // 3 × 20.287 = 60.86, up to the 2× grid
        let widths = (wrapped.style["lineWidths"] ?? "").split(separator: " ").compactMap { Double($0) }
        #expect(widths.count == 3 && widths[1] <= 120)
        let title = try #require(layout.node(named: "title"))
        #expect(title.frame.height == 33.5)   // 28 × 2444/2048 = 33.41, up to the 2× grid
        #expect(abs(title.frame.width - (SystemFont.width(of: "Title", size: 28, weight: .regular) * 2).rounded(.up) / 2) < 1e-9)
    }

    @Test("a line limit truncates with … where the line and the … fit")
    func truncation() throws {
        let report = Self.build(Self.scenario("Text(\"A long title that truncates\").lineLimit(1).frame(width: 100).id(\"f\")"))
        let text = try #require(report.results.first?.layout.node(named: "f")?.children.first?.children.first)
        #expect(text.textLines?.lines.count == 1)
        #expect(text.textLines?.lines.first?.hasSuffix("…") == true)
        #expect(text.frame.width <= 100)
    }

    @Test("settings: model system with charWidth is an error; an unknown model lists the two")
    func settingsErrors() {
        let fixed = Self.build(Self.scenario("Text(\"a\")", extra: ", charWidth: 8"))
        #expect(fixed.diagnostics.map(\.description).contains { $0.contains("error: 'model: system' measures San Francisco; 'charWidth' and 'lineHeight' belong to 'model: monospaced'") })
        let unknown = Self.build(Self.scenario("Text(\"a\")").replacingOccurrences(of: "model: system", with: "model: proportional"))
        #expect(unknown.diagnostics.map(\.description).contains { $0.contains("monospaced") && $0.contains("system") })
    }

    @Test("the figure draws each line in the sans-serif stack, its textLength the line's measured width; monospaced figures keep their style sheet")
    func figure() throws {
        let report = Self.build(Self.scenario("Text(\"Weekly summary of the orders\").frame(width: 120).id(\"w\")", scale: 2))
        let result = try #require(report.results.first)
        let svg = DiagramRenderer.svg(DiagramInput(id: "f", title: "t", result: result.layout))
        let text = try #require(result.layout.node(named: "w")?.children.first)
        let widths = (text.style["lineWidths"] ?? "").split(separator: " ").map(String.init)
        for (line, width) in zip(text.textLines?.lines ?? [], widths) {
            #expect(svg.contains("class=\"txt txt-sf\""))
            #expect(svg.contains("textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\">\(line)</text>"))
        }
        #expect(svg.contains(".txt-sf{font-family:-apple-system"))
        let monospaced = Self.build("title: t\nscenarios:\n  - id: a\n    view: Text(\"Hello\")\n").results[0].layout
        #expect(!DiagramRenderer.svg(DiagramInput(id: "m", title: "t", result: monospaced)).contains("txt-sf"))
    }

    @Test("weights: a text style's own (headline semibold), .bold(), .fontWeight, .system(size:weight:) and .title.bold()")
    func weights() throws {
        func width(_ view: String) throws -> Double {
            let report = Self.build(Self.scenario(view + ".id(\"t\")"))
            try #require(report.diagnostics.isEmpty, "\(report.diagnostics)")
            return try #require(report.results.first?.layout.node(named: "t")?.frame.width)
        }
        func expected(_ text: String, _ size: Double, _ weight: SystemFont.Weight) -> Double {
            SystemFont.width(of: Substring(text), size: size, weight: weight).rounded(.up)   // the 1× grid
        }
        #expect(try width("Text(\"Hello\").font(.headline)") == expected("Hello", 17, .semibold))
        #expect(try width("Text(\"Hello\").bold()") == expected("Hello", 17, .bold))
        #expect(try width("Text(\"Hello\").fontWeight(.light)") == expected("Hello", 17, .light))
        #expect(try width("Text(\"Hello\").font(.system(size: 20, weight: .heavy))") == expected("Hello", 20, .heavy))
        #expect(try width("Text(\"Hello\").font(.title.bold())") == expected("Hello", 28, .bold))
        // The innermost weight wins: a bold text inside a light group.
        #expect(try width("Group { Text(\"Hello\").bold() }.fontWeight(.light)") == expected("Hello", 17, .bold))
        #expect(expected("Hello", 17, .bold) > expected("Hello", 17, .regular))
        let rule = Self.build(Self.scenario("Text(\"Hello\").font(.headline).id(\"t\")")).results.first?.layout.node(named: "t")?.children.first
        #expect(rule?.horizontalRule.text.contains("San Francisco 17 pt semibold") == true)
    }

    @Test("in the monospaced model .bold() changes no size and adds no node")
    func monospacedIgnoresWeights() throws {
        let report = Self.build("title: t\nscenarios:\n  - id: a\n    view: Text(\"Hello\").bold().id(\"t\")\n")
        let node = try #require(report.results.first?.layout.node(named: "t"))
        #expect(node.frame.width == 50)
        #expect(node.kind == "Text")
    }

    @Test("framelab.yml's text: {model: system} reaches scenarios; a scenario's charWidth keeps the monospaced model")
    func configuration() throws {
        let configuration = try Configuration.parse("text: {model: system}\n", directory: "/tmp")
        #expect(configuration.previewOptions.settings.textModel == .system)
        let defaults = configuration.previewOptions.settings
        let system = ScenarioLoader.parse("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n", relativePath: "t.yaml",
                                          displayPath: "t.yaml", defaults: defaults)
        #expect(system.file?.scenarios.first?.settings.text.model == .system)
        let fixed = ScenarioLoader.parse("title: t\nsettings: {text: {charWidth: 8, lineHeight: 16}}\nscenarios:\n  - id: a\n    view: Text(\"a\")\n",
                                         relativePath: "t.yaml", displayPath: "t.yaml", defaults: defaults)
        #expect(fixed.file?.scenarios.first?.settings.text.model == .monospaced)
        #expect(fixed.file?.scenarios.first?.settings.text.charWidth == 8)
        #expect(throws: Diagnostics.self) { try Configuration.parse("text: {model: serif}\n", directory: "/tmp") }
    }

    @Test("the figure draws a face as it is measured: font-weight 600 for semibold, font-style italic, SF Mono's stack inline")
    func faceInFigures() throws {
        let report = Self.build(Self.scenario("VStack { Text(\"A\").font(.headline); Text(\"B\").italic(); Text(\"C\").monospaced() }"))
        try #require(report.diagnostics.isEmpty)
        let svg = DiagramRenderer.svg(DiagramInput(id: "f", title: "t", result: try #require(report.results.first?.layout)))
        #expect(svg.contains("font-weight=\"600\">A</text>"))
        #expect(svg.contains("font-style=\"italic\">B</text>"))
        #expect(svg.contains("style=\"font-family:&quot;SF Mono&quot;, ui-monospace, Menlo, &quot;DejaVu Sans Mono&quot;, monospace\">C</text>"))
    }

    @Test("a centred multiline Text draws each line in the middle of its frame; lineSpacing moves the second line down")
    func centredLines() throws {
        let report = Self.build(Self.scenario("Text(\"Hello world wide\").multilineTextAlignment(.center).lineSpacing(6).frame(width: 100).id(\"t\")"))
        try #require(report.diagnostics.isEmpty)
        let layout = try #require(report.results.first?.layout)
        let text = try #require(layout.node(named: "t")?.children.first?.children.first?.children.first)
        let svg = DiagramRenderer.svg(DiagramInput(id: "f", title: "t", result: layout))
        func attribute(_ name: String, of line: String) -> Double? {
            guard let element = svg.split(separator: "\n").first(where: { $0.contains(">\(line)</text>") }) else { return nil }
            return Double(element.split(separator: "\(name)=\"")[1].prefix { $0 != "\"" })
        }
        let widths = (text.style["lineWidths"] ?? "").split(separator: " ").compactMap { Double($0) }
        try #require(widths.count == 2 && text.textLines == ["Hello world", "wide"])
        for (line, width) in zip(["Hello world", "wide"], widths) {
            let x = try #require(attribute("x", of: line))
            #expect(abs(x - (text.frame.minX + (text.frame.width - width) / 2)) < 0.01, "\(line)")
        }
        let first = try #require(attribute("y", of: "Hello world")), second = try #require(attribute("y", of: "wide"))
        // The frame is 2 × 20.287 + 6 = 46.57 → 47 tall at 1×: lines of (47 − 6) / 2 = 20.5, baselines 20.5 + 6 apart.
        #expect(text.frame.height == 47)
        #expect(abs(second - first - 26.5) < 1e-9)
    }
}
