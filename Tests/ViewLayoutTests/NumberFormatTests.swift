import LayoutCore
import Testing

/// `formatNumber` is the one way numbers reach figures, pages, JSON and traces.
@Suite("Number formatting")
struct NumberFormatTests {
    @Test("hundredths, no trailing zeros, no -0; non-finite as ∞/NaN, never inf")
    func ordinary() {
        #expect(formatNumber(0.1 + 0.2) == "0.3")
        #expect(formatNumber(-0.001) == "0")
        #expect(formatNumber(12.5) == "12.5")
        #expect(formatNumber(-3.25) == "-3.25")
        #expect(formatNumber(.infinity) == "∞" && formatNumber(-.infinity) == "-∞" && formatNumber(.nan) == "NaN")
    }

    @Test("more places where a number needs them (a PNG line's scale): 0.95394 → 0.9539, 1.5 → 1.5, 0.00004 → 0")
    func places() {
        #expect(formatNumber(0.953940, places: 4) == "0.9539")
        #expect(formatNumber(-0.05066, places: 4) == "-0.0507")
        #expect(formatNumber(1.5, places: 4) == "1.5")
        #expect(formatNumber(0.00004, places: 4) == "0")
        #expect(formatNumber(0.0005, places: 4) == "0.0005")
        #expect(formatNumber(2.345, places: 2) == formatNumber(2.345))
    }

    /// Issue 14: a finite length of 9e13 or more was written "inf", which is not a JSON number and not an
    /// SVG length. It is a whole number now, in Swift's shortest form.
    @Test("huge finite numbers stay numbers, valid in JSON and SVG")
    func huge() {
        #expect(formatNumber(9e13) == "90000000000000")
        #expect(formatNumber(1e14) == "100000000000000")
        #expect(formatNumber(1e20) == "1e+20")
        #expect(formatNumber(-1e300) == "-1e+300")
        #expect(formatNumber(Double.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        for value in [1e14, 1e20, -1e300] {
            let text = formatNumber(value)
            #expect(Double(text) == value.rounded(), "\(text)")
            #expect(text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?(e[+-][0-9]+)?/) != nil, "\(text)")
        }
    }
}
