import ArgumentParser
import Foundation
import LayoutCore
import ScenarioKit

/// `framelab build [INPUTS…] [--output DIR] [--jobs N]`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Computes every scenario, checks its expectations and writes the output.",
        discussion: """
            Errors go to standard error as 'file:line:column: error: message'. Exit status: 0 when \
            everything built and every expectation held; 1 when an expectation failed; 2 when an input \
            was invalid (everything else is still built and written). When neither the scenario files, the \
            templates, the options nor FrameLab changed since the last build into the output folder, and the \
            folder is as that build left it, nothing is done and that build's messages and status are repeated \
            (--force builds anyway); the record of that build is kept beside the folder, in .<folder>.framelab-manifest.
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(name: .shortAndLong, help: "The directory to write into (default: framelab.yml's 'output', else Output).")
    var output: String?

    @OptionGroup var jobs: JobsOption

    @Flag(help: "Build everything again, even when nothing changed since the last build into the output folder.")
    var force = false

    @Flag(help: "Print where the time went: YAML, Swift parsing, layout, drawing and validation, per scenario.")
    var timings = false

    func run() throws {
        let invocation = try Invocation.start()
        let figures = try invocation.figures(sources)
        let inputs = invocation.inputs(sources.inputs), output = invocation.output(self.output)
        let jobs = self.jobs.count
        let clock = ContinuousClock()
        let start = clock.now
        let resolved: [ScenarioLoader.Input]
        do { resolved = try ScenarioLoader.resolve(inputs: inputs) } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        let templates = try invocation.templates(sources.templates)
        let claim = try invocation.claimOutput(self.output, inputs: inputs, templates: templates)
        let cache = BuildCache(output: output)
        let fingerprint = BuildFingerprint(inputs: resolved, output: output, templates: templates, site: invocation.site,
                                           figures: figures, jobs: jobs)
        let previous = force ? nil : cache.previousBuild(fingerprint, jobs: jobs)
        if let manifest = previous, manifest.inputs == fingerprint.inputs {
            OutputWriter.removeAbandonedStaging(besides: output)
            for message in manifest.messages { Console.error(message.text) }
            let s = manifest.summary
            Console.out("Nothing changed since the last build of \(output) (\(formatSeconds(clock.now - start)) s): "
                  + "\(s.scenarios) scenarios from \(s.files) files, \(s.figures) figures, \(s.pages) pages, "
                  + "\(s.failures) expectation failures, \(s.errors) errors, \(s.issues) validation problems.")
            if s.exitStatus != 0 { throw ExitCode(s.exitStatus) }
            return
        }
        // Only some scenario files changed: the others' figures and pages stay as they are.
        let reuse = previous.flatMap { BuildCache.reuse($0, fingerprint) }

        var messages: [BuildManifest.Message] = []
        func say(_ text: String, isInputError: Bool = false) {
            Console.error(text)
            messages.append(BuildManifest.Message(isInputError: isInputError, text: text))
        }
        let progress = ProgressLine()
        let report = ScenarioBuild.run(resolved: resolved, jobs: jobs) { done, total in
            progress.update("scenarios computed", done: done, total: total)
        }
        progress.finish()  // clears the line for the messages; the next phase draws it again
        for diagnostic in report.diagnostics { say(diagnostic.description, isInputError: true) }
        for failure in report.failures { say(failure.description) }

        let built = BuildOutput.assemble(report, jobs: jobs, templates: templates, site: invocation.site,
                                         figures: figures, reuse: reuse, folder: output, progress: progress.update)
        progress.finish()
        if let problem = built.siteError {
            Console.error("framelab: error: the site's templates: \(problem)")
            throw ExitCode(2)
        }
        if let reason = built.dtdUnavailableReason {
            say("framelab: warning: \(reason); checked well-formedness and policy only")
        }
        for issue in built.issues { say(issue.description) }
        do {
            let written = try OutputWriter.write(built.files, keeping: built.kept, to: output, removingStale: .owned(claim.ownership))
            for line in Self.foreignFileWarnings(written.foreign, in: output) { say(line) }
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        let status = report.exitStatus != 0 ? report.exitStatus : (built.issues.isEmpty ? 0 : 1)
        cache.record(fingerprint, messages: messages, summary: BuildManifest.Summary(
            exitStatus: status, scenarios: report.scenarioCount, files: report.fileCount, figures: built.figureCount,
            pages: built.pageCount, outputs: built.files.count + built.kept.count, failures: report.failureCount, errors: report.errorCount,
            issues: built.issues.count))
        Console.out("Built \(report.scenarioCount) scenarios from \(report.fileCount) files in \(formatSeconds(clock.now - start)) s: "
              + "\(built.figureCount) figures, \(built.pageCount) pages, \(report.failureCount) expectation failures, "
              + "\(report.errorCount) errors, \(built.issues.count) validation problems.")
        if timings { printTimings(report, built) }
        if status != 0 { throw ExitCode(status) }
    }
}

extension BuildCommand {
    /// One warning per file of the output folder that FrameLab did not write and kept, the first ten of them.
    static func foreignFileWarnings(_ foreign: [String], in output: String) -> [String] {
        guard !foreign.isEmpty else { return [] }
        var lines = foreign.prefix(10).map { "framelab: warning: \(output)/\($0) was not written by FrameLab; it is kept" }
        if foreign.count > 10 { lines.append("framelab: warning: and \(foreign.count - 10) more files FrameLab did not write in \(output)") }
        return lines
    }
}

/// Total and per-scenario time of each phase (summed over worker threads, so they can exceed the wall time).
func printTimings(_ report: BuildReport, _ output: BuildOutput) {
    let n = max(report.scenarioCount, 1)
    func ms(_ d: Duration) -> Double { seconds(d) * 1000 }
    let phases: [(String, Duration)] = [
        ("YAML loading", report.loadDuration),
        ("Swift parsing", report.results.reduce(.zero) { $0 + $1.interpretDuration }),
        ("layout + checks", report.results.reduce(.zero) { $0 + $1.layoutDuration }),
        ("drawing", output.drawDuration),
        ("validation", output.validateDuration),
    ]
    for (name, d) in phases {
        Console.out("  \(name): \(formatNumber(ms(d))) ms in all, \(formatNumber(ms(d) * 1000 / Double(n))) µs per scenario")
    }
    Console.out("  site (templates and \(output.pageCount) pages, wall time): \(formatNumber(ms(output.siteDuration))) ms")
}

/// A duration in seconds.
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

/// Seconds with two decimals, for the summary line (not part of any output file).
func formatSeconds(_ duration: Duration) -> String {
    let hundredths = Int((seconds(duration) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
