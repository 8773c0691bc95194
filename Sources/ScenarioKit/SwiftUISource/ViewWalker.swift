import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// Walks a view expression and builds its `ViewNode` tree, collecting errors as it goes: a
    /// failed view yields nil and its error, while its siblings and the modifiers around it are
    /// still checked, so one run reports every problem it can.
    struct ViewWalker {
        /// Deepest `ViewNode` level allowed (the root is level 1; modifiers that create nodes count).
        /// Layout recurses once per level, and real layouts are far shallower.
        static let maximumLevel = 64

        // The interpreter's other parts, by short names for this type's extensions.
        typealias Literal = SwiftUIInterpreter.Literal
        typealias SourceText = SwiftUIInterpreter.SourceText
        typealias Signature = SwiftUIInterpreter.Signature
        typealias BoundArguments = SwiftUIInterpreter.BoundArguments
        typealias Argument = SwiftUIInterpreter.Argument
        typealias ViewTable = SwiftUIInterpreter.ViewTable
        typealias ModifierTable = SwiftUIInterpreter.ModifierTable
        typealias ModifierCall = SwiftUIInterpreter.ModifierCall
        typealias Evaluator = SwiftUIInterpreter.Evaluator
        typealias Value = SwiftUIInterpreter.Value
        typealias Scope = SwiftUIInterpreter.Scope

        /// The file the code being walked is in: the scenario's `view:` source, or one of the app's `.swift` files.
        var map: SourceMap
        /// The declared sizes of images and symbols.
        let assets: AppAssets
        /// The `ForEach` loop variables in scope where the walk is.
        var scope: Scope = [:]
        private(set) var diagnostics: [Diagnostic] = []
        /// What did not stop the walk: placeholders for other modules' views and modifiers (`Placeholders`).
        var warnings: [Diagnostic] = []
        /// How many times `ForEach` content has been expanded in this view, nested loops included.
        var expansions = 0
        /// Where each `.id` name was given, to reject a name used twice.
        var names: [String: SourceLocation] = [:]
        /// The size of each GeometryReader from the layout before (by `ViewKind.geometryReader`'s key);
        /// a reader not laid out yet reads 0×0.
        var geometry: [String: ReaderGeometry] = [:]
        private var reportedDepth = false
        /// The sizes of controls' parts on the scenario's platform.
        var controls = ControlProfile(LayoutSettings())
        /// The control styles (`.buttonStyle`, `.toggleStyle`, `.labelsHidden()`, …) around the view being built.
        var controlStyles = ControlStyles()
        /// What the views inside tell the NavigationStack or TabView being built (title, toolbar, tab items).
        var chrome = ChromeCollector()
        /// Whether the walk is inside a List or Form's rows, where a NavigationLink shows a chevron.
        var isInList = false
        /// The level of the views written directly in the Grid being built, where a `GridRow` is a row.
        var gridRowLevel: Int?

        init(map: SourceMap, assets: AppAssets) { self.map = map; self.assets = assets }

        mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

        /// The one view `expression` stands for, placed at `level` of the tree: a `Group` or `ForEach`
        /// here must list exactly one (none is an `EmptyView`).
        mutating func view(_ expression: ExprSyntax, level: Int) -> ViewNode? {
            guard let list = viewList(expression, level: level) else { return nil }
            switch list.count {
            case 0: return ViewNode(.empty, label: "EmptyView()")
            case 1: return list[0]
            default:
                report(map.error("\(list.count) views where one is expected; put them in a VStack, HStack or ZStack",
                                 at: expression))
                return nil
            }
        }

        /// The views `expression` stands for, each placed at `level`: one, or for `Group { … }` and
        /// `ForEach(…) { … }` the views they list, which SwiftUI flattens into the enclosing container,
        /// with the modifiers applied to each of them (MetalUI's `swiftui-composition-identity.swift`
        /// probe: `.frame(width: 70)` on a Group of two views frames each).
        ///
        /// A modifier chain `base.a().b()` nests to the left in the syntax tree; it is unwound in a
        /// loop (not by recursion), the base is built at the level below all the nodes the
        /// modifiers add, and the modifiers are then applied innermost first.
        mutating func viewList(_ expression: ExprSyntax, level: Int) -> [ViewNode]? {
            var modifiers: [ModifierCall] = []
            var base = expression
            // `Outer.Inner(…)` is the initialiser of one of the app's nested types, not a modifier. A `#if` in the chain
            // (`.padding() #if os(iOS) .frame(width: 40) #endif`) contributes the modifiers of the clause it selects.
            while true {
                // `(isDark ? Color.black : Color.white)`: the parentheses group, nothing more.
                if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
                   only.label == nil {
                    base = only.expression
                    continue
                }
                if let call = base.as(FunctionCallExprSyntax.self),
                   let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   let inner = member.base, context?.program.types[member.declName.baseName.text] == nil,
                   !isAppMethodCall(on: inner, named: member.declName.baseName.text) {
                    modifiers.append(ModifierCall(call: call, member: member))
                    base = inner
                    continue
                }
                if let postfix = base.as(PostfixIfConfigExprSyntax.self), let inner = postfix.base {
                    if let clause = Evaluator.activeClause(postfix.config, scope: scope), case .postfixExpression(let chain)? = clause.elements {
                        var link: ExprSyntax? = chain
                        while let call = link?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                            modifiers.append(ModifierCall(call: call, member: member))
                            link = member.base
                        }
                    }
                    base = inner
                    continue
                }
                break
            }
            let baseLevel = level + modifiers.filter(\.addsNode).count
            // A GridRow written directly in a Grid is a row, its modifiers applied to each cell (GG4, GG5).
            let isGridRow = level == gridRowLevel
                && base.as(FunctionCallExprSyntax.self).map { Self.listType($0) == "GridRow" } == true
            if isTooDeep(baseLevel, at: expression) { return nil }
            /// With no view to apply them to, the modifiers are still checked.
            func checkModifiers() { for modifier in modifiers.reversed() { _ = apply(modifier, to: nil, level: level) } }

            // Control styles hold for everything the base contains; the innermost one written wins.
            let outerStyles = controlStyles
            defer { controlStyles = outerStyles }
            for modifier in modifiers { setControlStyle(modifier) }
            // So do the environment values the chain sets (`.environment(\.colorScheme, .dark)`, `.environmentObject(model)`).
            let outerEnvironment = context?.environmentOverrides
            defer { if let outerEnvironment { context?.environmentOverrides = outerEnvironment } }
            context?.environmentOverrides.merge(environmentSettings(modifiers)) { $1 }
            let bases: [ViewNode?]
            if !modifiers.isEmpty, let call = base.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView" {
                // A modified EmptyView is still no view: `EmptyView().frame(width: 70)` adds nothing to a stack
                // (observed on real SwiftUI 27, MetalUI `swiftui-composition-identity.swift` L6).
                _ = constructedView(base, level: baseLevel)
                bases = []
            } else if let call = base.as(FunctionCallExprSyntax.self), let type = Self.listType(call) {
                // A row's cells sit one level below it; outside a Grid, a GridRow's cells are the container's children.
                guard let members = listedViews(call, type: type, level: baseLevel + (isGridRow ? 1 : 0)) else {
                    checkModifiers()
                    return nil
                }
                if members.count > 1, let id = modifiers.first(where: { $0.name == "id" }) {
                    report(map.error("'.id' on a \(type) would give its \(members.count) views one name; "
                                     + "name the views inside it instead", at: id.anchor))
                    return nil
                }
                bases = members
            } else if let resolved = appViews(base, level: baseLevel) {
                // The app's own view, view property, content closure or `self`.
                guard let members = resolved else {
                    checkModifiers()
                    return nil
                }
                bases = members
            } else {
                bases = [constructedView(base, level: baseLevel)]
            }
            if bases.isEmpty {
                checkModifiers()
                return []
            }
            var result: [ViewNode] = []
            var failed = false
            for member in bases {
                var node = member
                var nodeLevel = baseLevel
                // In the app's code, each node remembers the line that made it (pages link it there).
                if isInAppCode, node?.source == nil { node?.source = sourceLine(base) }
                for modifier in modifiers.reversed() {
                    if modifier.addsNode { nodeLevel -= 1 }
                    node = apply(modifier, to: node, level: nodeLevel)
                    if isInAppCode, node?.source == nil { node?.source = sourceLine(modifier.anchor) }
                }
                if let node { result.append(node) } else { failed = true }
            }
            if !failed, isGridRow, let call = base.as(FunctionCallExprSyntax.self) {
                let alignment = call.arguments.first { $0.label?.text == "alignment" }.flatMap { argument in
                    try? Argument(expression: argument.expression, callee: "GridRow", parameter: "alignment", map: map, scope: scope)
                        .verticalAlignment()
                }
                return [ViewNode(.gridRow(alignment: alignment), children: result, label: SourceText.viewLabel(call))]
            }
            return failed ? nil : result
        }

        /// Records the style a style modifier (`.buttonStyle(.bordered)`, `.labelsHidden()`) sets; checked in `apply`.
        private mutating func setControlStyle(_ modifier: ModifierCall) {
            if modifier.name == "labelsHidden" { controlStyles.labelsHidden = true; return }
            if ControlStyles.listOptions.contains(modifier.name) { setListOption(modifier); return }
            guard ControlStyles.known[modifier.name] != nil, let argument = modifier.call.arguments.first?.expression else { return }
            if let style = appStyle(argument) {
                controlStyles.custom[modifier.name] = style
                return
            }
            guard let name = ControlStyles.name(of: argument) else { return }
            controlStyles.custom[modifier.name] = nil
            switch modifier.name {
            case "buttonStyle": controlStyles.button = name
            case "toggleStyle": controlStyles.toggle = name
            case "textFieldStyle": controlStyles.textField = name
            case "progressViewStyle": controlStyles.progressView = name
            case "listStyle": controlStyles.list = name
            case "tabViewStyle": controlStyles.tabView = name
            case "pickerStyle": controlStyles.picker = name
            case "formStyle": break   // a Form on iOS is grouped in every style
            default: controlStyles.label = name
            }
        }

        /// Whether `level` is past the limit; reported once, as deeper views would only repeat it.
        mutating func isTooDeep(_ level: Int, at node: some SyntaxProtocol) -> Bool {
            guard level > Self.maximumLevel else { return false }
            if !reportedDepth {
                report(map.error("view nesting deeper than \(Self.maximumLevel)", at: node))
                reportedDepth = true
            }
            return true
        }

        /// The views of a `@ViewBuilder` closure, each at `level`: one per statement, whether
        /// statements are on separate lines or separated by `;`.
        mutating func views(in closure: ClosureExprSyntax, level: Int) -> [ViewNode]? {
            if let signature = closure.signature {
                report(map.error("a view builder closure takes no parameters", at: signature))
                return nil
            }
            return views(in: closure.statements, level: level)
        }

        /// The views of a list of view-builder statements, `Group` and `ForEach` flattened; `let` declarations,
        /// `if`, `switch` and `#if` evaluated (the branch taken is recorded on its views).
        mutating func views(in statements: CodeBlockItemListSyntax, level: Int) -> [ViewNode]? {
            var children: [ViewNode] = []
            var failed = false
            let outerScope = scope
            defer { scope = outerScope }
            for statement in statements {
                // A failure recorded while building an earlier view, and not reported there, says nothing of this one.
                context?.clearFailure()
                if let flow = controlFlow(statement, level: level) {
                    if let views = flow { children += views } else { failed = true }
                    continue
                }
                guard let expression = Self.expression(of: statement) else {
                    report(map.error("expected a view, got '\(SourceText.excerpt(statement.item))'", at: statement))
                    failed = true
                    continue
                }
                if let list = viewList(expression, level: level) { children += list } else { failed = true }
            }
            return failed ? nil : children
        }

        /// The expression a closure statement consists of, if it is one.
        static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
            switch statement.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
        }

        /// The secondary view of `.overlay { … }` / `.background { … }` at `level`: its one view,
        /// an empty view for `{ }`, or for several views the implicit `ZStack` SwiftUI lays them
        /// out in. That ZStack centres its views whatever the modifier's alignment, which positions
        /// the ZStack as a whole (observed on real SwiftUI 27: MetalUI `swiftui-stack-algorithms.swift`
        /// K5c, K5g, K5h). It was not written, so it has no label.
        mutating func secondaryView(in closure: ClosureExprSyntax, level: Int) -> ViewNode? {
            if isTooDeep(level + 1, at: closure) { return nil }
            guard let children = views(in: closure, level: level + 1) else { return nil }
            switch children.count {
            case 0: return ViewNode(.empty)
            case 1: return children[0]
            default: return ViewNode(.zStack(alignment: .center), children: children)
            }
        }
    }

    /// A modifier call in a chain: `.frame(width: 10)` on some base.
    struct ModifierCall {
        var call: FunctionCallExprSyntax
        /// `.padding` of `base.padding()`; nil for a modifier called on an implicit `self` (`padding()` in a `View` extension).
        var member: MemberAccessExprSyntax?
        var name: String {
            member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        }
        /// Where errors about the modifier as a whole point: its `.`, or its name when it has none.
        var anchor: Syntax { member.map { Syntax($0.period) } ?? Syntax(call.calledExpression) }
        /// As messages name it: `.frame`.
        var callee: String { "." + name }
        /// Layout and environment modifiers add a node; the others are kept on the view they are applied to.
        var addsNode: Bool {
            // Control styles are read while the controls inside are built; they add no node.
            guard ControlStyles.known[name] == nil && !ControlStyles.listOptions.contains(name) && name != "labelsHidden" else { return false }
            return SwiftUIVocabulary.modifier(named: name)?.category.addsNode ?? true
        }
        var label: String { SourceText.modifierLabel(call, name: name) }
    }
}
