import SwiftSyntax
import ViewLayout

/// Calls: the app's functions, static functions and enum cases with associated values, closures, a few standard
/// types' initialisers (`CGSize`, `String(format:)`, `String(localized:)`); instances of the app's own types are made in
/// `Evaluator+Construction`.
extension SwiftUIInterpreter.Evaluator {
    /// One argument of a call, evaluated in the caller's scope (or deferred, for a closure or a SwiftUI value).
    struct CallArgumentValue {
        var label: String?
        var value: Value
        var expression: ExprSyntax
        var isTrailingClosure = false
    }

    static func arguments(of call: FunctionCallExprSyntax, scope: Scope, expected: [String: String] = [:]) -> [CallArgumentValue] {
        var out = call.arguments.map { argument in
            CallArgumentValue(label: argument.label?.text,
                              value: valueOrDeferred(argument.expression, scope: scope, expected: argument.label.flatMap { expected[$0.text] }),
                              expression: argument.expression)
        }
        if let closure = call.trailingClosure {
            out.append(CallArgumentValue(label: nil, value: .deferred(Deferred(expression: ExprSyntax(closure), scope: scope)),
                                         expression: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            out.append(CallArgumentValue(label: extra.label.text, value: .deferred(Deferred(expression: ExprSyntax(extra.closure), scope: scope)),
                                         expression: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return out
    }

    /// `f(…)`, `Type(…)`, `value.method(…)`, `.case(…)`, `Type.function(…)`.
    static func callValue(_ call: FunctionCallExprSyntax, scope: Scope, floating: Bool, expected: String?) -> Value? {
        guard let context = scope.context else { return nil }
        let program = context.program
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // A localized string is its key here (FrameLab has no string catalog).
            if ["String", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "AttributedString"].contains(name),
               let first = call.arguments.first, first.label == nil || first.label?.text == "localized"
                || (name == "AttributedString" && first.label?.text == "stringLiteral"),
               name != "String" || first.label?.text == "localized",
               case .string(let key)? = value(first.expression, scope: scope) {
                return .string(key)
            }
            if name == "String", call.arguments.first?.label?.text == "format" { return stringFormat(call, scope: scope) }
            if let geometry = geometryValue(name, call: call, scope: scope) { return geometry }
            // `URL(string: "…")`: the address, as a string (`if let url = URL(string: …)` holds for any string).
            if name == "URL", let string = call.arguments.first(where: { $0.label?.text == "string" }),
               case .string(let address)? = value(string.expression, scope: scope) {
                return .string(address)
            }
            // `Array(items.prefix(3))`, `Array(items.enumerated())`: the elements.
            if name == "Array", call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
               case .array(let elements)? = value(only.expression, scope: scope) {
                return .array(elements)
            }
            // An identifier is identity, never shown or measured: a fixed placeholder, the same on every machine.
            if name == "UUID", call.arguments.isEmpty { return .string("00000000-0000-0000-0000-000000000000") }
            if name == "UserDefaults", call.arguments.first?.label?.text == "suiteName" { return freshDefaults }
            if let what = runtimeOnly[name] { return runtimeFailure("\(name)(…)", what: what, at: call, scope: scope) }
            if let type = program.types[name], type.kind != .extensionOnly {
                return construct(type, call: call, scope: scope)
            }
            if ["State", "StateObject", "Binding", "ObservedObject"].contains(name),
               let argument = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text) }) {
                return valueOrDeferred(argument.expression, scope: scope)
            }
            if let closure = scope.variables[name] ?? scope.selfValue.flatMap({ member(name, of: $0, scope: scope, at: Syntax(call), reportsMissing: false) }),
               case .deferred(let deferred) = closure, deferred.expression.is(ClosureExprSyntax.self) {
                return callClosure(deferred, arguments: arguments(of: call, scope: scope).map(\.value), scope: scope, at: call)
            }
            if let (function, type, instance) = findFunction(name, scope: scope) {
                return invoke(function, arguments: arguments(of: call, scope: scope), type: type, instance: instance, scope: scope, at: call)
            }
            return nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        // `Donut.Dough(name: …)`: a type nested in another.
        if let nested = typeName(call.calledExpression, scope: scope), let type = program.types[nested], type.kind != .extensionOnly {
            return construct(type, call: call, scope: scope)
        }
        // `.constant(true)` and `Binding.constant(…)`: a binding to a value is that value.
        if name == "constant", member.base == nil || member.base?.trimmedDescription == "Binding",
           call.arguments.count == 1, let only = call.arguments.first {
            return valueOrDeferred(only.expression, scope: scope)
        }
        guard let base = member.base else {
            // `.init(width: 10, height: 20)` where a CGSize is expected.
            if name == "init", let expected, let geometry = geometryValue(expected, call: call, scope: scope) { return geometry }
            return caseOrStaticCall(name, typeCandidates: expected.map { [$0] } ?? program.implicitMembers[name] ?? [],
                                    call: call, scope: scope)
        }
        if let type = typeName(base, scope: scope) {
            if program.types[type] != nil { return caseOrStaticCall(name, typeCandidates: [type], call: call, scope: scope) }
            if let what = runtimeOnly[type] { return runtimeFailure("\(type).\(name)(…)", what: what, at: call, scope: scope) }
            if ["random", "now"].contains(name) {
                return runtimeFailure("\(type).\(name)(…)", what: "a value chosen when the app runs", at: call, scope: scope)
            }
            return nil
        }
        // `UIFontMetrics(forTextStyle: .body).scaledValue(for: x)` at the default Dynamic Type size (large) is x.
        if name == "scaledValue", call.arguments.count == 1, let only = call.arguments.first,
           scope.context?.environment.values["dynamicTypeSize"] ?? "large" == "large" {
            return value(only.expression, scope: scope, floating: true)
        }
        guard let receiver = value(base, scope: scope) else { return nil }
        if case .null = receiver, base.is(OptionalChainingExprSyntax.self) { return Value.null }
        if let result = builtinMethod(name, on: receiver, call: call, scope: scope) { return result }
        let typeNameOfReceiver: String?
        switch receiver {
        case .instance(let instance): typeNameOfReceiver = instance.type
        case .enumCase(let value): typeNameOfReceiver = value.type
        default: typeNameOfReceiver = nil
        }
        if let typeNameOfReceiver, let function = program.types[typeNameOfReceiver]?.functions[name]?.first {
            return invoke(function, arguments: arguments(of: call, scope: scope), type: typeNameOfReceiver, instance: receiver,
                          scope: scope, at: call)
        }
        return nil
    }

    /// `CGSize(width:height:)`, `CGPoint(x:y:)` (as a size of x by y) and `EdgeInsets(top:leading:bottom:trailing:)`.
    static func geometryValue(_ type: String, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        func number(_ label: String) -> Double? {
            guard let argument = call.arguments.first(where: { $0.label?.text == label }) else { return 0 }
            return value(argument.expression, scope: scope, floating: true)?.number
        }
        switch type {
        case "CGSize":
            guard let width = number("width"), let height = number("height") else { return nil }
            return .size(width: width, height: height)
        case "CGPoint":
            guard let x = number("x"), let y = number("y") else { return nil }
            return .size(width: x, height: y)
        case "EdgeInsets":
            guard let top = number("top"), let leading = number("leading"), let bottom = number("bottom"),
                  let trailing = number("trailing") else { return nil }
            return .insets(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        default:
            return nil
        }
    }

    /// `String(format: "%d of %d", a, b)`: each `%d`, `%i`, `%f`, `%e`, `%g` (with flags, width and precision) and
    /// `%@` replaced by the next argument.
    static func stringFormat(_ call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        let list = Array(call.arguments)
        guard case .string(let format)? = value(list[0].expression, scope: scope) else { return nil }
        var values: [Value] = []
        for argument in list.dropFirst() {
            guard let v = value(argument.expression, scope: scope) else { return nil }
            values.append(v)
        }
        var out = ""
        var rest = Substring(format)
        while let match = rest.firstMatch(of: /%([-+ 0#]*[0-9]{0,3}(\.[0-9]{1,2})?)(l{0,2})([difeg@s%])/) {
            out += rest[..<match.range.lowerBound]
            rest = rest[match.range.upperBound...]
            if match.4 == "%" { out += "%"; continue }
            guard !values.isEmpty else { return nil }
            let next = values.removeFirst()
            if match.4 == "@" || match.4 == "s" { out += next.interpolated; continue }
            guard let number = next.number, let piece = formatted(number, "%" + match.1 + match.4) else { return nil }
            out += piece
        }
        return .string(out + rest)
    }

    /// `.loaded(3)` or `Status.loaded(3)`: an enum case with associated values; `Type.make(…)`: a static function.
    static func caseOrStaticCall(_ name: String, typeCandidates: [String], call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        guard let context = scope.context else { return nil }
        for typeName in typeCandidates {
            guard let type = context.program.types[typeName] else { continue }
            if let enumCase = type.cases.first(where: { $0.name == name }) {
                let values = arguments(of: call, scope: scope).map(\.value)
                return .enumCase(enumValue(enumCase, of: type, scope: scope, associated: values))
            }
            if case .function(let functions)? = type.staticMembers[name]?.kind, let function = functions.first {
                return invoke(function, arguments: arguments(of: call, scope: scope), type: typeName, instance: nil, scope: scope, at: call)
            }
            if name == "init" { return construct(type, call: call, scope: scope) }
        }
        return nil
    }

    /// A function a bare name calls: a method of `self`'s type, a static function of the type whose code runs,
    /// or a global function.
    static func findFunction(_ name: String, scope: Scope) -> (FunctionMember, String?, Value?)? {
        guard let program = scope.context?.program else { return nil }
        if let type = scope.selfType, let declaration = program.types[type] {
            if scope.selfValue != nil, let function = declaration.functions[name]?.first { return (function, type, scope.selfValue) }
            if case .function(let functions)? = declaration.staticMembers[name]?.kind, let function = functions.first {
                return (function, type, nil)
            }
        }
        if case .function(let functions)? = program.globals[name]?.kind, let function = functions.first { return (function, nil, nil) }
        return nil
    }

    /// Runs one of the app's functions: its parameters bound (labels, defaults), its body evaluated; a function
    /// that returns a view gives its body as view code, walked where the result is used.
    static func invoke(_ function: FunctionMember, arguments: [CallArgumentValue], type: String?, instance: Value?,
                       scope: Scope, at node: some SyntaxProtocol) -> Value? {
        guard let context = scope.context, let body = function.syntax.body else { return nil }
        var inner = scope.entering(type: type, instance: instance, file: function.file)
        guard let bound = bind(function.parameters.map(ParameterShape.init), arguments: arguments, callee: function.name,
                               scope: inner, at: node, callerScope: scope) else { return nil }
        inner.variables.merge(bound) { $1 }
        inner.returnType = function.syntax.signature.returnClause.map { TypeDeclaration.baseName(of: $0.type) }
        let returnsView = function.isViewBuilder
            || function.syntax.signature.returnClause?.type.trimmedDescription.contains("View") == true
        if returnsView { return .viewCode(statements: body.statements, scope: inner) }
        return nested(in: context, at: node, map: scope.sourceMap) { run(body.statements, scope: inner) }
    }

    /// A parameter as binding needs it: its label (nil for `_`), its name inside, its default and its type.
    struct ParameterShape {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
        var type: String?
        var isClosure: Bool

        init(_ parameter: FunctionParameterSyntax) {
            let first = parameter.firstName.text
            label = first == "_" ? nil : first
            name = parameter.secondName?.text ?? first
            defaultValue = parameter.defaultValue?.value
            type = TypeDeclaration.baseName(of: parameter.type)
            isClosure = Self.isFunctionType(parameter.type)
        }

        /// `() -> V`, `@escaping (Int) -> V`, `(() -> V)?`: a closure parameter (read from the syntax, without printing it).
        static func isFunctionType(_ type: TypeSyntax) -> Bool {
            if type.is(FunctionTypeSyntax.self) { return true }
            if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
            if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return isFunctionType(only.type)
            }
            return false
        }

        init(property: StoredProperty) {
            label = property.name
            name = property.name
            defaultValue = property.initializer
            type = property.typeName
            // `@ViewBuilder var label: Label` is a closure in the memberwise initialiser: a trailing closure fills it.
            isClosure = property.type?.trimmedDescription.contains("->") == true || property.isViewBuilder
        }
    }

    /// Matches arguments to parameters as Swift does: in order, by label, skipping those with defaults; a trailing
    /// closure fills the next closure parameter. nil after recording what is missing or extra.
    static func bind(_ parameters: [ParameterShape], arguments: [CallArgumentValue], callee: String, scope: Scope,
                     at node: some SyntaxProtocol, callerScope: Scope) -> [String: Value]? {
        var values: [String: Value] = [:]
        var next = 0
        for parameter in parameters {
            if next < arguments.count {
                let argument = arguments[next]
                let fits = argument.isTrailingClosure ? (parameter.isClosure && (argument.label == nil || argument.label == parameter.label))
                    : argument.label == parameter.label
                if fits {
                    // Evaluated again with the parameter's type known, so `.sample` finds the right type.
                    // A `Double` parameter given `55` holds 55.0, as Swift's literal typing makes it.
                    if let type = parameter.type, !argument.isTrailingClosure,
                       let typed = value(argument.expression, scope: callerScope,
                                         floating: SwiftUIInterpreter.Literal.numberTypes.contains(type), expected: type) {
                        values[parameter.name] = typed
                    } else {
                        values[parameter.name] = argument.value
                    }
                    next += 1
                    continue
                }
            }
            if let defaultValue = parameter.defaultValue {
                values[parameter.name] = valueOrDeferred(defaultValue, scope: scope, expected: parameter.type)
                continue
            }
            scope.context?.fail("missing argument for parameter '\(parameter.label ?? parameter.name)' in '\(callee)'",
                                at: node, map: callerScope.sourceMap)
            return nil
        }
        if next < arguments.count {
            let extra = arguments[next]
            scope.context?.fail("extra argument\(extra.label.map { " '\($0):'" } ?? "") in '\(callee)'", at: extra.expression,
                                map: callerScope.sourceMap)
            return nil
        }
        return values
    }

    /// Calls a closure value with `arguments`: its parameters bound by position (`$0` when it names none).
    /// Without arguments, a closure of views (`content()`) is its statements, walked where it is used.
    static func callClosure(_ deferred: Deferred, arguments: [Value], scope: Scope, at node: some SyntaxProtocol) -> Value? {
        guard let closure = deferred.expression.as(ClosureExprSyntax.self), let context = scope.context else { return nil }
        var inner = deferred.scope
        let names = closureParameterNames(closure)
        for (index, argument) in arguments.enumerated() {
            let name = index < names.count ? names[index] : "$\(index)"
            if name != "_" { inner.variables[name] = argument }
        }
        if arguments.isEmpty { return .viewCode(statements: closure.statements, scope: inner) }
        let mark = context.failureMark
        if let result = nested(in: context, at: node, map: scope.sourceMap, { run(closure.statements, scope: inner) }) { return result }
        // A closure of views given its arguments (`content(proxy)`): its statements, walked where the result is used.
        context.restoreFailure(to: mark)
        return .viewCode(statements: closure.statements, scope: inner)
    }

    static func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: ["$0", "$1", "$2"]
        }
    }
}
