import CardLayouts
import Testing
import ViewLayout

@Suite struct CardTests {
    @Test func theCardTakesTheWidthAndItsTitleHugsTheLeadingEdge() throws {
        let result = Card.layout()
        let card = try #require(result.node(named: "card")), title = try #require(result.node(named: "title"))
        #expect(card.frame.minX == 16 && card.frame.width == 343)
        #expect(title.frame.minX == 32 && title.frame.width == 140)
        #expect(title.horizontalRule.text.contains("widest line 14 × 10 = 140"))
    }

    @Test func onANarrowPhoneTheTitleWraps() throws {
        let title = try #require(Card.layout(width: 200).node(named: "title"))
        #expect(title.frame.width == 70)   // 200 − 32 − 32 = 136, 13 characters a line: "Weekly" / "summary"
        #expect(title.frame.height == 40)
    }
}
