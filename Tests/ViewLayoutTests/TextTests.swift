import LayoutCore
import PropertyBased
import Testing
@testable import ViewLayout

@Suite("Text under the monospaced model (reference §5)")
struct TextTests {
    func lines(_ s: String, _ w: Double?, _ h: Double? = nil, limit: Int? = nil) -> [String] {
        let v = limit.map { ViewNode.text(s).id("t").lineLimit($0) } ?? ViewNode.text(s).id("t")
        let r = ViewLayoutEngine.layout(v.frame(width: w, height: h), settings: LayoutSettings(canvas: Size(width: 2000, height: 2000)))
        return r.node(named: "t")!.textLines!.lines
    }

    @Test("nil width: one line per paragraph, the ideal size")
    func ideal() {
        #expect(size(ViewNode.text("hello world"), nil, nil) == Size(width: 110, height: 20))
        #expect(size(ViewNode.text("ab\ncdef"), nil, nil) == Size(width: 40, height: 40))
    }

    @Test("finite width wraps at word boundaries; the width is the widest line")
    func wrap() {
        #expect(lines("hello world again", 120) == ["hello world", "again"])
        #expect(size(ViewNode.text("hello world again"), 120, nil) == Size(width: 110, height: 40))
        #expect(size(ViewNode.text("hello world again"), 95, nil) == Size(width: 50, height: 60))
    }

    @Test("a word longer than the line is broken inside")
    func breakInsideWord() {
        #expect(lines("abcdefghij xy", 40) == ["abcd", "efgh", "ij", "xy"])
        #expect(lines("abcdefghij xy", 50) == ["abcde", "fghij", "xy"])
    }

    @Test("a height limit keeps the lines that fit and ends the last with …")
    func heightLimit() {
        // wrapped at 9 characters: "one two" / "three" / "four five"; two lines fit in 40
        #expect(lines("one two three four five", 90, 40) == ["one two", "three fo…"])
        #expect(size(ViewNode.text("one two three four five"), 90, 40) == Size(width: 90, height: 40))
        // always at least one line; a space before the ellipsis is dropped
        #expect(lines("one two three", 90, 5) == ["one two…"])
    }

    @Test("lineLimit truncates the last visible line; the width is the used width")
    func lineLimit() {
        #expect(lines(digits(25), 200, limit: 1) == ["1234567890123456789…"])
        #expect(lines("one two three four", 100, limit: 2) == ["one two", "three four"])
        #expect(lines("one two three four five", 100, limit: 2) == ["one two", "three fou…"])
        #expect(lines("short", 200, limit: 1) == ["short"])
        // lineLimit(0) behaves as one line
        #expect(lines("a b c", 10, limit: 0) == ["…"])
    }

    /// Below one character's width the answer is the proposal, with one character a line (observed on real
    /// SwiftUI: MetalUI `swiftui-engine-replacement-stage1.swift` T3 0×592 at 0, T4 5×592 at 5).
    @Test("proposal narrower than a character: the proposal, one character a line; with lineLimit(1) the ellipsis")
    func zero() {
        #expect(size(ViewNode.text("abc"), 0, nil) == Size(width: 0, height: 60))
        #expect(size(ViewNode.text("abc"), 5, nil) == Size(width: 5, height: 60))
        #expect(size(ViewNode.text("abc"), 10, nil) == Size(width: 10, height: 60))
        #expect(size(ViewNode.text("abc").lineLimit(1), 0, nil) == Size(width: 0, height: 20))
        #expect(size(ViewNode.text("abc"), 0, 0) == Size(width: 0, height: 20))   // a height keeps one line
        let r = layout(ViewNode.text("abc").id("t").frame(width: 5))
        #expect(r.node(named: "t")!.textLines == ["a", "b", "c"])
        #expect(r.node(named: "t")!.horizontalRule.text.hasSuffix("narrower than one character, the proposal 5"))
        // Rounding up to the pixel grid may pass a wider proposal; that is not clamped (3 × 16.47 = 49.41 → 49.5).
        #expect(size(ViewNode.text("abc").font(size: 28), 49.42, nil).width == 49.5)
    }

    @Test("sizes are rounded up to the pixel grid")
    func pixelRounding() {
        let settings = LayoutSettings(displayScale: 3, text: TextMetrics(charWidth: 7.1, lineHeight: 20.29))
        let s = ViewLayoutEngine.sizeThatFits(.text("abc"), proposal: .unspecified, settings: settings)
        // 21.3 → 21.333… (64 pixels at 3×); 20.29 → 20.333…
        #expect(abs(s.width - 64.0 / 3) < 1e-9)
        #expect(abs(s.height - 61.0 / 3) < 1e-9)
    }
}

@Suite("Text sizing agrees with the drawn lines")
struct TextShapeAgreementTests {
    static let pieces = ["a", "bb", "ccc", "dddddddd", " ", "  ", "\n", "xyzxyzxyzxyzxyz", "é", "🇯🇵", "\r\n", "\r"]

    @Test("TextShape's counts equal TextMeasurement's lines for random texts, widths and limits")
    func agreement() async {
        let text = Gen.int(in: 0..<Self.pieces.count).array(of: 0...12).map { $0.map { Self.pieces[$0] }.joined() }
        await propertyCheck(count: 2000, input: text, Gen.int(in: 0...20), Gen.int(in: 0...6)) { string, width, limit in
            let capacity: Int? = width == 20 ? nil : max(1, width)
            let lineLimit = limit == 0 ? Int.max : limit
            let drawn = TextMeasurement(string, capacity: capacity, limit: lineLimit)
            let counted = TextShape(string).layout(capacity: capacity, limit: lineLimit)
            #expect(counted.lines == drawn.lines.count, "\(string.debugDescription) capacity \(String(describing: capacity))")
            #expect(counted.widest == drawn.widestLineCharacters, "\(string.debugDescription) capacity \(String(describing: capacity)) → \(drawn.lines)")
            #expect(counted.truncated == drawn.truncated)
        }
    }

    @Test("a 100,000-character word wraps in linear time (issue 14: it took 11 s, quadratic)")
    func aVeryLongWordWrapsInLinearTime() {
        let word = String(repeating: "w", count: 99_995) + "abcde"
        let start = ContinuousClock.now
        let measured = TextMeasurement(word + " end", capacity: 10, limit: .max)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(measured.lines.count == 10_001)
        #expect(measured.lines[0] == "wwwwwwwwww")
        #expect(measured.lines[9_999] == "wwwwwabcde")
        #expect(measured.lines[10_000] == "end")
        #expect(measured.widestLineCharacters == 10)
    }
}
