import ArgumentParser
import Build
import Foundation
import LayoutCore
import ScenarioKit

/// `framelab previews [INPUTS…] [--json]`: which previews FrameLab finds, before anything is laid out.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Lists the previews found in .swift files: file, line, id, name and container.",
        discussion: """
            Reads the #Preview and PreviewProvider previews of the .swift files and folders given (default: \
            framelab.yml's 'previews') without laying them out: what 'build' will make a figure of, each with its id \
            (the figure's file name). Previews left out by '// framelab: ignore' or an 'exclude:' pattern are not listed. \
            Problems finding them (an id used twice, an unknown device) are errors, exit status 2.
            """)

    @Argument(help: ArgumentHelp(".swift files or folders (default: framelab.yml's 'previews').", valueName: "inputs"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Lay out every preview on this device, as build's --device does."))
    var device: String?

    @Flag(help: "Print JSON: an array of {file, line, id, caption}.")
    var json = false

    func run() throws {
        let invocation = try Invocation.start()
        let given = inputs.isEmpty ? invocation.configuration.previews : inputs.map(invocation.rebased)
        guard !given.isEmpty else {
            Console.error("framelab: error: name .swift files or folders, or set 'previews:' in framelab.yml")
            throw ExitCode(2)
        }
        let options = try invocation.previewOptions(device: device)
        let files: [LoadedFile]
        do { files = try ScenarioLoader.resolve(inputs: given).filter(\.isSwiftSource).map { $0.load(previews: options) } } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
        var rows: [JSONValue] = []
        for file in files {
            for scenario in file.file?.scenarios ?? [] {
                if json {
                    rows.append(.object([("file", .string(file.displayPath)), ("line", .number(Double(scenario.location.line))),
                                         ("id", .string(scenario.id)), ("caption", .optional(scenario.caption))]))
                } else {
                    Console.out("\(file.displayPath):\(scenario.location.line): \(scenario.id) — \(scenario.caption ?? "")")
                }
            }
            for diagnostic in file.diagnostics { Console.error(diagnostic.description) }
        }
        if json { Console.out(JSONValue.array(rows).pretty(inlineBelow: 1)) }
        let count = files.reduce(0) { $0 + ($1.file?.scenarios.count ?? 0) }
        if !json { Console.out("\(count) preview\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s").") }
        if files.contains(where: { !$0.diagnostics.isEmpty }) { throw ExitCode(2) }
    }
}
