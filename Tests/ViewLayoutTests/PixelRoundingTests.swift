import LayoutCore
import Testing
@testable import ViewLayout

@Suite("Pixel rounding for drawing (reference §7)")
struct PixelRoundingTests {
    @Test("three equal thirds keep 100/3 in layout and snap to the grid for drawing")
    func thirds() {
        let r = layout(ViewNode.hStack(spacing: 0, [ViewNode.color().id("a"), ViewNode.color().id("b"), ViewNode.color().id("c")]).frame(width: 100, height: 10),
                       canvas: Size(width: 100, height: 10))
        #expect(abs(frame("b", in: r).width - 100.0 / 3) < 1e-12)
        let b2 = snapToPixelGrid(frame("b", in: r), displayScale: 2)
        #expect(b2 == Rect(x: 33.5, y: 0, width: 33, height: 10))   // 33.33 → 33.5, 66.67 → 66.5
        let b3 = snapToPixelGrid(frame("b", in: r), displayScale: 3)
        #expect(abs(b3.minX - 100.0 / 3) < 1e-9 && abs(b3.width - 100.0 / 3) < 1e-9)
        #expect(snapToPixelGrid(frame("a", in: r), displayScale: 1) == Rect(x: 0, y: 0, width: 33, height: 10))
    }

    @Test("ties round up; edges snap independently so the size can change by a pixel")
    func ties() {
        #expect(snapToPixelGrid(Rect(x: 0.25, y: 0.75, width: 1, height: 1), displayScale: 2) == Rect(x: 0.5, y: 1, width: 1, height: 1))
        #expect(snapToPixelGrid(Rect(x: 0.2, y: 0, width: 0.6, height: 1), displayScale: 1) == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(snapToPixelGrid(Rect(x: 10, y: 10, width: -4, height: 2), displayScale: 1) == Rect(x: 6, y: 10, width: 4, height: 2))
    }
}
