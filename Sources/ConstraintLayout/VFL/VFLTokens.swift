import Parsing

// The lexical pieces of VFL, built from swift-parsing parsers. Each either consumes its token or
// fails; which error to report is decided by the grammar in VFLGrammar.swift, which knows where
// it stands.
//
// Input is `Substring.UTF8View`: every token is ASCII, so byte-level matching is exact, and its
// indices are the format string's own, which is how columns are computed.

typealias VFLInput = Substring.UTF8View

enum VFLTokens {
    /// Spaces and tabs between tokens. Apple rejects them; we skip them so hand-written scenario
    /// files may be spaced for reading. Only ASCII ones: other Unicode spaces stay errors.
    static var spaces: some Parser<VFLInput, VFLInput> {
        Prefix<VFLInput> { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// A C identifier: `[A-Za-z_][A-Za-z0-9_]*`. View names and metric names alike.
    static var identifier: some Parser<VFLInput, String> {
        Consumed {
            Prefix<VFLInput>(1) { isIdentifierHead($0) }
            Prefix<VFLInput> { isIdentifierHead($0) || isDigit($0) }
        }
        .map { String(Substring($0)) }
    }

    /// A number as `strtod_l` reads it in the C locale: optional sign, digits, optional fraction,
    /// optional exponent (`12`, `12.5`, `.5`, `-3`, `1e2`). swift-parsing's float parser scans that
    /// shape and hands it to `Double(_:)`, which is `strtod_l` with the C locale.
    static var number: some Parser<VFLInput, Double> {
        Double.parser(of: VFLInput.self)
    }

    /// `==`, `<=` or `>=`, from `Relation`'s raw values.
    static var relation: some Parser<VFLInput, Relation> {
        Relation.parser(of: VFLInput.self)
    }

    /// A predicate's object, or a priority: an identifier, else a number. Identifier first, so that
    /// `inf` and `nan` (which `strtod` would read as numbers) are metric names, as in C.
    static var constant: some Parser<VFLInput, VFLObject> {
        OneOf {
            identifier.map { VFLObject.identifier($0) }
            number.map { VFLObject.number($0) }
        }
    }

    /// `H:`'s and `V:`'s look-alike with another name before the colon (`X:[a]`), so it can be
    /// reported as an unknown orientation rather than a missing view.
    static var orientationLike: some Parser<VFLInput, Void> {
        Parse {
            identifier
            spaces
            ":".utf8
        }
        .map { _ in () }
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Can a number start here? Used where the grammar must commit to "this is a number" before
    /// parsing it, so that a malformed one (`.`, `1e`) is reported as such.
    static func isNumberHead(_ byte: UInt8, signed: Bool) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".")
            || (signed && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")))
    }
}
