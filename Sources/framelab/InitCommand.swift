import ArgumentParser
import Foundation
import ScenarioKit

/// `framelab init`: a commented `framelab.yml` and an example scenario, to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented framelab.yml and an example scenario (docs/layouts/example.yaml) here.",
        discussion: "Existing files are left alone. Exit status: 0; 2 when a file cannot be written.")

    func run() throws {
        let files = [(Configuration.fileName, Configuration.template), ("docs/layouts/example.yaml", Configuration.exampleScenario)]
        for (path, contents) in files {
            if FileManager.default.fileExists(atPath: path) {
                Console.out("kept \(path) (it exists)")
                continue
            }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent.isEmpty
                                                            ? "." : (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                Console.error("framelab: error: cannot write \(path): \(error.localizedDescription)")
                throw ExitCode(2)
            }
            Console.out("wrote \(path)")
        }
        Console.out("Next: 'framelab build' writes the figures and pages to docs/figures; 'framelab explain "
              + "docs/layouts/example.yaml' prints how each frame was decided.")
    }
}
