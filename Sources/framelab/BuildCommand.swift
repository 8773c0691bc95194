import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab build [SCENARIOS] [--output DIR] [--jobs N]`.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Computes every scenario, checks its expectations and writes the output.",
        discussion: """
            Errors go to standard error as 'file:line:column: error: message'. Exit status: 0 when \
            everything built and every expectation held; 1 when an expectation failed; 2 when an input \
            was invalid (everything else is still built and written).
            """)

    @Argument(help: "The directory of scenario files; every *.yaml file under it is built.")
    var scenarios: String = "Scenarios"

    @Option(name: .shortAndLong, help: "The directory to write frames.json and the figures into.")
    var output: String = "Output"

    @Option(name: .shortAndLong,
            help: "How many scenarios to compute at once (default: the number of active processors).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let progress = ProgressLine(label: "building scenarios…")
        let report: BuildReport
        do {
            report = try ScenarioBuild.run(scenariosRoot: scenarios,
                                           jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount) { done, total in
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
        do {
            try OutputWriter.write(report.outputFiles(), to: output)
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        print(report.summary)
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
