import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// The views a scenario may use, with SwiftUI's initialisers: labels, order and defaults.
    enum ViewTable {
        static let stack = [Signature(.labelled("alignment"), .labelled("spacing"), .content)]
        static let zStack = [Signature(.labelled("alignment"), .content)]
        static let viewThatFits = [Signature(.labelled("in"), .content)]
        /// `showsIndicators:` changes nothing in the layout.
        static let scrollView = [Signature(.unlabelled("axes", hasDefault: true), .labelled("showsIndicators"), .content)]
        /// A localized key's table, bundle and comment change nothing here: the key is the text (FrameLab has no
        /// string catalog). `format:` prints the value as `.number` does.
        static let text = [Signature(.unlabelled("content"), .labelled("tableName"), .labelled("bundle"), .labelled("comment")),
                           Signature(.labelled("verbatim", hasDefault: false)),
                           Signature(.unlabelled("content"), .labelled("format", hasDefault: false)),
                           Signature(.unlabelled("content"), .labelled("style", hasDefault: false))]
        static let noArguments = [Signature()]
        /// `style:` (`.circular`, `.continuous`) changes only how the corners are drawn.
        static let roundedRectangle = [Signature(.labelled("cornerRadius", hasDefault: false), .labelled("style"))]
        static let capsule = [Signature(.labelled("style"))]
        static let spacer = [Signature(.labelled("minLength"))]
        static let cornerStyles = ["circular", "continuous"]

        static let shapes: [String: ShapeKind] = ["Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse]
        static let image = [Signature(.unlabelled("name"), .labelled("bundle")), Signature(.unlabelled("name"), .labelled("bundle"), .labelled("label")),
                            Signature(.labelled("decorative", hasDefault: false), .labelled("bundle")),
                            Signature(.labelled("systemName", hasDefault: false))]
        static let group = [Signature(.content)]
        static let grid = [Signature(.labelled("alignment"), .labelled("horizontalSpacing"), .labelled("verticalSpacing"), .content)]
        static let gridRow = [Signature(.labelled("alignment"), .content)]
        /// `ForEach(_ data:, id:, content:)`; the key path is checked, the elements are the data's.
        static let forEach = [Signature(.unlabelled("data"), .labelled("id"), .content)]
    }
}

extension SwiftUIInterpreter.ViewWalker {
    /// The view `expression` constructs (not a modifier), at `level`; nil after reporting errors.
    mutating func constructedView(_ expression: ExprSyntax, level: Int) -> ViewNode? {
        do throws(Diagnostic) {
            if let placeholder = appPlaceholder(expression) { return placeholder }
            if let call = expression.as(FunctionCallExprSyntax.self),
               let type = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                if let placeholder = placeholder(for: call, type: type.baseName.text) { return placeholder }
                return try viewCall(call, type: type.baseName.text, level: level)
            }
            // `(AnyLayout(HStackLayout())) { … }`: the layout value called with the content (callAsFunction).
            if let call = expression.as(FunctionCallExprSyntax.self),
               let tuple = call.calledExpression.as(TupleExprSyntax.self), tuple.elements.count == 1,
               let wrapper = tuple.elements.first?.expression.as(FunctionCallExprSyntax.self),
               wrapper.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyLayout" {
                return try anyLayout(call, wrapper: wrapper, level: level)
            }
            // `.red` where a view is expected (`.background(.clear)`, a `Color` property's value): a Color.
            if scope.map != nil, let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil,
               Literal.systemColors.contains(member.declName.baseName.text) {
                return ViewNode(.color(member.declName.baseName.text), label: "Color.\(member.declName.baseName.text)")
            }
            // In the app's code, a shape style (`.fill.tertiary`, `.regularMaterial`, `.tint`) or a colour made with
            // `.init(red:green:blue:)` where a view is expected fills what it is offered, as a Color does; drawn grey.
            if scope.map != nil, Self.isShapeStyleOrColor(expression) {
                return ViewNode(.color("custom"), label: SourceText.excerpt(expression))
            }
            if let member = expression.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" {
                let name = member.declName.baseName.text
                guard Literal.systemColors.contains(name) else {
                    throw Literal.unknownColor(name, at: member.declName, map: map)
                }
                return ViewNode(.color(name), label: "Color.\(name)")
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if SwiftUIVocabulary.viewNames.contains(name) {
                    throw map.error("'\(name)' must be called, as in '\(name)()'", at: reference)
                }
            }
            // In the app's code, a value known only when the app runs where a view is expected (`theme.background`,
            // `store.step.color`): a fill, as a colour or style is (`StandIns`).
            if canStandIn, !expression.is(ClosureExprSyntax.self) {
                standIn("'\(SourceText.excerpt(expression))' is known only when the app runs: laid out as a fill, as a colour is",
                        at: expression)
                return ViewNode(.color("custom"), label: SourceText.excerpt(expression))
            }
            if let variable = Literal.firstVariable(in: expression, scope: scope) {
                throw Literal.notInScope(variable, map: map)
            }
            throw map.error("expected a view, got '\(SourceText.excerpt(expression))'", at: expression)
        } catch {
            report(error)
            return nil
        }
    }

    /// `Type(arguments) { children }`.
    private mutating func viewCall(_ call: FunctionCallExprSyntax, type: String,
                                   level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        func bound(_ overloads: [Signature]) throws(Diagnostic) -> BoundArguments {
            try SwiftUIInterpreter.bind(call, callee: type, overloads: overloads, anchor: call.calledExpression, map: map,
                                        scope: scope)
        }
        switch type {
        case "VStack", "HStack", "ZStack", "VStackLayout", "HStackLayout", "ZStackLayout":
            return try stack(type, arguments: try bound(type.hasPrefix("Z") ? ViewTable.zStack : ViewTable.stack),
                             label: label, level: level)
        case "Grid", "GridLayout":
            return try grid(try bound(ViewTable.grid), at: call, label: label, level: level)
        case "LazyVGrid", "LazyHGrid":
            let vertical = type == "LazyVGrid"
            let tracks = vertical ? "columns" : "rows"
            let arguments = try bound([Signature(.labelled(tracks, hasDefault: false), .labelled("alignment"), .labelled("spacing"),
                                                 .labelled("pinnedViews"), .content)])
            let items = try arguments[tracks]!.gridItems()
            let alignment: Alignment = vertical
                ? Alignment(horizontal: try arguments["alignment"]?.horizontalAlignment() ?? .center, vertical: .center)
                : Alignment(horizontal: .center, vertical: try arguments["alignment"]?.verticalAlignment() ?? .center)
            let closure = try contentClosure(arguments, of: call, holding: "\(type) takes its cells")
            guard let cells = views(in: closure, level: level + 1) else { return nil }
            return ViewNode(.lazyGrid(tracks: items, vertical: vertical, alignment: alignment,
                                      spacing: try arguments["spacing"]?.optionalNumber()), children: cells, label: label)
        case "GeometryReader":
            let arguments = try bound([Signature(.content)])
            let closure = try contentClosure(arguments, of: call, holding: "GeometryReader takes its content", example: ", { proxy in … }")
            // The reader's place in the source and the loop variables around it name it across layouts.
            let key = "\(call.position.utf8Offset)" + scope.keys.sorted().map { "|\($0)=\(scope[$0]!.interpolated)" }.joined()
            let readerGeometry = geometry[key] ?? ReaderGeometry(size: .zero, safeAreaInsets: .zero)
            let outer = scope
            if let parameter = try closureParameter(closure, what: "GeometryReader's content takes one parameter, the proxy") { scope[parameter] = .proxy(readerGeometry) }
            defer { scope = outer }
            guard let children = views(in: closure.statements, level: level + 1) else { return nil }
            return ViewNode(.geometryReader(key: key), children: children, label: label)
        case "ScrollView":
            let arguments = try bound(ViewTable.scrollView)
            let axes = try arguments["axes"]?.axes() ?? (horizontal: false, vertical: true)
            let closure = try contentClosure(arguments, of: call, holding: "ScrollView takes its content")
            guard let children = views(in: closure, level: level + 2) else { return nil }
            // Several views in the closure are one VStack (observed: MetalUI SC3, spacing 8 between two views).
            let content = children.count == 1 ? children[0] : ViewNode(.vStack(alignment: .center, spacing: nil), children: children,
                                                                        label: "VStack (the ScrollView's content)")
            return ViewNode(.scrollView(horizontal: axes.horizontal, vertical: axes.vertical), children: [content], label: label)
        case "LazyVStack", "LazyHStack":
            guard let stack = try self.stack(String(type.dropFirst(4)), arguments: try bound(ViewTable.stack), label: label,
                                             level: level) else { return nil }
            var lazy = stack
            switch stack.kind {
            case .vStack(let alignment, let spacing, _): lazy.kind = .vStack(alignment: alignment, spacing: spacing, isLazy: true)
            case .hStack(let alignment, let spacing, _): lazy.kind = .hStack(alignment: alignment, spacing: spacing, isLazy: true)
            default: break
            }
            return lazy
        case "ViewThatFits":
            let arguments = try bound(ViewTable.viewThatFits)
            let axes = try arguments["in"]?.axes() ?? (horizontal: true, vertical: true)
            let closure = try contentClosure(arguments, of: call, holding: "ViewThatFits takes its candidates")
            guard let children = views(in: closure, level: level + 1) else { return nil }
            return ViewNode(.viewThatFits(horizontal: axes.horizontal, vertical: axes.vertical), children: children, label: label)
        case "AnyLayout":
            // `AnyLayout(HStackLayout()) { … }`, the shorthand of `let layout = AnyLayout(…); layout { … }`.
            return try anyLayout(call, wrapper: call, level: level)
        case let name where Self.controlNames.contains(name):
            return try control(call, type: name, level: level)
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            return try navigationContainer(call, type: type, level: level)
        case "NavigationLink":
            return try navigationLink(call, level: level)
        case "List", "Form":
            return try list(call, type: type, level: level)
        case "Section":
            return try section(call, level: level)
        case "TabView":
            return try tabView(call, level: level)
        case let name where Self.formControlNames.contains(name):
            return try formControl(call, type: name, level: level)
        case "Tab":
            return try tab(call, level: level)
        case "Text":
            let arguments = try bound(ViewTable.text)
            let argument = arguments["content"] ?? arguments["verbatim"]
            let text: String
            do throws(Diagnostic) {
                if let style = arguments["style"] {
                    text = try EnvironmentRewrite.sampleDate(style: style)
                } else {
                    text = arguments["format"] != nil ? try argument?.formatted() ?? "" : try argument?.string() ?? ""
                }
            } catch {
                guard canStandIn, let argument else { throw error }
                text = standInText(argument.expression)
            }
            // A Text computed from loop variables is labelled with its value: `Text("Row 2")`.
            let isLiteral = argument?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue != nil
            return ViewNode(.text(text), label: isLiteral ? label : nil)
        case "Image":
            return try image(try bound(ViewTable.image), label: label)
        case "Divider":
            _ = try bound(ViewTable.noArguments)
            return ViewNode(.divider, label: label)
        case "Rectangle", "Circle", "Ellipse":
            _ = try bound(ViewTable.noArguments)
            return ViewNode(.shape(ViewTable.shapes[type]!), label: label)
        case "RoundedRectangle":
            let arguments = try bound(ViewTable.roundedRectangle)
            try arguments["style"]?.memberNames(ViewTable.cornerStyles, type: "RoundedCornerStyle")
            let radius = try arguments["cornerRadius"]?.number() ?? 0
            return ViewNode(.shape(.roundedRectangle(cornerRadius: radius)), label: label)
        case "ContainerRelativeShape":
            // A rectangle until a `.containerShape(_:)` above gives it that shape (`EnvironmentRewrite`).
            _ = try bound(ViewTable.noArguments)
            var node = ViewNode(.shape(.rectangle), label: label)
            node.style[EnvironmentRewrite.containerRelative] = "true"
            return node
        case "Capsule":
            let arguments = try bound(ViewTable.capsule)
            try arguments["style"]?.memberNames(ViewTable.cornerStyles, type: "RoundedCornerStyle")
            return ViewNode(.shape(.capsule), label: label)
        case "Spacer":
            let arguments = try bound(ViewTable.spacer)
            return ViewNode(.spacer(minLength: try arguments["minLength"]?.optionalNumber()), label: label)
        case "EmptyView":
            _ = try bound(ViewTable.noArguments)
            return ViewNode(.empty, label: label)
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
            // A gradient fills what it is offered, as a Color does; drawn grey.
            return ViewNode(.color("custom"), label: label)
        case "Color":
            // `Color("Brand")`, `Color(red:green:blue:)`, `Color(.systemGray6)`: a colour FrameLab cannot
            // know, laid out like any Color and drawn grey.
            return ViewNode(.color("custom"), label: label)
        default:
            throw unsupportedView(type, at: call.calledExpression)
        }
    }

    /// `.fill.tertiary`, `.regularMaterial`, `.tint`, `.init(red: 0.1, green: 0.2, blue: 0.3)`: written with an implicit base.
    static func isShapeStyleOrColor(_ expression: ExprSyntax) -> Bool {
        let styles: Set<String> = ["fill", "tertiary", "quaternary", "quinary", "secondary", "primary", "tint", "background", "separator",
                                   "regularMaterial", "thinMaterial", "ultraThinMaterial", "thickMaterial", "ultraThickMaterial", "bar",
                                   "foreground", "selection", "windowBackground", "placeholder", "link", "gradient"]
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "init" {
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            return !labels.isDisjoint(with: ["red", "white", "hue", "uiColor", "nsColor", "cgColor"])
        }
        var current: ExprSyntax? = expression
        while let member = current?.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            // `.indigo.gradient`: a system colour as the base of a style.
            if member.base == nil, Literal.systemColors.contains(name), current != expression { return true }
            guard styles.contains(name) else { return false }
            if member.base == nil { return true }
            current = member.base
        }
        return false
    }

    /// "unsupported view 'Vstack'; did you mean 'VStack'?", with where the supported ones are listed.
    func unsupportedView(_ type: String, at node: some SyntaxProtocol) -> Diagnostic {
        // The app declares it, but not as a view with a `body` (`struct MovieRow: ConnectedView` whose body comes from
        // another module's protocol extension).
        if let context, let declared = context.program.types[type], declared.kind != .extensionOnly, declared.computed["body"] == nil {
            let conformances = declared.conformances.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return map.error("'\(type)' is declared in the app but has no 'body' property FrameLab can lay out"
                             + (conformances.isEmpty ? "" : " (it conforms to \(conformances); a body that another module's protocol "
                                + "provides is not in the swift: sources)"), at: node)
        }
        let hint = NameSuggestion.closest(to: type, among: SwiftUIVocabulary.viewNames.sorted())
            .map { "; did you mean '\($0)'?" } ?? ""
        return map.error("unsupported view '\(type)'\(hint) \(SwiftUIVocabulary.whereListed)", at: node)
    }

    /// `Image("name")`, `Image(decorative:)`, `Image(systemName:)`, sized from the scenario's settings.
    private mutating func image(_ arguments: BoundArguments, label: String) throws(Diagnostic) -> ViewNode {
        if let argument = arguments["systemName"] {
            let name: String
            do throws(Diagnostic) { name = try argument.string() } catch {
                // In a preview, a symbol chosen when the app runs (`status.iconName`): every undeclared symbol has one size.
                guard canStandIn else { throw error }
                name = standInText(argument.expression)
            }
            let size = assets.symbols[name] ?? assets.defaultSymbol
            return ViewNode(.image(ImageSpec(name: name, isSymbol: true, size: size)), label: label)
        }
        let argument = (arguments["name"] ?? arguments["decorative"])!
        let name = try argument.string()
        guard let size = assets.images[name] else {
            // In the app's code an asset FrameLab cannot open is a placeholder, as another module's view is.
            if isInAppCode { return undeclaredImage(name, at: argument.expression, label: label) }
            let known = assets.images.keys.sorted()
            let declared = known.isEmpty ? "" : " (declared: \(known.joined(separator: ", ")))"
            throw map.error("unknown image '\(name)'\(declared); declare its size in the settings, as in "
                            + "'settings: {images: {\(Self.yamlKey(name)): {width: 40, height: 40}}}'", at: argument.expression)
        }
        return ViewNode(.image(ImageSpec(name: name, size: size)), label: label)
    }

    /// `name` as a YAML key, quoted when it needs to be.
    static func yamlKey(_ name: String) -> String {
        name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } ? name : "\"\(name)\""
    }

    /// The `content` closure of a container; an error saying `what` (and how, `example`) when there is none.
    func contentClosure(_ arguments: BoundArguments, of call: FunctionCallExprSyntax, holding what: String,
                        example: String = "") throws(Diagnostic) -> ClosureExprSyntax {
        guard let closure = arguments["content"]?.expression.as(ClosureExprSyntax.self) else {
            throw map.error("\(what) in a closure\(example)", at: call)
        }
        return closure
    }

    /// `Group` and `ForEach`, whose views are flattened into the enclosing container, and `GridRow`, whose
    /// cells are too outside a Grid (observed: MetalUI `swiftui-grid.swift` GG1, GG2) and which a Grid
    /// gathers into a row, its modifiers applied to each cell (GG4, GG5).
    static func listType(_ call: FunctionCallExprSyntax) -> String? {
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "Group" || name == "ForEach" || name == "GridRow" ? name : nil
    }

    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { … }` and `GridLayout(…) { … }`: the GridRows
    /// written directly in it are its rows, its other views rows of one cell spanning every column.
    mutating func grid(_ arguments: BoundArguments, at call: FunctionCallExprSyntax, label: String,
                       level: Int) throws(Diagnostic) -> ViewNode? {
        let kind = ViewKind.grid(alignment: try arguments["alignment"]?.alignment() ?? .center,
                                 horizontalSpacing: try arguments["horizontalSpacing"]?.optionalNumber(),
                                 verticalSpacing: try arguments["verticalSpacing"]?.optionalNumber())
        let closure = try contentClosure(arguments, of: call, holding: "Grid takes its rows")
        let outer = gridRowLevel
        gridRowLevel = level + 1
        defer { gridRowLevel = outer }
        guard let rows = views(in: closure, level: level + 1) else { return nil }
        return ViewNode(kind, children: rows, label: label)
    }

    /// The views a `Group { … }` or `ForEach(…) { … }` lists, each at `level`; nil after reporting errors.
    mutating func listedViews(_ call: FunctionCallExprSyntax, type: String, level: Int) -> [ViewNode]? {
        do throws(Diagnostic) {
            let overloads = type == "Group" ? ViewTable.group : type == "GridRow" ? ViewTable.gridRow : ViewTable.forEach
            let arguments = try SwiftUIInterpreter.bind(call, callee: type, overloads: overloads,
                                                        anchor: call.calledExpression, map: map, scope: scope)
            guard let content = arguments["content"]?.expression.as(ClosureExprSyntax.self) else {
                throw arguments["content"]!.mismatch("a closure of views")
            }
            if type == "Group" { return views(in: content, level: level) }
            if type == "GridRow" {
                _ = try arguments["alignment"]?.verticalAlignment()
                return views(in: content, level: level)
            }
            return try forEach(arguments, content: content, level: level)
        } catch {
            report(error)
            return nil
        }
    }

    /// `ForEach(0..<3) { i in … }`, `ForEach(["a", "b"], id: \.self) { name in … }`, `ForEach(1...3) { … $0 … }`:
    /// the content once per element, with the element bound to the closure's parameter.
    mutating func forEach(_ arguments: BoundArguments, content: ClosureExprSyntax,
                                  level: Int) throws(Diagnostic) -> [ViewNode]? {
        let data = arguments["data"]!
        if let id = arguments["id"], !id.expression.is(KeyPathExprSyntax.self) {
            throw id.mismatch("a key path such as \\.self")
        }
        let elements: [Value]
        switch Evaluator.elements(data.expression, scope: scope) {
        case .values(let values)?: elements = values
        case .tooMany(let count)?:
            throw map.error("ForEach over \(count) elements; a figure shows at most \(Evaluator.maximumElements)",
                            at: data.expression)
        case nil:
            // In a preview, data known only when the app runs (`store.items`, a fetch's results) stands in as one element
            // whose members are stood in where they are read, so the row's layout shows.
            guard canStandIn else {
                throw data.mismatch("a range (0..<3), an array ([\"a\", \"b\"]) or the app's data (Recipe.samples)")
            }
            standIn("'\(SourceText.excerpt(data.expression))' is known only when the app runs: one element stands in for its elements",
                    at: data.expression)
            elements = [.instance(SwiftUIInterpreter.Instance(type: "Element", fields: [:], order: []))]
        }
        expansions += elements.count
        if expansions > Evaluator.maximumExpansions {
            throw map.error("ForEach lists more than \(Evaluator.maximumExpansions) views in all (nested loops multiply); "
                            + "a figure cannot show them", at: data.expression)
        }
        // `{ index, item in … }` over `Array(items.enumerated())`: the pair's two parts, each by its name.
        let names = Evaluator.closureParameterNames(content)
        let isPair = content.signature != nil && names.count == 2
        let parameter = isPair ? nil : try closureParameter(content, what: "ForEach's content takes one parameter, the element")
        var members: [ViewNode] = []
        var failed = false
        let outer = scope
        for element in elements {
            if let parameter { scope[parameter] = element }
            if isPair {
                guard case .instance(let pair) = element, pair.order.count == 2 else {
                    throw map.error("ForEach's content takes one parameter, the element; two are for the pairs of 'enumerated()'",
                                    at: content.signature!)
                }
                for (name, field) in zip(names, pair.order) where name != "_" { scope[name] = pair.fields[field] }
            }
            if let views = views(in: content.statements, level: level) { members += views } else { failed = true }
            scope = outer
            if failed { break }   // the same errors would repeat for every element
        }
        return failed ? nil : members
    }

    /// The name a closure gives its one parameter: `i` in `{ i in … }` or `{ (i: Int) in … }`, `$0` when it names
    /// none, nil for `_`. `what` says what the parameter is, for the error when there are several:
    /// "ForEach's content takes one parameter, the element".
    func closureParameter(_ closure: ClosureExprSyntax, what: String) throws(Diagnostic) -> String? {
        guard let signature = closure.signature else { return "$0" }
        var names: [String] = []
        switch signature.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return "$0"
        }
        guard names.count == 1 else { throw map.error("\(what); got \(names.count)", at: signature) }
        return names[0] == "_" ? nil : names[0]
    }

    /// `AnyLayout(HStackLayout(spacing: 8)) { … }` (`wrapper` is the `AnyLayout(…)` call, `call` the one the
    /// content trails): the type-erased layout lays out exactly as the layout it wraps (it forwards every
    /// Layout call), so it is that stack, labelled as written.
    private mutating func anyLayout(_ call: FunctionCallExprSyntax, wrapper: FunctionCallExprSyntax,
                                    level: Int) throws(Diagnostic) -> ViewNode? {
        let layouts = ["HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout"]
        guard wrapper.arguments.count == 1, let only = wrapper.arguments.first, only.label == nil,
              let inner = only.expression.as(FunctionCallExprSyntax.self), inner.trailingClosure == nil,
              let type = inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, layouts.contains(type) else {
            throw map.error("AnyLayout takes one layout: \(layouts.map { "\($0)(…)" }.joined(separator: ", "))", at: wrapper)
        }
        let overloads = type == "GridLayout" ? ViewTable.grid : type.hasPrefix("Z") ? ViewTable.zStack : ViewTable.stack
        let arguments = try SwiftUIInterpreter.bind(inner, callee: type, overloads: overloads,
                                                    anchor: inner.calledExpression, map: map, scope: scope,
                                                    content: call.trailingClosure)
        if type == "GridLayout" { return try grid(arguments, at: call, label: SourceText.viewLabel(call), level: level) }
        return try stack(type, arguments: arguments, label: SourceText.viewLabel(call), level: level)
    }

    /// A stack whose children come from its `content` closure, trailing or labelled. The children
    /// are checked even when the stack's own arguments are wrong, so their errors are reported too.
    private mutating func stack(_ type: String, arguments: BoundArguments, label: String,
                                level: Int) throws(Diagnostic) -> ViewNode? {
        let kind: ViewKind?
        do throws(Diagnostic) {
            let alignment = arguments["alignment"], spacing = try arguments["spacing"]?.optionalNumber()
            switch type {
            case "VStack", "VStackLayout":
                kind = .vStack(alignment: try alignment?.horizontalAlignment() ?? .center, spacing: spacing)
            case "HStack", "HStackLayout":
                kind = .hStack(alignment: try alignment?.verticalAlignment() ?? .center, spacing: spacing)
            default: kind = .zStack(alignment: try alignment?.alignment() ?? .center)
            }
        } catch {
            report(error)
            kind = nil
        }
        guard let content = arguments["content"] else { return nil }
        guard let closure = content.expression.as(ClosureExprSyntax.self) else {
            throw content.mismatch("a closure of views")
        }
        guard let children = views(in: closure, level: level + 1), let kind else { return nil }
        return ViewNode(kind, children: children, label: label)
    }
}
