import LayoutCore
import Testing
@testable import Site

/// The detail page's player: the steps of the negotiation in SwiftUI's order, with the layout's numbers.
@Suite("Negotiation steps")
struct NegotiationTests {
    /// `.frame(width: 150)` → `VStack` → `subject: .frame(minWidth: 100)` → `Text`, nodes 0…3.
    let layout = Fixtures.minOnlyLayout(textWidth: 50, min: 100, parent: 150)

    @Test("proposals go down, answers come back up, then placement goes down again: 3 steps a node")
    func order() {
        let steps = Negotiation.steps(layout)
        #expect(steps.map(\.kind) == [.propose, .propose, .propose, .propose, .answer, .answer, .answer, .answer,
                                      .place, .place, .place, .place])
        #expect(steps.map(\.node) == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3])
        #expect(steps.map(\.parent) == [nil, 0, 1, 2, 2, 1, 0, nil, nil, 0, 1, 2])
    }

    @Test("each step in words, with the proposal, the other sizing proposals, the answer and its rules, the origin")
    func texts() {
        let steps = Negotiation.steps(layout)
        #expect(steps[0].text == "The canvas proposes 400×300 to .frame(width: 150).")
        #expect(steps[2].text == "VStack(alignment: .leading, spacing: 10) proposes 150×300 to subject: .frame(minWidth: 100). "
                + "While sizing it also asked 150×nil.")
        #expect(steps[4].text == "Text(\"…\") answers 50×20. Width: text: 50. Height: text: 1 line.")
        #expect(steps[5].text.hasPrefix("subject: .frame(minWidth: 100) answers 100×20. Width: flexible frame, min only: "))
        #expect(steps[11].text == "subject: .frame(minWidth: 100) places Text(\"…\") at (125, 140): its frame is (125, 140, 50, 20).")
    }

    @Test("Auto Layout views are placed by the solver, in one step each")
    func autoLayout() {
        var solved = layout
        solved.constraints = [ConstraintAnnotation(text: "box.width == 100", location: nil, priority: 1000, status: .satisfied,
                                                   error: 0, isSystem: false, isActive: true, gauge: nil)]
        let steps = Negotiation.steps(solved)
        #expect(steps.map(\.kind) == [.place, .place, .place, .place])
        #expect(Negotiation.summary(solved).hasPrefix("The solver decides every frame at once"))
        #expect(Negotiation.summary(layout).hasPrefix("Each parent proposes a size"))
        #expect(steps[3].text == "The solver sets Text(\"…\") to (125, 140, 50, 20). Width: text: 50. Height: text: 1 line.")
    }

    @Test("the page's JSON: the figure's placement, each node's frame, proposal (nil as null) and size, the steps")
    func json() {
        let json = Negotiation.json(layout, figure: FigurePlacement(width: 416, height: 212.5, originX: 20, originY: 58))
        #expect(json.hasPrefix("{\"rtl\":false,\"figure\":{\"width\":416,\"height\":212.5,\"x\":20,\"y\":58},"))
        #expect(json.contains("{\"parent\":1,\"label\":\"subject: .frame(minWidth: 100)\",\"frame\":[125,140,100,20],"
                              + "\"proposal\":[150,300],\"size\":[100,20]}"))
        #expect(json.contains("{\"kind\":\"propose\",\"node\":0,\"parent\":null,\"text\":\"The canvas proposes 400×300 to .frame(width: 150).\"}"))
        #expect(InlineJSON.proposal(nil) == "null" && InlineJSON.proposal(.infinity) == "\"∞\"")
        #expect(!json.contains("<") && !json.contains("&"))
    }
}
