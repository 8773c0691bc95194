import Foundation
import LayoutCore
import ViewLayout
import Yams

/// `framelab.yml`: where a repository keeps its scenarios and its output, the site's wording and the
/// baseline `diff` compares with. Found in the current directory or the nearest parent that has one;
/// its paths are relative to the folder it is in. Without one, FrameLab's defaults hold (`Scenarios/` →
/// `Output/`). Flags and positional inputs override it.
public struct Configuration: Sendable, Equatable {
    public static let fileName = "framelab.yml"

    /// The folder the configuration applies to: the one `framelab.yml` is in (or the current one).
    public var directory: String
    /// The configuration file, nil when FrameLab's defaults apply.
    public var file: String?
    public var scenarios: [String] = ["Scenarios"]
    /// `swift:` the app's `.swift` files and folders, whose declarations every scenario's view may use.
    public var swift: [String] = []
    /// `previews:` folders (or files) of `.swift` files whose previews are built, besides the scenarios.
    public var previews: [String] = []
    /// `device:`, `exclude:` and `placeholders:`: how previews are laid out (`PreviewOptions`).
    public var previewOptions = PreviewOptions()
    /// `sourceURL:` where each `.swift` file can be read online (`https://github.com/me/app/blob/main/`): a preview's
    /// page links each node to the line that made it.
    public var sourceURL: String?
    public var output: String = "Output"
    /// Templates that replace FrameLab's, file by file.
    public var templates: String?
    public var site = Site()
    /// The git ref `diff` compares with when `--against` and `--baseline` are not given.
    public var baseline: String?
    /// `figure: {style:, crop:}`: every figure's, unless a scenario file, a scenario or the command line says otherwise.
    public var figure = FigureOptions()
    /// `png: [1x, 2x]`: every figure is also written as PNG at these scales, unless `--png` says otherwise.
    public var png: [Int] = []
    /// Where each path setting is written (`output`, `templates`), for errors that name the setting.
    public var locations: [String: SourceLocation] = [:]

    /// What the published site says of itself.
    public struct Site: Sendable, Equatable {
        public var title: String?
        public var introduction: String?
        /// Where the site is published (`https://example.com/layouts/`): pages name their canonical address.
        public var baseURL: String?
        public var footer: String?
        public init() {}
    }

    /// FrameLab's defaults: text is measured as iOS does (the system model), unless framelab.yml or a scenario says
    /// otherwise (`text: {model: monospaced}`, or a character width).
    public init(directory: String) {
        self.directory = directory
        previewOptions.settings.textModel = .system
    }

    /// The folders and files a build reads when none are named: the scenarios', then the previews'.
    public var roots: [String] { scenarios + previews.filter { !scenarios.contains($0) } }

    /// The keys a `framelab.yml` may have.
    static let keys = ["scenarios", "output", "templates", "site", "diff", "figure", "png", "swift", "previews", "device", "exclude",
                       "placeholders", "sourceURL", "osVersion", "chrome", "images", "symbols", "text", "fonts"]
    static let siteKeys = ["title", "introduction", "baseURL", "footer"]

    /// `framelab.yml` in `directory` or the nearest parent, if any.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads `path`; every problem is a located diagnostic (`framelab.yml:3:5: error: …`).
    public static func load(_ path: String, displayPath: String = fileName) throws(Diagnostics) -> Configuration {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        guard let data = BoundedFile.read(path, limit: YAMLGuard.maximumFileSize).map({ Data($0) }),
              let text = String(data: data, encoding: .utf8) else {
            throw Diagnostics([Diagnostic("cannot read the configuration (a UTF-8 file of at most 1 MiB)", at: start)])
        }
        var configuration = try parse(text, directory: (path as NSString).deletingLastPathComponent, displayPath: displayPath)
        configuration.file = path
        return configuration
    }

    /// The configuration of the file in `directory` whose text is `text` (what `load` reads; the fuzzer's entry).
    public static func parse(_ text: String, directory: String, displayPath: String = fileName) throws(Diagnostics) -> Configuration {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        var configuration = Configuration(directory: directory)
        #if canImport(CYaml)
        // Composing expands aliases: count first, as scenario files are.
        if YAMLGuard.expandedNodeCount(text) == nil {
            throw Diagnostics([Diagnostic("the configuration expands to too many YAML nodes", at: start)])
        }
        #endif
        let composed: Node?
        do { composed = try YAMLTyping.compose(text) } catch {
            throw Diagnostics([Diagnostic("invalid YAML: \(error)", at: start)])
        }
        guard let root = composed else { return configuration }   // an empty file: the defaults
        if YAMLGuard.exceedsBudget(root) {
            throw Diagnostics([Diagnostic("the configuration expands to too many YAML nodes", at: start)])
        }
        var reader = NodeReader(file: displayPath)
        // A pull request can change framelab.yml: every path in it stays inside the repository.
        let confinement = RepositoryPath(root: RepositoryPath.repositoryRoot(of: configuration.directory),
                                         base: configuration.directory)
        var confined: Set<String> = []   // each path checked once, however often it is written
        func confinedPath(_ node: Node, for key: String) -> String? {
            guard let text = reader.string(node, for: key) else { return nil }
            if !confined.contains(text) {
                if let problem = confinement.problem(with: text) {
                    reader.error("'\(key): \(text)' \(problem); a path outside the repository can be given on the command line", at: node)
                    return nil
                }
                confined.insert(text)
            }
            configuration.locations[key] = configuration.locations[key] ?? reader.location(node)
            return text
        }
        if let entries = reader.mapping(root, for: fileName, allowed: keys, context: fileName) {
            if let value = entries["scenarios"]?.value {
                if case .sequence = value {
                    configuration.scenarios = (reader.sequence(value, for: "scenarios") ?? []).compactMap { confinedPath($0, for: "scenarios") }
                } else if let one = confinedPath(value, for: "scenarios") {
                    configuration.scenarios = [one]
                }
            }
            if let value = entries["swift"]?.value {
                if case .sequence = value {
                    configuration.swift = (reader.sequence(value, for: "swift") ?? []).compactMap { confinedPath($0, for: "swift") }
                } else if let one = confinedPath(value, for: "swift") {
                    configuration.swift = [one]
                }
            }
            if let value = entries["previews"]?.value {
                if case .sequence = value {
                    configuration.previews = (reader.sequence(value, for: "previews") ?? []).compactMap { confinedPath($0, for: "previews") }
                } else if let one = confinedPath(value, for: "previews") {
                    configuration.previews = [one]
                }
            }
            if let entry = entries["device"], let name = reader.string(entry.value, for: "device") {
                if PreviewDevices.named(name) == nil {
                    reader.error("unknown device '\(name)'; \(PreviewDevices.knownList)", at: entry.value)
                } else {
                    configuration.previewOptions.device = name
                }
            }
            if let value = entries["exclude"]?.value {
                let patterns = if case .sequence = value { reader.sequence(value, for: "exclude") ?? [] } else { [value] }
                configuration.previewOptions.exclude = patterns.compactMap { reader.string($0, for: "exclude") }
            }
            if let value = entries["placeholders"]?.value, let sizes = reader.sizes(value, for: "placeholders") {
                configuration.previewOptions.placeholders = sizes
            }
            if let value = entries["osVersion"]?.value { configuration.previewOptions.settings.osVersion = reader.osVersion(value) }
            if let value = entries["images"]?.value, let sizes = reader.sizes(value, for: "images") { configuration.previewOptions.settings.images = sizes }
            if let value = entries["symbols"]?.value, let sizes = reader.sizes(value, for: "symbols") { configuration.previewOptions.settings.symbols = sizes }
            if let value = entries["chrome"]?.value { configuration.previewOptions.settings.chrome = reader.chromeOverrides(value) }
            if let value = entries["fonts"]?.value, case .mapping(let fonts) = value {
                // `fonts: {Name: path/to/Font.ttf}`: the file `.custom("Name", …)` is measured with.
                var loaded: [CustomFont] = []
                for (key, path) in fonts {
                    guard let name = reader.string(key, for: "fonts"), let file = confinedPath(path, for: "fonts") else { continue }
                    switch CustomFontFile.load(file, relativeTo: configuration.directory) {
                    case .success(let font): loaded.append(CustomFont(name: name, font: font))
                    case .failure(let problem): reader.error("font '\(name)': \(problem.message)", at: path)
                    }
                }
                // `.custom` finds a font by the name written here, or, as UIFont(name:) does, by the file's own PostScript, full or
                // family name when no entry is written under that name.
                for font in loaded { configuration.previewOptions.settings.fonts[font.name] = font }
                for font in loaded {
                    for alias in [font.font.postScriptName, font.font.fullName, font.font.familyName] where !alias.isEmpty {
                        if configuration.previewOptions.settings.fonts[alias] == nil {
                            configuration.previewOptions.settings.fonts[alias] = CustomFont(name: alias, font: font.font)
                        }
                    }
                }
            } else if let value = entries["fonts"]?.value {
                reader.error("'fonts' maps each font name to its file, as in fonts: {\"Atkinson Hyperlegible\": Fonts/Atkinson.ttf}", at: value)
            }
            if let value = entries["text"]?.value, let text = reader.mapping(value, for: "text", allowed: ["model"], context: "'text'"),
               let model = text["model"] {
                configuration.previewOptions.settings.textModel = reader.choice(model.value, for: "model", among: TextMetrics.Model.self)
            }
            if let entry = entries["sourceURL"], let url = reader.string(entry.value, for: "sourceURL") {
                if let problem = Self.problem(withBaseURL: url) {
                    reader.error("'sourceURL: \(url)' \(problem)", at: entry.value)
                } else {
                    configuration.sourceURL = url
                }
            }
            if let value = entries["output"]?.value, let output = confinedPath(value, for: "output") { configuration.output = output }
            if let value = entries["templates"]?.value { configuration.templates = confinedPath(value, for: "templates") }
            if let value = entries["site"]?.value,
               let site = reader.mapping(value, for: "site", allowed: siteKeys, context: "'site'") {
                configuration.site.title = site["title"].flatMap { reader.string($0.value, for: "title") }
                configuration.site.introduction = site["introduction"].flatMap { reader.string($0.value, for: "introduction") }
                if let entry = site["baseURL"], let url = reader.string(entry.value, for: "baseURL") {
                    // Written into every page's canonical link: a `javascript:` or `data:` address would run there.
                    if let problem = Self.problem(withBaseURL: url) {
                        reader.error("'baseURL: \(url)' \(problem)", at: entry.value)
                    } else {
                        configuration.site.baseURL = url
                    }
                }
                configuration.site.footer = site["footer"].flatMap { reader.string($0.value, for: "footer") }
            }
            if let value = entries["figure"]?.value { configuration.figure = reader.figureOptions(value) }
            if let value = entries["png"]?.value { configuration.png = reader.pngScales(value) }
            if let value = entries["diff"]?.value,
               let diff = reader.mapping(value, for: "diff", allowed: ["baseline"], context: "'diff'") {
                configuration.baseline = diff["baseline"].flatMap { reader.string($0.value, for: "baseline") }
            }
        }
        // An app's repository may have previews and no scenario files: then `scenarios:` need not be written.
        if case .mapping(let mapping) = root, mapping["scenarios"] == nil, !configuration.previews.isEmpty {
            configuration.scenarios = []
        }
        if configuration.scenarios.isEmpty && configuration.previews.isEmpty {
            reader.error("'scenarios' names no folder or file", at: root)
        }
        if !reader.diagnostics.isEmpty { throw Diagnostics(reader.diagnostics) }
        return configuration
    }

    /// Why `url` cannot be the site's address: it must be `http://` or `https://`, or a path relative to the site.
    static func problem(withBaseURL url: String) -> String? {
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            return url.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\"" || $0 == "<" || $0 == ">" }
                ? "has spaces, quotes or control characters; percent-encode them" : nil
        }
        let firstSegment = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if url.hasPrefix("//") || firstSegment.contains(":") || url.hasPrefix("\\") {
            return "is not an http:// or https:// address, nor a path relative to the site; write it as https://example.com/layouts/"
        }
        return url.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? "has control characters" : nil
    }

    /// The commented `framelab.yml` that `framelab init` writes.
    public static let template = """
        # FrameLab's configuration: every command reads it from this folder or a folder below it.
        # Paths are relative to this file; flags and positional inputs override what is set here.

        # The scenario folders (or single files) to build: every .yaml and .yml below them.
        scenarios: [docs/layouts]

        # The app's Swift files or folders: every scenario's view may use their views, modifiers, styles,
        # constants and sample data, as in `view: ProfileCard(user: .sample)`.
        # swift: [Sources/MyApp]

        # Folders of .swift files whose #Preview and PreviewProvider previews are laid out, each a figure and a page.
        # previews: [Sources/MyApp]
        # The device previews are laid out on, unless they name one (--device wins over both):
        # iPhone SE (3rd generation), iPhone 13 mini, iPhone 14, iPhone 15, iPhone 16 (the default), iPhone 16 Plus,
        # iPhone 16 Pro, iPhone 16 Pro Max, iPad Pro (11-inch).
        # device: iPhone 16 Pro
        # Previews left out: a file pattern, or path#id for one preview.
        # exclude: ["Sources/MyApp/Legacy/*", "Sources/MyApp/Card.swift#dark-mode"]
        # Other modules' views are placeholders that take the size they are offered, unless declared here.
        # placeholders: {KFImage: {width: 40, height: 40}}
        # The sizes of the app's images and symbols, for previews and scenarios (an image not declared is a placeholder).
        # images: {avatar: {width: 40, height: 40}}
        # The iOS whose navigation bars, lists and tab bars are drawn: 26 (the default) or 18 (iOS 17 and 18), and
        # your own measurements over the profile's numbers (Docs/swiftui/ios-chrome.md lists the keys).
        # osVersion: 18
        # chrome: {navigationBar: 44, listRowMinHeight: 44}
        # How Text is measured, for previews and scenarios: system (the default), San Francisco's measured widths and
        # line heights, or monospaced, every character 10 wide (Docs/swiftui/text.md). A scenario's
        # text: {charWidth:, lineHeight:} or text: {model: monospaced} keeps monospaced.
        # text: {model: monospaced}
        # The app's fonts, by the name .custom("Name", size:) uses: the system model measures their files' tables.
        # fonts: {"Atkinson Hyperlegible": Fonts/Atkinson-Hyperlegible-Regular.ttf}
        # Where the .swift files can be read online: preview pages link each node to its line.
        # sourceURL: https://github.com/me/app/blob/main/

        # Where `framelab build` writes figures, pages and frames.json (and what `check` compares with).
        output: docs/figures

        # A folder of templates that replace FrameLab's own, file by file (index.mustache,
        # scenario.mustache, reference.mustache, page-head.mustache, site.css).
        # templates: docs/templates

        # What the published site says of itself.
        site:
          title: "Layouts"
          introduction: "How the views of this app are sized, figure by figure."
          # baseURL: https://example.com/layouts/
          # footer: "Generated with FrameLab."

        # The git ref `framelab diff` compares with when --against is not given.
        diff:
          baseline: origin/main

        # How figures are drawn (a scenario file or a scenario may say otherwise; --style and --crop win):
        # style annotated (ruler, frames, proposals, names, legend, rules), compact (ruler, frames, names,
        # caption) or plain (frames only); crop canvas (the whole canvas) or content (the frames and a margin).
        # figure: {style: compact, crop: content}

        # Also write every figure as PNG at these scales (<id>.png, <id>@2x.png; --png wins). Needs librsvg
        # at run time: apt-get install librsvg2-2 (Debian, Ubuntu) or brew install librsvg (macOS).
        # png: [1x, 2x]

        """

    /// The configuration `framelab init` writes in an app's repository: `folders` (those holding `.swift` files with
    /// previews) as `previews:`, and no scenario folder (one can be added).
    public static func template(previews folders: [String]) -> String {
        guard !folders.isEmpty else { return template }
        let list = folders.map { $0.contains(where: { " ,[]{}#:'\"".contains($0) }) ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        return template
            .replacingOccurrences(of: "# The scenario folders (or single files) to build: every .yaml and .yml below them.\nscenarios: [docs/layouts]",
                                  with: "# The scenario folders (or single files) to build: every .yaml and .yml below them.\n# scenarios: [docs/layouts]")
            .replacingOccurrences(of: "# previews: [Sources/MyApp]", with: "previews: [\(list)]")
    }

    /// The example scenario `framelab init` writes beside the configuration.
    public static let exampleScenario = """
        # A FrameLab scenario file: SwiftUI source as you write it in the app, the frames it expects.
        # `framelab explain docs/layouts/example.yaml` prints every node's proposal, size and rule.
        title: "Example: a row with a flexible title"
        settings:
          canvas: {width: 375, height: 120}
          images: {avatar: {width: 40, height: 40}}
        scenarios:
          - id: row
            caption: "the title takes what the avatar and the date leave"
            view: |
              HStack(spacing: 12) {
                  Image("avatar").resizable().frame(width: 40, height: 40).clipShape(Circle())
                  Text("Inbox").frame(maxWidth: .infinity, alignment: .leading).id("title")
                  Text("9:41").foregroundStyle(.secondary)
              }
              .padding()
            # "9:41" is 32.56 wide in San Francisco at 17 pt, 33 on the 2× grid: the title gets 343 − 40 − 33 − 24 = 246.
            expect:
              title: {x: 68, width: 246}

        """
}
