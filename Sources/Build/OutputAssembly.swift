import Foundation
import LayoutCore
import OutputCheck
import ScenarioKit
import Site

/// Makes a build's output batch by batch (`Pipeline`): each batch of whole scenario files is drawn, rendered and
/// validated, then handed to its destination — kept in memory, or placed into the output's staging folder and
/// dropped — so that a build that writes holds one batch of figures and pages at a time. What the index,
/// `frames.json` and the manifest need of a file is its record (`FileRecords`): its object in `frames.json` is
/// written as it comes, the rest waits in a `RecordStore`, and the index is rendered from there at `finish`.
final class OutputAssembly {
    enum Destination {
        /// Kept in `BuildOutput.files` (`check`, `diff`, `serve`).
        case memory
        /// Placed into a new tree of the output folder, which `finish` makes the folder.
        case folder(OutputSession)
    }

    private let jobs: Int
    private let choice: FigureChoice
    private let reuse: BuildOutput.Reuse?
    private let folder: String
    private let destination: Destination
    private let preparation: Preparation
    private var validator: OutputValidator { preparation.validator.value }
    private var output = BuildOutput()

    private var memoryFiles: [OutputFile] = []
    /// The paths of `memoryFiles`, to check the pages' links against (a build that writes asks its staging folder).
    private var memoryPaths: Set<String> = []
    /// Files the output has whatever the batches: the shared pages, the index, frames.json, the stamp, and the files
    /// taken over from the last build.
    private lazy var fixedPaths = Set((site.builder?.sharedPagePaths ?? []) + ["index.html", "frames.json", OutputOwnership.stampName])
    /// The files taken over from the last build (`Reuse.outputs`), in byte order: a page's links are looked up in them
    /// (a few per build), so they are not copied into a set (200,000 paths at 100,000 scenarios).
    private lazy var keptPaths = SortedPaths(reuse?.outputs ?? [])
    /// The files of scenarios taken over one by one (`ScenarioTakeover`), kept as the batches come.
    private var keptLater: Set<String> = []
    /// The pages so far: their paths only in memory (to drop them all when the site cannot be made), their number always.
    private var pagePaths: Set<String> = []
    private var htmlPages = 0
    /// Every scenario file's relative path, in the build's order: the index's files, whose records are in `output.records`.
    private var order: [String] = []
    private var frames = FramesJSON.Writer()
    private var framesBytes = Data()
    private var indexBytes = Data()
    private var figureIssues: [ValidationIssue] = []
    private var drawnIssues: [ValidationIssue] = []
    /// Each page's validity problems, by its path; and the links no file named when its batch was checked.
    private var pageIssues: [(path: String, issues: [ValidationIssue])] = []
    private var deferredLinks: [(path: String, links: [PageLink])] = []

    /// What every build's output needs before its first page, made on threads of their own while the build reads its
    /// inputs and the last build's manifest: the validator, its DTDs parsed (on the main thread, that was a tenth of a
    /// build with one file changed), and the templates, loaded and the shared pages rendered (a fifth of a small build's
    /// time, on one core). `Pipeline` starts it as soon as it knows there is something to build.
    final class Preparation: Sendable {
        let validator = BackgroundWork { OutputValidator() }
        let site: BackgroundWork<SiteLoad>

        /// `templates`: the site's templates directory (`--templates`).
        init(templates: String?, site options: SiteOptions) {
            site = BackgroundWork { SiteLoad(templates: templates, site: options) }
        }
    }

    /// With `reuse`, the figures and pages of its files are not drawn, rendered or validated again: the index and
    /// `frames.json` take their records, or, for a file computed but not drawn, its results and each figure's size read
    /// from the file in `folder`.
    init(jobs: Int, preparation: Preparation, figures: FigureChoice, reuse: BuildOutput.Reuse?, folder: String,
         destination: Destination) {
        self.jobs = jobs; self.choice = figures; self.reuse = reuse; self.folder = folder; self.destination = destination
        self.preparation = preparation
        output.kept = reuse?.outputs ?? []
        if case .folder = destination {
            output.records = RecordStore(file: OutputWriter.fileBeside(URL(fileURLWithPath: folder).standardizedFileURL, named: "records",
                                                                      ofThisProcess: true))
        }
    }

    /// The site's templates, or why they cannot be loaded.
    struct SiteLoad: Sendable {
        var builder: SiteBuilder?
        var error: String?
        var duration: Duration

        init(templates: String?, site: SiteOptions) {
            let start = ContinuousClock.now
            switch SitePages.loadBuilder(templates: templates, site: site) {
            case .success(let loaded): builder = loaded
            case .failure(let error): self.error = "\(error)"
            }
            duration = ContinuousClock.now - start
        }
    }

    /// The loaded site, waited for once: its error, if any, is the build's first site error.
    private lazy var site: SiteLoad = {
        let loaded = preparation.site.value
        if output.siteError == nil { output.siteError = loaded.error }
        output.siteDuration += loaded.duration
        return loaded
    }()

    /// Draws, renders and validates `report` (a batch: whole files, in the build's order; `inputs`, their relative paths
    /// with those of the files taken over from the last build among them), and hands its files on. `takeover`: the
    /// scenarios of its files taken over from the last build, which it keeps.
    func add(_ report: BuildReport, inputs: [String], takeover: ScenarioTakeover = ScenarioTakeover()) throws(OutputWriteError) {
        let builder = site.builder
        let reused = reuse?.files ?? []
        var fresh = report
        fresh.results = report.results.filter { !reused.contains($0.fileRelativePath) }
        output.computedScenarios += report.results.count
        output.interpretDuration += report.results.reduce(.zero) { $0 + $1.interpretDuration }
        output.layoutDuration += report.results.reduce(.zero) { $0 + $1.layoutDuration }
        // The pages place a figure they did not draw by its file, the one thing read back.
        let root = URL(fileURLWithPath: folder), validator = self.validator
        let previousPlacements = parallelMap(report.results.filter { reused.contains($0.fileRelativePath) }, jobs: jobs) { result in
            let path = result.outputStem + ".svg"
            return (path, SitePages.svgPlacement(OutputFolder.regularFileContents(path, under: root) ?? Data()))
        }
        let drawn = Figures.make(for: fresh, jobs: jobs, figures: choice)
        let figures = drawn.flatMap(\.vectors)
        let placements = Dictionary(drawn.compactMap { work in work.placement.map { (work.stem + ".svg", $0) } } + previousPlacements,
                                    uniquingKeysWith: { first, _ in first })
        let checked = parallelMap(figures, jobs: jobs) { file in
            let clock = ContinuousClock()
            var issues: [ValidationIssue] = []
            let elapsed = clock.measure { issues = validator.validateSVG(file.contents, file: file.path) }
            return (issues, elapsed)
        }
        figureIssues += checked.flatMap(\.0)
        drawnIssues += drawn.flatMap(\.issues)
        output.figureCount += figures.count
        output.drawDuration += drawn.reduce(.zero) { $0 + $1.drawDuration }
        output.validateDuration += checked.reduce(.zero) { $0 + $1.1 }

        let records = FileRecords(report, inputs: inputs, placements: placements, appearance: choice.pageAppearance(for:),
                                  previous: reuse?.records ?? [:], takeover: takeover, keepsParts: choice.writesOneFilePerFigure,
                                  jobs: jobs)
        let takenOver = takeover.files.values.flatMap { $0.taken.values.flatMap { ScenarioTakeover.outputs(of: $0.entry) } }
        output.kept += takenOver
        keptLater.formUnion(takenOver)
        for path in inputs {
            guard let record = records.byFile[path] else { continue }
            order.append(path)
            if reuse?.records[path] != nil { output.records.hold(path, record) } else { output.records.put(path, record) }
            // Whether its scenarios can be pages of the site (a file taken over was checked when it was computed).
            if output.siteError == nil, reuse?.records[path] == nil {
                do { try SiteBuilder.validate(record.scenarios) } catch { output.siteError = "\(error)" }
            }
        }
        for fragment in records.fragments {
            let range: Range<Int>
            switch fragment.bytes {
            case .made(let made): range = try frames.append(made, writeFrames)
            case .previous(let previous):
                range = try frames.append(length: previous.count, writeFrames) { () throws(OutputWriteError) in
                    try copyFrames(previous)
                }
            }
            output.records.setFrames(fragment.path, range)
        }

        var pages: [OutputFile] = []
        if let builder, output.siteError == nil {
            let siteStart = ContinuousClock.now
            do {
                let partly = Dictionary(takeover.files.keys.compactMap { path in
                    records.byFile[path].map { (ScenarioLoader.outputFolder(ofFile: path), $0.scenarios) }
                }, uniquingKeysWith: { first, _ in first })
                pages = try builder.detailPages(records.scenarios.filter { !reused.contains($0.0) }.map(\.1), files: partly)
                    .map { OutputFile(path: $0.path, contents: $0.contents) }
            } catch {
                output.siteError = "\(error)"
            }
            output.siteDuration += ContinuousClock.now - siteStart
        }
        let files = figures + drawn.flatMap(\.others) + pages
        notePages(pages)
        let validated = validatePages(pages)
        try hand(files)
        // Links to files of later batches are checked again at the end.
        let exists = presence()
        deferredLinks += parallelMap(validated, jobs: jobs) { page in
            (page.path, validator.unresolvedLinks(page.links, from: page.path, exists: exists))
        }.filter { !$0.links.isEmpty }
    }

    /// Whether the output has a file at a path so far (the files handed on until now), for any thread to ask.
    private func presence() -> @Sendable (String) -> Bool {
        let fixed = fixedPaths, kept = keptPaths
        switch destination {
        case .memory:
            let paths = memoryPaths
            return { fixed.contains($0) || kept.contains($0) || paths.contains($0) }
        case .folder(let session):
            let staging = session.stagingFolder, later = keptLater
            return { fixed.contains($0) || kept.contains($0) || later.contains($0) || staging.holds($0) }
        }
    }

    /// Whether a link of the index names no file the output has so far: the links its check keeps, to check again
    /// once every file is there.
    private func unresolvedIndexLink() -> @Sendable (PageLink) -> Bool {
        let validator = self.validator, exists = presence()
        return { link in !validator.unresolvedLinks([link], from: "index.html", exists: exists).isEmpty }
    }

    /// Renders the index and `frames.json`'s end, checks every link, adds the stamp, and says what the output is.
    /// The folder is not replaced yet: the session's `finish` does that.
    func finish() throws(OutputWriteError) -> BuildOutput {
        let builder = site.builder
        try frames.finish(writeFrames)
        if case .folder(let session) = destination { session.endStream("frames.json") }
        var hasIndex = false
        // In a folder, the index is checked on a thread of its own as it is written, while this one renders it and
        // then lists the folder: the two took a build's last second one after the other, the other core idle.
        var indexCheck: PageCheckInProgress?
        defer { _ = indexCheck?.finish() }  // never left waiting for pieces, whatever is thrown
        if let builder, output.siteError == nil {
            let siteStart = ContinuousClock.now
            var failure: OutputWriteError?
            // Written as it renders, a section at a time, each file's entries read back as it comes: the index lists
            // every figure.
            let store = output.records
            // A file taken over from the last build may have its section copied from the last build's page.
            var inputs: [String: String] = [:]
            let files = order.compactMap { path -> IndexFile? in
                guard let summary = store.summaries[path], let first = summary.first else { return nil }
                inputs[first.filePath] = path
                return IndexFile(path: first.filePath, count: summary.scenarios, first: first, previous: reuse?.records[path]?.index,
                                 previousSearch: reuse?.records[path]?.search) {
                    store.record(path)?.scenarios ?? []
                }
            }
            if case .folder(let session) = destination {
                let path = session.stagedPath("index.html")
                indexCheck = PageCheckInProgress(validator, file: "index.html", whole: { FileManager.default.contents(atPath: path) ?? Data() },
                                                 keep: unresolvedIndexLink())
            }
            var readPrevious: (@Sendable (Range<Int>) -> [UInt8]?)?
            if reuse != nil, let page = PreviousPage(folder + "/index.html") { readPrevious = { range in page.read(range) } }
            var writer = IndexWriter()
            let check = indexCheck?.pipe
            let write = { (bytes: Data) throws(OutputWriteError) in try self.writeIndex(bytes) }
            builder.writeIndexPage(files, previousPage: readPrevious) { bytes, piece in
                guard failure == nil else { return }
                switch piece {
                case .section(let file, let headed, _):
                    if let input = inputs[file] {
                        store.setIndex(input, IndexSectionPlace(range: writer.offset..<writer.offset + bytes.count, headed: headed))
                    }
                case .search(let file, _):
                    if let input = inputs[file] { store.setSearch(input, writer.offset..<writer.offset + bytes.count) }
                case .page: break
                }
                do throws(OutputWriteError) { try writer.add(bytes, piece, write: write, check: check) } catch { failure = error }
            }
            if failure == nil {
                do throws(OutputWriteError) { try writer.flush(write: write, check: check) } catch { failure = error }
            }
            hasIndex = true
            if let failure { throw failure }
            output.siteDuration += ContinuousClock.now - siteStart
        }
        var pages: [OutputFile] = []
        if output.siteError == nil, let builder {
            if reuse?.keepsSharedPages == true {
                // The last build's, byte for byte: kept as they are, not rendered or validated again (their links name
                // only each other, the assets and the index). A tenth of a build with one file changed in 10,000.
                let shared = builder.sharedPagePaths
                output.kept += shared
                keptLater.formUnion(shared)
            } else {
                let siteStart = ContinuousClock.now
                pages = builder.sharedPages().map { OutputFile(path: $0.path, contents: $0.contents) }
                output.siteDuration += ContinuousClock.now - siteStart
            }
        } else if output.siteError != nil {
            // Without the whole site, no page is kept: the figures and frames.json are still the output.
            pageIssues = []
            deferredLinks = []
            memoryFiles.removeAll { pagePaths.contains($0.path) }
            memoryPaths.subtract(pagePaths)
            pagePaths = []
            htmlPages = 0
            hasIndex = false
        }
        notePages(pages)
        let validated = validatePages(pages)
        try hand(pages)
        let listed: [String]
        switch destination {
        case .memory:
            memoryFiles.append(OutputFile(path: "frames.json", contents: framesBytes))
            if hasIndex { memoryFiles.append(OutputFile(path: "index.html", contents: indexBytes)) }
            listed = keptPaths.merged(with: memoryFiles.map(\.path) + keptLater)
        case .folder(let session):
            try session.closeStream("index.html")
            // Read from the staging folder: the output's paths are not held batch after batch.
            listed = keptPaths.merged(with: session.placedFiles() + keptLater)
        }
        let stamp = OutputOwnership.stamp(listing: listed)
        try hand([stamp])
        // A session lists each path once (it refuses a name given twice); in memory, a file taken over may also be made.
        let finalCount: Int
        if case .memory = destination { finalCount = Set(listed).count + 1 } else { finalCount = listed.count + 1 }

        var links = deferredLinks + validated.map { ($0.path, $0.links) }
        if hasIndex {
            htmlPages += 1
            let checked: (issues: [ValidationIssue], links: [PageLink])
            if let indexCheck {
                checked = indexCheck.finish()
            } else {
                checked = validator.validateHTMLStreaming(.bytes(indexBytes), file: "index.html", keep: unresolvedIndexLink())
            }
            if !checked.issues.isEmpty { pageIssues.append(("index.html", checked.issues)) }
            links.append(("index.html", checked.links))
            indexBytes = Data()
        }
        let linkIssues = validator.checkLinks(links, exists: presence())
        output.issues = figureIssues + drawnIssues
            + pageIssues.sorted { $0.path.utf8Precedes($1.path) }.flatMap(\.issues)
            + linkIssues
        output.dtdUnavailableReason = validator.dtdUnavailableReason
        output.pageCount = htmlPages + output.kept.count { $0.hasSuffix(".html") }
        output.figureCount += output.kept.count { $0.hasSuffix(".svg") }
        output.fileCount = finalCount
        if case .memory = destination {
            output.files = memoryFiles.sorted { $0.path < $1.path }
            memoryFiles = []
        }
        return output
    }

    /// Each HTML page of `pages` parsed once, on every core, for its validity and its links; its problems are kept.
    private func validatePages(_ pages: [OutputFile]) -> [(path: String, links: [PageLink])] {
        let html = pages.filter { $0.path.hasSuffix(".html") }
        let validator = self.validator
        let checked = parallelMap(html, jobs: jobs) { page in validator.validateHTMLCollectingLinks(page.contents, file: page.path) }
        pageIssues += zip(html, checked).compactMap { page, result in result.issues.isEmpty ? nil : (page.path, result.issues) }
        return zip(html, checked).map { ($0.path, $1.links) }
    }

    private func notePages(_ pages: [OutputFile]) {
        htmlPages += pages.count { $0.path.hasSuffix(".html") }
        if case .memory = destination { pagePaths.formUnion(pages.map(\.path)) }
    }

    private func hand(_ files: [OutputFile]) throws(OutputWriteError) {
        switch destination {
        case .memory:
            memoryFiles += files
            memoryPaths.formUnion(files.map(\.path))
        case .folder(let session): try session.add(files)
        }
    }

    private func writeIndex(_ bytes: Data) throws(OutputWriteError) {
        switch destination {
        case .memory: indexBytes.append(bytes)
        case .folder(let session): try session.append(bytes, to: "index.html")
        }
    }

    private func writeFrames(_ bytes: Data) throws(OutputWriteError) {
        switch destination {
        case .memory: framesBytes.append(bytes)
        case .folder(let session): try session.append(bytes, to: "frames.json")
        }
    }

    /// Writes `range` of the last build's `frames.json` (a file taken over) into the new one.
    private func copyFrames(_ range: Range<Int>) throws(OutputWriteError) {
        let changed = OutputWriteError.io(path: folder + "/frames.json", reason: "it changed during the build; build again")
        switch destination {
        case .memory:
            guard let read = reuse?.frames?.read(range) else { throw changed }
            framesBytes.append(contentsOf: read)
        case .folder(let session):
            guard let frames = reuse?.frames else { throw changed }
            try session.append(range, of: frames, to: "frames.json", orFail: changed)
        }
    }
}

/// The index as it is written: a piece at a time (a section each, a file's part of the filter's data each), gathered
/// into writes of a megabyte, and handed to its check without the pieces copied from the last build's page (checked
/// when they were rendered; a section's links name its own file's figures and pages, which are taken over too). A
/// copied piece is checked as the line breaks it has, so that the lines the check reports are the page's.
private struct IndexWriter {
    private(set) var offset = 0
    private var pending = Data()
    private var checked = Data()

    mutating func add(_ bytes: Data, _ piece: IndexPiece, write: (Data) throws(OutputWriteError) -> Void,
                      check: PagePipe?) throws(OutputWriteError) {
        offset += bytes.count
        pending.append(bytes)
        if check != nil {
            if piece.isCopied {
                checked.append(Data(repeating: UInt8(ascii: "\n"), count: Self.lineBreaks(in: bytes)))
            } else {
                checked.append(bytes)
            }
        }
        if pending.count >= 1 << 20 { try flush(write: write, check: check) }
    }

    /// How many line feeds `bytes` holds (megabytes of copied sections and filter data at 10,000 scenarios: a
    /// byte-by-byte count was 8 ms).
    static func lineBreaks(in bytes: Data) -> Int {
        bytes.withUnsafeBytes { raw in
            var count = 0
            forEachLineFeed(in: raw) { _ in count += 1 }
            return count
        }
    }

    mutating func flush(write: (Data) throws(OutputWriteError) -> Void, check: PagePipe?) throws(OutputWriteError) {
        if !pending.isEmpty { try write(pending) }
        if !checked.isEmpty { check?.send(checked) }
        pending = Data()
        checked = Data()
    }
}

private extension IndexPiece {
    /// Whether the piece was copied from the last build's page.
    var isCopied: Bool {
        switch self {
        case .page: false
        case .section(_, _, let copied), .search(_, let copied): copied
        }
    }
}

/// Paths in UTF-8 byte order, looked up by bisection: a set of the same paths would copy and hash them all.
struct SortedPaths: Sendable {
    private let paths: [String]

    /// `paths` in any order (sorted here unless they already are).
    init(_ paths: [String]) {
        self.paths = paths.inUTF8Order()
    }

    /// These paths and `others` (in any order), in UTF-8 byte order: merged, the paths here being in order already.
    func merged(with others: [String]) -> [String] {
        let others = others.sorted { $0.utf8Precedes($1) }
        var all: [String] = []
        all.reserveCapacity(paths.count + others.count)
        var i = paths.startIndex, j = others.startIndex
        while i < paths.endIndex && j < others.endIndex {
            if others[j].utf8Precedes(paths[i]) { all.append(others[j]); j += 1 } else { all.append(paths[i]); i += 1 }
        }
        all += paths[i...]
        all += others[j...]
        return all
    }

    func contains(_ path: String) -> Bool {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle].utf8Precedes(path) { low = middle + 1 } else { high = middle }
        }
        return low < paths.count && paths[low].utf8.elementsEqual(path.utf8)
    }
}
