import ScenarioKit
import Foundation
import LayoutCore
import ViewLayout

/// One scenario that was built: its file, its source, its view tree, its layout and its failed checks.
public struct ScenarioResult: Sendable {
    /// The file's path under the scenarios root, with `.yaml`.
    public var fileRelativePath: String
    /// The file as messages name it.
    public var fileDisplayPath: String
    public var scenario: Scenario
    public var view: ViewNode
    public var layout: LayoutResult
    public var failures: [ExpectationFailure]
    /// Time spent interpreting the Swift source, and laying out and checking (for `build --timings`).
    public var interpretDuration: Duration = .zero
    /// The app's `.swift` files (`swift:`) whose declarations the view used.
    public var swiftFiles: [String] = []
    /// Placeholders for other modules' views and modifiers in the app's code (`Placeholders`), in file order.
    public var warnings: [Diagnostic] = []
    /// The app's Swift the page shows: the preview's lines, then the declaration of each of the app's views it uses.
    public var excerpts: [SourceExcerpt] = []
    public var layoutDuration: Duration = .zero

    public init(fileRelativePath: String, fileDisplayPath: String, scenario: Scenario, view: ViewNode,
                layout: LayoutResult, failures: [ExpectationFailure]) {
        self.fileRelativePath = fileRelativePath; self.fileDisplayPath = fileDisplayPath; self.scenario = scenario
        self.view = view; self.layout = layout; self.failures = failures
    }

    /// Where the scenario's figures go in `Output/`: `<file path without .yaml>/<id>`.
    public var outputStem: String { ScenarioLoader.outputFolder(ofFile: fileRelativePath) + "/" + scenario.id }
}

/// Everything one build found, in a deterministic order (files sorted by path, scenarios in file order),
/// whatever the number of jobs. Later stages (figures, pages, `check`, `diff`) read this in memory.
public struct BuildReport: Sendable {
    /// Every file that was looked at, sorted by path, with its loading diagnostics.
    public var files: [LoadedFile]
    /// The scenarios that were built, file by file in path order, each file's in its order.
    public var results: [ScenarioResult]
    /// Every input error (YAML and Swift), file by file, in line order within a file.
    public var diagnostics: [Diagnostic]
    public var duration: Duration
    /// Time spent reading and checking the YAML files, summed over files (for `build --timings`).
    public var loadDuration: Duration = .zero

    public init(files: [LoadedFile], results: [ScenarioResult], diagnostics: [Diagnostic], duration: Duration) {
        self.files = files; self.results = results; self.diagnostics = diagnostics; self.duration = duration
    }

    public var failures: [ExpectationFailure] { results.flatMap(\.failures) }
    /// The placeholder warnings of every scenario, each once (a view several previews use is reported once).
    public var warnings: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return results.flatMap(\.warnings).filter { seen.insert($0).inserted }
    }

    /// The app's `.swift` files each scenario file's views used, by the file's relative path. A file with an
    /// error is left out, and so taken to use them all (its views were not all interpreted); after an error in an
    /// app file itself, every file is.
    public var swiftUses: [String: [String]] {
        if hasErrorOutsideScenarioFiles { return [:] }
        let failed = Set(diagnostics.map(\.location.file))
        var uses: [String: Set<String>] = [:]
        for file in files where !failed.contains(file.displayPath) { uses[file.relativePath] = [] }
        for result in results { uses[result.fileRelativePath]?.formUnion(result.swiftFiles) }
        return uses.mapValues { $0.sorted() }
    }
    /// Whether an input error is in no scenario file (in an app `.swift` file).
    public var hasErrorOutsideScenarioFiles: Bool { Self.hasError(diagnostics, outside: Set(files.map(\.displayPath))) }

    /// Whether one of `diagnostics` is in none of the scenario files `scenarioFiles` (their display paths).
    public static func hasError(_ diagnostics: [Diagnostic], outside scenarioFiles: Set<String>) -> Bool {
        diagnostics.contains { !scenarioFiles.contains($0.location.file) }
    }
    public var scenarioCount: Int { results.count }
    public var fileCount: Int { files.count }
    public var errorCount: Int { diagnostics.count }
    public var failureCount: Int { results.reduce(0) { $0 + $1.failures.count } }

    /// The command-line contract: 2 when an input was bad (everything else is still built), otherwise
    /// 1 when an expectation failed, otherwise 0.
    public var exitStatus: Int32 {
        if errorCount > 0 { return 2 }
        if failureCount > 0 { return 1 }
        return 0
    }

    /// `Built 236 scenarios from 14 files in 0.41 s: 0 expectation failures, 0 errors.`
    public var summary: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return "Built \(Self.count(scenarioCount, "scenario")) from \(Self.count(fileCount, "file")) in "
            + String(format: "%.2f", seconds) + " s: \(Self.count(failureCount, "expectation failure")), "
            + "\(Self.count(errorCount, "error"))."
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// The files this build writes into the output directory, by relative path. For now: `frames.json`.
    public func outputFiles() -> [OutputFile] {
        [OutputFile(path: "frames.json", contents: Data(FramesJSON.render(self).utf8))]
    }
}

/// The build as a library function: load, interpret, lay out, check. No output is written here.
public enum ScenarioBuild {
    /// Progress: scenarios done so far and how many there are (called from worker threads).
    public typealias Progress = @Sendable (_ done: Int, _ total: Int) -> Void

    /// Builds every scenario file under `scenariosRoot` on up to `jobs` threads. Throws only when the
    /// root itself cannot be listed; problems in files are diagnostics in the report.
    public static func run(scenariosRoot: String, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                           progress: Progress? = nil) throws -> BuildReport {
        try run(inputs: [scenariosRoot], jobs: jobs, progress: progress)
    }

    /// Builds the scenario files `inputs` name (folders and single files, see `ScenarioLoader.load(inputs:)`).
    /// Throws only when an input does not exist; problems in files are diagnostics in the report.
    public static func run(inputs: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                           progress: Progress? = nil) throws -> BuildReport {
        run(resolved: try ScenarioLoader.resolve(inputs: inputs), jobs: jobs, progress: progress)
    }

    /// Builds the files `ScenarioLoader.resolve(inputs:)` found.
    public static func run(resolved: [ScenarioLoader.Input], swiftSources: [String] = [], previews: PreviewOptions = PreviewOptions(),
                           jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: Progress? = nil) -> BuildReport {
        let start = ContinuousClock.now
        let loaded = load(resolved, previews: previews, jobs: jobs)
        var report = run(files: loaded.files, swiftSources: swiftSources, previews: previews, jobs: jobs, progress: progress)
        report.loadDuration = loaded.duration
        report.duration = ContinuousClock.now - start
        return report
    }

    /// Reads and checks the files `ScenarioLoader.resolve(inputs:)` found, on up to `jobs` threads; `duration` is the
    /// time spent, summed over files.
    public static func load(_ resolved: [ScenarioLoader.Input], previews: PreviewOptions, jobs: Int) -> (files: [LoadedFile], duration: Duration) {
        let loaded = parallelMap(resolved, jobs: jobs) { input in
            let clock = ContinuousClock()
            var file: LoadedFile?
            let elapsed = clock.measure { file = input.load(previews: previews) }
            return (file!, elapsed)
        }
        return (loaded.map(\.0), loaded.reduce(.zero) { $0 + $1.1 })
    }

    /// Builds the scenarios of files already loaded (used by `explain` and by tests).
    /// `previews`: the declared placeholder sizes every scenario's app code uses, and whether placeholders are errors.
    public static func run(files: [LoadedFile], swiftSources: [String] = [], previews: PreviewOptions = PreviewOptions(),
                           jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: Progress? = nil) -> BuildReport {
        let start = ContinuousClock.now
        var shared = SharedWork(swiftSources: swiftSources, previews: previews)
        let admitted = shared.admit(files)
        let counter = ProgressCounter(total: admitted.reduce(0) { $0 + ($1.file?.scenarios.count ?? 0) }, progress: progress)
        let batch = shared.compute(admitted, jobs: jobs, counter: counter)
        return BuildReport(files: admitted, results: batch.results, diagnostics: shared.diagnostics(batch.diagnostics),
                           duration: ContinuousClock.now - start)
    }

    /// What every batch of a build shares: the output names of the files so far, which a later file may not take, and
    /// the app's declarations, parsed once for every scenario (and once more for each set of files a scenario file
    /// adds with its own `swift:`).
    public struct SharedWork: Sendable {
        var programs: [[String]: (program: SwiftProgram, diagnostics: [Diagnostic])] = [[]: (.empty, [])]
        var claims = OutputNameCheck.Claims()
        var swiftSources: [String]
        var previews: PreviewOptions

        public init(swiftSources: [String], previews: PreviewOptions) {
            self.swiftSources = swiftSources
            self.previews = previews
        }

        /// `files` (the next ones, in order) ready to compute: one whose outputs would collide with an earlier file's
        /// has an error instead of scenarios, and the app sources each one names are parsed.
        public mutating func admit(_ files: [LoadedFile]) -> [LoadedFile] {
            for file in files {
                let paths = swiftSources + (file.file?.swiftSources ?? [])
                if programs[paths] == nil { programs[paths] = SwiftSources.program(paths) }
            }
            return claims.apply(files)
        }

        /// The scenarios of `batch` (whole files of `files`, in order), built on up to `jobs` threads: their results,
        /// and each file's diagnostics in line order. `counter` advances a scenario at a time (a build counts files).
        public func compute(_ batch: [LoadedFile], jobs: Int, counter: ProgressCounter? = nil) -> (results: [ScenarioResult], diagnostics: [[Diagnostic]]) {
            struct Work: Sendable {
                var fileIndex: Int
                var file: LoadedFile
                var scenario: Scenario
            }
            let work = batch.enumerated().flatMap { index, loaded in
                (loaded.file?.scenarios ?? []).map { Work(fileIndex: index, file: loaded, scenario: $0) }
            }
            let outcomes = parallelMap(work, jobs: jobs) { item -> Result<ScenarioResult, Diagnostics> in
                defer { counter?.advance() }
                let program = programs[swiftSources + (item.file.file?.swiftSources ?? [])]?.program ?? .empty
                var scenario = item.scenario
                scenario.swiftEnvironment.placeholders = previews.placeholders
                let outcome = build(scenario, relativePath: item.file.relativePath, displayPath: item.file.displayPath, program: program)
                // `--strict`: a placeholder is an error, and its scenario is not built.
                if previews.strict, case .success(let result) = outcome, !result.warnings.isEmpty {
                    return .failure(Diagnostics(result.warnings.map(\.asError)))
                }
                return outcome
            }
            var results: [ScenarioResult] = []
            var diagnosticsByFile = batch.map(\.diagnostics)
            for (item, outcome) in zip(work, outcomes) {
                switch outcome {
                case .success(let result): results.append(result)
                case .failure(let errors): diagnosticsByFile[item.fileIndex] += errors.all
                }
            }
            return (results, diagnosticsByFile.map { list in
                list.enumerated().sorted { a, b in
                    a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
                }.map(\.element)
            })
        }

        /// Every input error of the build: the app's syntax errors, then each file's (`compute`), each error once
        /// (an error in an app file that several scenarios use is reported once).
        public func diagnostics(_ byFile: [[Diagnostic]]) -> [Diagnostic] {
            let sourceDiagnostics = programs.keys.sorted { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
                .flatMap { programs[$0]!.diagnostics }
            var seen = Set<Diagnostic>()
            return (sourceDiagnostics + byFile.flatMap { $0 }).filter { seen.insert($0).inserted }
        }
    }

    /// The most declarations a page shows: enough for a screen's views, bounded for a page's size.
    static let maximumExcerpts = 12

    /// A preview's own lines, then the declarations of the app's views in `view`, in the order they first appear.
    static func excerpts(_ scenario: Scenario, view: ViewNode, program: SwiftProgram) -> [SourceExcerpt] {
        var out: [SourceExcerpt] = []
        if let preview = scenario.preview {
            out.append(SourceExcerpt(title: "Preview", file: preview.file, firstLine: scenario.viewOrigin.line, text: scenario.viewSource))
        }
        var seen: Set<String> = []
        var stack = [view]
        while let node = stack.popLast(), out.count < maximumExcerpts {
            if case .custom(let type, false) = node.kind, seen.insert(type).inserted, let excerpt = program.excerpt(ofType: type) {
                out.append(excerpt)
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }

    /// Interprets, lays out and checks one scenario.
    public static func build(_ scenario: Scenario, relativePath: String, displayPath: String, program: SwiftProgram = .empty)
        -> Result<ScenarioResult, Diagnostics> {
        if scenario.autoLayout != nil {
            return EngineComparison.build(scenario, relativePath: relativePath, displayPath: displayPath, program: program)
        }
        let clock = ContinuousClock()
        let interpretStart = clock.now
        if let spec = scenario.constraints {
            switch ConstraintScenarioBuilder.build(scenario, spec) {
            case .failure(let errors):
                return .failure(errors)
            case .success(let (layout, failures)):
                if let problem = NonFiniteLayout.problem(layout, scenario: scenario) { return .failure(Diagnostics([problem])) }
                var result = ScenarioResult(fileRelativePath: relativePath, fileDisplayPath: displayPath,
                                            scenario: scenario, view: ViewNode.empty, layout: layout,
                                            failures: failures)
                result.layoutDuration = clock.now - interpretStart
                return .success(result)
            }
        }
        var swiftFiles: [String] = [], warnings: [Diagnostic] = []
        var scenario = scenario
        switch ScenarioCompiler.compile(scenario, program: program, usedFiles: &swiftFiles, warnings: &warnings) {
        case .failure(let errors):
            return .failure(errors)
        case .success(var view):
            let layoutStart = clock.now
            var layout = ViewLayoutEngine.layout(view, settings: scenario.settings)
            if scenario.sizesToFit {
                // `.sizeThatFitsLayout`: offered the device's screen, the container takes the size the view chose.
                let fitted = layout.root.size
                if fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 {
                    scenario.settings.canvas = fitted
                    layout = ViewLayoutEngine.layout(view, settings: scenario.settings)
                }
            }
            // A GeometryReader's proxy reads the size of the layout before: interpret and lay out again until stable.
            if GeometryReaders.contains(view) {
                var geometry: [String: ReaderGeometry] = [:]
                for _ in 1..<GeometryReaders.maximumPasses {
                    let sizes = GeometryReaders.geometries(view, in: layout)
                    if sizes == geometry { break }
                    geometry = sizes
                    guard case .success(let again) = ScenarioCompiler.compile(scenario, program: program, geometry: geometry) else { break }
                    view = again
                    layout = ViewLayoutEngine.layout(view, settings: scenario.settings)
                }
            }
            if let problem = NonFiniteLayout.problem(layout, scenario: scenario) { return .failure(Diagnostics([problem])) }
            let failures = ExpectationChecker.check(scenario, against: layout)
            var result = ScenarioResult(fileRelativePath: relativePath, fileDisplayPath: displayPath,
                                        scenario: scenario, view: view, layout: layout, failures: failures)
            result.interpretDuration = layoutStart - interpretStart
            result.swiftFiles = swiftFiles
            result.warnings = warnings
            if !swiftFiles.isEmpty { result.excerpts = excerpts(scenario, view: view, program: program) }
            result.layoutDuration = clock.now - layoutStart
            return .success(result)
        }
    }
}
