import Foundation
import LayoutCore
import PropertyBased
import Testing
@testable import ScenarioKit
@testable import Build

/// The output folder is always the old complete tree or the new one (issue 14): the new tree is built
/// beside it and the two are exchanged in one step.
@Suite struct OutputWriterTests {
    func entries(_ directory: LoaderTestDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func inode(_ path: String) -> UInt64 {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    @Test func unchangedAndForeignFilesAreCarriedOverAsHardLinksAndStaleOnesGo() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "f/a.svg", text: "a"), OutputFile(path: "f/old.svg", text: "old"),
                                OutputFile(path: "README.txt", text: "mine")], to: output)
        let before = inode(output + "/f/a.svg")
        let summary = try OutputWriter.write([OutputFile(path: "f/a.svg", text: "a"), OutputFile(path: "g/new.svg", text: "n")],
                                             to: output, removingStale: .owned(.stamped(["f/a.svg", "f/old.svg"])))
        #expect(summary.written == ["g/new.svg"])
        #expect(summary.unchanged == ["f/a.svg"])
        #expect(summary.removed == ["f/old.svg"])
        #expect(summary.foreign == ["README.txt"])
        #expect(inode(output + "/f/a.svg") == before)  // the same file, so the same modification time
        #expect(directory.read("Output/README.txt") == "mine")
        #expect(directory.read("Output/f/old.svg") == nil)
        #expect(try entries(directory) == ["Output"])  // no staging folder left
    }

    /// A build writes batch by batch and streams its long files: until `finish`, the folder is the old tree; a streamed
    /// file with the old bytes is the old file; a name given twice, in any batch, stops the write and leaves the old tree.
    @Test func aSessionWritesInBatchesAndStreams() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "f/a.svg", text: "a"), OutputFile(path: "frames.json", text: "{1}"),
                                OutputFile(path: "big.json", text: "{2}")], to: output)
        let framesBefore = inode(output + "/frames.json")
        let session = try OutputSession(directory: output, removingStale: .owned(.stamped(["f/a.svg", "frames.json", "big.json"])), jobs: 2)
        try session.add([OutputFile(path: "f/a.svg", text: "a")])
        try session.append(Data("{".utf8), to: "frames.json")
        try session.add([OutputFile(path: "g/b.svg", text: "b")])
        try session.append(Data("1}".utf8), to: "frames.json")
        try session.append(Data("{3".utf8), to: "big.json")
        try session.append(Data("}".utf8), to: "big.json")
        #expect(directory.read("Output/g/b.svg") == nil && directory.read("Output/big.json") == "{2}")
        #expect(throws: OutputWriteError.invalidPath("g/b.svg", "named twice")) { try session.add([OutputFile(path: "g/b.svg", text: "c")]) }
        // The staging folder refuses it however the name came: an old file's bytes linked, a streamed file, a kept file.
        #expect(throws: OutputWriteError.invalidPath("f/a.svg", "named twice")) { try session.add([OutputFile(path: "f/a.svg", text: "a")]) }
        #expect(throws: OutputWriteError.invalidPath("big.json", "named twice")) { try session.add([OutputFile(path: "big.json", text: "x")]) }
        // What the new tree holds so far is read from the staging folder, not from a list the session keeps.
        #expect(session.holds("g/b.svg") && session.holds("big.json") && !session.holds("g") && !session.holds("g/c.svg"))
        #expect(session.placedFiles().sorted() == ["big.json", "f/a.svg", "frames.json", "g/b.svg"])
        #expect(directory.read("Output/g/b.svg") == nil)
        let summary = try session.finish(keeping: [])
        session.waitUntilDone()   // the old tree is deleted on a thread of its own
        #expect(summary.written == ["big.json", "g/b.svg"] && summary.unchanged == ["f/a.svg", "frames.json"])
        #expect(directory.read("Output/big.json") == "{3}" && directory.read("Output/g/b.svg") == "b")
        #expect(inode(output + "/frames.json") == framesBefore)
        #expect(try entries(directory) == ["Output"])

        let twice = try OutputSession(directory: output, removingStale: .keep, jobs: 2)
        try twice.add([OutputFile(path: "f/a.svg", text: "new")])
        #expect(throws: OutputWriteError.invalidPath("f/a.svg", "named twice")) { try twice.finish(keeping: ["f/a.svg"]) }
        #expect(directory.read("Output/f/a.svg") == "a")

        let discarded = try OutputSession(directory: output, removingStale: .keep, jobs: 2)
        try discarded.add([OutputFile(path: "f/a.svg", text: "changed")])
        discarded.discard()
        #expect(directory.read("Output/f/a.svg") == "a")
        #expect(try entries(directory) == ["Output"])
    }

    /// A build's session does not list the paths it wrote (a large output's list would grow with it); it still writes
    /// the tree, and still leaves the folder alone when nothing changed.
    @Test func aSessionThatDoesNotListPathsStillWrites() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "a.svg", text: "a")], to: output)
        let before = inode(output + "/a.svg")
        let same = try OutputSession(directory: output, removingStale: .keep, jobs: 1, listingPaths: false)
        try same.add([OutputFile(path: "a.svg", text: "a")])
        #expect(try same.finish(keeping: []) == OutputWriter.Summary(written: [], unchanged: []))
        #expect(inode(output + "/a.svg") == before)
        #expect(try entries(directory) == ["Output"])
        let changed = try OutputSession(directory: output, removingStale: .keep, jobs: 1, listingPaths: false)
        try changed.add([OutputFile(path: "a.svg", text: "b"), OutputFile(path: "c/d.svg", text: "d")])
        #expect(try changed.finish(keeping: []) == OutputWriter.Summary(written: [], unchanged: []))
        changed.waitUntilDone()
        #expect(directory.read("Output/a.svg") == "b" && directory.read("Output/c/d.svg") == "d")
        #expect(try entries(directory) == ["Output"])
    }

    @Test func onlyTheFilesTheStampListsAreStale() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/report"
        try OutputWriter.write([OutputFile(path: "before/x.svg", text: "1"), OutputFile(path: "keep.svg", text: "2")], to: output)
        let summary = try OutputWriter.write([OutputFile(path: "index.html", text: "i")], to: output,
                                             removingStale: .owned(.stamped(["before/x.svg"])))
        #expect(summary.removed == ["before/x.svg"])
        #expect(summary.foreign == ["keep.svg"])
        #expect(directory.read("report/keep.svg") == "2")
        #expect(!FileManager.default.fileExists(atPath: output + "/before"))  // emptied folders go too
    }

    /// Issue 27: in a folder FrameLab owns, what is not FrameLab's stays exactly as it was: FIFOs, empty folders,
    /// folder modes; and a file of someone else's where the new output needs a folder stops the write.
    @Test func whatIsNotFrameLabsStaysAsItWas() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "f/a.svg", text: "a")], to: output)
        #expect(mkfifo(output + "/pipe", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: output + "/empty", withIntermediateDirectories: false)
        #expect(chmod(output + "/f", 0o700) == 0 && chmod(output, 0o750) == 0)
        let summary = try OutputWriter.write([OutputFile(path: "f/b.svg", text: "b")], to: output,
                                             removingStale: .owned(.stamped(["f/a.svg"])))
        #expect(summary.removed == ["f/a.svg"] && summary.foreign == ["pipe"])
        func mode(_ path: String) -> mode_t {
            var status = stat()
            return lstat(path, &status) == 0 ? status.st_mode : 0
        }
        #expect(mode(output + "/pipe") & S_IFMT == S_IFIFO)
        #expect(mode(output + "/empty") & S_IFMT == S_IFDIR)
        #expect(mode(output + "/f") & 0o7777 == 0o700 && mode(output) & 0o7777 == 0o750)
        try directory.write("Output/g", "someone's")
        #expect(throws: OutputWriteError.self) {
            try OutputWriter.write([OutputFile(path: "g/x.svg", text: "x")], to: output, removingStale: .owned(.stamped(["f/b.svg"])))
        }
        #expect(directory.read("Output/g") == "someone's" && directory.read("Output/f/b.svg") == "b")
    }

    /// A folder nothing is written into or removed from goes into the new tree whole, by one rename (it keeps its inode),
    /// with someone else's files and empty folders in it; the others are made anew, their unchanged files linked.
    @Test func aFolderWithNothingNewGoesOverWholeAndTheOthersAreLinked() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        let mine = ["f/a.svg", "g/b.svg", "g/sub/c.svg", "h/d.svg", "h/old.svg"]
        try OutputWriter.write(mine.map { OutputFile(path: $0, text: $0) }, to: output)
        try directory.write("Output/g/notes.txt", "someone's")
        try FileManager.default.createDirectory(atPath: output + "/g/empty", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: output + "/e", withIntermediateDirectories: false)
        let before = ["f", "g", "g/sub", "h", "e", "g/b.svg", "h/d.svg"].map { inode(output + "/" + $0) }
        // f/a.svg changes; h loses a stale file; g and e have nothing new.
        let summary = try OutputWriter.write([OutputFile(path: "f/a.svg", text: "changed")],
                                             keeping: ["g/b.svg", "g/sub/c.svg", "h/d.svg"], to: output,
                                             removingStale: .owned(.stamped(StampedFiles(Set(mine)))))
        let after = ["f", "g", "g/sub", "h", "e", "g/b.svg", "h/d.svg"].map { inode(output + "/" + $0) }
        #expect(summary.written == ["f/a.svg"] && summary.removed == ["h/old.svg"] && summary.foreign == ["g/notes.txt"])
        #expect(after[1] == before[1] && after[2] == before[2] && after[4] == before[4])  // g, g/sub and e moved whole
        #expect(after[0] != before[0] && after[3] != before[3])  // f and h made anew
        #expect(after[5] == before[5] && after[6] == before[6])  // their files the same, linked or moved
        #expect(directory.read("Output/g/sub/c.svg") == "g/sub/c.svg" && directory.read("Output/g/notes.txt") == "someone's")
        #expect(directory.read("Output/h/old.svg") == nil && directory.read("Output/f/a.svg") == "changed")
        #expect(FileManager.default.fileExists(atPath: output + "/g/empty"))
        #expect(try entries(directory) == ["Output"])  // no staging folder, no journal
    }

    /// A build killed between moving folders into its staging folder and the exchange left the output without them: the
    /// next write puts them back from the journal before it reads the folder. Where the output has that name again, the
    /// abandoned folder stays, so that nothing of the old tree is deleted.
    @Test func foldersMovedByAKilledBuildAreBroughtBack() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "g/b.svg", text: "b"), OutputFile(path: "k/c.svg", text: "c"),
                                OutputFile(path: "index.html", text: "i")], to: output)
        // No process has this id (`kill` answers ESRCH), as for a killed build.
        let abandoned = directory.path + "/.Output.framelab-2147483647-0000"
        try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: false)
        #expect(rename(output + "/g", abandoned + "/g") == 0 && rename(output + "/k", abandoned + "/k") == 0)
        try Data("g\0k\0".utf8).write(to: URL(fileURLWithPath: abandoned + ".moved"))
        try OutputWriter.write([OutputFile(path: "index.html", text: "j")], keeping: ["g/b.svg", "k/c.svg"], to: output,
                               removingStale: .owned(.stamped(["g/b.svg", "k/c.svg", "index.html"])))
        #expect(directory.read("Output/g/b.svg") == "b" && directory.read("Output/k/c.svg") == "c" && directory.read("Output/index.html") == "j")
        #expect(try entries(directory) == ["Output"])

        try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: false)
        #expect(rename(output + "/g", abandoned + "/g") == 0)
        try directory.write("Output/g/new.txt", "someone's, since")
        try Data("g\0".utf8).write(to: URL(fileURLWithPath: abandoned + ".moved"))
        OutputWriter.removeAbandonedStaging(besides: output)
        #expect(directory.read(".Output.framelab-2147483647-0000/g/b.svg") == "b")
        #expect(FileManager.default.fileExists(atPath: abandoned + ".moved"))
    }

    /// A folder that cannot be renamed into the staging folder stays where it is (its files are linked instead), and the
    /// journal lists only what moved; discarding the staging folder puts what moved back.
    @Test func aFolderThatWillNotMoveStaysAndADiscardBringsTheOthersBack() throws {
        let directory = try LoaderTestDirectory()
        let output = URL(fileURLWithPath: directory.path + "/Output")
        try directory.write("Output/a/x.svg", "x")
        try directory.write("Output/b/y.svg", "y")
        let staging = StagingDirectory(besides: output)
        try staging.create()
        try directory.write(staging.url.lastPathComponent + "/b/taken.svg", "z")  // a folder that is not empty: no rename onto it
        let moved = try FolderMoves.move(["a", "b"], from: output, into: staging)
        #expect(moved == ["a"])
        #expect(FileManager.default.contents(atPath: FolderMoves.journal(of: staging.url)) == Data("a\0".utf8))
        #expect(directory.read("Output/a/x.svg") == nil && directory.read("Output/b/y.svg") == "y")
        staging.discard()
        #expect(directory.read("Output/a/x.svg") == "x")
        #expect(try entries(directory) == ["Output"])
    }

    /// A folder's listing says each entry's type as the file system gives it, without `.` and `..`.
    @Test func aFoldersEntriesWithTheirTypes() throws {
        let directory = try LoaderTestDirectory()
        try directory.write("f/a.svg", "a")
        try FileManager.default.createDirectory(atPath: directory.path + "/f/sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/f/link", withDestinationPath: "a.svg")
        #expect(mkfifo(directory.path + "/f/pipe", 0o600) == 0)
        let entries = try #require(DirectoryEntries.read(directory.path + "/f"))
        let types = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.type) })
        #expect(types.keys.sorted() == ["a.svg", "link", "pipe", "sub"])
        // tmpfs and ext4 say every type; a file system that does not leaves it nil, for an lstat.
        #expect(types.values.allSatisfy { $0 == nil } || types == ["a.svg": S_IFREG, "link": S_IFLNK, "pipe": S_IFIFO, "sub": S_IFDIR])
        #expect(DirectoryEntries.read(directory.path + "/f/a.svg") == nil && DirectoryEntries.read(directory.path + "/none") == nil)
    }

    @Test func aFailedWriteLeavesTheOldTreeAndNoDebris() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try OutputWriter.write([OutputFile(path: "frames.json", text: "old"), OutputFile(path: "a.svg", text: "old")], to: output)
        // `x` as a file and as a folder: the second cannot be written once the first is.
        #expect(throws: OutputWriteError.self) {
            try OutputWriter.write([OutputFile(path: "frames.json", text: "new"), OutputFile(path: "x", text: "1"),
                                    OutputFile(path: "x/y.svg", text: "2")], to: output)
        }
        #expect(directory.read("Output/frames.json") == "old")
        #expect(directory.read("Output/a.svg") == "old")
        #expect(try entries(directory) == ["Output"])
    }

    /// The path rules as they were written with Foundation's substring search, component by component, but for one
    /// fix: components are split, and a backslash looked for, among the scalars, where Characters missed a `/` or
    /// `\\` followed by a combining mark ("\\\u{301}", which this property found). The model the byte-wise
    /// `OutputPathRules.problem` must agree with.
    static func problemModel(_ path: String) -> String? {
        if path.isEmpty { return "empty" }
        if path.unicodeScalars.first == "/" { return "absolute" }
        for scalars in path.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false) {
            let component = String(String.UnicodeScalarView(scalars))
            if component.isEmpty || component == "." || component == ".." { return "'.', '..' or an empty component" }
            if component.unicodeScalars.contains(where: { $0 == "\0" || $0 == "\\" }) { return "a NUL or backslash in a name" }
            if component.utf8.count > OutputPathRules.maximumComponentBytes {
                return "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes; file systems allow 255"
            }
        }
        return nil
    }

    @Test("a path's problem, read in one pass over its bytes, is the one the component-by-component rules give")
    func pathRulesAgreeWithTheModel() async {
        let pieces = ["a", "/", ".", "..", "\\", "\0", "é", "e\u{301}", ".\u{301}", "\\\u{301}", "\u{301}", "🙂", " ", "-",
                      String(repeating: "x", count: 120), String(repeating: "é", count: 70)]
        await propertyCheck(count: 2000, input: Gen.element(of: pieces).array(of: 0...6)) { parts in
            let path = parts.compactMap { $0 }.joined()
            #expect(OutputPathRules.problem(with: path) == Self.problemModel(path), "\(path.unicodeScalars.map(\.value))")
        }
        for path in ["f/a.svg", "a/./b", "a//b", "../a", "/a", "a/", "a\\b", ".hidden/..x", String(repeating: "a", count: 256)] {
            #expect(OutputPathRules.problem(with: path) == Self.problemModel(path), "\(path)")
        }
        #expect(OutputPathRules.problem(with: "f/a.svg") == nil && OutputPathRules.problem(with: "a/") == "'.', '..' or an empty component")
        #expect(OutputPathRules.problem(with: "a\\\u{301}.svg") == "a NUL or backslash in a name")
    }

    @Test("a stamp reads back as the paths it lists, in any script, without the header or itself")
    func stampRoundTrip() throws {
        let paths = ["index.html", "é/日本.svg", "a b/#x.html", "z.svg", "docs/swiftui/text.html", OutputOwnership.stampName]
        let stamp = OutputOwnership.stamp(listing: paths)
        #expect(OutputOwnership.parse(stamp.contents) == Set(paths.dropLast()))
        #expect(OutputOwnership.parse(Data("a.svg\n".utf8)) == nil)
        #expect(OutputOwnership.parse(Data(OutputOwnership.stampHeader.utf8)) == [])
        // A folder's stamp is split into its paths only when one is asked about, and then answers as the list does.
        let directory = try LoaderTestDirectory()
        try directory.write("out/" + OutputOwnership.stampName, String(decoding: stamp.contents, as: UTF8.self))
        guard case .stamped(let files) = OutputOwnership.of(URL(fileURLWithPath: directory.path + "/out")) else {
            Issue.record("not stamped"); return
        }
        #expect(files.contains("é/日本.svg") && !files.contains("é") && !files.contains("") && files.paths == Set(paths.dropLast()))
        #expect(files == StampedFiles(Set(paths.dropLast())) && files != ["index.html"])
        try directory.write("other/" + OutputOwnership.stampName, "# This folder is not FrameLab's\nindex.html\n")
        guard case .foreign = OutputOwnership.of(URL(fileURLWithPath: directory.path + "/other")) else { Issue.record("claimed"); return }
    }

    @Test func aNameLongerThanFileSystemsAllowIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try LoaderTestDirectory()
        let long = String(repeating: "a", count: 300) + ".svg"
        #expect(throws: OutputWriteError.invalidPath("f/" + long, "the name '\(long.prefix(40))…' is 304 bytes; file systems allow 255")) {
            try OutputWriter.write([OutputFile(path: "f/" + long, text: "x")], to: directory.path + "/Output")
        }
        #expect(try entries(directory).isEmpty)
    }

    @Test func aStagingFolderOfAKilledProcessIsDeletedByTheNextWriteAndALiveOneIsNot() throws {
        let directory = try LoaderTestDirectory()
        let dead = Process()
        dead.executableURL = URL(fileURLWithPath: "/bin/sh")
        dead.arguments = ["-c", "exit 0"]
        try dead.run()
        dead.waitUntilExit()
        let abandoned = directory.path + "/.Output.framelab-\(dead.processIdentifier)-0000"
        let concurrent = directory.path + "/.Output.framelab-\(getpid())-1111"
        try directory.write(".Output.framelab-\(dead.processIdentifier)-0000/f/a.svg", "half")
        try directory.write(".Output.framelab-\(getpid())-1111/f/a.svg", "in progress")
        try OutputWriter.write([OutputFile(path: "a.svg", text: "a")], to: directory.path + "/Output")
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: concurrent))
    }

    @Test func symbolicLinksInTheOldTreeAreCarriedAsLinksAndNeverWrittenThrough() throws {
        let directory = try LoaderTestDirectory()
        let output = directory.path + "/Output"
        try directory.write("elsewhere/secret.txt", "secret")
        try OutputWriter.write([OutputFile(path: "index.html", text: "i")], to: output)
        try FileManager.default.createSymbolicLink(atPath: output + "/link", withDestinationPath: directory.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: output + "/kept", withDestinationPath: "index.html")
        // The new set puts a folder where someone's link is: nothing is written (issue 27), nothing lands in `elsewhere`.
        #expect(throws: OutputWriteError.self) {
            try OutputWriter.write([OutputFile(path: "index.html", text: "j"), OutputFile(path: "link/a.svg", text: "a")], to: output)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/elsewhere") == ["secret.txt"])
        // A link FrameLab wrote there (the stamp lists it) is replaced by the folder; other links are carried as links.
        try OutputWriter.write([OutputFile(path: "index.html", text: "j"), OutputFile(path: "link/a.svg", text: "a")], to: output,
                               removingStale: .owned(.stamped(["index.html", "link"])))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/elsewhere") == ["secret.txt"])
        #expect(directory.read("Output/link/a.svg") == "a")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output + "/kept") == "index.html")
    }

    @Test func anOutputFolderThatIsALinkIsWrittenThroughAndStaysALink() throws {
        let directory = try LoaderTestDirectory()
        try FileManager.default.createDirectory(atPath: directory.path + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/Output", withDestinationPath: "real")
        try OutputWriter.write([OutputFile(path: "a.svg", text: "a")], to: directory.path + "/Output")
        try OutputWriter.write([OutputFile(path: "a.svg", text: "b")], to: directory.path + "/Output")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.path + "/Output") == "real")
        #expect(directory.read("real/a.svg") == "b")
    }

    @Test func aMountPointGetsAMessageThatSaysWhatToDo() {
        let error = OutputWriteError.notReplaceable(path: "/mnt/site", reason: "Invalid cross-device link")
        #expect(error.description == "cannot replace the output folder /mnt/site in one step (Invalid cross-device link): "
                + "FrameLab builds the new tree beside it and exchanges the two, so that nobody ever sees half a site, "
                + "and a mount point cannot be exchanged. Write into a folder inside it instead, e.g. --output /mnt/site/site")
    }
}
