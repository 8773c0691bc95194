import Testing
@testable import ConstraintLayout

// VFL parser: every production of Apple's grammar, Apple's own examples, one malformed string per
// construct with its exact message and column, and a fuzz run that must never trap.

// MARK: - Helpers

private func parse(_ format: String) throws -> VFLFormat {
    try VFLParser.parse(format)
}

/// The error a malformed string gives, or nil if it parses.
private func failure(_ format: String) -> VFLError? {
    do {
        _ = try VFLParser.parse(format)
        return nil
    } catch {
        return error
    }
}

private func view(_ name: String, at column: Int, _ predicates: [VFLPredicate] = []) -> VFLView {
    VFLView(name: name, predicates: predicates, column: column)
}

private func pred(
    _ relation: Relation, _ object: VFLObject, at column: Int, priority: VFLPriority? = nil
) -> VFLPredicate {
    VFLPredicate(relation: relation, object: object, priority: priority, column: column)
}

/// A predicate written without a relation, which means `==`.
private func pred(_ object: VFLObject, at column: Int, priority: VFLPriority? = nil) -> VFLPredicate {
    pred(.equal, object, at: column, priority: priority)
}

private func flush(at column: Int) -> VFLConnection { VFLConnection(.flush, column: column) }
private func standard(at column: Int) -> VFLConnection { VFLConnection(.standard, column: column) }
private func spacing(at column: Int, _ predicates: VFLPredicate...) -> VFLConnection {
    VFLConnection(.predicates(predicates), column: column)
}

// MARK: - Orientation

@Suite("VFL orientation")
struct VFLOrientationTests {
    @Test func horizontalExplicit() throws {
        #expect(try parse("H:[a]") == VFLFormat(orientation: .horizontal, views: [view("a", at: 3)]))
    }

    @Test func vertical() throws {
        #expect(try parse("V:[a]") == VFLFormat(orientation: .vertical, views: [view("a", at: 3)]))
    }

    @Test func omittedDefaultsToHorizontal() throws {
        #expect(try parse("[a]") == VFLFormat(orientation: .horizontal, views: [view("a", at: 1)]))
    }
}

// MARK: - Superviews

@Suite("VFL superview edges")
struct VFLSuperviewTests {
    @Test func leadingFlush() throws {
        let f = try parse("|[a]")
        #expect(f.leadingSuperview == flush(at: 2))
        #expect(f.views == [view("a", at: 2)])
        #expect(f.trailingSuperview == nil)
    }

    @Test func leadingStandard() throws {
        let f = try parse("|-[a]")
        #expect(f.leadingSuperview == standard(at: 2))
        #expect(f.views == [view("a", at: 3)])
    }

    @Test func leadingNumber() throws {
        #expect(try parse("|-50-[a]").leadingSuperview == spacing(at: 2, pred(.number(50), at: 3)))
    }

    @Test func leadingMetric() throws {
        #expect(try parse("|-margin-[a]").leadingSuperview == spacing(at: 2, pred(.identifier("margin"), at: 3)))
    }

    @Test func leadingParenthesised() throws {
        let f = try parse("|-(>=8@750,<=m)-[a]")
        #expect(f.leadingSuperview == spacing(
            at: 2,
            pred(.greaterThanOrEqual, .number(8), at: 4, priority: .number(750)),
            pred(.lessThanOrEqual, .identifier("m"), at: 12)
        ))
        #expect(f.views == [view("a", at: 17)])
    }

    @Test func trailingFlush() throws {
        let f = try parse("[a]|")
        #expect(f.leadingSuperview == nil)
        #expect(f.trailingSuperview == flush(at: 4))
    }

    @Test func trailingStandard() throws {
        #expect(try parse("[a]-|").trailingSuperview == standard(at: 4))
    }

    @Test func trailingNumber() throws {
        #expect(try parse("[a]-50-|").trailingSuperview == spacing(at: 4, pred(.number(50), at: 5)))
    }

    @Test func trailingMetric() throws {
        #expect(try parse("[a]-margin-|").trailingSuperview == spacing(at: 4, pred(.identifier("margin"), at: 5)))
    }

    @Test func trailingParenthesised() throws {
        #expect(try parse("[a]-(>=8@750,<=m)-|").trailingSuperview == spacing(
            at: 4,
            pred(.greaterThanOrEqual, .number(8), at: 6, priority: .number(750)),
            pred(.lessThanOrEqual, .identifier("m"), at: 14)
        ))
    }

    @Test func bothEdges() throws {
        let f = try parse("|[a]|")
        #expect(f == VFLFormat(leadingSuperview: flush(at: 2), views: [view("a", at: 2)], trailingSuperview: flush(at: 5)))
    }
}

// MARK: - View predicates

@Suite("VFL view predicates")
struct VFLViewPredicateTests {
    @Test func constant() throws {
        #expect(try parse("[a(50)]").views == [view("a", at: 1, [pred(.number(50), at: 4)])])
    }

    @Test(arguments: [("==", Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)])
    func relationAndConstant(spelling: String, relation: Relation) throws {
        #expect(try parse("[a(\(spelling)50)]").views == [view("a", at: 1, [pred(relation, .number(50), at: 4)])])
    }

    @Test func metric() throws {
        #expect(try parse("[a(width)]").views[0].predicates == [pred(.identifier("width"), at: 4)])
    }

    @Test func viewName() throws {
        #expect(try parse("[a(==b)]").views[0].predicates == [pred(.equal, .identifier("b"), at: 4)])
    }

    @Test func priorityNumber() throws {
        #expect(try parse("[a(100@20)]").views[0].predicates == [pred(.number(100), at: 4, priority: .number(20))])
    }

    @Test func priorityMetric() throws {
        #expect(try parse("[a(>=10@high)]").views[0].predicates
            == [pred(.greaterThanOrEqual, .number(10), at: 4, priority: .identifier("high"))])
    }

    @Test func severalPredicates() throws {
        #expect(try parse("[flexibleButton(>=70,<=100)]").views == [view("flexibleButton", at: 1, [
            pred(.greaterThanOrEqual, .number(70), at: 17),
            pred(.lessThanOrEqual, .number(100), at: 22),
        ])])
    }

    /// `strtod_l` shapes: sign, fraction without integer part, exponent.
    @Test(arguments: [
        ("12", 12.0), ("12.5", 12.5), (".5", 0.5), ("-3", -3), ("+4", 4), ("1e2", 100), ("2.5E-1", 0.25), ("7.", 7),
    ])
    func numbers(spelling: String, value: Double) throws {
        #expect(try parse("[a(\(spelling))]").views[0].predicates == [pred(.number(value), at: 4)])
    }

    /// C identifiers, including the ones `strtod` would read as numbers.
    @Test(arguments: ["_x", "a1_B2", "inf", "nan", "infinity", "e5"])
    func identifiers(name: String) throws {
        #expect(try parse("[\(name)(\(name))]").views == [view(name, at: 1, [pred(.identifier(name), at: name.count + 3)])])
    }
}

// MARK: - Connections

@Suite("VFL connections")
struct VFLConnectionTests {
    @Test func flushViews() throws {
        #expect(try parse("[a][b]") == VFLFormat(views: [view("a", at: 1), view("b", at: 4)], connections: [flush(at: 4)]))
    }

    @Test func standardSpacing() throws {
        #expect(try parse("[a]-[b]") == VFLFormat(views: [view("a", at: 1), view("b", at: 5)], connections: [standard(at: 4)]))
    }

    @Test func number() throws {
        #expect(try parse("[a]-12-[b]").connections == [spacing(at: 4, pred(.number(12), at: 5))])
    }

    @Test func relationWithPriority() throws {
        #expect(try parse("[a]-(>=8@750)-[b]").connections
            == [spacing(at: 4, pred(.greaterThanOrEqual, .number(8), at: 6, priority: .number(750)))])
    }

    @Test func metricWithRelation() throws {
        #expect(try parse("[a]-(==gap)-[b]").connections == [spacing(at: 4, pred(.equal, .identifier("gap"), at: 6))])
    }

    @Test func simpleMetric() throws {
        #expect(try parse("[a]-gap-[b]").connections == [spacing(at: 4, pred(.identifier("gap"), at: 5))])
    }

    @Test func fractionalSimpleNumber() throws {
        #expect(try parse("[a]-.5-[b]").connections == [spacing(at: 4, pred(.number(0.5), at: 5))])
    }

    @Test func threeViewsKeepOrder() throws {
        let f = try parse("[a]-[b][c]")
        #expect(f.views.map(\.name) == ["a", "b", "c"])
        #expect(f.connections == [standard(at: 4), flush(at: 8)])
    }
}

// MARK: - Apple's examples (Auto Layout Guide)

@Suite("VFL Apple examples")
struct VFLAppleExampleTests {
    @Test func standardSpace() throws {
        #expect(try parse("[button]-[textField]")
            == VFLFormat(views: [view("button", at: 1), view("textField", at: 10)], connections: [standard(at: 9)]))
    }

    @Test func widthConstraint() throws {
        #expect(try parse("[button(>=50)]")
            == VFLFormat(views: [view("button", at: 1, [pred(.greaterThanOrEqual, .number(50), at: 9)])]))
    }

    @Test func connectionToSuperview() throws {
        #expect(try parse("|-50-[purpleBox]-50-|") == VFLFormat(
            leadingSuperview: spacing(at: 2, pred(.number(50), at: 3)),
            views: [view("purpleBox", at: 6)],
            trailingSuperview: spacing(at: 17, pred(.number(50), at: 18))
        ))
    }

    @Test func verticalLayout() throws {
        #expect(try parse("V:[topField]-10-[bottomField]") == VFLFormat(
            orientation: .vertical,
            views: [view("topField", at: 3), view("bottomField", at: 17)],
            connections: [spacing(at: 13, pred(.number(10), at: 14))]
        ))
    }

    @Test func flushViews() throws {
        #expect(try parse("[maroonView][blueView]")
            == VFLFormat(views: [view("maroonView", at: 1), view("blueView", at: 13)], connections: [flush(at: 13)]))
    }

    @Test func priority() throws {
        #expect(try parse("[button(100@20)]")
            == VFLFormat(views: [view("button", at: 1, [pred(.number(100), at: 9, priority: .number(20))])]))
    }

    @Test func equalWidths() throws {
        #expect(try parse("[button1(==button2)]")
            == VFLFormat(views: [view("button1", at: 1, [pred(.equal, .identifier("button2"), at: 10)])]))
    }

    @Test func multiplePredicates() throws {
        #expect(try parse("[flexibleButton(>=70,<=100)]").views[0].predicates.map(\.relation)
            == [.greaterThanOrEqual, .lessThanOrEqual])
    }

    @Test func completeLine() throws {
        #expect(try parse("|-[find]-[findNext]-[findField(>=20)]-|") == VFLFormat(
            leadingSuperview: standard(at: 2),
            views: [
                view("find", at: 3),
                view("findNext", at: 10),
                view("findField", at: 21, [pred(.greaterThanOrEqual, .number(20), at: 32)]),
            ],
            connections: [standard(at: 9), standard(at: 20)],
            trailingSuperview: standard(at: 38)
        ))
    }

    @Test func leadingSuperviewOnly() throws {
        #expect(try parse("H:|-20-[button1]-12-[button2]") == VFLFormat(
            leadingSuperview: spacing(at: 4, pred(.number(20), at: 5)),
            views: [view("button1", at: 8), view("button2", at: 21)],
            connections: [spacing(at: 17, pred(.number(12), at: 18))]
        ))
    }
}

// MARK: - Whitespace leniency

@Suite("VFL whitespace")
struct VFLWhitespaceTests {
    @Test func spacesAndTabsBetweenTokensAreSkipped() throws {
        let f = try parse(" V : | - 50 - [ a ( >= 50 @ 750 , <= m ) ]\t-\t| ")
        #expect(f.orientation == .vertical)
        #expect(f.leadingSuperview == spacing(at: 8, pred(.number(50), at: 10)))
        #expect(f.views == [view("a", at: 15, [
            pred(.greaterThanOrEqual, .number(50), at: 21, priority: .number(750)),
            pred(.lessThanOrEqual, .identifier("m"), at: 35),
        ])])
        #expect(f.trailingSuperview == standard(at: 44))
    }

    @Test func spacesDoNotSplitARelation() {
        #expect(failure("[a(= =5)]") == VFLError(message: VFLMessage.unknownRelation, column: 4, format: "[a(= =5)]"))
    }
}

// MARK: - Errors

@Suite("VFL errors")
struct VFLErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let format: String
        let message: String
        let column: Int
        var testDescription: String { "\"\(format)\"" }
        init(_ format: String, _ message: String, _ column: Int) {
            self.format = format
            self.message = message
            self.column = column
        }
    }

    static let cases: [Case] = [
        Case("", "The format string is empty", 1),
        Case("   ", "The format string is empty", 4),
        Case("X:[a]", "Unknown orientation. Must be H or V", 1),
        Case("V[a]", "Expected ':' after 'V' to specify vertical arrangement", 2),
        Case("H[a]", "Expected ':' after 'H' to specify horizontal arrangement", 2),
        Case("H:", "Expected a view: a name in brackets, like [button]", 3),
        Case("a", "Expected a view: a name in brackets, like [button]", 1),
        Case("|-5-a", "Expected a view: a name in brackets, like [button]", 5),
        Case("[a", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 3),
        Case("[a(>=50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 8),
        Case("[a(>=50", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 8),
        Case("[a b]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 4),
        Case("[1a]", "Expected a view name: a C identifier (a letter or '_', then letters, digits or '_')", 2),
        Case("[]", "Expected a view name: a C identifier (a letter or '_', then letters, digits or '_')", 2),
        Case("[a]-(=8)-[b]", "Unknown relation. Must be ==, >=, or <=", 6),
        Case("[a(=<8)]", "Unknown relation. Must be ==, >=, or <=", 4),
        Case("[a]-()-[b]", "A predicate list must not be empty: write at least one predicate between '(' and ')'", 6),
        Case("[a()]", "A predicate list must not be empty: write at least one predicate between '(' and ')'", 4),
        Case("[a]-(8@)-[b]", "Expected a priority after '@': a number or a metric name", 8),
        Case("[a(>=)]", "Expected a number, a metric name or a view name", 6),
        Case("[a(50,)]", "Expected a number, a metric name or a view name", 7),
        Case("[a]-.-[b]", "Expected a number or a metric name", 5),
        Case("[a(1e999)]", "A number must be finite", 4),
        Case("[a(-inf)]", "A number must be finite", 4),
        Case("[a]-(8 9)-[b]", "Expected ',' or ')' after a predicate", 8),
        Case("[a]-(8-[b]", "Expected ',' or ')' after a predicate", 7),
        Case("[a]-", "Expected a view, '|' or a spacing predicate after '-'", 5),
        Case("[a]-@-[b]", "Expected a view, '|' or a spacing predicate after '-'", 5),
        Case("[a]--5-[b]", "Expected a view, '|' or a spacing predicate after '-'", 5),
        Case("[a]-12[b]", "Expected '-' after a connection's predicate, as in -12- or -(>=8)-", 7),
        Case("[a]-(>=8)[b]", "Expected '-' after a connection's predicate, as in -12- or -(>=8)-", 10),
        Case("|-5[a]", "Expected '-' after a connection's predicate, as in -12- or -(>=8)-", 4),
        Case("[a]-12-", "Expected a view or '|' after a connection", 8),
        Case("[a]-12-x", "Expected a view or '|' after a connection", 8),
        Case("|-|", "A format must contain at least one view", 3),
        Case("|", "A format must contain at least one view", 2),
        Case("H:|-50-|", "A format must contain at least one view", 8),
        Case("[a]|[b]", "'|' (the superview) may appear only at the start or the end of a format", 4),
        Case("[a]|-[b]", "'|' (the superview) may appear only at the start or the end of a format", 4),
        Case("[a]]", "Unexpected characters after the end of the format", 4),
        Case("[a]|x", "Unexpected characters after the end of the format", 5),
        Case("[a]||", "Unexpected characters after the end of the format", 5),
        // Columns count characters, not UTF-8 bytes.
        Case("[a]é", "Unexpected characters after the end of the format", 4),
        Case("[a(>=5)]-(é)-|", "Expected a number, a metric name or a view name", 11),
    ]

    @Test(arguments: cases)
    func malformed(_ c: Case) {
        #expect(failure(c.format) == VFLError(message: c.message, column: c.column, format: c.format))
    }

    @Test func descriptionPointsAtTheColumn() throws {
        let error = try #require(failure("[a]-(=8)-[b]"))
        #expect(error.description == """
            Unknown relation. Must be ==, >=, or <=
            [a]-(=8)-[b]
                 ^
            """)
    }

    @Test func descriptionKeepsTabsUnderTheCaret() throws {
        let error = try #require(failure("\t[a]]"))
        #expect(error.description == "Unexpected characters after the end of the format\n\t[a]]\n\t   ^")
    }

    @Test func descriptionOfEmptyFormat() throws {
        let error = try #require(failure(""))
        #expect(error.description == "The format string is empty\n\n^")
    }
}

// MARK: - Fuzz

@Suite("VFL fuzz")
struct VFLFuzzTests {
    /// SplitMix64: a fixed seed keeps failures reproducible.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// 5,000 random strings must parse or throw, never trap; errors point inside the string or just
    /// past it, and parsed elements carry columns inside it.
    @Test func randomStringsNeverTrap() {
        let alphabet = Array("HV:|-[]()@,=<>0123456789.abc ")
        var rng = SeededGenerator(state: 0x5EED_0F_0F1)
        var parsed = 0
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...24, using: &rng)
            let format = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            do {
                let f = try VFLParser.parse(format)
                parsed += 1
                #expect(!f.views.isEmpty && f.connections.count == f.views.count - 1, "\(format)")
                let columns = f.views.map(\.column) + f.connections.map(\.column)
                    + [f.leadingSuperview, f.trailingSuperview].compactMap { $0?.column }
                #expect(columns.allSatisfy { (1...format.count).contains($0) }, "\(format)")
            } catch {
                #expect((1...format.count + 1).contains(error.column), "\(format): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        // The alphabet yields some valid strings (`[a]`, `[b]-[c]`…); none at all would mean the
        // generator or the parser is broken.
        #expect(parsed > 0)
    }

    /// Strings built from the grammar's own pieces parse far more often than random ones.
    @Test func grammarShapedStringsNeverTrap() {
        let pieces = ["H:", "V:", "|", "-", "[a]", "[b(>=5)]", "-8-", "-(<=m@750)-", "(", ")", "@", ",", "==", "1e", "."]
        var rng = SeededGenerator(state: 42)
        for _ in 0..<2_000 {
            let format = (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            do {
                _ = try VFLParser.parse(format)
            } catch {
                #expect((1...format.count + 1).contains(error.column), "\(format): \(error)")
            }
        }
    }
}
