import Foundation
import LayoutCore
import PropertyBased
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

    @Test("any number with 0 to 6 places reads back as itself rounded, in the fewest digits, never as -0")
    func anyNumber() async {
        let values = Gen.oneOf(Gen.double(in: -1e6...1e6), Gen.int(in: -100_000...100_000).map { Double($0) / 1000 },
                               Gen.double(in: -9e13...9e13))
        await propertyCheck(count: 1000, input: values, Gen.int(in: 0...6)) { value, places in
            let text = formatNumber(value, places: places)
            let scale = pow(10, Double(places))
            let quantised = (value * scale).rounded(.toNearestOrAwayFromZero)
            // Beyond 9e15 units, a whole number (`huge`).
            let expected = abs(quantised) < 9e15 ? quantised / scale : value.rounded()
            #expect(Double(text) == expected, "\(value) at \(places) places: \(text)")
            #expect(text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?/) != nil, "\(text)")
            #expect(text != "-0")
            if let dot = text.firstIndex(of: ".") { #expect(text.distance(from: dot, to: text.endIndex) - 1 <= places) }
        }
    }
}
