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
            was invalid (everything else is still built and written).
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(name: .shortAndLong, help: "The directory to write into (default: framelab.yml's 'output', else Output).")
    var output: String?

    @Option(name: .shortAndLong,
            help: "How many scenarios to compute at once (default: the number of active processors).")
    var jobs: Int?

    @Flag(help: "Print where the time went: YAML, Swift parsing, layout, drawing and validation, per scenario.")
    var timings = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let invocation = try Invocation.start()
        let inputs = invocation.inputs(sources.inputs), output = invocation.output(self.output)
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let clock = ContinuousClock()
        let start = clock.now
        let progress = ProgressLine(label: "building scenarios…")
        let report: BuildReport
        do {
            report = try ScenarioBuild.run(inputs: inputs, jobs: jobs) { done, total in
                progress.update(done: done, total: total)
            }
        } catch {
            progress.finish()
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        progress.finish()
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        for failure in report.failures { Console.error(failure.description) }

        let built = BuildOutput.assemble(report, jobs: jobs, templates: invocation.templates(sources.templates), site: invocation.site,
                                         figures: invocation.figures(sources))
        if let problem = built.siteError {
            Console.error("framelab: error: the site's templates: \(problem)")
            throw ExitCode(2)
        }
        if let reason = built.dtdUnavailableReason {
            Console.error("framelab: warning: \(reason); checked well-formedness and policy only")
        }
        for issue in built.issues { Console.error(issue.description) }
        do {
            try OutputWriter.write(built.files, to: output,
                                   removingStale: .remove(extensions: BuildOutput.ownedExtensions))
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        Console.out("Built \(report.scenarioCount) scenarios from \(report.fileCount) files in \(formatSeconds(seconds)) s: "
              + "\(built.figureCount) figures, \(built.pageCount) pages, \(report.failureCount) expectation failures, "
              + "\(report.errorCount) errors, \(built.issues.count) validation problems.")
        if timings { printTimings(report, built) }
        let status = report.exitStatus != 0 ? report.exitStatus : (built.issues.isEmpty ? 0 : 1)
        if status != 0 { throw ExitCode(status) }
    }
}

/// Total and per-scenario time of each phase (summed over worker threads, so they can exceed the wall time).
func printTimings(_ report: BuildReport, _ output: BuildOutput) {
    let n = max(report.scenarioCount, 1)
    func ms(_ d: Duration) -> Double { (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1000 }
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

/// Seconds with two decimals, for the summary line (not part of any output file).
func formatSeconds(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
