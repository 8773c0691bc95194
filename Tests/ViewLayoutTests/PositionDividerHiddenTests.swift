import LayoutCore
import Testing
@testable import ViewLayout

/// `.position`, `Divider`, `.hidden()`, `.zIndex` and `.font`.
@Suite("Position, Divider, hidden, font")
struct PositionDividerHiddenTests {
    /// OpenSwiftUI `PositionLayout.swift`: the modifier takes the whole proposal and centres its child at
    /// (x, y); nil axes take the child's length.
    @Test("position: takes the proposal, the child's centre at (x, y)")
    func position() {
        let r = layout(rigid(20, 10).id("c").position(x: 50, y: 20).id("p"))
        #expect(frame("p", in: r) == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(frame("c", in: r) == Rect(x: 40, y: 15, width: 20, height: 10))
        #expect(size(rigid(20, 10).position(x: 5, y: 5), nil, nil) == Size(width: 20, height: 10))
        #expect(size(rigid(20, 10).position(x: 5, y: 5), 100, nil) == Size(width: 100, height: 10))
        #expect(size(rigid(20, 10).position(x: 5, y: 5), .infinity, 7) == Size(width: .infinity, height: 7))
        // The default coordinate is 0: .position(x: 50) puts the centre on the top edge.
        let top = layout(rigid(20, 10).id("c").position(x: 50), canvas: Size(width: 200, height: 100))
        #expect(frame("c", in: top) == Rect(x: 40, y: -5, width: 20, height: 10))
        // A position inside a 100×100 frame is measured from the frame's corner.
        let framed = layout(rigid(20, 20).id("c").position(x: 10, y: 10).frame(width: 100, height: 100).id("f"))
        #expect(frame("c", in: framed).minX == frame("f", in: framed).minX)
        #expect(frame("c", in: framed).minY == frame("f", in: framed).minY)
    }

    /// OpenSwiftUI `Divider.swift`: one pixel (1 / displayScale) across the stack's axis, a Color along it.
    @Test("Divider: a horizontal line in a VStack or alone, vertical in an HStack, one pixel thick")
    func divider() {
        let stack = ViewNode.vStack(spacing: 0, [rigid(200, 20), ViewNode.divider.id("d"), rigid(50, 20)])
        #expect(frame("d", in: layout(stack)).size == Size(width: 400, height: 0.5))   // the proposed width
        // Proposed nil (fixedSize), the line is 10 wide while sizing, then the stack proposes its own width.
        let v = layout(stack.fixedSize())
        #expect(frame("d", in: v).size == Size(width: 200, height: 0.5))
        let h = layout(ViewNode.hStack(spacing: 0, [rigid(20, 40), ViewNode.divider.id("d"), rigid(20, 30)]).fixedSize(), scale: 3)
        #expect(abs(frame("d", in: h).width - 1.0 / 3) < 1e-9)
        #expect(frame("d", in: h).height == 40)
        #expect(size(.divider, nil, nil) == Size(width: 10, height: 0.5))
        #expect(size(.divider, 300, 300) == Size(width: 300, height: 0.5))
        // Spacing: a plain view, 8 on either side in a stack with default spacing.
        #expect(size(ViewNode.vStack([rigid(10, 10), .divider, rigid(10, 10)]), 100, nil).height == 36.5)
    }

    /// MetalUI `swiftui-engine-replacement-stage1.swift` H1: `VStack(spacing: 0) { a20; b20.hidden(); c20 }`
    /// is 20×60 with c at y 40, as without `.hidden()`.
    @Test("hidden keeps its slot")
    func hidden() {
        let r = layout(ViewNode.vStack(spacing: 0, [rigid(20, 20).id("a"), rigid(20, 20).hidden().id("b"),
                                                    rigid(20, 20).id("c")]).id("s"))
        #expect(frame("s", in: r).size == Size(width: 20, height: 60))
        #expect(frame("c", in: r).minY - frame("s", in: r).minY == 40)
        #expect(r.node(named: "b")!.effects == [DrawingEffect(".hidden()", .hidden)])
    }

    /// `.font` scales the monospaced model in proportion to the font's size over the reference size (17):
    /// `.largeTitle` (34) doubles every metric.
    @Test("font scales the Text model; the innermost font wins")
    func font() {
        #expect(size(ViewNode.text("abc").font(size: 34), nil, nil) == Size(width: 60, height: 40))
        #expect(size(ViewNode.vStack(spacing: 0, [.text("abc"), .text("de").font(size: 8.5)]).font(size: 34), nil, nil)
                == Size(width: 60, height: 50))
        // Wrapping uses the scaled character width: 6 chars at 20 pt in 100 → "abc de" wraps after "abc".
        #expect(size(ViewNode.text("abc de").font(size: 34), 100, nil) == Size(width: 60, height: 80))
        let r = layout(ViewNode.text("abc").id("t").font(size: 34))
        #expect(r.node(named: "t")!.style["fontScale"] == "2")
        #expect(r.node(named: "t")!.horizontalRule.text.contains("× 20 = 60"))
    }
}
