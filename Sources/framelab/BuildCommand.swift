import ArgumentParser
import Build
import Foundation

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
            (--force builds anyway); the record of that build is kept beside the folder, in .<folder>.framelab-manifest. \
            Given folders or files inside the scenario root, only their figures and pages are written; the rest \
            of the output folder stays as it is.
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
        let start = ContinuousClock.now
        var request = try invocation.request(sources, output: invocation.output(self.output), jobs: jobs.count,
                                             usesManifest: true)
        request.ignoresLastBuild = force
        let claim = try invocation.claimOutput(self.output, inputs: invocation.inputs(sources.inputs),
                                               templates: request.templates)
        request.writes = .owned(claim.ownership)
        let progress = ProgressLine()
        let result: BuildResult
        do {
            result = try Pipeline.run(request, events: progress.events)
        } catch {
            progress.finish()
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        progress.finish()
        let s = result.summary, output = request.output
        if let manifest = result.unchanged {
            for message in manifest.messages { Console.error(message.text) }
            Console.out("Nothing changed since the last build of \(output) (\(formatSeconds(ContinuousClock.now - start)) s): "
                  + "\(s.scenarios) scenarios from \(s.files) files, \(s.figures) figures, \(s.pages) pages, "
                  + "\(s.failures) expectation failures, \(s.errors) errors, \(s.issues) validation problems\(s.placeholderClause).")
        } else {
            Console.out("Built \(s.scenarios) scenarios from \(s.files) files in \(formatSeconds(ContinuousClock.now - start)) s: "
                  + "\(s.figures) figures, \(s.pages) pages, \(s.failures) expectation failures, "
                  + "\(s.errors) errors, \(s.issues) validation problems\(s.placeholderClause).")
            if timings, let report = result.report, let built = result.output { printTimings(report, built) }
        }
        if result.exitStatus != 0 { throw ExitCode(result.exitStatus) }
    }
}
