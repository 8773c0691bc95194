import Foundation
import PropertyBased
import Testing
@testable import ViewLayout

/// FrameLab's TrueType/OpenType reader (`OpenTypeFont`) on a font an open-source app ships: Atkinson Hyperlegible as
/// Ice Cubes bundles it (Fixtures/AtkinsonHyperlegible, with its licence). The expected numbers were read from the same
/// file with fontTools (hmtx, hhea, head) and HarfBuzz (shaped with the `kern` feature only).
@Suite("App fonts read from their files")
struct OpenTypeFontTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AtkinsonHyperlegible/Atkinson-Hyperlegible-Regular-102.ttf")
    static let bytes = [UInt8](try! Data(contentsOf: fixture))
    static let font = try! OpenTypeFont(bytes: bytes)

    static func glyph(_ character: Unicode.Scalar) -> Int { font.glyph(for: character)! }
    static func width(_ text: String, size: Double) -> Double {
        TextFont(size: size, face: TextFace(custom: CustomFont(name: "Atkinson", font: font))).width(of: Substring(text))
    }

    @Test("names and vertical metrics: 1000 units per em, hhea ascender 796, descender −251, line gap 0")
    func header() {
        let font = Self.font
        #expect(font.familyName == "Atkinson Hyperlegible")
        #expect(font.postScriptName == "AtkinsonHyperlegible-Regular")
        #expect(font.unitsPerEm == 1000 && font.ascender == 796 && font.descender == -251 && font.lineGap == 0)
        #expect(abs(font.lineHeight(size: 20) - 20.94) < 1e-12)
    }

    @Test("cmap and hmtx: the advances fontTools reads (H 690, e 539, space 280, é 539 by its own glyph 223)")
    func advances() {
        #expect(Self.glyph("H") == 21 && Self.glyph("e") == 44 && Self.glyph("é") == 223)
        #expect(Self.font.advance(ofGlyph: Self.glyph("H")) == 690)
        #expect(Self.font.advance(ofGlyph: Self.glyph("e")) == 539)
        #expect(Self.font.advance(ofGlyph: Self.glyph(" ")) == 280)
        #expect(Self.font.glyph(for: "日") == nil)
        // "Hello" has no kerned pair: 2259 units, 45.18 at 20 pt.
        #expect(abs(Self.width("Hello", size: 20) - 45.18) < 1e-9)
    }

    @Test("GPOS pair kerning: To −86 and LT −104 units change the width by exactly that; AVATAR 3377 against 3643 unkerned")
    func kerning() {
        #expect(Self.font.kerning(Self.glyph("T"), Self.glyph("o")) == -86)
        #expect(Self.font.kerning(Self.glyph("L"), Self.glyph("T")) == -104)
        #expect(Self.font.kerning(Self.glyph("H"), Self.glyph("e")) == 0)
        let t = Self.width("T", size: 1000), o = Self.width("o", size: 1000)
        #expect(abs(Self.width("To", size: 1000) - (t + o - 86)) < 1e-9)
        #expect(abs(Self.width("AVATAR", size: 1000) - 3377) < 1e-9)
        #expect(abs(Self.width("To LT", size: 1000) - 2297) < 1e-9)
        #expect(abs(Self.width("Weekly summary", size: 1000) - 7355) < 1e-9)
    }

    @Test("a character the font lacks is measured as San Francisco, iOS's fallback")
    func fallback() {
        #expect(Self.width("日", size: 17) == 17)
    }

    @Test("not a font, a collection, a truncated table: an error that says so, never a crash")
    func damagedFiles() {
        #expect(throws: OpenTypeFont.Failure(description: "not a TrueType or OpenType font (.ttf, .otf)")) {
            try OpenTypeFont(bytes: Array("hello, world".utf8))
        }
        #expect(throws: OpenTypeFont.Failure(description: "a font collection (.ttc) is not read; name one .ttf or .otf file")) {
            try OpenTypeFont(bytes: Array("ttcf".utf8) + [0, 1, 0, 0])
        }
        #expect(throws: OpenTypeFont.Failure.self) { try OpenTypeFont(bytes: Array(Self.bytes.prefix(200))) }
    }

    @Test("any truncation or corruption of the file is read or refused, never a crash", .timeLimit(.minutes(1)))
    func anyDamage() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.bytes.count - 1)), Gen.int(in: 0...255)) { cut, byte in
            var damaged = Self.bytes
            damaged[cut] = UInt8(byte)
            if let font = try? OpenTypeFont(bytes: damaged) {
                // A readable damaged font still measures without trapping.
                _ = TextFont(size: 17, face: TextFace(custom: CustomFont(name: "x", font: font))).width(of: "AVATAR To LT")
            }
            _ = try? OpenTypeFont(bytes: Array(Self.bytes.prefix(cut)))
        }
    }
}
