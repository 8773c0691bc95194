import ConstraintLayout

/// What a piece of anchor-DSL Swift evaluates to while a scenario's constraint block is read.
enum AnchorValue {
    case number(Double)
    /// `a.leadingAnchor`, `b.widthAnchor * 0.5 + 10`.
    case anchor(AnchorTerm)
    /// `a.edges`, `b.edges + EdgeInsets(…)`, `b.size * 0.5`.
    case composite(CompositeTerm)
    case insets(top: Double, leading: Double, bottom: Double, trailing: Double)
    case size(width: Double, height: Double)
    case priority(Double)
    case constraints([LayoutConstraint])

    /// For messages: what the value is, as a Swift programmer would name its type.
    var kind: String {
        switch self {
        case .number: "a number"
        case .anchor(let term): term.isPlain ? "an anchor" : "an anchor expression"
        case .composite(let term): "a composite anchor (\(term.composite.rawValue))"
        case .insets: "edge insets"
        case .size: "a CGSize"
        case .priority: "a priority"
        case .constraints: "a constraint"
        }
    }
}

/// `multiplier × anchor + constant`: what `+ - *` change on a single or a composite anchor alike.
protocol LinearTerm {
    var multiplier: Double { get set }
    var constant: Double { get set }
    /// Still a bare anchor (nothing added or multiplied): only a bare anchor may stand on the left of a relation.
    var isPlain: Bool { get set }
}

extension LinearTerm {
    /// `term + c` (and `term - c` as `term + -c`).
    func adding(_ c: Double) -> Self {
        var term = self
        term.constant += c
        term.isPlain = false
        return term
    }

    /// `term * m`: `m × (multiplier × anchor + constant)`.
    func multiplied(by m: Double) -> Self {
        var term = self
        term.multiplier *= m
        term.constant *= m
        term.isPlain = false
        return term
    }
}

/// `multiplier × item.attribute + constant`.
struct AnchorTerm: LinearTerm {
    var item: String
    var attribute: LayoutAttribute
    var multiplier = 1.0
    var constant = 0.0
    /// Still a bare anchor (nothing added or multiplied): only a bare anchor may stand on the left of a relation.
    var isPlain = true
}

/// `multiplier × item.COMPOSITE + constant`, with per-attribute constants for insets.
struct CompositeTerm: LinearTerm {
    var item: String
    var composite: CompositeAnchor
    var multiplier = 1.0
    var constant = 0.0
    var perAttribute: [LayoutAttribute: Double] = [:]
    var isPlain = true
}
