/// SwiftParser takes time exponential in the number of `[` open at once (about twice as long for each one more:
/// 20 unclosed `[` take 18 s in a debug build, found by the fuzzer), so Swift source with more than `limit` open is
/// refused before it is parsed. Real views and constraints nest arrays two or three deep.
enum SquareBracketGuard {
    static let limit = 10

    static var message: String {
        "more than \(limit) '[' open at once; FrameLab does not read arrays or subscripts nested this deep"
    }

    /// The UTF-8 offset of the first `[` that makes more than `limit` open at once, outside string literals; nil when
    /// there is none.
    static func firstTooDeep(_ text: String) -> Int? {
        var depth = 0, inString = false, escaped = false
        for (offset, byte) in text.utf8.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return offset }
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
