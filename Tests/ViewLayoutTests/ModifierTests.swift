import LayoutCore
import Testing
@testable import ViewLayout

@Suite("Modifiers (reference §3, §6)")
struct ModifierTests {
    @Test("fixed frame: one axis fixed proposes the other as received")
    func fixedOneAxis() {
        #expect(size(ViewNode.text(digits(30)).frame(width: 100), 400, 300) == Size(width: 100, height: 60))
        #expect(size(ViewNode.color().frame(height: 40), 123, 300) == Size(width: 123, height: 40))
    }

    /// Reference §11.3, observed on real SwiftUI (MetalUI `swiftui-layout-input-validation.swift`, macOS
    /// 26.6): `Rectangle().frame(width: 20, height: 20).frame(width: -10)` is 0 wide, as is `-.infinity`;
    /// `+.infinity` and `.nan` are ignored (the child's 20). Every one of them prints SwiftUI's warning.
    @Test("fixed frame: a negative length is 0, +∞ and NaN are ignored, each with a warning, per axis")
    func fixedInvalid() {
        let child = ViewNode.rectangle.frame(width: 20, height: 20)
        for width in [-10, -Double.infinity] {
            let r = layout(child.frame(width: width).id("f"))
            #expect(frame("f", in: r).size == Size(width: 0, height: 20))
            #expect(r.node(named: "f")!.warnings == ["Invalid frame dimension (negative or non-finite)."])
        }
        for width in [Double.infinity, .nan] {
            let r = layout(child.frame(width: width).id("f"))
            #expect(frame("f", in: r).size == Size(width: 20, height: 20))
            #expect(r.node(named: "f")!.warnings == ["Invalid frame dimension (negative or non-finite)."])
        }
        #expect(size(ViewNode.color().frame(width: -10, height: 50), 400, 300) == Size(width: 0, height: 50))
        #expect(size(ViewNode.color().frame(width: 30, height: .infinity), 400, 300) == Size(width: 30, height: 300))
        #expect(size(ViewNode.color().frame(width: .nan, height: 20), 77, 300) == Size(width: 77, height: 20))
        #expect(layout(child.frame(width: 30).id("f")).node(named: "f")!.warnings.isEmpty)
    }

    @Test("padding: default 16, per-edge forms, proposals inset, negative insets")
    func padding() {
        #expect(size(ViewNode.text("abc").padding(), nil, nil) == Size(width: 62, height: 52))
        #expect(size(ViewNode.text("abc").padding(.horizontal, 20), nil, nil) == Size(width: 70, height: 20))
        #expect(size(ViewNode.color().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), 100, 100) == Size(width: 100, height: 100))
        #expect(size(ViewNode.color().padding(-10), 100, 100) == Size(width: 100, height: 100))
        #expect(size(ViewNode.color().padding(-10), 0, 0) == Size(width: 0, height: 0))   // child 20 − 20, clamped at 0
        #expect(size(ViewNode.text(digits(10)).padding(20), 100, nil) == Size(width: 100, height: 80))
        let r = layout(ViewNode.color().id("c").padding(EdgeInsets(top: 5, leading: 7, bottom: 0, trailing: 0)).frame(width: 100, height: 100).id("f"))
        #expect(frame("c", in: r) == Rect(x: frame("f", in: r).minX + 7, y: frame("f", in: r).minY + 5, width: 93, height: 95))
    }

    @Test("offset moves only the drawing; the offset node keeps the original frame")
    func offset() {
        let r = layout(ViewNode.hStack(spacing: 0, [rigid(50).id("a").offset(x: 10, y: 5).id("o"), rigid(50).id("b")]))
        #expect(frame("a", in: r).minX == frame("o", in: r).minX + 10)
        #expect(frame("a", in: r).minY == frame("o", in: r).minY + 5)
        #expect(frame("b", in: r).minX == frame("o", in: r).maxX)   // the sibling does not move
    }

    @Test("fixedSize proposes nil on the fixed axes")
    func fixedSize() {
        #expect(size(ViewNode.text(digits(30)).fixedSize(), 100, 100) == Size(width: 300, height: 20))
        #expect(size(ViewNode.text(digits(30)).fixedSize(horizontal: false, vertical: true), 100, 10) == Size(width: 100, height: 60))
    }

    /// fixedSize hides it on real SwiftUI 27 (MetalUI `swiftui-stack-algorithms.swift` K2c).
    @Test("layoutPriority survives overlay, background and offset; frames, padding and fixedSize reset it")
    func priorityRules() {
        func width(_ wrapped: ViewNode) -> Double {
            let r = layout(ViewNode.hStack(spacing: 0, [ViewNode.color(), wrapped.id("w")]).frame(width: 300, height: 10))
            return frame("w", in: r).width
        }
        let p = ViewNode.color().layoutPriority(1)
        #expect(width(p) == 300)
        #expect(width(p.background(ViewNode.color())) == 300)
        #expect(width(p.overlay(ViewNode.color())) == 300)
        #expect(width(p.offset(x: 3)) == 300)
        #expect(width(p.fixedSize(horizontal: false, vertical: false)) == 150)
        #expect(width(p.border("red")) == 300)
        #expect(width(p.frame(maxWidth: .infinity)) == 150)
        #expect(width(p.padding(0)) == 150)
    }

    @Test("overlay and background: the secondary is proposed the primary's size and aligned, possibly overflowing")
    func decorations() {
        let r = layout(rigid(100, 40).id("p").overlay(alignment: .topTrailing, ViewNode.text("abcdefghijkl").id("o")).id("ov"))
        let p = frame("p", in: r), o = frame("o", in: r)
        #expect(frame("ov", in: r) == p)
        #expect(r.node(named: "o")!.placementProposal == ProposedSize(width: 100, height: 40))
        #expect(o.size == Size(width: 100, height: 40))      // wrapped into 100: "abcdefghij" / "kl"
        #expect(o.maxX == p.maxX && o.minY == p.minY)
        let b = layout(rigid(20, 20).id("p").background(rigid(60, 60).id("bg")))
        #expect(frame("bg", in: b).minX == frame("p", in: b).minX - 20)   // centred, overflows on both sides
    }

    @Test("border has no layout effect")
    func border() {
        #expect(size(ViewNode.text("abc").border("red", width: 5), nil, nil) == Size(width: 30, height: 20))
    }

    @Test("root: proposed the canvas minus the safe area and centred in it")
    func root() {
        let r = layout(rigid(100, 50).id("v"), canvas: Size(width: 400, height: 300), safeArea: EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0))
        #expect(frame("v", in: r) == Rect(x: 150, y: 40 + (240 - 50) / 2, width: 100, height: 50))
        let full = layout(ViewNode.color().id("c"), safeArea: EdgeInsets(top: 40, leading: 10, bottom: 20, trailing: 30))
        #expect(frame("c", in: full) == Rect(x: 10, y: 40, width: 360, height: 240))
    }
}
