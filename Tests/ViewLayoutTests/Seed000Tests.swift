import Testing
@testable import ViewLayout

/// Seed 000 decodes Apple's documentation of `frame(minWidth:idealWidth:maxWidth:…)`. Each case is a
/// Text of `view` points (10 per character, one line) in a flexible frame, in a VStack of the parent's width.
@Suite("Seed 000: Apple's sentences about the flexible frame")
struct Seed000Tests {
    func width(view: Int, parent: Double, min: Double? = nil, max: Double? = nil) -> Double {
        let subject = myText(digits(view / 10)).frame(minWidth: min, maxWidth: max).id("subject")
        return frame("subject", in: layout(ViewNode.vStack(alignment: .leading, [subject]).frame(width: parent))).width
    }

    @Test("\"If no minimum or maximum constraint is specified … the frame adopts the sizing behavior of its child\"")
    func noConstraints() {
        #expect(width(view: 150, parent: 200) == 150)
        #expect(width(view: 250, parent: 200) == 200)   // the child itself is proposed 200 and truncates
    }

    @Test("\"If both constraints are specified … unconditionally adopts the size proposed, clamped\"")
    func bothConstraints() {
        #expect(width(view: 50, parent: 200, min: 100, max: 150) == 150)
        #expect(width(view: 300, parent: 200, min: 100, max: 150) == 150)
        #expect(width(view: 50, parent: 120, min: 100, max: 150) == 120)
    }

    @Test("\"a minimum … and the size proposed … is less than the size of this view: the proposed size, clamped to that minimum\"")
    func minimumSentence() {
        #expect(width(view: 250, parent: 200, min: 100) == 200)   // min < (parent) < view
        #expect(width(view: 250, parent: 100, min: 150) == 150)   // parent < (min) < view
        #expect(width(view: 150, parent: 100, min: 200) == 200)   // parent < view < (min)
    }

    @Test("\"a maximum … and the size proposed … is greater than the size of this view: the proposed size, clamped to that maximum\"")
    func maximumSentence() {
        #expect(width(view: 150, parent: 200, max: 100) == 100)   // (max) < view < parent
        #expect(width(view: 50, parent: 200, max: 100) == 100)    // view < (max) < parent
        #expect(width(view: 50, parent: 100, max: 200) == 100)    // view < (parent) < max
    }

    @Test("\"Otherwise, the size of this view\" holds only for min < (view) < parent")
    func otherwiseHolds() {
        #expect(width(view: 150, parent: 200, min: 100) == 150)
    }

    @Test("\"Otherwise, the size of this view\" does not hold: the frame still clamps")
    func otherwiseFails() {
        #expect(width(view: 50, parent: 200, min: 100) == 100)    // view < (min) < parent, not 50
        #expect(width(view: 50, parent: 100, min: 200) == 200)    // view < parent < (min), not 50
        #expect(width(view: 250, parent: 150, max: 100) == 100)   // (max) < parent < view, not 250
        #expect(width(view: 250, parent: 100, max: 200) == 100)   // (parent) < max < view, not 250
        #expect(width(view: 150, parent: 100, max: 200) == 100)   // (parent) < view < max, not 150
    }
}
