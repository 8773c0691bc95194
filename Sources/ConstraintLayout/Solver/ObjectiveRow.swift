/// A number per priority level, compared lexicographically (highest priority first): a symbol's reduced cost in the
/// objective, or the objective's value. Sparse: only the levels where it is not (near) zero, highest first.
struct LexicographicValue: Sendable {
    struct Term: Sendable {
        var priority: Double
        var value: Double
    }

    private(set) var terms: [Term] = []

    init() {}

    /// `value` at level `priority` and zero elsewhere.
    init(_ value: Double, at priority: Double) {
        if !nearZero(value) { terms = [Term(priority: priority, value: value)] }
    }

    var isZero: Bool { terms.isEmpty }

    /// The highest-priority non-zero term: it alone decides the sign.
    var leading: Term? { terms.first }

    func value(at priority: Double) -> Double {
        terms.first { $0.priority == priority }?.value ?? 0
    }

    /// `self += value` at `priority`.
    mutating func add(_ value: Double, at priority: Double) {
        let index = terms.firstIndex { $0.priority <= priority } ?? terms.count
        if index < terms.count && terms[index].priority == priority {
            let updated = terms[index].value + value
            if nearZero(updated) { terms.remove(at: index) } else { terms[index].value = updated }
        } else if !nearZero(value) {
            terms.insert(Term(priority: priority, value: value), at: index)
        }
    }

    /// `self += factor · other`: a merge of the two sorted term lists.
    mutating func add(_ other: LexicographicValue, times factor: Double) {
        if other.terms.count == 1 { return add(factor * other.terms[0].value, at: other.terms[0].priority) }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].priority > other.terms[j].priority) {
                merged.append(terms[i])
                i += 1
            } else if i == terms.count || other.terms[j].priority > terms[i].priority {
                let value = factor * other.terms[j].value
                if !nearZero(value) { merged.append(Term(priority: other.terms[j].priority, value: value)) }
                j += 1
            } else {
                let value = terms[i].value + factor * other.terms[j].value
                if !nearZero(value) { merged.append(Term(priority: terms[i].priority, value: value)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }
}

/// The lexicographic objective: one row whose coefficients are `LexicographicValue`s.
///
/// One row per priority level would hold, for every level, a copy of the rows of that level's basic error symbols;
/// a pivot then substitutes into every level whose row holds the entering symbol. With random priorities (1…999 in
/// hundredths: about one level per constraint) that was nine tenths of all substitution work. Here a pivot updates
/// one row: each cell of the entering symbol's row gains a multiple of the entering symbol's term list.
struct ObjectiveRow: Sendable {
    /// The total error per level.
    var constant = LexicographicValue()
    /// symbol → its coefficient, zero for most: a dense table like the solver's others (no hashing).
    var cells: [LexicographicValue] = []
}
