import ConstraintLayout

/// kiwi's `benchmarks/enaml_like_benchmark`: 111 constraints of a small form plus `width` and `height` edit
/// variables. kiwi's strengths map to Auto Layout priorities in the same order (strong 1e6 > smedium 1e5 >
/// mmedium 1250 > medium 1e3 > weak 1).
struct EnamlRow {
    enum Strength {
        case required, strong, smedium, mmedium, medium, weak
        var priority: Priority {
            switch self {
            case .required: return .required
            case .strong: return Priority(750)
            case .smedium: return Priority(600)
            case .mmedium: return Priority(501)
            case .medium: return Priority(500)
            case .weak: return Priority(250)
            }
        }
    }
    var relation: Relation
    var strength: Strength
    var terms: [(String, Double)]
    var constant: Double

    init(_ relation: Relation, _ strength: Strength, _ terms: [(String, Double)], _ constant: Double) {
        self.relation = relation
        self.strength = strength
        self.terms = terms
        self.constant = constant
    }
}

struct EnamlForm {
    var solver = ConstraintSolver()
    var variables: [String: Variable] = [:]
    var width: Variable
    var height: Variable

    init() throws {
        for row in enamlRows {
            for (name, _) in row.terms where variables[name] == nil {
                variables[name] = solver.makeVariable(name)
            }
        }
        width = variables["width"]!
        height = variables["height"]!
        try solver.addEditVariable(width, priority: Priority(750))
        try solver.addEditVariable(height, priority: Priority(750))
        for row in enamlRows {
            let expression = LinearExpression(
                terms: row.terms.map { LinearExpression.Term(variables[$0.0]!, $0.1) }, constant: row.constant)
            try solver.add(Constraint(expression, row.relation, 0, priority: row.strength.priority))
        }
    }
}

let enamlRows: [EnamlRow] = [
    EnamlRow(.greaterThanOrEqual, .required, [("left", 1)], 0.0),
    EnamlRow(.equal, .medium, [("height", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("height", 1)], 0.0),
    EnamlRow(.equal, .required, [("top", -1), ("contents_top", 1)], -10.0),
    EnamlRow(.equal, .strong, [("lb3height", 1)], -16.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb3height", 1)], -16.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctleft", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("cttop", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctwidth", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctheight", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3left", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .smedium, [("ctheight", 1)], -24.0),
    EnamlRow(.lessThanOrEqual, .smedium, [("ctwidth", 1)], -16777200.0),
    EnamlRow(.lessThanOrEqual, .smedium, [("ctheight", 1)], -24.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3height", 1)], 0.0),
    EnamlRow(.equal, .weak, [("lb1width", 1)], -67.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2height", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2height", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3left", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl2width", 1)], -125.0),
    EnamlRow(.equal, .strong, [("fl2height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl2height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1left", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb1width", 1)], -67.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2left", 1)], 0.0),
    EnamlRow(.equal, .weak, [("lb2width", 1)], -66.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb2width", 1)], -66.0),
    EnamlRow(.equal, .strong, [("lb2height", 1)], -16.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1height", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2top", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("lb2top", -1), ("lb3top", 1), ("lb2height", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3top", -1), ("lb3height", -1), ("fl3top", 1)], -10.0),
    EnamlRow(.equal, .mmedium, [("lb3top", -1), ("lb3height", -1), ("fl3top", 1)], -10.0),
    EnamlRow(.equal, .mmedium, [("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1top", 1), ("contents_top", -1)], 0.0),
    EnamlRow(.equal, .mmedium, [("fl1top", 1), ("contents_top", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0.0),
    EnamlRow(.equal, .required, [("left", -1), ("width", -1), ("contents_right", 1)], 10.0),
    EnamlRow(.equal, .required, [("top", -1), ("height", -1), ("contents_bottom", 1)], 10.0),
    EnamlRow(.equal, .required, [("left", -1), ("contents_left", 1)], -10.0),
    EnamlRow(.equal, .mmedium, [("lb3left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.equal, .strong, [("fl1left", 1), ("midline+0", -1)], 0.0),
    EnamlRow(.equal, .strong, [("fl2left", 1), ("midline+0", -1)], 0.0),
    EnamlRow(.equal, .strong, [("ctleft", 1), ("midline+0", -1)], 0.0),
    EnamlRow(.equal, .strong, [("fl1top", 1), ("fl1height", 0.5), ("lb1top", -1), ("lb1height", -0.5)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.equal, .mmedium, [("lb1left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1left", -1), ("fl1left", 1), ("lb1width", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("lb1left", -1), ("fl1left", 1), ("lb1width", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1left", -1), ("contents_right", 1), ("fl1width", -1)], 0.0),
    EnamlRow(.equal, .medium, [("width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl1top", -1), ("fl2top", 1), ("fl1height", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("fl1top", -1), ("fl2top", 1), ("fl1height", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("cttop", 1), ("fl2top", -1), ("fl2height", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctheight", -1), ("cttop", -1), ("fl3top", 1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0.0),
    EnamlRow(.equal, .mmedium, [("cttop", 1), ("fl2top", -1), ("fl2height", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("fl1left", -1), ("contents_right", 1), ("fl1width", -1)], 0.0),
    EnamlRow(.equal, .strong, [("lb2top", -1), ("lb2height", -0.5), ("fl2top", 1), ("fl2height", 0.5)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("contents_left", -1), ("lb2left", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("contents_left", -1), ("lb2left", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2left", 1), ("lb2width", -1), ("lb2left", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("ctheight", -1), ("cttop", -1), ("fl3top", 1)], -10.0),
    EnamlRow(.equal, .mmedium, [("contents_bottom", 1), ("fl3height", -1), ("fl3top", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1height", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("fl2left", 1), ("lb2width", -1), ("lb2left", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("fl2left", -1), ("fl2width", -1), ("contents_right", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2left", -1), ("fl2width", -1), ("contents_right", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb1left", 1)], 0.0),
    EnamlRow(.equal, .strong, [("ctheight", 0.5), ("cttop", 1), ("lb3top", -1), ("lb3height", -0.5)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctleft", 1), ("lb3left", -1), ("lb3width", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("ctwidth", -1), ("ctleft", -1), ("contents_right", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("ctleft", 1), ("lb3left", -1), ("lb3width", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.equal, .mmedium, [("fl3left", 1), ("contents_left", -1)], 0.0),
    EnamlRow(.equal, .mmedium, [("ctwidth", -1), ("ctleft", -1), ("contents_right", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("fl3left", -1), ("contents_right", 1), ("fl3width", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("contents_top", -1), ("lb1top", 1)], 0.0),
    EnamlRow(.equal, .mmedium, [("contents_top", -1), ("lb1top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl3left", -1), ("contents_right", 1), ("fl3width", -1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2top", 1), ("lb1top", -1), ("lb1height", -1)], -10.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2top", -1), ("lb3top", 1), ("lb2height", -1)], -10.0),
    EnamlRow(.equal, .mmedium, [("lb2top", 1), ("lb1top", -1), ("lb1height", -1)], -10.0),
    EnamlRow(.equal, .strong, [("fl1height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl1height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb2left", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb2height", 1)], -16.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2top", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .required, [("fl2width", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb1height", 1)], -16.0),
    EnamlRow(.equal, .strong, [("lb1height", 1)], -16.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl3width", 1)], -125.0),
    EnamlRow(.equal, .strong, [("fl3height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl3height", 1)], -21.0),
    EnamlRow(.greaterThanOrEqual, .required, [("lb3height", 1)], 0.0),
    EnamlRow(.greaterThanOrEqual, .smedium, [("ctwidth", 1)], -119.0),
    EnamlRow(.equal, .weak, [("lb3width", 1)], -24.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("lb3width", 1)], -24.0),
    EnamlRow(.greaterThanOrEqual, .strong, [("fl1width", 1)], -125.0),
]
