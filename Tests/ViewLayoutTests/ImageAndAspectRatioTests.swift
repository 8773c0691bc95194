import LayoutCore
import Testing
@testable import ViewLayout

/// `Image`, `.resizable()`, `.aspectRatio`, `.scaledToFit()`, `.scaledToFill()`: the numbers are those
/// recorded from real SwiftUI by MetalUI's probes (`swiftui-shapes-and-rendering.swift` rows I1, I2, I5,
/// A1–A4; `swiftui-stack-algorithms.swift` rows AR1, K4, K2b), macOS 26/27.
@Suite("Image and aspect ratio")
struct ImageAndAspectRatioTests {
    let image = ViewNode.image("photo", width: 40, height: 20)
    let proposals: [(Double?, Double?)] = [(nil, nil), (100, 60), (0, 0), (.infinity, .infinity), (100, nil)]

    @Test("I1: a plain image answers its intrinsic size at every proposal")
    func plainImage() {
        for (w, h) in proposals { #expect(size(image, w, h) == Size(width: 40, height: 20)) }
    }

    @Test("I2: a resizable image takes the proposal, a nil axis its intrinsic length")
    func resizable() {
        let answers = proposals.map { size(image.resizable(), $0.0, $0.1) }
        #expect(answers == [Size(width: 40, height: 20), Size(width: 100, height: 60), Size(width: 0, height: 0),
                            Size(width: .infinity, height: .infinity), Size(width: 100, height: 20)])
    }

    @Test("I5: scaledToFit and scaledToFill on a resizable 40×20 image")
    func scaledImage() {
        #expect(size(image.resizable().scaledToFit(), 100, 60) == Size(width: 100, height: 50))
        #expect(size(image.resizable().scaledToFill(), 100, 60) == Size(width: 120, height: 60))
        // Real SwiftUI leaves a nil axis out of fill's max (OpenSwiftUI would propose ∞ here).
        #expect(size(image.resizable().scaledToFill(), 100, nil) == Size(width: 100, height: 50))
    }

    @Test("A1/A2: Color has a square ideal size, so aspectRatio(contentMode:) makes it square")
    func colorAspect() {
        let fit = ViewNode.color().aspectRatio(contentMode: .fit)
        #expect(proposals.map { size(fit, $0.0, $0.1) } == [
            Size(width: 10, height: 10), Size(width: 60, height: 60), Size(width: 0, height: 0),
            Size(width: .infinity, height: .infinity), Size(width: 100, height: 100),
        ])
        #expect(size(ViewNode.color().scaledToFill(), 100, nil) == Size(width: 100, height: 100))
    }

    @Test("A3/A4: the child's ideal size is the ratio; a rigid child keeps its size")
    func idealRatio() {
        let ideal = ViewNode.color().frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit)
        #expect(size(ideal, 100, 60) == Size(width: 100, height: 50))
        #expect(size(ideal, 100, nil) == Size(width: 100, height: 50))
        let rigid = ViewNode.color().frame(width: 40, height: 20).aspectRatio(contentMode: .fit)
        for (w, h) in proposals { #expect(size(rigid, w, h) == Size(width: 40, height: 20)) }
    }

    /// What the child of `.aspectRatio(16 / 9, contentMode:)` is proposed at the root of a canvas.
    func offered(_ mode: ContentMode, _ child: ViewNode, canvas: Size) -> (proposal: ProposedSize, size: Size) {
        let r = layout(child.id("child").aspectRatio(16 / 9, contentMode: mode), canvas: canvas)
        let node = r.node(named: "child")!
        return (node.placementProposal, node.size)
    }

    @Test("AR1/K4: a ratio given, proposals of every kind")
    func givenRatio() {
        let fixed = ViewNode.color().frame(width: 168, height: 95)
        let ar1 = offered(.fit, fixed, canvas: Size(width: 500, height: 300))
        #expect(ar1.proposal == ProposedSize(width: 500, height: 281.25))
        #expect(ar1.size == Size(width: 168, height: 95))
        let ratio = ViewNode.color().aspectRatio(16 / 9, contentMode: .fit)
        #expect(size(ratio, 500, nil) == Size(width: 500, height: 281.25))                 // K4
        let k4b = size(ratio, nil, 300)                                                    // K4b
        #expect(abs(k4b.width - 533.333333) < 0.001 && k4b.height == 300)
        #expect(size(ratio, .infinity, .infinity) == Size(width: .infinity, height: .infinity))   // K4d
        #expect(size(ratio, 500, .infinity) == Size(width: 500, height: 281.25))           // K4e
        let fill = ViewNode.color().aspectRatio(16 / 9, contentMode: .fill)
        #expect(size(fill, 500, .infinity) == Size(width: .infinity, height: .infinity))   // K4h
        #expect(size(ratio, nil, nil) == Size(width: 10, height: 10))                      // AR2: nil×nil passed on
        // CGSize form: aspectRatio(CGSize(width: 2, height: 1)) is the ratio 2.
        #expect(size(ViewNode.color().aspectRatio(2, contentMode: .fit), 100, 100) == Size(width: 100, height: 50))
    }

    @Test("K2b: aspectRatio is a unary layout: it hides its child's priority (a Spacer's −∞ becomes 0)")
    func priority() {
        let tree = LayoutTree(root: ViewNode.spacer().aspectRatio(1, contentMode: .fit), metrics: TextMetrics(), displayScale: 2)
        #expect(tree.nodes[0].priority == 0)
    }

    @Test("placement: the child is centred in the modifier's frame")
    func placement() {
        let r = layout(image.id("i").aspectRatio(1, contentMode: .fit).id("a"), canvas: Size(width: 300, height: 100))
        // proposed 300×100 → child proposed 100×100, the rigid image stays 40×20 and so does the modifier.
        #expect(frame("a", in: r) == Rect(x: 130, y: 40, width: 40, height: 20))
        #expect(frame("i", in: r) == frame("a", in: r))
        #expect(r.node(named: "i")!.placementProposal == ProposedSize(width: 100, height: 100))
    }

    @Test("symbols scale with the font; images do not")
    func symbolScale() {
        let symbol = ViewNode.symbol("star.fill", width: 20, height: 20)
        #expect(size(symbol.font(size: 34), nil, nil) == Size(width: 40, height: 40))
        #expect(size(image.font(size: 34), nil, nil) == Size(width: 40, height: 20))
        #expect(size(ViewNode.hStack(spacing: 0, [symbol, .text("ab")]).font(size: 8.5), nil, nil) == Size(width: 20, height: 10))
    }
}
