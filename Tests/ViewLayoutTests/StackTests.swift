import LayoutCore
import Testing
@testable import ViewLayout

@Suite("Stacks (reference §4)")
struct StackTests {
    @Test("default spacing: 8 between plain views, 0 next to a Spacer, explicit spacing wins")
    func spacing() {
        let r = layout(ViewNode.hStack([rigid(10).id("a"), rigid(10).id("b"), ViewNode.spacer().id("s"), rigid(10).id("c")]).frame(width: 200))
        #expect(frame("b", in: r).minX - frame("a", in: r).maxX == 8)
        #expect(frame("s", in: r).minX == frame("b", in: r).maxX)
        #expect(frame("c", in: r).minX == frame("s", in: r).maxX)
        #expect(frame("s", in: r).width == 200 - 38)
        let e = layout(ViewNode.hStack(spacing: 3, [rigid(10).id("a"), ViewNode.spacer(), rigid(10).id("b")]).fixedSize())
        #expect(frame("b", in: e).minX - frame("a", in: e).maxX == 3 + 8 + 3)   // Spacer's ideal length 8
    }

    @Test("vertical spacing next to Text follows the font metrics (iOS 17 rules, unverified)")
    func textSpacing() {
        let t = TextSpacing(metrics: TextMetrics(charWidth: 10, lineHeight: 20), displayScale: 2)
        // lineHeight 20: ascender 15.97, descender 4.03, cap height 11.8, leading 0
        #expect(t.top == 6.5)        // 1.1 × 20 − 15.97 = 6.03 → 6.5 on the 2× grid
        #expect(t.bottom == 10.5)    // max(22 − 11.8, 2 + 4.03) = 10.2 → 10.5
        #expect(t.textToText == 0)
        let r = layout(ViewNode.vStack([ViewNode.text("a").id("a"), ViewNode.text("b").id("b"), ViewNode.color().frame(width: 5, height: 5).id("c"),
                                        ViewNode.color().id("d"), ViewNode.text("e").id("e")]))
        #expect(frame("b", in: r).minY - frame("a", in: r).maxY == 0)
        // a fixed frame resets the spacing on its axes: back to 8
        #expect(frame("c", in: r).minY - frame("b", in: r).maxY == 8)
        #expect(frame("d", in: r).minY - frame("c", in: r).maxY == 8)
        #expect(frame("e", in: r).minY - frame("d", in: r).maxY == 6.5)
        // horizontally Text is like any view: 8
        let h = layout(ViewNode.hStack([ViewNode.text("a").id("a"), ViewNode.text("b").id("b")]))
        #expect(frame("b", in: h).minX - frame("a", in: h).maxX == 8)
    }

    @Test("Σ children + Σ spacing even beyond the proposal")
    func overflow() {
        let r = layout(ViewNode.hStack(spacing: 10, [rigid(100), rigid(100), rigid(100)]).id("s").frame(width: 200).id("f"))
        #expect(frame("s", in: r).width == 320)
        #expect(frame("s", in: r).minX == frame("f", in: r).minX - 60)
    }

    @Test("flexibility order: the least flexible child is offered its share first")
    func flexibilityOrder() {
        // text (min 10, max 200) is sized before a Color (0…∞) regardless of declaration order
        let r = layout(ViewNode.hStack(spacing: 0, [ViewNode.color().id("c"), ViewNode.text(digits(20)).id("t")]).frame(width: 300, height: 100))
        #expect(frame("t", in: r).width == 150)
        #expect(frame("c", in: r).width == 150)
        let wide = layout(ViewNode.hStack(spacing: 0, [ViewNode.color().id("c"), ViewNode.text(digits(5)).id("t")]).frame(width: 300, height: 100))
        #expect(frame("t", in: wide).width == 50)
        #expect(frame("c", in: wide).width == 250)
    }

    @Test("among infinitely flexible children the larger minimum goes first")
    func largerMinFirst() {
        let r = layout(ViewNode.hStack(spacing: 0, [ViewNode.color().frame(minWidth: 50).id("a"), ViewNode.color().frame(minWidth: 200).id("b")])
            .frame(width: 300, height: 10))
        // b first: offered 150 → 200; a gets 100
        #expect(frame("b", in: r).width == 200)
        #expect(frame("a", in: r).width == 100)
    }

    @Test("a Spacer goes last and takes the leftover; several spacers share it")
    func spacers() {
        let r = layout(ViewNode.hStack(spacing: 0, [ViewNode.spacer().id("s1"), ViewNode.text(digits(10)).id("t"), ViewNode.spacer().id("s2")]).frame(width: 300))
        #expect(frame("t", in: r).width == 100)
        #expect(frame("s1", in: r).width == 100 && frame("s2", in: r).width == 100)
    }

    @Test("a nil major proposal asks every child for its ideal")
    func nilMajor() {
        let s = size(ViewNode.vStack(spacing: 0, [ViewNode.text(digits(3)), ViewNode.color()]), 200, nil)
        #expect(s == Size(width: 200, height: 30))
    }

    @Test("EmptyView takes no part: no spacing around it")
    func emptyView() {
        let r = layout(ViewNode.hStack([rigid(10).id("a"), ViewNode.empty, rigid(10).id("b")]))
        #expect(frame("b", in: r).minX - frame("a", in: r).maxX == 8)
    }

    @Test("ZStack: as large as its largest child, all aligned on one guide; lower priorities don't count")
    func zstack() {
        let r = layout(ViewNode.zStack(alignment: .bottomTrailing, [rigid(100, 50).id("a"), rigid(40, 80).id("b")]).id("z"))
        #expect(frame("z", in: r).size == Size(width: 100, height: 80))
        #expect(frame("a", in: r).maxX == frame("z", in: r).maxX && frame("b", in: r).maxY == frame("z", in: r).maxY)
        let p = layout(ViewNode.zStack([rigid(30, 30).layoutPriority(1), ViewNode.color().id("c")]).id("z"))
        #expect(frame("z", in: p).size == Size(width: 30, height: 30))
        #expect(frame("c", in: p).size == Size(width: 30, height: 30))   // proposed the stack's size at placement
    }

    @Test("right-to-left: HStack order and leading alignment mirror")
    func rightToLeft() {
        let view = ViewNode.vStack(alignment: .leading, spacing: 0, [
            ViewNode.hStack(spacing: 0, [rigid(50).id("first"), rigid(30).id("second")]),
            rigid(20).id("short"),
        ]).frame(width: 200, alignment: .leading).id("f")
        let ltr = layout(view), rtl = layout(view, direction: .rightToLeft)
        #expect(frame("first", in: ltr).minX == 100 && frame("second", in: ltr).minX == 150)
        #expect(frame("first", in: rtl).maxX == 300 && frame("second", in: rtl).maxX == 250)
        #expect(frame("short", in: ltr).minX == 100)
        #expect(frame("short", in: rtl).maxX == 300)
        // offset x is mirrored too
        let o = layout(rigid(10).id("c").offset(x: 20).id("o"), direction: .rightToLeft)
        #expect(frame("c", in: o).minX == frame("o", in: o).minX - 20)
    }

    /// Issue 14: `.layoutPriority(.nan)` never ended (NaN never equals itself, and children are grouped by
    /// equal priority). It counts as priority 0.
    @Test("a NaN layout priority counts as 0 and the stack terminates")
    func nanPriority() {
        let stack = ViewNode.hStack(spacing: 0, [ViewNode.color().frame(maxWidth: 80).layoutPriority(.nan).id("a"),
                                                ViewNode.color().frame(maxWidth: 80).id("b")]).frame(width: 100, height: 10)
        let r = layout(stack)
        #expect(frame("a", in: r).width == 50 && frame("b", in: r).width == 50)
    }
}
