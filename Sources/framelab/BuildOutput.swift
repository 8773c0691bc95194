import Foundation
import OutputCheck
import ScenarioKit
import Site

/// Everything `build` writes for a report — `frames.json` and one figure per scenario — validated in
/// memory with libxml2 before anything is written. `check` and `diff` compare the same set.
struct BuildOutput {
    var files: [OutputFile]
    var figureCount: Int
    var issues: [ValidationIssue]
    var dtdUnavailableReason: String?
    /// The templates could not be loaded or rendered (an input error: exit 2).
    var siteError: String?
    var pageCount = 0
    /// Time spent drawing and validating, summed over figures (for `build --timings`).
    var drawDuration: Duration = .zero
    var validateDuration: Duration = .zero
    /// Wall time spent loading the templates and rendering the site's pages.
    var siteDuration: Duration = .zero

    /// The file kinds `build` owns in its output directory: stale ones are removed after a build.
    static let ownedExtensions: Set<String> = ["svg", "html", "json", "css", "png"]

    /// `templates`: the site's templates directory (`--templates`).
    static func assemble(_ report: BuildReport, jobs: Int, templates: String? = nil, site: SiteOptions = SiteOptions(),
                         figures choice: FigureChoice = FigureChoice(),
                         progress: (@Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void)? = nil) -> BuildOutput {
        func counter(_ phase: String, _ total: Int) -> ProgressCounter {
            guard let progress else { return ProgressCounter(total: total, progress: nil) }
            return ProgressCounter(total: total) { done, total in progress(phase, done, total) }
        }
        let drawn = Figures.files(for: report, jobs: jobs, figures: choice, counter: counter("figures drawn", report.results.count))
        let figures = drawn.map(\.file)
        let rasters = Figures.pngFiles(for: figures, scales: choice.pngScales, jobs: jobs)
        let validator = OutputValidator()
        let validated = counter("figures validated", figures.count)
        let checked = parallelMap(figures, jobs: jobs) { file in
            defer { validated.advance() }
            let clock = ContinuousClock()
            var issues: [ValidationIssue] = []
            let elapsed = clock.measure { issues = validator.validateSVG(file.contents, file: file.path) }
            return (issues, elapsed)
        }
        var pages: [OutputFile] = []
        var siteError: String?
        let siteStart = ContinuousClock.now
        switch SitePages.loadBuilder(templates: templates, site: site) {
        case .success(let builder):
            do {
                let rendered = counter("pages rendered", report.results.count + 1)
                pages = try SitePages.files(for: report, figures: figures, builder: builder, progress: rendered.advance) { scenario in
                    choice.docc ? .light : choice.resolved(for: scenario).appearance
                }
            } catch {
                siteError = "\(error)"
            }
        case .failure(let error):
            siteError = "\(error)"
        }
        let siteDuration = ContinuousClock.now - siteStart
        let files = (report.outputFiles() + figures + rasters.files + pages).sorted { $0.path < $1.path }
        let html = pages.filter { $0.path.hasSuffix(".html") }
        var issues = checked.flatMap(\.0) + rasters.issues
        // Each page is parsed once, on every core, for its validity and its links.
        let checkedPages = parallelMap(html, jobs: jobs) { validator.validateHTMLCollectingLinks($0.contents, file: $0.path) }
        issues += checkedPages.flatMap(\.issues)
        let paths = Set(files.map(\.path))
        // Pages are in path order, and each page's issues come sorted: joined, they are sorted too.
        issues += parallelMap(Array(zip(html.map(\.path), checkedPages.map(\.links))), jobs: jobs) { page in
            validator.checkLinks([page], files: paths)
        }.flatMap { $0 }
        return BuildOutput(files: files, figureCount: figures.count, issues: issues,
                           dtdUnavailableReason: validator.dtdUnavailableReason, siteError: siteError,
                           pageCount: html.count,
                           drawDuration: drawn.reduce(.zero) { $0 + $1.duration },
                           validateDuration: checked.reduce(.zero) { $0 + $1.1 }, siteDuration: siteDuration)
    }
}
