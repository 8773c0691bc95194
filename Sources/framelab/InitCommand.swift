import ArgumentParser
import Foundation
import Build
import ScenarioKit

/// `framelab init`: a commented `framelab.yml` and an example scenario, to start from.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented framelab.yml here: for an app's previews, or with an example scenario.",
        discussion: """
            Where .swift files below this folder have #Preview or PreviewProvider previews, framelab.yml lists their \
            top folders under 'previews:' (test folders left out). Otherwise it names docs/layouts, and an example \
            scenario is written there. Existing files are left alone. The build manifest's name (.*.framelab-manifest, \
            kept beside the output folder) is added to .gitignore, which is created when there is none. Exit status: 0; \
            2 when a file cannot be written.
            """)

    /// What `init` adds to `.gitignore`: the build manifest is this machine's record, never committed.
    static let ignoredManifest = ".*.framelab-manifest"

    func run() throws {
        let (folders, previewFiles) = Self.previewFolders()
        let files = folders.isEmpty
            ? [(Configuration.fileName, Configuration.template), ("docs/layouts/example.yaml", Configuration.exampleScenario)]
            : [(Configuration.fileName, Configuration.template(previews: folders))]
        if !folders.isEmpty {
            Console.out("found previews in \(previewFiles) .swift file\(previewFiles == 1 ? "" : "s") below \(folders.joined(separator: ", "))")
        }
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
        do {
            try ignoreManifest()
        } catch {
            Console.error("framelab: error: cannot write .gitignore: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        if folders.isEmpty {
            Console.out("Next: 'framelab build' writes the figures and pages to docs/figures; 'framelab explain "
                  + "docs/layouts/example.yaml' prints how each frame was decided.")
        } else {
            Console.out("Next: 'framelab previews' lists the previews found; 'framelab build' writes their figures and pages to "
                  + "docs/figures; 'framelab diff --against origin/main' shows which moved in a pull request.")
        }
    }

    /// The top folders below the current one whose `.swift` files have previews (test folders and `.build` left out),
    /// and how many files have them.
    static func previewFolders() -> (folders: [String], files: Int) {
        let files = SwiftSources.files(in: ["."]).files.filter { path in
            let parts = path.split(separator: "/").dropFirst()   // "./Sources/…"
            guard parts.count >= 2, !parts.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0 == "Examples" }) else { return false }
            return ScenarioLoader.hasPreviews(path)
        }
        let folders = Set(files.compactMap { $0.split(separator: "/").dropFirst().first.map(String.init) })
        return (folders.sorted(), files.count)
    }

    /// Appends the manifest's pattern to `.gitignore` unless a line of it already says so.
    func ignoreManifest() throws {
        let path = ".gitignore"
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        if existing.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == Self.ignoredManifest }) {
            Console.out("kept .gitignore (it ignores \(Self.ignoredManifest))")
            return
        }
        let separator = existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n"
        let addition = separator + "# FrameLab's build manifest, beside the output folder (framelab build)\n" + Self.ignoredManifest + "\n"
        try Data((existing + addition).utf8).write(to: URL(fileURLWithPath: path))
        Console.out("\(existing.isEmpty ? "wrote" : "added \(Self.ignoredManifest) to") .gitignore")
    }
}
