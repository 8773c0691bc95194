import ArgumentParser
import Build
import ScenarioKit

/// `framelab supported`: every view and modifier the scenario interpreter understands, as the README's
/// "What FrameLab understands" tables (the same text: a test keeps the README in step).
struct SupportedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "supported",
        abstract: "Lists every SwiftUI view and modifier FrameLab understands, with the forms and the rule's page.")

    func run() {
        Console.out(SwiftUIVocabulary.markdown(), terminator: "")
    }
}
