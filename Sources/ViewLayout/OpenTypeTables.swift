// The tables of `OpenTypeFont` that map characters to glyphs and kern glyph pairs (OpenType specification: `cmap`,
// `GPOS` lookup type 2 with Coverage and ClassDef tables, and the legacy `kern` table in its Microsoft and Apple forms).

/// Characters to glyphs: a format 12 subtable's groups, binary-searched, or a format 4 subtable's mappings.
enum CharacterMap: Sendable, Hashable {
    /// (first code point, last, glyph of the first), by first code point.
    case groups([Group])
    case table([UInt32: UInt16])

    struct Group: Sendable, Hashable {
        var first: UInt32
        var last: UInt32
        var glyph: UInt32
    }

    func glyph(_ code: UInt32) -> Int {
        switch self {
        case .table(let table): return Int(table[code] ?? 0)
        case .groups(let groups):
            var low = 0, high = groups.count - 1
            while low <= high {
                let middle = (low + high) / 2, group = groups[middle]
                if code < group.first { high = middle - 1 } else if code > group.last { low = middle + 1 } else {
                    let glyph = UInt64(group.glyph) + UInt64(code - group.first)
                    return glyph <= 0xFFFF ? Int(glyph) : 0
                }
            }
            return 0
        }
    }

    /// The best Unicode subtable: format 12 (every plane) over format 4 (the Basic Multilingual Plane).
    init(_ file: FontBytes, at offset: Int) throws(OpenTypeFont.Failure) {
        var format4: Int?, format12: Int?
        let count = try file.u16(offset + 2)
        for index in 0..<count {
            let record = offset + 4 + index * 8
            let platform = try file.u16(record), encoding = try file.u16(record + 2)
            let subtable = offset + (try file.u32(record + 4))
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            switch try file.u16(subtable) {
            case 12: format12 = format12 ?? subtable
            case 4: format4 = format4 ?? subtable
            default: break
            }
        }
        if let subtable = format12 {
            let groupCount = try file.u32(subtable + 12)
            _ = try file.slice(subtable + 16, groupCount * 12)   // the whole array is in the file before it is read
            var groups: [Group] = []
            groups.reserveCapacity(groupCount)
            for index in 0..<groupCount {
                let group = subtable + 16 + index * 12
                let first = UInt32(try file.u32(group)), last = UInt32(try file.u32(group + 4))
                guard first <= last, groups.last.map({ $0.last < first }) ?? true else {
                    throw OpenTypeFont.Failure(description: "the cmap's groups are not in order")
                }
                groups.append(Group(first: first, last: last, glyph: UInt32(try file.u32(group + 8))))
            }
            self = .groups(groups)
        } else if let subtable = format4 {
            let segments = try file.u16(subtable + 6) / 2
            let ends = subtable + 14, starts = ends + segments * 2 + 2, deltas = starts + segments * 2, ranges = deltas + segments * 2
            var table: [UInt32: UInt16] = [:], previousEnd = -1
            for segment in 0..<segments {
                let end = try file.u16(ends + segment * 2), start = try file.u16(starts + segment * 2)
                let delta = try file.u16(deltas + segment * 2), rangeOffset = try file.u16(ranges + segment * 2)
                // Segments are sorted and disjoint, so at most 65,536 codes are visited, whatever the file says.
                guard start > previousEnd, start <= end else { throw OpenTypeFont.Failure(description: "the cmap's segments are not in order") }
                previousEnd = end
                guard end != 0xFFFF || start == 0xFFFF else { continue }
                for code in start...end {
                    var glyph: Int
                    if rangeOffset == 0 {
                        glyph = (code + delta) & 0xFFFF
                    } else {
                        // idRangeOffset counts bytes from its own position to the glyph of `start`.
                        glyph = try file.u16(ranges + segment * 2 + rangeOffset + (code - start) * 2)
                        if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                    }
                    if glyph != 0 { table[UInt32(code)] = UInt16(glyph) }
                }
            }
            self = .table(table)
        } else {
            throw OpenTypeFont.Failure(description: "the font has no Unicode character map (cmap format 4 or 12)")
        }
    }
}

/// One pair adjustment subtable (GPOS lookup type 2), read where the file keeps it: its coverage, pairs and classes are
/// looked up in the file's bytes when a pair is measured.
struct PairSubtable: Sendable, Hashable {
    let file: [UInt8]
    let offset: Int

    static func == (a: PairSubtable, b: PairSubtable) -> Bool { a.offset == b.offset && a.file.count == b.file.count }
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }

    /// The horizontal advance adjustment for `left` followed by `right` in font units, nil when this subtable does not
    /// apply (the left glyph is not covered, or a format 1 subtable has no such pair).
    func adjustment(_ left: Int, _ right: Int) -> Int? {
        let file = FontBytes(self.file)
        guard let format = try? file.u16(offset), let coverage = try? file.u16(offset + 2),
              let index = Self.coverageIndex(file, at: offset + coverage, glyph: left),
              let format1 = try? file.u16(offset + 4), let format2 = try? file.u16(offset + 6) else { return nil }
        let size1 = Self.valueSize(format1), size2 = Self.valueSize(format2)
        func advances(at record: Int) -> Int? {
            guard let first = try? Self.xAdvance(file, at: record, format: format1),
                  let second = try? Self.xAdvance(file, at: record + size1, format: format2) else { return nil }
            return first + second
        }
        switch format {
        case 1:
            guard let sets = try? file.u16(offset + 8), index < sets, let set = try? file.u16(offset + 10 + index * 2),
                  let count = try? file.u16(offset + set) else { return nil }
            let recordSize = 2 + size1 + size2, records = offset + set + 2
            var low = 0, high = count - 1
            while low <= high {
                let middle = (low + high) / 2
                guard let second = try? file.u16(records + middle * recordSize) else { return nil }
                if right < second { high = middle - 1 } else if right > second { low = middle + 1 } else {
                    return advances(at: records + middle * recordSize + 2)
                }
            }
            return nil
        case 2:
            guard let classes1 = try? file.u16(offset + 8), let classes2 = try? file.u16(offset + 10),
                  let count1 = try? file.u16(offset + 12), let count2 = try? file.u16(offset + 14) else { return nil }
            let class1 = Self.glyphClass(file, at: offset + classes1, glyph: left)
            let class2 = Self.glyphClass(file, at: offset + classes2, glyph: right)
            guard class1 < count1, class2 < count2 else { return 0 }
            return advances(at: offset + 16 + (class1 * count2 + class2) * (size1 + size2)) ?? 0
        default:
            return nil
        }
    }

    /// A ValueRecord's size: two bytes for each field its format has.
    static func valueSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The XAdvance field (format bit 0x0004), after XPlacement and YPlacement when present; 0 without it.
    static func xAdvance(_ file: FontBytes, at record: Int, format: Int) throws(OpenTypeFont.Failure) -> Int {
        guard format & 0x0004 != 0 else { return 0 }
        return try file.i16(record + (format & 0x0003).nonzeroBitCount * 2)
    }

    /// A glyph's index in a Coverage table (format 1: a sorted glyph list; format 2: ranges), nil when not covered.
    static func coverageIndex(_ file: FontBytes, at table: Int, glyph: Int) -> Int? {
        guard let format = try? file.u16(table), let count = try? file.u16(table + 2) else { return nil }
        var low = 0, high = count - 1
        while low <= high {
            let middle = (low + high) / 2
            if format == 1 {
                guard let value = try? file.u16(table + 4 + middle * 2) else { return nil }
                if glyph < value { high = middle - 1 } else if glyph > value { low = middle + 1 } else { return middle }
            } else if format == 2 {
                let range = table + 4 + middle * 6
                guard let start = try? file.u16(range), let end = try? file.u16(range + 2),
                      let first = try? file.u16(range + 4) else { return nil }
                if glyph < start { high = middle - 1 } else if glyph > end { low = middle + 1 } else { return first + glyph - start }
            } else {
                return nil
            }
        }
        return nil
    }

    /// A glyph's class in a ClassDef table (format 1: classes from a start glyph; format 2: ranges); 0 when unlisted.
    static func glyphClass(_ file: FontBytes, at table: Int, glyph: Int) -> Int {
        guard let format = try? file.u16(table) else { return 0 }
        if format == 1 {
            guard let start = try? file.u16(table + 2), let count = try? file.u16(table + 4),
                  glyph >= start, glyph - start < count else { return 0 }
            return (try? file.u16(table + 6 + (glyph - start) * 2)) ?? 0
        }
        guard format == 2, let count = try? file.u16(table + 2) else { return 0 }
        var low = 0, high = count - 1
        while low <= high {
            let middle = (low + high) / 2, range = table + 4 + middle * 6
            guard let start = try? file.u16(range), let end = try? file.u16(range + 2) else { return 0 }
            if glyph < start { high = middle - 1 } else if glyph > end { low = middle + 1 } else { return (try? file.u16(range + 4)) ?? 0 }
        }
        return 0
    }
}

extension OpenTypeFont {
    /// The pair adjustment subtables of every lookup a `kern` feature names, per lookup in the lookup list's order.
    static func kerningLookups(_ file: FontBytes, at gpos: Int) throws(Failure) -> [[PairSubtable]] {
        let features = gpos + (try file.u16(gpos + 6)), lookups = gpos + (try file.u16(gpos + 8))
        var indices = Set<Int>()
        for index in 0..<(try file.u16(features)) {
            let record = features + 2 + index * 6
            guard String(decoding: try file.slice(record, 4), as: UTF8.self) == "kern" else { continue }
            let feature = features + (try file.u16(record + 4))
            for lookup in 0..<(try file.u16(feature + 2)) { indices.insert(try file.u16(feature + 4 + lookup * 2)) }
        }
        let lookupCount = try file.u16(lookups)
        var result: [[PairSubtable]] = []
        for index in indices.sorted() where index < lookupCount {
            let lookup = lookups + (try file.u16(lookups + 2 + index * 2))
            let type = try file.u16(lookup)
            guard type == 2 || type == 9 else { continue }
            var subtables: [PairSubtable] = []
            for subtable in 0..<(try file.u16(lookup + 4)) {
                var start = lookup + (try file.u16(lookup + 6 + subtable * 2))
                if type == 9 {
                    // An extension subtable: the real lookup type and a 32-bit offset from here.
                    guard try file.u16(start + 2) == 2 else { continue }
                    start += try file.u32(start + 4)
                }
                _ = try file.u16(start)
                subtables.append(PairSubtable(file: file.bytes, offset: start))
            }
            if !subtables.isEmpty { result.append(subtables) }
        }
        return result
    }

    /// The legacy `kern` table's horizontal format 0 pairs (Microsoft's version 0 and Apple's version 1 headers),
    /// summed over its subtables; a minimum or cross-stream subtable is not kerning and is skipped.
    static func legacyPairs(_ file: FontBytes, at kern: Int) throws(Failure) -> [UInt32: Int16] {
        var pairs: [UInt32: Int16] = [:]
        let apple = try file.u16(kern) == 1
        let count = apple ? try file.u32(kern + 4) : try file.u16(kern + 2)
        var subtable = kern + (apple ? 8 : 4)
        for _ in 0..<min(count, 256) {
            let length: Int, format: Int, horizontal: Bool, header: Int
            if apple {
                length = try file.u32(subtable)
                let coverage = try file.u16(subtable + 4)
                format = coverage & 0xFF; horizontal = coverage & 0xC000 == 0; header = 8
            } else {
                length = try file.u16(subtable + 2)
                let coverage = try file.u16(subtable + 4)
                format = coverage >> 8; horizontal = coverage & 0x7 == 0x1; header = 6
            }
            if format == 0 && horizontal {
                let pairCount = try file.u16(subtable + header)
                let first = subtable + header + 8
                _ = try file.slice(first, pairCount * 6)
                for index in 0..<pairCount {
                    let pair = first + index * 6
                    let key = UInt32(try file.u16(pair)) << 16 | UInt32(try file.u16(pair + 2))
                    pairs[key] = Int16(clamping: Int(pairs[key] ?? 0) + (try file.i16(pair + 4)))
                }
            }
            guard length > 0 else { break }
            subtable += length
        }
        return pairs
    }
}
