import Foundation
import LayoutCore
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One of the app's `.swift` files, parsed once: its text's digest, its syntax tree and where each position
/// of it is (`file.swift:12:9`).
public struct SwiftSourceFile: Sendable {
    /// As messages name it: the path as the user gave it (`Sources/App/Card.swift`).
    public var displayPath: String
    /// The SHA-256 of its bytes, which the build manifest keeps to know a changed file.
    public var digest: String
    let tree: SourceFileSyntax
    let map: SwiftUIInterpreter.SourceMap
    /// Syntax errors; a file with any is not evaluated (its declarations would be partial).
    public var diagnostics: [Diagnostic]

    /// The largest `.swift` file read: far beyond any hand-written source file.
    public static let maximumSize = 2 * 1024 * 1024

    init(displayPath: String, text: String, digest: String) {
        self.displayPath = displayPath
        self.digest = digest
        map = SwiftUIInterpreter.SourceMap(source: text, origin: SwiftSourceOrigin(file: displayPath, line: 1, column: 1))
        // A control character is never in Swift source a compiler accepts, and swift-syntax's diagnostics trap on some
        // (found by the fuzzer): refused with its place before parsing.
        if let offset = text.utf8.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }) {
            let position = text.utf8.distance(from: text.utf8.startIndex, to: offset)
            let byte = text.utf8[offset]
            tree = SwiftUIInterpreter.parse("")
            diagnostics = [Diagnostic("a control character (U+\(String(format: "%04X", byte))) is not Swift source; is this a text file?",
                                      at: map.location(at: AbsolutePosition(utf8Offset: position)))]
            return
        }
        if let offset = SquareBracketGuard.firstTooDeep(text) {
            tree = SwiftUIInterpreter.parse("")
            diagnostics = [Diagnostic(SquareBracketGuard.message, at: map.location(at: AbsolutePosition(utf8Offset: offset)))]
            return
        }
        let parsed = SwiftUIInterpreter.parse(text)
        if SwiftUIInterpreter.isDeeper(parsed, than: SwiftUIInterpreter.syntaxDepthLimit) {
            tree = SwiftUIInterpreter.parse("")
            diagnostics = [Diagnostic("the file is nested too deeply (more than \(SwiftUIInterpreter.syntaxDepthLimit) levels of syntax)",
                                      at: SourceLocation(file: displayPath, line: 1, column: 1))]
            return
        }
        tree = parsed
        let lines = map
        diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed).map { Diagnostic($0.message, at: lines.location(at: $0.position)) }
    }
}

/// The declarations of the app's Swift files that a scenario's view may use: its types (views, modifiers,
/// styles, models, enums), the extensions that add static constants and View methods, and global constants and
/// functions. Built from parsed files, without compiling: `AppEvaluation` evaluates what a view needs.
public struct SwiftProgram: Sendable {
    public let files: [SwiftSourceFile]
    /// Types by name, each with every extension's members merged in.
    var types: [String: TypeDeclaration] = [:]
    /// `extension View { func cardStyle() -> some View }`, by name.
    var viewExtensions: [String: [FunctionMember]] = [:]
    /// Top-level `let`s, `var`s and `func`s, by name.
    var globals: [String: Member] = [:]
    /// Which types declare a static member or an enum case of each name, for `.sample` written without its type.
    var implicitMembers: [String: [String]] = [:]

    /// No declarations: scenarios that name no Swift files.
    public static let empty = SwiftProgram(files: [])

    public init(files: [SwiftSourceFile]) {
        self.files = files
        for (index, file) in files.enumerated() where file.diagnostics.isEmpty {
            collect(file.tree.statements, file: index)
        }
        for (name, type) in types {
            for member in type.staticMembers.keys { implicitMembers[member, default: []].append(name) }
            for enumCase in type.cases { implicitMembers[enumCase.name, default: []].append(name) }
        }
        for key in implicitMembers.keys { implicitMembers[key]?.sort() }
    }

    /// Every name a view's code may find without naming its file: types, static members and enum cases, globals
    /// and `View` extension functions. A change to this list can change what any name means (a second `.sample`
    /// makes `.sample` ambiguous), so the build manifest redoes every scenario when it changes; a change inside a
    /// declaration redoes only the scenarios that used its file.
    public var declarationNames: [String] {
        var names: [String] = []
        for (name, type) in types {
            names.append("type \(name)")
            names += type.staticMembers.keys.map { "static \(name).\($0)" }
            names += type.cases.map { "case \(name).\($0.name)" }
        }
        names += globals.keys.map { "global \($0)" }
        names += viewExtensions.keys.map { "extension View.\($0)" }
        return names.sorted()
    }

    /// The `View` types declared, sorted (the fuzzer lays each out).
    public var viewTypeNames: [String] { types.values.filter(\.isView).map(\.name).sorted() }

    /// Syntax errors in any of the files: reported once per build, each at its place.
    public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    public var isEmpty: Bool { files.isEmpty }

    /// The lines that declare the app's type `name` (its `struct`, `class` or `enum`), for a page to show; nil for a
    /// type only extended here.
    public func excerpt(ofType name: String) -> SourceExcerpt? {
        guard let type = types[name], let declaration = type.declaration else { return nil }
        let file = files[type.file]
        let first = file.map.location(of: declaration).line
        let last = file.map.location(at: declaration.endPositionBeforeTrailingTrivia).line
        let lines = file.tree.description.split(separator: "\n", omittingEmptySubsequences: false)
        guard first >= 1, last <= lines.count, first <= last else { return nil }
        return SourceExcerpt(title: name, file: file.displayPath, firstLine: first, text: lines[(first - 1)..<last].joined(separator: "\n"))
    }

    func map(of file: Int) -> SwiftUIInterpreter.SourceMap { files[file].map }

    // MARK: collecting declarations

    private mutating func collect(_ items: CodeBlockItemListSyntax, file: Int) {
        for item in items {
            switch item.item {
            case .decl(let decl): collect(decl, file: file)
            default: continue
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax, file: Int) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // Declarations under `#if` are all indexed: the branch is chosen where they are used.
            for clause in ifConfig.clauses {
                if case .statements(let items)? = clause.elements { collect(items, file: file) }
                if case .decls(let members)? = clause.elements { for member in members { collect(member.decl, file: file) } }
            }
            return
        }
        if let structDecl = decl.as(StructDeclSyntax.self) {
            addType(name: structDecl.name.text, kind: .structure, inheritance: structDecl.inheritanceClause,
                    generics: structDecl.genericParameterClause, members: structDecl.memberBlock, decl: Syntax(structDecl), file: file)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            addType(name: classDecl.name.text, kind: .classType, inheritance: classDecl.inheritanceClause,
                    generics: classDecl.genericParameterClause, members: classDecl.memberBlock, decl: Syntax(classDecl), file: file)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            addType(name: enumDecl.name.text, kind: .enumeration, inheritance: enumDecl.inheritanceClause,
                    generics: enumDecl.genericParameterClause, members: enumDecl.memberBlock, decl: Syntax(enumDecl), file: file)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // `extension Donut.Dough` extends the nested type, which is found by its own name (`addType`).
            let name = extensionDecl.extendedType.as(MemberTypeSyntax.self)?.name.text ?? extensionDecl.extendedType.trimmedDescription
            if name == "View" {
                for member in extensionDecl.memberBlock.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    viewExtensions[function.name.text, default: []].append(FunctionMember(syntax: function, file: file))
                }
                return
            }
            addType(name: name, kind: .extensionOnly, inheritance: extensionDecl.inheritanceClause, generics: nil,
                    members: extensionDecl.memberBlock, decl: nil, file: file)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                globals[name] = Member(kind: .property(StoredProperty(binding: binding, declaration: variable)), file: file)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            globals[function.name.text] = Member(kind: .function([FunctionMember(syntax: function, file: file)]), file: file)
        }
    }

    private mutating func addType(name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?,
                                  generics: GenericParameterClauseSyntax?, members: MemberBlockSyntax, decl: Syntax?, file: Int) {
        var type = types[name] ?? TypeDeclaration(name: name, kind: kind, file: file)
        if kind != .extensionOnly {
            type.kind = kind
            type.file = file
            type.declaration = decl
        }
        for inherited in inheritance?.inheritedTypes ?? [] {
            type.conformances.insert(inherited.type.trimmedDescription)
        }
        type.genericParameters += generics?.parameters.map(\.name.text) ?? []
        var nestedTypes: [DeclSyntax] = []
        for member in members.members {
            if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) {
                nestedTypes.append(member.decl)
            } else {
                type.add(member.decl, file: file, isExtension: kind == .extensionOnly)
            }
        }
        types[name] = type
        // A nested type (`RecipeCard.Style`) is found by its own name, as code inside the type writes it.
        for nestedType in nestedTypes { collect(nestedType, file: file) }
    }
}

/// A member declaration and the file it is in.
struct Member: Sendable {
    enum Kind: Sendable {
        case property(StoredProperty)
        case computed(AccessorBody)
        case function([FunctionMember])
    }
    var kind: Kind
    var file: Int
}

/// A `func`, with its file.
struct FunctionMember: Sendable {
    var syntax: FunctionDeclSyntax
    var file: Int
    var name: String { syntax.name.text }
    var isViewBuilder: Bool { syntax.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" } }
    var parameters: [FunctionParameterSyntax] { Array(syntax.signature.parameterClause.parameters) }
}

/// A computed property's getter (or a function's body): its statements, and whether it builds views.
struct AccessorBody: Sendable {
    var statements: CodeBlockItemListSyntax
    var isViewBuilder: Bool
    var file: Int
    /// The declared type's name, which an implicit member in the body is a member of (`.init()`, `.sample`).
    var type: String? = nil
}

/// A stored property: `let title: String`, `var count = 3`, `@State private var isOn = false`,
/// `@Environment(\.horizontalSizeClass) var sizeClass`.
struct StoredProperty: Sendable {
    var name: String
    var isLet: Bool
    /// The type as written, if annotated (`String`, `[Item]`, `() -> Content`).
    var type: TypeSyntax?
    var initializer: ExprSyntax?
    /// `@State`, `@Binding`, `@Environment(\.key)`, … (the first attribute), and its arguments.
    var wrapper: String?
    var wrapperArguments: LabeledExprListSyntax?
    var isViewBuilder: Bool
    var node: Syntax

    init(binding: PatternBindingSyntax, declaration: VariableDeclSyntax) {
        name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "_"
        isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        type = binding.typeAnnotation?.type
        initializer = binding.initializer?.value
        let attributes = declaration.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let wrapperAttribute = attributes.first { $0.attributeName.trimmedDescription != "ViewBuilder" }
        wrapper = wrapperAttribute?.attributeName.trimmedDescription
        if case .argumentList(let list)? = wrapperAttribute?.arguments { wrapperArguments = list }
        isViewBuilder = attributes.contains { $0.attributeName.trimmedDescription == "ViewBuilder" }
        node = Syntax(binding)
    }

    /// Whether the memberwise initialiser has a parameter for it: not a `let` with a value, not a wrapper that
    /// SwiftUI fills (`@Environment`, `@EnvironmentObject`, `@FocusState`, `@Namespace`, …).
    var isInitialisable: Bool {
        if isLet && initializer != nil { return false }
        switch wrapper {
        case "Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AccessibilityFocusState",
             "ScaledMetric", "Query", "FetchRequest":
            return false
        default:
            return true
        }
    }

    /// The type's name without optionality, arrays or generics: `User` for `User?`, `[User]` → `User`.
    var typeName: String? { type.map(TypeDeclaration.baseName(of:)) }
}

/// One enum case: `case medium = "Medium"`, `case loaded(Int)`.
struct EnumCaseDeclaration: Sendable {
    var name: String
    var rawValue: ExprSyntax?
    var associatedLabels: [String?]
}

/// A struct, class or enum of the app, or a type it extends (`Color`, `CGFloat`), with its members.
struct TypeDeclaration: Sendable {
    enum Kind: Sendable { case structure, classType, enumeration, extensionOnly }
    var name: String
    var kind: Kind
    var file: Int
    var declaration: Syntax?
    var conformances: Set<String> = []
    var genericParameters: [String] = []
    /// Stored instance properties in declaration order (the memberwise initialiser's order).
    var stored: [StoredProperty] = []
    var computed: [String: AccessorBody] = [:]
    var functions: [String: [FunctionMember]] = [:]
    var initializers: [(syntax: InitializerDeclSyntax, file: Int)] = []
    var staticMembers: [String: Member] = [:]
    var cases: [EnumCaseDeclaration] = []

    init(name: String, kind: Kind, file: Int) { self.name = name; self.kind = kind; self.file = file }

    /// A `View`, or a type with a `body` conforming to one of the app's own protocols that refine `View`
    /// (`struct DiscoverView: ConnectedView`), which FrameLab does not index.
    var isView: Bool {
        conformances.contains("View")
            || (computed["body"] != nil && !isViewModifier && styleProtocol == nil && !conformances.isEmpty && kind != .enumeration)
    }
    var isViewModifier: Bool { conformances.contains("ViewModifier") }
    var styleProtocol: String? {
        ["ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle"].first { conformances.contains($0) }
    }

    static func baseName(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseName(of: unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return baseName(of: array.element) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if ["Optional", "Array", "Binding", "State"].contains(identifier.name.text),
               let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                return baseName(of: argument)
            }
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return type.trimmedDescription
    }

    static func onlyObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = block.accessors, !list.isEmpty else { return false }
        return list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    mutating func add(_ decl: DeclSyntax, file: Int, isExtension: Bool) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            for binding in variable.bindings {
                let property = StoredProperty(binding: binding, declaration: variable)
                // `var x = 1 { didSet { … } }` is stored: observers run on changes, which FrameLab does not make.
                if let accessors = binding.accessorBlock, !Self.onlyObservers(accessors) {
                    let statements: CodeBlockItemListSyntax?
                    switch accessors.accessors {
                    case .getter(let items): statements = items
                    case .accessors(let list):
                        statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                    }
                    guard let statements else { continue }
                    let isViewBuilder = property.isViewBuilder || property.name == "body"
                        || property.type?.trimmedDescription.hasPrefix("some View") == true
                    let body = AccessorBody(statements: statements, isViewBuilder: isViewBuilder, file: file, type: property.typeName)
                    if isStatic { staticMembers[property.name] = Member(kind: .computed(body), file: file) } else { computed[property.name] = body }
                } else if isStatic {
                    staticMembers[property.name] = Member(kind: .property(property), file: file)
                } else if !isExtension || property.wrapper == "Entry" {
                    // `extension EnvironmentValues { @Entry var isCompact = false }`: a key with its default value.
                    stored.append(property)
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let member = FunctionMember(syntax: function, file: file)
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                var existing: [FunctionMember] = []
                if case .function(let list)? = staticMembers[function.name.text]?.kind { existing = list }
                staticMembers[function.name.text] = Member(kind: .function(existing + [member]), file: file)
            } else {
                functions[function.name.text, default: []].append(member)
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            initializers.append((initializer, file))
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements {
                let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
                cases.append(EnumCaseDeclaration(name: element.name.text, rawValue: element.rawValue?.value, associatedLabels: labels))
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                if case .decls(let members)? = clause.elements { for member in members { add(member.decl, file: file, isExtension: isExtension) } }
            }
        }
    }
}
