import LayoutCore
import Testing
@testable import ViewLayout

/// `Grid`/`GridRow` against the frames MetalUI's `swiftui-grid.swift` probe recorded on real SwiftUI (macOS 27,
/// Apple Swift 6.4; arms GA, GP, GF, GS, GX). Each test holds one arm's numbers: the grid's answer and every
/// cell's frame relative to the grid. The probe's leaves are built from Colors: `fixed` answers its size
/// whatever it is proposed, `flexible` its proposal (10 on a nil axis), the clamps their proposal within bounds.
@Suite struct GridTests {
    func fixed(_ name: String, _ w: Double, _ h: Double) -> ViewNode { ViewNode.color().frame(width: w, height: h).id(name) }
    func flexible(_ name: String) -> ViewNode { ViewNode.color().id(name) }
    /// Flexible across, `h` tall.
    func widthFlexible(_ name: String, height h: Double) -> ViewNode { ViewNode.color().frame(height: h).id(name) }
    /// `w` wide, flexible down.
    func heightFlexible(_ name: String, width w: Double) -> ViewNode { ViewNode.color().frame(width: w).id(name) }
    /// Its proposal clamped to `lo…hi` on both axes.
    func clamp(_ name: String, _ lo: Double, _ hi: Double) -> ViewNode {
        ViewNode.color().frame(minWidth: lo, maxWidth: hi, minHeight: lo, maxHeight: hi).id(name)
    }
    /// Its proposed width clamped to `lo…hi`, `h` tall.
    func widthClamp(_ name: String, _ lo: Double, _ hi: Double, height h: Double) -> ViewNode {
        ViewNode.color().frame(minWidth: lo, maxWidth: hi).frame(height: h).id(name)
    }
    func row(_ cells: ViewNode...) -> ViewNode { ViewNode.gridRow(cells) }

    /// GA1's grid: [a 30x10, b 20x20] [c 10x30, d 40x10].
    var ga1: [ViewNode] { [row(fixed("a", 30, 10), fixed("b", 20, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))] }
    /// GP2's grid: [a flexible, b 20x20] [c 10x30, d 40x10].
    var gp2: [ViewNode] { [row(flexible("a"), fixed("b", 20, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))] }

    struct Laid {
        let result: LayoutResult
        var size: Size { result.node(named: "grid")!.frame.size }
        /// A cell's frame relative to the grid.
        func callAsFunction(_ name: String) -> Rect? {
            guard let grid = result.node(named: "grid")?.frame, let f = result.node(named: name)?.frame else { return nil }
            return Rect(x: ((f.minX - grid.minX) * 100).rounded() / 100, y: ((f.minY - grid.minY) * 100).rounded() / 100,
                        width: (f.width * 100).rounded() / 100, height: (f.height * 100).rounded() / 100)
        }
    }

    /// The grid of `rows` proposed `width`×`height` (nil: unspecified).
    func layout(_ rows: [ViewNode], _ width: Double?, _ height: Double?, horizontalSpacing: Double? = nil,
                verticalSpacing: Double? = nil, alignment: Alignment = .center) -> Laid {
        let grid = ViewNode.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows).id("grid")
        let proposed = grid.fixedSize(horizontal: width == nil, vertical: height == nil)
            .frame(width: width ?? 1000, height: height ?? 1000, alignment: .topLeading)
        return Laid(result: ViewLayoutEngine.layout(proposed.frame(width: 1000, height: 1000, alignment: .topLeading),
                                                    settings: LayoutSettings(canvas: Size(width: 1000, height: 1000))))
    }

    @Test("GA1: columns as wide as their widest cell, rows as tall as their tallest, cells centred: 78×58")
    func columnsAndRows() {
        let g = layout(ga1, nil, nil)
        #expect(g.size == Size(width: 78, height: 58))
        #expect(g("a") == Rect(x: 0, y: 5, width: 30, height: 10))
        #expect(g("b") == Rect(x: 48, y: 0, width: 20, height: 20))
        #expect(g("c") == Rect(x: 10, y: 28, width: 10, height: 30))
        #expect(g("d") == Rect(x: 38, y: 38, width: 40, height: 10))
    }

    @Test("GA2, GA3, GS8: explicit spacing verbatim — 0/0 70×50, 3/5 73×55, −10/−5 60×45")
    func explicitSpacing() {
        #expect(layout(ga1, nil, nil, horizontalSpacing: 0, verticalSpacing: 0).size == Size(width: 70, height: 50))
        let three = layout(ga1, nil, nil, horizontalSpacing: 3, verticalSpacing: 5)
        #expect(three.size == Size(width: 73, height: 55))
        #expect(three("d") == Rect(x: 33, y: 35, width: 40, height: 10))
        let negative = layout(ga1, nil, nil, horizontalSpacing: -10, verticalSpacing: -5)
        #expect(negative.size == Size(width: 60, height: 45))
        #expect(negative("d") == Rect(x: 20, y: 25, width: 40, height: 10))
    }

    @Test("GA4, GA7: a short row leaves its missing cells empty; an empty GridRow is no row")
    func unevenAndEmptyRows() {
        let uneven = layout([row(fixed("a", 30, 10), fixed("b", 20, 20), fixed("e", 5, 5)), row(fixed("c", 10, 30))], nil, nil)
        #expect(uneven.size == Size(width: 71, height: 58))
        #expect(uneven("e") == Rect(x: 66, y: 7.5, width: 5, height: 5))
        #expect(uneven("c") == Rect(x: 10, y: 28, width: 10, height: 30))
        let gap = layout([row(fixed("a", 30, 10)), row(), row(fixed("c", 10, 30))], nil, nil)
        #expect(gap.size == Size(width: 30, height: 48))
        #expect(gap("c") == Rect(x: 10, y: 18, width: 10, height: 30))
        #expect(layout([], nil, nil).size == .zero)
    }

    @Test("GA8, GA9: views outside a GridRow are rows of one cell spanning every column")
    func nonRowChildren() {
        let nilProposal = layout([fixed("x", 30, 10), fixed("y", 10, 20)], nil, nil)
        #expect(nilProposal.size == Size(width: 30, height: 38))
        #expect(nilProposal("y") == Rect(x: 10, y: 18, width: 10, height: 20))
        let finite = layout([fixed("x", 30, 10), flexible("y")], 200, 100)
        #expect(finite.size == Size(width: 200, height: 100))
        #expect(finite("x") == Rect(x: 85, y: 0, width: 30, height: 10))
        #expect(finite("y") == Rect(x: 0, y: 18, width: 200, height: 82))
    }

    @Test("GP1: fixed content does not fill a 200×200 proposal — 78×58")
    func fixedContentAtFiniteProposal() {
        let g = layout(ga1, 200, 200)
        #expect(g.size == Size(width: 78, height: 58))
        #expect(g("d") == Rect(x: 38, y: 38, width: 40, height: 10))
    }

    @Test("GP2: the fixed cells are served first, the flexible one gets what is left: 152 = 200 − 8 − 40")
    func flexibleCellGetsTheRest() {
        let g = layout(gp2, 200, 100)
        #expect(g.size == Size(width: 200, height: 100))
        #expect(g("a") == Rect(x: 0, y: 0, width: 152, height: 62))
        #expect(g("b") == Rect(x: 170, y: 21, width: 20, height: 20))
        #expect(g("c") == Rect(x: 71, y: 70, width: 10, height: 30))
        #expect(g("d") == Rect(x: 160, y: 80, width: 40, height: 10))
    }

    @Test("GP3, GP5, GP6, GP7: GP2's grid at nil×nil, 200×nil, nil×100; one flexible cell at 100×100")
    func nilAxes() {
        let none = layout(gp2, nil, nil)
        #expect(none.size == Size(width: 58, height: 58))
        #expect(none("a") == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(none("d") == Rect(x: 18, y: 38, width: 40, height: 10))
        let wide = layout(gp2, 200, nil)
        #expect(wide.size == Size(width: 200, height: 58))
        #expect(wide("a") == Rect(x: 0, y: 0, width: 152, height: 20))
        #expect(wide("c") == Rect(x: 71, y: 28, width: 10, height: 30))
        let tall = layout(gp2, nil, 100)
        #expect(tall.size == Size(width: 58, height: 100))
        #expect(tall("a") == Rect(x: 0, y: 0, width: 10, height: 62))
        #expect(tall("b") == Rect(x: 28, y: 21, width: 20, height: 20))
        #expect(tall("d") == Rect(x: 18, y: 80, width: 40, height: 10))
        #expect(layout([row(flexible("a"))], 100, 100)("a") == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("GF4, GF5: a clamped cell takes what is left up to its bound — 198×100 and 98×88")
    func clampedCells() {
        let wide = layout([row(clamp("a", 0, 150), fixed("b", 20, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))], 200, 100)
        #expect(wide.size == Size(width: 198, height: 100))
        #expect(wide("a") == Rect(x: 0, y: 0, width: 150, height: 62))
        #expect(wide("b") == Rect(x: 168, y: 21, width: 20, height: 20))
        let small = layout([row(clamp("a", 0, 50), fixed("b", 20, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))], 200, 100)
        #expect(small.size == Size(width: 98, height: 88))
        #expect(small("a") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(small("c") == Rect(x: 20, y: 58, width: 10, height: 30))
    }

    @Test("GF6, GF8: flexible cells of one group share equally — 96 each; 82 each after a 20-pt cell")
    func equalShares() {
        let two = layout([row(flexible("a"), fixed("b", 20, 20)), row(fixed("c", 10, 30), flexible("d"))], 200, 100)
        #expect(two("a") == Rect(x: 0, y: 0, width: 96, height: 46))
        #expect(two("d") == Rect(x: 104, y: 54, width: 96, height: 46))
        #expect(two("b") == Rect(x: 142, y: 13, width: 20, height: 20))
        let three = layout([row(fixed("a", 20, 20), flexible("b"), flexible("c"))], 200, 100)
        #expect(three.size == Size(width: 200, height: 100))
        #expect(three("a") == Rect(x: 0, y: 40, width: 20, height: 20))
        #expect(three("b") == Rect(x: 28, y: 0, width: 82, height: 100))
        #expect(three("c") == Rect(x: 118, y: 0, width: 82, height: 100))
    }

    @Test("GF7: a fixed cell wider than its share overflows the proposal — 138×100 at 100×100")
    func overflow() {
        let g = layout([row(flexible("a"), fixed("b", 120, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))], 100, 100)
        #expect(g.size == Size(width: 138, height: 100))
        #expect(g("a") == Rect(x: 0, y: 0, width: 10, height: 62))
        #expect(g("b") == Rect(x: 18, y: 21, width: 120, height: 20))
        #expect(g("d") == Rect(x: 58, y: 80, width: 40, height: 10))
    }

    @Test("GF9, GF11: the less flexible cell is served first — 30 then 55; 20, then 82, then 20")
    func flexibilityOrder() {
        let g9 = layout([row(widthClamp("a", 0, 30, height: 10), widthClamp("b", 0, 55, height: 10))], 100, 100)
        #expect(g9.size == Size(width: 93, height: 10))
        #expect(g9("b") == Rect(x: 38, y: 0, width: 55, height: 10))
        let g11 = layout([row(widthClamp("a", 10, 20, height: 10), heightFlexible("b", width: 20), widthClamp("c", 10, 160, height: 30))],
                         200, 100)
        #expect(g11.size == Size(width: 138, height: 100))
        #expect(g11("a") == Rect(x: 0, y: 45, width: 20, height: 10))
        #expect(g11("b") == Rect(x: 28, y: 0, width: 20, height: 100))
        #expect(g11("c") == Rect(x: 56, y: 35, width: 82, height: 30))
    }

    @Test("GF12, GF13: an axis proposed nil adds no flexibility — 50, 30, 54 at 150×nil; 44.67, 30, 59.33 at 150×100")
    func nilAxisFlexibility() {
        let rows = [row(clamp("a", 10, 50), heightFlexible("b", width: 30), flexible("c"))]
        let open = layout(rows, 150, nil)
        #expect(open.size == Size(width: 150, height: 10))
        #expect(open("a") == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(open("c") == Rect(x: 96, y: 0, width: 54, height: 10))
        let closed = layout(rows, 150, 100)
        #expect(closed("a") == Rect(x: 0, y: 25, width: 44.67, height: 50))
        #expect(closed("b") == Rect(x: 52.67, y: 0, width: 30, height: 100))
        #expect(closed("c") == Rect(x: 90.67, y: 0, width: 59.33, height: 100))
    }

    @Test("GS1, GS2: no gap beside a Spacer, which is served last — 190×80 and 48×80")
    func spacerCells() {
        let g = layout([row(ViewNode.spacer().id("s"), fixed("b", 20, 20)), row(fixed("c", 10, 30), fixed("d", 40, 10))], 200, 100)
        #expect(g.size == Size(width: 190, height: 80))
        #expect(g("s") == Rect(x: 0, y: 0, width: 142, height: 42))
        #expect(g("b") == Rect(x: 160, y: 11, width: 20, height: 20))
        let tall = layout([row(fixed("a", 30, 10), ViewNode.spacer().id("s"), heightFlexible("c", width: 10))], nil, 80)
        #expect(tall.size == Size(width: 48, height: 80))
        #expect(tall("s") == Rect(x: 30, y: 0, width: 8, height: 80))
        #expect(tall("c") == Rect(x: 38, y: 0, width: 10, height: 80))
    }

    @Test("GX1, GX2, GX6: a span's shortfall is spread over its columns (51/41); a short span is centred; spans clamp")
    func spans() {
        let wide = layout([row(fixed("a", 30, 10), fixed("b", 20, 20)), row(fixed("c", 100, 10).gridCellColumns(2))], nil, nil)
        #expect(wide.size == Size(width: 100, height: 38))
        #expect(wide("a") == Rect(x: 10.5, y: 5, width: 30, height: 10))
        #expect(wide("b") == Rect(x: 69.5, y: 0, width: 20, height: 20))
        #expect(wide("c") == Rect(x: 0, y: 28, width: 100, height: 10))
        let narrow = layout([row(fixed("a", 30, 10), fixed("b", 20, 20)), row(fixed("c", 10, 10).gridCellColumns(2))], nil, nil)
        #expect(narrow.size == Size(width: 58, height: 38))
        #expect(narrow("c") == Rect(x: 24, y: 28, width: 10, height: 10))
        let clamped = layout([row(fixed("a", 30, 10), fixed("b", 20, 20)), row(fixed("x", 10, 10).gridCellColumns(5))], nil, nil)
        #expect(clamped.size == Size(width: 58, height: 38))
        #expect(clamped("x") == Rect(x: 24, y: 28, width: 10, height: 10))
    }

    @Test("GX3: a view between rows spans every column and widens them — 100×76")
    func nonRowChildWidens() {
        let g = layout([row(fixed("a", 30, 10), fixed("b", 20, 20)), fixed("x", 100, 10),
                        row(fixed("c", 10, 30), fixed("d", 40, 10))], nil, nil)
        #expect(g.size == Size(width: 100, height: 76))
        #expect(g("a") == Rect(x: 5.5, y: 5, width: 30, height: 10))
        #expect(g("x") == Rect(x: 0, y: 28, width: 100, height: 10))
        #expect(g("d") == Rect(x: 54.5, y: 56, width: 40, height: 10))
    }

    @Test("GX8, GX9, GX10: at a finite proposal a span is proposed its columns; it widens them once they are committed")
    func spansAtFiniteProposals() {
        let first = layout([row(fixed("x", 100, 10).gridCellColumns(2)), row(fixed("a", 30, 10), fixed("b", 20, 20))], 300, 100)
        #expect(first.size == Size(width: 100, height: 38))
        #expect(first("a") == Rect(x: 10.5, y: 23, width: 30, height: 10))
        let open = layout([row(fixed("a", 30, 10), flexible("b")), row(fixed("x", 100, 10).gridCellColumns(2))], 300, 100)
        #expect(open.size == Size(width: 300, height: 100))
        #expect(open("b") == Rect(x: 38, y: 0, width: 262, height: 82))
        #expect(open("x") == Rect(x: 100, y: 90, width: 100, height: 10))
        let later = layout([row(fixed("a", 30, 10), fixed("b", 20, 10)), row(flexible("x").gridCellColumns(2))], 300, 100)
        #expect(later.size == Size(width: 300, height: 100))
        #expect(later("a") == Rect(x: 60.5, y: 0, width: 30, height: 10))
        #expect(later("b") == Rect(x: 219.5, y: 0, width: 20, height: 10))
        #expect(later("x") == Rect(x: 0, y: 18, width: 300, height: 82))
    }

    @Test("GX12: a flexible view between rows is proposed the whole width — 300×114")
    func flexibleNonRowChild() {
        let g = layout([row(clamp("a", 20, 120), widthClamp("b", 0, 60, height: 30)), widthFlexible("x", height: 10)], 300, 200)
        #expect(g.size == Size(width: 300, height: 114))
        #expect(g("a") == Rect(x: 28, y: 0, width: 120, height: 96))
        #expect(g("b") == Rect(x: 212, y: 33, width: 60, height: 30))
        #expect(g("x") == Rect(x: 0, y: 104, width: 300, height: 10))
    }

    @Test("GU9, GU10: a flexible view between rows widens the grid to 200; unsized horizontally it is proposed the columns' 58 and does not")
    func unsizedAxes() {
        let rows = [row(fixed("a", 30, 10), fixed("b", 20, 20))]
        let widening = layout(rows + [widthFlexible("x", height: 1)], 200, 100)
        #expect(widening.size.width == 200)
        let unsized = layout(rows + [widthFlexible("x", height: 1).gridCellUnsizedAxes(horizontal: true)], 200, 100)
        #expect(unsized.size.width == 58)
        #expect(unsized("x") == Rect(x: 0, y: 28, width: 58, height: 1))
    }

    @Test("Alignment: Grid(alignment: .topLeading), GridRow(alignment: .bottom) for one row, gridCellAnchor(0.25, 1) for one cell")
    func alignments() {
        let g = layout([row(fixed("a", 30, 10), fixed("b", 20, 20)),
                        ViewNode.gridRow(alignment: .bottom, [fixed("c", 10, 30), fixed("d", 40, 10)]),
                        row(fixed("e", 10, 10).gridCellAnchor(x: 0.25, y: 1), fixed("f", 10, 30))],
                       nil, nil, alignment: .topLeading)
        #expect(g("a") == Rect(x: 0, y: 0, width: 30, height: 10))      // top leading in its 30×20 slot
        #expect(g("d") == Rect(x: 38, y: 48, width: 40, height: 10))    // bottom of the 30-tall row at y 28
        #expect(g("e") == Rect(x: 5, y: 86, width: 10, height: 10))     // x 0.25 × (30 − 10), y 66 + (30 − 10)
    }
}
