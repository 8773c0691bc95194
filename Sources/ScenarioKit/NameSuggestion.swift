/// "Did you mean …?" for a name that is a likely slip of a known one: a view, a modifier, a subcommand.
public enum NameSuggestion {
    /// The closest of `candidates` to `name` when it differs by case, or by a letter or two (two only for
    /// names of five letters or more), and by at most one in length; nil otherwise.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower && $0 != name }) { return same }
        let allowed = name.count >= 5 ? 2 : 1
        let scored = candidates.filter { abs($0.count - name.count) <= 1 }.map { ($0, editDistance(lower, $0.lowercased())) }
            .filter { $0.1 <= allowed }
        return scored.min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }?.0
    }

    /// Levenshtein distance, for suggestions only (names are short).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
