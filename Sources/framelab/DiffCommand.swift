import ArgumentParser
import Build
import Foundation
import Review

/// `framelab diff [INPUTS…] (--baseline DIR | --against GITREF) [--output REPORTDIR]`: a visual diff report
/// between a baseline output and a fresh in-memory build (DESIGN.md, "The command-line contract").
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Writes a visual diff report (HTML, JSON, JUnit) between a baseline output and the current build.",
        discussion: DiffOptions.discussion)

    @OptionGroup var options: DiffOptions
    @OptionGroup var sources: SiteSourceOptions
    @OptionGroup var jobs: JobsOption

    func validate() throws { _ = try options.formats }

    func run() throws {
        let invocation = try Invocation.start()
        let request = try invocation.request(sources, output: invocation.output(options.outputDir), jobs: jobs.count)
        let source: DiffBaseline
        do {
            switch (options.baseline.map(invocation.rebased),
                    options.against ?? (options.baseline == nil ? invocation.configuration.baseline : nil)) {
            case (let directory?, nil): source = try DiffBaseline.directory(directory)
            case (nil, let ref?): source = try DiffBaseline.git(ref: ref, outputPath: request.output, request: request)
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
        let output = invocation.rebased(options.output)
        try options.checkReportDirectory(output, baseline: source.directory)
        let claim = try invocation.claimOutput(options.output, fallback: nil,
                                               inputs: invocation.inputs(sources.inputs) + [source.directory],
                                               templates: request.templates)
        let outcome: DiffOutcome
        do {
            outcome = try DiffRun.run(DiffRequest(build: request, baseline: source, formats: try options.formats,
                                                  reportDirectory: output, ownership: claim.ownership),
                                      events: PipelineEvents(message: { if $0.isInputError { Console.error($0.text) } }))
        } catch {
            Console.error("framelab diff: error: \(error)")
            throw ExitCode(2)
        }
        for warning in outcome.warnings { Console.error("framelab diff: warning: \(warning)") }
        for line in outcome.report.consoleLines(against: source.label) { Console.out(line) }
        if let main = outcome.mainFile { Console.out("Report: \(URL(fileURLWithPath: output).appendingPathComponent(main).path)") }
        if outcome.build.summary.errors > 0 { throw ExitCode(2) }
        if outcome.report.hasChanges && !options.noFail { throw ExitCode(1) }
    }
}
