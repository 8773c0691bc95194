import Foundation
import LayoutCore
import OutputCheck
import Testing
@testable import Diagram

/// Modifiers with no layout effect, as the figure draws them; images and dividers.
@Suite struct DrawingEffectsTests {
    /// `ZStack { Color.red.opacity(0.5).rotationEffect(.degrees(30)); Image("avatar").clipShape(Circle()); Color.blue.hidden() }`
    /// on a 100×100 canvas, hand-built.
    static var input: DiagramInput {
        var red = Fixtures.node("Color", "Color.red", .content, Rect(x: 10, y: 20, width: 40, height: 30),
                                proposal: ProposedSize(width: 100, height: 100), style: ["color": "red"])
        red.effects = [DrawingEffect(".opacity(0.5)", .opacity(0.5)), DrawingEffect(".rotationEffect(.degrees(30))", .rotation(degrees: 30))]
        var image = Fixtures.node("Image", "Image(\"avatar\")", .content, Rect(x: 60, y: 60, width: 40, height: 40),
                                  proposal: ProposedSize(width: 100, height: 100), style: ["image": "avatar"])
        image.effects = [DrawingEffect(".clipShape(Circle())", .clip(shape: "Circle", cornerRadius: 0))]
        var blue = Fixtures.node("Color", "Color.blue", .content, Rect(x: 0, y: 0, width: 100, height: 100),
                                 proposal: ProposedSize(width: 100, height: 100), style: ["color": "blue"])
        blue.effects = [DrawingEffect(".hidden()", .hidden)]
        let stack = Fixtures.node("ZStack", "ZStack", .stack, Rect(x: 0, y: 0, width: 100, height: 100),
                                  proposal: ProposedSize(width: 100, height: 100), [red, image, blue])
        return DiagramInput(id: "effects", title: "effects", result: Fixtures.result(stack, canvas: Size(width: 100, height: 100)))
    }

    @Test func effectsWrapTheFillsOutermostLast() {
        let svg = DiagramRenderer.svg(Self.input)
        // Own effects innermost first: the opacity group is inside the rotation group.
        #expect(svg.contains("""
            <g transform="rotate(30 30 35)">
                    <g opacity="0.5">
                      <rect class="f-red" x="10" y="20" width="40" height="30"/>
            """))
        #expect(svg.contains("<clipPath id=\"effects-clip-2-0\">\n      <circle cx=\"80\" cy=\"80\" r=\"20\"/>"))
        #expect(svg.contains("<g clip-path=\"url(#effects-clip-2-0)\">"))
        #expect(!svg.contains("f-blue\""))                                  // hidden: not painted
        #expect(svg.contains("<path d=\"M60 60L100 100M100 60L60 100\"/>"))   // the image placeholder's diagonals
        #expect(svg.contains(".img path,.img circle{"))
        #expect(OutputValidator().validateSVG(Data(svg.utf8), file: "effects.svg").isEmpty)
    }

    @Test func backgroundIsPaintedBehindItsPrimaryAndZIndexOrdersSiblings() {
        let primary = Fixtures.node("Color", "Color.red", .content, Rect(x: 0, y: 0, width: 50, height: 50),
                                    proposal: ProposedSize(width: 50, height: 50), style: ["color": "red"])
        let secondary = Fixtures.node("Color", "Color.yellow", .content, Rect(x: 0, y: 0, width: 50, height: 50),
                                      proposal: ProposedSize(width: 50, height: 50), style: ["color": "yellow"])
        let background = Fixtures.node("background", ".background(Color.yellow)", .decoration,
                                       Rect(x: 0, y: 0, width: 50, height: 50), proposal: ProposedSize(width: 50, height: 50),
                                       [primary, secondary])
        let svg = DiagramRenderer.svg(DiagramInput(id: "bg", title: "bg", result: Fixtures.result(background)))
        let yellow = svg.range(of: "f-yellow\" x")!, red = svg.range(of: "f-red\" x")!
        #expect(yellow.lowerBound < red.lowerBound)
        // A zIndex on the primary does not bring the background's secondary in front of it.
        var raised = background
        raised.children[0].effects = [DrawingEffect(".zIndex(1)", .zIndex(1))]
        let raisedSVG = DiagramRenderer.svg(DiagramInput(id: "bg", title: "bg", result: Fixtures.result(raised)))
        #expect(raisedSVG.range(of: "f-yellow\" x")!.lowerBound < raisedSVG.range(of: "f-red\" x")!.lowerBound)

        var front = Fixtures.node("Color", "Color.green", .content, Rect(x: 0, y: 0, width: 50, height: 50),
                                  proposal: ProposedSize(width: 50, height: 50), style: ["color": "green"])
        front.effects = [DrawingEffect(".zIndex(1)", .zIndex(1))]
        let back = Fixtures.node("Color", "Color.blue", .content, Rect(x: 0, y: 0, width: 50, height: 50),
                                 proposal: ProposedSize(width: 50, height: 50), style: ["color": "blue"])
        let z = Fixtures.node("ZStack", "ZStack", .stack, Rect(x: 0, y: 0, width: 50, height: 50),
                              proposal: ProposedSize(width: 50, height: 50), [front, back])
        let zsvg = DiagramRenderer.svg(DiagramInput(id: "z", title: "z", result: Fixtures.result(z)))
        #expect(zsvg.range(of: "f-blue\" x")!.lowerBound < zsvg.range(of: "f-green\" x")!.lowerBound)
    }
}
