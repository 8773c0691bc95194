import LayoutCore
import Testing
@testable import ViewLayout

/// `.safeAreaInset` and `.safeAreaPadding` (issue 15, point 6). No published measurement of real SwiftUI
/// records their numbers; the rules are OpenSwiftUI's (`InsetViewModifier`, whose nesting test is compared
/// with SwiftUI by snapshot) and Apple's documentation, and each test carries its arithmetic.
@Suite struct SafeAreaInsetTests {
    let canvas = Size(width: 300, height: 600)

    func laid(_ view: ViewNode, safeArea: EdgeInsets = .zero) -> LayoutResult {
        layout(view, canvas: canvas, safeArea: safeArea)
    }
    func bar(_ name: String, height: Double) -> ViewNode { ViewNode.color("yellow").frame(height: height).id(name) }

    @Test("A bottom bar with spacing 0: the view gets 600 − 40 = 560, the bar sits at the bottom edge")
    func bottomBar() {
        let r = laid(ViewNode.color().id("main").safeAreaInset(edge: .bottom, spacing: 0, bar("bar", height: 40)).id("screen"))
        #expect(frame("screen", in: r) == Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(frame("main", in: r) == Rect(x: 0, y: 0, width: 300, height: 560))
        #expect(frame("bar", in: r) == Rect(x: 0, y: 560, width: 300, height: 40))
    }

    @Test("Default spacing: 8 between two plain views, so the view gets 552 and the bar still sits at 560")
    func defaultSpacing() {
        let r = laid(ViewNode.color().id("main").safeAreaInset(edge: .bottom, bar("bar", height: 40)))
        #expect(frame("main", in: r).height == 552)
        #expect(frame("bar", in: r).minY == 560)
    }

    @Test("A top inset aligned .trailing: a 100×20 label at (200, 0); the view below it from 20 + 8")
    func topTrailing() {
        let label = ViewNode.color("blue").frame(width: 100, height: 20).id("label")
        let r = laid(ViewNode.color().id("main").safeAreaInset(edge: .top, alignment: .trailing, label))
        #expect(frame("label", in: r) == Rect(x: 200, y: 0, width: 100, height: 20))
        #expect(frame("main", in: r) == Rect(x: 0, y: 28, width: 300, height: 572))
    }

    @Test("Nested insets: the last written claims its edge first, across the whole width or height (OpenSwiftUI's snapshot test)")
    func nesting() {
        let view = ViewNode.color().id("red")
            .safeAreaInset(edge: .leading, spacing: 0, ViewNode.color("green").frame(width: 10).id("green"))
            .safeAreaInset(edge: .top, spacing: 0, ViewNode.color("blue").frame(height: 20).id("blue"))
            .safeAreaInset(edge: .trailing, spacing: 0, ViewNode.color("gray").frame(width: 30).id("gray"))
            .safeAreaInset(edge: .bottom, spacing: 0, ViewNode.color("yellow").frame(height: 40).id("yellow"))
        let r = laid(view)
        #expect(frame("yellow", in: r) == Rect(x: 0, y: 560, width: 300, height: 40))
        #expect(frame("gray", in: r) == Rect(x: 270, y: 0, width: 30, height: 560))
        #expect(frame("blue", in: r) == Rect(x: 0, y: 0, width: 270, height: 20))
        #expect(frame("green", in: r) == Rect(x: 0, y: 20, width: 10, height: 540))
        #expect(frame("red", in: r) == Rect(x: 10, y: 20, width: 260, height: 540))
    }

    @Test("The view's safe area grows by the bar and the spacing: a background that ignores it reaches under the bar (48)")
    func ignoresSafeAreaUnderTheBar() {
        let r = laid(ViewNode.color().id("content").background(style: "blue").id("list")
            .safeAreaInset(edge: .bottom, bar("bar", height: 40)))
        #expect(frame("content", in: r) == Rect(x: 0, y: 0, width: 300, height: 552))
        let fill = r.node(named: "list")!.children[1]
        #expect(fill.frame == Rect(x: 0, y: 0, width: 300, height: 600))
        let grown = laid(ViewNode.color().ignoresSafeArea().id("ignoring").safeAreaInset(edge: .bottom, bar("bar", height: 40)))
        #expect(frame("ignoring", in: grown).height == 552)
        #expect(grown.node(named: "ignoring")!.children[0].frame == Rect(x: 0, y: 0, width: 300, height: 600))
    }

    @Test("In a window with a 34-pt home indicator, a background ignoring the safe area goes through the bar's band to the screen edge")
    func throughBothSafeAreas() {
        let r = laid(ViewNode.color().id("content").background(style: "blue").id("list").safeAreaInset(edge: .bottom, bar("bar", height: 40)),
                     safeArea: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))
        #expect(frame("bar", in: r) == Rect(x: 0, y: 526, width: 300, height: 40))
        #expect(r.node(named: "list")!.children[1].frame == Rect(x: 0, y: 0, width: 300, height: 600))
    }

    @Test("safeAreaPadding sizes as padding (a 100×100 view with 10/20/30/40 is 160×140) but a view inside that ignores the safe area fills the band")
    func safeAreaPadding() {
        let insets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let sized = laid(ViewNode.color().frame(width: 100, height: 100).id("leaf").safeAreaPadding(insets).id("padded").fixedSize())
        #expect(frame("padded", in: sized).size == Size(width: 160, height: 140))
        #expect(frame("leaf", in: sized).minX - frame("padded", in: sized).minX == 20)
        let filled = laid(ViewNode.color().ignoresSafeArea().id("fill").safeAreaPadding(EdgeInsets(all: 20)))
        #expect(filled.node(named: "fill")!.children[0].frame == Rect(x: 0, y: 0, width: 300, height: 600))
        let plain = laid(ViewNode.color().ignoresSafeArea().id("fill").padding(20))
        #expect(plain.node(named: "fill")!.children[0].frame == Rect(x: 20, y: 20, width: 260, height: 560))
    }
}
