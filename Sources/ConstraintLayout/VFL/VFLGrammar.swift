import Parsing

// The productions of Apple's VFL grammar (Auto Layout Guide, "Visual Format Language" appendix),
// one method each, over the tokens in VFLTokens.swift.
//
// Why methods and not swift-parsing's `OneOf`/`Optionally`/`Many` builders for the structure:
// those combinators backtrack on *any* failure and wrap errors in the library's opaque error type,
// so `[a(>=50]` would come back as "all alternatives failed" somewhere. VFL needs one-character
// look-ahead at most (as Apple's own parser does), so each production peeks, commits, and on failure
// throws a `VFLError` naming the column where the input stopped making sense.

struct VFLGrammar {
    /// The whole format string: input indices point into it, which is how columns are computed.
    let source: String

    // MARK: Columns and failures

    /// 1-based character column of the first unconsumed character (`source.count + 1` at the end).
    func column(_ input: VFLInput) -> Int {
        source[..<input.startIndex].count + 1
    }

    func failure(_ message: String, at input: VFLInput) -> VFLError {
        VFLError(message: message, column: column(input), format: source)
    }

    /// Runs a token parser; if it fails, leaves `input` untouched and throws `message` at its column.
    func expect<P: Parser>(_ parser: P, _ input: inout VFLInput, else message: String) throws(VFLError) -> P.Output
    where P.Input == VFLInput {
        let original = input
        do {
            return try parser.parse(&input)
        } catch {
            input = original
            throw failure(message, at: original)
        }
    }

    func skipSpaces(_ input: inout VFLInput) {
        _ = try? VFLTokens.spaces.parse(&input)
    }

    /// Consumes `character` (after spaces) if it is next; the look-ahead behind every decision.
    func take(_ character: Character, _ input: inout VFLInput) -> Bool {
        skipSpaces(&input)
        return (try? String(character).utf8.parse(&input)) != nil
    }

    func next(_ input: inout VFLInput) -> UInt8? {
        skipSpaces(&input)
        return input.first
    }

    // MARK: Productions

    /// `(<orientation>':')? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    func visualFormatString(_ input: inout VFLInput) throws(VFLError) -> VFLFormat {
        guard next(&input) != nil else { throw failure(VFLMessage.emptyFormat, at: input) }

        var format = VFLFormat(orientation: try orientation(&input), views: [])

        if take("|", &input) {
            let connection = try connection(&input)
            // `|-|`, `|`: a superview and nothing to place in it.
            if next(&input) == nil || next(&input) == UInt8(ascii: "|") {
                throw failure(VFLMessage.noView, at: input)
            }
            format.leadingSuperview = connection
        }
        format.views.append(try view(&input))

        while true {
            let connection = try connection(&input)
            let beforeElement = input
            if next(&input) == nil {
                // `[a]` may end the format; `[a]-12-` promised a neighbour. (A lone trailing `-`
                // was already rejected inside `connection`.)
                guard connection.kind == .flush else {
                    throw failure(VFLMessage.expectedViewAfterConnection, at: input)
                }
                return format
            }
            if next(&input) == UInt8(ascii: "[") {
                format.connections.append(connection)
                format.views.append(try view(&input))
                continue
            }
            if take("|", &input) {
                format.trailingSuperview = connection
                try end(&input, afterSuperview: beforeElement)
                return format
            }
            // `[a]]`, `[a]x`: the format is over, something else follows. `[a]-12-x`: the
            // connection promised a neighbour.
            throw failure(
                connection.kind == .flush ? VFLMessage.trailingCharacters : VFLMessage.expectedViewAfterConnection,
                at: input
            )
        }
    }

    /// Only spaces may follow the trailing `|`. `[a]|[b]`, `[a]|-[b]` read as a `|` placed between
    /// views, which is worth its own message.
    func end(_ input: inout VFLInput, afterSuperview bar: VFLInput) throws(VFLError) {
        guard let byte = next(&input) else { return }
        if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "-") {
            var bar = bar
            skipSpaces(&bar)
            throw failure(VFLMessage.superviewInMiddle, at: bar)
        }
        throw failure(VFLMessage.trailingCharacters, at: input)
    }

    /// `(('H' | 'V') ':')?`, defaulting to horizontal.
    func orientation(_ input: inout VFLInput) throws(VFLError) -> VFLOrientation {
        let start = input
        for (letter, orientation) in [("H", VFLOrientation.horizontal), ("V", .vertical)] {
            if (try? letter.utf8.parse(&input)) != nil {
                // Like Apple: a leading H or V is always an orientation, so `V[a]` wants its colon.
                guard take(":", &input) else {
                    throw failure(VFLMessage.missingOrientationColon(Character(letter)), at: input)
                }
                return orientation
            }
        }
        var probe = input
        if (try? VFLTokens.orientationLike.parse(&probe)) != nil {
            throw failure(VFLMessage.unknownOrientation, at: start)
        }
        return .horizontal
    }

    /// `'[' <viewName> (<predicateListWithParens>)? ']'`
    func view(_ input: inout VFLInput) throws(VFLError) -> VFLView {
        skipSpaces(&input)
        let column = column(input)
        _ = try expect("[".utf8, &input, else: VFLMessage.expectedView)
        skipSpaces(&input)
        let name = try expect(VFLTokens.identifier, &input, else: VFLMessage.expectedViewName)
        var predicates: [VFLPredicate] = []
        if next(&input) == UInt8(ascii: "(") {
            predicates = try predicateListWithParens(&input, unterminated: VFLMessage.unterminatedView)
        }
        guard take("]", &input) else { throw failure(VFLMessage.unterminatedView, at: input) }
        return VFLView(name: name, predicates: predicates, column: column)
    }

    /// `e | '-' <predicateList> '-' | '-'`, where `<predicateList> ::= <simplePredicate> |
    /// <predicateListWithParens>`. Never fails on `e`: the caller decides whether what follows
    /// may follow a flush connection.
    func connection(_ input: inout VFLInput) throws(VFLError) -> VFLConnection {
        skipSpaces(&input)
        let column = column(input)
        guard take("-", &input) else { return VFLConnection(.flush, column: column) }

        let predicates: [VFLPredicate]
        switch next(&input) {
        case UInt8(ascii: "["), UInt8(ascii: "|"):
            return VFLConnection(.standard, column: column)
        case UInt8(ascii: "("):
            predicates = try predicateListWithParens(&input, unterminated: VFLMessage.unterminatedPredicateList)
        case let byte? where VFLTokens.isIdentifierHead(byte) || VFLTokens.isNumberHead(byte, signed: false):
            predicates = [try simplePredicate(&input)]
        default:
            throw failure(VFLMessage.expectedAfterDash, at: input)
        }
        guard take("-", &input) else { throw failure(VFLMessage.missingClosingDash, at: input) }
        return VFLConnection(.predicates(predicates), column: column)
    }

    /// `<metricName> | <positiveNumber>`: `-12-`, `-gap-`. The relation is `==`.
    func simplePredicate(_ input: inout VFLInput) throws(VFLError) -> VFLPredicate {
        let column = column(input)
        let object = try constant(&input, else: VFLMessage.expectedNumberOrMetric)
        return VFLPredicate(object: object, column: column)
    }

    /// `'(' <predicate> (',' <predicate>)* ')'`. `unterminated` is the message when neither `,` nor
    /// `)` follows a predicate: Apple's thickness message inside a view, a plain one in a connection.
    func predicateListWithParens(_ input: inout VFLInput, unterminated: String) throws(VFLError) -> [VFLPredicate] {
        _ = take("(", &input)
        if next(&input) == UInt8(ascii: ")") { throw failure(VFLMessage.emptyPredicateList, at: input) }
        var predicates: [VFLPredicate] = []
        repeat {
            predicates.append(try predicate(&input))
        } while take(",", &input)
        guard take(")", &input) else { throw failure(unterminated, at: input) }
        return predicates
    }

    /// `(<relation>)? <objectOfPredicate> ('@' <priority>)?`
    func predicate(_ input: inout VFLInput) throws(VFLError) -> VFLPredicate {
        skipSpaces(&input)
        let column = column(input)
        var relation = Relation.equal
        if let byte = input.first, "=<>".utf8.contains(byte) {
            relation = try expect(VFLTokens.relation, &input, else: VFLMessage.unknownRelation)
        }
        skipSpaces(&input)
        let object = try constant(&input, else: VFLMessage.expectedObject)
        var priority: VFLPriority?
        if take("@", &input) {
            skipSpaces(&input)
            switch try constant(&input, else: VFLMessage.expectedPriority) {
            case .number(let value): priority = .number(value)
            case .identifier(let name): priority = .identifier(name)
            }
        }
        return VFLPredicate(relation: relation, object: object, priority: priority, column: column)
    }

    /// `<metricName> | <number>` (also a view name, spelled the same). A number must be finite:
    /// `strtod` reads `1e999` and `-inf` as infinities, which no constraint can use.
    func constant(_ input: inout VFLInput, else message: String) throws(VFLError) -> VFLObject {
        let start = input
        let object = try expect(VFLTokens.constant, &input, else: message)
        if case .number(let value) = object, !value.isFinite {
            throw failure(VFLMessage.nonFiniteNumber, at: start)
        }
        return object
    }
}
