import LayoutCore
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewLayout

/// Where line 1, column 1 of a scenario's `view:` source sits in the YAML file that holds it.
public struct SwiftSourceOrigin: Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    /// Where each character of the source is in the file, when it came from a YAML scalar.
    public var map: ScalarSourceMap?
    public init(file: String, line: Int, column: Int, map: ScalarSourceMap? = nil) {
        self.file = file; self.line = line; self.column = column; self.map = map
    }
}

/// The app's resources a scenario's view may use, from its settings: the intrinsic sizes of its images and symbols
/// (`images:`, `symbols:`) and its fonts (framelab.yml's `fonts:`). An image FrameLab cannot open has no size of its
/// own, so it must be declared; a symbol has a default (one text line square, FrameLab's model) and scales with `.font`.
public struct AppAssets: Sendable, Hashable {
    public var images: [String: Size]
    public var symbols: [String: Size]
    public var defaultSymbol: Size
    /// The app's fonts by the names `.custom` uses (framelab.yml's `fonts:`), read from their files.
    public var fonts: [String: CustomFont]

    public init(images: [String: Size] = [:], symbols: [String: Size] = [:], defaultSymbol: Size = Size(width: 20, height: 20),
                fonts: [String: CustomFont] = [:]) {
        self.images = images; self.symbols = symbols; self.defaultSymbol = defaultSymbol; self.fonts = fonts
    }
}

/// Turns the SwiftUI source of a scenario (one view expression with its modifiers) into a `ViewNode`
/// tree. Only what a layout needs is understood: SwiftUI's own views and layout modifiers with
/// literal arguments, written with SwiftUI's labels and defaults. Anything else is an error that
/// points at the offending syntax.
public enum SwiftUIInterpreter {
    /// Parses and interprets `source`; every error found (syntax, unknown views and modifiers, bad
    /// arguments) is thrown at once, sorted by location in the YAML file.
    /// `geometry`: each GeometryReader's size and safe-area insets from a layout before (`GeometryReaders.geometries`), read by its proxy.
    public static func interpret(_ source: String, origin: SwiftSourceOrigin, assets: AppAssets = AppAssets(),
                                 settings: LayoutSettings = LayoutSettings(), geometry: [String: ReaderGeometry] = [:],
                                 program: SwiftProgram = .empty, environment: SwiftEnvironment = SwiftEnvironment()) throws(Diagnostics) -> ViewNode {
        try interpretReportingUse(source, origin: origin, assets: assets, settings: settings, geometry: geometry, program: program,
                                  environment: environment).view
    }

    /// A view as interpreted: the tree, the app files whose declarations it used (by their display paths, sorted), and
    /// the warnings about placeholders for other modules' views and modifiers.
    public struct Interpretation: Sendable {
        public var view: ViewNode
        public var usedFiles: [String]
        public var warnings: [Diagnostic]
    }

    /// `interpret`, with the app files the view used and the warnings.
    public static func interpretReportingUse(_ source: String, origin: SwiftSourceOrigin, assets: AppAssets = AppAssets(),
                                             settings: LayoutSettings = LayoutSettings(), geometry: [String: ReaderGeometry] = [:],
                                             program: SwiftProgram = .empty,
                                             environment: SwiftEnvironment = SwiftEnvironment()) throws(Diagnostics) -> Interpretation {
        let map = SourceMap(source: source, origin: origin)
        if let offset = SquareBracketGuard.firstTooDeep(source) {
            throw Diagnostics([Diagnostic(SquareBracketGuard.message, at: map.location(at: AbsolutePosition(utf8Offset: offset)))])
        }
        let tree = parse(source)

        // swift-syntax walks trees recursively; refuse a tree deep enough to exhaust the stack
        // (a long modifier chain nests to the left, and the parser does not limit that).
        if isDeeper(tree, than: syntaxDepthLimit) {
            throw Diagnostics([map.error("the view source is nested too deeply (more than \(syntaxDepthLimit) "
                                         + "levels of syntax)", at: tree)])
        }

        // A tree with syntax errors has missing and unexpected nodes: report those and stop, since
        // interpreting it would only add confusing follow-on errors.
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if !syntaxErrors.isEmpty {
            throw sorted(syntaxErrors.map { Diagnostic($0.message, at: map.location(at: $0.position)) })
        }

        // A literal beyond ±1e15 would overflow the layout's sums to infinity: say so where it is written.
        let hugeLiterals = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Diagnostic? in
            switch token.tokenKind {
            case .floatLiteral, .integerLiteral:
                return Double(token.text.filter { $0 != "_" }).flatMap(NumberLimits.problem).map { map.error($0, at: token) }
            default:
                return nil
            }
        }
        if !hugeLiterals.isEmpty { throw Diagnostics(hugeLiterals) }

        let expression: ExprSyntax
        do {
            expression = try singleExpression(in: tree, map: map)
        } catch {
            throw Diagnostics([error])
        }

        var walker = ViewWalker(map: map, assets: assets)
        walker.controls = ControlProfile(settings)
        walker.geometry = geometry
        let context = EvaluationContext(program: program, environment: environment, scenarioMap: map)
        walker.scope = Scope(context: context)
        let root = walker.view(expression, level: 1)
        return try finished(walker, root: root, context: context)
    }

    /// The walk's outcome: its tree, or every error it found.
    static func finished(_ walker: ViewWalker, root: ViewNode?, context: EvaluationContext) throws(Diagnostics) -> Interpretation {
        guard let root, walker.diagnostics.isEmpty else { throw sorted(walker.diagnostics) }
        return Interpretation(view: root, usedFiles: context.usedFiles.map { context.program.files[$0].displayPath }.sorted(),
                              warnings: sorted(walker.warnings + context.standIns).all)
    }

    /// The parser's nesting limit (brackets and closures). Enough for 64 levels of views even when
    /// every level is written `VStack(content: { … })` (two levels each), and no more: debug builds
    /// of swift-syntax use about 16 KB of stack per level (their own default is 20 for that reason),
    /// release builds far less. Fixed here so that what parses does not depend on the build.
    static let parserNestingLimit = 160

    /// Deeper syntax trees are rejected before any recursive walk. The deepest legitimate view
    /// (64 nested stacks) is about 260 levels deep.
    static let syntaxDepthLimit = 1000

    static func parse(_ source: String) -> SourceFileSyntax {
        var text = source
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: parserNestingLimit) }
    }

    /// Whether any node of `tree` is more than `limit` levels deep, found without recursion.
    static func isDeeper(_ tree: SourceFileSyntax, than limit: Int) -> Bool {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return true }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return false
    }

    /// The one expression the source must consist of.
    static func singleExpression(in tree: SourceFileSyntax, map: SourceMap) throws(Diagnostic) -> ExprSyntax {
        let items = Array(tree.statements)
        guard let first = items.first else {
            throw Diagnostic("the view source is empty; write one view expression", at: map.location(of: tree))
        }
        if items.count > 1 {
            throw map.error("the view source must be one expression; put several views in a stack", at: items[1])
        }
        switch first.item {
        case .expr(let expression):
            return expression
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return expression }
            throw map.error("expected a view expression, got a statement", at: statement)
        case .decl(let declaration):
            throw map.error("expected a view expression, got a declaration", at: declaration)
        }
    }

    /// Diagnostics in file order, each reported once.
    static func sorted(_ diagnostics: [Diagnostic]) -> Diagnostics {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return Diagnostics(unique.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element))
    }
}
