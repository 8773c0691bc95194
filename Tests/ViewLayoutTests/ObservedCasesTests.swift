import LayoutCore
import Testing
@testable import ViewLayout

/// Reference §8.1: cases observed on real SwiftUI, and §8.2: cases derived from the algorithm.
@Suite("Observed and derived cases (reference §8)")
struct ObservedCasesTests {
    let rect = ViewNode.rectangle

    @Test("row 1: three Rectangles in a 300-wide HStack take 100 each")
    func row1() {
        let r = layout(ViewNode.hStack(spacing: 0, [rect.id("a"), rect.id("b"), rect.id("c")]).frame(width: 300, height: 100))
        #expect(["a", "b", "c"].map { frame($0, in: r).width } == [100, 100, 100])
        #expect(["a", "b", "c"].map { frame($0, in: r).minX } == [50, 150, 250])
    }

    @Test("row 2: maxWidth 100 gets 75, minWidth 100 gets 100, the stack draws out of bounds (175)")
    func row2() {
        let r = layout(ViewNode.hStack(spacing: 0, [rect.frame(maxWidth: 100).id("red"), rect.frame(minWidth: 100).id("green")])
            .id("stack").frame(width: 150, height: 100).id("frame"))
        #expect(frame("red", in: r).width == 75)
        #expect(frame("green", in: r).width == 100)
        #expect(frame("stack", in: r).width == 175)
        #expect(frame("stack", in: r).minX == frame("frame", in: r).minX - 12.5)
    }

    @Test("rows 3–4: two 80×80 images with spacing 10 make 170×80, even in a 140-wide preview", arguments: [200.0, 140])
    func rows3and4(width: Double) {
        let r = layout(ViewNode.hStack(spacing: 10, [rigid(80, 80), rigid(80, 80)]).id("s"), canvas: Size(width: width, height: 140))
        #expect(frame("s", in: r).size == Size(width: 170, height: 80))
        #expect(frame("s", in: r).minX == (width - 170) / 2)
    }

    @Test("row 5: the image is proposed 70 and takes 80; the first text is proposed the remaining 130 / 2 = 65")
    func row5() {
        let r = layout(ViewNode.hStack(spacing: 10, [
            rigid(80, 80).id("image"), ViewNode.text("a long title that wraps").id("long"), ViewNode.text("medium title").id("medium"),
        ]).frame(width: 230))
        #expect(r.node(named: "image")!.sizingProposals.contains(ProposedSize(width: 70, height: 300)))
        #expect(frame("image", in: r).width == 80)
        // the medium text is less flexible, so it is sized first and offered 65
        #expect(r.node(named: "medium")!.placementProposal.width == 65)
    }

    @Test("row 6: a 60×60 image in an 80×80 frame stays 60×60, centred")
    func row6() {
        let r = layout(rigid(60, 60).id("i").frame(width: 80, height: 80).id("f"))
        #expect(frame("i", in: r).size == Size(width: 60, height: 60))
        #expect(frame("i", in: r).minX - frame("f", in: r).minX == 10)
        #expect(frame("i", in: r).minY - frame("f", in: r).minY == 10)
    }

    @Test("row 7: a 60×60 image in a 40×80 frame overflows horizontally")
    func row7() {
        let r = layout(rigid(60, 60).id("i").frame(width: 40, height: 80).id("f"))
        #expect(frame("i", in: r).minX - frame("f", in: r).minX == -10)
        #expect(frame("f", in: r).width == 40)
    }

    @Test("rows 8–13: Color.black.frame(width: 80, height: 50) is 80×50 for every proposal",
          arguments: [(100.0, 100.0), (50, 40), (0, 0), (10, 10), (1000, 1000), (200, 200)])
    func rows8to13(w: Double, h: Double) {
        #expect(size(ViewNode.color("black").frame(width: 80, height: 50), w, h) == Size(width: 80, height: 50))
    }

    @Test("rows 14–17: Color takes the proposal", arguments: [(100.0, 100.0), (50, 50), (10000, 10000), (70, 90)])
    func rows14to17(w: Double, h: Double) {
        #expect(size(ViewNode.color("black"), w, h) == Size(width: w, height: h))
    }

    @Test("rows 18–19: fixed frames in 200×200")
    func rows18and19() {
        #expect(size(ViewNode.color("black").frame(width: 30, height: 20), 200, 200) == Size(width: 30, height: 20))
        #expect(size(ViewNode.color("black").frame(width: 150, height: 120), 200, 200) == Size(width: 150, height: 120))
    }

    @Test("row 38: Rectangle().fixedSize() is 10×10")
    func row38() {
        #expect(size(rect.fixedSize(), 300, 300) == Size(width: 10, height: 10))
    }

    @Test("row 41: a short Text in .frame(maxHeight: 200) next to an image is 200 tall")
    func row41() {
        let r = layout(ViewNode.hStack([rigid(40, 40), ViewNode.text("Title").frame(maxHeight: 200).id("t")]))
        #expect(frame("t", in: r).height == 200)
    }

    @Test("row 42: a very long title wraps into at most 200 points and the rest is truncated")
    func row42() {
        let long = Array(repeating: "word", count: 200).joined(separator: " ")
        let r = layout(ViewNode.hStack([rigid(80, 80), ViewNode.text(long).id("text").frame(maxHeight: 200).id("t")]))
        #expect(frame("t", in: r).height == 200)
        let lines = r.node(named: "text")!.textLines!.lines
        #expect(lines.count == 10)
        #expect(lines.last!.hasSuffix("…"))
    }

    @Test("row 43: VStack{Text; Color; Text}.fixedSize() makes the Color as wide as the widest Text")
    func row43() {
        let r = layout(ViewNode.vStack([ViewNode.text("short"), ViewNode.color().id("c"), ViewNode.text("the longest one")]).fixedSize())
        #expect(frame("c", in: r).width == 150)
        #expect(frame("c", in: r).height == 10)
    }

    @Test("row 44: .background keeps the −1 priority, so blue gets its minimum 0 and red fills")
    func row44() {
        let r = layout(ViewNode.hStack([ViewNode.color("red").id("red"),
                                        ViewNode.color("blue").layoutPriority(-1).background(ViewNode.color("red")).id("blue")]))
        #expect(frame("blue", in: r).width == 0)
        #expect(frame("red", in: r).width == 392)
    }

    @Test("row 45: Ellipse in a fixed frame, and with only a height in a VStack")
    func row45() {
        #expect(size(ViewNode(.shape(.ellipse)).frame(width: 200, height: 100), 400, 300) == Size(width: 200, height: 100))
        let r = layout(ViewNode.vStack([ViewNode(.shape(.ellipse)).frame(height: 100).id("e")]))
        #expect(frame("e", in: r).size == Size(width: 400, height: 100))
    }

    @Test("row 46: spacing 7.5, order green, blue, red; widths 30/50/100 at x 0, 107.5, 145")
    func row46() {
        let r = layout(ViewNode.hStack(spacing: 7.5, [
            ViewNode.color("red").frame(minWidth: 100).id("red"), ViewNode.color("green").frame(width: 30).id("green"),
            ViewNode.color("blue").frame(maxWidth: 50).id("blue"),
        ]).id("stack").frame(width: 150, height: 100))
        let x0 = frame("stack", in: r).minX
        #expect(["red", "green", "blue"].map { frame($0, in: r).width } == [100, 30, 50])
        #expect(["red", "green", "blue"].map { frame($0, in: r).minX - x0 } == [0, 107.5, 145])
        #expect(frame("stack", in: r).width == 195)
        // the medium-flexible blue was offered (135 − 30) / 2 = 52.5
        #expect(r.node(named: "blue")!.sizingProposals.contains(ProposedSize(width: 52.5, height: 100)))
    }

    @Test("§8.2: a leading VStack of 150 and 40 proposed 100 is 150×48 and overflows", arguments: [
        (HorizontalAlignment.leading, 0.0), (.trailing, 110), (.center, 55),
    ])
    func vstackOverflow(alignment: HorizontalAlignment, secondX: Double) {
        let stack = ViewNode.vStack(alignment: alignment, [rigid(150, 20).id("a"), rigid(40, 20).id("b")]).id("s")
        let r = layout(stack.frame(width: 100, height: 300).id("f"))
        #expect(frame("s", in: r).size == Size(width: 150, height: 48))
        #expect(frame("s", in: r).minX - frame("f", in: r).minX == -25)
        #expect(frame("b", in: r).minX - frame("s", in: r).minX == secondX)
        #expect(frame("b", in: r).minY - frame("s", in: r).minY == 28)
    }

    @Test("§8.2: HStack{Color; Color.layoutPriority(1); Color} in 300 → 0 / 284 / 0")
    func priorityGroups() {
        let r = layout(ViewNode.hStack([ViewNode.color().id("a"), ViewNode.color().layoutPriority(1).id("b"), ViewNode.color().id("c")])
            .frame(width: 300, height: 100))
        #expect(["a", "b", "c"].map { frame($0, in: r).width } == [0, 284, 0])
    }

    @Test("§8.2: HStack{Color; Color} in 300 → 146 + 8 + 146; with nil proposal 28×10")
    func twoColors() {
        let r = layout(ViewNode.hStack([ViewNode.color().id("a"), ViewNode.color().id("b")]).frame(width: 300, height: 100))
        #expect(frame("a", in: r).width == 146 && frame("b", in: r).width == 146)
        #expect(frame("b", in: r).minX - frame("a", in: r).maxX == 8)
        #expect(size(ViewNode.hStack([ViewNode.color(), ViewNode.color()]), nil, nil) == Size(width: 28, height: 10))
    }
}
