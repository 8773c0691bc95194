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

    /// The extension of the app's source files, whose previews are scenarios too (`PreviewLoader`).
    public static let previewExtension = ".swift"

    static func isScenarioFile(_ name: String) -> Bool { extensions.contains { name.hasSuffix($0) } }

    /// A scenario file, or a `.swift` file, whose previews are scenarios.
    static func isInputFile(_ name: String) -> Bool { isScenarioFile(name) || name.hasSuffix(previewExtension) }

    /// A scenario file's place in the output: its relative path without `.yaml`/`.yml` (`a/b.yaml` → `a/b`), or a
    /// `.swift` file's without `.swift` (`Views/Card.swift` → `Views/Card`).
    /// The one place that maps a scenario file to its output folder.
    public static func outputFolder(ofFile relativePath: String) -> String {
        for ext in extensions + [previewExtension] where relativePath.hasSuffix(ext) { return String(relativePath.dropLast(ext.count)) }
        return relativePath
    }

    /// Whether the `.swift` file at `path` has previews to lay out (read up to its size limit; a file that cannot be
    /// read is listed, so that loading it reports why).
    public static func hasPreviews(_ path: String) -> Bool {
        guard let bytes = BoundedFile.read(path, limit: SwiftSourceFile.maximumSize, prefixOnly: true) else { return true }
        return PreviewDiscovery.mayContainPreviews(String(decoding: bytes, as: UTF8.self))
    }

    /// The scenario files (`.yaml`, `.yml`) under `root`, and the `.swift` files with previews, as paths relative to
    /// it, sorted. Hidden files and directories (names starting with `.`) are skipped, and so are links to folders:
    /// the walk never leaves `root`. Listed with `readdir`, whose types spare a look at each file (FileManager's
    /// enumerator read each file's owner and group, opening `/etc/passwd` and `/etc/group` once per file).
    public static func discover(root: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue,
              let top = DirectoryEntries.read(root) else {
            throw LoaderError.notADirectory(root)
        }
        var paths: [String] = []
        func walk(_ entries: [DirectoryEntries.Entry], in relative: String) {
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let full = (root as NSString).appendingPathComponent(path)
                var type = entry.type
                if type == nil {
                    var status = stat()
                    type = lstat(full, &status) == 0 ? status.st_mode & S_IFMT : nil
                }
                if type == S_IFDIR {
                    walk(DirectoryEntries.read(full) ?? [], in: path)
                } else if entry.name.hasSuffix(previewExtension) {
                    // A link could lead outside the folder; `.build` holds checkouts of other packages (hidden, so never walked).
                    if type == S_IFREG, hasPreviews(full) { paths.append(path) }
                } else if isScenarioFile(entry.name) {
                    paths.append(path)
                }
            }
        }
        walk(top, in: "")
        return paths.sorted()
    }

    /// How a file under `root` is named in messages: `Scenarios/a/b.yaml` for root `Scenarios`.
    public static func displayPath(root: String, relativePath: String) -> String {
        if root == "." || root.isEmpty { return relativePath }
        return root.hasSuffix("/") ? root + relativePath : root + "/" + relativePath
    }

    /// Reads and loads the file `relativePath` under `root`.
    public static func load(root: String, relativePath: String, previews: PreviewOptions = PreviewOptions()) -> LoadedFile {
        let display = displayPath(root: root, relativePath: relativePath)
        let fullPath = root.isEmpty ? relativePath : (root as NSString).appendingPathComponent(relativePath)
        return load(fullPath: fullPath, relativePath: relativePath, displayPath: display, previews: previews)
    }

    /// One scenario file an input names: a file of a folder (`root`, and its path below it) or a file named
    /// on its own (`root` nil).
    public struct Input: Sendable {
        public var root: String?
        public var path: String

        /// A folder's file is placed in the output by its path below the folder; a file named on its own by
        /// its file name, and named in messages as given.
        public func load(previews: PreviewOptions = PreviewOptions()) -> LoadedFile {
            root.map { ScenarioLoader.load(root: $0, relativePath: path, previews: previews) }
                ?? ScenarioLoader.loadFile(atPath: path, previews: previews)
        }

        /// A `.swift` file, whose previews are its scenarios.
        public var isSwiftSource: Bool { path.hasSuffix(ScenarioLoader.previewExtension) }

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
    /// With `roots` (the configured scenario folders), a folder or file inside one of them is placed by its path
    /// below that root, as the root's own walk places it, so that its outputs are where a full build writes them.
    public static func resolve(inputs given: [String], roots: [String] = []) throws -> [Input] {
        // The same input named many times (a framelab.yml with 30,000 copies of one folder) is walked once.
        var named: Set<String> = []
        let inputs = given.count > 1 ? given.filter { named.insert(RepositoryPath.real($0)).inserted } : given
        var work: [Input] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw LoaderError.noSuchInput(input)
            }
            let placed = placement(of: input, in: roots)
            if isDirectory.boolValue {
                let files = try discover(root: input)
                if let (root, below) = placed {
                    work += files.map { Input(root: root, path: below.isEmpty ? $0 : below + "/" + $0) }
                } else {
                    work += files.map { Input(root: input, path: $0) }
                }
            } else {
                guard isInputFile(input) else { throw LoaderError.notAScenarioFile(input) }
                if let (root, below) = placed, !below.isEmpty {
                    work.append(Input(root: root, path: below))
                } else {
                    work.append(Input(root: nil, path: input))
                }
            }
        }
        // One input's files are distinct paths already; real paths (a syscall or more each) only for several.
        guard inputs.count > 1 else { return work }
        var seen: Set<String> = []
        return work.filter { seen.insert(RepositoryPath.real($0.fullPath)).inserted }
    }

    /// The root of `roots` that `input` is or lies inside, and its path below that root (empty for the root
    /// itself). Paths are compared as written, made absolute and without `.` and `..`.
    public static func placement(of input: String, in roots: [String]) -> (root: String, below: String)? {
        let target = URL(fileURLWithPath: input).standardizedFileURL.path
        for root in roots {
            let folder = URL(fileURLWithPath: root).standardizedFileURL.path
            if target == folder { return (root, "") }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            if target.hasPrefix(prefix) { return (root, String(target.dropFirst(prefix.count))) }
        }
        return nil
    }

    /// Reads and loads one file named on its own (`framelab explain FILE`): messages name it as given,
    /// its relative path is its file name.
    public static func loadFile(atPath path: String, previews: PreviewOptions = PreviewOptions()) -> LoadedFile {
        load(fullPath: path, relativePath: (path as NSString).lastPathComponent, displayPath: path, previews: previews)
    }

    static func load(fullPath: String, relativePath: String, displayPath display: String, previews: PreviewOptions = PreviewOptions()) -> LoadedFile {
        func failure(_ message: String) -> LoadedFile {
            LoadedFile(relativePath: relativePath, displayPath: display, file: nil,
                       diagnostics: [Diagnostic(message, at: SourceLocation(file: display, line: 1, column: 1))])
        }
        if fullPath.hasSuffix(previewExtension) {
            guard let bytes = BoundedFile.read(fullPath, limit: SwiftSourceFile.maximumSize), let text = String(bytes: bytes, encoding: .utf8) else {
                return failure("cannot read this file (a UTF-8 file of at most \(SwiftSourceFile.maximumSize / 1024 / 1024) MiB)")
            }
            let source = SwiftSources.parsed(bytes: bytes, text: text, path: fullPath)
            return PreviewLoader.load(source, text: text, relativePath: relativePath, displayPath: display, options: previews)
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
        return parse(text, relativePath: relativePath, displayPath: display, defaults: previews.settings)
    }

    /// Loads a scenario file from its text. `displayPath` names the file in diagnostics; `defaults` are framelab.yml's
    /// settings (`osVersion:`, `chrome:`), under the file's own.
    public static func parse(_ text: String, relativePath: String, displayPath: String, defaults: SettingsPatch = SettingsPatch()) -> LoadedFile {
        var loader = FileLoader(text: text, relativePath: relativePath, displayPath: displayPath)
        loader.defaults = defaults
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
            case .notAScenarioFile(let path): "not a scenario file (.yaml or .yml) nor a .swift file with previews: \(path)"
            }
        }
    }
}

/// Loading one file's text.
/// Loading one file's text: the file's keys here; settings, scenarios, Auto Layout and expectations each in a
/// file of their own (`FileLoader+…`).
struct FileLoader {
    let text: String
    let relativePath: String
    let displayPath: String
    /// framelab.yml's settings, under the file's.
    var defaults = SettingsPatch()
    var reader: NodeReader
    /// The file's lines, split at "\n", "\r\n" or "\r" (a CRLF file is one line per line too).
    lazy var lines: [Substring] = Self.lines(of: text)

    /// The lines of `text`, split where `Character.isNewline` splits it (a line break is never part of a longer
    /// Character, but CR LF, which is one break): found in its UTF-8 bytes, as the Character walk cost 0.6% of a build.
    static func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        var lines: [Substring] = []
        var start = bytes.startIndex, i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            var breakLength = 0
            switch b {
            case 0x0A, 0x0B, 0x0C: breakLength = 1
            case 0x0D: breakLength = bytes.index(after: i) < bytes.endIndex && bytes[bytes.index(after: i)] == 0x0A ? 2 : 1
            case 0xC2: if bytes[bytes.index(after: i)...].first == 0x85 { breakLength = 2 }                          // NEL
            case 0xE2:
                let next = bytes[bytes.index(after: i)...].prefix(2)
                if next.first == 0x80, let last = next.dropFirst().first, last == 0xA8 || last == 0xA9 { breakLength = 3 }  // LS, PS
            default: break
            }
            if breakLength == 0 { i = bytes.index(after: i); continue }
            lines.append(text[start..<i])
            i = bytes.index(i, offsetBy: breakLength)
            start = i
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    init(text: String, relativePath: String, displayPath: String) {
        self.text = text; self.relativePath = relativePath; self.displayPath = displayPath
        self.reader = NodeReader(file: displayPath)
    }

    static let fileKeys = ["title", "summary", "settings", "figure", "swift", "scenarios"]
    static let scenarioKeys = ["id", "caption", "settings", "figure", "view", "expect", "views", "constraints", "metrics",
                               "expectConflict", "layoutGuides", "directionalLayoutMargins", "autoLayout"]
    static let constraintKeys = ["views", "constraints", "metrics", "expectConflict", "layoutGuides", "directionalLayoutMargins"]
    static let settingsKeys = ["canvas", "safeArea", "layoutDirection", "displayScale", "text", "spacing", "images", "symbols", "platform", "environment", "conditions",
                               "osVersion", "chrome", "scrolled", "expanded", "device"]

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
            composed = try YAMLTyping.compose(text)
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
        let fileSettings = defaults.overridden(by: entries["settings"].map { settings($0.value) } ?? SettingsPatch())
        let fileFigure = entries["figure"].map { reader.figureOptions($0.value) } ?? FigureOptions()
        let settingsAreValid = reader.diagnostics.count == errorsBeforeSettings

        var scenarios: [Scenario] = []
        var skipped = 0
        var items: [Node] = []
        if let entry = entries["scenarios"] {
            if let listed = reader.sequence(entry.value, for: "scenarios") {
                items = listed
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
        if reader.diagnostics.isEmpty, skipped == 0,
           let keys = ScenarioReuseKeys.keys(lines: lines, items: items, end: lineOfKey(after: "scenarios", in: root),
                                             scenarios: scenarios) {
            for i in scenarios.indices { scenarios[i].reuseKey = keys[i] }
        }
        var file = ScenarioFile(displayPath: displayPath, relativePath: relativePath, title: title, summary: summary,
                                scenarios: scenarios)
        file.swiftSources = entries["swift"].map { swiftSources($0.value) } ?? []
        return LoadedFile(relativePath: relativePath, displayPath: displayPath, file: file,
                          diagnostics: reader.diagnostics, skippedScenarios: skipped)
    }

    /// The 0-based line of the top-level key that follows `key` in `root`, nil when none does (0 when its line is not
    /// known, which no list ends before).
    private func lineOfKey(after key: String, in root: Node) -> Int? {
        guard case .mapping(let mapping) = root else { return nil }
        let keys = mapping.map(\.key)
        guard let at = keys.firstIndex(where: { $0.scalar?.string == key }), at + 1 < keys.count else { return nil }
        return keys[at + 1].mark.map { $0.line - 1 } ?? 0
    }

    /// `swift:` of a scenario file: its own `.swift` files or folders, relative to the file, inside the repository.
    mutating func swiftSources(_ node: Node) -> [String] {
        let nodes: [Node]
        if case .sequence = node { nodes = reader.sequence(node, for: "swift") ?? [] } else { nodes = [node] }
        let folder = (displayPath as NSString).deletingLastPathComponent
        // Inside the repository, or, outside git, inside the folder FrameLab works in (framelab.yml's).
        let confinement = RepositoryPath(root: RepositoryPath.repositoryRoot(of: "."), base: folder.isEmpty ? "." : folder)
        return nodes.compactMap { item in
            guard let text = reader.string(item, for: "swift") else { return nil }
            if let problem = confinement.problem(with: text) {
                reader.error("'swift: \(text)' \(problem)", at: item)
                return nil
            }
            return folder.isEmpty ? text : ((folder as NSString).appendingPathComponent(text) as NSString).standardizingPath
        }
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
}
