import LayoutCore
import Testing
@testable import ScenarioKit
@testable import Build

/// Where a `CGFloat` is expected, Swift infers integer literals as `CGFloat`: `.aspectRatio(16 / 9, …)` is
/// 1.78, not the integer division 1. Loop variables stay `Int`, and so does text interpolation.
@Suite struct LiteralArithmeticTests {
    func frames(_ source: String) throws -> [String: Rect] { try namedFrames(source) }

    @Test func integerLiteralsWhereACGFloatGoesAreCGFloats() throws {
        let f = try frames("Color.red.aspectRatio(16 / 9, contentMode: .fit).id(\"c\")")
        #expect(f["c"] == Rect(x: 0, y: 70, width: 320, height: 180))
        #expect(try frames("Color.red.frame(width: 7 / 2, height: min(3, 2) / 4).id(\"c\")")["c"]?.size == Size(width: 3.5, height: 0.5))
    }

    @Test func loopVariablesAndInterpolationStayIntegers() throws {
        let f = try frames("VStack(spacing: 0) { ForEach(0..<3) { i in Text(\"\\(7 / 2)\").frame(width: CGFloat(i) / 2 * 100).id(\"t\\(i)\") } }")
        #expect(f["t1"]?.width == 50)
        #expect(f["t2"]?.width == 100)
        let loaded = ScenarioLoader.parse("title: t\nscenarios:\n  - id: a\n    view: Text(\"\\(7 / 2)\")\n", relativePath: "f.yaml", displayPath: "f.yaml")
        let text = ScenarioBuild.run(files: [loaded], jobs: 1).results.first?.layout.root.textLines
        #expect(text == ["3"])
    }
}
