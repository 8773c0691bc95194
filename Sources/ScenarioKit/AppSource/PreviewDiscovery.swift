import LayoutCore
import SwiftSyntax

/// One preview found in an app's `.swift` file: `#Preview("Name", traits: …) { … }`, or one view of a
/// `PreviewProvider`'s `previews` (each view of a `Group` there is a preview of its own).
public struct PreviewDeclaration: Sendable {
    /// The name as written (`#Preview("Dark mode")`, `.previewDisplayName("Dark mode")`); nil when unnamed.
    public var name: String?
    /// Its scenario id: the name slugged, or for an unnamed preview the view's type (then `-2`, `-3` … when the file
    /// has several unnamed previews of one type). Unique in the file; independent of line numbers.
    public var id: String
    /// As the index and the page title name it: the name, else the view's type.
    public var title: String
    /// Where `#Preview` or the `PreviewProvider`'s view is written.
    public var location: SourceLocation
    /// The lines the preview spans in its file (1-based, inclusive), which its page shows.
    public var lines: ClosedRange<Int>
    public var container: PreviewContainer
    /// `// framelab: ignore` on the line before it.
    public var isIgnored: Bool
    /// What to lay out: the `#Preview` closure's statements, or one view expression of a `PreviewProvider`.
    var body: Body
    /// The `PreviewProvider` type whose static members the view may name without their type.
    var providerType: String?

    enum Body: @unchecked Sendable {
        case statements(CodeBlockItemListSyntax)
        /// One view of a `PreviewProvider`, after the `let`s written before it in `previews` (`let post = …`).
        case expression(ExprSyntax, declarations: [VariableDeclSyntax])
    }
}

/// Where Xcode's canvas puts a preview: its layout, device, orientation and colour scheme, from `#Preview`'s traits
/// or from the `preview…` modifiers of a `PreviewProvider`'s view.
public struct PreviewContainer: Sendable, Hashable {
    public enum Layout: Sendable, Hashable {
        /// The device's screen, with its safe area (`.defaultLayout`, `.previewLayout(.device)`).
        case device
        /// Proposed the device's size, then sized to fit the view (`.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`).
        case sizeThatFits
        /// A container of this size, the view centred in it (`.fixedLayout(width:height:)`, `.previewLayout(.fixed(…))`).
        case fixed(width: Double, height: Double)
    }

    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    public var layout: Layout = .device
    public var orientation: Orientation = .portrait
    /// `.previewDevice("iPhone 16 Pro")`, as written, and where (an unknown name is reported there).
    public var device: String?
    public var deviceLocation: SourceLocation?
    /// `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)` on the preview.
    public var colorScheme: String?

    public init() {}
}

/// Finds the previews of one parsed file, in file order. Nothing is evaluated here: names, traits and container
/// modifiers are read as written (literals), the views themselves when each preview is built.
public enum PreviewDiscovery {
    /// Whether `text` may hold previews at all: files without either word are not parsed for them.
    public static func mayContainPreviews(_ text: String) -> Bool {
        text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// The previews of `file` (ignored ones included, marked), with the problems found reading them (an unknown
    /// trait, an id used twice).
    public static func previews(in file: SwiftSourceFile) -> (previews: [PreviewDeclaration], diagnostics: [Diagnostic]) {
        var finder = Finder(file: file)
        finder.collect(file.tree.statements)
        finder.assignIDs()
        return (finder.found, finder.diagnostics)
    }

    /// The modifiers that describe a preview's container rather than its view; they are read here and have no
    /// layout effect on the view.
    static let containerModifiers: Set<String> = [
        "previewLayout", "previewDevice", "previewDisplayName", "previewInterfaceOrientation", "previewContext",
    ]

    private struct Finder {
        let file: SwiftSourceFile
        var found: [PreviewDeclaration] = []
        var diagnostics: [Diagnostic] = []
        /// The source's lines, for `// framelab: ignore` on the line before a preview.
        let lines: [Substring]

        init(file: SwiftSourceFile) {
            self.file = file
            lines = file.tree.description.split(separator: "\n", omittingEmptySubsequences: false)
        }

        func location(_ node: some SyntaxProtocol) -> SourceLocation { file.map.location(of: node) }

        func lineRange(_ node: some SyntaxProtocol) -> ClosedRange<Int> {
            let first = file.map.location(of: node).line
            let last = file.map.location(at: node.endPositionBeforeTrailingTrivia).line
            return first...max(first, last)
        }

        /// Whether the line before `line` is `// framelab: ignore`.
        func isIgnored(line: Int) -> Bool {
            guard line >= 2, line - 2 < lines.count else { return false }
            let previous = lines[line - 2].trimmingCharacters(in: .whitespaces)
            return previous.hasPrefix("//") && previous.dropFirst(2).trimmingCharacters(in: .whitespaces) == "framelab: ignore"
        }

        mutating func collect(_ items: CodeBlockItemListSyntax) {
            for item in items {
                switch item.item {
                case .decl(let decl): collect(decl)
                case .expr(let expression):
                    if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                        addMacro(arguments: macro.arguments, closure: macro.trailingClosure, node: Syntax(macro))
                    }
                case .stmt(let statement):
                    if let macro = statement.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self),
                       macro.macroName.text == "Preview" {
                        addMacro(arguments: macro.arguments, closure: macro.trailingClosure, node: Syntax(macro))
                    }
                }
            }
        }

        mutating func collect(_ decl: DeclSyntax) {
            if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                addMacro(arguments: macro.arguments, closure: macro.trailingClosure, node: Syntax(macro))
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                // Previews are compiled in debug builds: the clause active with DEBUG set.
                for clause in ifConfig.clauses {
                    if let condition = clause.condition,
                       !SwiftUIInterpreter.Evaluator.compilationCondition(condition, environment: SwiftEnvironment()) { continue }
                    if case .statements(let items)? = clause.elements { collect(items) }
                    if case .decls(let members)? = clause.elements { for member in members { collect(member.decl) } }
                    break
                }
            } else if let structDecl = decl.as(StructDeclSyntax.self),
                      structDecl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                addProvider(structDecl)
            }
        }

        /// `#Preview`, `#Preview("Name")`, `#Preview("Name", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`.
        mutating func addMacro(arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, node: Syntax) {
            let location = location(node)
            guard let closure else {
                diagnostics.append(Diagnostic("this #Preview has no body FrameLab can read; write '#Preview { MyView() }'", at: location))
                return
            }
            var name: String?
            var container = PreviewContainer()
            var inTraits = false
            for argument in arguments {
                if argument.label?.text == "traits" { inTraits = true }
                else if argument.label != nil { inTraits = false }
                if inTraits {
                    trait(argument.expression, into: &container)
                } else if argument.label == nil, name == nil, let text = Self.stringLiteral(argument.expression) {
                    name = text
                } else if let label = argument.label?.text, label == "as" || label == "widget" {
                    diagnostics.append(Diagnostic("widget and Live Activity previews are not laid out; FrameLab lays out view previews",
                                                  at: self.location(argument)))
                    return
                }
            }
            // `@Previewable` declarations are the body's declarations, walked as a builder's `let`s and `var`s are.
            let type = Self.viewType(ofStatements: closure.statements)
            for statement in closure.statements {
                guard let view = SwiftUIInterpreter.ViewWalker.expression(of: statement) else { continue }
                container.colorScheme = Self.colorScheme(in: Self.unwound(view).chain) ?? container.colorScheme
            }
            found.append(PreviewDeclaration(name: name, id: "", title: name ?? type, location: location, lines: lineRange(node),
                                            container: container, isIgnored: isIgnored(line: location.line),
                                            body: .statements(closure.statements), providerType: nil))
        }

        /// One `#Preview` trait: a layout or an orientation. Other traits (`.modifier(…)`, custom ones) do not move frames.
        mutating func trait(_ expression: ExprSyntax, into container: inout PreviewContainer) {
            let (name, call) = Self.memberName(expression)
            switch name {
            case "defaultLayout": container.layout = .device
            case "sizeThatFitsLayout": container.layout = .sizeThatFits
            case "fixedLayout":
                if let size = fixedSize(call) { container.layout = .fixed(width: size.width, height: size.height) }
            case "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight":
                container.orientation = PreviewContainer.Orientation(rawValue: name!)!
            default: break
            }
        }

        /// `(width: 320, height: 100)` of `.fixedLayout` or `.fixed`; a located error when not two numbers.
        mutating func fixedSize(_ call: FunctionCallExprSyntax?) -> Size? {
            guard let call,
                  let width = call.arguments.first(where: { $0.label?.text == "width" }).flatMap({ Self.number($0.expression) }),
                  let height = call.arguments.first(where: { $0.label?.text == "height" }).flatMap({ Self.number($0.expression) }),
                  width > 0, height > 0, width <= 10_000, height <= 10_000 else {
                diagnostics.append(Diagnostic("a fixed preview layout takes two literal sizes from 1 to 10000, as in '.fixedLayout(width: 320, height: 200)'",
                                              at: call.map { location($0) } ?? file.map.location(at: AbsolutePosition(utf8Offset: 0))))
                return nil
            }
            return Size(width: width, height: height)
        }

        /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`: each view of the body (or
        /// of one `Group` making it up) is a preview, with the container modifiers of its chain and of the group's.
        mutating func addProvider(_ provider: StructDeclSyntax) {
            let previews = provider.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .first { $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" }
            guard let binding = previews?.bindings.first, let accessors = binding.accessorBlock else {
                diagnostics.append(Diagnostic("'\(provider.name.text)' has no 'static var previews' FrameLab can read", at: location(provider.name)))
                return
            }
            let statements: CodeBlockItemListSyntax
            switch accessors.accessors {
            case .getter(let items): statements = items
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements else { return }
                statements = getter
            }
            var views: [(ExprSyntax, [FunctionCallExprSyntax])] = []
            var declarations: [VariableDeclSyntax] = []
            for statement in statements {
                if case .decl(let decl) = statement.item, let variable = decl.as(VariableDeclSyntax.self) {
                    declarations.append(variable)
                    continue
                }
                guard let expression = SwiftUIInterpreter.ViewWalker.expression(of: statement)
                        ?? statement.item.as(ReturnStmtSyntax.self)?.expression else { continue }
                let (base, chain) = Self.unwound(expression)
                if let group = base.as(FunctionCallExprSyntax.self), group.calledExpression.trimmedDescription == "Group",
                   let closure = group.trailingClosure {
                    for member in closure.statements {
                        if let view = SwiftUIInterpreter.ViewWalker.expression(of: member) { views.append((view, chain)) }
                    }
                } else {
                    views.append((expression, []))
                }
            }
            for (view, outer) in views {
                var container = PreviewContainer()
                var name: String?
                let (_, own) = Self.unwound(view)
                // The group's modifiers first, then the view's own (applied inside them, but read as overriding them).
                for call in outer + own {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
                    let argument = call.arguments.first?.expression
                    switch member.declName.baseName.text {
                    case "previewDisplayName": name = argument.flatMap(Self.stringLiteral) ?? name
                    case "previewLayout":
                        guard let argument else { break }
                        let (layout, layoutCall) = Self.memberName(argument)
                        switch layout {
                        case "sizeThatFits": container.layout = .sizeThatFits
                        case "device": container.layout = .device
                        case "fixed": if let size = fixedSize(layoutCall) { container.layout = .fixed(width: size.width, height: size.height) }
                        default: break
                        }
                    case "previewDevice":
                        container.device = argument.flatMap(Self.deviceName)
                        container.deviceLocation = argument.map { self.location($0) }
                    case "previewInterfaceOrientation":
                        if let orientation = argument.flatMap({ Self.memberName($0).name }).flatMap(PreviewContainer.Orientation.init) {
                            container.orientation = orientation
                        }
                    case "preferredColorScheme", "environment":
                        container.colorScheme = Self.colorScheme(in: [call]) ?? container.colorScheme
                    default: break
                    }
                }
                let location = location(view)
                let type = Self.viewType(of: view)
                found.append(PreviewDeclaration(name: name, id: "", title: name ?? type, location: location, lines: lineRange(provider),
                                                container: container, isIgnored: isIgnored(line: location.line),
                                                body: .expression(view, declarations: declarations), providerType: provider.name.text))
            }
        }

        /// Gives each preview its id: a name's slug, or the view's type then a count. A name whose slug another
        /// name already has is a located error (the later one is dropped).
        mutating func assignIDs() {
            var used: Set<String> = []
            var kept: [PreviewDeclaration] = []
            for var preview in found where preview.name != nil {
                let id = Slug.of(preview.name!)
                guard used.insert(id).inserted else {
                    diagnostics.append(Diagnostic("another preview of this file is also named '\(id)' once slugged; give it a different name",
                                                  at: preview.location))
                    continue
                }
                preview.id = id
                kept.append(preview)
            }
            var counts: [String: Int] = [:]
            for var preview in found where preview.name == nil {
                let base = Slug.of(preview.title)
                var id = base
                repeat {
                    counts[base, default: 0] += 1
                    id = counts[base]! == 1 ? base : "\(base)-\(counts[base]!)"
                } while used.contains(id)
                used.insert(id)
                preview.id = id
                if counts[base]! > 1 { preview.title += " \(counts[base]!)" }
                kept.append(preview)
            }
            found = kept.sorted { $0.location < $1.location }
        }

        // MARK: Reading literals

        /// `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)` in a chain (outermost first): the scheme.
        static func colorScheme(in chain: [FunctionCallExprSyntax]) -> String? {
            for call in chain {
                guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                let arguments = Array(call.arguments)
                if name == "preferredColorScheme", let first = arguments.first { return memberName(first.expression).name }
                if name == "environment", arguments.count == 2, arguments[0].expression.trimmedDescription == "\\.colorScheme" {
                    return memberName(arguments[1].expression).name
                }
            }
            return nil
        }

        static func stringLiteral(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }

        static func number(_ expression: ExprSyntax) -> Double? {
            if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
            if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
            return nil
        }

        /// `.name` or `.name(…)`, and the call when there is one.
        static func memberName(_ expression: ExprSyntax) -> (name: String?, call: FunctionCallExprSyntax?) {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return (member.declName.baseName.text, call)
            }
            if let member = expression.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, nil) }
            return (nil, nil)
        }

        /// `"iPhone 16"`, `PreviewDevice(rawValue: "iPhone 16")` or `.init(rawValue: "iPhone 16")`.
        static func deviceName(_ expression: ExprSyntax) -> String? {
            if let text = stringLiteral(expression) { return text }
            if let call = expression.as(FunctionCallExprSyntax.self), let argument = call.arguments.first?.expression {
                return stringLiteral(argument)
            }
            return nil
        }

        /// A modifier chain's base and its calls, outermost first.
        static func unwound(_ expression: ExprSyntax) -> (base: ExprSyntax, chain: [FunctionCallExprSyntax]) {
            var chain: [FunctionCallExprSyntax] = []
            var base = expression
            while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let inner = member.base {
                chain.append(call)
                base = inner
            }
            return (base, chain)
        }

        /// The type of the view a preview shows: `ProfileCard` of `ProfileCard(user: .sample).padding()`.
        static func viewType(of expression: ExprSyntax) -> String {
            let base = unwound(expression).base
            guard let call = base.as(FunctionCallExprSyntax.self) else {
                // `Color.red`: a value of its base type.
                if let member = base.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self) {
                    return type.baseName.text
                }
                return "Preview"
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            // `Outer.Inner(…)`: a nested type.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.trimmedDescription }
            return "Preview"
        }

        /// The type of the first view a `#Preview` body shows (its `let`s and `@Previewable`s skipped).
        static func viewType(ofStatements statements: CodeBlockItemListSyntax) -> String {
            for statement in statements {
                if let expression = SwiftUIInterpreter.ViewWalker.expression(of: statement) { return viewType(of: expression) }
                if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression { return viewType(of: returned) }
            }
            return "Preview"
        }
    }
}
