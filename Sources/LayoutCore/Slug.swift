/// The anchor form of a name, shared by the site's permalinks and the check that no two files get the
/// same one: lower-case ASCII letters and digits; `<` → "lt", `>` → "gt", `=` → "eq", any run of other
/// characters a single "-" (none at the ends); "x" when nothing is left.
public enum Slug {
    public static func of(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        func emit(_ word: String) {
            if pendingDash, !out.isEmpty { out += "-" }
            pendingDash = false
            out += word
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "0"..."9": emit(String(scalar))
            case "A"..."Z": emit(String(scalar).lowercased())
            case "<": pendingDash = true; emit("lt"); pendingDash = true
            case ">": pendingDash = true; emit("gt"); pendingDash = true
            case "=": pendingDash = true; emit("eq"); pendingDash = true
            default: pendingDash = true
            }
        }
        return out.isEmpty ? "x" : out
    }
}
