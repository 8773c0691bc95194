import Foundation
import LayoutCore
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
    /// With `usesManifest`: build everything again, as if there were no last build, and record the manifest still
    /// (`build --force`), so that the next build has one to go by.
    public var ignoresLastBuild = false
    /// About how many scenarios are computed, drawn, rendered and written at a time (whole files): what a build holds
    /// in memory besides the index's records. The output does not depend on it.
    public var batchScenarios = Pipeline.defaultBatchScenarios

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
    /// What was computed: its input errors and timings; its files and results only when the build was kept in memory
    /// (a build that writes drops each batch once written).
    public var report: BuildReport?
    public var output: BuildOutput?
    /// The output files this build speaks for (all, unless a subset of the scenario files was named).
    public var scope: OutputScope
    /// The scenario files this build computed (not those an incremental build took over), by relative path.
    public var computedFiles: [String] = []
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
    /// A phase's progress: `scenario files built`, 12 of 40.
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
        // Before the folder is read: a build killed just before its exchange had moved folders out of it (`FolderMoves`).
        if request.writes != nil { OutputWriter.removeAbandonedStaging(besides: request.output) }
        let cache = BuildCache(output: request.output)
        let fingerprint = request.usesManifest && request.inputs.selected == nil ? BuildFingerprint(request) : nil
        // The folder's tree is read on a thread of its own while the last build's manifest is read, on the core otherwise
        // idle then. Read after the stamps were checked, it kept a build with one changed file in 10,000 waiting 20 ms;
        // a build with nothing to do drops it.
        let oldTree = request.writes != nil ? OutputSession.readTree(request.output) : nil
        // The templates and the validator are made on threads of their own from the moment the build knows it has
        // something to do: while the last build's stamps are checked, when its manifest names other inputs.
        var preparation: OutputAssembly.Preparation?
        let prepare = { preparation = preparation ?? OutputAssembly.Preparation(templates: request.templates, site: request.site) }
        if fingerprint == nil || request.ignoresLastBuild { prepare() }
        let previous = request.ignoresLastBuild ? nil : fingerprint.flatMap { cache.previousBuild($0, jobs: request.jobs, changed: prepare) }
        if let previous, let fingerprint, BuildCache.isUnchanged(previous, fingerprint) {
            return BuildResult(unchanged: previous, scope: scope, exitStatus: previous.summary.exitStatus, summary: previous.summary)
        }

        // Files an incremental build takes over: unchanged since the last build, which recorded them. They are not
        // computed, drawn or rendered; their outputs in the folder stay as they are.
        var reuse: BuildOutput.Reuse?
        if request.writes != nil, let previous, let fingerprint { reuse = cache.reuse(previous, fingerprint) }
        let recorder = MessageRecorder(events.message)
        let start = ContinuousClock.now
        let inputs = request.inputs.files.map(\.relativePath)
        // Files whose figures and pages are not drawn again: those outside a subset (computed, for the index and
        // frames.json). Their outputs in the folder stay as they are.
        if let selected = request.inputs.selected {
            let others = Set(inputs).subtracting(selected)
            let existing = OutputFolder.existingFiles(under: URL(fileURLWithPath: request.output).standardizedFileURL)
            reuse = BuildOutput.Reuse(files: others, outputs: existing.filter { !scope.contains($0) })
        }

        // Batch by batch: read, computed, drawn, rendered, validated, and written into the new tree (or kept, in memory).
        var session: OutputSession?
        var shared = ScenarioBuild.SharedWork(swiftSources: request.inputs.programSources, previews: request.inputs.previews)
        var report = BuildReport(files: [], results: [], diagnostics: [], duration: .zero)
        var computedFiles: [String] = [], scenarioFiles: Set<String> = []
        var diagnosticsByFile: [[Diagnostic]] = []
        var uses: [String: [String]] = [:]
        let built: BuildOutput
        let records = reuse?.records ?? [:]
        let computes = { (path: String) in records[path] == nil }
        defer { session?.waitUntilDone() }
        do throws(OutputWriteError) {
            session = try request.writes.map { stale throws(OutputWriteError) in
                try OutputSession(directory: request.output, removingStale: stale, jobs: request.jobs, listingPaths: false,
                                  reading: oldTree)
            }
            prepare()
            let assembly = OutputAssembly(jobs: request.jobs, preparation: preparation!,
                                          figures: request.figures, reuse: reuse, folder: request.output,
                                          destination: session.map { .folder($0) } ?? .memory)
            let counter = ProgressCounter(total: inputs.count { computes($0) }) { done, total in
                events.progress("scenario files built", done, total)
            }
            try Batches.forEach(request.inputs.files, computes: computes, previews: request.inputs.previews, jobs: request.jobs,
                                scenarios: request.batchScenarios) { (batchInputs, loaded, loadDuration) throws(OutputWriteError) in
                let admitted = shared.admit(loaded)
                // The scenarios of changed files whose keys are the last build's are taken over, not computed.
                let (files, takeover) = ScenarioTakeover.split(admitted, reuse: reuse, figures: request.figures)
                let computed = shared.compute(files, jobs: request.jobs)
                let part = BuildReport(files: files, results: computed.results, diagnostics: computed.diagnostics.flatMap { $0 },
                                       duration: .zero)
                diagnosticsByFile += computed.diagnostics
                uses.merge(part.swiftUses) { _, new in new }
                try assembly.add(part, inputs: batchInputs, takeover: takeover)
                report.loadDuration += loadDuration
                computedFiles += files.map(\.relativePath)
                scenarioFiles.formUnion(files.map(\.displayPath))
                // A build in memory keeps its files and results (`diff` compares their frames); one that writes has
                // written them.
                if session == nil {
                    report.files += files
                    report.results += computed.results
                }
                for _ in files { counter.advance() }
            }
            built = try assembly.finish()
            // The last build's frames.json is read no more: closed now, while the old tree still links it. Closed after
            // the exchange, its last descriptor freed its pages (20 MB at 10,000 scenarios) on the way; the old tree's
            // removal frees them on a thread of its own.
            reuse?.frames = nil
        } catch {
            session?.discard()
            throw PipelineError(description: "\(error)")
        }
        report.diagnostics = shared.diagnostics(diagnosticsByFile)
        report.duration = ContinuousClock.now - start

        // What the build says, in this order: input errors, placeholders (each once), failed expectations, file by file
        // (an unchanged file's as its record has them).
        let messages = inputs.map { built.records.summaries[$0].map { ($0.warnings, $0.failures) } ?? ([], []) }
        var seen = Set<String>()
        let warnings = messages.flatMap(\.0).filter { seen.insert($0).inserted }
        let failures = messages.flatMap(\.1)
        for diagnostic in report.diagnostics { recorder.say(diagnostic.description, isInputError: true) }
        for warning in warnings { recorder.say(warning) }
        for failure in failures { recorder.say(failure) }

        // A build that writes stops here; one in memory leaves it to its caller (`diff` goes on without pages).
        if let problem = built.siteError, let session {
            session.discard()
            throw PipelineError(description: "the site's templates: \(problem)")
        }
        if let reason = built.dtdUnavailableReason {
            recorder.say("framelab: warning: \(reason); checked well-formedness and policy only")
        }
        for issue in built.issues { recorder.say(issue.description) }

        var foreign: [String] = [], movedWhole: [String] = []
        if let session {
            do throws(OutputWriteError) {
                let summary = try session.finish(keeping: built.kept)
                foreign = summary.foreign
                movedWhole = summary.movedWhole
            } catch { throw PipelineError(description: "\(error)") }
            for line in foreignFileWarnings(foreign, in: request.output) { recorder.say(line) }
        }
        let status: Int32 = report.errorCount > 0 ? 2 : !failures.isEmpty || !built.issues.isEmpty ? 1 : 0
        let summary = BuildManifest.Summary(
            exitStatus: status, scenarios: inputs.reduce(0) { $0 + (built.records.summaries[$1]?.scenarios ?? 0) },
            files: inputs.count, figures: built.figureCount, pages: built.pageCount, outputs: built.fileCount,
            failures: failures.count, errors: report.errorCount, issues: built.issues.count, placeholders: warnings.count)
        if request.writes != nil, let fingerprint {
            // After an error in an app file, every file is taken to use every app file; a file taken over uses what it used.
            if BuildReport.hasError(report.diagnostics, outside: scenarioFiles) { uses = [:] }
            for input in previous?.inputs ?? [] where reuse?.records[input.path] != nil { uses[input.path] = input.uses }
            // The folders moved whole hold what the last build's stamps, checked before this one began, say.
            let reused = previous.map { BuildManifest.ReusedStamps($0.stamps, folders: Set(movedWhole)) }
            cache.record(fingerprint, uses: uses, records: built.records, messages: recorder.messages, summary: summary,
                         reusing: reused, jobs: request.jobs)
        }
        built.records.remove()
        return BuildResult(report: report, output: built, scope: scope, computedFiles: computedFiles, foreign: foreign,
                           exitStatus: status, summary: summary)
    }

    /// How many scenarios a batch computes before its figures and pages are drawn, rendered and written: enough to
    /// keep every core busy, few enough that a batch's results, figures and pages stay a few megabytes.
    public static let defaultBatchScenarios = 512

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
