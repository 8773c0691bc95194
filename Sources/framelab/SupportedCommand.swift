import ArgumentParser
import Build
import ScenarioKit

/// `framelab supported`: every view and modifier the scenario interpreter understands, as the README's
/// "What FrameLab understands" tables (the same text: a test keeps the README in step); with `--ios-chrome`, the iOS
/// profile's numbers per OS version, as `Docs/swiftui/ios-chrome.md` shows them.
struct SupportedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "supported",
        abstract: "Lists every SwiftUI view and modifier FrameLab understands, with the forms and the rule's page.")

    @Flag(name: .customLong("ios-chrome"), help: "Print the iOS profile's numbers (bars, lists, tabs) for iOS 18 and 26, with their sources.")
    var iosChrome = false

    func run() {
        Console.out(iosChrome ? ChromeProfile.markdownTable() : SwiftUIVocabulary.markdown(), terminator: "")
    }
}
