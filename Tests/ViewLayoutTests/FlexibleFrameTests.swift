import LayoutCore
import Testing
@testable import ViewLayout

@Suite("Flexible frame (reference §2)")
struct FlexibleFrameTests {
    // §2.1 and §8.1 rows 20–37: normalisation, verified against real SwiftUI.
    @Test("valid triples are stored unchanged", arguments: [(10.0, 20.0, 30.0), (0, 0, 0), (100, 200, 300), (15, 25, 35), (50, 100, 150)])
    func validTriples(min: Double, ideal: Double, max: Double) {
        let c = FlexibleFrame.Constraints(min: min, ideal: ideal, max: max)
        #expect(c == FlexibleFrame.Constraints(min: min, ideal: ideal, max: max))
        #expect(c.min == min && c.ideal == ideal && c.max == max)
    }

    @Test("negative min becomes 0", arguments: [-10.0, -5, -100, -50, -0.1, -0.001])
    func negativeMin(value: Double) {
        #expect(FlexibleFrame.Constraints(min: value, ideal: nil, max: nil).min == 0)
    }

    @Test("ideal below min is raised to min")
    func idealRaised() {
        #expect(FlexibleFrame.Constraints(min: 20, ideal: 10, max: nil).ideal == 20)
        #expect(FlexibleFrame.Constraints(min: 50, ideal: 25, max: nil).ideal == 50)
        #expect(FlexibleFrame.Constraints(min: 100, ideal: 0, max: nil).ideal == 100)
        #expect(FlexibleFrame.Constraints(min: 200, ideal: 0, max: nil).ideal == 200)
    }

    @Test("max below ideal is raised to ideal, not to min")
    func maxRaisedToIdeal() {
        #expect(FlexibleFrame.Constraints(min: nil, ideal: 30, max: 20).max == 30)
        #expect(FlexibleFrame.Constraints(min: nil, ideal: 100, max: 50).max == 100)
        #expect(FlexibleFrame.Constraints(min: nil, ideal: 75, max: 50).max == 75)
        // min > max survives when ideal is nil
        let c = FlexibleFrame.Constraints(min: 100, ideal: nil, max: 50)
        #expect(c.min == 100 && c.max == 50)
    }

    @Test("infinite and NaN minimums")
    func nonFiniteMin() {
        #expect(FlexibleFrame.Constraints(min: .infinity, ideal: nil, max: nil).min == .infinity)
        #expect(FlexibleFrame.Constraints(min: -.infinity, ideal: nil, max: nil).min == 0)
        let nan = FlexibleFrame.Constraints(min: .nan, ideal: nil, max: nil)
        #expect(nan.min!.isNaN && nan.ideal == nil && nan.max == nil)
    }

    // §8.2 table, width axis only.
    @Test("Color.frame(minWidth: 100)")
    func colorMin() {
        let v = ViewNode.color().frame(minWidth: 100)
        #expect([nil, 0, 50, 150, 300, .infinity].map { size(v, $0, 10).width } == [100, 100, 100, 150, 300, .infinity])
    }

    @Test("Color.frame(maxWidth: 100)")
    func colorMax() {
        let v = ViewNode.color().frame(maxWidth: 100)
        #expect([nil, 0, 50, 150, 300, .infinity].map { size(v, $0, 10).width } == [10, 0, 50, 100, 100, 100])
    }

    @Test("Color.frame(minWidth: 50, maxWidth: 100)")
    func colorMinMax() {
        let v = ViewNode.color().frame(minWidth: 50, maxWidth: 100)
        #expect([nil, 0, 50, 150, 300, .infinity].map { size(v, $0, 10).width } == [50, 50, 50, 100, 100, 100])
    }

    @Test("a rigid 80 in .frame(minWidth: 100) is 100 at every proposal")
    func rigidMin() {
        let v = rigid(80).frame(minWidth: 100)
        #expect([nil, 0, 50, 150, 300, .infinity].map { size(v, $0, 10).width } == [100, 100, 100, 100, 100, 100])
    }

    @Test("a rigid 80 in .frame(maxWidth: 50) is 50 at every proposal (Apple's prose says 80)")
    func rigidMax() {
        let v = rigid(80).frame(maxWidth: 50)
        #expect([nil, 0, 50, 150, 300, .infinity].map { size(v, $0, 10).width } == [50, 50, 50, 50, 50, 50])
        // §2.3: rigid 80 in maxWidth 50 proposed 30 → 50; rigid 10 in minWidth 50 proposed 300 → 50.
        #expect(size(v, 30, 10).width == 50)
        #expect(size(rigid(10).frame(minWidth: 50), 300, 10).width == 50)
    }

    /// Reference §11.2, observed on real SwiftUI (MetalUI `swiftui-layout-input-validation.swift`, macOS
    /// 26.6): `Rectangle().frame(width: 20, height: 20).frame(minWidth: 80, maxWidth: 40)` is 80 wide
    /// proposed 100×100 and proposed nil. OpenSwiftUI's reconstruction answered the child's 20.
    @Test("contradictory min > max: min wins whatever the proposal and the child, with both of SwiftUI's messages")
    func contradictory() {
        let observed = ViewNode.rectangle.frame(width: 20, height: 20).frame(minWidth: 80, maxWidth: 40)
        #expect(size(observed, 100, 100) == Size(width: 80, height: 20))
        #expect(size(observed, nil, nil) == Size(width: 80, height: 20))
        let v = ViewNode.text("12345").frame(minWidth: 100, maxWidth: 50)
        #expect([nil, 0, 30, 200, .infinity].map { size(v, $0, nil).width } == [100, 100, 100, 100, 100])
        let wide = ViewNode.text(digits(8)).frame(minWidth: 100, maxWidth: 50)
        #expect(size(wide, 200, nil).width == 100)
        #expect(size(wide, nil, nil).width == 100)
        let r = layout(v.id("f"))
        #expect(r.node(named: "f")!.warnings == ["Contradictory frame constraints specified.",
                                                  "Invalid frame dimension (negative or non-finite)."])
        #expect(r.node(named: "f")!.horizontalRule.text.contains("min wins = 100"))
    }

    /// Reference §11 diagnostics table: what SwiftUI prints for each argument list, checked on the raw
    /// arguments before normalisation.
    @Test("diagnostics exactly as SwiftUI prints them")
    func diagnostics() {
        let both = ["Contradictory frame constraints specified.", "Invalid frame dimension (negative or non-finite)."]
        let invalid = ["Invalid frame dimension (negative or non-finite)."]
        let cases: [(FlexibleFrameSpec, [String])] = [
            (FlexibleFrameSpec(maxWidth: .infinity), []),
            (FlexibleFrameSpec(idealWidth: .infinity), []),
            (FlexibleFrameSpec(minWidth: -10), []),
            (FlexibleFrameSpec(minWidth: -.infinity), []),
            (FlexibleFrameSpec(maxWidth: .infinity, maxHeight: .infinity), []),
            (FlexibleFrameSpec(minWidth: 60, idealWidth: 40), both),
            (FlexibleFrameSpec(idealWidth: 100, maxWidth: 80), both),
            (FlexibleFrameSpec(minWidth: 80, maxWidth: 40), both),
            (FlexibleFrameSpec(maxWidth: -10), invalid),
            (FlexibleFrameSpec(minHeight: .nan), invalid),
            (FlexibleFrameSpec(minWidth: .infinity), invalid),
            (FlexibleFrameSpec(minWidth: 10, idealWidth: 20, maxWidth: 30), []),
        ]
        for (spec, expected) in cases {
            #expect(FlexibleFrame.warnings(spec) == expected, "\(spec)")
            let r = layout(ViewNode(.flexibleFrame(spec), children: [.color()]).id("f"))
            #expect(r.node(named: "f")!.warnings == expected)
        }
        #expect(FixedFrame.warnings(width: -10, height: nil) == invalid)
        #expect(FixedFrame.warnings(width: 10, height: nil).isEmpty)
    }

    @Test("ideal replaces only a nil proposal")
    func ideal() {
        let v = ViewNode.color().frame(idealWidth: 24)
        #expect(size(v, nil, 10).width == 24)
        #expect(size(v, 48, 10).width == 48)            // §8.1 row 40: resizable child → 48
        #expect(size(rigid(24).frame(idealWidth: 100), 48, 10).width == 24)   // rigid child → 24
        // §8.1 row 39: RoundedRectangle().frame(idealWidth: 100, idealHeight: 40).fixedSize() → 100×40
        let rr = ViewNode(.shape(.roundedRectangle(cornerRadius: 8))).frame(idealWidth: 100, idealHeight: 40).fixedSize()
        #expect(size(rr, 300, 300) == Size(width: 100, height: 40))
    }

    @Test("both bounds with a proposal never consult the child")
    func bothBoundsIgnoreChild() {
        let v = ViewNode.text(digits(30)).frame(minWidth: 100, maxWidth: 150, minHeight: 10, maxHeight: 20)
        #expect(size(v, 400, 400) == Size(width: 150, height: 20))
        let r = layout(v.id("f"))
        // sized without asking the child: its only proposal is the placement one, the frame's size
        #expect(r.node(named: "f")!.children[0].sizingProposals == [ProposedSize(width: 150, height: 20)])
        #expect(r.node(named: "f")!.horizontalRule.text == "flexible frame, min and max: clamp(proposal 400, min 100, max 150) = 150; child ignored")
    }

    @Test("placement proposal: the frame's final size, nil kept for an unclamped ideal-sized axis")
    func placementProposal() {
        let f = FlexibleFrame(FlexibleFrameSpec(minWidth: 100, maxWidth: 300))
        // proposal nil, size 150 strictly between min and max, no ideal → child proposed nil
        #expect(f.placementProposal(frameSize: Size(width: 150, height: 10), received: .unspecified).width == nil)
        // clamped to min → proposed 100
        #expect(f.placementProposal(frameSize: Size(width: 100, height: 10), received: .unspecified).width == 100)
        // a non-nil proposal → the frame's size
        #expect(f.placementProposal(frameSize: Size(width: 150, height: 10), received: ProposedSize(width: 150, height: 10)).width == 150)
        // with an ideal: always the size
        let g = FlexibleFrame(FlexibleFrameSpec(idealWidth: 150))
        #expect(g.placementProposal(frameSize: Size(width: 150, height: 10), received: .unspecified).width == 150)
    }

    @Test("max-only frame stretches a small Text to the proposal (seed 003's surprise)")
    func maxStretches() {
        let r = layout(ViewNode.vStack(alignment: .leading, spacing: 10, [
            myText("12345").frame(maxWidth: 200).id("t"),
        ]).frame(width: 300))
        #expect(frame("t", in: r).width == 200)
        // the Text inside sits centred in the 200-wide frame (default alignment .center)
        #expect(r.node(named: "t")!.children[0].frame.width == 50)
        #expect(r.node(named: "t")!.children[0].frame.minX == frame("t", in: r).minX + 75)
    }

    @Test("alignment inside a frame, with overflow on the right side", arguments: [
        (Alignment.topLeading, 0.0, 0.0), (.center, -25, -10), (.bottomTrailing, -50, -20), (.trailing, -50, -10), (.bottom, -25, -20),
    ])
    func overflowAlignment(alignment: Alignment, dx: Double, dy: Double) {
        // §8.1 row 7: a 60-wide child in a 40-wide frame overflows, nothing clipped.
        let r = layout(rigid(150, 60).id("c").frame(width: 100, height: 40, alignment: alignment).id("f"))
        let f = frame("f", in: r), c = frame("c", in: r)
        #expect(c.minX - f.minX == dx)
        #expect(c.minY - f.minY == dy)
    }
}
