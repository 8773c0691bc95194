import Foundation
import LayoutCore
import ViewLayout
import ConstraintLayout
import Yams

/// The outcome of loading one file: what could be read, and every error found in it.
/// `file` is nil only when nothing could be read (unreadable, too large, malformed YAML, not a mapping).
public struct LoadedFile: Sendable {
    public var relativePath: String
    public var displayPath: String
    public var file: ScenarioFile?
    public var diagnostics: [Diagnostic]
    /// Scenarios of the file that were left out because of errors (counted in summaries).
    public var skippedScenarios: Int

    public init(relativePath: String, displayPath: String, file: ScenarioFile?, diagnostics: [Diagnostic],
                skippedScenarios: Int = 0) {
        self.relativePath = relativePath; self.displayPath = displayPath; self.file = file
        self.diagnostics = diagnostics; self.skippedScenarios = skippedScenarios
    }
}

/// Reads scenario files (DESIGN.md, "The scenario format"). Only the YAML is read here; the Swift
/// source of each view is interpreted by `ScenarioCompiler`.
public enum ScenarioLoader {
    /// The extensions of scenario files.
    public static let extensions = [".yaml", ".yml"]

    static func isScenarioFile(_ name: String) -> Bool { extensions.contains { name.hasSuffix($0) } }

    /// A scenario file's place in the output: its relative path without `.yaml`/`.yml` (`a/b.yaml` → `a/b`).
    /// The one place that maps a scenario file to its output folder.
    public static func outputFolder(ofFile relativePath: String) -> String {
        for ext in extensions where relativePath.hasSuffix(ext) { return String(relativePath.dropLast(ext.count)) }
        return relativePath
    }

    /// The scenario files (`.yaml`, `.yml`) under `root`, as paths relative to it, sorted. Hidden files and
    /// directories (names starting with `.`) are skipped.
    public static func discover(root: String) throws -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoaderError.notADirectory(root)
        }
        guard let enumerator = manager.enumerator(atPath: root) else { throw LoaderError.notADirectory(root) }
        var paths: [String] = []
        while let next = enumerator.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if name.hasPrefix(".") {
                if type == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            guard isScenarioFile(name), type != .typeDirectory else { continue }
            paths.append(next)
        }
        return paths.sorted()
    }

    /// How a file under `root` is named in messages: `Scenarios/a/b.yaml` for root `Scenarios`.
    public static func displayPath(root: String, relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }

    /// Reads and loads the file `relativePath` under `root`.
    public static func load(root: String, relativePath: String) -> LoadedFile {
        let display = displayPath(root: root, relativePath: relativePath)
        let fullPath = root.isEmpty ? relativePath : (root as NSString).appendingPathComponent(relativePath)
        return load(fullPath: fullPath, relativePath: relativePath, displayPath: display)
    }

    /// One scenario file an input names: a file of a folder (`root`, and its path below it) or a file named
    /// on its own (`root` nil).
    public struct Input: Sendable {
        public var root: String?
        public var path: String

        /// A folder's file is placed in the output by its path below the folder; a file named on its own by
        /// its file name, and named in messages as given.
        public func load() -> LoadedFile {
            root.map { ScenarioLoader.load(root: $0, relativePath: path) } ?? ScenarioLoader.loadFile(atPath: path)
        }

        /// The path its outputs are named after (`LoadedFile.relativePath`): below its folder, or its name.
        public var relativePath: String { root == nil ? (path as NSString).lastPathComponent : path }

        /// Where the file is, as `load()` reads it.
        public var fullPath: String {
            guard let root else { return path }
            return root.isEmpty ? path : (root as NSString).appendingPathComponent(path)
        }
    }

    /// The files that `inputs` name, each folder's scenario files and each file itself, in the order given
    /// (a folder's files sorted): what `build`, `check`, `diff` and `explain` take as positional inputs.
    /// Throws for an input that does not exist, or a file that is not `.yaml`/`.yml`. A file reached twice (named
    /// twice, or inside a folder that is also named) is read once, where it is first reached.
    public static func resolve(inputs given: [String]) throws -> [Input] {
        // The same input named many times (a framelab.yml with 30,000 copies of one folder) is walked once.
        var named: Set<String> = []
        let inputs = given.count > 1 ? given.filter { named.insert(RepositoryPath.real($0)).inserted } : given
        var work: [Input] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw LoaderError.noSuchInput(input)
            }
            if isDirectory.boolValue {
                work += try discover(root: input).map { Input(root: input, path: $0) }
            } else {
                guard isScenarioFile(input) else { throw LoaderError.notAScenarioFile(input) }
                work.append(Input(root: nil, path: input))
            }
        }
        // One input's files are distinct paths already; real paths (a syscall or more each) only for several.
        guard inputs.count > 1 else { return work }
        var seen: Set<String> = []
        return work.filter { seen.insert(RepositoryPath.real($0.fullPath)).inserted }
    }

    /// Reads and loads one file named on its own (`framelab explain FILE`): messages name it as given,
    /// its relative path is its file name.
    public static func loadFile(atPath path: String) -> LoadedFile {
        load(fullPath: path, relativePath: (path as NSString).lastPathComponent, displayPath: path)
    }

    static func load(fullPath: String, relativePath: String, displayPath display: String) -> LoadedFile {
        func failure(_ message: String) -> LoadedFile {
            LoadedFile(relativePath: relativePath, displayPath: display, file: nil,
                       diagnostics: [Diagnostic(message, at: SourceLocation(file: display, line: 1, column: 1))])
        }
        // A regular file only (a FIFO would block), and never more than the limit read.
        guard let bytes = BoundedFile.read(fullPath, limit: YAMLGuard.maximumFileSize, prefixOnly: true) else {
            return failure("cannot read the file (a regular file of at most 1 MiB)")
        }
        let data = Data(bytes)
        if data.count >= YAMLGuard.maximumFileSize,
           let size = (try? FileManager.default.attributesOfItem(atPath: fullPath)[.size] as? NSNumber)?.intValue,
           size > YAMLGuard.maximumFileSize {
            return failure("the file is \(size) bytes; scenario files are limited to 1 MiB (\(YAMLGuard.maximumFileSize) bytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return failure("the file is not valid UTF-8")
        }
        return parse(text, relativePath: relativePath, displayPath: display)
    }

    /// Loads a scenario file from its text. `displayPath` names the file in diagnostics.
    public static func parse(_ text: String, relativePath: String, displayPath: String) -> LoadedFile {
        var loader = FileLoader(text: text, relativePath: relativePath, displayPath: displayPath)
        return loader.load()
    }

    public enum LoaderError: Error, CustomStringConvertible, Sendable {
        case notADirectory(String)
        case noSuchInput(String)
        case notAScenarioFile(String)
        public var description: String {
            switch self {
            case .notADirectory(let path): "no such directory: \(path)"
            case .noSuchInput(let path): "no such file or directory: \(path)"
            case .notAScenarioFile(let path): "not a scenario file (.yaml or .yml): \(path)"
            }
        }
    }
}

/// Loading one file's text.
private struct FileLoader {
    let text: String
    let relativePath: String
    let displayPath: String
    var reader: NodeReader
    /// The file's lines, split at "\n", "\r\n" or "\r" (a CRLF file is one line per line too).
    lazy var lines: [Substring] = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }

    init(text: String, relativePath: String, displayPath: String) {
        self.text = text; self.relativePath = relativePath; self.displayPath = displayPath
        self.reader = NodeReader(file: displayPath)
    }

    static let fileKeys = ["title", "summary", "settings", "figure", "scenarios"]
    static let scenarioKeys = ["id", "caption", "settings", "figure", "view", "expect", "views", "constraints", "metrics",
                               "expectConflict", "layoutGuides", "directionalLayoutMargins", "autoLayout"]
    static let constraintKeys = ["views", "constraints", "metrics", "expectConflict", "layoutGuides", "directionalLayoutMargins"]
    static let settingsKeys = ["canvas", "safeArea", "layoutDirection", "displayScale", "text", "spacing", "images", "symbols", "platform"]

    mutating func load() -> LoadedFile {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        func failed(_ diagnostic: Diagnostic) -> LoadedFile {
            LoadedFile(relativePath: relativePath, displayPath: displayPath, file: nil, diagnostics: [diagnostic])
        }
        let bombMessage = "the file expands to more than \(YAMLGuard.maximumNodes) YAML nodes once its aliases are "
            + "expanded; refusing to load it"
        if text.utf8.count > YAMLGuard.maximumFileSize {
            return failed(Diagnostic("the file is \(text.utf8.count) bytes; scenario files are limited to 1 MiB "
                                     + "(\(YAMLGuard.maximumFileSize) bytes)", at: start))
        }
        #if canImport(CYaml)
        // Composing hashes mapping keys in full, aliases expanded: count before composing.
        if YAMLGuard.expandedNodeCount(text) == nil { return failed(Diagnostic(bombMessage, at: start)) }
        #endif
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            return failed(diagnostic(for: error))
        } catch {
            return failed(Diagnostic("invalid YAML: \(error)", at: start))
        }
        guard let root = composed else {
            return failed(Diagnostic("the file is empty; expected a mapping with 'title' and 'scenarios'", at: start))
        }
        if YAMLGuard.exceedsBudget(root) { return failed(Diagnostic(bombMessage, at: start)) }
        guard case .mapping = root else {
            return failed(Diagnostic("expected a mapping with 'title' and 'scenarios' at the top level of the file",
                                     at: reader.location(root)))
        }

        let entries = reader.mapping(root, for: "file", allowed: Self.fileKeys, context: "the file") ?? [:]
        var title = ""
        if let entry = entries["title"] {
            title = reader.string(entry.value, for: "title") ?? ""
        } else {
            reader.error("missing required key 'title'", at: root)
        }
        let summary = entries["summary"].flatMap { reader.string($0.value, for: "summary") }

        let errorsBeforeSettings = reader.diagnostics.count
        let fileSettings = entries["settings"].map { settings($0.value) } ?? SettingsPatch()
        let fileFigure = entries["figure"].map { reader.figureOptions($0.value) } ?? FigureOptions()
        let settingsAreValid = reader.diagnostics.count == errorsBeforeSettings

        var scenarios: [Scenario] = []
        var skipped = 0
        if let entry = entries["scenarios"] {
            if let items = reader.sequence(entry.value, for: "scenarios") {
                var seen: [String: (line: Int, column: Int, text: String)] = [:]
                for item in items {
                    let before = reader.diagnostics.count
                    let scenario = self.scenario(item, fileSettings: fileSettings, fileFigure: fileFigure, seen: &seen)
                    if let scenario, reader.diagnostics.count == before, settingsAreValid {
                        scenarios.append(scenario)
                    } else {
                        skipped += 1
                    }
                }
            }
        } else {
            reader.error("missing required key 'scenarios'", at: root)
        }
        let file = ScenarioFile(displayPath: displayPath, relativePath: relativePath, title: title, summary: summary,
                                scenarios: scenarios)
        return LoadedFile(relativePath: relativePath, displayPath: displayPath, file: file,
                          diagnostics: reader.diagnostics, skippedScenarios: skipped)
    }

    /// A Yams error as a diagnostic at its mark.
    func diagnostic(for error: YamlError) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: displayPath, line: mark.line, column: mark.column) }
        func message(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return "invalid YAML: \(problem)" }
            return "invalid YAML: \(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            return Diagnostic(message(problem, context), at: at(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            // Yams gives the first occurrence; point at the repetition when it can be found.
            let first = context.mark
            if duplicates.count == 1, let key = duplicates.first, let again = repetition(of: key, after: first) {
                return Diagnostic("duplicate key '\(key)' (first used at line \(first.line), column \(first.column))",
                                  at: SourceLocation(file: displayPath, line: again.line, column: again.column))
            }
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic("duplicate key \(keys) in a mapping", at: at(first))
        case .reader(let problem, let offset, _, _):
            var line = 1, column = 1
            if let offset {
                for character in text.prefix(offset) {
                    if character == "\n" { line += 1; column = 1 } else { column += 1 }
                }
            }
            return Diagnostic("invalid YAML: \(problem)", at: SourceLocation(file: displayPath, line: line, column: column))
        default:
            return Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: displayPath, line: 1, column: 1))
        }
    }

    /// The next line that writes `key:` at the column of the key at `first`, before the block mapping
    /// holding it ends (a line with content left of that column, or a new `- ` item).
    func repetition(of key: String, after first: Mark) -> (line: Int, column: Int)? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let column = first.column - 1
        guard first.line >= 1, first.line <= lines.count, column >= 0 else { return nil }
        for (offset, line) in lines.dropFirst(first.line).enumerated() {
            let characters = Array(line.unicodeScalars)
            let indentation = characters.prefix { $0 == " " }.count
            if indentation == characters.count || characters[indentation] == "#" { continue }
            guard indentation >= column else { return nil }
            guard indentation == column else { continue }
            let rest = String(String.UnicodeScalarView(characters[column...]))
            if [key, "\"\(key)\"", "'\(key)'"].contains(where: { rest.hasPrefix($0 + ":") }) {
                return (first.line + offset + 1, first.column)
            }
        }
        return nil
    }

    // MARK: settings

    mutating func settings(_ node: Node) -> SettingsPatch {
        var patch = SettingsPatch()
        guard let entries = reader.mapping(node, for: "settings", allowed: Self.settingsKeys, context: "settings") else {
            return patch
        }
        if let canvas = entries["canvas"],
           let sides = reader.mapping(canvas.value, for: "canvas", allowed: ["width", "height"], context: "'canvas'") {
            patch.canvasWidth = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width") }
            patch.canvasHeight = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height") }
        }
        if let safeArea = entries["safeArea"],
           let sides = reader.mapping(safeArea.value, for: "safeArea", allowed: ["top", "leading", "bottom", "trailing"],
                                      context: "'safeArea'") {
            patch.safeAreaTop = sides["top"].flatMap { reader.positiveNumber($0.value, for: "top", allowZero: true) }
            patch.safeAreaLeading = sides["leading"].flatMap {
                reader.positiveNumber($0.value, for: "leading", allowZero: true)
            }
            patch.safeAreaBottom = sides["bottom"].flatMap {
                reader.positiveNumber($0.value, for: "bottom", allowZero: true)
            }
            patch.safeAreaTrailing = sides["trailing"].flatMap {
                reader.positiveNumber($0.value, for: "trailing", allowZero: true)
            }
        }
        if let direction = entries["layoutDirection"], let text = reader.string(direction.value, for: "layoutDirection") {
            if let value = LayoutDirection(rawValue: text) {
                patch.layoutDirection = value
            } else {
                reader.error("expected leftToRight or rightToLeft for 'layoutDirection', got '\(text)'", at: direction.value)
            }
        }
        if let platform = entries["platform"] { patch.platform = reader.choice(platform.value, for: "platform", among: Platform.self) }
        if let scale = entries["displayScale"] {
            patch.displayScale = reader.positiveNumber(scale.value, for: "displayScale")
        }
        if let text = entries["text"],
           let metrics = reader.mapping(text.value, for: "text", allowed: ["charWidth", "lineHeight", "fontSize"],
                                        context: "'text'") {
            patch.charWidth = metrics["charWidth"].flatMap { reader.positiveNumber($0.value, for: "charWidth") }
            patch.lineHeight = metrics["lineHeight"].flatMap { reader.positiveNumber($0.value, for: "lineHeight") }
            patch.fontSize = metrics["fontSize"].flatMap { reader.positiveNumber($0.value, for: "fontSize") }
        }
        for key in ["images", "symbols"] {
            guard let entry = entries[key], case .mapping(let mapping) = entry.value else {
                if let entry = entries[key] { reader.error("expected a mapping of names to sizes for '\(key)'", at: entry.value) }
                continue
            }
            var sizes: [String: Size] = [:]
            for (nameNode, value) in mapping {
                guard let name = reader.string(nameNode, for: key),
                      let sides = reader.mapping(value, for: name, allowed: ["width", "height"], context: "'\(name)'")
                else { continue }
                guard let width = sides["width"].flatMap({ reader.positiveNumber($0.value, for: "width", allowZero: true) }),
                      let height = sides["height"].flatMap({ reader.positiveNumber($0.value, for: "height", allowZero: true) })
                else {
                    if sides["width"] == nil || sides["height"] == nil {
                        reader.error("'\(name)' needs both 'width' and 'height'", at: value)
                    }
                    continue
                }
                sizes[name] = Size(width: width, height: height)
            }
            if key == "images" { patch.images = sizes } else { patch.symbols = sizes }
        }
        if let spacing = entries["spacing"],
           let values = reader.mapping(spacing.value, for: "spacing", allowed: ["sibling", "container"],
                                       context: "'spacing'") {
            patch.siblingSpacing = values["sibling"].flatMap { reader.positiveNumber($0.value, for: "sibling", allowZero: true) }
            patch.containerSpacing = values["container"].flatMap {
                reader.positiveNumber($0.value, for: "container", allowZero: true)
            }
        }
        return patch
    }

    // MARK: scenarios

    mutating func scenario(_ node: Node, fileSettings: SettingsPatch, fileFigure: FigureOptions = FigureOptions(), seen: inout [String: (line: Int, column: Int, text: String)]) -> Scenario? {
        guard let entries = reader.mapping(node, for: "scenarios", allowed: Self.scenarioKeys, context: "a scenario")
        else { return nil }
        var isConstraintScenario = false
        if case .mapping(let mapping) = node {
            isConstraintScenario = mapping.keys.contains { Self.constraintKeys.contains($0.string ?? "") }
        }

        var id: String?
        var idLocation = reader.location(node)
        if let entry = entries["id"] {
            idLocation = reader.location(entry.value)
            if let text = reader.string(entry.value, for: "id") {
                if !Self.isValidID(text) {
                    reader.error("invalid id '\(text)': use lowercase letters, digits and '-', starting with a letter or digit",
                                 at: entry.value)
                } else if text.count > Self.maximumIDLength {
                    reader.error("the id is \(text.count) characters long; ids name files and anchors, keep them to \(Self.maximumIDLength)",
                                 at: entry.value)
                } else if let first = seen[Slug.of(text)] {
                    // `a-b` and `a--b` or `a-` and `a` are different files but one anchor on the index page.
                    reader.error("duplicate id '\(text)' (first used at line \(first.line), column \(first.column)"
                                 + (first.text == text ? ")" : " as '\(first.text)', the same anchor on the index page)"),
                                 at: entry.value)
                } else {
                    seen[Slug.of(text)] = (idLocation.line, idLocation.column, text)
                    id = text
                }
            }
        } else {
            reader.error("missing required key 'id' in a scenario", at: node)
        }
        let caption = entries["caption"].flatMap { reader.string($0.value, for: "caption") }
        let patch = entries["settings"].map { settings($0.value) } ?? SettingsPatch()
        let figure = fileFigure.overridden(by: entries["figure"].map { reader.figureOptions($0.value) } ?? FigureOptions())

        var source: String?
        var sourceMap: ScalarSourceMap?
        var viewKey = idLocation
        if let entry = entries["view"] {
            viewKey = reader.location(entry.keyNode)
            if let text = reader.string(entry.value, for: "view") {
                source = text
                sourceMap = self.sourceMap(entry.value)
            }
            if isConstraintScenario {
                reader.error("a scenario has either 'view' (SwiftUI) or 'views' and 'constraints' (Auto Layout), not both",
                             at: entry.keyNode)
            }
        } else if !isConstraintScenario {
            reader.error("missing required key 'view' in a scenario", at: node)
        }
        let expectations = entries["expect"].map { expect($0.value) } ?? []
        let resolved = fileSettings.overridden(by: patch)
        var constraintScenario: ConstraintScenario?
        if isConstraintScenario {
            constraintScenario = constraints(entries, scenario: node, settings: resolved)
            source = ""
        }

        var compared: (spec: ConstraintScenario, canvas: Size)?
        if let entry = entries["autoLayout"] {
            if isConstraintScenario || entries["view"] == nil {
                reader.error("'autoLayout' compares an Auto Layout layout with the scenario's SwiftUI 'view'; add 'view'", at: entry.keyNode)
            } else {
                compared = comparedAutoLayout(entry.value, settings: resolved)
                if compared == nil { return nil }
            }
        }

        guard let id, let source else { return nil }
        if isConstraintScenario && constraintScenario == nil { return nil }
        var scenario = Scenario(id: id, caption: caption, settings: resolved.applied(), assets: resolved.assets(),
                        viewSource: source, viewOrigin: sourceMap?.location(utf8Offset: 0) ?? idLocation,
                        viewSourceMap: sourceMap, viewKeyLocation: viewKey, location: idLocation,
                        expectations: expectations, constraints: constraintScenario)
        scenario.figure = figure
        if let compared {
            scenario.autoLayout = compared.spec
            scenario.autoLayoutCanvas = compared.canvas
        }
        return scenario
    }

    /// `autoLayout: {canvas: {width:, height:}, views:, constraints:, …}`: the Auto Layout side of a comparison, its
    /// container `canvas` (width required; height 80 unless given).
    mutating func comparedAutoLayout(_ node: Node, settings: SettingsPatch) -> (spec: ConstraintScenario, canvas: Size)? {
        guard let entries = reader.mapping(node, for: "autoLayout", allowed: ["canvas"] + Self.constraintKeys,
                                           context: "'autoLayout'") else { return nil }
        var canvas = Size(width: 400, height: 80)
        if let entry = entries["canvas"],
           let sides = reader.mapping(entry.value, for: "canvas", allowed: ["width", "height"], context: "'canvas'") {
            canvas.width = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width") } ?? canvas.width
            canvas.height = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height") } ?? canvas.height
        }
        guard let spec = constraints(entries, scenario: node, settings: settings) else { return nil }
        return (spec, canvas)
    }

    // MARK: Auto Layout scenarios

    /// `views:`, `constraints:`, `metrics:` and `expectConflict:` of a constraint scenario.
    mutating func constraints(_ entries: [String: NodeReader.Entry], scenario: Node, settings: SettingsPatch)
        -> ConstraintScenario? {
        var views: [LayoutView] = []
        if let entry = entries["views"] {
            views = subviews(entry.value, of: nil, key: "views")
        } else {
            reader.error("missing required key 'views' in a constraint scenario", at: scenario)
        }
        if let entry = entries["layoutGuides"] { views += layoutGuides(entry.value, of: nil) }
        var seen: Set<String> = []
        for view in views where !seen.insert(view.name).inserted {
            reader.error("the name '\(view.name)' is used twice; views and guides need names of their own", at: entries["views"]?.value ?? scenario)
        }
        let containerMargins = entries["directionalLayoutMargins"].flatMap { insets($0.value, for: "directionalLayoutMargins", base: .zero) }
        var metrics: [String: Double] = [:]
        if let entry = entries["metrics"], case .mapping(let mapping) = entry.value {
            for (key, value) in mapping {
                guard let name = key.string, Self.isViewName(name) else {
                    reader.error("expected a metric name (a C identifier) in 'metrics'", at: key)
                    continue
                }
                if let number = reader.number(value, for: name) { metrics[name] = number }
            }
        } else if let entry = entries["metrics"] {
            reader.error("expected a mapping of metric names to numbers for 'metrics'", at: entry.value)
        }
        let expectConflict = entries["expectConflict"].flatMap { reader.bool($0.value, for: "expectConflict") } ?? false
        guard let entry = entries["constraints"] else {
            reader.error("missing required key 'constraints' in a constraint scenario", at: scenario)
            return nil
        }
        guard let block = reader.string(entry.value, for: "constraints") else { return nil }
        let blockMap = sourceMap(entry.value)
        return ConstraintScenario(views: views, block: block, blockOrigin: blockMap?.location(utf8Offset: 0) ?? reader.location(entry.value),
                                  blockMap: blockMap,
                                  metrics: metrics, expectConflict: expectConflict,
                                  siblingSpacing: settings.siblingSpacing ?? 8,
                                  containerSpacing: settings.containerSpacing ?? 20, containerMargins: containerMargins)
    }

    /// A mapping of view names (`views:`, a view's `subviews:`), each view followed by its own subviews and guides.
    mutating func subviews(_ node: Node, of superview: String?, key: String) -> [LayoutView] {
        guard case .mapping(let mapping) = node else {
            reader.error("expected a mapping of view names for '\(key)'", at: node)
            return []
        }
        var views: [LayoutView] = []
        for (nameNode, value) in mapping {
            guard let name = nameNode.string, Self.isViewName(name) else {
                reader.error("expected a view name (a C identifier) in '\(key)'", at: nameNode)
                continue
            }
            if name == LayoutAnchor.containerName {
                reader.error("'container' is the superview; name the view something else", at: nameNode)
                continue
            }
            views += view(name, value, superview: superview)
        }
        return views
    }

    /// `stackView: {axis:, spacing:, distribution:, alignment:, isLayoutMarginsRelativeArrangement:}`, each optional with
    /// UIStackView's defaults (horizontal, 0, fill, fill, false).
    mutating func stackView(_ node: Node) -> StackViewConfig {
        var config = StackViewConfig()
        if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return config }
        guard let entries = reader.mapping(node, for: "stackView", allowed: ["axis", "spacing", "distribution", "alignment",
                                                                              "isLayoutMarginsRelativeArrangement"],
                                           context: "'stackView'") else { return config }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
            entries[key].flatMap { reader.choice($0.value, for: key, among: type) }
        }
        if let axis = choice("axis", LayoutAttribute.Axis.self) { config.axis = axis }
        if let distribution = choice("distribution", StackViewConfig.Distribution.self) { config.distribution = distribution }
        if let alignment = choice("alignment", StackViewConfig.Alignment.self) { config.alignment = alignment }
        if let entry = entries["spacing"], let spacing = reader.number(entry.value, for: "spacing") { config.spacing = spacing }
        if let entry = entries["isLayoutMarginsRelativeArrangement"],
           let flag = reader.bool(entry.value, for: "isLayoutMarginsRelativeArrangement") {
            config.isLayoutMarginsRelativeArrangement = flag
        }
        return config
    }

    /// `layoutGuides: [column, gap]`: `UILayoutGuide`s added to the container or to a view.
    mutating func layoutGuides(_ node: Node, of owner: String?) -> [LayoutView] {
        guard case .sequence(let names) = node else {
            reader.error("expected a list of guide names for 'layoutGuides', as in [column, gap]", at: node)
            return []
        }
        return names.compactMap { nameNode in
            guard let name = nameNode.string, Self.isViewName(name), name != LayoutAnchor.containerName else {
                reader.error("expected a guide name (a C identifier) in 'layoutGuides'", at: nameNode)
                return nil
            }
            return LayoutView(name: name, superview: owner, isGuide: true)
        }
    }

    /// `{top:, leading:, bottom:, trailing:}`, each side optional (`base`'s when left out).
    mutating func insets(_ node: Node, for key: String, base: DirectionalInsets) -> DirectionalInsets? {
        guard let sides = reader.mapping(node, for: key, allowed: ["top", "leading", "bottom", "trailing"],
                                         context: "'\(key)'") else { return nil }
        func side(_ name: String, _ fallback: Double) -> Double {
            sides[name].flatMap { reader.number($0.value, for: name) } ?? fallback
        }
        return DirectionalInsets(top: side("top", base.top), leading: side("leading", base.leading),
                                 bottom: side("bottom", base.bottom), trailing: side("trailing", base.trailing))
    }

    /// `name: {intrinsic: {width:, height:}, hugging: {horizontal:, vertical:}, compression: {…}, baseline: {…},
    /// directionalLayoutMargins: {…}, subviews: {…}, layoutGuides: […]}`: the view, then its subviews and guides.
    mutating func view(_ name: String, _ node: Node, superview: String?) -> [LayoutView] {
        var view = LayoutView(name: name, superview: superview)
        if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
            return [view]
        }
        guard let entries = reader.mapping(node, for: name, allowed: ["intrinsic", "hugging", "compression", "baseline",
                                                                      "directionalLayoutMargins", "subviews", "layoutGuides",
                                                                      "stackView", "arrangedSubviews", "isHidden"],
                                           context: "the view '\(name)'") else { return [view] }
        if let entry = entries["isHidden"], let flag = reader.bool(entry.value, for: "isHidden") { view.isHidden = flag }
        var arranged: [LayoutView] = []
        if let entry = entries["stackView"] {
            view.stack = stackView(entry.value)
            arranged = entries["arrangedSubviews"].map { subviews($0.value, of: name, key: "arrangedSubviews") } ?? []
            view.stack?.arranged = arranged.filter { $0.superview == name }.map(\.name)
        } else if let entry = entries["arrangedSubviews"] {
            reader.error("'arrangedSubviews' belong to a stack view; add 'stackView: {axis: horizontal}' to '\(name)'", at: entry.keyNode)
        }
        if let entry = entries["directionalLayoutMargins"],
           let margins = insets(entry.value, for: "directionalLayoutMargins", base: .defaultViewMargins) {
            view.layoutMargins = margins
        }
        let descendants = arranged + (entries["subviews"].map { subviews($0.value, of: name, key: "subviews") } ?? [])
            + (entries["layoutGuides"].map { layoutGuides($0.value, of: name) } ?? [])
        if let entry = entries["intrinsic"],
           let sides = reader.mapping(entry.value, for: "intrinsic", allowed: ["width", "height"], context: "'intrinsic'") {
            view.intrinsicWidth = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width", allowZero: true) }
            view.intrinsicHeight = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height", allowZero: true) }
        }
        func priorities(_ key: String) -> (Priority?, Priority?) {
            guard let entry = entries[key],
                  let axes = reader.mapping(entry.value, for: key, allowed: ["horizontal", "vertical"], context: "'\(key)'")
            else { return (nil, nil) }
            func priority(_ axis: String) -> Priority? {
                guard let node = axes[axis]?.value, let value = reader.number(node, for: axis) else { return nil }
                guard Priority(value).isValid else {
                    reader.error("priority \(formatNumber(value)) is outside 1…1000", at: node)
                    return nil
                }
                return Priority(value)
            }
            return (priority("horizontal"), priority("vertical"))
        }
        let hugging = priorities("hugging"), compression = priorities("compression")
        view.horizontalHugging = hugging.0 ?? view.horizontalHugging
        view.verticalHugging = hugging.1 ?? view.verticalHugging
        view.horizontalCompression = compression.0 ?? view.horizontalCompression
        view.verticalCompression = compression.1 ?? view.verticalCompression
        if let entry = entries["baseline"],
           let offsets = reader.mapping(entry.value, for: "baseline", allowed: ["firstFromTop", "lastFromBottom"],
                                        context: "'baseline'") {
            view.firstBaselineFromTop = offsets["firstFromTop"].flatMap { reader.number($0.value, for: "firstFromTop") }
            view.lastBaselineFromBottom = offsets["lastFromBottom"].flatMap { reader.number($0.value, for: "lastFromBottom") }
        }
        return [view] + descendants
    }

    /// A C identifier, as VFL names views and metrics.
    static func isViewName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// Ids name a scenario's figure and page files and its anchor; file names stop at 255 bytes.
    static let maximumIDLength = 100

    static func isValidID(_ id: String) -> Bool {
        func allowed(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("0"..."9").contains(c) }
        guard let first = id.unicodeScalars.first, allowed(first) else { return false }
        return id.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
    }

    mutating func expect(_ node: Node) -> [Expectation] {
        guard case .mapping(let mapping) = node else {
            reader.error("expected a mapping for 'expect'", at: node)
            return []
        }
        var result: [Expectation] = []
        let fields = Expectation.Field.allCases.map(\.rawValue)
        for (nameNode, value) in mapping {
            guard case .scalar(let nameScalar) = nameNode else {
                reader.error("expected a view name in 'expect'", at: nameNode)
                continue
            }
            let name = nameScalar.string
            guard let entries = reader.mapping(value, for: name, allowed: fields,
                                               context: "the expectation for '\(name)'") else { continue }
            var checks: [Expectation.Check] = []
            for field in Expectation.Field.allCases {
                guard let entry = entries[field.rawValue],
                      let number = reader.number(entry.value, for: field.rawValue) else { continue }
                checks.append(Expectation.Check(field: field, value: number, location: reader.location(entry.keyNode)))
            }
            if entries.isEmpty, case .mapping(let m) = value, m.isEmpty {
                reader.error("expected at least one of x, y, width, height for '\(name)'", at: value)
            }
            checks.sort { $0.location < $1.location }
            result.append(Expectation(name: name, nameLocation: reader.location(nameNode), checks: checks))
        }
        return result
    }

    // MARK: locating the Swift source

    /// Where each character of a scalar's value (the `view:` source, the `constraints:` text) is in the file.
    mutating func sourceMap(_ value: Node) -> ScalarSourceMap? {
        guard case .scalar(let scalar) = value, let mark = scalar.mark else { return nil }
        return ScalarSourceMap(value: scalar.string, style: scalar.style, markLine: mark.line, markColumn: mark.column,
                               lines: lines, file: displayPath)
    }
}
