import ArgumentParser
import Build
import Foundation
import Review

/// `framelab check [INPUTS…] [--output DIR]`: is the committed output current?
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Rebuilds in memory and compares with the output directory, byte for byte.",
        discussion: """
            Nothing is written. When the last build into the folder had the same inputs and the folder is as \
            it left it, the folder is current without building anything. Otherwise lists changed, new and \
            deleted files (deleted: outputs that no scenario \
            produces any more). Given folders or files inside the scenario root, only their outputs (and the \
            index and frames.json) are compared. Exit status: 0 when the directory is exactly what 'build' would write; \
            1 when it differs; 2 when a scenario file has an input error.
            """)

    @OptionGroup var sources: SiteSourceOptions

    @Option(name: .shortAndLong, help: "The output directory to compare with (default: framelab.yml's 'output', else Output).")
    var output: String?

    @OptionGroup var jobs: JobsOption

    func run() throws {
        let invocation = try Invocation.start()
        let output = invocation.output(self.output)
        let request = try invocation.request(sources, output: output, jobs: jobs.count, usesManifest: true)
        let result: BuildResult
        do {
            result = try Pipeline.run(request, events: PipelineEvents(message: { if $0.isInputError { Console.error($0.text) } }))
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        if let manifest = result.unchanged {
            for message in manifest.messages where message.isInputError { Console.error(message.text) }
            Console.out("\(output): 0 changed, 0 new, 0 deleted, \(manifest.summary.outputs) unchanged (as the last build left it).")
            if manifest.summary.errors > 0 { throw ExitCode(2) }
            return
        }
        if let problem = result.output?.siteError {
            Console.error("framelab: error: the site's templates: \(problem)")
            throw ExitCode(2)
        }
        let comparison = OutputComparison.compare(result.output?.files ?? [], with: output, scope: result.scope)
        for path in comparison.changed { Console.out("changed: \(output)/\(path)") }
        for path in comparison.new { Console.out("new: \(output)/\(path)") }
        for path in comparison.deleted { Console.out("deleted: \(output)/\(path) (no scenario produces it)") }
        Console.out("\(output): \(comparison.changed.count) changed, \(comparison.new.count) new, "
              + "\(comparison.deleted.count) deleted, \(comparison.unchanged.count) unchanged.")
        if result.summary.errors > 0 { throw ExitCode(2) }
        if !comparison.isIdentical {
            // The advice is the command that was run, as 'build': same inputs, output and templates.
            let rebuild = Invocation.commandLine.replacingOccurrences(of: "framelab check", with: "framelab build")
            Console.error("\(output) is not what 'framelab build' writes: run '\(rebuild)' and commit \(output).")
            throw ExitCode(1)
        }
    }
}
