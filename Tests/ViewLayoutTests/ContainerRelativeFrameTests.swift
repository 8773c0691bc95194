import LayoutCore
import Testing
@testable import ViewLayout

/// `.containerRelativeFrame`, Apple's documented formula, with the window or the nearest ScrollView as
/// the container.
@Suite struct ContainerRelativeFrameTests {
    func crf(_ view: ViewNode, horizontal: Bool = true, vertical: Bool = false, count: Int = 1, span: Int = 1,
             spacing: Double = 0, alignment: Alignment = .center) -> ViewNode {
        view.wrapped(in: .containerRelativeFrame(horizontal: horizontal, vertical: vertical, count: count, span: span,
                                                 spacing: spacing, alignment: alignment))
    }

    @Test("the formula: (390 − 10 × 2) / 3 × 2 + 10 = 256.67; (390 − 12 × 4) / 5 × 4 + 12 × 3 = 309.6")
    func formula() {
        #expect(abs(ContainerRelativeFrame.length(container: 390, count: 3, span: 2, spacing: 10) - 256.666_666) < 1e-4)
        #expect(abs(ContainerRelativeFrame.length(container: 390, count: 5, span: 4, spacing: 12) - 309.6) < 1e-9)
        #expect(ContainerRelativeFrame.length(container: 390, count: 1, span: 1, spacing: 0) == 390)
    }

    @Test("in the window: the canvas minus the safe area")
    func window() {
        var settings = LayoutSettings(canvas: Size(width: 390, height: 300))
        let r = ViewLayoutEngine.layout(crf(ViewNode.color("red"), count: 3, span: 2, spacing: 10).id("f"), settings: settings)
        #expect(abs((r.node(named: "f")?.frame.width ?? 0) - 256.67) < 0.01)
        #expect(r.node(named: "f")?.frame.height == 300)   // not listed: the proposal passes through
        settings.safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let tall = ViewLayoutEngine.layout(crf(ViewNode.text("a"), horizontal: false, vertical: true, alignment: .top).id("f"),
                                           settings: settings)
        #expect(tall.node(named: "f")?.frame.height == 219)
    }

    @Test("in a horizontal ScrollView 300 wide: each card (300 − 40) / 5 × 4 + 30 = 238 wide")
    func scrollViewIsTheContainer() {
        let cards = (0..<3).map { i in crf(ViewNode.color("blue").frame(height: 100), count: 5, span: 4, spacing: 10).id("card-\(i)") }
        let view = ViewNode.scrollView(horizontal: true, vertical: false, ViewNode.lazyHStack(spacing: 10, cards))
            .frame(width: 300, height: 200)
        let r = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
        #expect(r.node(named: "card-0")?.frame == Rect(x: 50, y: 100, width: 238, height: 100))
        #expect(r.node(named: "card-1")?.frame.minX == 298)   // 50 + 238 + 10
    }
}
