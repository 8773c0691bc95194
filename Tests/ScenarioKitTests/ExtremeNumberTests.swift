import Foundation
import LayoutCore
import Testing
@testable import ScenarioKit
@testable import Build

/// Issue 14: extreme but finite numbers either lay out (within ±1e15) or are a located input error —
/// 1e308 in a frame, padding or spacing used to overflow to infinity (or hang drawing the ruler).
@Suite struct ExtremeNumberTests {
    func diagnostics(_ text: String) -> [String] {
        let loaded = ScenarioLoader.parse(text, relativePath: "f.yaml", displayPath: "f.yaml")
        return ScenarioBuild.run(files: [loaded], jobs: 1).diagnostics.map(\.description)
    }

    func view(_ source: String, settings: String = "") -> String {
        "title: t\n\(settings)scenarios:\n  - id: a\n    view: |\n      \(source)\n"
    }

    @Test func aHugeLiteralInTheViewIsALocatedError() {
        #expect(diagnostics(view("Text(\"a\").frame(width: 1e308)")) == [
            "f.yaml:5:30: error: 1e+308 is beyond the numbers FrameLab lays out (±1e15 points): sums of such numbers "
                + "overflow to infinity; for an unbounded length use .infinity",
        ])
        #expect(diagnostics(view("HStack(spacing: -9_300_000_000_000_000_000) { Text(\"a\") }")).count == 1)
        #expect(diagnostics(view("Text(\"a\").padding(1e16)")).first?.hasPrefix("f.yaml:5:25: error: 1e+16 is beyond") == true)
    }

    @Test func aComputedNumberBeyondTheLimitIsNoValue() {
        let errors = diagnostics(view("ForEach(0..<2) { i in Text(\"x\").frame(width: 1e10 * 1e10) }"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("f.yaml:5:") == true)
    }

    @Test func numbersUpToTheLimitLayOut() throws {
        let loaded = ScenarioLoader.parse(view("Text(\"a\").frame(width: 1e15).offset(x: -1e12)"), relativePath: "f.yaml", displayPath: "f.yaml")
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        #expect(report.diagnostics.isEmpty)
        let frame = try #require(report.results.first?.layout.root.allNodes().first { $0.kind == "Text" }?.frame)
        #expect(frame.width == 10)
        #expect(!FramesJSON.render(report).contains("inf"))
    }

    @Test func hugeSettingsAreLocatedErrors() {
        #expect(diagnostics(view("Text(\"a\")", settings: "settings:\n  canvas: {width: 1e308, height: 100}\n")) == [
            "f.yaml:3:19: error: 'width': 1e+308 is beyond the numbers FrameLab lays out (±1e15 points): sums of such "
                + "numbers overflow to infinity; for an unbounded length use .infinity",
        ])
        #expect(diagnostics(view("Text(\"a\")", settings: "settings:\n  text: {charWidth: 1e300}\n")).count == 1)
    }

    @Test func hugeConstraintConstantsAreLocatedErrors() {
        let text = "title: t\nscenarios:\n  - id: a\n    views: {a: {}}\n    constraints: |\n"
            + "      a.leading == container.leading\n      a.width == 1e308\n      a.top == container.top\n      a.height == 10\n"
        #expect(diagnostics(text) == [
            "f.yaml:7:7: error: 1e+308 is beyond the numbers FrameLab lays out (±1e15 points): sums of such numbers "
                + "overflow to infinity; for an unbounded length use .infinity",
        ])
    }

    @Test func aHugePriorityIsALocatedErrorNotATrap() {
        let text = "title: t\nscenarios:\n  - id: a\n    views: {a: {}}\n    constraints: |\n"
            + "      a.width == 100 @1e19\n      H:|-[a(>=10@1e19)]\n"
        #expect(diagnostics(text) == [
            "f.yaml:6:23: error: Priority 1e+19 is outside 1…1000",
            "f.yaml:7:14: error: Priority 1e+19 is outside 1…1000",
        ])
    }

    @Test func aLayoutWithANonFiniteFrameIsALocatedErrorNotInfInTheOutput() {
        #expect(diagnostics(view("Text(\"hello\").offset(y: .nan)")) == [
            "f.yaml:5:7: error: Text(\"hello\") gets the frame (175, NaN, 50, 20), which is not finite: SwiftUI logs "
                + "\"Invalid frame dimension (negative or non-finite)\" and draws nothing meaningful; use finite numbers "
                + "(.infinity only as a maximum or an ideal size)",
        ])
        #expect(diagnostics(view("Text(\"a\").frame(minWidth: .infinity)")).first?.hasPrefix(
            "f.yaml:5:16: error: .frame(minWidth: .infinity) gets the frame (-∞, 140, ∞, 20)") == true)
        // `.infinity` as a maximum is the everyday case and lays out.
        #expect(diagnostics(view("Text(\"a\").frame(maxWidth: .infinity)")).isEmpty)
    }

    @Test func aNaNLayoutPriorityLaysOutInsteadOfHanging() throws {
        let loaded = ScenarioLoader.parse(view("HStack { Text(\"a\").layoutPriority(.nan); Text(\"b\") }"),
                                          relativePath: "f.yaml", displayPath: "f.yaml")
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        #expect(report.results.count == 1)
    }
}
