import Foundation
import OutputCheck
import ScenarioKit
import Site

/// Everything `build` writes for a report — `frames.json`, the figures and the site — validated in
/// memory with libxml2 before anything is written. `check` and `diff` compare the same set.
public struct BuildOutput: Sendable {
    public var files: [OutputFile]
    /// Files of the previous build taken over as they are (`Reuse.outputs`), to be kept by the write.
    public var kept: [String] = []
    public var figureCount: Int
    public var issues: [ValidationIssue]
    public var dtdUnavailableReason: String?
    /// The templates could not be loaded or rendered (an input error: exit 2).
    public var siteError: String?
    public var pageCount = 0
    /// Time spent drawing and validating, summed over figures (for `build --timings`).
    public var drawDuration: Duration = .zero
    public var validateDuration: Duration = .zero
    /// Wall time spent loading the templates and rendering the site's pages.
    public var siteDuration: Duration = .zero

    /// Every scenario file's record (`BuildManifest.FileRecord`), by relative path: what the next build takes over
    /// of the files it does not compute again.
    public var records: [String: BuildManifest.FileRecord] = [:]

    /// What a build takes over instead of drawing and rendering it: an incremental build's unchanged files (not even
    /// computed: their `records` stand in for them), or the files outside a subset build (computed, not drawn).
    struct Reuse {
        /// Scenario files (relative paths) whose figures and pages are not drawn or rendered again.
        var files: Set<String>
        /// Their outputs in the folder: kept as they are.
        var outputs: [String]
        /// The files not computed at all, by relative path, and the previous `frames.json` their `frames` ranges are in.
        var records: [String: BuildManifest.FileRecord] = [:]
        var frames = Data()
    }

    /// `templates`: the site's templates directory (`--templates`). `inputs`: every scenario file's relative path, in
    /// the build's order (the report's own files when nil). With `reuse`, the figures and pages of its files are not
    /// drawn, rendered or validated again: the index and `frames.json` take their records, or, for a file computed
    /// but not drawn, its results and each figure's size read from the file in `folder`.
    static func assemble(_ report: BuildReport, inputs: [String]? = nil, jobs: Int, templates: String? = nil,
                         site: SiteOptions = SiteOptions(), figures choice: FigureChoice = FigureChoice(), reuse: Reuse? = nil,
                         folder: String = "", progress: (@Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void)? = nil)
        -> BuildOutput {
        let reused = reuse?.files ?? []
        var fresh = report
        fresh.results = report.results.filter { !reused.contains($0.fileRelativePath) }
        // The pages place a figure they did not draw by its file, the one thing read back.
        let previousPlacements = parallelMap(report.results.filter { reused.contains($0.fileRelativePath) }, jobs: jobs) { result in
            let path = result.outputStem + ".svg"
            return (path, SitePages.svgPlacement(OutputFolder.regularFileContents(path, under: URL(fileURLWithPath: folder)) ?? Data()))
        }
        func counter(_ phase: String, _ total: Int) -> ProgressCounter {
            guard let progress else { return ProgressCounter(total: total, progress: nil) }
            return ProgressCounter(total: total) { done, total in progress(phase, done, total) }
        }
        let drawn = Figures.make(for: fresh, jobs: jobs, figures: choice, counter: counter("figures drawn", fresh.results.count))
        let figures = drawn.flatMap(\.vectors)
        let placements = Dictionary(drawn.compactMap { work in work.placement.map { (work.stem + ".svg", $0) } } + previousPlacements,
                                    uniquingKeysWith: { first, _ in first })
        let validator = OutputValidator()
        let validated = counter("figures validated", figures.count)
        let checked = parallelMap(figures, jobs: jobs) { file in
            defer { validated.advance() }
            let clock = ContinuousClock()
            var issues: [ValidationIssue] = []
            let elapsed = clock.measure { issues = validator.validateSVG(file.contents, file: file.path) }
            return (issues, elapsed)
        }
        let records = FileRecords(report, inputs: inputs, placements: placements, appearance: choice.pageAppearance(for:),
                                  previous: reuse?.records ?? [:], previousFrames: reuse?.frames ?? Data(), jobs: jobs)
        var pages: [OutputFile] = []
        var siteError: String?
        let siteStart = ContinuousClock.now
        switch SitePages.loadBuilder(templates: templates, site: site) {
        case .success(let builder):
            do {
                let rendered = counter("pages rendered", fresh.results.count + 1)
                pages = try builder.pages(index: records.index, details: records.scenarios.filter { !reused.contains($0.0) }.map(\.1),
                                          progress: rendered.advance).map { OutputFile(path: $0.path, contents: $0.contents) }
            } catch {
                siteError = "\(error)"
            }
        case .failure(let error):
            siteError = "\(error)"
        }
        let siteDuration = ContinuousClock.now - siteStart
        let kept = reuse?.outputs ?? []
        var files = [OutputFile(path: "frames.json", contents: records.frames)] + figures + drawn.flatMap(\.others) + pages
        // The stamp that makes the folder FrameLab's, listing its files (`OutputOwnership`).
        files.append(OutputOwnership.stamp(listing: files.map(\.path) + kept))
        files.sort { $0.path < $1.path }
        let html = pages.filter { $0.path.hasSuffix(".html") }
        var issues = checked.flatMap(\.0) + drawn.flatMap(\.issues)
        // Each page is parsed once, on every core, for its validity and its links.
        let pagesValidated = counter("pages validated", html.count)
        let checkedPages = parallelMap(html, jobs: jobs) { page in
            defer { pagesValidated.advance() }
            return validator.validateHTMLCollectingLinks(page.contents, file: page.path)
        }
        issues += checkedPages.flatMap(\.issues)
        let paths = Set(files.map(\.path) + kept)
        // Pages are in path order, and each page's issues come sorted: joined, they are sorted too.
        issues += parallelMap(Array(zip(html.map(\.path), checkedPages.map(\.links))), jobs: jobs) { page in
            validator.checkLinks([page], files: paths)
        }.flatMap { $0 }
        return BuildOutput(files: files, kept: kept, figureCount: figures.count + kept.count { $0.hasSuffix(".svg") }, issues: issues,
                           dtdUnavailableReason: validator.dtdUnavailableReason, siteError: siteError,
                           pageCount: html.count + kept.count { $0.hasSuffix(".html") },
                           drawDuration: drawn.reduce(.zero) { $0 + $1.drawDuration },
                           validateDuration: checked.reduce(.zero) { $0 + $1.1 }, siteDuration: siteDuration,
                           records: records.byFile)
    }
}
