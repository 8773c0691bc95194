import LayoutCore

/// The metrics an app's own font file gives a Text (`.font(.custom("Name", size:))`), read from the file's tables as
/// Apple's text stack reads them (OpenType specification, https://learn.microsoft.com/typography/opentype/spec/):
/// * `head`: units per em; `hhea`: ascender, descender and line gap, the line height (CoreText's `ascent + descent +
///   leading`); `hmtx`: each glyph's advance (glyphs past `numberOfHMetrics` repeat the last one);
/// * `cmap`: characters to glyphs, from the Unicode subtable (format 12, else format 4);
/// * pair kerning: the `kern` feature's lookups in `GPOS` (pair adjustment, formats 1 and 2, also inside extension
///   lookups), and when the font has none, the legacy `kern` table (format 0), as CoreText prefers GPOS;
/// * `name`: the family, full and PostScript names, by which `.custom` may name the font.
/// FrameLab's own reader, pure Swift, so that no font library's headers are needed to build (the two-command setup).
/// Every offset is checked against the file: a damaged or hostile file is an error, never a crash, and its lookups
/// are kept as the file stores them (coverage and classes are binary-searched), so reading costs one pass over it.
public struct OpenTypeFont: Sendable, Hashable, Codable {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The largest file read (a font of a whole CJK script is about 20 MB).
    public static let maximumFileSize = 32 << 20

    public let familyName: String
    public let fullName: String
    public let postScriptName: String
    public let unitsPerEm: Int
    public let ascender: Int
    public let descender: Int
    public let lineGap: Int
    /// A fingerprint of the file's bytes (FNV-1a), so that two fonts compare by content.
    public let digest: UInt64
    /// The file, kept for the kerning lookups (read where they are) and for encoding.
    private let bytes: [UInt8]
    private let advances: [UInt16]
    private let characterMap: CharacterMap
    private let gposKerning: [[PairSubtable]]
    private let legacyKerning: [UInt32: Int16]

    public static func == (a: OpenTypeFont, b: OpenTypeFont) -> Bool { a.digest == b.digest && a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    /// Encoded as the file's bytes, decoded by reading them again.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bytes)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(bytes: try decoder.singleValueContainer().decode([UInt8].self))
    }

    /// The glyph `scalar` maps to, nil when the font has none (glyph 0, `.notdef`).
    public func glyph(for scalar: Unicode.Scalar) -> Int? {
        let glyph = characterMap.glyph(scalar.value)
        return glyph == 0 ? nil : glyph
    }

    /// A glyph's advance in font units.
    public func advance(ofGlyph glyph: Int) -> Int {
        guard !advances.isEmpty else { return 0 }
        return Int(advances[min(max(glyph, 0), advances.count - 1)])
    }

    /// The horizontal adjustment between two adjacent glyphs in font units: every `kern` lookup of GPOS that applies
    /// (the first matching subtable of each), or the legacy table's pair.
    public func kerning(_ left: Int, _ right: Int) -> Int {
        if !gposKerning.isEmpty {
            var total = 0
            for lookup in gposKerning {
                for subtable in lookup {
                    if let value = subtable.adjustment(left, right) { total += value; break }
                }
            }
            return total
        }
        return Int(legacyKerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// One line's height at `size` points, from `hhea`: (ascender − descender + line gap) / units per em.
    public func lineHeight(size: Double) -> Double {
        Double(ascender - descender + lineGap) / Double(unitsPerEm) * size
    }

    public init(bytes: [UInt8]) throws(Failure) {
        guard bytes.count <= Self.maximumFileSize else { throw Failure(description: "the file is larger than 32 MB") }
        self.bytes = bytes
        let file = FontBytes(bytes)
        let version = try file.u32(0)
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw Failure(description: version == 0x7474_6366 ? "a font collection (.ttc) is not read; name one .ttf or .otf file"
                          : "not a TrueType or OpenType font (.ttf, .otf)")
        }
        var tables: [String: Int] = [:]
        let count = try file.u16(4)
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = String(decoding: try file.slice(record, 4), as: UTF8.self)
            tables[tag] = try file.u32(record + 8)
        }
        func table(_ tag: String) throws(Failure) -> Int {
            guard let offset = tables[tag] else { throw Failure(description: "the font has no '\(tag)' table") }
            return offset
        }
        let head = try table("head"), hhea = try table("hhea"), hmtx = try table("hmtx")
        unitsPerEm = try file.u16(head + 18)
        guard (16...16384).contains(unitsPerEm) else { throw Failure(description: "units per em \(unitsPerEm) is outside 16…16384") }
        ascender = try file.i16(hhea + 4)
        descender = try file.i16(hhea + 6)
        lineGap = try file.i16(hhea + 8)
        let metricsCount = try file.u16(hhea + 34)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricsCount)
        for index in 0..<metricsCount { advances.append(UInt16(try file.u16(hmtx + index * 4))) }
        self.advances = advances
        characterMap = try CharacterMap(file, at: try table("cmap"))
        let names = try tables["name"].map { offset throws(Failure) in try Self.names(file, at: offset) } ?? [:]
        familyName = names[16] ?? names[1] ?? ""
        fullName = names[4] ?? familyName
        postScriptName = names[6] ?? ""
        gposKerning = try tables["GPOS"].map { offset throws(Failure) in try Self.kerningLookups(file, at: offset) } ?? []
        legacyKerning = gposKerning.isEmpty ? try tables["kern"].map { offset throws(Failure) in try Self.legacyPairs(file, at: offset) } ?? [:] : [:]
        digest = fnv1aDigest(bytes)
    }

    /// The `name` table's Windows Unicode (UTF-16BE) and Macintosh Roman names, by name ID.
    private static func names(_ file: FontBytes, at offset: Int) throws(Failure) -> [Int: String] {
        let count = try file.u16(offset + 2), strings = offset + (try file.u16(offset + 4))
        var names: [Int: String] = [:]
        for index in 0..<count {
            let record = offset + 6 + index * 12
            let platform = try file.u16(record), id = try file.u16(record + 6)
            let length = try file.u16(record + 8), start = strings + (try file.u16(record + 10))
            let raw = Array(try file.slice(start, length))
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                names[id] = String(decoding: units, as: UTF16.self)
            } else if platform == 1, names[id] == nil {
                names[id] = String(decoding: raw.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
            }
        }
        return names
    }
}

/// Bounds-checked big-endian reads from a font file.
struct FontBytes {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private func check(_ offset: Int, _ length: Int) throws(OpenTypeFont.Failure) {
        guard offset >= 0, length >= 0, offset <= bytes.count - length else {
            throw OpenTypeFont.Failure(description: "the file is truncated or damaged (a table points past its end)")
        }
    }
    func u16(_ offset: Int) throws(OpenTypeFont.Failure) -> Int {
        try check(offset, 2)
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
    func i16(_ offset: Int) throws(OpenTypeFont.Failure) -> Int { Int(Int16(truncatingIfNeeded: try u16(offset))) }
    func u32(_ offset: Int) throws(OpenTypeFont.Failure) -> Int { (try u16(offset)) << 16 | (try u16(offset + 2)) }
    func slice(_ offset: Int, _ length: Int) throws(OpenTypeFont.Failure) -> ArraySlice<UInt8> {
        try check(offset, length)
        return bytes[offset..<(offset + length)]
    }
}
