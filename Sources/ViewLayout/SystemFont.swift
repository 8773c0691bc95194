import LayoutCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// San Francisco as iOS measures it: the advance widths of iOS's system font (the `.SFUI` cut), by weight and point
/// size, and SwiftUI's one-line height. The numbers are measurements, not a model:
/// * advances: harvested on the iOS 26.1 simulator with `UIFont.systemFont(ofSize:weight:)` by Vercantez/openuikit
///   (`golden/font_metrics_ios.json`), at the sizes `SystemFontTable` lists; between two sizes a glyph's advance per
///   point is interpolated linearly, and outside them the nearest size's advance per point is scaled (FrameLab's model:
///   SF's advances change smoothly with its optical size);
/// * line height: `ceil(size × 2444/2048)` on the display's pixel grid (SF's ascender 1950 and descender 494 at 2048
///   units per em), which reproduces the 11 text-style heights skip-ui recorded from `UIHostingController` at 1×;
/// * glyphs the table lacks: an East Asian wide character or an emoji is one em wide (the advance of CJK and emoji
///   fonts), a combining mark, variation selector or joiner adds nothing, and any other character is as wide as "o"
///   (FrameLab's model, so that a text in another script still wraps plausibly and never fails).
/// * kerning: SF's pair kerning (openuikit `font_kerning.json`, the same pairs in the iOS and macOS cuts), blended from
///   the small optical size's value to the large one's by point size as the harvested blend table says (0 up to 17 pt,
///   1 from 28 pt, linear between its listed sizes).
/// A width is the sum of the characters' advances and the kerning of each adjacent pair ("Hello" at 17 pt: 38.814, no
/// pair of it is kerned); with both, the 1,944 measured sample strings agree with their measured widths to 1e-6.
public enum SystemFont {
    public enum Weight: String, CaseIterable, Sendable, Hashable, Codable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// CSS's number for the weight (100 … 900), which figures draw with.
        public var cssWeight: Int { (Self.allCases.firstIndex(of: self)! + 1) * 100 }
    }

    /// The height of one line at `size` points on a display of `scale` pixels per point.
    public static func lineHeight(size: Double, displayScale scale: Double) -> Double {
        let exact = size * 2444 / 2048
        return scale.isFinite ? roundUpToPixel(exact, displayScale: scale) : exact
    }

    /// The width of `text` on one line at `size` points and `weight`: its characters' advances and the kerning of each
    /// adjacent pair.
    public static func width(of text: Substring, size: Double, weight: Weight) -> Double {
        TextFont(size: size, face: TextFace(weight: weight)).width(of: text)
    }

    /// The kerning between two characters (code points) at `size` in a cut (a weight's, or `italic`), `blend`
    /// being `SystemFontTable.kerningBlend(size)`.
    static func kerning(_ left: UInt32, _ right: UInt32, cut: SystemFontTable.Cut, size: Double, blend: Double) -> Double {
        guard let pair = cut.kerning[left << 21 | right] else { return 0 }
        return (Double(pair.small) * (1 - blend) + Double(pair.large) * blend) * 1e-6 * size
    }

    /// "…" is not in the harvested iOS table: it is 875/355 of the period's advance, the ratio of SF's two glyphs in the
    /// macOS cut (openuikit `font_metrics.json`, regular 8 pt: 6.8359375 and 2.7734375; FrameLab's model for iOS).
    static let ellipsisOverPeriod = 875.0 / 355.0

    /// One character's advance, interpolated between the table's sizes `rows` (the nearest below and above `size`).
    static func advance(of character: Character, size: Double, rows: SystemFontTable.Bracket, table: SystemFontTable) -> Double {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1, let index = table.index(of: first) { return rows.advance(index, at: size) }
        if character == "…" { return rows.advance(table.index(of: ".")!, at: size) * ellipsisOverPeriod }
        // An emoji or East Asian character is one em, with whatever modifiers and joiners make up its grapheme.
        if isWide(first) { return size }
        // Otherwise its scalars' advances: "é" written e + ◌́ is as wide as "e".
        var total = 0.0
        for scalar in scalars where !isZeroWidth(scalar) {
            total += table.index(of: scalar).map { rows.advance($0, at: size) }
                ?? (isWide(scalar) ? size : rows.advance(table.fallbackIndex, at: size))
        }
        return total
    }

    /// East Asian wide characters and emoji: one em.
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            s.properties.isEmojiPresentation
        }
    }

    /// Combining marks, variation selectors and joiners: no advance of their own.
    static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: (0xFE00...0xFE0F).contains(s.value)
        }
    }
}

/// The harvested advances (`SystemFontData.swift`): per cut (an upright weight's name, or `italic`, the regular
/// italic), the measured sizes in increasing order, each with one advance (in points) per glyph of `glyphs`, and the
/// cut's kerned pairs. A cut is parsed the first time a text uses it: the tables are 19,000 lines, and parsing them
/// all was a fifth of a small build's time, on one core, where a build's text uses one or two cuts.
final class SystemFontTable: Sendable {
    struct Row: Sendable {
        var size: Double
        var advances: [Double]
    }

    /// The measured rows around a size: `below.size ≤ size ≤ above.size`, or the nearest one twice outside the range.
    struct Bracket {
        var below: Row
        var above: Row

        func advance(_ index: Int, at size: Double) -> Double {
            let perPointBelow = below.advances[index] / below.size
            guard above.size != below.size else { return perPointBelow * size }
            let perPointAbove = above.advances[index] / above.size
            let t = (size - below.size) / (above.size - below.size)
            return (perPointBelow + (perPointAbove - perPointBelow) * t) * size
        }
    }

    /// One cut's rows, by increasing size, and its kerned pairs (left code point << 21 | right) with their values at
    /// the small and large optical size.
    final class Cut: Sendable {
        let rows: [Row]
        let kerning: [UInt32: (small: Int32, large: Int32)]

        init(rows: [Row], kerning: [UInt32: (small: Int32, large: Int32)]) {
            self.rows = rows; self.kerning = kerning
        }
    }

    let glyphs: [Unicode.Scalar]
    private let asciiIndex: [Int]
    private let otherIndex: [Unicode.Scalar: Int]
    /// The glyph whose advance stands for a character the table lacks ("o").
    let fallbackIndex: Int
    /// The blend table's (size, blend) points, by size.
    let blendPoints: [(size: Double, blend: Double)]
    private let advancesText: String
    private let kerningText: String
    private let parsed = Mutex<[String: Cut]>([:])

    static let shared = SystemFontTable(glyphs: SystemFontData.glyphs, text: SystemFontData.advances,
                                        kerning: SystemFontData.kerning, blend: SystemFontData.kerningBlend)

    init(glyphs glyphText: String, text: String, kerning kerningText: String, blend blendText: String) {
        glyphs = Array(glyphText.unicodeScalars)
        var ascii = [Int](repeating: -1, count: 128), other: [Unicode.Scalar: Int] = [:]
        for (index, scalar) in glyphs.enumerated() {
            if scalar.isASCII { ascii[Int(scalar.value)] = index } else { other[scalar] = index }
        }
        asciiIndex = ascii
        otherIndex = other
        fallbackIndex = ascii[Int(UInt8(ascii: "o"))]
        advancesText = text
        self.kerningText = kerningText
        let numbers = blendText.split(separator: " ").map { Double($0)! }
        blendPoints = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// A cut's rows and pairs, parsed the first time it is asked for (a cut the table lacks gives regular's).
    func cut(_ name: String) -> Cut {
        parsed.withLock { cuts in
            if let cut = cuts[name] { return cut }
            let cut = parse(name) ?? cuts["regular"] ?? parse("regular")!
            cuts[name] = cut
            return cut
        }
    }

    /// Calls `body` with the fields of each line of `text` whose first field is `cut`, as UTF-8 bytes. The tables are a
    /// megabyte, 19,000 lines: a line is found with `memchr` and its first bytes compared with `memcmp`, in one loop
    /// over the text's bytes, and only a line of the cut is split. The fields are not made strings (`DecimalBytes`,
    /// `decimal`): a string per field, 10,000 for a cut, was most of parsing one, in every process that measures text.
    private static func forEachRow(of text: String, cut: String, _ body: ([Slice<UnsafeBufferPointer<UInt8>>]) -> Void) {
        let prefix = Array((cut + " ").utf8)
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, 0x0A, bytes.count - start).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) }
                    ?? bytes.count
                if end - start >= prefix.count && memcmp(base + start, prefix, prefix.count) == 0 {
                    fields.removeAll(keepingCapacity: true)
                    var fieldStart = start
                    for i in start...end where i == end || bytes[i] == UInt8(ascii: " ") {
                        if i > fieldStart { fields.append(bytes[fieldStart..<i]) }
                        fieldStart = i + 1
                    }
                    body(fields)
                }
                start = end + 1
            }
        }
    }

    /// A field as `Double(String)` reads it.
    static func decimal(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Double? { Double(String(decoding: field, as: UTF8.self)) }

    private func parse(_ name: String) -> Cut? {
        var rows: [Row] = []
        Self.forEachRow(of: advancesText, cut: name) { fields in
            guard fields.count == glyphs.count + 2, let size = Self.decimal(fields[1]) else {
                preconditionFailure("SystemFontData: malformed row of \(name)")
            }
            rows.append(Row(size: size, advances: fields.dropFirst(2).map { field in
                guard let advance = Self.decimal(field) else { preconditionFailure("SystemFontData: malformed advance in \(name)") }
                return advance
            }))
        }
        guard !rows.isEmpty else { return nil }
        var kerning: [UInt32: (small: Int32, large: Int32)] = [:]
        Self.forEachRow(of: kerningText, cut: name) { fields in
            guard fields.count == 5, let left = DecimalBytes.integer(fields[1]).flatMap(UInt32.init(exactly:)),
                  let right = DecimalBytes.integer(fields[2]).flatMap(UInt32.init(exactly:)),
                  let small = DecimalBytes.integer(fields[3]).flatMap(Int32.init(exactly:)),
                  let large = DecimalBytes.integer(fields[4]).flatMap(Int32.init(exactly:)) else {
                preconditionFailure("SystemFontData: malformed kerning row of \(name)")
            }
            kerning[left << 21 | right] = (small, large)
        }
        return Cut(rows: rows.sorted { $0.size < $1.size }, kerning: kerning)
    }

    /// How far `size` is from the small optical size's kerning (0, up to 17 pt) to the large one's (1, from 28 pt):
    /// the harvested blend at its sizes, linear between them (FrameLab's model between the listed sizes).
    func kerningBlend(_ size: Double) -> Double {
        let points = [(size: 17.0, blend: 0.0)] + blendPoints + [(size: 28.0, blend: 1.0)]
        guard size > points[0].size else { return 0 }
        for (a, b) in zip(points, points.dropFirst()) where size <= b.size {
            return a.blend + (b.blend - a.blend) * (size - a.size) / (b.size - a.size)
        }
        return 1
    }

    func index(of scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let index = asciiIndex[Int(scalar.value)]
            return index >= 0 ? index : nil
        }
        return otherIndex[scalar]
    }

    /// The rows around `size` of a cut.
    static func bracket(_ size: Double, in cut: Cut) -> Bracket {
        let list = cut.rows
        guard let upper = list.firstIndex(where: { $0.size >= size }) else { return Bracket(below: list.last!, above: list.last!) }
        if upper == 0 || list[upper].size == size { return Bracket(below: list[upper], above: list[upper]) }
        return Bracket(below: list[upper - 1], above: list[upper])
    }
}
