import LayoutCore
import Testing
@testable import ViewLayout

/// Alignment guides and text baselines (issue 15, point 5). The baseline tests hold the numbers MetalUI's
/// `swiftui-text-semantics.swift` probe recorded on real SwiftUI (arms B1, B2, X3), in a text model set to
/// the probe's 13-pt font: "Hg" is 17.5×16 with its baseline at 13. The 26-pt Text of B2 (33.5×30, baseline
/// 25) cannot be a scaled monospaced font, so it is a 33.5×30 view whose baselines are set by alignmentGuide.
/// The other guide rules come from OpenSwiftUI (`StackLayout`, `FrameLayout`, `OverlayModifier`) and carry
/// their arithmetic in each test.
@Suite struct AlignmentGuideTests {
    let settings13 = LayoutSettings(canvas: Size(width: 400, height: 300),
                                    text: TextMetrics(charWidth: 8.75, lineHeight: 16, ascender: 13, fontSize: 13))

    func laid(_ view: ViewNode, settings: LayoutSettings? = nil) -> LayoutResult {
        ViewLayoutEngine.layout(view, settings: settings ?? settings13)
    }

    /// `name`'s frame relative to `origin`'s.
    func frame(_ name: String, from origin: String, in r: LayoutResult) -> Rect {
        let f = ViewLayoutTests.frame(name, in: r), o = ViewLayoutTests.frame(origin, in: r)
        return Rect(x: f.minX - o.minX, y: f.minY - o.minY, width: f.width, height: f.height)
    }

    func block(_ name: String, _ w: Double, _ h: Double) -> ViewNode { ViewNode.color().frame(width: w, height: h).id(name) }
    /// B2's 26-pt Text: 33.5×30, both baselines at 25.
    var text26: ViewNode {
        block("t26", 33.5, 30).alignmentGuide(.vertical(.firstTextBaseline), .number(25))
            .alignmentGuide(.vertical(.lastTextBaseline), .number(25))
    }
    var b2Children: [ViewNode] { [ViewNode.text("Hg").id("t13"), text26, ViewNode.text("Hg\nHg").id("two"), block("color", 10, 10)] }

    @Test("B2: HStack(alignment: .firstTextBaseline) — 78.5×44, the children at y 12, 0, 12, 15 (observed)")
    func firstTextBaseline() {
        let r = laid(ViewNode.hStack(alignment: .firstTextBaseline, spacing: 0, b2Children).id("stack"))
        #expect(frame("stack", from: "stack", in: r).size == Size(width: 78.5, height: 44))
        #expect(frame("t13", from: "stack", in: r) == Rect(x: 0, y: 12, width: 17.5, height: 16))
        #expect(frame("t26", from: "stack", in: r).minY == 0)
        #expect(frame("two", from: "stack", in: r) == Rect(x: 51, y: 12, width: 17.5, height: 32))
        #expect(frame("color", from: "stack", in: r) == Rect(x: 68.5, y: 15, width: 10, height: 10))
    }

    @Test("B2: HStack(alignment: .lastTextBaseline) — 78.5×34, the children at y 16, 4, 0, 19 (observed)")
    func lastTextBaseline() {
        let r = laid(ViewNode.hStack(alignment: .lastTextBaseline, spacing: 0, b2Children).id("stack"))
        #expect(frame("stack", from: "stack", in: r).size == Size(width: 78.5, height: 34))
        #expect(frame("t13", from: "stack", in: r).minY == 16)
        #expect(frame("t26", from: "stack", in: r).minY == 4)
        #expect(frame("two", from: "stack", in: r).minY == 0)
        #expect(frame("color", from: "stack", in: r).minY == 19)
    }

    @Test("B1: a VStack's last baseline is its bottom Text's, 16 + 25 = 41 (observed); read here by a 10×10 view aligned on it")
    func stackCombinesBaselines() {
        let column = ViewNode.vStack(spacing: 0, [ViewNode.text("Hg"), text26]).id("column")
        let r = laid(ViewNode.hStack(alignment: .lastTextBaseline, spacing: 0, [column, block("color", 10, 10)]).id("stack"))
        #expect(frame("column", from: "stack", in: r) == Rect(x: 0, y: 0, width: 33.5, height: 46))
        #expect(frame("color", from: "stack", in: r).minY == 31)   // 41 − 10
    }

    @Test("B1, X3: padding shifts the baseline (8 + 13 = 21), a frame centres it (17 + 13 = 30), offset keeps it, a ScrollView has none")
    func singleChildLayouts() {
        func colorY(_ subject: ViewNode) -> Double {
            let r = laid(ViewNode.hStack(alignment: .firstTextBaseline, spacing: 0, [subject.id("subject"), block("color", 10, 10)]).id("stack"))
            return frame("color", from: "subject", in: r).minY
        }
        #expect(colorY(ViewNode.text("Hg").padding(8)) == 11)                 // baseline 21
        #expect(colorY(ViewNode.text("Hg").frame(height: 50)) == 20)          // baseline 30
        #expect(colorY(ViewNode.text("Hg").offset(y: 7)) == 3)                // baseline 13
        #expect(colorY(ViewNode.scrollView(ViewNode.text("Hg")).frame(height: 100)) == 90)   // the bottom, 100
    }

    @Test("A Text's baselines in the default model: the first at the ascender, 16; the last one line height further per line")
    func defaultModelBaselines() {
        let settings = LayoutSettings(canvas: Size(width: 400, height: 300))
        let r = laid(ViewNode.hStack(alignment: .lastTextBaseline, spacing: 0,
                                     [ViewNode.text("one\ntwo\nthree").id("text"), block("color", 10, 10)]).id("stack"), settings: settings)
        #expect(frame("color", from: "text", in: r).minY == 56 - 10)   // 2 × 20 + 16
        let first = laid(ViewNode.hStack(alignment: .firstTextBaseline, spacing: 0,
                                         [ViewNode.text("one\ntwo").id("text"), block("color", 10, 10)]).id("stack"), settings: settings)
        #expect(frame("color", from: "text", in: first).minY == 6)     // 16 − 10
    }

    @Test("A top guide of 25 lifts its view 25 above its neighbour: 100×150 and 100×100 make a 150-tall HStack, red at y 25")
    func topGuide() {
        let blue = block("blue", 100, 150).alignmentGuide(.vertical(.top), .number(25))
        let r = laid(ViewNode.hStack(alignment: .top, [blue, block("red", 100, 100)]).id("stack"))
        #expect(frame("stack", from: "stack", in: r).size == Size(width: 208, height: 150))
        #expect(frame("blue", from: "stack", in: r).minY == 0)
        #expect(frame("red", from: "stack", in: r).minY == 25)
    }

    @Test("A negative centre guide: ranges [20, 40] and [−20, 20] make the HStack 60 tall, a at y 40, b at y 0")
    func negativeGuide() {
        let a = block("a", 20, 20).alignmentGuide(.vertical(.center), .number(-20))
        let r = laid(ViewNode.hStack([a, block("b", 20, 40)]).id("stack"))
        #expect(frame("stack", from: "stack", in: r).size == Size(width: 48, height: 60))
        #expect(frame("a", from: "stack", in: r).minY == 40)
        #expect(frame("b", from: "stack", in: r).minY == 0)
    }

    @Test("A guide computed from the view's dimensions: d[.trailing] − 20 and d.width / 2 in a leading VStack")
    func computedGuides() {
        let indented = ViewNode.text("Indented").id("indented").alignmentGuide(.horizontal(.leading), .negate(.number(20)))
        let right = block("right", 40, 10).alignmentGuide(.horizontal(.leading), .subtract(.guide(.horizontal(.trailing)), .number(20)))
        let half = block("half", 60, 10).alignmentGuide(.horizontal(.leading), .divide(.width, .number(2)))
        let r = laid(ViewNode.vStack(alignment: .leading, spacing: 0, [block("title", 50, 10), indented, right, half]).id("stack"),
                     settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
        // Guides 0, −20, 20, 30: lines up at x 30 from the stack's left.
        #expect(frame("title", from: "stack", in: r).minX == 30)
        #expect(frame("indented", from: "stack", in: r).minX == 50)
        #expect(frame("right", from: "stack", in: r).minX == 10)
        #expect(frame("half", from: "stack", in: r).minX == 0)
        #expect(frame("stack", from: "stack", in: r).width == 130)   // 50 + 80 wide Text from x 50
    }

    @Test("Frame guides pass through padding (5 + 10 = 15) but stop at a container")
    func propagation() {
        let padded = block("b", 50, 10).alignmentGuide(.horizontal(.leading), .number(10)).padding(5).id("padded")
        let r = laid(ViewNode.vStack(alignment: .leading, spacing: 0, [block("a", 50, 10), padded]).id("stack"))
        #expect(frame("a", from: "stack", in: r).minX == 15)
        #expect(frame("padded", from: "stack", in: r).minX == 0)
        let wrapped = ViewNode.hStack([block("b", 50, 10).alignmentGuide(.horizontal(.leading), .number(10))]).id("wrapped")
        let stopped = laid(ViewNode.vStack(alignment: .leading, spacing: 0, [block("a", 50, 10), wrapped]).id("stack"))
        #expect(frame("a", from: "stack", in: stopped).minX == frame("wrapped", from: "stack", in: stopped).minX)
    }

    @Test("A frame places its child by the child's guide: leading guide −10 in a 100×50 leading frame puts a 40×20 view at (10, 15)")
    func frameAlignment() {
        let r = laid(block("c", 40, 20).alignmentGuide(.horizontal(.leading), .number(-10))
            .frame(width: 100, height: 50, alignment: .leading).id("frame"))
        #expect(frame("c", from: "frame", in: r) == Rect(x: 10, y: 15, width: 40, height: 20))
    }

    @Test("An overlay aligns on the primary's explicit guide: top guide 10 puts a top-aligned 20×20 overlay at (20, 10)")
    func overlayUsesPrimaryGuide() {
        let r = laid(block("p", 60, 40).alignmentGuide(.vertical(.top), .number(10))
            .overlay(alignment: .top, block("o", 20, 20)).id("view"))
        #expect(frame("o", from: "view", in: r) == Rect(x: 20, y: 10, width: 20, height: 20))
    }

    @Test("ZStack(alignment: .leading) with a leading guide of 30 on b: a at x 30, the stack spans both, 90 (FrameLab's model)")
    func zStackUnion() {
        let r = laid(ViewNode.zStack(alignment: .leading, [block("a", 60, 10), block("b", 20, 10).alignmentGuide(.horizontal(.leading), .number(30))])
            .id("stack"))
        #expect(frame("a", from: "stack", in: r).minX == 30)
        #expect(frame("b", from: "stack", in: r).minX == 0)
        #expect(frame("stack", from: "stack", in: r).width == 90)
    }
}
