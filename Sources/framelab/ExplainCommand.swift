import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab explain FILE [--id ID] [--json]`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints every node of a file's scenarios: proposal → size, frame and the deciding rule.",
        discussion: "Exit status: 0; 2 when the file has an input error (its valid scenarios are still explained).")

    @Argument(help: "The scenario file (.yaml) to explain.")
    var file: String

    @Option(help: "Explain only the scenario with this id.")
    var id: String?

    @Flag(help: "Print the explanation as JSON instead of an indented tree.")
    var json = false

    func run() throws {
        var loaded = ScenarioLoader.loadFile(atPath: file)
        if let id, var scenarioFile = loaded.file {
            let matching = scenarioFile.scenarios.filter { $0.id == id }
            if matching.isEmpty && loaded.diagnostics.isEmpty {
                let ids = scenarioFile.scenarios.map(\.id).joined(separator: ", ")
                Console.error("framelab: error: no scenario with id '\(id)' in \(file); its ids: \(ids)")
                throw ExitCode(2)
            }
            scenarioFile.scenarios = matching
            loaded.file = scenarioFile
        }
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        if json {
            print(Explanation.json(report.results, file: file), terminator: "")
        } else {
            print(Explanation.text(report.results), terminator: "")
        }
        if report.errorCount > 0 { throw ExitCode(2) }
    }
}
