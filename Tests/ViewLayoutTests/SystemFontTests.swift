import LayoutCore
import PropertyBased
import Testing
@testable import ViewLayout

/// San Francisco's metrics on iOS (issue 32): line heights from the font's ascender and descender, advance widths from
/// the iOS 26.1 measurements (`SystemFontData`), held to the published observations.
@Suite("San Francisco on iOS")
struct SystemFontTests {
    @Test("one line is size × 2444/2048: 20.287 at 17 pt and 17.900 at 15 pt (UIFont.lineHeight)")
    func exactLineHeights() {
        #expect(SystemFont.lineHeight(size: 17, displayScale: 0) == 20.287109375)
        #expect(SystemFont.lineHeight(size: 15, displayScale: 0) == 17.900390625)
    }

    @Test("on the 1× pixel grid it gives the 11 text-style heights skip-ui recorded from UIHostingController")
    func textStyleHeightsAtOneX() {
        // (style, size, height): skip-ui Tests/SkipUITests/TextTests.swift, `.environment(\.displayScale, 1.0)`.
        let recorded: [(String, Double, Double)] = [
            ("largeTitle", 34, 41), ("title", 28, 34), ("title2", 22, 27), ("title3", 20, 24), ("headline", 17, 21),
            ("subheadline", 15, 18), ("body", 17, 21), ("callout", 16, 20), ("footnote", 13, 16), ("caption", 12, 15),
            ("caption2", 11, 14),
        ]
        for (style, size, height) in recorded {
            #expect(SystemFont.lineHeight(size: size, displayScale: 1) == height, "\(style)")
        }
        // At 3× UIKit's line box is ceil(20.287 × 3) / 3 (openuikit KNOWN_GAPS: UIAlert's title line 20.333).
        #expect(SystemFont.lineHeight(size: 17, displayScale: 3) == 61.0 / 3)
    }

    @Test("\"Hello\" at 17 pt regular is 38.814453125, the sum of its advances")
    func hello() {
        #expect(SystemFont.width(of: "Hello", size: 17, weight: .regular) == 38.814453125)
    }

    @Test("a kerned pair changes the width by its value: \"AV\" at 17 pt is A + V − 63477/10⁶ em, at 28 pt the large size's value")
    func kerningPair() {
        let a = SystemFont.width(of: "A", size: 17, weight: .regular), v = SystemFont.width(of: "V", size: 17, weight: .regular)
        let kerned = SystemFont.width(of: "AV", size: 17, weight: .regular)
        let pair = SystemFontTable.shared.cut("regular").kerning[65 << 21 | 86]!
        #expect(pair.small < 0)
        #expect(abs(kerned - (a + v + Double(pair.small) * 1e-6 * 17)) < 1e-9)
        let a28 = SystemFont.width(of: "A", size: 28, weight: .regular), v28 = SystemFont.width(of: "V", size: 28, weight: .regular)
        #expect(abs(SystemFont.width(of: "AV", size: 28, weight: .regular) - (a28 + v28 + Double(pair.large) * 1e-6 * 28)) < 1e-9)
        #expect(SystemFontTable.shared.kerningBlend(17.25) == 0.022705 / 2)
    }

    @Test("every measured sample string within 0.5 % of its measured width (in fact 1e-6), at its size, weight and cut")
    func harvestedSamples() {
        // 9 upright weights, regular italic, SF Mono regular and bold: 36 sizes each, six strings a size.
        #expect(systemFontSamples.count == 12 * 36 * 6)
        var worst = 0.0
        for (cut, size, string, measured) in systemFontSamples {
            let face: TextFace = switch cut {
            case "italic": TextFace(italic: true)
            case "mono-regular": TextFace(design: .monospaced)
            case "mono-bold": TextFace(weight: .bold, design: .monospaced)
            default: TextFace(weight: SystemFont.Weight(rawValue: cut)!)
            }
            let width = TextFont(size: size, face: face).width(of: Substring(string))
            let error = abs(width - measured) / measured
            worst = max(worst, error)
            #expect(error <= 1e-6, "\(cut) \(size) \"\(string)\": \(width) against \(measured)")
        }
        #expect(worst > 0)   // the samples were compared, not skipped
    }

    @Test("italic: \"Hello\" at 17 pt is the italic cut's advances (38.864), regular italic's difference carried to bold")
    func italic() {
        let upright = SystemFont.width(of: "Hello", size: 17, weight: .regular)
        let italic = TextFont(size: 17, face: TextFace(italic: true)).width(of: "Hello")
        #expect(abs(italic - 38.8642578125) < 1e-9)
        let bold = SystemFont.width(of: "Hello", size: 17, weight: .bold)
        let boldItalic = TextFont(size: 17, face: TextFace(weight: .bold, italic: true)).width(of: "Hello")
        #expect(abs(boldItalic - (bold + italic - upright)) < 1e-9)
    }

    @Test("SF Mono: every character 1266/2048 em (\"Hello\" at 17 pt 52.544), no kerning; monospaced digits as wide as the widest")
    func monospacedFaces() {
        #expect(TextFont(size: 17, face: TextFace(design: .monospaced)).width(of: "AVAV") == 4 * 17 * 1266 / 2048.0)
        #expect(TextFont(size: 17, face: TextFace(design: .monospaced)).width(of: "Hello") == 52.5439453125)
        // SF's "4" is its widest digit at 17 pt (10.509), "1" its narrowest (7.454).
        let four = SystemFont.width(of: "4", size: 17, weight: .regular)
        #expect(TextFont(size: 17, face: TextFace(monospacedDigit: true)).width(of: "1111") == 4 * four)
        #expect(SystemFont.width(of: "1111", size: 17, weight: .regular) < 4 * four)
    }

    @Test("tracking adds its points between adjacent characters: \"Hello\" with .tracking(2) is 38.814 + 4 × 2")
    func tracking() {
        #expect(abs(TextFont(size: 17, face: TextFace(tracking: 2)).width(of: "Hello") - (38.814453125 + 8)) < 1e-9)
        #expect(TextFont(size: 17, face: TextFace(tracking: 2)).width(of: "H") == SystemFont.width(of: "H", size: 17, weight: .regular))
    }

    @Test("between two measured sizes a width is interpolated; beyond them it scales with the size")
    func interpolation() {
        let at17 = SystemFont.width(of: "Weekly summary", size: 17, weight: .regular)
        let at18 = SystemFont.width(of: "Weekly summary", size: 18, weight: .regular)
        let between = SystemFont.width(of: "Weekly summary", size: 17.5, weight: .regular)
        #expect(at17 < between && between < at18)
        let rows = SystemFontTable.shared.cut("regular").rows
        let largest = rows.last!.size
        let far = SystemFont.width(of: "a", size: largest * 2, weight: .regular)
        #expect(abs(far - 2 * SystemFont.width(of: "a", size: largest, weight: .regular)) < 1e-9)
    }

    @Test("each cut, parsed when first asked for, has its 36 sizes in increasing order and its own pairs; a cut the table lacks is regular")
    func cutsParsedOnDemand() {
        let table = SystemFontTable.shared
        let counts = (SystemFont.Weight.allCases.map(\.rawValue) + ["italic"]).map { name in
            let cut = table.cut(name)
            #expect(cut.rows.count == 36, "\(name)")
            #expect(zip(cut.rows, cut.rows.dropFirst()).allSatisfy { $0.size < $1.size }, "\(name)")
            #expect(cut.rows.allSatisfy { $0.advances.count == table.glyphs.count }, "\(name)")
            #expect(table.cut(name) === cut)
            return cut.kerning.count
        }
        #expect(counts == [2152, 2152, 2152, 1422, 1941, 1941, 1941, 1941, 1672, 1345])
        #expect(table.cut("condensed").rows.map(\.size) == table.cut("regular").rows.map(\.size))
        #expect(table.cut("regular").rows[0].size == 8)
    }

    @Test("a table's fields are read from their bytes: -63477 and 8 as integers, 2.171292781829834 as Double reads it; 12a, - and nothing are not numbers")
    func fieldsFromBytes() {
        func field<T>(_ text: String, _ read: (Slice<UnsafeBufferPointer<UInt8>>) -> T) -> T {
            var text = text
            return text.withUTF8 { read($0[...]) }
        }
        #expect(field("-63477", DecimalBytes.integer) == -63477)
        #expect(field("8", DecimalBytes.integer) == 8)
        #expect(field("12a", DecimalBytes.integer) == nil)
        #expect(field("-", DecimalBytes.integer) == nil)
        #expect(field("", DecimalBytes.integer) == nil)
        #expect(field("-9223372036854775808", DecimalBytes.integer) == Int.min && field("9223372036854775808", DecimalBytes.integer) == nil)
        #expect(field("2.171292781829834", SystemFontTable.decimal) == Double("2.171292781829834"))
        #expect(field("2.171292781829834", SystemFontTable.decimal) != 2.1712927818298344)
        #expect(field("2,5", SystemFontTable.decimal) == nil)
    }

    @Test("characters the table lacks: CJK and emoji one em, combining marks nothing, other scripts as wide as o")
    func fallbacks() {
        #expect(SystemFont.width(of: "日本", size: 17, weight: .regular) == 34)
        #expect(SystemFont.width(of: "👍🏽", size: 17, weight: .regular) == 17)
        let o = SystemFont.width(of: "o", size: 17, weight: .regular)
        #expect(SystemFont.width(of: "ж", size: 17, weight: .regular) == o)
        #expect(SystemFont.width(of: "e\u{301}", size: 17, weight: .regular) == SystemFont.width(of: "e", size: 17, weight: .regular))
    }

    @Test("widths are additive but for the kerning where two texts meet, and grow with the size and with the weight (property)")
    func monotonicAndAdditive() async {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,!?")
        let text = Gen.int(in: 0..<letters.count).array(of: 1...20).map { String($0.map { letters[$0] }) }
        await propertyCheck(count: 300, input: text, text, Gen.int(in: 80...600)) { a, b, tenths in
            let size = Double(tenths) / 10
            func width(_ text: String) -> Double { SystemFont.width(of: Substring(text), size: size, weight: .regular) }
            // Additive, but for the kerning of the pair where the two meet.
            let join = String([a.last!, b.first!])
            let kerningAtJoin = width(join) - width(String(a.last!)) - width(String(b.first!))
            #expect(abs(width(a + b) - (width(a) + width(b) + kerningAtJoin)) < 1e-9)
            let regular = width(a)
            #expect(SystemFont.width(of: Substring(a), size: size + 0.5, weight: .regular) > regular)
            // Heavier is wider for letters and digits (a heavier space is narrower, so spaces are left out here).
            let glyphs = Substring(a.filter { $0 != " " })
            #expect(SystemFont.width(of: glyphs, size: size, weight: .bold) >= SystemFont.width(of: glyphs, size: size, weight: .regular))
        }
    }
}

/// A Text's lines in the system font (`SystemTextLines`): the monospaced model's wrapping and truncation rules, by width.
@Suite("Text lines in San Francisco")
struct SystemTextLinesTests {
    static func lines(_ text: String, _ width: Double?, limit: Int = .max, size: Double = 17) -> SystemTextLines {
        SystemTextLines(text, width: width, limit: limit, font: TextFont(size: size, face: TextFace()))
    }

    static func width(_ text: String, size: Double = 17) -> Double { SystemFont.width(of: Substring(text), size: size, weight: .regular) }

    @Test("nil width: one line per paragraph; each line's width is SystemFont's")
    func unlimited() {
        let result = Self.lines("Hello world\nAV", nil)
        #expect(result.lines == ["Hello world", "AV"])
        #expect(result.widths == [Self.width("Hello world"), Self.width("AV")])
        #expect(!result.truncated)
    }

    @Test("wraps at the word where the line would pass the width; a width equal to a line holds it")
    func wrapping() {
        let hello = Self.width("Hello"), both = Self.width("Hello world")
        #expect(hello == 38.814453125)
        #expect(Self.lines("Hello world", both).lines == ["Hello world"])
        #expect(Self.lines("Hello world", both - 0.01).lines == ["Hello", "world"])
        #expect(Self.lines("Hello   world", 60).lines == ["Hello", "world"])
    }

    @Test("a word wider than the line breaks between characters, at least one a line")
    func longWord() {
        let result = Self.lines("Wonderful", Self.width("Wond") + 0.001)
        #expect(result.lines.first == "Wond")
        #expect(result.lines.joined() == "Wonderful")
        #expect(result.widths.allSatisfy { $0 <= Self.width("Wond") + 0.001 })
        #expect(Self.lines("ab", 0).lines == ["a", "b"])
    }

    @Test("a line limit ends the last line with … where it and the text fit; the … is 875/355 of a period")
    func truncation() {
        let ellipsis = Self.width("…")
        #expect(abs(ellipsis - Self.width(".") * 875 / 355) < 1e-12)
        let result = Self.lines("Hello world", 60, limit: 1)
        #expect(result.truncated)
        #expect(result.lines == ["Hello…"])
        #expect(result.widths == [Self.width("Hello…")])
        // Too narrow for any character with the …: the … alone.
        #expect(Self.lines("Hello world", 5, limit: 1).lines == ["…"])
        // Two lines kept: the first whole, the second cut.
        #expect(Self.lines("one two three four", Self.width("one two") + 0.5, limit: 2).lines.first == "one two")
    }

    @Test("a 100,000-character word wraps in linear time")
    func longTextIsLinear() {
        let clock = ContinuousClock()
        let start = clock.now
        let result = Self.lines(String(repeating: "w", count: 100_000), 100)
        #expect(result.lines.count > 1000)
        #expect(clock.now - start < .seconds(10))
    }

    @Test("every line fits its width, and the lines keep every word in order (property)")
    func linesFit() async {
        let words = ["a", "Hello", "world", "AVAST", "iiii", "WWWW", "To.", "LT", "0123", "x"]
        let text = Gen.int(in: 0..<words.count).array(of: 1...12).map { $0.map { words[$0] }.joined(separator: " ") }
        await propertyCheck(count: 300, input: text, Gen.int(in: 5...300)) { string, width in
            let result = Self.lines(string, Double(width))
            for (line, lineWidth) in zip(result.lines, result.widths) {
                #expect(lineWidth == Self.width(line))
                #expect(lineWidth <= Double(width) + 1e-9 || line.count == 1)
            }
            #expect(result.lines.joined(separator: " ").split(separator: " ").joined() == string.split(separator: " ").joined())
        }
    }
}
