import LayoutCore
import SwiftSyntax
import ViewLayout

/// The app's own views in a view tree: custom `View` types (a node named by the type, its body inside), view-valued
/// properties and functions, content closures, `self` in a `View` extension, and `ViewModifier`s.
extension SwiftUIInterpreter.ViewWalker {
    var context: EvaluationContext? { scope.context }

    /// Walks view-builder statements written elsewhere (an app file, a closure), in their own scope and file.
    mutating func views(inCode statements: CodeBlockItemListSyntax, scope code: Scope, level: Int) -> [ViewNode]? {
        // Every body walked counts against the step budget: views that make views (a recursion a condition would end,
        // had it been known) stop there rather than multiply.
        // A body costs about as much as four expressions.
        if let context, !context.step(at: statements, map: code.sourceMap, count: 4) {
            reportFailure(at: statements, fallback: EvaluationContext.budgetMessage)
            return nil
        }
        let outerScope = scope, outerMap = map
        scope = code
        map = code.sourceMap
        defer { scope = outerScope; map = outerMap }
        return views(in: statements, level: level)
    }

    /// Walks a view expression written elsewhere, in its own scope and file.
    mutating func views(inExpression expression: ExprSyntax, scope code: Scope, level: Int) -> [ViewNode]? {
        let outerScope = scope, outerMap = map
        scope = code
        map = code.sourceMap
        defer { scope = outerScope; map = outerMap }
        return viewList(expression, level: level)
    }

    /// The views a value stands for where a view is expected; nil after reporting why it is not one.
    mutating func views(of value: Value, at node: some SyntaxProtocol, level: Int) -> [ViewNode]? {
        switch value {
        case .views(let nodes):
            return nodes
        case .viewCode(let statements, let code):
            return views(inCode: statements, scope: code, level: level)
        case .deferred(let deferred):
            if let closure = deferred.expression.as(ClosureExprSyntax.self) {
                return views(inCode: closure.statements, scope: deferred.scope, level: level)
            }
            return views(inExpression: deferred.expression, scope: deferred.scope, level: level)
        case .instance(let instance):
            if let type = context?.program.types[instance.type], type.isView {
                return customView(value, type: type, level: level)
            }
            report(map.error("expected a view, got the value '\(value.interpolated)'", at: node))
            return nil
        case .enumCase(let member) where member.type == nil && Literal.systemColors.contains(member.name):
            // `let color: Color = .blue` used as a view.
            return [ViewNode(.color(member.name), label: "Color.\(member.name)")]
        default:
            report(map.error("expected a view, got the value '\(value.interpolated)'", at: node))
            return nil
        }
    }

    /// The views `base` stands for when it is the app's: a custom view, a view property or function, a content
    /// closure, `self`. nil when it is none of these (SwiftUI's own views are built by `constructedView`);
    /// `.some(nil)` after reporting an error.
    mutating func appViews(_ base: ExprSyntax, level: Int) -> [ViewNode]?? {
        guard let context else { return nil }
        let program = context.program
        // `isOn ? color : .clear`: the branch taken.
        if let ternary = Ternary(base) {
            guard case .bool(let condition)? = Evaluator.value(ternary.condition, scope: scope) else {
                if canStandIn {
                    standIn("the condition '\(SourceText.excerpt(ternary.condition))' is known only when the app runs: the first view is shown",
                            at: ternary.condition)
                    return .some(viewList(ternary.then, level: level))
                }
                reportFailure(at: base, fallback: "cannot evaluate the condition of '\(SourceText.excerpt(base))'")
                return .some(nil)
            }
            return .some(viewList(condition ? ternary.then : ternary.otherwise, level: level))
        }
        // `ModifiedContent(content: v, modifier: M())`: `v.modifier(M())` written out.
        if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ModifiedContent",
           let content = call.arguments.first(where: { $0.label?.text == "content" })?.expression,
           call.arguments.contains(where: { $0.label?.text == "modifier" }) {
            guard let nodes = viewList(content, level: level + 1) else { return .some(nil) }
            let modifier = SwiftUIInterpreter.ModifierCall(call: call, member: nil)
            return .some(each(nodes) { walker, node in walker.modifiedContent(modifier, to: node, level: level) })
        }
        // `BackyardGridItem.Header(…)`: a view type nested in another.
        if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self),
           let name = Evaluator.typeName(call.calledExpression, scope: scope), let type = program.types[name], type.isView {
            return .some(customView(call, type: type, level: level))
        }
        // `type.icon(isPrivate: true)`: a method of the app's value that returns a view.
        if let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let receiver = member.base, isAppMethodCall(on: receiver, named: member.declName.baseName.text) {
            guard let value = Evaluator.callValue(call, scope: scope, floating: false, expected: nil) else {
                reportFailure(at: call, fallback: "cannot evaluate '\(SourceText.excerpt(call))' as a view")
                return .some(nil)
            }
            return .some(views(of: value, at: call, level: level))
        }
        if let call = base.as(FunctionCallExprSyntax.self), let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if SwiftUIVocabulary.viewNames.contains(name) { return nil }
            if let type = program.types[name], type.isView { return .some(customView(call, type: type, level: level)) }
            // `padding(.horizontal, amount)` in a `View` extension: a modifier on the implicit `self`.
            if case .views(let nodes)? = scope.selfValue,
               SwiftUIVocabulary.modifier(named: name) != nil || name == "modifier" || program.viewExtensions[name] != nil {
                let modifier = SwiftUIInterpreter.ModifierCall(call: call, member: nil)
                return .some(each(nodes) { walker, node in walker.apply(modifier, to: node, level: level) })
            }
            let isClosure = scope.variables[name] != nil || scope.selfValue.map {
                Evaluator.member(name, of: $0, scope: scope, at: Syntax(call), reportsMissing: false) != nil
            } == true
            guard isClosure || Evaluator.findFunction(name, scope: scope) != nil else { return nil }
            guard let value = Evaluator.callValue(call, scope: scope, floating: false, expected: nil) else {
                reportFailure(at: call, fallback: "cannot evaluate '\(SourceText.excerpt(call))' as a view")
                return .some(nil)
            }
            return .some(views(of: value, at: call, level: level))
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if SwiftUIVocabulary.viewNames.contains(name) { return nil }
            guard let value = Evaluator.lookup(reference, scope: scope, floating: false) else { return nil }
            return .some(views(of: value, at: reference, level: level))
        }
        if let member = base.as(MemberAccessExprSyntax.self), member.base != nil {
            guard let value = Evaluator.memberValue(member, scope: scope, floating: false, expected: nil) else { return nil }
            switch value {
            case .views, .viewCode, .deferred, .instance: return .some(views(of: value, at: member, level: level))
            // `theme.background` declared `var background: Color = .gray`.
            case .enumCase(let color) where color.type == nil && Literal.systemColors.contains(color.name):
                return .some(views(of: value, at: member, level: level))
            default: return nil
            }
        }
        return nil
    }

    /// Whether `base.name(…)` calls a method of one of the app's (non-view) types, as `type.icon(isPrivate: true)` on an
    /// enum value does, rather than applying a modifier to the view `base`.
    func isAppMethodCall(on base: ExprSyntax, named name: String) -> Bool {
        guard let context, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return false }
        let mark = context.failureMark
        defer { context.restoreFailure(to: mark) }
        let typeName: String?
        switch Evaluator.value(base, scope: scope) {
        case .instance(let instance)?: typeName = instance.type
        case .enumCase(let value)?: typeName = value.type
        default: typeName = nil
        }
        guard let typeName, let type = context.program.types[typeName], !type.isView else { return false }
        return type.functions[name] != nil
    }

    /// `Type(…)` of one of the app's views: the instance made as Swift would, then laid out as its body.
    mutating func customView(_ call: FunctionCallExprSyntax, type: TypeDeclaration, level: Int) -> [ViewNode]? {
        guard let instance = Evaluator.construct(type, call: call, scope: scope) else {
            reportFailure(at: call, fallback: "cannot make '\(type.name)' from these arguments")
            return nil
        }
        return customView(instance, type: type, level: level)
    }

    /// A custom view: a node named by its type, with the views of its `body` inside. A body of several views
    /// is a list, flattened into the enclosing container as a `Group`'s is.
    mutating func customView(_ instance: Value, type: TypeDeclaration, level: Int) -> [ViewNode]? {
        guard let context else { return nil }
        guard let body = type.computed["body"] else {
            let message = "'\(type.name)' has no 'body' FrameLab can read"
            if let declaration = type.declaration {
                report(context.program.map(of: type.file).error(message, at: declaration))
            } else {
                report(Diagnostic(message, at: SourceLocation(file: context.program.files[type.file].displayPath, line: 1, column: 1)))
            }
            return nil
        }
        if isTooDeep(level + 1, at: body.statements) { return nil }
        // A view refused for its depth counts as a step too: otherwise a view that makes three of itself spends no
        // budget on the calls refused at the limit, and reports them for minutes.
        guard context.step(at: body.statements, map: context.program.map(of: body.file)) else {
            reportFailure(at: body.statements, fallback: EvaluationContext.budgetMessage)
            return nil
        }
        guard context.depth < EvaluationContext.maximumDepth else {
            report(context.program.map(of: body.file).error("views nest more than \(EvaluationContext.maximumDepth) deep: is '\(type.name)' "
                                                            + "recursive without a bound?", at: body.statements))
            return nil
        }
        context.depth += 1
        defer { context.depth -= 1 }
        let code = scope.entering(type: type.name, instance: instance, file: body.file)
        guard let nodes = views(inCode: body.statements, scope: code, level: level + 1) else { return nil }
        guard nodes.count == 1 else { return nodes }
        return [ViewNode(.custom(type: type.name), children: nodes, label: type.name)]
    }

    /// The app's modifiers: `.modifier(M(…))` (M's `body(content:)` with `content` the view) and a `View`
    /// extension's function (its body with `self` the view). nil when `modifier` is not one of them.
    mutating func appModifier(_ modifier: SwiftUIInterpreter.ModifierCall, to base: ViewNode?, level: Int) -> ViewNode?? {
        guard let context else { return nil }
        let program = context.program
        let name = modifier.name
        if name == "modifier" {
            guard let base else { return .some(nil) }
            return .some(modifiedContent(modifier, to: base, level: level))
        }
        // Read while the view below was built (`environmentSettings`); nothing of their own to lay out.
        if name == "environment" || name == "environmentObject" {
            // A content size set this way also sizes the Texts below that have no font of their own.
            if let base, name == "environment", modifier.call.arguments.first?.expression.trimmedDescription == "\\.dynamicTypeSize" {
                return .some(DynamicType.bodyFont(DynamicType.current(scope), around: base, label: modifier.callee))
            }
            return .some(base)
        }
        guard SwiftUIVocabulary.modifier(named: name) == nil, let functions = program.viewExtensions[name] else { return nil }
        guard let base else { return .some(nil) }
        let arguments = Evaluator.arguments(of: modifier.call, scope: scope)
        guard let function = functions.first(where: { candidate in
            candidate.parameters.count >= arguments.count
        }) ?? functions.first else { return nil }
        guard let value = Evaluator.invoke(function, arguments: arguments, type: nil, instance: .views([base]), scope: scope,
                                           at: modifier.call) else {
            reportFailure(at: modifier.call, fallback: "cannot apply '\(modifier.callee)'")
            return .some(nil)
        }
        return .some(single(views(of: value, at: modifier.call, level: level), at: modifier.call))
    }

    /// `.modifier(M(…))` (or `ModifiedContent(content:modifier:)`): M's `body(content:)` with `content` the view.
    mutating func modifiedContent(_ modifier: SwiftUIInterpreter.ModifierCall, to base: ViewNode, level: Int) -> ViewNode? {
        guard let context else { return nil }
        let program = context.program
        let argument = modifier.call.arguments.first { $0.label == nil || $0.label?.text == "modifier" }?.expression
        guard let argument, case .instance(let instance)? = Evaluator.value(argument, scope: scope),
              let type = program.types[instance.type], type.isViewModifier,
              let function = type.functions["body"]?.first, let body = function.syntax.body else {
            reportFailure(at: modifier.call, fallback: "'.modifier' takes one of the app's ViewModifier types, as in '.modifier(CardModifier())'")
            return nil
        }
        var code = scope.entering(type: type.name, instance: .instance(instance), file: function.file)
        let parameter = function.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "content"
        code.variables[parameter] = .views([base])
        return single(views(inCode: body.statements, scope: code, level: level), at: modifier.call)
    }

    /// What `.environment(\.key, value)`, `.environment(model)` and `.environmentObject(model)` in a chain set for the
    /// view they modify, by environment key (`type:Model` for a model); the caller sets them while that view is built.
    func environmentSettings(_ modifiers: [SwiftUIInterpreter.ModifierCall]) -> [String: Value] {
        var settings: [String: Value] = [:]
        // The innermost one written wins, as in SwiftUI: modifiers are listed outermost first.
        for modifier in modifiers where modifier.name == "environment" || modifier.name == "environmentObject" {
            let arguments = Array(modifier.call.arguments)
            if arguments.count == 2, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
               let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text {
                settings[key] = Evaluator.valueOrDeferred(arguments[1].expression, scope: scope)
            } else if arguments.count == 1, case .instance(let instance)? = Evaluator.value(arguments[0].expression, scope: scope) {
                settings["type:" + instance.type] = .instance(instance)
            }
        }
        // `.dynamicTypeSize(.xxxLarge)` sets the content size below it; `.dynamicTypeSize(...DynamicTypeSize.large)` and the
        // other ranges limit the one in force above.
        for modifier in modifiers where modifier.name == "dynamicTypeSize" {
            guard let argument = modifier.call.arguments.first?.expression,
                  let size = DynamicType.resolve(argument, current: DynamicType.current(scope)) else { continue }
            settings["dynamicTypeSize"] = .enumCase(SwiftUIInterpreter.EnumValue(type: nil, name: size, rawValue: nil, associated: []))
        }
        return settings
    }

    /// `modify` applied to each of `nodes` (a modifier on a list of views applies to each); nil when one fails.
    mutating func each(_ nodes: [ViewNode], _ modify: (inout Self, ViewNode) -> ViewNode?) -> [ViewNode]? {
        var out: [ViewNode] = []
        for node in nodes {
            guard let modified = modify(&self, node) else { return nil }
            out.append(modified)
        }
        return out
    }

    /// The one view a modifier's body makes.
    mutating func single(_ nodes: [ViewNode]?, at node: some SyntaxProtocol) -> ViewNode? {
        guard let nodes else { return nil }
        if nodes.count == 1 { return nodes[0] }
        report(map.error("a modifier's body makes \(nodes.count) views; FrameLab lays out a modifier that makes one", at: node))
        return nil
    }

    /// Reports the definite failure recorded while evaluating `node`, or `fallback` there.
    mutating func reportFailure(at node: some SyntaxProtocol, fallback: String) {
        if let failure = context?.failure(within: node) ?? context?.anyFailure {
            report(failure)
            context?.clearFailure()
        } else {
            report(map.error(fallback, at: node))
        }
    }
}

extension SwiftUIInterpreter.ViewWalker {
    /// The app's style instance an argument of `.buttonStyle(…)`, `.labelStyle(…)` or `.toggleStyle(…)` makes.
    func appStyle(_ argument: ExprSyntax) -> Value? {
        guard let context, argument.is(FunctionCallExprSyntax.self) || argument.is(MemberAccessExprSyntax.self),
              case .instance(let instance)? = Evaluator.value(argument, scope: scope),
              context.program.types[instance.type]?.styleProtocol != nil else { return nil }
        return .instance(instance)
    }

    /// A control laid out by the app's style: its `makeBody(configuration:)`, with `configuration`'s members given
    /// (`label` the control's label, `isPressed` false, as in a still picture).
    mutating func styledBody(_ style: Value, configuration: [String: Value], at node: some SyntaxProtocol, level: Int) -> ViewNode? {
        guard let context, case .instance(let instance) = style, let type = context.program.types[instance.type],
              let function = type.functions["makeBody"]?.first, let body = function.syntax.body else {
            report(map.error("the style has no 'makeBody(configuration:)' FrameLab can read", at: node))
            return nil
        }
        var code = scope.entering(type: type.name, instance: style, file: function.file)
        let parameter = function.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "configuration"
        code.variables[parameter] = .instance(SwiftUIInterpreter.Instance(type: "Configuration", fields: configuration,
                                                                         order: configuration.keys.sorted()))
        guard let nodes = views(inCode: body.statements, scope: code, level: level) else { return nil }
        guard nodes.count == 1 else {
            report(map.error("the style's body makes \(nodes.count) views; FrameLab lays out a style that makes one", at: node))
            return nil
        }
        return ViewNode(.custom(type: type.name), children: nodes, label: type.name)
    }
}
