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
        /// The `ForEach` loop variables in scope, usable in numbers and strings.
        var scope: Scope = [:]

        /// The argument with the app's constants replaced by what they stand for, in their own file: `.cardTitle`
        /// (`static let cardTitle = Font.system(size: 20)`) is read as `Font.system(size: 20)`, as if written here.
        /// A ternary is read as the branch its condition takes (`isOn ? .white : color`).
        func resolved() -> Argument {
            guard scope.context != nil else { return self }
            var current = self
            for _ in 0..<8 {
                let expression = current.expression
                if let ternary = Ternary(expression) {
                    guard case .bool(let condition)? = Evaluator.value(ternary.condition, scope: current.scope) else { break }
                    current.expression = condition ? ternary.then : ternary.otherwise
                    continue
                }
                guard expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
                        || expression.is(FunctionCallExprSyntax.self),
                      case .deferred(let deferred)? = Evaluator.value(expression, scope: current.scope),
                      !deferred.expression.is(ClosureExprSyntax.self), deferred.expression.id != expression.id else { break }
                current = Argument(expression: deferred.expression, callee: callee, parameter: parameter, map: deferred.scope.sourceMap,
                                   scope: deferred.scope)
            }
            return current
        }

        /// A number: a literal, `.infinity`, or arithmetic on literals and loop variables (`CGFloat(i) * 20`).
        func number() throws(Diagnostic) -> Double {
            guard let value = Evaluator.number(expression, scope: scope) else { throw mismatch("a number") }
            return value
        }

        /// A `CGFloat?` parameter: a number or `nil` (messages say just "a number", as that is
        /// what was meant).
        func optionalNumber() throws(Diagnostic) -> Double? {
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            if case .null? = Evaluator.value(expression, scope: scope) { return nil }
            if let value = Evaluator.number(expression, scope: scope) { return value }
            // In the app's code, a length known only when the app runs is left out, as `nil` would be (`StandIns`).
            if let context = scope.context, scope.map != nil, context.canStandIn {
                context.standIn(Diagnostic.warning("'\(SourceText.excerpt(expression))' is known only when the app runs: '\(callee)' is "
                                                   + "laid out without its '\(parameter)'", at: map.location(of: expression)))
                return nil
            }
            return try number()
        }

        /// An `Int?` parameter (`lineLimit`): a non-negative integer literal or `nil`.
        func optionalInteger() throws(Diagnostic) -> Int? {
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            if case .null? = Evaluator.value(expression, scope: scope) { return nil }
            guard case .int(let value)? = Evaluator.value(expression, scope: scope) else { throw mismatch("an integer or nil") }
            return value
        }

        func bool() throws(Diagnostic) -> Bool {
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { throw mismatch("true or false") }
            return literal.literal.tokenKind == .keyword(.true)
        }

        /// A string: a literal (escapes resolved, interpolations of loop variables and arithmetic
        /// evaluated: `"Row \(i + 1)"`), or a loop variable that holds one.
        func string() throws(Diagnostic) -> String {
            if let literal = expression.as(StringLiteralExprSyntax.self) {
                if let value = Evaluator.string(literal, scope: scope) { return value }
                if let context = scope.context, let failure = context.failure(within: literal) ?? context.anyFailure {
                    context.clearFailure()
                    throw failure
                }
                let segments = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
                let bad = segments.first { Evaluator.interpolated($0, scope: scope) == nil }
                if let bad, let variable = Literal.firstVariable(in: bad, scope: scope) {
                    throw Literal.notInScope(variable, map: map)
                }
                throw map.error("cannot evaluate this interpolation in '\(callee)': only numbers, strings, ForEach "
                                + "loop variables and arithmetic on them (with an optional specifier: \"%.1f\")",
                                at: bad.map(Syntax.init) ?? Syntax(literal))
            }
            if case .string(let value)? = Evaluator.value(expression, scope: scope) { return value }
            throw mismatch("a string literal")
        }

        /// `Text(value, format: .number)`: an integer with grouping separators, a decimal as Swift prints it, both with the
        /// separators of the scenario's locale (`NumberLocale`: `1,234` in en_US, `1.234` in de_DE).
        func formatted() throws(Diagnostic) -> String {
            let locale = NumberLocale(scope.context?.environment.values["locale"])
            switch Evaluator.value(expression, scope: scope) {
            case .int(let n)?: return locale.integer(n)
            case .double(let d)?: return locale.decimal(d)
            case .string(let s)?: return s
            default: throw mismatch("a number or string to format")
            }
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

        /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, as (horizontal, vertical).
        func axes() throws(Diagnostic) -> (horizontal: Bool, vertical: Bool) {
            guard let array = expression.as(ArrayExprSyntax.self) else {
                let axis = try named([("horizontal", true), ("vertical", false)], expected: "an axis set",
                                     qualifiers: ["Axis.Set"], note: " or an array of them")
                return (axis, !axis)
            }
            var result = (horizontal: false, vertical: false)
            for item in array.elements {
                let one = try element(item.expression).axes()
                result = (result.horizontal || one.horizontal, result.vertical || one.vertical)
            }
            return result
        }

        /// A LazyVGrid's `columns:` (a LazyHGrid's `rows:`): an array of `GridItem(…)`, or
        /// `Array(repeating: GridItem(…), count: n)`.
        func gridItems() throws(Diagnostic) -> [GridItemSpec] {
            if let call = expression.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array" {
                let arguments = try bind(call, callee: "Array", overloads: [Signature(.labelled("repeating", hasDefault: false),
                                                                                       .labelled("count", hasDefault: false))],
                                         anchor: call.calledExpression, map: map, scope: scope)
                let item = try arguments["repeating"]!.gridItem()
                guard let count = try arguments["count"]!.optionalInteger(), (1...100).contains(count) else {
                    throw arguments["count"]!.mismatch("a count from 1 to 100")
                }
                return Array(repeating: item, count: count)
            }
            guard let array = expression.as(ArrayExprSyntax.self) else {
                throw mismatch("an array of GridItem(…) or Array(repeating: GridItem(…), count: n)")
            }
            var items: [GridItemSpec] = []
            for element in array.elements { items.append(try self.element(element.expression).gridItem()) }
            if items.isEmpty { throw mismatch("at least one GridItem") }
            return items
        }

        /// `GridItem(.fixed(50))`, `GridItem(.flexible(minimum:maximum:), spacing:, alignment:)`, `GridItem(.adaptive(minimum: 80))`.
        func gridItem() throws(Diagnostic) -> GridItemSpec {
            let call = try construction(of: "GridItem", expected: "GridItem(…)")
            let arguments = try bind(call, callee: "GridItem", overloads: [Signature(.unlabelled("size", hasDefault: true),
                                                                                     .labelled("spacing"), .labelled("alignment"))],
                                     anchor: call.calledExpression, map: map, scope: scope)
            let size = try arguments["size"]?.gridItemSize() ?? .flexible(minimum: 10, maximum: .infinity)
            return GridItemSpec(size, spacing: try arguments["spacing"]?.optionalNumber(),
                                alignment: try arguments["alignment"]?.alignment())
        }

        /// `.fixed(50)`, `.flexible()`, `.flexible(minimum: 10, maximum: 200)`, `.adaptive(minimum: 80, maximum: 120)`.
        func gridItemSize() throws(Diagnostic) -> GridItemSpec.Size {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                throw mismatch(".fixed(…), .flexible(…) or .adaptive(minimum:…)")
            }
            let name = member.declName.baseName.text
            switch name {
            case "fixed":
                let arguments = try bind(call, callee: ".fixed", overloads: [Signature(.unlabelled("size"))], anchor: member, map: map, scope: scope)
                return .fixed(max(0, try arguments["size"]!.number()))
            case "flexible", "adaptive":
                let arguments = try bind(call, callee: "." + name, overloads: [Signature(.labelled("minimum", hasDefault: name == "flexible"),
                                                                                        .labelled("maximum"))],
                                         anchor: member, map: map, scope: scope)
                let minimum = max(0, try arguments["minimum"]?.number() ?? 10), maximum = try arguments["maximum"]?.number() ?? .infinity
                return name == "flexible" ? .flexible(minimum: minimum, maximum: max(minimum, maximum))
                    : .adaptive(minimum: minimum, maximum: max(minimum, maximum))
            default:
                throw mismatch(".fixed(…), .flexible(…) or .adaptive(minimum:…)")
            }
        }

        /// `EdgeInsets(top:leading:bottom:trailing:)`, all four required as in SwiftUI, or `EdgeInsets()`.
        func edgeInsets() throws(Diagnostic) -> EdgeInsets {
            let call = try construction(of: "EdgeInsets", expected: "EdgeInsets(top:leading:bottom:trailing:)")
            let sides = ["top", "leading", "bottom", "trailing"]
            let arguments = try bind(call, callee: "EdgeInsets",
                                     overloads: [Signature(), Signature(sides.map { .labelled($0, hasDefault: false) })],
                                     anchor: call.calledExpression, map: map, scope: scope)
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
                                     anchor: call.calledExpression, map: map, scope: scope)
            return (try arguments["width"]?.number() ?? 0, try arguments["height"]?.number() ?? 0)
        }

        /// A `CGPoint`: `CGPoint(x:y:)` or `.zero`.
        func point() throws(Diagnostic) -> (x: Double, y: Double) {
            if Literal.memberName(expression, qualifiers: ["CGPoint"]) == "zero" { return (0, 0) }
            let call = try construction(of: "CGPoint", expected: "CGPoint(x:y:)")
            let arguments = try bind(call, callee: "CGPoint",
                                     overloads: [Signature(.labelled("x", hasDefault: false), .labelled("y", hasDefault: false))],
                                     anchor: call.calledExpression, map: map, scope: scope)
            return (try arguments["x"]?.number() ?? 0, try arguments["y"]?.number() ?? 0)
        }

        /// A `UnitPoint`: `.topLeading` … `.bottomTrailing`, `.zero`, or `UnitPoint(x:y:)`.
        func unitPoint() throws(Diagnostic) -> (x: Double, y: Double) {
            if expression.is(FunctionCallExprSyntax.self) {
                let call = try construction(of: "UnitPoint", expected: "UnitPoint(x:y:)")
                let arguments = try bind(call, callee: "UnitPoint",
                                         overloads: [Signature(.labelled("x", hasDefault: false), .labelled("y", hasDefault: false))],
                                         anchor: call.calledExpression, map: map, scope: scope)
                return (try arguments["x"]?.number() ?? 0, try arguments["y"]?.number() ?? 0)
            }
            let points = Alignment.named.map { name, a in
                (name, (x: a.horizontal == .leading ? 0.0 : a.horizontal == .center ? 0.5 : 1,
                        y: a.vertical == .top ? 0.0 : a.vertical == .center ? 0.5 : 1))
            } + [("zero", (x: 0.0, y: 0.0))]
            return try named(points, expected: "a UnitPoint", qualifiers: ["UnitPoint"], note: " or UnitPoint(x:y:)")
        }

        func contentMode() throws(Diagnostic) -> ContentMode {
            try named(ContentMode.allCases.map { ($0.rawValue, $0) }, expected: "a ContentMode", qualifiers: ["ContentMode"])
        }

        /// `.aspectRatio`'s first argument: nil (the child's own ratio), a number, or a `CGSize` (its width
        /// over its height).
        func aspectRatio() throws(Diagnostic) -> Double? {
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            if expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "CGSize" {
                let size = try size()
                return size.width / size.height
            }
            return try number()
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
            // In the app's code, a property or parameter that holds SwiftUI's member (`axes` given `.vertical`).
            var heldName: String? {
                guard scope.context != nil, case .enumCase(let member)? = Evaluator.value(expression, scope: scope),
                      member.type == nil, member.associated.isEmpty else { return nil }
                return member.name
            }
            guard let name = Literal.memberName(expression, qualifiers: qualifiers) ?? heldName,
                  let value = values.first(where: { $0.0 == name })?.1 else {
                throw mismatch("\(expected) (\(values.map { "." + $0.0 }.joined(separator: ", "))\(note))")
            }
            return value
        }

        /// `Type(…)`, or `.init(…)` where the parameter's type is `Type`.
        private func construction(of type: String, expected: String) throws(Diagnostic) -> FunctionCallExprSyntax {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type
                    || call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true
            else {
                throw mismatch(expected)
            }
            return call
        }

        private func element(_ expression: ExprSyntax) -> Argument {
            Argument(expression: expression, callee: callee, parameter: parameter, map: map, scope: scope)
        }

        /// The error for an argument of the wrong kind. A plain identifier gets the message the
        /// Swift compiler would give, since scenario views have no variables to refer to.
        func mismatch(_ expected: String) -> Diagnostic {
            // A definite reason found while evaluating the app's code (a missing argument, a run-time value) says more.
            if let context = scope.context, let failure = context.failure(within: expression) ?? context.anyFailure {
                context.clearFailure()
                return failure
            }
            if let variable = Literal.firstVariable(in: expression, scope: scope) {
                return Literal.notInScope(variable, map: map)
            }
            return map.error("'\(callee)' expects \(expected) for '\(parameter)', got \(Literal.describe(expression))",
                             at: expression)
        }
    }
}
