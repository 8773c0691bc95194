import SwiftSyntax

/// Names, members and calls resolved against the app's declarations: properties of the view being walked,
/// static constants (`Color.brand`, `.cardPadding`, `Recipe.samples`), enum cases, the app's initialisers and
/// functions, and the Swift standard library's everyday members (`count`, `uppercased()`, `enumerated()`).
extension SwiftUIInterpreter.Evaluator {
    typealias Instance = SwiftUIInterpreter.Instance
    typealias Deferred = SwiftUIInterpreter.Deferred
    typealias EnumValue = SwiftUIInterpreter.EnumValue

    /// Types whose values only exist while the app runs, with what they are; a scenario gives a sample instead.
    static let runtimeOnly: [String: String] = [
        "Date": "the current date", "UUID": "a random identifier", "URLSession": "a network request",
        "FileManager": "the file system", "UserDefaults": "the user's defaults", "Timer": "a timer",
        "ProcessInfo": "the running process", "Calendar": "the user's calendar", "Task": "an asynchronous task",
        "NotificationCenter": "a notification", "DispatchQueue": "a dispatch queue",
    ]

    /// Evaluates a value or, when it is Swift the evaluator keeps as written (a SwiftUI value, a closure), defers it.
    /// A failure met while trying is forgotten when the expression is deferred: it is met again, and reported, only
    /// where the value is used (a model's `let created = Date()` that no view shows is no error).
    static func valueOrDeferred(_ expression: ExprSyntax, scope: Scope, expected: String? = nil) -> Value {
        let mark = scope.context?.failureMark
        if let value = value(expression, scope: scope, expected: expected) { return value }
        if let mark { scope.context?.restoreFailure(to: mark) }
        return .deferred(Deferred(expression: expression, scope: scope))
    }

    /// A bare name: a local or loop variable, a property of `self`, a static member of the type whose code
    /// runs, or a global. `self` is the instance; `$name` (a binding) is the state's value.
    static func lookup(_ reference: DeclReferenceExprSyntax, scope: Scope, floating: Bool) -> Value? {
        guard let found = find(reference, scope: scope) else { return nil }
        // A value kept as written is tried again where it is needed: the reason it has no value is then recorded
        // here, where it matters (a sample whose construction fails), and a value found now is used.
        if case .deferred(let deferred) = found, !deferred.expression.is(ClosureExprSyntax.self),
           let again = value(deferred.expression, scope: deferred.scope) {
            return again
        }
        return found
    }

    private static func find(_ reference: DeclReferenceExprSyntax, scope: Scope) -> Value? {
        if reference.baseName.tokenKind == .keyword(.self) { return scope.selfValue }
        var name = reference.baseName.text
        if let value = scope.variables[name] { return value }
        if name.hasPrefix("$"), name.count > 1, !(name.dropFirst().first?.isNumber ?? true) { name.removeFirst() }
        if let value = scope.variables[name] { return value }
        if let instance = scope.selfValue,
           let value = member(name, of: instance, scope: scope, at: Syntax(reference), reportsMissing: false) { return value }
        if let type = scope.selfType, let value = staticMember(name, of: type, scope: scope, at: Syntax(reference)) { return value }
        if let context = scope.context, let global = context.program.globals[name], case .property(let property) = global.kind {
            return propertyValue(property, file: global.file, type: nil, scope: scope)
        }
        return nil
    }

    /// A stored property's declared value (`static let samples = [...]`, a global `let`), in its own file's scope.
    static func propertyValue(_ property: StoredProperty, file: Int, type: String?, scope: Scope) -> Value? {
        guard let initializer = property.initializer, let context = scope.context else { return nil }
        // A `let` is a constant: evaluated once (a `static var` may be assigned when the app runs, so it is read each time).
        let key = (type ?? "") + "." + property.name
        if property.isLet, let known = context.constants[key] { return known }
        let value = evaluatedProperty(property, initializer: initializer, file: file, type: type, scope: scope, context: context)
        if property.isLet, let value { context.constants[key] = value }
        return value
    }

    private static func evaluatedProperty(_ property: StoredProperty, initializer: ExprSyntax, file: Int, type: String?, scope: Scope,
                                          context: EvaluationContext) -> Value? {
        let inner = scope.entering(type: type, instance: nil, file: file)
        return nested(in: context, at: property.node, map: inner.sourceMap) {
            let floating = property.type.map { SwiftUIInterpreter.Literal.numberTypes.contains($0.trimmedDescription) } ?? false
            return value(initializer, scope: inner, floating: floating, expected: property.typeName)
                ?? .deferred(Deferred(expression: initializer, scope: inner))
        }
    }

    /// Runs `body` one call deeper; an error at `node` past `EvaluationContext.maximumDepth` (unbounded recursion).
    static func nested(in context: EvaluationContext, at node: some SyntaxProtocol, map: SwiftUIInterpreter.SourceMap,
                       _ body: () -> Value?) -> Value? {
        guard context.depth < EvaluationContext.maximumDepth else {
            context.fail("calls nest more than \(EvaluationContext.maximumDepth) deep here; is this recursive without a bound?",
                         at: node, map: map, isSevere: true)
            return nil
        }
        // Every call is a step: a function of one expression runs no statement, and an exponential one within the
        // depth limit (`fib(30)`) made 150,000 calls.
        guard context.step(at: node, map: map) else { return nil }
        context.depth += 1
        defer { context.depth -= 1 }
        return body()
    }

    // MARK: members

    /// `base.name` for a value: an instance's property (stored or computed), an enum's `rawValue` or computed
    /// property, and the standard library's `count`, `isEmpty`, `first`, `last`, `indices` and `description`.
    /// `reportsMissing`: a member the value does not have is a definite error (false where a bare name is only being
    /// looked for among `self`'s properties).
    static func member(_ name: String, of base: Value, scope: Scope, at node: Syntax, reportsMissing: Bool = true) -> Value? {
        switch base {
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
            if let computed = computedProperty(name, of: instance.type, instance: base, scope: scope, at: node) { return computed }
            if reportsMissing, scope.context?.program.types[instance.type]?.computed[name] == nil {
                scope.context?.fail("'\(instance.type)' has no property '\(name)' that FrameLab can read", at: node, map: scope.sourceMap)
            }
            return nil
        case .enumCase(let value):
            if name == "rawValue" { return value.rawValue }
            guard let type = value.type else {
                scope.context?.fail("'.\(value.name)' is a value of a type that is not in the swift: sources, so its '\(name)' is "
                                    + "unknown; pass the view a value of the app's own types, or add the type's source", at: node,
                                    map: scope.sourceMap)
                return nil
            }
            return computedProperty(name, of: type, instance: base, scope: scope, at: node)
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? Value.null
            case "last": return s.last.map { .string(String($0)) } ?? Value.null
            case "description", "uuidString", "absoluteString": return base
            case "capitalized": return .string(s.capitalized)
            default: return nil
            }
        case .array(let elements):
            switch name {
            case "count": return .int(elements.count)
            case "isEmpty": return .bool(elements.isEmpty)
            case "first": return elements.first ?? Value.null
            case "last": return elements.last ?? Value.null
            case "indices": return .array(elements.indices.map(Value.int))
            case "startIndex": return .int(0)
            case "endIndex": return .int(elements.count)
            case "keys", "values":
                guard let entries = base.dictionaryEntries else { return nil }
                return .array(entries.map { name == "keys" ? $0.key : $0.value })
            default: return nil
            }
        case .int, .double:
            switch name {
            case "description": return .string(base.interpolated)
            case "isZero": return base.number.map { .bool($0 == 0) }
            default: return nil
            }
        case .bool(let b):
            return name == "description" ? .string(b ? "true" : "false") : nil
        case .proxy(let g):
            switch name {
            case "size": return .size(width: g.size.width, height: g.size.height)
            case "safeAreaInsets": return .insets(g.safeAreaInsets)
            default: return nil
            }
        case .size(let width, let height):
            switch name {
            case "width", "x": return .double(width)
            case "height", "y": return .double(height)
            case "size": return base   // `bounds.size` (a size stands for a rect at the origin)
            default: return nil
            }
        case .insets(let i):
            switch name {
            case "top": return .double(i.top)
            case "leading": return .double(i.leading)
            case "bottom": return .double(i.bottom)
            case "trailing": return .double(i.trailing)
            default: return nil
            }
        case .null:
            // In an optional chain (`species?.info.name`), nil stays nil.
            return .null
        case .deferred(let deferred):
            guard let resolved = value(deferred.expression, scope: deferred.scope) else { return nil }
            if case .deferred = resolved { return nil }
            return member(name, of: resolved, scope: scope, at: node)
        default:
            return nil
        }
    }

    /// A computed property of one of the app's types, on `instance` (nil: static).
    static func computedProperty(_ name: String, of typeName: String, instance: Value?, scope: Scope, at node: Syntax) -> Value? {
        guard let context = scope.context, let type = context.program.types[typeName],
              let getter = instance == nil ? nil : type.computed[name] else { return nil }
        return getterValue(getter, type: typeName, instance: instance, scope: scope, at: node)
    }

    static func getterValue(_ getter: AccessorBody, type: String?, instance: Value?, scope: Scope, at node: Syntax) -> Value? {
        guard let context = scope.context else { return nil }
        var inner = scope.entering(type: type, instance: instance, file: getter.file)
        inner.returnType = getter.type
        if getter.isViewBuilder { return .viewCode(statements: getter.statements, scope: inner) }
        return nested(in: context, at: node, map: scope.sourceMap) { run(getter.statements, scope: inner) }
    }

    /// `Type.name`: an enum case, a static property (`Color.brand`, `Recipe.samples`) or static computed property.
    static func staticMember(_ name: String, of typeName: String, scope: Scope, at node: Syntax) -> Value? {
        guard let context = scope.context, let type = context.program.types[typeName] else { return nil }
        context.use(file: type.file)
        if let enumCase = type.cases.first(where: { $0.name == name }), enumCase.associatedLabels.isEmpty {
            return .enumCase(enumValue(enumCase, of: type, scope: scope))
        }
        // `Screen.allCases` of an enum whose cases carry no values, as `CaseIterable` synthesises it, in declaration order.
        if name == "allCases", type.staticMembers[name] == nil, !type.cases.isEmpty, type.cases.allSatisfy({ $0.associatedLabels.isEmpty }) {
            return .array(type.cases.map { .enumCase(enumValue($0, of: type, scope: scope)) })
        }
        guard let member = type.staticMembers[name] else { return nil }
        switch member.kind {
        case .property(let property): return propertyValue(property, file: member.file, type: typeName, scope: scope)
        case .computed(let getter): return getterValue(getter, type: typeName, instance: nil, scope: scope, at: node)
        case .function: return nil
        }
    }

    /// An enum case's value, with its raw value: written (`= "Easy"`), or implied (the name for `String`, the
    /// position for `Int`, counting on from the last written one).
    static func enumValue(_ enumCase: EnumCaseDeclaration, of type: TypeDeclaration, scope: Scope,
                          associated: [Value] = []) -> EnumValue {
        var raw: Value?
        if let written = enumCase.rawValue {
            raw = value(written, scope: scope.entering(type: type.name, instance: nil, file: type.file))
        } else if type.conformances.contains("String") {
            raw = .string(enumCase.name)
        } else if type.conformances.contains("Int") {
            var next = 0
            for other in type.cases {
                if let written = other.rawValue, case .int(let n)? = value(written, scope: scope) { next = n }
                if other.name == enumCase.name { break }
                next += 1
            }
            raw = .int(next)
        }
        return EnumValue(type: type.name, name: enumCase.name, rawValue: raw, associated: associated)
    }

    /// `.name` without a type: a member of the expected type if that is the app's, otherwise of the one app type
    /// that has a static member or case of that name; otherwise SwiftUI's own (`.leading`), kept as the name.
    /// `floating`: a number is expected, so among several types a number type's member is meant (`.layoutPadding`
    /// declared on both `CGFloat` and `Double`).
    static func implicitMember(_ name: String, expected: String?, floating: Bool = false, scope: Scope, at node: Syntax) -> Value? {
        if let context = scope.context {
            if let expected, context.program.types[expected] != nil {
                if let value = staticMember(name, of: expected, scope: scope, at: node) { return value }
            }
            guard let candidates = context.program.implicitMembers[name] else { return nil }
            let chosen = candidates.count == 1 ? candidates.first
                : floating ? ["CGFloat", "Double", "Float", "Int"].first(where: candidates.contains) : nil
            if let chosen, let value = staticMember(name, of: chosen, scope: scope, at: node) { return value }
        }
        return nil
    }

    /// The app's type a type expression names (`Recipe`, `Theme.Colors`), or a standard type it extends (`Color`).
    static func typeName(_ expression: ExprSyntax, scope: Scope) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first, first.isUppercase, scope.variables[name] == nil else { return nil }
            if name == "Self" { return scope.selfType }
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, typeName(base, scope: scope) != nil {
            let name = member.declName.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        return nil
    }

    /// `base.name` and `.name`.
    static func memberValue(_ member: MemberAccessExprSyntax, scope: Scope, floating: Bool, expected: String?) -> Value? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if let value = implicitMember(name, expected: expected, floating: floating, scope: scope, at: Syntax(member)) { return value }
            if let number = builtinNumber(name) { return number }
            // SwiftUI's own member (`.leading`, `.dark`), compared by name with the environment's values.
            return .enumCase(EnumValue(type: nil, name: name, rawValue: nil, associated: []))
        }
        if let type = typeName(base, scope: scope) {
            if let value = staticMember(name, of: type, scope: scope, at: Syntax(member)) { return value }
            if type == "UserDefaults", name == "standard" { return freshDefaults }
            if SwiftUIInterpreter.Literal.numberTypes.contains(type), let number = builtinNumber(name) { return number }
            if let what = runtimeOnly[type] { return runtimeFailure("\(type).\(name)", what: what, at: member, scope: scope) }
            return nil
        }
        // `UIScreen.main.bounds`: the scenario's screen (`SwiftEnvironment.screen`).
        if name == "bounds", base.trimmedDescription == "UIScreen.main", let screen = scope.context?.environment.screen {
            return .size(width: screen.width, height: screen.height)
        }
        // `UIDevice.current.userInterfaceIdiom`: the scenario's device, `.phone` unless it is an iPad (or the settings say
        // `environment: {userInterfaceIdiom: pad}`).
        if name == "userInterfaceIdiom", base.trimmedDescription == "UIDevice.current" {
            let idiom = scope.context?.environment.values["userInterfaceIdiom"] ?? "phone"
            return .enumCase(EnumValue(type: nil, name: idiom, rawValue: nil, associated: []))
        }
        guard let baseValue = value(base, scope: scope) else { return nil }
        if case .null = baseValue, base.is(OptionalChainingExprSyntax.self) { return Value.null }
        return self.member(name, of: baseValue, scope: scope, at: Syntax(member))
    }

    /// `UserDefaults` as on a fresh install, as `@AppStorage` reads it (its declared default): no value for any key.
    static let freshDefaults = Value.instance(Instance(type: "UserDefaults", fields: [:], order: []))

    static func builtinNumber(_ name: String) -> Value? {
        switch name {
        case "infinity": .double(.infinity)
        case "nan": .double(.nan)
        case "pi": .double(.pi)
        default: nil
        }
    }

    /// Records that `what` only exists while the app runs.
    static func runtimeFailure(_ written: String, what: String, at node: some SyntaxProtocol, scope: Scope) -> Value? {
        scope.context?.fail("'\(written)' is \(what), known only when the app runs; FrameLab does not run the app. "
                            + "Give a sample value instead: pass it to the view in the scenario, or give the property a "
                            + "default (as a preview does)", at: node, map: scope.sourceMap)
        return nil
    }
}
