import LayoutCore
import Testing
@testable import ViewLayout

/// `ViewThatFits` (Apple's rule; the fallback and the size from fatbobman's replica): the numbers of
/// Docs/swiftui/view-that-fits.md.
@Suite struct ViewThatFitsTests {
    func layout(_ view: ViewNode, width: Double, height: Double) -> LayoutResult {
        ViewLayoutEngine.layout(view.frame(width: width, height: height).id("box"),
                                settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
    }

    let toolbar = ViewNode.viewThatFits(horizontal: true, vertical: false, [
        ViewNode.text("A long toolbar title").id("long"), ViewNode.text("Short").id("short"),
    ]).id("fits")

    @Test func theFirstChildWhoseIdealWidthFitsIsChosen() throws {
        let r = layout(toolbar, width: 200, height: 100)
        #expect(r.node(named: "fits")?.frame.size == Size(width: 200, height: 20))
        #expect(r.node(named: "long")?.frame.size == Size(width: 200, height: 20))   // 200 ≤ 200: fits
        #expect(r.node(named: "short")?.frame.size == .zero)                          // not shown
    }

    @Test func aNarrowerProposalChoosesTheNextChild() throws {
        let r = layout(toolbar, width: 150, height: 100)
        #expect(r.node(named: "fits")?.frame.size == Size(width: 50, height: 20))
        #expect(r.node(named: "long")?.frame.size == .zero)
    }

    @Test func whenNothingFitsTheLastChildTakesTheProposal() throws {
        let r = layout(toolbar, width: 40, height: 100)
        #expect(r.node(named: "short")?.frame.size == Size(width: 40, height: 40))   // "Short" wrapped at 40
        let rule = try #require(r.node(named: "fits")?.horizontalRule.text)
        #expect(rule.contains("child 1 ideal 200×20 does not fit; child 2 ideal 50×20 the last, chosen though it does not fit"))
    }

    @Test func bothAxesByDefault() throws {
        let red = ViewNode.color("red").frame(width: 100, height: 200).id("red")
        let blue = ViewNode.color("blue").frame(width: 200, height: 100).id("blue")
        let square = layout(ViewNode.viewThatFits([red, blue]).id("fits"), width: 100, height: 100)
        #expect(square.node(named: "fits")?.frame.size == Size(width: 200, height: 100))   // blue, the last
        let tall = layout(ViewNode.viewThatFits([red, blue]).id("fits"), width: 100, height: 200)
        #expect(tall.node(named: "fits")?.frame.size == Size(width: 100, height: 200))     // red fits
    }

    @Test func aNilProposalLimitsNothing() throws {
        let r = ViewLayoutEngine.layout(toolbar.fixedSize(), settings: LayoutSettings(canvas: Size(width: 100, height: 100)))
        #expect(r.node(named: "fits")?.frame.size == Size(width: 200, height: 20))
    }
}
