@testable import Diagram
import LayoutCore
import Testing

@Suite("Ruler")
struct RulerTests {
    @Test func coversFramesWithNegativeX() {
        let input = Fixtures.negativeX
        let figure = Figure(input)
        #expect(figure.geometry.rulerMinX <= -100)
        #expect(figure.geometry.rulerMaxX >= 400)
        #expect(figure.geometry.originX - 100 >= FigureGeometry.annotatedMargin)   // the frame is inside the picture
        let svg = DiagramRenderer.svg(input)
        #expect(svg.contains(">-100</text>"))
        #expect(svg.contains(">400</text>"))
        #expect(svg.contains("class=\"o r-content\" x=\"-99.5\""))   // the frame and its Color: one outline
        #expect(svg.contains(".frame(width: 500, height: 40) sticks out of the canvas on the left by 100"))
        #expect(svg.contains(".frame(width: 500, height: 40) sticks out of the canvas on the right by 100"))
    }

    @Test func rangeIsCanvasAndFramesWidenedToTens() {
        let g = Figure(Fixtures.minWidthInVStack).geometry
        #expect(g.rulerMinX == 0)
        #expect(g.rulerMaxX == 400)
        #expect(g.originX == FigureGeometry.annotatedMargin)
        #expect(g.originX == g.originX.rounded() && g.originY == g.originY.rounded())   // keeps half pixels
    }

    @Test func bracketStartsAtTheFrameThatProposed() throws {
        // the subject's parent (VStack, 100 wide) did not get 200; the .frame(width: 200) around it did
        let b = try #require(Figure(Fixtures.minWidthInVStack).bracket)
        #expect(b.start == 100 && b.end == 300 && b.value == 200)
        let svg = DiagramRenderer.svg(Fixtures.minWidthInVStack)
        #expect(svg.contains("class=\"ppt\""))
        #expect(svg.contains(">200</text>"))
        // no parent proposal: the canvas width from the canvas's leading edge
        let canvas = try #require(Figure(Fixtures.rightToLeftHStack).bracket)
        #expect(canvas.start == 0 && canvas.end == 300)
        // right to left: measured back from the right edge of the frame that proposed it (here the
        // safe area the HStack was proposed)
        var rtl = Fixtures.rightToLeftHStack
        rtl.parentProposal = 300
        let fromSafeArea = try #require(Figure(rtl).bracket)
        #expect(fromSafeArea.start == 0 && fromSafeArea.end == 300)
        rtl.parentProposal = 90
        let fromStack = try #require(Figure(rtl).bracket)
        #expect(fromStack.start == 105 && fromStack.end == 195)
    }

    @Test func ticksEveryTenLongerEveryFiftyNumbersEveryHundred() {
        let svg = DiagramRenderer.svg(Fixtures.minWidthInVStack)
        #expect(svg.contains("M10.5 30V26"))    // short
        #expect(svg.contains("M50.5 30V23"))    // every 50
        #expect(svg.contains("M100.5 30V20"))   // every 100, numbered
        for n in stride(from: 0, through: 400, by: 100) { #expect(svg.contains(">\(n)</text>")) }
        #expect(!svg.contains(">50</text>"))
    }
}
