import LayoutCore
import Testing
@testable import ViewLayout

/// `LazyVGrid`/`LazyHGrid` against the frames MetalUI's `swiftui-lazy-grid-scope.swift` probe recorded on
/// real SwiftUI (arms LZ1–LZ5): each test holds one arm's numbers.
@Suite struct LazyGridTests {
    func cell(_ name: String, _ w: Double, _ h: Double) -> ViewNode { ViewNode.color("red").frame(width: w, height: h).id(name) }
    var cells: [ViewNode] { [cell("a", 30, 10), cell("b", 20, 10), cell("c", 100, 10), cell("d", 20, 10)] }

    /// The grid proposed `width`×`height` (nil: unspecified) at the canvas origin.
    func layout(_ grid: ViewNode, _ width: Double?, _ height: Double?) -> LayoutResult {
        let framed = width == nil ? grid.id("grid").fixedSize() : grid.id("grid").frame(width: width!, height: height!, alignment: .topLeading)
        return ViewLayoutEngine.layout(ViewNode.zStack(alignment: .topLeading, [framed]).frame(width: 400, height: 400, alignment: .topLeading),
                                       settings: LayoutSettings(canvas: Size(width: 400, height: 400)))
    }

    func frame(_ r: LayoutResult, _ name: String) -> Rect? { r.node(named: name)?.frame }

    @Test("LZ1: two flexible columns at 200×200 — 96 each; the grid 200×28; c overflows its column")
    func flexibleColumns() {
        let flexible = GridItemSpec(.flexible(minimum: 10, maximum: .infinity))
        let r = layout(ViewNode.lazyVGrid(columns: [flexible, flexible], cells), 200, 200)
        #expect(frame(r, "grid")?.size == Size(width: 200, height: 28))
        #expect(frame(r, "a") == Rect(x: 33, y: 0, width: 30, height: 10))
        #expect(frame(r, "b") == Rect(x: 142, y: 0, width: 20, height: 10))
        #expect(frame(r, "c") == Rect(x: -2, y: 18, width: 100, height: 10))
        #expect(frame(r, "d") == Rect(x: 142, y: 18, width: 20, height: 10))
    }

    @Test("LZ2: fixed 50 and 40 — the 98-pt block centred in 200")
    func fixedColumns() {
        let r = layout(ViewNode.lazyVGrid(columns: [GridItemSpec(.fixed(50)), GridItemSpec(.fixed(40))], cells), 200, 200)
        #expect(frame(r, "grid")?.size == Size(width: 200, height: 28))
        #expect(frame(r, "a")?.minX == 61)
        #expect(frame(r, "b")?.minX == 119)
        #expect(frame(r, "c")?.minX == 26)
    }

    @Test("LZ3: adaptive(minimum: 45) at 200 — 3 columns of 61.33")
    func adaptiveColumns() {
        let six = (0..<6).map { cell("x\($0)", 10, 10) }
        let r = layout(ViewNode.lazyVGrid(columns: [GridItemSpec(.adaptive(minimum: 45, maximum: .infinity))], six), 200, 200)
        #expect(frame(r, "grid")?.size == Size(width: 200, height: 28))
        let xs = (0..<6).compactMap { frame(r, "x\($0)")?.minX }
        #expect(xs.map { ($0 * 100).rounded() / 100 } == [25.67, 95, 164.33, 25.67, 95, 164.33])
        #expect(frame(r, "x3")?.minY == 18)
    }

    @Test("LZ4: two flexible columns at nil — 58 wide from the first row (30 + 8 + 20), columns of 25")
    func nilProposal() {
        let flexible = GridItemSpec(.flexible(minimum: 10, maximum: .infinity))
        let r = layout(ViewNode.lazyVGrid(columns: [flexible, flexible], cells), nil, nil)
        #expect(frame(r, "grid")?.size == Size(width: 58, height: 28))
        let grid = frame(r, "grid")!
        #expect(frame(r, "a")!.minX - grid.minX == -2.5)
        #expect(frame(r, "b")!.minX - grid.minX == 35.5)
        #expect(frame(r, "c")!.minX - grid.minX == -37.5)
    }

    @Test("LZ5: LazyHGrid with rows fixed 30 and 20 at 200×200 — 28×200, the rows centred from y 71")
    func lazyHGrid() {
        let hcells = [ViewNode.color("red").frame(width: 10).id("a"), ViewNode.color("red").frame(width: 10).id("b"),
                      cell("c", 10, 100), ViewNode.color("red").frame(width: 10).id("d")]
        let r = layout(ViewNode.lazyHGrid(rows: [GridItemSpec(.fixed(30)), GridItemSpec(.fixed(20))], hcells), 200, 200)
        #expect(frame(r, "grid")?.size == Size(width: 28, height: 200))
        #expect(frame(r, "a") == Rect(x: 0, y: 71, width: 10, height: 30))
        #expect(frame(r, "b") == Rect(x: 0, y: 109, width: 10, height: 20))
        #expect(frame(r, "c") == Rect(x: 18, y: 36, width: 10, height: 100))
        #expect(frame(r, "d") == Rect(x: 18, y: 109, width: 10, height: 20))
    }
}
