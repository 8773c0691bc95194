import LayoutCore
import Testing
@testable import ViewLayout

/// `ScrollView`, with the numbers recorded on real SwiftUI by MetalUI's `swiftui-stack-algorithms.swift`
/// probe (arms SC1–SC4, SCG, SCG2), and `LazyVStack`/`LazyHStack` (cross axis from skip-ui's port).
@Suite struct ScrollViewTests {
    /// The ScrollView's answer to `proposal` with `content`, and the content's frame when it is placed in a
    /// frame of exactly that proposal (at the canvas origin).
    func run(_ content: ViewNode, horizontal: Bool = false, vertical: Bool = true, proposal: ProposedSize) -> (size: Size, content: Rect?) {
        let scroll = ViewNode.scrollView(horizontal: horizontal, vertical: vertical, content.id("c")).id("sv")
        let root = ViewNode.zStack(alignment: .topLeading, [scroll]).fixedSize()
        var settings = LayoutSettings(canvas: Size(width: 1000, height: 1000))
        settings.canvas = Size(width: proposal.width ?? 1000, height: proposal.height ?? 1000)
        let view = proposal.width == nil || proposal.height == nil ? root : ViewNode.zStack(alignment: .topLeading, [scroll])
            .frame(width: proposal.width!, height: proposal.height!, alignment: .topLeading)
        let r = ViewLayoutEngine.layout(view, settings: settings)
        return (r.node(named: "sv")!.size, r.node(named: "c")?.frame)
    }

    let flexible = ViewNode.color("red").frame(minWidth: 0, idealWidth: 50, maxWidth: .infinity,
                                               minHeight: 0, idealHeight: 300, maxHeight: .infinity)
    let fixed = ViewNode.color("red").frame(width: 50, height: 30)

    @Test("SC1: a flexible content (ideal 50×300) in each kind of ScrollView")
    func flexibleContent() {
        #expect(run(flexible, proposal: ProposedSize(width: nil, height: nil)).size == Size(width: 50, height: 300))
        #expect(run(flexible, proposal: ProposedSize(width: 100, height: 100)).size == Size(width: 100, height: 100))
        #expect(run(flexible, horizontal: true, vertical: false, proposal: ProposedSize(width: 100, height: 100)).size
                == Size(width: 100, height: 100))
        #expect(run(flexible, horizontal: true, vertical: true, proposal: ProposedSize(width: nil, height: nil)).size
                == Size(width: 50, height: 300))
    }

    @Test("SC2 and SCG2: a fixed 50×30 content at 100×100 — vertical 50×100, horizontal 100×30, both 100×100 centred")
    func fixedContent() {
        let p = ProposedSize(width: 100, height: 100)
        let vertical = run(fixed, proposal: p)
        #expect(vertical.size == Size(width: 50, height: 100))
        #expect(vertical.content == Rect(x: 0, y: 0, width: 50, height: 30))
        let horizontal = run(fixed, horizontal: true, vertical: false, proposal: p)
        #expect(horizontal.size == Size(width: 100, height: 30))
        #expect(horizontal.content == Rect(x: 0, y: 0, width: 50, height: 30))
        let both = run(fixed, horizontal: true, vertical: true, proposal: p)
        #expect(both.size == Size(width: 100, height: 100))
        #expect(both.content == Rect(x: 25, y: 35, width: 50, height: 30))
    }

    @Test("SC4: content larger than the proposal — the cross axis hugs it, 500×100 vertical, 100×500 horizontal")
    func largeContent() {
        let big = ViewNode.color("red").frame(width: 500, height: 500)
        let p = ProposedSize(width: 100, height: 100)
        #expect(run(big, proposal: p).size == Size(width: 500, height: 100))
        #expect(run(big, horizontal: true, vertical: false, proposal: p).size == Size(width: 100, height: 500))
        let both = run(big, horizontal: true, vertical: true, proposal: p)
        #expect(both.size == Size(width: 100, height: 100))
        #expect(both.content == Rect(x: 0, y: 0, width: 500, height: 500))   // larger than the viewport: not centred
    }

    @Test("the content is proposed nil on the scroll axis and placed at its own width across it")
    func proposals() throws {
        let r = ViewLayoutEngine.layout(ViewNode.scrollView(ViewNode.text("Hello world").id("t")).id("sv"),
                                        settings: LayoutSettings(canvas: Size(width: 300, height: 200)))
        let text = try #require(r.node(named: "t"))
        #expect(text.placementProposal == ProposedSize(width: 110, height: nil))
        #expect(text.sizingProposals.contains(ProposedSize(width: 300, height: nil)))
        #expect(r.node(named: "sv")?.frame == Rect(x: 95, y: 0, width: 110, height: 200))
    }

    @Test("LazyVStack takes the whole width it is offered and aligns its rows in it")
    func lazyVStack() throws {
        let rows = [ViewNode.text("Row").id("r1"), ViewNode.text("Row two").id("r2")]
        let r = ViewLayoutEngine.layout(ViewNode.scrollView(ViewNode.lazyVStack(alignment: .leading, spacing: 0, rows).id("l")),
                                        settings: LayoutSettings(canvas: Size(width: 200, height: 200)))
        #expect(r.node(named: "l")?.frame == Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(r.node(named: "r2")?.frame == Rect(x: 0, y: 20, width: 70, height: 20))
        let centred = ViewLayoutEngine.layout(ViewNode.lazyVStack(spacing: 0, rows).id("l"),
                                              settings: LayoutSettings(canvas: Size(width: 200, height: 200)))
        #expect(centred.node(named: "r1")?.frame.minX == 85)   // (200 − 30) / 2
        // A VStack of the same rows is as wide as its widest row.
        let plain = ViewLayoutEngine.layout(ViewNode.vStack(spacing: 0, rows).id("l"), settings: LayoutSettings(canvas: Size(width: 200, height: 200)))
        #expect(plain.node(named: "l")?.frame.width == 70)
    }

    @Test("LazyHStack takes the whole height it is offered")
    func lazyHStack() {
        let r = ViewLayoutEngine.layout(ViewNode.lazyHStack(alignment: .top, spacing: 4, [ViewNode.text("a").id("a"), ViewNode.text("b")]).id("l"),
                                        settings: LayoutSettings(canvas: Size(width: 200, height: 100)))
        #expect(r.node(named: "l")?.frame == Rect(x: 88, y: 0, width: 24, height: 100))
        #expect(r.node(named: "a")?.frame == Rect(x: 88, y: 0, width: 10, height: 20))
    }
}
