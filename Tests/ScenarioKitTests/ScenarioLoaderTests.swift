import Foundation
import LayoutCore
import Testing
import ViewLayout
import Yams
@testable import ScenarioKit
@testable import Build

/// Loads `yaml` as the file `t.yaml` (no interpretation of the Swift source).
private func load(_ yaml: String, path: String = "t.yaml") -> LoadedFile {
    ScenarioLoader.parse(yaml, relativePath: path, displayPath: path)
}

/// Every input error of `yaml` as printed, the Swift source interpreted too.
private func errors(_ yaml: String) -> [String] {
    ScenarioBuild.run(files: [load(yaml)], jobs: 1).diagnostics.map(\.description)
}

@Suite("Scenario loader")
struct ScenarioLoaderTests {
    // MARK: a good file

    @Test func loadsTheFormatOfTheDesign() throws {
        let loaded = load("""
            title: "Flexible frame: min only, Text child"
            summary: "How minWidth meets a Text's intrinsic width."
            settings:
              canvas: {width: 400, height: 240}
              safeArea: {top: 0, leading: 0, bottom: 0, trailing: 0}
              layoutDirection: leftToRight
              displayScale: 2
              text: {charWidth: 10, lineHeight: 20}
            scenarios:
              - id: intrinsic-lt-min-lt-parent
                caption: "intrinsic < (min) < parent"
                view: |
                  VStack(alignment: .leading, spacing: 10) {
                      Text("12345").lineLimit(1).frame(minWidth: 100).id("subject")
                  }
                  .frame(width: 200)
                expect:
                  subject: {width: 100}
            """)
        #expect(loaded.diagnostics.isEmpty)
        let file = try #require(loaded.file)
        #expect(file.title == "Flexible frame: min only, Text child")
        #expect(file.summary == "How minWidth meets a Text's intrinsic width.")
        #expect(file.outputPath == "t")
        let scenario = try #require(file.scenarios.first)
        #expect(scenario.id == "intrinsic-lt-min-lt-parent")
        #expect(scenario.caption == "intrinsic < (min) < parent")
        #expect(scenario.viewSource.hasPrefix("VStack(alignment: .leading, spacing: 10) {\n"))
        // The block scalar's `|` is on line 12; its text starts on line 13 at column 7.
        #expect(scenario.viewOrigin == SourceLocation(file: "t.yaml", line: 13, column: 7))
        #expect(scenario.settings.canvas == Size(width: 400, height: 240))
        let expectation = try #require(scenario.expectations.first)
        #expect(expectation.name == "subject")
        #expect(expectation.nameLocation == SourceLocation(file: "t.yaml", line: 18, column: 7))
        #expect(expectation.checks == [Expectation.Check(field: .width, value: 100,
                                                         location: SourceLocation(file: "t.yaml", line: 18, column: 17))])
    }

    @Test func outputPathDropsTheExtension() {
        let loaded = load("title: t\nscenarios: []\n", path: "flexible-frame/min-only.yaml")
        #expect(loaded.file?.outputPath == "flexible-frame/min-only")
    }

    // MARK: settings inheritance

    @Test func settingsInheritFileToScenarioKeyByKey() throws {
        let loaded = load("""
            title: t
            settings:
              canvas: {width: 300, height: 200}
              safeArea: {top: 10}
              text: {charWidth: 8}
            scenarios:
              - id: inherits
                view: Text("a")
              - id: overrides
                settings:
                  canvas: {height: 100}
                  safeArea: {bottom: 5}
                  layoutDirection: rightToLeft
                  displayScale: 3
                  text: {lineHeight: 30}
                view: Text("a")
            """)
        #expect(loaded.diagnostics.isEmpty)
        let scenarios = try #require(loaded.file).scenarios
        #expect(scenarios.count == 2)

        let inherits = scenarios[0].settings
        #expect(inherits.canvas == Size(width: 300, height: 200))
        #expect(inherits.safeArea == EdgeInsets(top: 10))
        #expect(inherits.layoutDirection == .leftToRight)
        #expect(inherits.displayScale == 2)
        #expect(inherits.text == TextMetrics(charWidth: 8, lineHeight: 20))

        let overrides = scenarios[1].settings
        #expect(overrides.canvas == Size(width: 300, height: 100))
        #expect(overrides.safeArea == EdgeInsets(top: 10, bottom: 5))
        #expect(overrides.layoutDirection == .rightToLeft)
        #expect(overrides.displayScale == 3)
        #expect(overrides.text == TextMetrics(charWidth: 8, lineHeight: 30))
    }

    @Test func defaultsWithoutSettings() throws {
        let loaded = load("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        #expect(try #require(loaded.file?.scenarios.first).settings == LayoutSettings())
    }

    // MARK: locating the Swift source

    @Test func swiftErrorsPointIntoTheYAML() {
        #expect(errors("""
            title: t
            scenarios:
              - id: a
                view: |
                  VStack {
                      Txt("a")
                  }
            """) == ["t.yaml:6:11: error: unsupported view 'Txt'; did you mean 'Text'? ('framelab supported' lists every view and modifier FrameLab understands)"])
    }

    @Test func swiftSyntaxErrorsPointIntoTheYAML() {
        #expect(errors("""
            title: t
            scenarios:
              - id: a
                view: |
                  Text("a"
            """) == ["t.yaml:5:15: error: expected ')' to end function call"])
    }

    @Test func swiftErrorsInAPlainOneLineView() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: Txt(\"a\")\n")
                == ["t.yaml:4:11: error: unsupported view 'Txt'; did you mean 'Text'? ('framelab supported' lists every view and modifier FrameLab understands)"])
    }

    @Test func swiftErrorsWithAnExplicitIndentationIndicator() {
        // `|2`: the block's indentation is the mapping's (4) plus 2, whatever the first line holds.
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: |2\n        Txt(\"a\")\n")
                == ["t.yaml:5:9: error: unsupported view 'Txt'; did you mean 'Text'? ('framelab supported' lists every view and modifier FrameLab understands)"])
    }

    @Test func duplicateViewNames() {
        #expect(errors("""
            title: t
            scenarios:
              - id: a
                view: |
                  VStack {
                      Text("a").id("x")
                      Text("b").id("x")
                  }
            """) == ["t.yaml:7:24: error: duplicate id 'x' (first given at line 6, column 24)"])
    }

    // MARK: malformed YAML

    @Test func malformedYAMLUnterminatedQuote() {
        #expect(errors("title: \"x\nscenarios: []\n")
                == ["t.yaml:3:1: error: invalid YAML: found unexpected end of stream "
                    + "(while scanning a quoted scalar at line 1, column 8)"])
    }

    @Test func malformedYAMLBadIndentation() {
        #expect(errors("title: x\nscenarios:\n  - id: a\n   view: b\n")
                == ["t.yaml:4:4: error: invalid YAML: did not find expected '-' indicator "
                    + "(while parsing a block collection at line 3, column 3)"])
    }

    @Test func malformedYAMLTab() {
        #expect(errors("title: x\nscenarios:\n- id: a\n  view: Text(\"a\")\n\tfoo: 1\n")
                == ["t.yaml:5:1: error: invalid YAML: found a tab character that violates indentation "
                    + "(while scanning a plain scalar at line 4, column 9)"])
    }

    @Test func undefinedAlias() {
        #expect(errors("title: x\nscenarios: *nope\n") == ["t.yaml:2:12: error: invalid YAML: found undefined alias"])
    }

    @Test func duplicateYAMLKey() {
        #expect(errors("title: x\nscenarios:\n  - id: a\n    view: Text(\"a\")\n    id: b\n")
                == ["t.yaml:5:5: error: duplicate key 'id' (first used at line 3, column 5)"])
    }

    @Test func emptyFile() {
        #expect(errors("# nothing\n") == ["t.yaml:1:1: error: the file is empty; expected a mapping with 'title' and 'scenarios'"])
    }

    @Test func topLevelNotAMapping() {
        #expect(errors("- a\n- b\n")
                == ["t.yaml:1:1: error: expected a mapping with 'title' and 'scenarios' at the top level of the file"])
    }

    // MARK: unknown keys

    @Test func unknownTopLevelKey() {
        #expect(errors("title: t\nsumary: s\nscenarios: []\n")
                == ["t.yaml:2:1: error: unknown key 'sumary' in the file; expected one of: title, summary, settings, figure, swift, scenarios"])
    }

    @Test func unknownScenarioKey() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    colour: red\n    view: Text(\"a\")\n")
                == ["t.yaml:4:5: error: unknown key 'colour' in a scenario; expected one of: id, caption, settings, figure, view, expect, views, constraints, metrics, expectConflict, layoutGuides, directionalLayoutMargins, autoLayout"])
    }

    @Test func unknownSettingsKeys() {
        #expect(errors("""
            title: t
            settings:
              canvas: {width: 10, depth: 3}
              scale: 2
            scenarios: []
            """) == [
                "t.yaml:3:23: error: unknown key 'depth' in 'canvas'; expected one of: width, height",
                "t.yaml:4:3: error: unknown key 'scale' in settings; expected one of: canvas, safeArea, layoutDirection, displayScale, text, spacing, images, symbols, platform, environment, conditions, osVersion, chrome, scrolled, expanded, device",
            ])
    }

    @Test func unknownExpectationField() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\").id(\"s\")\n    expect:\n      s: {w: 1}\n")
                == ["t.yaml:6:11: error: unknown key 'w' in the expectation for 's'; expected one of: x, y, width, height"])
    }

    @Test func constraintScenarioKeyErrors() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    views: {button: {}}\n    constraints: []\n") == [
            "t.yaml:5:18: error: expected a string for 'constraints'",
        ])
        #expect(errors("title: t\nscenarios:\n  - id: a\n    views: {container: {}, 1x: {}}\n    constraints: |\n      H:|[x]\n") == [
            "t.yaml:4:13: error: 'container' is the superview; name the view something else",
            "t.yaml:4:28: error: expected a view name (a C identifier) in 'views'",
        ])
        #expect(errors("title: t\nscenarios:\n  - id: a\n    views: {b: {hugging: {horizontal: 1001}, size: 3}}\n    constraints: \"\"\n") == [
            "t.yaml:4:39: error: priority 1001 is outside 1…1000",
            "t.yaml:4:46: error: unknown key 'size' in the view 'b'; expected one of: intrinsic, hugging, compression, baseline, directionalLayoutMargins, subviews, layoutGuides, stackView, arrangedSubviews, isHidden",
        ])
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n    constraints: |\n      H:|[x]\n") == [
            "t.yaml:3:5: error: missing required key 'views' in a constraint scenario",
            "t.yaml:4:5: error: a scenario has either 'view' (SwiftUI) or 'views' and 'constraints' (Auto Layout), not both",
        ])
    }

    @Test func constraintBlockErrorsPointIntoTheFile() throws {
        let yaml = """
            title: t
            scenarios:
              - id: a
                views:
                  b: {intrinsic: {width: 10, height: 10}}
                constraints: |
                  H:|-[b]-[c]
                  b.top = container.top
                  b.leading == container.left
                expect:
                  d: {x: 1}
            """
        let loaded = ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.isEmpty)
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        #expect(report.diagnostics.map(\.description) == [
            "t.yaml:7:15: error: Unable to find view with name c",
            "t.yaml:8:13: error: Unknown relation. Must be ==, >=, or <=",
            "t.yaml:9:7: error: cannot mix leading/trailing with left/right (leading and left)",
            "t.yaml:11:7: error: unknown name 'd' in 'expect'; the views are 'b'",
        ])
        #expect(report.exitStatus == 2)
    }

    @Test func unexpectedConflictFailsTheBuild() throws {
        let yaml = """
            title: t
            scenarios:
              - id: a
                views:
                  b: {}
                constraints: |
                  b.width == 10
                  b.width == 20
                  H:|[b]
                  V:|[b(==5)]
            """
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        #expect(report.failures.map(\.description) == [
            "t.yaml:8: expectation failed: unsatisfiable constraints: \"b.width == 10\" (t.yaml:7:7), \"b.width == 20\" "
                + "(t.yaml:8:7) cannot all hold; broke \"b.width == 20\" (t.yaml:8:7) (add 'expectConflict: true' if this is meant)",
        ])
        #expect(report.exitStatus == 1)
        #expect(report.results[0].layout.warnings.first?.hasPrefix("Unable to simultaneously satisfy constraints: \"b.width == 10\" (t.yaml:7:7); \"b.width == 20\" (t.yaml:8:7).") == true)
    }

    @Test func sizeGaugesOfOneViewAreDrawnSideBySide() throws {
        let yaml = """
            title: t
            scenarios:
              - id: a
                expectConflict: true
                views:
                  b: {}
                constraints: |
                  b.width >= 100
                  b.width <= 50
                  b.height == 20
                  H:|[b]
                  V:|-10-[b]
            """
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        let gauges = report.results[0].layout.constraints.compactMap(\.gauge)
        // Width gauges 12 and 26 below the view's bottom (10 + 20), one row each; the height gauge beside it.
        #expect(gauges.filter { $0.axis == .horizontal && $0.label.hasPrefix("≥") || $0.label.hasPrefix("≤") }
                    .map(\.cross) == [42, 56])
        #expect(gauges.first { $0.axis == .vertical && $0.label == "20" }?.cross == 108)
    }

    // MARK: wrong types

    @Test func wrongTypeForANumber() {
        #expect(errors("title: t\nsettings:\n  canvas:\n    width: wide\nscenarios: []\n")
                == ["t.yaml:4:12: error: expected a number for 'width', got 'wide'"])
    }

    @Test func aQuotedNumberIsAString() {
        #expect(errors("title: t\nsettings: {displayScale: \"2\"}\nscenarios: []\n")
                == ["t.yaml:2:26: error: expected a number for 'displayScale', got '2'"])
    }

    @Test func nonFiniteAndNonPositiveNumbers() {
        #expect(errors("title: t\nsettings:\n  canvas: {width: .inf, height: 0}\n  safeArea: {top: -1}\nscenarios: []\n") == [
            "t.yaml:3:19: error: expected a finite number for 'width', got '.inf'",
            "t.yaml:3:33: error: 'height' must be greater than 0, got 0",
            "t.yaml:4:19: error: 'top' must be 0 or more, got -1",
        ])
    }

    @Test func wrongTypeForAMapping() {
        #expect(errors("title: t\nsettings:\n  canvas: 400\nscenarios: []\n")
                == ["t.yaml:3:11: error: expected a mapping for 'canvas'"])
    }

    @Test func wrongTypeForTheScenarioList() {
        #expect(errors("title: t\nscenarios: {id: a}\n") == ["t.yaml:2:12: error: expected a list for 'scenarios'"])
    }

    @Test func wrongLayoutDirection() {
        #expect(errors("title: t\nsettings: {layoutDirection: ltr}\nscenarios: []\n")
                == ["t.yaml:2:29: error: expected leftToRight or rightToLeft for 'layoutDirection', got 'ltr'"])
    }

    @Test func wrongTypeForAString() {
        #expect(errors("title: [a, b]\nscenarios: []\n") == ["t.yaml:1:8: error: expected a string for 'title'"])
    }

    @Test func wrongTypeForTheView() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: {Text: a}\n")
                == ["t.yaml:4:11: error: expected a string for 'view'"])
    }

    // MARK: required keys

    @Test func missingTitleAndScenarios() {
        #expect(errors("summary: s\n") == [
            "t.yaml:1:1: error: missing required key 'title'",
            "t.yaml:1:1: error: missing required key 'scenarios'",
        ])
    }

    @Test func missingIdAndView() {
        #expect(errors("title: t\nscenarios:\n  - caption: c\n") == [
            "t.yaml:3:5: error: missing required key 'id' in a scenario",
            "t.yaml:3:5: error: missing required key 'view' in a scenario",
        ])
    }

    // MARK: ids

    @Test func duplicateIds() {
        #expect(errors("""
            title: t
            scenarios:
              - id: same
                view: Text("a")
              - id: same
                view: Text("b")
            """) == ["t.yaml:5:9: error: duplicate id 'same' (first used at line 3, column 9)"])
    }

    @Test(arguments: ["Upper", "-leading-dash", "under_score", "space d", "ümlaut"])
    func invalidIds(id: String) {
        #expect(errors("title: t\nscenarios:\n  - id: \"\(id)\"\n    view: Text(\"a\")\n")
                == ["t.yaml:3:9: error: invalid id '\(id)': use lowercase letters, digits and '-', "
                    + "starting with a letter or digit"])
    }

    @Test(arguments: ["a", "0", "a-b-1", "9lives", "trailing-"])
    func validIds(id: String) {
        #expect(errors("title: t\nscenarios:\n  - id: \(id)\n    view: Text(\"a\")\n").isEmpty)
    }

    // MARK: expect

    @Test func unknownNameInExpect() {
        #expect(errors("""
            title: t
            scenarios:
              - id: a
                view: Text("a").id("subject")
                expect:
                  subjet: {width: 10}
            """) == ["t.yaml:6:7: error: unknown name 'subjet' in 'expect'; the view names 'subject'"])
    }

    @Test func expectWithoutAnyName() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n    expect:\n      s: {x: 0}\n")
                == ["t.yaml:6:7: error: unknown name 's' in 'expect'; the view names no views; name one with .id(\"s\")"])
    }

    @Test func emptyExpectation() {
        #expect(errors("title: t\nscenarios:\n  - id: a\n    view: Text(\"a\").id(\"s\")\n    expect:\n      s: {}\n")
                == ["t.yaml:6:10: error: expected at least one of x, y, width, height for 's'"])
    }

    // MARK: several errors, good scenarios kept

    @Test func reportsEveryErrorAndKeepsTheGoodScenarios() throws {
        let yaml = """
            title: t
            scenarios:
              - id: Bad
                view: Text("a")
              - id: good
                view: Text("a")
              - id: bad-swift
                view: Txt("a")
              - id: bad-key
                colour: red
                view: Text("a")
            """
        #expect(errors(yaml) == [
            "t.yaml:3:9: error: invalid id 'Bad': use lowercase letters, digits and '-', starting with a letter or digit",
            "t.yaml:8:11: error: unsupported view 'Txt'; did you mean 'Text'? ('framelab supported' lists every view and modifier FrameLab understands)",
            "t.yaml:10:5: error: unknown key 'colour' in a scenario; expected one of: id, caption, settings, figure, view, expect, views, constraints, metrics, expectConflict, layoutGuides, directionalLayoutMargins, autoLayout",
        ])
        let report = ScenarioBuild.run(files: [load(yaml)], jobs: 1)
        #expect(report.results.map(\.scenario.id) == ["good"])
        #expect(report.exitStatus == 2)
    }

    @Test func badFileSettingsStopTheFilesScenarios() throws {
        let loaded = load("title: t\nsettings: {displayScale: 0}\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        #expect(loaded.diagnostics.map(\.description) == ["t.yaml:2:26: error: 'displayScale' must be greater than 0, got 0"])
        #expect(loaded.file?.scenarios.isEmpty == true)
        #expect(loaded.skippedScenarios == 1)
    }

    // MARK: guards

    @Test func aliasBombIsRejectedQuickly() throws {
        // 9 levels of 9 aliases: about 390 million nodes once expanded.
        var lines = ["a0: &a0 [lol]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        lines += ["title: bomb", "scenarios: []"]
        let yaml = lines.joined(separator: "\n") + "\n"

        let clock = ContinuousClock()
        var loaded: LoadedFile?
        let elapsed = clock.measure { loaded = load(yaml) }
        #expect(elapsed < .milliseconds(100))
        #expect(loaded?.file == nil)
        #expect(loaded?.diagnostics.map(\.description) == [
            "t.yaml:1:1: error: the file expands to more than 100000 YAML nodes once its aliases are expanded; refusing to load it",
        ])
    }

    @Test func aliasBombAsAMappingKeyIsRejectedBeforeComposing() {
        // Composing hashes a mapping key in full: this one would take minutes.
        var lines = ["a0: &a0 [lol]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        lines += ["? *a9", ": x", "title: bomb", "scenarios: []"]
        let clock = ContinuousClock()
        var loaded: LoadedFile?
        let elapsed = clock.measure { loaded = load(lines.joined(separator: "\n") + "\n") }
        #expect(elapsed < .milliseconds(100))
        #expect(loaded?.file == nil)
        #expect(loaded?.diagnostics.count == 1)
    }

    @Test func composedTreeBudget() throws {
        #expect(YAMLGuard.exceedsBudget(.init((0..<10).map { Yams.Node(String($0)) }), budget: 10))
        #expect(!YAMLGuard.exceedsBudget(.init((0..<9).map { Yams.Node(String($0)) }), budget: 10))
        // root, a, [1, 2] and its 2 items, b, [*x, *x] and 2 × 3 expanded nodes
        #expect(YAMLGuard.expandedNodeCount("a: &x [1, 2]\nb: [*x, *x]\n") == 13)
        #expect(YAMLGuard.expandedNodeCount("a: &x [1, 2]\nb: [*x, *x]\n", budget: 12) == nil)
    }

    @Test func aliasesWithinBudgetAreFine() throws {
        let loaded = load("""
            defaults: &d {width: 300, height: 200}
            title: t
            settings:
              canvas: *d
            scenarios: []
            """)
        // `defaults` is not a key of the format: reported, but the alias itself is fine.
        #expect(loaded.diagnostics.map(\.description)
                == ["t.yaml:1:1: error: unknown key 'defaults' in the file; expected one of: title, summary, settings, figure, swift, scenarios"])
    }

    @Test func filesOverOneMebibyteAreRejectedUnread() throws {
        let directory = try LoaderTestDirectory()
        let big = "title: t\nscenarios: []\n" + String(repeating: "# padding padding padding padding\n", count: 32_000)
        try directory.write("big.yaml", big)
        let loaded = ScenarioLoader.load(root: directory.path, relativePath: "big.yaml")
        #expect(loaded.file == nil)
        #expect(loaded.diagnostics.map(\.description) == [
            "\(directory.path)/big.yaml:1:1: error: the file is \(big.utf8.count) bytes; "
                + "scenario files are limited to 1 MiB (1048576 bytes)",
        ])
        // The same limit applies to text handed over directly.
        #expect(load(big).diagnostics.first?.message.hasPrefix("the file is \(big.utf8.count) bytes") == true)
    }

    @Test func notUTF8() throws {
        let directory = try LoaderTestDirectory()
        try Data([0x74, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: directory.path + "/bin.yaml"))
        let loaded = ScenarioLoader.load(root: directory.path, relativePath: "bin.yaml")
        #expect(loaded.diagnostics.map(\.description) == ["\(directory.path)/bin.yaml:1:1: error: the file is not valid UTF-8"])
    }

    // MARK: discovery

    @Test func discoversYAMLAndYMLFilesSortedSkippingHiddenOnes() throws {
        let directory = try LoaderTestDirectory()
        for path in ["b.yaml", "a/z.yaml", "a/b/c.yaml", "notes.txt", ".hidden.yaml", ".git/x.yaml", "a.yml"] {
            try directory.write(path, "title: t\nscenarios: []\n")
        }
        #expect(try ScenarioLoader.discover(root: directory.path) == ["a.yml", "a/b/c.yaml", "a/z.yaml", "b.yaml"])
        #expect(throws: ScenarioLoader.LoaderError.self) { try ScenarioLoader.discover(root: directory.path + "/missing") }
    }

    /// The walk stays in the folder: a link to a folder is not walked into, and a `.swift` link is not read for previews;
    /// a link named as a scenario file is listed (the loader reads it as the file it names); a folder so named is walked.
    @Test func discoveryNeverFollowsALinkOutOfTheFolder() throws {
        let directory = try LoaderTestDirectory()
        let outside = try LoaderTestDirectory()
        try outside.write("far.yaml", "title: t\nscenarios: []\n")
        try outside.write("Far.swift", "#Preview { Text(\"x\") }\n")
        try directory.write("in.yaml", "title: t\nscenarios: []\n")
        try directory.write("dir.yaml/inner.yml", "title: t\nscenarios: []\n")
        try directory.write("App.swift", "#Preview { Text(\"x\") }\n")
        let links = FileManager.default
        try links.createSymbolicLink(atPath: directory.path + "/away", withDestinationPath: outside.path)
        try links.createSymbolicLink(atPath: directory.path + "/alias.yaml", withDestinationPath: directory.path + "/in.yaml")
        try links.createSymbolicLink(atPath: directory.path + "/Link.swift", withDestinationPath: outside.path + "/Far.swift")
        #expect(try ScenarioLoader.discover(root: directory.path) == ["App.swift", "alias.yaml", "dir.yaml/inner.yml", "in.yaml"])
    }

    /// `build`, `check`, `diff` and `explain` take folders and single files alike.
    @Test func inputsAreFoldersOrSingleFiles() throws {
        let directory = try LoaderTestDirectory()
        for path in ["docs/a.yaml", "docs/sub/b.yml", "one.yml", "notes.txt"] {
            try directory.write(path, "title: t\nscenarios: []\n")
        }
        let inputs = try ScenarioLoader.resolve(inputs: [directory.path + "/docs", directory.path + "/one.yml"])
        #expect(inputs.map(\.path) == ["a.yaml", "sub/b.yml", directory.path + "/one.yml"])
        #expect(inputs.map { $0.load().relativePath } == ["a.yaml", "sub/b.yml", "one.yml"])
        #expect(ScenarioLoader.outputFolder(ofFile: "sub/b.yml") == "sub/b")
        #expect(ScenarioLoader.outputFolder(ofFile: "a.yaml") == "a")
        #expect(throws: ScenarioLoader.LoaderError.self) { try ScenarioLoader.resolve(inputs: [directory.path + "/notes.txt"]) }
        #expect(throws: ScenarioLoader.LoaderError.self) { try ScenarioLoader.resolve(inputs: [directory.path + "/missing"]) }
    }

    @Test func displayPaths() {
        #expect(ScenarioLoader.displayPath(root: "Scenarios", relativePath: "a/b.yaml") == "Scenarios/a/b.yaml")
        #expect(ScenarioLoader.displayPath(root: "Scenarios/", relativePath: "a/b.yaml") == "Scenarios/a/b.yaml")
        #expect(ScenarioLoader.displayPath(root: ".", relativePath: "a/b.yaml") == "a/b.yaml")
    }
}

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class LoaderTestDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "framelab-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }
}
