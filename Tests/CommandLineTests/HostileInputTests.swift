import Foundation
import Testing

/// Issue 14, as a contributor with bad intent would try it on a pull request: the terminal gets no raw
/// control characters, and `diff` never copies what a committed symbolic link points at.
@Suite("Hostile input through the installed binary", .serialized)
struct HostileInputTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    @Test func controlCharactersFromInputReachTheTerminalEscaped() throws {
        let sandbox = try Sandbox()
        // An ESC sequence in a file name and a bidirectional override in a Text that is also an error.
        try sandbox.write("Scenarios/e\u{1B}]0;owned\u{07}.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        try sandbox.write("Scenarios/b.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"x\").bogus(\"\u{202E}evil\")\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(run.status == 2)
        #expect(!run.errors.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
        #expect(run.errors.contains("Scenarios/e\\u{1B}]0;owned\\u{7}.yaml:1:1: error: the name 'e\\u{1B}]0;owned\\u{7}' has a control character; rename it"))
        #expect(run.errors.contains("Scenarios/b.yaml:4:20: error: unsupported modifier '.bogus'"))
    }

    @Test func diffNeverCopiesWhatACommittedSymbolicLinkPointsAt() throws {
        let sandbox = try Sandbox()
        let secret = sandbox.root.appendingPathComponent("secret.txt")
        try "TOP-SECRET-VALUE".write(to: secret, atomically: true, encoding: .utf8)
        try sandbox.git(["init", "-q"])
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "Output"]).status == 0)
        // The committed output has its figure replaced by a link to a file outside the repository,
        // and a folder linked to the folder holding it.
        let figure = sandbox.repository.appendingPathComponent("Output/f/a.svg")
        try FileManager.default.removeItem(at: figure)
        try FileManager.default.createSymbolicLink(at: figure, withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(at: sandbox.repository.appendingPathComponent("Output/g"),
                                                   withDestinationURL: sandbox.root)
        try sandbox.git(["add", "-A"])
        try sandbox.git(["commit", "-q", "-m", "links"])
        let diffed = try sandbox.run(["diff", "Scenarios", "--against", "HEAD", "--output", "review"])
        #expect(diffed.status == 1, "\(diffed.errors)")
        #expect(diffed.output.contains("new: f/a.svg"), "\(diffed.output)")
        let review = sandbox.repository.appendingPathComponent("review")
        let walker = try #require(FileManager.default.enumerator(atPath: review.path))
        var files = 0
        while let path = walker.nextObject() as? String {
            guard let data = FileManager.default.contents(atPath: review.appendingPathComponent(path).path) else { continue }
            files += 1
            #expect(!String(decoding: data, as: UTF8.self).contains("TOP-SECRET-VALUE"), "\(path) holds the linked file")
        }
        #expect(files > 0)
    }

    @Test func theOutputDoesNotDependOnHowTheInputPathIsTypedAndHoldsNoAbsolutePath() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\").bogus2()\n  - id: b\n    view: Text(\"b\")\n")
        var trees: [[String: Data]] = []
        for (index, input) in ["Scenarios", "./Scenarios/", sandbox.repository.appendingPathComponent("Scenarios").path].enumerated() {
            _ = try sandbox.run(["build", input, "--output", "out\(index)"])
            let root = sandbox.repository.appendingPathComponent("out\(index)")
            let walker = try #require(FileManager.default.enumerator(atPath: root.path))
            var tree: [String: Data] = [:]
            while let path = walker.nextObject() as? String {
                if let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) { tree[path] = data }
            }
            #expect(!tree.isEmpty)
            for (path, data) in tree {
                #expect(!String(decoding: data, as: UTF8.self).contains(sandbox.root.path), "\(input): \(path) holds an absolute path")
            }
            trees.append(tree)
        }
        #expect(trees[0] == trees[1])
        #expect(trees[0] == trees[2])
        // `check` with the path typed another way finds the output it built.
        let checked = try sandbox.run(["check", "./Scenarios", "--output", "out0"])
        #expect(checked.output.contains("0 changed, 0 new, 0 deleted"), "\(checked.output)")
    }

    /// Mounting needs root: the test runs as root (as `.ci/run` does) and is required there
    /// (`FRAMELAB_REQUIRE_TOOLS=1`); elsewhere it is skipped.
    static var canMount: Bool { getuid() == 0 || ProcessInfo.processInfo.environment["FRAMELAB_REQUIRE_TOOLS"] == "1" }

    @Test(.enabled(if: canMount, "mounting a tmpfs needs root"))
    func aMountPointAndAReadOnlyFolderGetClearMessages() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        func mount(_ folder: String, readOnly: Bool) throws -> URL {
            let url = sandbox.repository.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let mounted = try InstalledBinaryTests.run("/usr/bin/env", ["mount", "-t", "tmpfs"] + (readOnly ? ["-o", "ro"] : [])
                                                       + ["tmpfs", url.path], in: sandbox.repository)
            try #require(mounted.status == 0, "mount: \(mounted.errors)")
            return url
        }
        let site = try mount("site", readOnly: false)
        defer { _ = try? InstalledBinaryTests.run("/usr/bin/env", ["umount", site.path], in: sandbox.repository) }
        let intoMount = try sandbox.run(["build", "Scenarios", "--output", "site"])
        #expect(intoMount.status == 2)
        #expect(intoMount.errors.contains("cannot replace the output folder \(site.path) in one step (Device or resource busy)"))
        #expect(intoMount.errors.contains("Write into a folder inside it instead, e.g. --output \(site.path)/site"))
        // What the message suggests works.
        #expect(try sandbox.run(["build", "Scenarios", "--output", "site/site"]).status == 0)

        let readOnly = try mount("ro", readOnly: true)
        defer { _ = try? InstalledBinaryTests.run("/usr/bin/env", ["umount", readOnly.path], in: sandbox.repository) }
        let intoReadOnly = try sandbox.run(["build", "Scenarios", "--output", "ro/site"])
        #expect(intoReadOnly.status == 2)
        #expect(intoReadOnly.errors.contains("cannot write \(readOnly.path): cannot create a folder beside the output folder"))
        #expect(intoReadOnly.errors.contains("is \(readOnly.path) writable?"))
    }
}
