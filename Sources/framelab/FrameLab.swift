import ArgumentParser
import Foundation
import Build
import ScenarioKit

/// `framelab`: computes SwiftUI layouts for scenario files and writes their figures (DESIGN.md,
/// "The command-line contract"). One type per subcommand, each in its own file.
@main
struct FrameLab: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framelab",
        abstract: "Computes the frames SwiftUI gives a layout, on any machine, and draws them.",
        version: FrameLabVersion.current,
        subcommands: [BuildCommand.self, ExplainCommand.self, EnumerateCommand.self, ValidateCommand.self, CheckCommand.self,
                      DiffCommand.self, SupportedCommand.self, InitCommand.self, ServeCommand.self, PreviewsCommand.self])

    static func main() async {
        rejectMisspelledCommand()
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// A first argument that is no subcommand but close to one: say which was meant (ArgumentParser would
    /// only say "Unexpected argument").
    static func rejectMisspelledCommand() {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-"), !names.contains(first) else { return }
        let hint = NameSuggestion.closest(to: first, among: names).map { "; did you mean '\($0)'?" } ?? ""
        Console.error("framelab: error: unknown command '\(first)'\(hint) (commands: \(names.dropLast().joined(separator: ", ")))")
        Foundation.exit(2)
    }
}
