import SwiftOperators
import SwiftSyntax
import ViewLayout

/// Instances of the app's types: the memberwise or an explicit initialiser, the properties it leaves to their declared
/// values, and what SwiftUI puts in property wrappers (`@Environment`, `@EnvironmentObject`, `@FocusState`).
extension SwiftUIInterpreter.Evaluator {
    /// `Type(…)`: an instance of one of the app's structs or classes, or an enum from `rawValue:`.
    static func construct(_ type: TypeDeclaration, call: FunctionCallExprSyntax, scope: Scope) -> Value? {
        guard let context = scope.context else { return nil }
        context.use(file: type.file)
        if type.kind == .enumeration {
            guard let raw = call.arguments.first(where: { $0.label?.text == "rawValue" }),
                  let wanted = value(raw.expression, scope: scope) else { return nil }
            for enumCase in type.cases {
                let candidate = enumValue(enumCase, of: type, scope: scope)
                if candidate.rawValue?.equals(wanted) == true { return .enumCase(candidate) }
            }
            return Value.null
        }
        let given = arguments(of: call, scope: scope)
        return nested(in: context, at: call, map: scope.sourceMap) {
            var fields: [String: Value] = [:]
            let typeScope = scope.entering(type: type.name, instance: nil, file: type.file)
            if let initializer = chooseInitializer(type, arguments: given) {
                var inner = scope.entering(type: type.name, instance: nil, file: initializer.file)
                guard let bound = bind(initializer.syntax.signature.parameterClause.parameters.map(ParameterShape.init),
                                       arguments: given, callee: "\(type.name)(…)", scope: inner, at: call, callerScope: scope) else {
                    return nil
                }
                inner.variables.merge(bound) { $1 }
                // As in Swift, properties with declared values have them before the initialiser's body runs: kept as
                // written, evaluated only if the body reads them (an init that assigns a property never pays for its
                // declared value).
                var declared: [String: Value] = [:]
                for property in type.stored { if let value = property.initializer { declared[property.name] = .deferred(Deferred(expression: value, scope: typeScope)) } }
                guard var assigned = runInitializer(initializer.syntax.body?.statements, scope: inner, type: type, declared: declared) else {
                    return nil
                }
                // A property the body left alone is filled below, as without an initialiser.
                for property in type.stored {
                    if case .deferred(let kept)? = assigned[property.name], kept.expression.id == property.initializer?.id {
                        assigned[property.name] = nil
                    }
                }
                fields = assigned
            } else {
                let parameters = type.stored.filter(\.isInitialisable).map { property in
                    var shape = ParameterShape(property: property)
                    // `@State var x = 0` and `var x = 0` are optional in the memberwise initialiser; a `let` without a
                    // value, a `@Binding` or a property without one must be given.
                    if property.initializer == nil {
                        // `var rating: Int?` defaults to nil in the memberwise initialiser, as in Swift.
                        let isOptionalVar = !property.isLet && property.type?.is(OptionalTypeSyntax.self) == true
                        shape.defaultValue = isOptionalVar ? ExprSyntax(NilLiteralExprSyntax()) : nil
                    }
                    return shape
                }
                guard let bound = bind(parameters, arguments: given, callee: "\(type.name)(…)", scope: typeScope, at: call,
                                       callerScope: scope) else { return nil }
                fields = bound
            }
            // Properties the initialiser left alone take their declared values, or SwiftUI fills them.
            for property in type.stored where fields[property.name] == nil {
                if let filled = wrapperValue(property, of: type, scope: typeScope, at: call, callerScope: scope) {
                    fields[property.name] = filled
                } else if let initializer = property.initializer {
                    fields[property.name] = valueOrDeferred(initializer, scope: typeScope, expected: property.typeName)
                } else if property.type?.is(OptionalTypeSyntax.self) == true && !property.isLet {
                    fields[property.name] = Value.null
                } else if property.wrapper != nil, let standIn = standIn(for: property, typeName: property.typeName ?? "", scope: typeScope) {
                    // `@Query var backyards: [Backyard]`: a wrapper FrameLab cannot run fills it when the app runs.
                    fields[property.name] = standIn
                } else {
                    context.fail("'\(type.name)' has no value for '\(property.name)': pass it, as in '\(type.name)(\(property.name): …)'",
                                 at: call, map: scope.sourceMap)
                    return nil
                }
            }
            return .instance(Instance(type: type.name, fields: fields, order: type.stored.map(\.name)))
        }
    }

    /// The explicit initialiser whose labels the arguments use, if the type declares any.
    static func chooseInitializer(_ type: TypeDeclaration, arguments: [CallArgumentValue]) -> (syntax: InitializerDeclSyntax, file: Int)? {
        let written = arguments.filter { !$0.isTrailingClosure }.map(\.label)
        let fitting = type.initializers.first { initializer in
            let parameters = initializer.syntax.signature.parameterClause.parameters.map(ParameterShape.init)
            let labels = parameters.map(\.label)
            return written.allSatisfy { labels.contains($0) }
                && parameters.allSatisfy { $0.defaultValue != nil || $0.isClosure || written.contains($0.label) }
        }
        return fitting
    }

    /// The properties an explicit `init` assigns: `self.x = e`, `x = e`, `_x = State(initialValue: e)`, with `let`s,
    /// and `if`s whose condition can be evaluated (`if parseMarkdown { … }` with the parameter false).
    static func runInitializer(_ statements: CodeBlockItemListSyntax?, scope: Scope, type: TypeDeclaration,
                               declared: [String: Value] = [:]) -> [String: Value]? {
        var fields = declared
        var locals = scope
        return assign(statements, fields: &fields, locals: &locals, type: type) ? fields : nil
    }

    /// `setUp()` or `self.setUp()` in an initialiser: a method of the type itself, which assigns properties too.
    private static func ownMethod(_ expression: ExprSyntax?, of type: TypeDeclaration) -> (FunctionCallExprSyntax, FunctionMember)? {
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return nil }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let method = type.functions[name]?.first, method.syntax.signature.returnClause == nil else { return nil }
        return (call, method)
    }

    /// The property an initialiser's assignment sets: `x`, `self.x` and `_x` (a wrapper's storage) all set `x`.
    static func propertyName(assignedTo target: ExprSyntax) -> String {
        var name = target.trimmedDescription
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }

    /// The stored properties `statements` assign (`x = …`, `self.x = …`), at any depth.
    private static func assignedProperties(_ statements: CodeBlockItemListSyntax, of type: TypeDeclaration) -> [String] {
        final class Finder: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    names.append(SwiftUIInterpreter.Evaluator.propertyName(assignedTo: elements[0]))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.names.filter { name in type.stored.contains { $0.name == name } }
    }

    /// Runs an initialiser's statements into `fields`; false after recording why one cannot be.
    private static func assign(_ statements: CodeBlockItemListSyntax?, fields: inout [String: Value], locals: inout Scope,
                               type: TypeDeclaration) -> Bool {
        for item in statements ?? [] {
            // What the initialiser has assigned so far is readable by name, as `self`'s properties.
            locals.selfValue = .instance(Instance(type: type.name, fields: fields, order: type.stored.map(\.name)))
            var expression: ExprSyntax?
            switch item.item {
            case .expr(let e): expression = e
            case .stmt(let s): expression = s.as(ExpressionStmtSyntax.self)?.expression
            case .decl(let d):
                if let variable = d.as(VariableDeclSyntax.self) {
                    declare(variable, in: &locals)
                    continue
                }
                if let ifConfig = d.as(IfConfigDeclSyntax.self) {
                    // `#if os(iOS)`: the clause the scenario's platform selects.
                    guard case .statements(let chosen)? = activeClause(ifConfig, scope: locals)?.elements else { continue }
                    guard assign(chosen, fields: &fields, locals: &locals, type: type) else { return false }
                    continue
                }
            }
            if let ifExpression = expression?.as(IfExprSyntax.self) {
                guard let taken = branchTaken(ifExpression, scope: locals) else { return false }
                guard let body = taken.body else { continue }
                var inner = locals
                inner.variables.merge(taken.bindings) { $1 }
                guard assign(body, fields: &fields, locals: &inner, type: type) else { return false }
                continue
            }
            if let (call, method) = ownMethod(expression, of: type), let body = method.syntax.body, let context = locals.context {
                // The method runs as part of the initialiser. If it cannot, the properties it assigns are what it would
                // compute: evaluated, and reported, only where a view uses them (a colour computed from resolved colours).
                var inner = locals.entering(type: type.name, instance: locals.selfValue, file: method.file)
                let mark = context.failureMark
                if let bound = bind(method.parameters.map(ParameterShape.init), arguments: arguments(of: call, scope: locals),
                                    callee: method.name, scope: inner, at: call, callerScope: locals) {
                    inner.variables.merge(bound) { $1 }
                    var attempt = fields
                    let ran = nested(in: context, at: call, map: locals.sourceMap) {
                        assign(body.statements, fields: &attempt, locals: &inner, type: type) ? .bool(true) : nil
                    }
                    if ran != nil { fields = attempt; continue }
                }
                context.restoreFailure(to: mark)
                for name in assignedProperties(body.statements, of: type) {
                    fields[name] = .deferred(Deferred(expression: ExprSyntax(call), scope: locals))
                }
                continue
            }
            guard let sequence = expression?.as(SequenceExprSyntax.self),
                  let folded = try? OperatorTable.standardOperators.foldSingle(sequence),
                  let assignment = folded.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) else {
                locals.context?.fail("FrameLab evaluates an init's assignments to properties ('self.x = …', '_x = State(initialValue: …)'), "
                                     + "'let's and 'if's, not this statement", at: item, map: locals.sourceMap)
                return false
            }
            let target = propertyName(assignedTo: assignment.leftOperand)
            guard let property = type.stored.first(where: { $0.name == target }) else {
                // The assignment's target is in the folded tree: pointed at through the statement, which is in the file.
                locals.context?.fail("'\(assignment.leftOperand.trimmedDescription)' is not a stored property of '\(type.name)'",
                                     at: item, map: locals.sourceMap)
                return false
            }
            fields[target] = valueOrDeferred(assignment.rightOperand, scope: locals, expected: property.typeName)
        }
        return true
    }

    /// What SwiftUI puts in a property wrapper the initialiser does not set: the scenario's environment for
    /// `@Environment(\.key)`, a sample model for `@EnvironmentObject` and `@Environment(Model.self)` (the type's
    /// `init()`), `false`/nil for `@FocusState`. nil for the others (their declared value is used).
    static func wrapperValue(_ property: StoredProperty, of type: TypeDeclaration, scope: Scope, at node: some SyntaxProtocol,
                             callerScope: Scope) -> Value? {
        guard let context = scope.context, let wrapper = property.wrapper else { return nil }
        switch wrapper {
        case "Environment":
            guard let argument = property.wrapperArguments?.first?.expression else { return nil }
            if let keyPath = argument.as(KeyPathExprSyntax.self) {
                let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? ""
                return environmentValue(key, scope: callerScope)
            }
            return sampleModel(argument.trimmedDescription.replacingOccurrences(of: ".self", with: ""), property: property,
                               scope: scope, at: node)
        case "EnvironmentObject":
            return sampleModel(property.typeName ?? "", property: property, scope: scope, at: node)
        case "FocusState":
            return property.type.map { $0.trimmedDescription == "Bool" } == true ? .bool(false) : Value.null
        case "Namespace":
            return .deferred(Deferred(expression: ExprSyntax(NilLiteralExprSyntax()), scope: scope))
        default:
            _ = context
            return nil
        }
    }

    /// `@Environment(\.key)`: the value the scenario's environment (or an enclosing `.environment(\.key, …)`) gives.
    static func environmentValue(_ key: String, scope: Scope) -> Value {
        if let set = scope.context?.overrides(for: key) { return set }
        // Keys whose value is nil, empty or off unless a view above or the settings set it.
        if scope.context?.environment.values[key] == nil {
            if ["lineLimit", "font", "editMode"].contains(key) { return .null }
            if key == "redactionReasons" { return .array([]) }
            if ["isSearching", "isFocused", "accessibilityReduceMotion", "accessibilityReduceTransparency",
                "accessibilityDifferentiateWithoutColor", "accessibilityInvertColors", "isLuminanceReduced"].contains(key) {
                return .bool(false)
            }
            if key == "scenePhase" { return .enumCase(EnumValue(type: nil, name: "active", rawValue: nil, associated: [])) }
        }
        let written = scope.context?.environment.values[key] ?? SwiftEnvironment.defaultValues[key]
        if written == nil, let declared = appEnvironmentDefault(key, scope: scope) { return declared }
        guard let written else { return .deferred(Deferred(expression: ExprSyntax(NilLiteralExprSyntax()), scope: scope)) }
        if written == "true" || written == "false" { return .bool(written == "true") }
        if let number = Int(written) { return .int(number) }
        if let number = Double(written) { return .double(number) }
        if key == "locale" { return .string(written) }
        return .enumCase(EnumValue(type: nil, name: written, rawValue: nil, associated: []))
    }

    /// The default of an environment key the app declares: `@Entry var isCompact = false`, or a property whose getter reads
    /// `self[IsCompactKey.self]` with `struct IsCompactKey: EnvironmentKey { static let defaultValue = false }`.
    static func appEnvironmentDefault(_ key: String, scope: Scope) -> Value? {
        guard let context = scope.context, let values = context.program.types["EnvironmentValues"] else { return nil }
        if let entry = values.stored.first(where: { $0.name == key }), let initializer = entry.initializer {
            return valueOrDeferred(initializer, scope: scope.entering(type: "EnvironmentValues", instance: nil, file: values.file),
                                   expected: entry.typeName)
        }
        guard let getter = values.computed[key] else { return nil }
        final class KeyFinder: SyntaxVisitor {
            var key: String?
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if key == nil, let member = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                   member.declName.baseName.tokenKind == .keyword(.self), let base = member.base {
                    key = base.trimmedDescription
                }
                return .skipChildren
            }
        }
        let finder = KeyFinder(viewMode: .sourceAccurate)
        finder.walk(getter.statements)
        guard let keyType = finder.key?.split(separator: ".").last.map(String.init) else { return nil }
        return staticMember("defaultValue", of: keyType, scope: scope, at: Syntax(getter.statements))
    }

    /// A model SwiftUI would inject: the app's type made with `init()`, as a preview's sample model is.
    static func sampleModel(_ typeName: String, property: StoredProperty, scope: Scope, at node: some SyntaxProtocol) -> Value? {
        if let given = scope.context?.overrides(for: "type:" + typeName) { return given }
        guard let context = scope.context, let type = context.program.types[typeName], type.kind != .extensionOnly else {
            if let standIn = standIn(for: property, typeName: typeName, scope: scope) { return standIn }
            scope.context?.fail("'\(property.name)' is a '\(typeName)' that SwiftUI injects when the app runs; declare that type "
                                + "in the swift: sources with an init() that makes a sample, or pass the view its values",
                                at: property.node, map: scope.sourceMap)
            return nil
        }
        let fields = type.stored.compactMap { stored in
            stored.initializer.map { (stored.name, valueOrDeferred($0, scope: scope.entering(type: typeName, instance: nil, file: type.file))) }
        }
        return .instance(Instance(type: typeName, fields: Dictionary(fields, uniquingKeysWith: { a, _ in a }), order: type.stored.map(\.name)))
    }
}
