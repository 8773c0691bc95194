import Foundation
import LayoutCore
import OutputCheck
import Testing
@testable import Diagram

/// Figures of layouts with enormous but finite numbers draw in bounded time and without crashing
/// (issue 14: a 1e9-wide frame drew a tick per 10 pt; widths of 1e19 trapped converting to Int).
@Suite struct HugeNumberTests {
    @Test func rulerTickStepGrowsWithTheSpanAndKeepsAtMost400Ticks() {
        #expect(Ruler.tickStep(span: 400) == 10)
        #expect(Ruler.tickStep(span: 4000) == 10)
        #expect(Ruler.tickStep(span: 4001) == 50)
        #expect(Ruler.tickStep(span: 1e9) == 5e6)
        for span in [1e3, 1e5, 1e9, 1e19, 1e300, 1e308, 1.7e308] { #expect(span / Ruler.tickStep(span: span) <= 400) }
    }

    @Test(arguments: [1e9, 1e12, 1e19, 1e300, 1e308])
    func aHugeFrameDrawsQuicklyWithABoundedRuler(width: Double) throws {
        let node = Fixtures.node("Color", "Color.red", .content, name: "huge", Rect(x: 200 - width / 2, y: 100, width: width, height: 20),
                                 proposal: ProposedSize(width: width, height: 20), h: "fixed frame: \(formatNumber(width))",
                                 style: ["color": "red"])
        let input = DiagramInput(id: "huge", title: "huge", caption: "a \(formatNumber(width))-wide frame",
                                 result: Fixtures.result(node))
        let start = ContinuousClock.now
        let svg = DiagramRenderer.svg(input)
        #expect(ContinuousClock.now - start < .seconds(5))
        let tickPath = try #require(svg.split(separator: "\n").first { $0.contains("class=\"tick\"") })
        #expect(tickPath.filter { $0 == "M" }.count <= 402)
        // No "inf" for a finite number; the figure is valid SVG (issue 14).
        #expect(!svg.contains("\"inf\"") && !svg.contains(" inf") && !svg.contains("=\"-inf"))
        let issues = OutputValidator().validateSVG(Data(svg.utf8), file: "huge.svg")
        #expect(issues.isEmpty, "\(issues.map(\.description).prefix(3))")
    }
}
