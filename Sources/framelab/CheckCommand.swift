import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab check [INPUTS…] [--output DIR]`: is the committed output current?
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Rebuilds in memory and compares with the output directory, byte for byte.",
        discussion: """
            Nothing is written. Lists changed, new and deleted files (deleted: outputs that no scenario \
            produces any more). Exit status: 0 when the directory is exactly what 'build' would write; \
            1 when it differs; 2 when a scenario file has an input error.
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(name: .shortAndLong, help: "The output directory to compare with (default: framelab.yml's 'output', else Output).")
    var output: String?

    @Option(name: .shortAndLong, help: "How many scenarios to compute at once (default: the number of active processors).")
    var jobs: Int?

    func run() throws {
        let invocation = try Invocation.start()
        let inputs = invocation.inputs(sources.inputs), output = invocation.output(self.output)
        let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let report: BuildReport
        do { report = try ScenarioBuild.run(inputs: inputs, jobs: jobs) } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        let built = BuildOutput.assemble(report, jobs: jobs, templates: invocation.templates(sources.templates), site: invocation.site,
                                         figures: invocation.figures(sources))
        if let problem = built.siteError {
            Console.error("framelab: error: the site's templates: \(problem)")
            throw ExitCode(2)
        }
        let comparison = OutputComparison.compare(built.files, with: output, ownedExtensions: BuildOutput.ownedExtensions)
        for path in comparison.changed { Console.out("changed: \(output)/\(path)") }
        for path in comparison.new { Console.out("new: \(output)/\(path)") }
        for path in comparison.deleted { Console.out("deleted: \(output)/\(path) (no scenario produces it)") }
        Console.out("\(output): \(comparison.changed.count) changed, \(comparison.new.count) new, "
              + "\(comparison.deleted.count) deleted, \(comparison.unchanged.count) unchanged.")
        if report.exitStatus == 2 { throw ExitCode(2) }
        if !comparison.isIdentical {
            // The advice is the command that was run, as 'build': same inputs, output and templates.
            let rebuild = Invocation.commandLine.replacingOccurrences(of: "framelab check", with: "framelab build")
            Console.error("\(output) is not what 'framelab build' writes: run '\(rebuild)' and commit \(output).")
            throw ExitCode(1)
        }
    }
}
