import Foundation
import TestSupport
import Testing

/// Issue 17: the build manifest. A build with nothing changed, and `check` after it, do nothing and say so;
/// anything that changes the output — a scenario, an option, a template, a file in the output folder —
/// makes them work again, and what they write is byte for byte what a full build writes.
@Suite("Incremental builds and the build manifest", .serialized)
struct IncrementalBuildTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    static let scenarios = """
        title: t
        scenarios:
          - id: a
            view: |
              Color.red.frame(minWidth: 40, maxWidth: 120).id("subject").frame(width: 80)
            expect:
              subject: {width: 80}
          - id: b
            view: Text("hello")

        """

    /// Every regular file under `folder`, by relative path, with its bytes.
    func tree(_ sandbox: Sandbox, _ folder: String) throws -> [String: Data] {
        let root = sandbox.repository.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test func aSecondBuildWithNothingChangedDoesNothingAndCheckTrustsIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios)
        let first = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.hasPrefix("Built 2 scenarios"))
        #expect(sandbox.read(".out.framelab-manifest")?.hasPrefix("framelab-build-manifest 2\n") == true)
        let before = try tree(sandbox, "out")

        let second = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("Nothing changed since the last build of out ("), "\(second.output)")
        #expect(second.output.contains("2 scenarios from 1 files, 2 figures, "))
        #expect(try tree(sandbox, "out") == before)

        let check = try sandbox.run(["check", "Scenarios", "--output", "out"])
        #expect(check.status == 0)
        #expect(check.output.contains("out: 0 changed, 0 new, 0 deleted, \(before.count) unchanged (as the last build left it)."),
                "\(check.output)")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out", "--force"]).output.hasPrefix("Built 2 scenarios"))
    }

    @Test func aNothingToDoBuildRepeatsTheLastBuildsMessagesAndStatus() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios.replacingOccurrences(of: "subject: {width: 80}", with: "subject: {width: 81}")
                          + "  - id: c\n    view: Frobnicate()\n")
        let first = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(first.status == 2)
        let again = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(again.output.hasPrefix("Nothing changed"))
        #expect(again.status == 2)
        #expect(again.errors == first.errors)
        #expect(first.errors.contains("Scenarios/f.yaml:") && first.errors.contains("81"))
        let check = try sandbox.run(["check", "Scenarios", "--output", "out"])
        #expect(check.status == 2)
        #expect(check.errors.contains("Frobnicate") && !check.errors.contains("81"), "\(check.errors)")  // input errors only, as a full check
    }

    /// The acceptance test: after each kind of change, the incremental build's folder is byte for byte
    /// a full build's of the same inputs into a fresh folder.
    @Test func everyChangeRebuildsToExactlyWhatAFullBuildWrites() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios)
        try sandbox.write("Scenarios/g.yaml", "title: g\nscenarios:\n  - id: x\n    view: \"Color.blue.frame(width: 30, height: 30)\"\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)

        func expectFullBuildMatches(_ step: String, _ extra: [String] = []) throws {
            let incremental = try sandbox.run(["build", "Scenarios", "--output", "out", "--jobs", "1"] + extra)
            #expect(incremental.output.hasPrefix("Built "), "\(step): \(incremental.output)")
            try? FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("full"))
            #expect(try sandbox.run(["build", "Scenarios", "--output", "full", "--jobs", "4"] + extra).output.hasPrefix("Built "))
            #expect(try tree(sandbox, "out") == tree(sandbox, "full"), "\(step)")
            #expect(try sandbox.run(["build", "Scenarios", "--output", "out"] + extra).output.hasPrefix("Nothing changed"), "\(step)")
        }
        // A scenario edited.
        try sandbox.write("Scenarios/f.yaml", Self.scenarios.replacingOccurrences(of: "hello", with: "hello, world"))
        try expectFullBuildMatches("edited")
        // A file added, then one removed.
        try sandbox.write("Scenarios/h.yaml", "title: h\nscenarios:\n  - id: y\n    view: Text(\"h\")\n")
        try expectFullBuildMatches("added")
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("Scenarios/g.yaml"))
        try expectFullBuildMatches("removed")
        // An option.
        try expectFullBuildMatches("style", ["--style", "plain"])
        // A template override.
        try sandbox.write("templates/site.css", "body { color: red; }\n")
        try expectFullBuildMatches("templates", ["--templates", "templates"])
    }

    /// Issue 33: the index's sections of the files an incremental build took over are copied from the last build's
    /// page, where their folder's heading is as it was; the page is still byte for byte a full build's. Here a folder's
    /// first file loses its scenarios, so the next file's section takes the folder's heading and is rendered again.
    @Test func theIndexsSectionsCopiedFromTheLastPageMakeAFullBuildsPage() throws {
        let sandbox = try Sandbox()
        func file(_ title: String, _ id: String) -> String {
            "title: \(title)\nscenarios:\n  - id: \(id)\n    view: \"Color.blue.frame(width: 30, height: 30)\"\n"
        }
        try sandbox.write("Scenarios/gallery/a.yaml", file("A", "a"))
        try sandbox.write("Scenarios/gallery/b.yaml", file("B", "b"))
        try sandbox.write("Scenarios/other/c.yaml", file("C", "c"))
        try sandbox.write("Scenarios/other/d.yaml", file("D", "d"))
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)
        func index(_ folder: String) -> String { sandbox.read(folder + "/index.html") ?? "" }
        func expectFullBuildMatches(_ step: String, status: Int32) throws {
            let incremental = try sandbox.run(["build", "Scenarios", "--output", "out"])
            #expect(incremental.status == status && incremental.output.hasPrefix("Built "), "\(step): \(incremental.output)")
            try? FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("full"))
            #expect(try sandbox.run(["build", "Scenarios", "--output", "full"]).status == status)
            #expect(index("out") == index("full"), "\(step)")
            #expect(try tree(sandbox, "out") == tree(sandbox, "full"), "\(step)")
        }
        // c is rendered again; a, b and d are copied, their sections and their parts of the filter's data (the manifest
        // says where each was).
        let manifest = sandbox.read(".out.framelab-manifest") ?? ""
        #expect(manifest.components(separatedBy: "\nindex ").count - 1 == 4, "\(manifest)")
        #expect(manifest.components(separatedBy: "\nsearch ").count - 1 == 4, "\(manifest)")
        try sandbox.write("Scenarios/other/c.yaml", file("C, edited", "c"))
        try expectFullBuildMatches("edited", status: 0)
        #expect(index("out").contains("C, edited") && index("out").contains(">Other <a class=\"anchor\""))
        // a has no scenario left: b now begins the gallery, with its heading.
        try sandbox.write("Scenarios/gallery/a.yaml", "title: A\nscenarios: []\n")
        try expectFullBuildMatches("emptied", status: 0)
        #expect(index("out").contains("id=\"folder-gallery\"") && !index("out").contains("gallery/a/a.svg"))
    }

    func inode(_ sandbox: Sandbox, _ path: String) throws -> UInt64 {
        var status = stat()
        #expect(lstat(sandbox.repository.appendingPathComponent(path).path, &status) == 0, "\(path)")
        return UInt64(status.st_ino)
    }

    @Test(PNGSupport.needed) func oneScenarioFileChangedRedrawsOnlyItsFiguresAndPages() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios)
        try sandbox.write("Scenarios/g.yaml", "title: g\nscenarios:\n  - id: x\n    view: \"Color.blue.frame(width: 30, height: 30)\"\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "1x"]).status == 0)
        let untouched = ["out/g/x.svg", "out/g/x.html", "out/g/x.png"]
        let before = try untouched.map { try inode(sandbox, $0) }
        let changed = try inode(sandbox, "out/f/b.svg")

        try sandbox.write("Scenarios/f.yaml", Self.scenarios.replacingOccurrences(of: "hello", with: "hello, world"))
        let run = try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "1x"])
        #expect(run.output.hasPrefix("Built 3 scenarios from 2 files"), "\(run.output)")
        #expect(try untouched.map { try inode(sandbox, $0) } == before)   // carried over, not written again
        #expect(try inode(sandbox, "out/f/b.svg") != changed)
        #expect(sandbox.read("out/f/b.html")?.contains("hello, world") == true)
        #expect(sandbox.read("out/index.html")?.contains("g/x.svg") == true)
        let check = try sandbox.run(["check", "Scenarios", "--output", "out", "--png", "1x"])
        #expect(check.status == 0)
        #expect(check.output.contains(" \(try tree(sandbox, "out").count) unchanged"), "\(check.output)")
        // Counted as a full build counts them: "3 figures, 43 pages, …".
        let full = try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "1x", "--force"])
        func counts(_ summary: String) -> Substring { summary.drop { $0 != ":" } }
        #expect(counts(run.output) == counts(full.output), "\(run.output) \(full.output)")
        #expect(run.output.contains("3 figures"))
    }

    @Test func initAddsTheManifestToAGitignoreOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".gitignore", ".build/")   // no final line break
        #expect(try sandbox.run(["init"]).output.contains("added .*.framelab-manifest to .gitignore"))
        #expect(sandbox.read(".gitignore") == ".build/\n# FrameLab's build manifest, beside the output folder (framelab build)\n.*.framelab-manifest\n")
        #expect(try sandbox.run(["init"]).output.contains("kept .gitignore"))
        #expect(sandbox.read(".gitignore")?.components(separatedBy: ".*.framelab-manifest").count == 2)
    }

    @Test("a folder changed by hand while a scenario file changed too: nothing is taken over, the build is a full one")
    func aHandEditBesideAChangedFileMakesAFullBuild() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios)
        try sandbox.write("Scenarios/g.yaml", "title: g\nscenarios:\n  - id: x\n    view: \"Color.blue.frame(width: 30, height: 30)\"\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)
        let edited = Self.scenarios.replacingOccurrences(of: "hello", with: "hello, world")
        try sandbox.write("Scenarios/f.yaml", edited)
        // What a full build of the edited scenarios writes, in a folder of its own.
        #expect(try sandbox.run(["build", "Scenarios", "--output", "full", "--force"]).status == 0)
        let full = try tree(sandbox, "full")

        // g's figure, which an incremental build would take over as it is, edited by hand.
        try Data("<svg/>".utf8).write(to: sandbox.repository.appendingPathComponent("out/g/x.svg"))
        let run = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(try tree(sandbox, "out") == full)
        // Said once, by the full build; nothing left beside the folder but the manifest.
        #expect(run.output.components(separatedBy: "Built ").count == 2, "\(run.output)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: sandbox.repository.path).filter { $0.hasPrefix(".out.") }
        #expect(beside == [".out.framelab-manifest"])
        #expect(try sandbox.run(["check", "Scenarios", "--output", "out"]).status == 0)
    }

    @Test func theOutputFolderChangedByHandIsRebuiltAndCheckComparesItsBytes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", Self.scenarios)
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)
        let built = try tree(sandbox, "out")

        // A figure edited by hand: check sees it, and the next build puts it back.
        let figure = sandbox.repository.appendingPathComponent("out/f/a.svg")
        try Data("<svg/>".utf8).write(to: figure)
        let check = try sandbox.run(["check", "Scenarios", "--output", "out"])
        #expect(check.status == 1)
        #expect(check.output.contains("changed: out/f/a.svg"), "\(check.output)")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).output.hasPrefix("Built "))
        #expect(try tree(sandbox, "out") == built)

        // A stray figure dropped into the folder is someone else's (issue 27): a build keeps it and says so, as a
        // full build does, and check does not count it; taken away by hand, the folder is as built.
        try sandbox.write("out/f/stray.svg", "<svg/>")
        #expect(try sandbox.run(["check", "Scenarios", "--output", "out"]).status == 0)
        let rebuilt = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(rebuilt.output.hasPrefix("Built ") && rebuilt.errors.contains("out/f/stray.svg was not written by FrameLab; it is kept"))
        #expect(try tree(sandbox, "out") == built.merging(["f/stray.svg": Data("<svg/>".utf8)]) { a, _ in a })
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("out/f/stray.svg"))
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).output.hasPrefix("Built "))
        #expect(try tree(sandbox, "out") == built)

        // A page deleted.
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("out/f/b.html"))
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).output.hasPrefix("Built "))
        #expect(try tree(sandbox, "out") == built)

        // A manifest that is not one is no shortcut.
        try sandbox.write(".out.framelab-manifest", "framelab-build-manifest 1\nfingerprint x\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).output.hasPrefix("Built "))
    }
}

/// Issue 29: the app's `.swift` files (`swift:`) in the manifest. A file's body edited redoes exactly the scenario
/// files whose views used it; a declaration added or removed anywhere redoes them all; either way the folder is
/// byte for byte what a full build writes.
@Suite("Incremental builds with the app's Swift sources", .serialized)
struct IncrementalSwiftSourceTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    func inode(_ sandbox: Sandbox, _ path: String) throws -> UInt64 {
        var status = stat()
        #expect(lstat(sandbox.repository.appendingPathComponent(path).path, &status) == 0, "\(path)")
        return UInt64(status.st_ino)
    }

    @Test func aChangedSwiftFileRedoesOnlyTheScenarioFilesThatUseIt() throws {
        let sandbox = try Sandbox()
        try sandbox.write("framelab.yml", "scenarios: [Scenarios]\nswift: [Sources]\noutput: out\n")
        try sandbox.write("Sources/Badge.swift", "struct Badge: View { var body: some View { Text(\"new\").padding(4) } }\n")
        try sandbox.write("Sources/Card.swift", "struct Card: View { var body: some View { Color.red.frame(width: 40, height: 20) } }\n")
        try sandbox.write("Scenarios/badge.yaml", "title: b\nscenarios:\n  - id: a\n    view: Badge()\n")
        try sandbox.write("Scenarios/card.yaml", "title: c\nscenarios:\n  - id: a\n    view: Card()\n")
        try sandbox.write("Scenarios/plain.yaml", "title: p\nscenarios:\n  - id: a\n    view: Text(\"plain\")\n")
        let first = try sandbox.run(["build"])
        #expect(first.status == 0, "\(first.output)")
        let untouched = ["out/card/a.svg", "out/card/a.html", "out/plain/a.svg", "out/plain/a.html"]
        let before = try untouched.map { try inode(sandbox, $0) }
        let badge = try inode(sandbox, "out/badge/a.svg")

        // The body of Badge changes: only badge.yaml's outputs are written again.
        try sandbox.write("Sources/Badge.swift", "struct Badge: View { var body: some View { Text(\"new\").padding(9) } }\n")
        let second = try sandbox.run(["build"])
        #expect(second.output.hasPrefix("Built 3 scenarios"), "\(second.output)")
        #expect(try untouched.map { try inode(sandbox, $0) } == before)
        #expect(try inode(sandbox, "out/badge/a.svg") != badge)
        #expect(sandbox.read("out/frames.json")?.contains("\"width\": 50") == true)   // "new" 31.5 → 32 wide + 9 + 9
        #expect(try sandbox.run(["build"]).output.hasPrefix("Nothing changed"))
        #expect(try sandbox.run(["check"]).status == 0)
        // Byte for byte a full build.
        #expect(try sandbox.run(["build", "--output", "full"]).status == 0)
        #expect(try tree(sandbox, "out") == tree(sandbox, "full"))

        // A declaration added in Card.swift can change any name: it is part of the global fingerprint, so no file's
        // outputs are taken over (a body edit, above, left it as it was).
        func globalFingerprint() -> String? {
            sandbox.read(".out.framelab-manifest")?.split(separator: "\n").first { $0.hasPrefix("fingerprint ") }.map(String.init)
        }
        let beforeDeclaration = globalFingerprint()
        try sandbox.write("Sources/Card.swift", "struct Card: View { var body: some View { Color.red.frame(width: 40, height: 20) } }\nlet spare = 1\n")
        #expect(try sandbox.run(["build"]).output.hasPrefix("Built 3 scenarios"))
        #expect(globalFingerprint() != nil && globalFingerprint() != beforeDeclaration)
    }

    @Test func aScenarioFileAddsItsOwnSwiftFilesForItsViewsOnly() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Extra/Extra.swift", "struct Extra: View { var body: some View { Text(\"extra\").id(\"e\") } }\n")
        try sandbox.write("Scenarios/own.yaml", "title: o\nswift: [../Extra]\nscenarios:\n  - id: a\n    view: Extra()\n    expect:\n      e: {width: 38.5}\n")
        try sandbox.write("Scenarios/other.yaml", "title: p\nscenarios:\n  - id: a\n    view: Extra()\n")
        try sandbox.write("Scenarios/outside.yaml", "title: q\nswift: ../../..\nscenarios:\n  - id: a\n    view: Text(\"x\")\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Scenarios/other.yaml:4:11: error: unsupported view 'Extra'"), "\(run.errors)")
        #expect(run.errors.contains("Scenarios/outside.yaml:2:8: error: 'swift: ../../..' leads outside"), "\(run.errors)")
        #expect(!run.errors.contains("own.yaml"), "\(run.errors)")
        #expect(sandbox.read("out/own/a.svg") != nil)
    }

    func tree(_ sandbox: Sandbox, _ folder: String) throws -> [String: Data] {
        let root = sandbox.repository.appendingPathComponent(folder)
        var files: [String: Data] = [:]
        let walker = try #require(FileManager.default.enumerator(atPath: root.path))
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
