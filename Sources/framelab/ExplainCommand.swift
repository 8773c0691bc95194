import ArgumentParser
import Foundation
import Build
import ScenarioKit

/// `framelab explain INPUTS… [--id ID] [--json]`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Prints every node of a file's scenarios: proposal → size, frame and the deciding rule.",
        discussion: "Exit status: 0; 2 when the file has an input error (its valid scenarios are still explained).")

    @Argument(help: ArgumentHelp("Scenario files (.yaml, .yml) or folders to explain.", valueName: "inputs"))
    var inputs: [String]

    @Option(help: "Explain only the scenario with this id.")
    var id: String?

    @Flag(help: "Print the explanation as JSON instead of an indented tree.")
    var json = false

    @Option(help: ArgumentHelp("Auto Layout: only the constraints that can move or resize VIEW on one axis (UIKit's "
                               + "constraintsAffectingLayout(for:)), those that pin it marked.",
                               valueName: "view.horizontal|view.vertical"))
    var affecting: String?

    func run() throws {
        let invocation = try Invocation.start()
        let inputs = invocation.inputs(self.inputs)
        var files: [LoadedFile]
        var swiftSources = invocation.configuration.swift
        let previews = invocation.configuration.previewOptions
        do {
            let resolved = try ScenarioLoader.resolve(inputs: inputs)
            files = resolved.map { $0.load(previews: previews) }
            // A `.swift` input's previews use the declarations of its folder.
            var withPreviews = BuildInputs(files: resolved, given: inputs, roots: [])
            withPreviews.swiftSources = swiftSources
            swiftSources = withPreviews.programSources
        } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        if let id {
            let ids = files.flatMap { $0.file?.scenarios.map(\.id) ?? [] }
            for index in files.indices {
                files[index].file?.scenarios.removeAll { $0.id != id }
            }
            if files.allSatisfy({ ($0.file?.scenarios ?? []).isEmpty && $0.diagnostics.isEmpty }) {
                Console.error("framelab: error: no scenario with id '\(id)' in \(inputs.joined(separator: ", ")); "
                              + "its ids: \(ids.joined(separator: ", "))")
                throw ExitCode(2)
            }
        }
        let report = ScenarioBuild.run(files: files, swiftSources: swiftSources, previews: previews, jobs: 1)
        for diagnostic in report.diagnostics { Console.error(diagnostic.description) }
        if let affecting {
            try printAffecting(affecting, report.results)
        } else if json {
            Console.out(Explanation.json(report.results, file: inputs.joined(separator: " ")), terminator: "")
        } else {
            Console.out(Explanation.text(report.results), terminator: "")
        }
        if report.errorCount > 0 { throw ExitCode(2) }
    }

    /// `--affecting card.horizontal`, for every explained scenario that has the view.
    func printAffecting(_ argument: String, _ results: [ScenarioResult]) throws {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, ["horizontal", "vertical"].contains(parts[1]), !parts[0].isEmpty else {
            Console.error("framelab: error: --affecting takes VIEW.horizontal or VIEW.vertical, as in card.horizontal; "
                          + "got '\(argument)'")
            throw ExitCode(2)
        }
        let outputs = results.compactMap { Explanation.affecting($0, view: String(parts[0]), horizontal: parts[1] == "horizontal") }
        guard !outputs.isEmpty else {
            let names = results.compactMap { $0.scenario.constraints?.views.map(\.name) }.flatMap { $0 }
            let hint = NameSuggestion.closest(to: String(parts[0]), among: names).map { "; did you mean '\($0)'?" } ?? ""
            Console.error("framelab: error: no Auto Layout scenario here has a view named '\(parts[0])'\(hint)")
            throw ExitCode(2)
        }
        Console.out(outputs.joined(separator: "\n"), terminator: "")
    }
}
