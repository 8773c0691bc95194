import ArgumentParser

/// `framelab`: computes SwiftUI layouts for scenario files and writes their figures (DESIGN.md,
/// "The command-line contract"). One type per subcommand, each in its own file.
struct FrameLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "framelab",
        abstract: "Computes the frames SwiftUI gives a layout, on any machine, and draws them.",
        subcommands: [BuildCommand.self, ExplainCommand.self, EnumerateCommand.self, ValidateCommand.self, CheckCommand.self,
                      DiffCommand.self, SupportedCommand.self])
}

FrameLab.main()
