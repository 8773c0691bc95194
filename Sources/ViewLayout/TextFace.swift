/// What a Text is drawn in besides its point size, as its environment says (`.font`, `.bold()`, `.italic()`,
/// `.monospaced()`, `.monospacedDigit()`, `.tracking`, `.custom`). The system text model measures all of it; the
/// monospaced model measures none of it.
public struct TextFace: Hashable, Sendable, Codable {
    public enum Design: String, Hashable, Sendable, Codable, CaseIterable {
        case `default`, monospaced, rounded, serif
    }

    public var weight: SystemFont.Weight = .regular
    public var italic = false
    public var design: Design = .default
    public var monospacedDigit = false
    /// Points added between adjacent characters (`.tracking(_:)`, `.kerning(_:)`).
    public var tracking = 0.0
    /// Points added between lines (`.lineSpacing(_:)`), in both text models.
    public var lineSpacing = 0.0
    /// Where lines shorter than the Text sit (`.multilineTextAlignment(_:)`): drawing only, both models.
    public var alignment: TextAlignment = .leading

    public enum TextAlignment: String, Hashable, Sendable, Codable, CaseIterable {
        case leading, center, trailing
    }
    /// The app's font (`.custom("Name", size:)`) when its file is known; nil: San Francisco.
    public var custom: CustomFont?
    /// A `.custom` font's name whose file framelab.yml does not give: measured as San Francisco, as iOS falls back to the
    /// system font when it has no font of that name.
    public var missingCustomName: String?

    public init(weight: SystemFont.Weight = .regular, italic: Bool = false, design: Design = .default,
                monospacedDigit: Bool = false, tracking: Double = 0, custom: CustomFont? = nil) {
        self.weight = weight; self.italic = italic; self.design = design
        self.monospacedDigit = monospacedDigit; self.tracking = tracking; self.custom = custom
    }

    /// How the rules name it: "San Francisco 17 pt semibold italic", "SF Mono 17 pt regular", "Atkinson 20 pt".
    func describe(size: Double) -> String {
        var parts = [custom.map { $0.name } ?? (design == .monospaced ? "SF Mono" : "San Francisco"), "\(num(size)) pt"]
        if custom == nil { parts.append(weight.rawValue) }
        if italic && custom == nil { parts.append("italic") }
        if design == .rounded || design == .serif { parts.append("(.\(design.rawValue): measured as the default design)") }
        if monospacedDigit { parts.append("monospaced digits") }
        if tracking != 0 { parts.append("tracking \(num(tracking))") }
        if let missingCustomName {
            parts.append("('\(missingCustomName)' is not in framelab.yml's fonts: measured as San Francisco, iOS's fallback)")
        }
        return parts.joined(separator: " ")
    }
}

/// An app's font file as `framelab.yml`'s `fonts:` names it: the name `.custom` uses and the file's tables.
/// A class, shared by reference: a face is copied with every node of the layout tree, and a font's tables by value
/// would be copied (and their references counted) with it.
public final class CustomFont: Hashable, Sendable, Codable {
    public let name: String
    public let font: OpenTypeFont

    public init(name: String, font: OpenTypeFont) {
        self.name = name
        self.font = font
    }

    public static func == (a: CustomFont, b: CustomFont) -> Bool { a === b || (a.name == b.name && a.font == b.font) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(font)
    }
}

/// What a font modifier changes in the face its content inherits; nil leaves a property as inherited.
public struct FaceChange: Hashable, Sendable, Codable {
    public var italic: Bool?
    public var design: TextFace.Design?
    public var monospacedDigit: Bool?
    public var tracking: Double?
    public var lineSpacing: Double?
    public var alignment: TextFace.TextAlignment?
    /// Whether the modifier names a whole font (`.font(…)`), which replaces the inherited family with `custom`.
    public var replacesFamily = false
    /// `.custom`'s name, and its file when framelab.yml's `fonts:` gives one.
    public var customName: String?
    public var custom: CustomFont?

    public init(italic: Bool? = nil, design: TextFace.Design? = nil, monospacedDigit: Bool? = nil, tracking: Double? = nil,
                lineSpacing: Double? = nil, alignment: TextFace.TextAlignment? = nil, replacesFamily: Bool = false,
                customName: String? = nil, custom: CustomFont? = nil) {
        self.italic = italic; self.design = design; self.monospacedDigit = monospacedDigit; self.tracking = tracking
        self.lineSpacing = lineSpacing; self.alignment = alignment
        self.replacesFamily = replacesFamily; self.customName = customName; self.custom = custom
    }

    func applied(to face: TextFace) -> TextFace {
        var face = face
        if let italic { face.italic = italic }
        if let design { face.design = design }
        if let monospacedDigit { face.monospacedDigit = monospacedDigit }
        if let tracking { face.tracking = tracking }
        if let lineSpacing { face.lineSpacing = lineSpacing }
        if let alignment { face.alignment = alignment }
        if replacesFamily {
            face.custom = custom
            face.missingCustomName = custom == nil ? customName : nil
        }
        return face
    }
}

/// A face at a point size, as the system text model measures it, with what it reads looked up once:
/// * San Francisco (`SystemFont`): the upright weight's measured advances and kerning; italic adds, per glyph, what
///   the measured regular italic adds to regular (FrameLab's model for italic weights other than regular, which were
///   not measured) and uses the italic's kerning;
/// * SF Mono (`.monospaced()`): every glyph 1266/2048 em, as measured for each size and both weights, no kerning;
/// * an app's font file: its advances and pair kerning in font units, scaled by size over units per em.
/// With monospaced digits each digit is as wide as the widest digit (FrameLab's model of tabular figures); tracking is
/// added between adjacent characters.
struct TextFont: Sendable {
    let size: Double
    let face: TextFace
    private let source: Source
    private var digitAdvance: Double?

    private enum Source: Sendable {
        case system(rows: SystemFontTable.Bracket, italic: (upright: SystemFontTable.Bracket, italic: SystemFontTable.Bracket)?,
                    kerning: SystemFontTable.Cut, blend: Double)
        case mono
        case file(OpenTypeFont)
    }

    /// SF Mono's advance: 1266/2048 em (openuikit's `mono-regular` and `mono-bold` tables, every size).
    static let monoAdvance = 1266.0 / 2048

    init(size: Double, face: TextFace) {
        self.size = size
        self.face = face
        if let custom = face.custom {
            source = .file(custom.font)
        } else if face.design == .monospaced {
            source = .mono
        } else {
            let table = SystemFontTable.shared, weight = table.cut(face.weight.rawValue)
            let italicCut = face.italic ? table.cut("italic") : nil
            let italic = italicCut.map { (SystemFontTable.bracket(size, in: table.cut("regular")), SystemFontTable.bracket(size, in: $0)) }
            source = .system(rows: SystemFontTable.bracket(size, in: weight), italic: italic, kerning: italicCut ?? weight,
                             blend: table.kerningBlend(size))
        }
        digitAdvance = nil
        if face.monospacedDigit {
            let unmodified = self
            digitAdvance = "0123456789".map { unmodified.advance(of: $0) }.max()
        }
    }

    /// One line's exact height: SF's `size × 2444/2048` (SF Mono's is the same, measured), or the file's `hhea` line.
    static func lineHeight(size: Double, face: TextFace) -> Double {
        face.custom?.font.lineHeight(size: size) ?? SystemFont.lineHeight(size: size, displayScale: .infinity)
    }

    func advance(of character: Character) -> Double {
        if let digitAdvance, character.isASCII, character.isNumber { return digitAdvance }
        switch source {
        case .mono:
            if let first = character.unicodeScalars.first, SystemFont.isWide(first) { return size }
            return character.unicodeScalars.contains { !SystemFont.isZeroWidth($0) } ? size * Self.monoAdvance : 0
        case .system(let rows, let italic, _, _):
            let table = SystemFontTable.shared
            var advance = SystemFont.advance(of: character, size: size, rows: rows, table: table)
            if let italic {
                advance += SystemFont.advance(of: character, size: size, rows: italic.italic, table: table)
                    - SystemFont.advance(of: character, size: size, rows: italic.upright, table: table)
            }
            return advance
        case .file(let font):
            var units = 0
            for scalar in character.unicodeScalars {
                if let glyph = font.glyph(for: scalar) {
                    units += font.advance(ofGlyph: glyph)
                } else if !SystemFont.isZeroWidth(scalar) {
                    // A character the font lacks is drawn by a fallback font: measured as San Francisco (iOS's fallback).
                    return SystemFont.width(of: Substring(String(character)), size: size, weight: face.weight) + Double(units) * scale(font)
                }
            }
            return Double(units) * scale(font)
        }
    }

    /// The kerning between two adjacent characters given as code points (a character of several scalars is not kerned).
    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        switch source {
        case .mono: return 0
        case .system(_, _, let cut, let blend):
            return SystemFont.kerning(left, right, cut: cut, size: size, blend: blend)
        case .file(let font):
            guard let l = Unicode.Scalar(left).flatMap(font.glyph(for:)), let r = Unicode.Scalar(right).flatMap(font.glyph(for:))
            else { return 0 }
            return Double(font.kerning(l, r)) * scale(font)
        }
    }

    private func scale(_ font: OpenTypeFont) -> Double { size / Double(font.unitsPerEm) }

    func width(of text: Substring) -> Double {
        var run = TextRun(font: self)
        run.append(contentsOf: text)
        return run.width
    }
}

/// A line being built character by character, its width kept as `TextFont.width` would measure it: each character's
/// advance, the kerning with the one before, and the tracking between them.
struct TextRun: Sendable {
    let font: TextFont
    private(set) var text = ""
    private(set) var width = 0.0
    private var last: UInt32?

    init(font: TextFont) { self.font = font }

    var isEmpty: Bool { text.isEmpty }

    mutating func append(_ character: Character) {
        if !text.isEmpty { width += font.face.tracking }
        width += font.advance(of: character)
        let scalars = character.unicodeScalars
        let current = scalars.count == 1 ? scalars.first!.value : nil
        if let last, let current { width += font.kerning(last, current) }
        last = current
        text.append(character)
    }

    mutating func append(contentsOf characters: Substring) {
        for character in characters { append(character) }
    }
}
