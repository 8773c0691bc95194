import Build
import Foundation
import Site

/// What `framelab diff` is asked to do.
public struct DiffRequest: Sendable {
    /// The current side: built in memory (its `writes` is ignored).
    public var build: BuildRequest
    public var baseline: DiffBaseline
    public var formats: [ReportFormat]
    /// The report directory, as named (messages and the Markdown name it so), and who owns its files.
    public var reportDirectory: String
    public var ownership: OutputOwnership

    public init(build: BuildRequest, baseline: DiffBaseline, formats: [ReportFormat], reportDirectory: String,
                ownership: OutputOwnership) {
        self.build = build; self.baseline = baseline; self.formats = formats
        self.reportDirectory = reportDirectory; self.ownership = ownership
    }
}

/// What `diff` found and wrote.
public struct DiffOutcome: Sendable {
    public var report: DiffReport
    public var build: BuildResult
    /// The file a reader opens first (`index.html`, else `summary.md`), when one of the forms has one.
    public var mainFile: String?
    /// Problems that did not stop the report (the templates failed: pages are not compared).
    public var warnings: [String]
}

/// `diff`: the current build in memory against a baseline, compared file by file; the figures' moved frames
/// from the build's results in memory and the baseline's `frames.json`; the report written in each form asked for.
public enum DiffRun {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    public static func run(_ request: DiffRequest, events: PipelineEvents = PipelineEvents()) throws(Failure) -> DiffOutcome {
        var build = request.build
        build.writes = nil
        build.usesManifest = false
        let result: BuildResult
        do { result = try Pipeline.run(build, events: events) } catch { throw Failure(description: "\(error)") }
        let files = result.output?.files ?? []
        var comparison = OutputComparison.compare(files, with: request.baseline.directory, scope: result.scope)
        var warnings: [String] = []
        if let problem = result.output?.siteError {
            // The figures are what a diff is about: go on without pages, and don't call the baseline's orphans.
            warnings.append("the site's templates: \(problem); pages are not compared")
            comparison.deleted.removeAll { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
        }

        let afterFiles = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let baselineRoot = URL(fileURLWithPath: request.baseline.directory)
        let beforeImage = { (path: String) in OutputFolder.regularFileContents(path, under: baselineRoot) }
        var notes: [String] = []
        var before: FramesDocument?
        if let data = beforeImage("frames.json") {
            do { before = try FramesDocument.parse(data) } catch { notes.append("the baseline's \(error)") }
        } else {
            notes.append("the baseline has no frames.json")
        }
        let named = build.inputs.given.isEmpty ? build.inputs.roots : build.inputs.given
        let report = DiffReport(comparison: comparison, before: before,
                                after: FramesDocument(results: result.report?.results ?? []),
                                baseline: request.baseline.label, current: "fresh build of \(named.joined(separator: ", "))",
                                framesNote: notes.isEmpty ? nil : notes.joined(separator: "; "))

        // The page comes from the user's templates, or FrameLab's own when theirs do not load (warned above).
        let site: SiteBuilder
        switch SitePages.loadBuilder(templates: build.templates, site: build.site) {
        case .success(let builder): site = builder
        case .failure:
            guard case .success(let builtIn) = SitePages.loadBuilder(templates: nil, site: build.site) else {
                throw Failure(description: "FrameLab's own templates do not load")
            }
            site = builtIn
        }
        let context = ReportFormat.Context(reportDirectory: request.reportDirectory, site: site,
                                           beforeImage: beforeImage, afterImage: { afterFiles[$0] })
        var written: [OutputFile] = []
        do {
            for format in ReportFormat.allCases where request.formats.contains(format) {
                written += try format.files(report, context)
            }
        } catch { throw Failure(description: "the diff report's page: \(error)") }
        written.append(OutputOwnership.stamp(listing: written.map(\.path)))
        do {
            // Figures of an earlier report that this one does not show go; files FrameLab did not write stay.
            try OutputWriter.write(written, to: request.reportDirectory, removingStale: .owned(request.ownership))
        } catch { throw Failure(description: "\(error)") }
        let main = ReportFormat.allCases.first { request.formats.contains($0) && $0.mainFile != nil }?.mainFile
        return DiffOutcome(report: report, build: result, mainFile: main, warnings: warnings)
    }
}
