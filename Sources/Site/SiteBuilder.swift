import Dispatch
import Foundation
import LayoutCore
import Mustache

/// Renders the reference site from `Templates/`: `index.mustache`, `scenario.mustache` (and any partials
/// they include) plus the assets `site.css` and `player.js` (the detail pages' script), copied to `assets/`.
/// Templates are data: restyle or rewrite them without touching Swift; the Swift side only builds plain
/// context values.
///
/// `Sendable`: `MustacheLibrary` is a `Sendable` value and rendering only reads it, so one builder may
/// render from several tasks at once.
public struct SiteBuilder: Sendable {
    public static let indexTemplate = "index"
    public static let scenarioTemplate = "scenario"
    /// Copied as they are to `assets/`, shared by every page: the stylesheet and the detail pages' script.
    public static let assetNames = ["player.js", "site.css"]
    public static let referenceTemplate = "reference"
    /// `framelab diff`'s report page (`DiffPage`); not part of the site.
    public static let diffTemplate = "diff"
    /// The report's own stylesheet, linked after `site.css`: written into the report directory beside the site's
    /// stylesheet (`diffAssets()`), never published with the site. Overridable like the others.
    public static let diffAssetNames = ["diff.css"]
    /// Where the report's `index.html` links the stylesheets, relative to the report directory.
    public static let diffAssetsFolder = "assets/"

    private let library: MustacheLibrary
    /// The same templates compiled (`CompiledTemplate`), which render every page; nil when one of them uses what is
    /// not compiled, and swift-mustache renders the pages from `library`.
    private let compiled: TemplateRenderer?
    /// `assetNames`' contents, in that order.
    private let assets: [Data]
    /// `diffAssetNames`' contents, in that order; nil for one the templates folder lacks (only the report needs them).
    private let diffAssetData: [Data?]
    /// Where the templates come from, for the messages.
    private let directory: String
    private let reference: ReferenceDocs
    /// The site's own wording and address.
    public var options = SiteOptions()

    /// The resource bundle: FrameLab's templates and its rule reference, which every page depends on.
    public static var resourceDirectory: String? { Bundle.module.resourcePath }

    /// FrameLab's own templates and stylesheet (a copy of `Templates/` in the resource bundle).
    public static var builtInTemplates: String? { Bundle.module.url(forResource: "Templates", withExtension: nil)?.path }

    /// The files a templates folder may hold in place of FrameLab's: each template (`index.mustache`, …) and asset.
    public static var overridableFiles: [String] {
        TemplateFiles.knownFiles(templates: builtInTemplates.map(templateNames(in:)) ?? [])
    }

    /// The files of the templates folder `directory` that a build reads (`TemplateFiles`), by file name: a missing
    /// folder, a link, or a file over the limit is an error, before anything is built.
    public static func overrides(in directory: String) throws(SiteError) -> [String: Data] {
        try TemplateFiles.read(directory.hasSuffix("/") ? String(directory.dropLast()) : directory, known: overridableFiles)
    }

    /// Loads the built-in templates, then the files of `overrides` (when given) that have a built-in one's name
    /// in its place (`TemplateFiles`: regular files only, of a bounded size): a user restyles or rewrites one page
    /// without copying the rest (as a Hugo theme is overridden). A template that does not parse throws
    /// `SiteError.templateSyntax` with its `line:column`, and so does a partial that includes itself; a missing
    /// template or asset throws too. `reference` (the rule pages) becomes pages of the site, linked from every node.
    public init(overrides: String? = nil, reference: ReferenceDocs = ReferenceDocs(pages: [])) async throws {
        self = try Self.load(overrides: overrides, reference: reference)
    }

    /// `init(overrides:reference:)` without `await`: the templates are read and parsed on the calling thread, so
    /// a caller that is not async (the pipeline) never blocks a thread of Swift's cooperative pool waiting for a task.
    public static func load(overrides: String? = nil, reference: ReferenceDocs = ReferenceDocs(pages: [])) throws -> SiteBuilder {
        guard let builtIn = Self.builtInTemplates else {
            throw SiteError.unreadableTemplates(directory: "Templates", message: "FrameLab's resource bundle is not next to the binary")
        }
        var library = try Self.library(builtIn)
        let names = Self.templateNames(in: builtIn)
        var texts = Dictionary(uniqueKeysWithValues: names.map { name in
            (name, (try? String(contentsOfFile: builtIn + "/" + name + ".mustache", encoding: .utf8)) ?? "")
        })
        let assetPaths = (Self.assetNames + Self.diffAssetNames).map { builtIn + "/" + $0 }
        var sources = Dictionary(uniqueKeysWithValues: names.map { ($0, builtIn + "/" + $0 + ".mustache") })
        var overridden: [String: Data] = [:]
        if let overrides {
            let directory = overrides.hasSuffix("/") ? String(overrides.dropLast()) : overrides
            overridden = try Self.overrides(in: directory)
            for name in names {
                guard let data = overridden[name + ".mustache"] else { continue }
                let file = directory + "/" + name + ".mustache"
                let text = String(decoding: data, as: UTF8.self)
                library.register(try Self.template(text, file: file), named: name)
                texts[name] = text
                sources[name] = file
            }
        }
        if let problem = TemplateFiles.checkPartials(texts, file: { sources[$0] ?? $0 }) { throw problem }
        return try SiteBuilder(library: library, names: names, assets: assetPaths, reference: reference,
                               directory: overrides ?? builtIn, replacingAssets: (Self.assetNames + Self.diffAssetNames).map { overridden[$0] })
    }

    /// Every template of `directory` alone, as `init(overrides:)` did before overriding was file by file;
    /// for tests that render a complete set of templates.
    public init(templatesDirectory: String, reference: ReferenceDocs = ReferenceDocs(pages: [])) async throws {
        let directory = templatesDirectory.hasSuffix("/") ? String(templatesDirectory.dropLast()) : templatesDirectory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.unreadableTemplates(directory: directory, message: "templates directory not found")
        }
        try self.init(library: try Self.library(directory), names: Self.templateNames(in: directory),
                      assets: (Self.assetNames + Self.diffAssetNames).map { directory + "/" + $0 },
                      reference: reference, directory: directory)
    }

    /// `assetPaths`: the site's assets (`assetNames`), then the report's (`diffAssetNames`), which may be missing.
    /// `replacingAssets`: the user's asset in place of each of `assetPaths`, where there is one (as `TemplateFiles` read it).
    /// `names`: the templates of `library`, which are compiled.
    private init(library: MustacheLibrary, names: [String], assets assetPaths: [String], reference: ReferenceDocs,
                 directory: String, replacingAssets: [Data?] = []) throws {
        self.library = library
        var compiled: [String: CompiledTemplate] = [:]
        for name in names { compiled[name] = library.getTemplate(named: name).flatMap(CompiledTemplate.init) }
        self.compiled = compiled.count == names.count ? TemplateRenderer(templates: compiled) : nil
        self.reference = reference
        self.directory = directory
        let required = [Self.indexTemplate, Self.scenarioTemplate] + (reference.pages.isEmpty ? [] : [Self.referenceTemplate])
        for name in required where library.getTemplate(named: name) == nil {
            throw SiteError.missingTemplate(name: name, directory: directory)
        }
        let contents = assetPaths.enumerated().map { i, path in
            i < replacingAssets.count && replacingAssets[i] != nil ? replacingAssets[i] : FileManager.default.contents(atPath: path)
        }
        assets = try contents.prefix(Self.assetNames.count).enumerated().map { i, data in
            guard let data else { throw SiteError.missingAsset(path: assetPaths[i]) }
            return data
        }
        diffAssetData = Array(contents.dropFirst(Self.assetNames.count))
    }

    /// One template's text, parse errors located in `file`.
    private static func template(_ text: String, file: String) throws -> MustacheTemplate {
        do {
            return try MustacheTemplate(string: text)
        } catch let error as MustacheTemplate.ParserError {
            throw SiteError.templateSyntax(file: file, line: error.context.lineNumber, column: error.context.columnNumber,
                                           message: Self.describe(error.error), sourceLine: error.context.line)
        }
    }

    /// The templates of `directory`, parse errors located.
    /// Every template of `directory`, each named by its path below it without `.mustache` (as
    /// `MustacheLibrary(directory:)` names them), parsed here so that a parse error names its file.
    private static func library(_ directory: String) throws -> MustacheLibrary {
        var library = MustacheLibrary()
        for name in templateNames(in: directory) {
            let file = directory + "/" + name + ".mustache"
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw SiteError.unreadableTemplates(directory: directory, message: "\(name).mustache cannot be read")
            }
            library.register(try template(text, file: file), named: name)
        }
        return library
    }

    /// The names `MustacheLibrary(directory:)` gives the templates of `directory`: each `*.mustache` by its
    /// path below the directory, without the extension.
    static func templateNames(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".mustache") }
            .map { String($0.dropLast(".mustache".count)) }.sorted()
    }

    /// Every page of the site, sorted by path; the same scenarios always give the same bytes.
    /// Files are ordered by path; scenarios keep their order within a file (it drives prev/next).
    public func pages(for scenarios: [SiteScenario], progress: @Sendable () -> Void = {}) throws -> [SitePage] {
        try pages(index: scenarios.map(IndexEntry.init), details: scenarios, progress: progress)
    }

    /// The index of every scenario in `index`, the detail pages of `details` (whole files of them: a page links the
    /// previous and next scenario of its file), the assets and the reference pages, sorted by path. An incremental
    /// build renders the detail pages of the files that changed only, and keeps the others' pages.
    /// `progress` is called once per page rendered (the index and each scenario's), from worker threads.
    public func pages(index: [IndexEntry], details: [SiteScenario], progress: @Sendable () -> Void = {}) throws -> [SitePage] {
        let pages = try sharedPages() + [indexPage(index)] + detailPages(details, progress: progress)
        progress()
        return pages.sorted { $0.path.utf8Precedes($1.path) }
    }

    /// The pages every site has whatever its scenarios: `.nojekyll`, the assets and the rule reference, its pages
    /// rendered on every core. Their paths are `sharedPagePaths`.
    public func sharedPages() -> [SitePage] {
        let pages = reference.pages
        let slots = PageSlots<SitePage>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { n in
            let path = ReferencePage.path(pages[n])
            slots.set(n, SitePage(path: path, contents: render(ReferencePage.context(pages[n], in: reference), Self.referenceTemplate,
                                                               page: path)))
        }
        return [SitePage(path: ".nojekyll", contents: Data())] + zip(Self.assetNames, assets).map { SitePage(path: "assets/" + $0, contents: $1) }
            + slots.all
    }

    /// The paths of `sharedPages()`, in the same order, without rendering them. The reference's pages link only each
    /// other, the assets and the index.
    public var sharedPagePaths: [String] {
        [".nojekyll"] + Self.assetNames.map { "assets/" + $0 } + reference.pages.map(ReferencePage.path)
    }

    /// `index.html`, listing every scenario of `index`.
    public func indexPage(_ index: [IndexEntry]) throws -> SitePage {
        var contents = Data()
        try writeIndexPage(index) { contents.append($0) }
        return SitePage(path: "index.html", contents: contents)
    }

    /// `index.html` handed to `write` piece by piece. Throws before writing anything when `index` is not a valid site.
    public func writeIndexPage(_ index: [IndexEntry], to write: (Data) -> Void) throws {
        writeIndexPage(try Self.group(index).map { file in
            let entries = file.scenarios
            return IndexFile(path: file.path, count: entries.count, first: entries[0], entries: { entries })
        }, to: { piece, _ in write(piece) })
    }

    /// `index.html` listing `files` (each with entries that `validate` accepted, no two with the same path), handed to
    /// `write` piece by piece, each file's section and each file's part of the filter's data a piece of its own, so that
    /// an index of any length is never held whole, nor are its entries: each file's are read as its section renders,
    /// and again for the filter.
    ///
    /// `previousPage` reads bytes of the last build's page: a file with a `previous` place, whose heading is as it was
    /// then, has its section copied from there instead of rendered (`IndexPiece.section`'s `copied`), and one with a
    /// `previousSearch` place its part of the filter's data (`IndexPiece.search`'s). Only where the page is rendered by
    /// the compiled templates and the section of `index.mustache` reads nothing but the section's own values
    /// (`IndexPage.sectionKeys`), which the values around it do not have.
    public func writeIndexPage(_ files: [IndexFile], previousPage: (@Sendable (Range<Int>) -> [UInt8]?)? = nil,
                               to write: (Data, IndexPiece) -> Void) {
        let sorted = files.sorted { $0.path.utf8Precedes($1.path) }
        let values = options.values(forPage: "index.html")
        let copies = previousPage.flatMap { previousPage in sectionsCanBeCopied(around: values) ? previousPage : nil }
        let context = IndexPage.context(files: sorted, reference: reference, title: options.title, previousPage: copies)
        let sections = context.sectionFiles
        render(context.templateValue.merging(values), Self.indexTemplate) { bytes, piece in
            switch piece {
            case .page: write(bytes, .page)
            case .element(let i, let copied): write(bytes, .section(path: sections[i].path, headed: sections[i].headed, copied: copied))
            case .part(let i, let copied): write(bytes, .search(path: sections[i].path, copied: copied))
            }
        }
    }

    /// Whether the index's sections can be copied from an earlier page with the same values: the compiled templates
    /// render the page, its section reads only the section's own values, and none of them is among the values around
    /// (`values`, the site's, included), where a value the section lacks would be looked up.
    private func sectionsCanBeCopied(around values: TemplateValue) -> Bool {
        guard let compiled else { return false }
        let around = IndexPage.context(files: [], reference: reference, title: options.title).templateValue.merging(values)
        guard case .object(let outer) = around, outer.keys.allSatisfy({ !IndexPage.sectionKeys.contains($0) }) else { return false }
        return compiled.section("sections", of: Self.indexTemplate, readsOnly: IndexPage.sectionKeys)
    }

    /// Throws when `entries` could not be pages of a site: a path that climbs out of it, or two with the same place.
    public static func validate(_ entries: [IndexEntry]) throws { _ = try group(entries) }

    /// The detail page of each of `details` (whole files of them: a page links the previous and next scenario of its
    /// file), in their order, rendered on every core. `progress` is called once per page, from worker threads.
    /// `files`: for a file only some of whose scenarios are in `details` (an incremental build took the others over), all
    /// of its scenarios in order, by its path (`filePath`): a page links the scenario before and after it.
    public func detailPages(_ details: [SiteScenario], files: [String: [IndexEntry]] = [:],
                            progress: @Sendable () -> Void = {}) throws -> [SitePage] {
        let work = try Self.group(details).flatMap { file in
            file.scenarios.indices.map { (scenarios: file.scenarios, index: $0, whole: files[file.path]) }
        }
        let slots = PageSlots<SitePage>(count: work.count)
        DispatchQueue.concurrentPerform(iterations: work.count) { n in
            defer { progress() }
            let (list, i, whole) = work[n]
            let path = DetailPage.path(list[i])
            let context = if let whole, let place = whole.firstIndex(where: { $0.id == list[i].id }) {
                DetailPage.context(list[i], index: place, in: whole, reference: reference, options: options)
            } else {
                DetailPage.context(list[i], index: i, in: list, reference: reference, options: options)
            }
            slots.set(n, SitePage(path: path, contents: render(context, Self.scenarioTemplate, page: path)))
        }
        return slots.all
    }

    // MARK: The diff report

    /// `framelab diff`'s `index.html`: `page` rendered with `diff.mustache` (a templates folder may override it, and
    /// the `page-head` partial it includes, like the site's). The page links `site.css` and `diff.css` in
    /// `assets/` (`diffAssets()`), so the report directory holds everything it shows. Throws `missingTemplate`
    /// when the templates lack `diff.mustache` (a complete set given by `init(templatesDirectory:)`).
    public func diffPage(_ page: DiffPage) throws -> String {
        guard library.getTemplate(named: Self.diffTemplate) != nil else {
            throw SiteError.missingTemplate(name: Self.diffTemplate, directory: directory)
        }
        // The site's title and wording are there for a template that wants them; not `canonical`: the report is
        // no page of the published site.
        return String(decoding: render(page.templateValue.merging(.fields(["site": options.siteValue])), Self.diffTemplate), as: UTF8.self)
    }

    /// The stylesheets `diffPage(_:)` links, by their paths in the report directory: `assets/site.css` (the site's,
    /// as the site publishes it) and `assets/diff.css` (the report's own rules). Throws `missingAsset` when the
    /// templates lack `diff.css`.
    public func diffAssets() throws -> [SitePage] {
        let siteCSS = zip(Self.assetNames, assets).filter { $0.0 == "site.css" }
            .map { SitePage(path: Self.diffAssetsFolder + $0.0, contents: $0.1) }
        let own = try zip(Self.diffAssetNames, diffAssetData).map { name, data in
            guard let data else { throw SiteError.missingAsset(path: directory + "/" + name) }
            return SitePage(path: Self.diffAssetsFolder + name, contents: data)
        }
        return siteCSS + own
    }

    /// `context` rendered with `template`, the site's own values (`SiteOptions`) beside it.
    private func render(_ context: some TemplateContext, _ template: String, page: String) -> Data {
        render(context.templateValue.merging(options.values(forPage: page)), template)
    }

    /// `values` rendered with `template`: by the compiled templates, or by swift-mustache when they could not all be
    /// compiled. Mustache escapes markup, not the control characters XML forbids (an ESC in a title would make the
    /// page ill-formed): they become U+FFFD; bidirectional controls are shown as their codes.
    private func render(_ values: TemplateValue, _ template: String) -> Data {
        var page = Data()
        render(values, template) { bytes, _ in page.append(bytes) }
        return page
    }

    /// The same, handed to `write` in the pieces the compiled templates make (`TemplateRenderer`); each piece ends at a
    /// character boundary, so each is neutralised on its own. A copied element or part was neutralised when it was
    /// rendered (the filter's data copied at 10,000 scenarios is megabytes: scanning it again cost 5 ms).
    private func render(_ values: TemplateValue, _ template: String, to write: (Data, TemplateRenderer.Piece) -> Void) {
        guard let compiled else {
            write(Data(XMLCharacters.neutralised(library.render(values.plain, withTemplate: template) ?? "").utf8), .page)
            return
        }
        _ = compiled.render(values, template: template) { bytes, piece in
            switch piece {
            case .element(_, copied: true), .part(_, copied: true): return write(Data(bytes), piece)
            case .page, .element, .part: break
            }
            guard XMLCharacters.mayNeedNeutralising(bytes) else { return write(Data(bytes), piece) }
            write(Data(XMLCharacters.neutralised(String(decoding: bytes, as: UTF8.self)).utf8), piece)
        }
    }

    /// Scenarios grouped by file, files sorted by path, duplicate `<file>/<id>` and unsafe paths rejected.
    static func group<Item: SiteItem>(_ scenarios: [Item]) throws -> [(path: String, scenarios: [Item])] {
        var order: [String] = []
        var byFile: [String: [Item]] = [:]
        var seen: Set<String> = []
        for s in scenarios {
            guard SitePaths.isSafeRelativePath(s.filePath), SitePaths.isSafeRelativePath(s.id), !s.id.contains("/") else {
                throw SiteError.invalidScenario(stem: s.stem, message: "the file path and id must be relative paths without '.' or '..' components")
            }
            guard seen.insert(s.stem).inserted else {
                throw SiteError.invalidScenario(stem: s.stem, message: "two scenarios have the same file path and id")
            }
            if byFile[s.filePath] == nil { order.append(s.filePath) }
            byFile[s.filePath, default: []].append(s)
        }
        return order.sorted { $0.utf8Precedes($1) }.map { ($0, byFile[$0]!) }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: return "section closed with the wrong name"
        case MustacheTemplate.Error.unfinishedName: return "unfinished tag name"
        case MustacheTemplate.Error.expectedSectionEnd: return "section not closed"
        case MustacheTemplate.Error.invalidSetDelimiter: return "invalid set-delimiter tag"
        default: return String(describing: error)
        }
    }
}
