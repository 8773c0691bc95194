import Foundation
import ScenarioKit
import Site

/// What one build is asked to do: `build`, `check`, `serve` and `diff`'s baseline differ only in these values.
public struct BuildRequest: Sendable {
    public var inputs: BuildInputs
    /// The output folder: where the files go (with `writes`), what the manifest describes, and where an
    /// incremental or subset build finds the figures it does not draw again.
    public var output: String
    /// The user's template overrides (nil: FrameLab's own).
    public var templates: String?
    public var site: SiteOptions
    public var figures: FigureChoice
    public var jobs: Int
    /// Write into `output`, removing stale files so (nil: build in memory only).
    public var writes: OutputWriter.StaleFiles?
    /// Take the last build's manifest into account: nothing to do when nothing changed, only the changed files
    /// redone otherwise; and record a manifest after writing. A subset build never does (its folder is only
    /// what a full build writes when the rest of it was current).
    public var usesManifest: Bool

    public init(inputs: BuildInputs, output: String, templates: String? = nil, site: SiteOptions = SiteOptions(),
                figures: FigureChoice = FigureChoice(), jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                writes: OutputWriter.StaleFiles? = nil, usesManifest: Bool = false) {
        self.inputs = inputs; self.output = output; self.templates = templates; self.site = site
        self.figures = figures; self.jobs = jobs; self.writes = writes; self.usesManifest = usesManifest
    }
}

/// What a build did.
public struct BuildResult: Sendable {
    /// When the last build's manifest matched: nothing was computed, and the folder is as that build left it.
    public var unchanged: BuildManifest?
    public var report: BuildReport?
    public var output: BuildOutput?
    /// The output files this build speaks for (all, unless a subset of the scenario files was named).
    public var scope: OutputScope
    /// Files of the output folder that FrameLab did not write and kept (after a write).
    public var foreign: [String] = []
    /// 0, 1 (an expectation failed, or a file is invalid) or 2 (an input error).
    public var exitStatus: Int32
    /// The counts the summary line gives.
    public var summary: BuildManifest.Summary
}

/// Why a build stopped before it was done: the templates could not be loaded or rendered, or the output could not
/// be written. Everything else is a message in the result.
public struct PipelineError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// How a build tells what it is doing while it runs (called from worker threads).
public struct PipelineEvents: Sendable {
    /// A phase's progress: `scenarios computed`, 120 of 400.
    public var progress: @Sendable (_ phase: String, _ done: Int, _ total: Int) -> Void
    /// A message for the user, as soon as it is known: an input error, a failed expectation, a validation problem.
    public var message: @Sendable (BuildManifest.Message) -> Void

    public init(progress: @escaping @Sendable (String, Int, Int) -> Void = { _, _, _ in },
                message: @escaping @Sendable (BuildManifest.Message) -> Void = { _ in }) {
        self.progress = progress; self.message = message
    }
}

/// The one way FrameLab builds: configuration → inputs → load → compute → draw → render → validate → write,
/// with the manifest, incremental reuse and atomic output. `build`, `check`, `serve` and `diff` (for the current
/// side, and for a baseline rebuilt at a git ref) all call `run`.
public enum Pipeline {
    public static func run(_ request: BuildRequest, events: PipelineEvents = PipelineEvents()) throws(PipelineError) -> BuildResult {
        let scope = request.inputs.scope
        let cache = BuildCache(output: request.output)
        let fingerprint = request.usesManifest && request.inputs.selected == nil ? BuildFingerprint(request) : nil
        let previous = fingerprint.flatMap { cache.previousBuild($0, jobs: request.jobs) }
        if let previous, let fingerprint, BuildCache.isUnchanged(previous, fingerprint) {
            if request.writes != nil { OutputWriter.removeAbandonedStaging(besides: request.output) }
            return BuildResult(unchanged: previous, scope: scope, exitStatus: previous.summary.exitStatus, summary: previous.summary)
        }

        // Files an incremental build takes over: unchanged since the last build, which recorded them. They are not
        // computed, drawn or rendered; their outputs in the folder stay as they are.
        var reuse: BuildOutput.Reuse?
        if request.writes != nil, let previous, let fingerprint { reuse = cache.reuse(previous, fingerprint) }
        let recorder = MessageRecorder(events.message)
        let computed = request.inputs.files.filter { reuse?.records[$0.relativePath] == nil }
        let report = ScenarioBuild.run(resolved: computed, swiftSources: request.inputs.programSources,
                                       previews: request.inputs.previews, jobs: request.jobs) { done, total in
            events.progress("scenarios computed", done, total)
        }
        // Files whose figures and pages are not drawn again: those outside a subset (computed, for the index and
        // frames.json). Their outputs in the folder stay as they are.
        if let selected = request.inputs.selected {
            let others = Set(request.inputs.files.map(\.relativePath)).subtracting(selected)
            let existing = OutputFolder.existingFiles(under: URL(fileURLWithPath: request.output).standardizedFileURL)
            reuse = BuildOutput.Reuse(files: others, outputs: existing.filter { !scope.contains($0) })
        }
        let inputs = request.inputs.files.map(\.relativePath)
        // What the build says, as soon as it is known, in this order: input errors, placeholders (each once), failed
        // expectations, file by file (an unchanged file's as its record has them).
        let resultsByFile = Dictionary(grouping: report.results, by: \.fileRelativePath)
        let messages = inputs.map { path in
            reuse?.records[path].map { ($0.warnings, $0.failures) } ?? FileRecords.messages(of: resultsByFile[path] ?? [])
        }
        var seen = Set<String>()
        let warnings = messages.flatMap(\.0).filter { seen.insert($0).inserted }
        let failures = messages.flatMap(\.1)
        for diagnostic in report.diagnostics { recorder.say(diagnostic.description, isInputError: true) }
        for warning in warnings { recorder.say(warning) }
        for failure in failures { recorder.say(failure) }

        let built = BuildOutput.assemble(report, inputs: inputs, jobs: request.jobs, templates: request.templates, site: request.site,
                                         figures: request.figures, reuse: reuse, folder: request.output,
                                         progress: events.progress)
        // A build that writes stops here; one in memory leaves it to its caller (`diff` goes on without pages).
        if let problem = built.siteError, request.writes != nil { throw PipelineError(description: "the site's templates: \(problem)") }
        if let reason = built.dtdUnavailableReason {
            recorder.say("framelab: warning: \(reason); checked well-formedness and policy only")
        }
        for issue in built.issues { recorder.say(issue.description) }

        var foreign: [String] = []
        if let stale = request.writes {
            do throws(OutputWriteError) {
                foreign = try OutputWriter.write(built.files, keeping: built.kept, to: request.output, removingStale: stale).foreign
            } catch { throw PipelineError(description: "\(error)") }
            for line in foreignFileWarnings(foreign, in: request.output) { recorder.say(line) }
        }
        let status: Int32 = report.errorCount > 0 ? 2 : !failures.isEmpty || !built.issues.isEmpty ? 1 : 0
        let summary = BuildManifest.Summary(
            exitStatus: status, scenarios: inputs.reduce(0) { $0 + (built.records[$1]?.scenarios.count ?? 0) },
            files: inputs.count, figures: built.figureCount, pages: built.pageCount, outputs: built.files.count + built.kept.count,
            failures: failures.count, errors: report.errorCount, issues: built.issues.count, placeholders: warnings.count)
        if request.writes != nil, let fingerprint {
            // A file taken over uses what it used.
            var uses = report.swiftUses
            for input in previous?.inputs ?? [] where reuse?.records[input.path] != nil { uses[input.path] = input.uses }
            cache.record(fingerprint, uses: uses, records: built.records, messages: recorder.messages, summary: summary)
        }
        return BuildResult(report: report, output: built, scope: scope, foreign: foreign, exitStatus: status, summary: summary)
    }

    /// What the output depends on, to tell whether anything changed since `fingerprint` was taken (`serve`).
    public static func fingerprint(_ request: BuildRequest) -> BuildFingerprint { BuildFingerprint(request) }

    /// One warning per file of the output folder that FrameLab did not write and kept, the first ten of them.
    static func foreignFileWarnings(_ foreign: [String], in output: String) -> [String] {
        guard !foreign.isEmpty else { return [] }
        var lines = foreign.prefix(10).map { "framelab: warning: \(output)/\($0) was not written by FrameLab; it is kept" }
        if foreign.count > 10 { lines.append("framelab: warning: and \(foreign.count - 10) more files FrameLab did not write in \(output)") }
        return lines
    }
}

/// The messages of a build in the order they were said, each also passed on as it is said.
private final class MessageRecorder: @unchecked Sendable {
    private(set) var messages: [BuildManifest.Message] = []
    private let pass: @Sendable (BuildManifest.Message) -> Void

    init(_ pass: @escaping @Sendable (BuildManifest.Message) -> Void) { self.pass = pass }

    func say(_ text: String, isInputError: Bool = false) {
        let message = BuildManifest.Message(isInputError: isInputError, text: text)
        messages.append(message)
        pass(message)
    }
}
