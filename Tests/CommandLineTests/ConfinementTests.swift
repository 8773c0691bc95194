import Foundation
import Testing

/// Issue 27: FrameLab runs in other people's repositories, on pull requests that can change `framelab.yml`, the
/// templates and the scenarios. Each finding, reproduced as it was reported, through the installed binary in a
/// temporary repository.
@Suite("Never touch what isn't ours", .serialized)
struct ConfinementTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    /// Every entry below `root` with its kind, permission bits and bytes: a listing two runs can be compared by.
    /// The sandbox's `bin/` (the installed FrameLab, large) is left out.
    static func listing(_ root: URL) -> [String: String] {
        var entries: [String: String] = [:]
        func walk(_ folder: String, _ relative: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !(relative.isEmpty && name == "bin") {
                let path = folder + "/" + name, key = relative + name
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                let mode = String(status.st_mode, radix: 8)
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    entries[key + "/"] = mode
                    walk(path, key + "/")
                case S_IFREG:
                    entries[key] = mode + " " + String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
                case S_IFLNK:
                    entries[key] = mode + " -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
                default:
                    entries[key] = mode
                }
            }
        }
        walk(root.path, "")
        return entries
    }

    /// A repository with a scenario folder holding a fixture beside its scenarios, a FIFO, a folder of mode 700
    /// and an empty folder: what an `output:` pointing at the wrong place would destroy.
    func repository() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        try sandbox.write("docs/layouts/card.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        try sandbox.write("docs/layouts/fixture.json", "{\"keep\": true}\n")
        try sandbox.write("notes/index.html", "<p>mine</p>\n")
        try sandbox.write("site.css", "body {}\n")
        #expect(mkfifo(sandbox.repository.appendingPathComponent("pipe").path, 0o600) == 0)
        #expect(chmod(sandbox.repository.appendingPathComponent("notes").path, 0o700) == 0)
        try FileManager.default.createDirectory(at: sandbox.repository.appendingPathComponent("empty"), withIntermediateDirectories: false)
        try "sibling\n".write(to: sandbox.root.appendingPathComponent("sibling.txt"), atomically: true, encoding: .utf8)
        return sandbox
    }

    @Test(arguments: [".", "..", "docs/layouts", "docs", "/tmp", "../elsewhere"])
    func anOutputSettingOutsideItsOwnFolderIsRefusedAndNothingChanges(output: String) throws {
        let sandbox = try repository()
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: \(output)\n")
        let before = Self.listing(sandbox.root)
        let run = try sandbox.run(["build"])
        #expect(run.status == 2, "\(output): \(run.output)")
        #expect(run.errors.hasPrefix("framelab.yml:2:9: error: "), "\(output): \(run.errors)")
        #expect(Self.listing(sandbox.root) == before, "\(output): something changed")
    }

    @Test func messagesNameTheSettingAndWhatItHolds() throws {
        let sandbox = try repository()
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: docs/layouts\n")
        #expect(try sandbox.run(["build"]).errors == "framelab.yml:2:9: error: the output folder docs/layouts is an input (docs/layouts); "
                + "FrameLab replaces its output folder on every build, so it must be a folder of its own, such as 'docs/figures'\n")
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: ..\n")
        let escaped = try sandbox.run(["build"]).errors
        #expect(escaped.hasPrefix("framelab.yml:2:9: error: 'output: ..' leads outside the repository"), "\(escaped)")
        // A link inside the repository that leads outside it is outside it.
        try FileManager.default.createSymbolicLink(atPath: sandbox.repository.appendingPathComponent("out").path, withDestinationPath: "/tmp")
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: out/site\n")
        #expect(try sandbox.run(["build"]).errors.contains("'output: out/site' leads outside the repository"))
    }

    @Test func someoneElsesFolderGivenOnTheCommandLineIsRefusedAndANewOneAnywhereIsWritten() throws {
        let sandbox = try repository()
        let foreign = sandbox.root.appendingPathComponent("theirs")
        try FileManager.default.createDirectory(at: foreign.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "data\n".write(to: foreign.appendingPathComponent("sub/data.json"), atomically: true, encoding: .utf8)
        try "old\n".write(to: foreign.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        #expect(chmod(foreign.path, 0o700) == 0)
        let before = Self.listing(sandbox.root)
        let run = try sandbox.run(["build", "docs/layouts", "--output", foreign.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("holds files FrameLab did not write (the first: index.html)"), "\(run.errors)")
        #expect(Self.listing(sandbox.root) == before)
        // A new folder outside the repository, named on the command line, is the user's choice.
        let elsewhere = sandbox.root.appendingPathComponent("new-site")
        let built = try sandbox.run(["build", "docs/layouts", "--output", elsewhere.path])
        #expect(built.status == 0, "\(built.errors)")
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("docs/layouts/card/a.svg").path)
                || FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("card/a.svg").path))
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent(".framelab-output").path))
    }

    @Test func inAFolderFrameLabOwnsOtherFilesAreKeptWithAWarning() throws {
        let sandbox = try repository()
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: out\n")
        #expect(try sandbox.run(["build"]).status == 0)
        try sandbox.write("out/CNAME", "layouts.example.com\n")
        #expect(mkfifo(sandbox.repository.appendingPathComponent("out/pipe").path, 0o600) == 0)
        #expect(chmod(sandbox.repository.appendingPathComponent("out").path, 0o700) == 0)
        try sandbox.write("docs/layouts/card.yaml", "title: t\nscenarios:\n  - id: b\n    view: Text(\"b\")\n")
        let run = try sandbox.run(["build"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("framelab: warning: out/CNAME was not written by FrameLab; it is kept"))
        let after = Self.listing(sandbox.repository.appendingPathComponent("out"))
        #expect(after["CNAME"]?.hasSuffix("layouts.example.com\n") == true)
        #expect(after["pipe"] != nil && after["card/a.svg"] == nil && after["card/b.svg"] != nil)
        var status = stat()
        #expect(lstat(sandbox.repository.appendingPathComponent("out").path, &status) == 0 && status.st_mode & 0o7777 == 0o700)
    }

    @Test func somethingOtherThanAFileWhereTheManifestGoesIsAnErrorAndNeverDeleted() throws {
        let sandbox = try repository()
        try sandbox.write(".out.framelab-manifest/precious.txt", "mine\n")
        let run = try sandbox.run(["build", "docs/layouts", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.errors.contains(".out.framelab-manifest, where FrameLab keeps this folder's build manifest, is not a regular file"))
        #expect(sandbox.read(".out.framelab-manifest/precious.txt") == "mine\n")
        // A manifest far larger than any FrameLab writes (sparse, 1 GiB) is not read: the build goes on.
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent(".out.framelab-manifest"))
        let huge = sandbox.repository.appendingPathComponent(".out.framelab-manifest").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil) && truncate(huge, 1 << 30) == 0)
        let start = ContinuousClock.now
        #expect(try sandbox.run(["build", "docs/layouts", "--output", "out"]).status == 0)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func templatesAreReadOnlyAsRegularFilesOfTheNamesFrameLabKnows() throws {
        let sandbox = try repository()
        for (name, target) in [("site.css", "/etc/passwd"), ("player.js", "/etc/hostname"), ("index.mustache", "/etc/passwd")] {
            let folder = "templates-\(name)"
            try FileManager.default.createDirectory(at: sandbox.repository.appendingPathComponent(folder), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: sandbox.repository.appendingPathComponent(folder + "/" + name).path,
                                                       withDestinationPath: target)
            let run = try sandbox.run(["build", "docs/layouts", "--output", "out-\(name)", "--templates", folder])
            #expect(run.status == 2, "\(name)")
            #expect(run.errors.contains("\(name) is a symbolic link; FrameLab reads only regular files from a templates folder"), "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.repository.appendingPathComponent("out-\(name)").path))
        }
        // A partial that includes itself was a segmentation fault.
        try sandbox.write("self/index.mustache", "<p>{{> index}}</p>\n")
        let recursive = try sandbox.run(["build", "docs/layouts", "--output", "out", "--templates", "self"])
        #expect(recursive.status == 2)
        #expect(recursive.errors.contains("self/index.mustache:1:4: error: the partial 'index' includes itself (index → index)"), "\(recursive.errors)")
        // A large file of another name in the folder is never read (a sparse 4 GiB file: reading it would take seconds).
        try sandbox.write("big/site.css", "body { color: red }\n")
        let big = sandbox.repository.appendingPathComponent("big/archive.bin").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil) && truncate(big, 4 << 30) == 0)
        let start = ContinuousClock.now
        #expect(try sandbox.run(["build", "docs/layouts", "--output", "out", "--templates", "big"]).status == 0)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(sandbox.read("out/assets/site.css") == "body { color: red }\n")
        // After a good build, a misspelt templates folder is an error, whatever the manifest says.
        let misspelt = try sandbox.run(["build", "docs/layouts", "--output", "out", "--templates", "bgi"])
        #expect(misspelt.status == 2 && misspelt.errors.contains("bgi: error: templates directory not found"), "\(misspelt.output)")
    }

    @Test func aBaseURLThatIsNotAWebAddressOrAPathIsALocatedError() throws {
        let sandbox = try repository()
        for url in ["'javascript:alert(1)'", "'data:text/html,x'", "//evil.example/", "'JavaScript:x'"] {
            try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: out\nsite:\n  baseURL: \(url)\n")
            let run = try sandbox.run(["build"])
            #expect(run.status == 2 && run.errors.hasPrefix("framelab.yml:4:12: error: 'baseURL: "), "\(url): \(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.repository.appendingPathComponent("out").path))
        }
        try sandbox.write("framelab.yml", "scenarios: [docs/layouts]\noutput: out\nsite:\n  baseURL: https://acme.example/layouts/\n")
        #expect(try sandbox.run(["build"]).status == 0)
        #expect(sandbox.read("out/index.html")?.contains("https://acme.example/layouts/") == true)
    }

    @Test func bidirectionalControlsAreShownAsTheirCodesInPagesAndFigures() throws {
        let sandbox = try repository()
        try sandbox.write("docs/layouts/card.yaml", """
            title: "Invoice \u{202E}fdp.exe"
            scenarios:
              - id: a
                caption: "total \u{2066}42\u{2069}"
                view: Text("pay \u{202E}later")
            """)
        #expect(try sandbox.run(["build", "docs/layouts", "--output", "out"]).status == 0)
        for file in ["out/card/a.html", "out/card/a.svg", "out/index.html"] {
            let text = try #require(sandbox.read(file), "\(file)")
            #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, "\(file)")
        }
        #expect(sandbox.read("out/card/a.html")?.contains("Invoice [U+202E]fdp.exe") == true)
        #expect(sandbox.read("out/card/a.svg")?.contains("pay [U+202E]later") == true)
    }

    @Test func aNameOnBothSidesOfAComparisonIsAnError() throws {
        let sandbox = try repository()
        try sandbox.write("docs/layouts/card.yaml", """
            title: t
            scenarios:
              - id: both
                view: |
                  Text("a").frame(width: 100).id("label")
                autoLayout:
                  canvas: {width: 200, height: 100}
                  views:
                    label: {intrinsic: {width: 50, height: 20}}
                  constraints: |
                    H:|[label]
                    V:|[label]
            """)
        let run = try sandbox.run(["build", "docs/layouts", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.errors.contains("error: the name 'label' is on both sides: the SwiftUI view's .id(\"label\") and the Auto Layout view 'label'"),
                "\(run.errors)")
    }

    @Test func everyCommandValidatesJobsTheSameWay() throws {
        let sandbox = try repository()
        for command in [["build"], ["check"], ["diff", "--baseline", "docs"]] {
            for jobs in ["0", "-1", "100000"] {
                let run = try sandbox.run(command + ["docs/layouts", "--jobs=\(jobs)"])
                #expect(run.status != 0 && run.errors.contains("--jobs takes 1 to 256; got \(jobs)"), "\(command) \(jobs): \(run.errors)")
            }
        }
    }

    @Test func anInputReachedTwiceIsReadOnceAndCollidesWithNothing() throws {
        let sandbox = try repository()
        let run = try sandbox.run(["build", "docs/layouts/card.yaml", "docs/layouts/card.yaml", "./docs/layouts/card.yaml", "--output", "out"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Built 1 scenarios from 1 files"))
        // 30,000 copies of one folder in framelab.yml: each file collided with itself, 29,999 errors in 10 s.
        try sandbox.write("framelab.yml", "scenarios: [" + Array(repeating: "docs/layouts", count: 30_000).joined(separator: ", ")
                          + ", docs/layouts/card.yaml]\noutput: out2\n")
        let start = ContinuousClock.now
        let repeated = try sandbox.run(["build"])
        #expect(repeated.status == 0 && repeated.output.contains("Built 1 scenarios from 1 files"), "\(repeated.errors.prefix(300))")
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func aFIFOOrAHugeFileWhereAnInputBelongsIsAnErrorNotAHang() throws {
        let sandbox = try repository()
        #expect(mkfifo(sandbox.repository.appendingPathComponent("docs/layouts/pipe.yaml").path, 0o600) == 0)
        let start = ContinuousClock.now
        let run = try sandbox.run(["build", "docs/layouts", "--output", "out"])
        #expect(run.status == 2 && run.errors.contains("docs/layouts/pipe.yaml:1:1: error: cannot read the file"), "\(run.errors)")
        #expect(ContinuousClock.now - start < .seconds(20))
        // A framelab.yml of 1 GiB (sparse) is refused unread.
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("docs/layouts/pipe.yaml"))
        let configuration = sandbox.repository.appendingPathComponent("framelab.yml").path
        #expect(FileManager.default.createFile(atPath: configuration, contents: nil) && truncate(configuration, 1 << 30) == 0)
        let refused = try sandbox.run(["build"])
        #expect(refused.status == 2 && refused.errors.contains("cannot read the configuration (a UTF-8 file of at most 1 MiB)"))
    }
}
