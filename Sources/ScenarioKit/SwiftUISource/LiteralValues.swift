import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// One argument of a call, evaluated as the literal value its parameter expects. Scenario views
    /// are data, not code: only literals are accepted (numbers, `.infinity`, alignments, edge sets,
    /// `EdgeInsets(…)`, …), and anything else is an error naming the call and parameter.
    struct Argument {
        var expression: ExprSyntax
        /// The call and parameter, for messages: `'.frame' expects a number for 'minWidth'`.
        var callee: String
        var parameter: String
        var map: SourceMap

        func number() throws(Diagnostic) -> Double {
            guard let value = Literal.number(expression) else { throw mismatch("a number") }
            return value
        }

        /// A `CGFloat?` parameter: a number or `nil` (messages say just "a number", as that is
        /// what was meant).
        func optionalNumber() throws(Diagnostic) -> Double? {
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            return try number()
        }

        /// An `Int?` parameter (`lineLimit`): a non-negative integer literal or `nil`.
        func optionalInteger() throws(Diagnostic) -> Int? {
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            guard let value = expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue else {
                throw mismatch("an integer or nil")
            }
            return value
        }

        func bool() throws(Diagnostic) -> Bool {
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { throw mismatch("true or false") }
            return literal.literal.tokenKind == .keyword(.true)
        }

        /// A string literal without interpolation; escapes are resolved.
        func string() throws(Diagnostic) -> String {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { throw mismatch("a string literal") }
            if let segment = literal.segments.first(where: { $0.is(ExpressionSegmentSyntax.self) }) {
                throw map.error("string interpolation is not supported in '\(callee)'; "
                                + "scenario views take literal values only", at: segment)
            }
            guard let value = literal.representedLiteralValue else { throw mismatch("a string literal") }
            return value
        }

        func horizontalAlignment() throws(Diagnostic) -> HorizontalAlignment {
            try named(HorizontalAlignment.allCases.map { ($0.rawValue, $0) },
                      expected: "a HorizontalAlignment", qualifiers: ["HorizontalAlignment"])
        }

        func verticalAlignment() throws(Diagnostic) -> VerticalAlignment {
            try named(VerticalAlignment.allCases.map { ($0.rawValue, $0) },
                      expected: "a VerticalAlignment", qualifiers: ["VerticalAlignment"])
        }

        func alignment() throws(Diagnostic) -> Alignment {
            try named(Alignment.named.map { ($0.name, $0.value) }, expected: "an Alignment", qualifiers: ["Alignment"])
        }

        /// An `Edge.Set`: `.top`, `.horizontal`, `[.top, .leading]`, `[]`.
        func edges() throws(Diagnostic) -> Edges {
            guard let array = expression.as(ArrayExprSyntax.self) else {
                return try named(Edges.named.map { ($0.name, $0.value) }, expected: "an edge set",
                                 qualifiers: ["Edge.Set"], note: " or an array of them")
            }
            var edges: Edges = []
            for item in array.elements {
                edges.formUnion(try element(item.expression).edges())
            }
            return edges
        }

        /// `EdgeInsets(top:leading:bottom:trailing:)`, all four required as in SwiftUI, or `EdgeInsets()`.
        func edgeInsets() throws(Diagnostic) -> EdgeInsets {
            let call = try construction(of: "EdgeInsets", expected: "EdgeInsets(top:leading:bottom:trailing:)")
            let sides = ["top", "leading", "bottom", "trailing"]
            let arguments = try bind(call, callee: "EdgeInsets",
                                     overloads: [Signature(), Signature(sides.map { .labelled($0, hasDefault: false) })],
                                     anchor: call.calledExpression, map: map)
            func side(_ name: String) throws(Diagnostic) -> Double { try arguments[name]?.number() ?? 0 }
            return EdgeInsets(top: try side("top"), leading: try side("leading"),
                              bottom: try side("bottom"), trailing: try side("trailing"))
        }

        /// A `CGSize`: `CGSize(width:height:)` or `.zero`.
        func size() throws(Diagnostic) -> (width: Double, height: Double) {
            if Literal.memberName(expression, qualifiers: ["CGSize"]) == "zero" { return (0, 0) }
            let call = try construction(of: "CGSize", expected: "CGSize(width:height:)")
            let arguments = try bind(call, callee: "CGSize",
                                     overloads: [Signature(.labelled("width", hasDefault: false),
                                                           .labelled("height", hasDefault: false))],
                                     anchor: call.calledExpression, map: map)
            return (try arguments["width"]?.number() ?? 0, try arguments["height"]?.number() ?? 0)
        }

        /// A system color, written `Color.red` or `.red`: its name.
        func color() throws(Diagnostic) -> String {
            let expected = "a system color such as Color.red or .red"
            guard let name = Literal.memberName(expression, qualifiers: ["Color"]) else { throw mismatch(expected) }
            guard Literal.systemColors.contains(name) else { throw Literal.unknownColor(name, at: expression, map: map) }
            return name
        }

        /// One of `allowed` member names (or an array of them), checked and otherwise ignored.
        func memberNames(_ allowed: [String], type: String) throws(Diagnostic) {
            if let array = expression.as(ArrayExprSyntax.self) {
                for item in array.elements { try element(item.expression).memberNames(allowed, type: type) }
                return
            }
            _ = try named(allowed.map { ($0, ()) }, expected: "a \(type)", qualifiers: [])
        }

        // MARK: helpers

        /// The value of a member written `.name` or `Qualifier.name`; the error lists the choices.
        private func named<Value>(_ values: [(String, Value)], expected: String, qualifiers: [String],
                                  note: String = "") throws(Diagnostic) -> Value {
            guard let name = Literal.memberName(expression, qualifiers: qualifiers),
                  let value = values.first(where: { $0.0 == name })?.1 else {
                throw mismatch("\(expected) (\(values.map { "." + $0.0 }.joined(separator: ", "))\(note))")
            }
            return value
        }

        private func construction(of type: String, expected: String) throws(Diagnostic) -> FunctionCallExprSyntax {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type else {
                throw mismatch(expected)
            }
            return call
        }

        private func element(_ expression: ExprSyntax) -> Argument {
            Argument(expression: expression, callee: callee, parameter: parameter, map: map)
        }

        /// The error for an argument of the wrong kind. A plain identifier gets the message the
        /// Swift compiler would give, since scenario views have no variables to refer to.
        func mismatch(_ expected: String) -> Diagnostic {
            if let variable = Literal.firstVariable(in: expression) {
                return Literal.notInScope(variable, map: map)
            }
            return map.error("'\(callee)' expects \(expected) for '\(parameter)', got \(Literal.describe(expression))",
                             at: expression)
        }
    }
}
