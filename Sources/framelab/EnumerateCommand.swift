import ArgumentParser
import Foundation
import Build
import ScenarioKit

/// `framelab enumerate [--output DIR]`.
struct EnumerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "enumerate",
        abstract: "Writes the ordering atlas: one scenario file per axis, child and constraint set.")

    @Option(name: .shortAndLong, help: "The directory to write the atlas scenario files into.")
    var output: String = "Scenarios/orderings"

    func run() throws {
        let output = try Invocation.start().rebased(self.output)
        let files = OrderingAtlas.files() + AutoLayoutAtlas.files() + EngineComparisonAtlas.files()
        let scenarioCount = files.reduce(0) { count, generated in
            let loaded = ScenarioLoader.parse(generated.contents, relativePath: generated.path, displayPath: generated.path)
            return count + (loaded.file?.scenarios.count ?? 0) + loaded.skippedScenarios
        }
        let summary: OutputWriter.Summary
        do {
            summary = try OutputWriter.write(files.map { OutputFile(path: $0.path, text: $0.contents) }, to: output)
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        Console.out("Wrote \(files.count) files with \(scenarioCount) scenarios to \(output) "
              + "(\(summary.written.count) new or changed, \(summary.unchanged.count) unchanged).")
    }
}
