/// The anchor form of a name, shared by the site's permalinks and the check that no two files get the
/// same one: lower-case ASCII letters and digits; `<` → "lt", `>` → "gt", `=` → "eq", any run of other
/// characters a single "-" (none at the ends); "x" when nothing is left.
public enum Slug {
    /// On UTF-8 bytes: every byte of a character beyond ASCII is one of the "other characters", so a run of them
    /// makes one "-" as it did scalar by scalar (a slug per figure, 10,000 of them on a large site's index).
    public static func of(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8)
        var pendingDash = false
        func emit(_ byte: UInt8) {
            if pendingDash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
            pendingDash = false
            out.append(byte)
        }
        func emit(_ a: Character, _ b: Character) {
            emit(a.asciiValue!)
            emit(b.asciiValue!)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): emit(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): emit(byte + 32)
            case UInt8(ascii: "<"): pendingDash = true; emit("l", "t"); pendingDash = true
            case UInt8(ascii: ">"): pendingDash = true; emit("g", "t"); pendingDash = true
            case UInt8(ascii: "="): pendingDash = true; emit("e", "q"); pendingDash = true
            default: pendingDash = true
            }
        }
        return out.isEmpty ? "x" : String(decoding: out, as: UTF8.self)
    }
}
