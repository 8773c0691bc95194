import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab diff [INPUTS…] (--baseline DIR | --against GITREF) [--output REPORTDIR]`: a visual diff report
/// between a baseline output and a fresh in-memory build (DESIGN.md, "The command-line contract").
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Writes a visual diff report (HTML, JSON, JUnit) between a baseline output and the current build.",
        discussion: """
            The baseline is a built output directory (--baseline) or Output/ as committed at a git ref \
            (--against, read with 'git archive', nothing is checked out). The scenarios are rebuilt in \
            memory, as 'check' does, and every figure (.svg) is compared byte for byte. The report \
            directory gets index.html (counts; per changed figure before and after side by side, a \
            blend slider, a toggle, and the nodes whose frames moved, from both sides' frames.json), \
            report.json, junit.xml, and copies of the figures it shows under before/ and after/. \
            Other output files (pages, frames.json, assets) that differ are listed but do not fail. \
            Exit status: 0 when no figure changed; 1 when a figure changed, is new or was deleted \
            (0 with --no-fail); 2 on an input error (bad option, missing baseline or ref, a scenario \
            file with an error).
            """)

    @Option(help: ArgumentHelp("A built output directory to compare with.", valueName: "dir"))
    var baseline: String?

    @Option(help: ArgumentHelp("Compare with Output/ as committed at this git ref (a branch, tag or commit).",
                               valueName: "gitref"))
    var against: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The report directory to write.", valueName: "reportdir"))
    var output: String = "diff-report"

    @Option(help: ArgumentHelp("The output directory the baseline ref holds (default: framelab.yml's 'output', else Output).",
                               valueName: "dir"))
    var outputDir: String?

    @OptionGroup var sources: SiteSourceOptions

    @Flag(help: "Exit 0 even when figures changed (the report is still written).")
    var noFail = false

    @Option(help: ArgumentHelp("The report's forms, comma-separated: html (index.html and the figures), json "
                               + "(report.json), junit (junit.xml), markdown (summary.md, for a CI job summary or a "
                               + "pull-request comment).", valueName: "formats"))
    var format: String = "html,json,junit"

    static let formats = ["html", "json", "junit", "markdown"]

    func validate() throws {
        let unknown = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !Self.formats.contains($0) }
        if let first = unknown.first {
            throw ValidationError("unknown format '\(first)'; the formats are \(Self.formats.joined(separator: ", "))")
        }
    }

    @OptionGroup var jobs: JobsOption

    func run() throws {
        let invocation = try Invocation.start()
        let figures = try invocation.figures(sources)
        let inputs = invocation.inputs(sources.inputs), output = invocation.rebased(self.output)
        let source: DiffBaseline
        do {
            switch (baseline.map(invocation.rebased), against ?? (baseline == nil ? invocation.configuration.baseline : nil)) {
            case (let directory?, nil): source = try DiffBaseline.directory(directory)
            case (nil, let ref?):
                source = try DiffBaseline.git(ref: ref, outputPath: invocation.output(outputDir), inputs: inputs,
                                              templates: try invocation.templates(sources.templates), site: invocation.site,
                                              figures: figures)
            default:
                Console.error("framelab diff: error: give exactly one of --baseline DIR and --against GITREF "
                              + "(or set diff: baseline: in framelab.yml)")
                throw ExitCode(2)
            }
        } catch let failure as DiffBaseline.Failure {
            Console.error("framelab diff: error: \(failure)")
            throw ExitCode(2)
        }
        defer { source.cleanUp() }
        try checkReportDirectory(baseline: source.directory)
        let claim = try invocation.claimOutput(self.output, fallback: nil, inputs: inputs + [source.directory],
                                               templates: try invocation.templates(sources.templates))

        let jobs = self.jobs.count
        let report: BuildReport
        do { report = try ScenarioBuild.run(inputs: inputs, jobs: jobs) } catch {
            Console.error("framelab diff: error: \(error)")
            throw ExitCode(2)
        }
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        let built = BuildOutput.assemble(report, jobs: jobs, templates: try invocation.templates(sources.templates), site: invocation.site,
                                         figures: figures)
        var comparison = OutputComparison.compare(built.files, with: source.directory)
        if let problem = built.siteError {
            // The figures are what a diff is about: go on without pages, and don't call the baseline's orphans.
            Console.error("framelab diff: warning: the site's templates: \(problem); pages are not compared")
            comparison.deleted.removeAll { $0.hasSuffix(".html") || $0.hasSuffix(".css") }
        }

        let afterFiles = Dictionary(built.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let baselineRoot = URL(fileURLWithPath: source.directory)
        func baselineFile(_ path: String) -> Data? { OutputComparison.regularFileContents(path, under: baselineRoot) }
        var notes: [String] = []
        var beforeFrames: FramesDocument?, afterFrames: FramesDocument?
        if let data = baselineFile("frames.json") {
            do { beforeFrames = try FramesDocument.parse(data) } catch { notes.append("the baseline's \(error)") }
        } else {
            notes.append("the baseline has no frames.json")
        }
        if let data = afterFiles["frames.json"] {
            do { afterFrames = try FramesDocument.parse(data) } catch { notes.append("the current build's \(error)") }
        }
        let diff = DiffReport(comparison: comparison, before: beforeFrames, after: afterFrames,
                              baseline: source.label, current: "fresh build of \(inputs.joined(separator: ", "))",
                              framesNote: notes.isEmpty ? nil : notes.joined(separator: "; "))
        let formats = Set(format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        var files = diff.files(beforeImage: baselineFile, afterImage: { afterFiles[$0] }).filter { file in
            switch file.path {
            case "report.json": formats.contains("json")
            case "junit.xml": formats.contains("junit")
            default: formats.contains("html")
            }
        }
        if formats.contains("markdown") {
            files.append(OutputFile(path: "summary.md", text: diff.markdown(reportDirectory: output)))
        }
        files.append(OutputOwnership.stamp(listing: files.map(\.path)))
        do {
            // Figures of an earlier report that this one does not show go; files FrameLab did not write stay.
            try OutputWriter.write(files, to: output, removingStale: .owned(claim.ownership))
        } catch {
            Console.error("framelab diff: error: \(error)")
            throw ExitCode(2)
        }

        for figure in diff.figures where figure.status != .unchanged {
            let moved = figure.status == .changed && !figure.nodes.isEmpty
                ? " (\(figure.nodes.count) node frame\(figure.nodes.count == 1 ? "" : "s") changed)" : ""
            Console.out("\(figure.status.rawValue): \(figure.path)\(moved)")
        }
        let others = diff.otherChanged.count + diff.otherNew.count + diff.otherDeleted.count
        Console.out("\(diff.summary) against \(source.label)"
              + (others > 0 ? "; \(others) other output file\(others == 1 ? "" : "s") differ\(others == 1 ? "s" : "")" : "") + ".")
        let main = formats.contains("html") ? "index.html" : formats.contains("markdown") ? "summary.md" : nil
        if let main { Console.out("Report: \(URL(fileURLWithPath: output).appendingPathComponent(main).path)") }

        if report.exitStatus == 2 { throw ExitCode(2) }
        if diff.hasChanges && !noFail { throw ExitCode(1) }
    }

    /// The report directory may not be inside the baseline (`claimOutput` refuses the baseline inside it).
    private func checkReportDirectory(baseline: String) throws {
        let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        let base = URL(fileURLWithPath: baseline).standardizedFileURL.resolvingSymlinksInPath()
        if target.path == base.path || target.path.hasPrefix(base.path + "/") {
            Console.error("framelab diff: error: the report directory \(output) is inside the baseline \(baseline)")
            throw ExitCode(2)
        }
    }
}
