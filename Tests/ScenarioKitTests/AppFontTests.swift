import Build
import Foundation
import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// Fonts as apps write them in the system text model (issue 32): `.custom` measured from the app's own font file
/// (framelab.yml's `fonts:`), Dynamic Type scaling of custom fonts, and the face modifiers.
@Suite("Fonts as apps write them")
struct AppFontTests {
    /// A repository with Ice Cubes' Atkinson Hyperlegible (the ViewLayoutTests fixture) under Fonts/.
    static func repository() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ViewLayoutTests/Fixtures/AtkinsonHyperlegible/Atkinson-Hyperlegible-Regular-102.ttf")
        try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("Fonts/Atkinson.ttf"))
        return folder.path
    }

    static func layout(_ view: String, settings: SettingsPatch, environment: String = "") throws -> LayoutResult? {
        let yaml = "title: t\nsettings: {displayScale: 1, canvas: {width: 400, height: 300}\(environment)}\nscenarios:\n  - id: a\n    view: '\(view)'\n"
        let file = ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml", defaults: settings)
        let report = ScenarioBuild.run(files: [file], jobs: 1)
        try #require(report.diagnostics.isEmpty, "\(report.diagnostics)")
        return report.results.first?.layout
    }

    @Test(".custom(\"Atkinson\", size: 20) measures the font file's advances and kerning: \"To LT\" 2297 units → 45.94, 21 tall at 1×")
    func customFont() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let configuration = try Configuration.parse("text: {model: system}\nfonts: {Atkinson: Fonts/Atkinson.ttf}\n", directory: root)
        let font = try #require(configuration.previewOptions.settings.fonts["Atkinson"])
        #expect(font.font.familyName == "Atkinson Hyperlegible")
        // Also by the file's own names, as UIFont(name:) finds it.
        #expect(configuration.previewOptions.settings.fonts["AtkinsonHyperlegible-Regular"]?.font == font.font)
        #expect(configuration.previewOptions.settings.fonts["Atkinson Hyperlegible"]?.font == font.font)
        let layout = try #require(try Self.layout("Text(\"To LT\").font(.custom(\"Atkinson\", size: 20)).id(\"t\")",
                                                  settings: configuration.previewOptions.settings))
        let text = try #require(layout.node(named: "t")?.children.first)
        #expect(text.style["lineWidths"] == "45.94")   // (1024 + 280 + 993) units × 20/1000
        #expect(text.frame.size == Size(width: 46, height: 21))   // 20 × 1047/1000 = 20.94 → 21
        #expect(text.horizontalRule.text.contains("Atkinson 20 pt: advances and pair kerning from the font file's tables"))
        #expect(text.style["fontFamily"] == "Atkinson")
    }

    @Test(".custom(_:size:) scales with body's Dynamic Type size, relativeTo: with its style's, fixedSize: not at all")
    func customDynamicType() throws {
        let settings = SettingsPatch()
        func size(_ font: String, _ contentSize: String) throws -> String? {
            var patch = settings
            patch.textModel = .system
            let layout = try Self.layout("Text(\"Hello\").font(\(font)).id(\"t\")", settings: patch,
                                         environment: ", environment: {dynamicTypeSize: \(contentSize)}")
            return layout?.node(named: "t")?.children.first?.style["fontSize"]
        }
        // At xxxLarge body is 23 pt instead of 17 and title 34 instead of 28 (UIFont.preferredFont).
        #expect(try size(".custom(\"X\", size: 17)", "large") == "17")
        #expect(try size(".custom(\"X\", size: 17)", "xxxLarge") == "23")
        #expect(try size(".custom(\"X\", size: 28, relativeTo: .title)", "xxxLarge") == "34")
        #expect(try size(".custom(\"X\", fixedSize: 17)", "xxxLarge") == "17")
    }

    @Test("a .custom font framelab.yml does not give is measured as San Francisco, and the rule says so")
    func missingFont() throws {
        var patch = SettingsPatch()
        patch.textModel = .system
        let text = try #require(try Self.layout("Text(\"Hello\").font(.custom(\"Avenir\", size: 17)).id(\"t\")", settings: patch)?
            .node(named: "t")?.children.first)
        #expect(text.frame.width == 39)
        #expect(text.horizontalRule.text.contains("'Avenir' is not in framelab.yml's fonts: measured as San Francisco"))
    }

    @Test("face modifiers: .italic() 38.86, .monospaced() 52.54, .tracking(2) 46.81, .bold() on a font, .fontDesign(.rounded) as default")
    func faceModifiers() throws {
        var patch = SettingsPatch()
        patch.textModel = .system
        func width(_ modifiers: String) throws -> String? {
            try Self.layout("Text(\"Hello\")\(modifiers).id(\"t\")", settings: patch)?.node(named: "t")?.children.first?.style["lineWidths"]
        }
        #expect(try width(".italic()") == "38.86")
        #expect(try width(".monospaced()") == "52.54")
        #expect(try width(".tracking(2)") == "46.81")
        #expect(try width(".kerning(2)") == "46.81")
        #expect(try width(".font(.body.italic())") == "38.86")
        #expect(try width(".italic(false)") == "38.81")
        #expect(try width(".fontDesign(.rounded)") == "38.81")
        #expect(try width(".font(.system(size: 17, design: .monospaced))") == "52.54")
        let bold = SystemFont.width(of: "Hello", size: 17, weight: .bold)
        #expect(try width(".font(.body.bold())").flatMap(Double.init).map { abs($0 - bold) < 0.005 } == true)
    }

    @Test("framelab.yml's fonts: a missing file, a path outside the repository, a file that is not a font: located errors")
    func fontErrors() throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: root + "/Fonts/Broken.ttf"))
        func message(_ yaml: String) -> String {
            do { _ = try Configuration.parse(yaml, directory: root); return "" } catch { return error.description }
        }
        #expect(message("fonts: {A: Fonts/None.ttf}\n").contains("no font file at 'Fonts/None.ttf'"))
        #expect(message("fonts: {A: ../../etc/passwd}\n").contains("leads outside the repository"))
        #expect(message("fonts: {A: Fonts/Broken.ttf}\n").contains("cannot be read as a font: not a TrueType or OpenType font"))
        #expect(message("fonts: [Fonts/Atkinson.ttf]\n").contains("'fonts' maps each font name to its file"))
    }

    @Test(".lineSpacing(4) adds 4 between lines in both models; a height fits lines with their spacing; baselines move by it")
    func lineSpacing() throws {
        var system = SettingsPatch()
        system.textModel = .system
        // "Hello world" in 60 pt: two lines, 2 × 20.287 + 4 = 44.57 → 45 at 1×.
        let two = try #require(try Self.layout("Text(\"Hello world\").lineSpacing(4).frame(width: 60).id(\"t\")", settings: system)?
            .node(named: "t")?.children.first?.children.first)
        #expect(two.frame.height == 45)
        #expect(two.verticalRule.text.contains("2 lines × 20.29 (17 × 2444/2048) + 4 lineSpacing between lines = 44.57 → 45"))
        // 44 tall: (44 + 4) / (20.287 + 4) = 1.98, so one line, truncated.
        let cut = try #require(try Self.layout("Text(\"Hello world\").lineSpacing(4).frame(width: 60, height: 44).id(\"t\")",
                                               settings: system)?.node(named: "t")?.children.first?.children.first)
        #expect(cut.textLines?.lines.count == 1)
        var monospaced = SettingsPatch()
        monospaced.textModel = .monospaced
        let mono = try #require(try Self.layout("Text(\"aaa bbb\").lineSpacing(5).frame(width: 30).id(\"t\")", settings: monospaced)?
            .node(named: "t")?.children.first?.children.first)
        #expect(mono.frame.height == 45)   // 2 × 20 + 5
        let negative = ScenarioLoader.parse("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\").lineSpacing(-1)\n",
                                            relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(ScenarioBuild.run(files: [negative], jobs: 1).diagnostics.map(\.message)
            == ["'lineSpacing' needs a number of points from 0 to 1000, got -1"])
        // The last baseline is one line and its spacing below the first: an HStack aligned on it.
        let aligned = try #require(try Self.layout(
            "HStack(alignment: .lastTextBaseline) { Text(\"aaa bbb\").lineSpacing(5).frame(width: 30); Text(\"x\").id(\"x\") }",
            settings: monospaced))
        let x = try #require(aligned.node(named: "x"))
        #expect(x.frame.minY - (aligned.root.frame.minY) == 25)   // 20 + 5 lower than the first line
    }

    @Test(".multilineTextAlignment(.center) draws each line centred in the Text's frame, in both models")
    func multilineAlignment() throws {
        var system = SettingsPatch()
        system.textModel = .system
        let node = try #require(try Self.layout("Text(\"Hello world wide\").multilineTextAlignment(.center).frame(width: 100).id(\"t\")",
                                                settings: system)?.node(named: "t")?.children.first?.children.first)
        #expect(node.style["textAlignment"] == "center")
        #expect(node.textLines == ["Hello world", "wide"])
    }
}
