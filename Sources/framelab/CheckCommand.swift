import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab check [INPUTS…] [--output DIR]`: is the committed output current?
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Rebuilds in memory and compares with the output directory, byte for byte.",
        discussion: """
            Nothing is written. When the last build into the folder had the same inputs and the folder is as \
            it left it, the folder is current without building anything. Otherwise lists changed, new and \
            deleted files (deleted: outputs that no scenario \
            produces any more). Exit status: 0 when the directory is exactly what 'build' would write; \
            1 when it differs; 2 when a scenario file has an input error.
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(name: .shortAndLong, help: "The output directory to compare with (default: framelab.yml's 'output', else Output).")
    var output: String?

    @OptionGroup var jobs: JobsOption

    func run() throws {
        let invocation = try Invocation.start()
        let figures = try invocation.figures(sources)
        let inputs = invocation.inputs(sources.inputs), output = invocation.output(self.output)
        let jobs = self.jobs.count
        let resolved: [ScenarioLoader.Input]
        do { resolved = try ScenarioLoader.resolve(inputs: inputs) } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        let templates = try invocation.templates(sources.templates)
        // The last build's manifest: when the inputs are the same and the folder is as that build left it,
        // the folder is exactly what 'build' writes, without building or reading a byte of it.
        let fingerprint = BuildFingerprint(inputs: resolved, output: output, templates: templates, site: invocation.site,
                                           figures: figures, jobs: jobs)
        if let manifest = BuildCache(output: output).previousBuild(fingerprint, jobs: jobs), manifest.inputs == fingerprint.inputs {
            for message in manifest.messages where message.isInputError { Console.error(message.text) }
            Console.out("\(output): 0 changed, 0 new, 0 deleted, \(manifest.summary.outputs) unchanged (as the last build left it).")
            if manifest.summary.errors > 0 { throw ExitCode(2) }
            return
        }
        let report = ScenarioBuild.run(resolved: resolved, jobs: jobs)
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        let built = BuildOutput.assemble(report, jobs: jobs, templates: templates, site: invocation.site, figures: figures)
        if let problem = built.siteError {
            Console.error("framelab: error: the site's templates: \(problem)")
            throw ExitCode(2)
        }
        let comparison = OutputComparison.compare(built.files, with: output)
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
