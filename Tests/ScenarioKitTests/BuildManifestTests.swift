import Foundation
import Testing
@testable import ScenarioKit
@testable import Build
import LayoutCore
import PropertyBased
import Site

/// The build manifest's file format and its stamps (issue 17).
@Suite struct BuildManifestTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path + "/a/b", withIntermediateDirectories: true)
        try Data("one".utf8).write(to: URL(fileURLWithPath: path + "/index.html"))
        try Data("two".utf8).write(to: URL(fileURLWithPath: path + "/a/b/x.svg"))
        return path
    }

    @Test func theTextReadsBackToTheSameManifestWhateverThePathsAndMessagesHold() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = BuildManifest(
            fingerprint: "abc123",
            inputs: [.init(path: "a/f.yaml", digest: "d1"), .init(path: "odd name\nwith a break.yaml", digest: "d2")],
            summary: .init(exitStatus: 2, scenarios: 3, files: 1, figures: 3, pages: 4, outputs: 9, failures: 1, errors: 1, issues: 0),
            messages: [.init(isInputError: true, text: "f.yaml:2:3: error: two\nlines \\n and a backslash\\"),
                       .init(isInputError: false, text: "f.yaml:9:1: error: expected 81, got 80")],
            stamps: BuildManifest.stamps(under: root))
        #expect(manifest.stamps.map(\.path) == ["", "a", "a/b", "a/b/x.svg", "index.html"])
        #expect(manifest.stamps.map(\.isFolder) == [true, true, true, false, false])
        #expect(manifest.stamps.first { $0.path == "a/b/x.svg" }?.size == 3)
        #expect(BuildManifest(text: manifest.text) == manifest)
        // A line break in a path or a message cannot start a line of its own.
        #expect(manifest.text.split(separator: "\n").count == 3 + 2 + 2 + 5)
    }

    /// A file's record reads back whole: its place in frames.json, its index entries (tabs, line ends, backslashes
    /// and absent fields included) and its messages.
    @Test func aFilesRecordReadsBackToTheSameRecord() throws {
        let entry = IndexEntry(filePath: "a/f", fileTitle: "Tabs\tand\r\nbreaks \\", fileSummary: nil, id: "x", caption: "=-",
                               source: "VStack {\n\tText(\"\\(n)\")\n}", figure: FigurePlacement(width: 400.5, height: 1e-3, originX: -2, originY: 1 / 3),
                               figureAppearance: .dark, previewFile: "-", winner: nil)
        var other = entry
        other.fileSummary = ""; other.caption = nil; other.previewFile = nil; other.winner = "150"
        let record = BuildManifest.FileRecord(frames: 120..<4096, scenarios: [entry, other], errors: ["f.yaml:1:1: error: e"],
                                              warnings: ["A.swift:2:3: warning: w\twith a tab"], failures: ["f.yaml:9:1: error: x\r"])
        let manifest = BuildManifest(
            fingerprint: "f", inputs: [.init(path: "a/f.yaml", digest: "d", uses: ["A.swift"], record: record),
                                       .init(path: "b.yaml", digest: "e", record: .init(frames: nil, scenarios: []))],
            summary: .init(exitStatus: 2, scenarios: 2, files: 2, figures: 2, pages: 2, outputs: 5, failures: 1, errors: 1, issues: 0),
            messages: [], stamps: [])
        #expect(BuildManifest(text: manifest.text) == manifest)
        #expect(BuildManifest(text: manifest.text)?.inputs.first?.record?.scenarios.last?.winner == "150")
        // Read from a manifest, a record's scenarios after the first are decoded when asked for; their lines are checked
        // for their 13 fields as they are read.
        let read = BuildManifest(text: manifest.text)?.inputs.first?.record
        #expect(read?.scenarioCount == 2 && read?.firstScenario == entry)
        let secondLine = try #require(manifest.text.split(separator: "\n").filter { $0.hasPrefix("scenario ") }.last)
        #expect(BuildManifest(text: manifest.text.replacingOccurrences(of: secondLine, with: secondLine + "\textra")) == nil)
        // A record read keeps its scenario and message lines as they were, and writes them back so; a new place in
        // frames.json and in the index is written as its own lines before them.
        guard var read = BuildManifest(text: manifest.text) else { Issue.record("unreadable"); return }
        #expect(read.text == manifest.text)
        let lines = read.inputs[0].record?.readLines.map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(lines.hasPrefix("scenario a/f\t") && lines.hasSuffix("file-failure f.yaml:9:1: error: x\\r") && lines.split(separator: "\n").count == 5)
        #expect(read.inputs[1].record?.readLines == nil)
        read.inputs[0].record?.frames = 7..<90
        read.inputs[0].record?.index = IndexSectionPlace(range: 1..<2, headed: false)
        var moved = manifest
        moved.inputs[0].record?.frames = 7..<90
        moved.inputs[0].record?.index = IndexSectionPlace(range: 1..<2, headed: false)
        #expect(read.text == moved.text && read == moved)
        // The lines of a record follow its `record`, `frames` and `index` lines; a place after them is no manifest FrameLab wrote.
        let misplaced = manifest.text.replacingOccurrences(of: "frames 120 4096\n", with: "")
            .replacingOccurrences(of: "file-error f.yaml:1:1: error: e\n", with: "file-error f.yaml:1:1: error: e\nframes 120 4096\n")
        #expect(misplaced != manifest.text && BuildManifest(text: misplaced) == nil)
    }

    /// Any text in a record's fields reads back as it was: the escapes (`\\`, `\n`, `\t`, `\r`), made on UTF-8 bytes, never
    /// touch another character's bytes, and nothing escaped can end a line.
    @Test func anyTextInARecordReadsBack() async {
        let pieces = ["a", "\\", "\n", "\t", "\r", "\r\n", "n", "é", "😀", "\\n", " ", "=", "-"]
        let text = Gen.int(in: 0..<pieces.count).array(of: 0...12).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 300, input: text, text, text) { title, source, failure in
            let entry = IndexEntry(filePath: "a/f", fileTitle: title, fileSummary: source, id: "x", caption: failure, source: source,
                                   figure: FigurePlacement(width: 1, height: 2), figureAppearance: .light, previewFile: nil, winner: nil)
            let record = BuildManifest.FileRecord(frames: nil, scenarios: [entry], errors: [title], warnings: [], failures: [failure])
            let encoded = BuildManifest.encoded(record)
            #expect(BuildManifest.decodedRecord(encoded) == record)
            #expect(encoded.split(separator: 0x0A).count == 4)  // record, scenario, file-error, file-failure
        }
    }

    /// A stamp line reads back whatever its numbers and path: sizes, times and inodes at their extremes (negative seconds,
    /// `Int64.min`, `UInt64.max`), and paths with spaces, escapes and other scripts. Its numbers are written from the last
    /// digit back and read field by field, not split.
    @Test func anyStampReadsBack() async {
        let pieces = ["a", " ", "\\", "\n", "\t", "/", "é", "😀", "-", "0"]
        let path = Gen.int(in: 0..<pieces.count).array(of: 0...10).map { $0.map { pieces[$0] }.joined() }
        let number = Gen.element(of: [0, 1, -1, 9, 10, -10, 1_700_000_000, 999_999_999, Int.max, Int.min]).map { $0 ?? 0 }
        let inode = Gen.element(of: [0, 1, 10, UInt64(Int.max), UInt64.max]).map { $0 ?? 0 }
        await propertyCheck(count: 300, input: path, number, number, inode) { path, size, seconds, inode in
            let stamp = BuildManifest.Stamp(path: path, isFolder: size % 2 == 0, size: Int64(size),
                                            modified: timespec(tv_sec: seconds, tv_nsec: size), inode: inode)
            let manifest = BuildManifest(fingerprint: "f", inputs: [],
                                         summary: .init(exitStatus: 0, scenarios: 0, files: 0, figures: 0, pages: 0, outputs: 1,
                                                        failures: 0, errors: 0, issues: 0),
                                         messages: [], stamps: [stamp])
            #expect(BuildManifest(text: manifest.text) == manifest, "\(manifest.text)")
        }
        let written = BuildManifest(fingerprint: "f", inputs: [], summary: .init(exitStatus: 0, scenarios: 0, files: 0, figures: 0,
                                                                                 pages: 0, outputs: 1, failures: 0, errors: 0, issues: 0),
                                    messages: [], stamps: [BuildManifest.Stamp(path: "a b", isFolder: false, size: -12,
                                                                               modified: timespec(tv_sec: -3, tv_nsec: 40), inode: 507)])
        #expect(written.text.hasSuffix("\nfile -12 -3 40 507 a b\n"), "\(written.text)")
    }

    /// A build keeps its records out of memory, in a file beside the output (or in memory): each reads back whole,
    /// with the range in frames.json set after it was kept, and the manifest writes them as if it held them.
    @Test func aRecordStoreGivesBackWhatItWasGiven() throws {
        let entry = IndexEntry(filePath: "a/f", fileTitle: "Tabs\tand\r\nbreaks \\", fileSummary: nil, id: "x", caption: "=-",
                               source: "VStack {\n\tText(\"\\(n)\")\n}", figure: FigurePlacement(width: 400.5, height: 20),
                               figureAppearance: .dark, previewFile: nil, winner: "150")
        let record = BuildManifest.FileRecord(frames: nil, scenarios: [entry, entry], errors: ["f.yaml:1:1: error: e"],
                                              warnings: ["w"], failures: ["x"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        for store in [RecordStore(file: file), RecordStore(file: nil)] {
            store.put("a/f.yaml", record)
            store.put("b.yaml", .init(frames: nil, scenarios: []))
            store.setFrames("a/f.yaml", 10..<99)
            store.setIndex("a/f.yaml", IndexSectionPlace(range: 120..<4000, headed: true))
            var expected = record
            expected.frames = 10..<99
            expected.index = IndexSectionPlace(range: 120..<4000, headed: true)
            #expect(store.record("a/f.yaml") == expected)
            #expect(store.record("b.yaml") == .init(frames: nil, scenarios: []) && store.record("c.yaml") == nil)
            #expect(store.summaries["a/f.yaml"]?.scenarios == 2 && store.summaries["a/f.yaml"]?.failures == ["x"])
            // A record taken over from the last build is held as it is, its range in frames.json set the same way.
            store.hold("held.yaml", record)
            store.setFrames("held.yaml", 10..<99)
            store.setIndex("held.yaml", IndexSectionPlace(range: 120..<4000, headed: true))
            #expect(store.record("held.yaml") == expected && store.summaries["held.yaml"]?.warnings == ["w"])
            let held = BuildManifest(fingerprint: "f", inputs: [.init(path: "a/f.yaml", digest: "d", record: expected)],
                                     summary: .init(exitStatus: 0, scenarios: 2, files: 1, figures: 2, pages: 2, outputs: 4, failures: 1,
                                                    errors: 1, issues: 0), messages: [], stamps: [])
            var stored = held
            stored.inputs[0].record = nil
            #expect(writtenText { stored.write(records: store.record, $0) } == held.text)
            #expect(held.text.contains("\nframes 10 99\nindex 120 4000 1\n") && BuildManifest(text: held.text) == held)
            store.remove()
        }
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// The stamps of a folder, read on several threads a block of entries at a time, come in `stamps(under:)`'s order,
    /// and the inputs' lines in the inputs' order, whatever the number of threads.
    @Test func stampsAndRecordsReadInBlocksKeepTheirOrder() throws {
        let directory = try LoaderTestDirectory()
        for i in 0..<70 { try directory.write("out/f\(i % 7)-\(i)/s\(i).svg", String(repeating: "x", count: i)) }
        for i in 0..<40 { try directory.write("out/top\(i).html", "p") }
        let root = directory.path + "/out"
        let inputs = (0..<50).map { BuildManifest.Input(path: "s\($0).yaml", digest: "d\($0)", uses: ["App\($0 % 3).swift"]) }
        let manifest = BuildManifest(fingerprint: "f", inputs: inputs,
                                     summary: .init(exitStatus: 0, scenarios: 1, files: 1, figures: 1, pages: 1, outputs: 1, failures: 0,
                                                    errors: 0, issues: 0), messages: [], stamps: [])
        var expected = manifest
        expected.stamps = BuildManifest.stamps(under: root)
        #expect(expected.stamps.count == 1 + 70 + 70 + 40)  // the folder, 70 folders, their files, 40 pages
        for jobs in [1, 2, 5] {
            #expect(writtenText { manifest.write(stampsUnder: root, jobs: jobs, $0) } == expected.text)
        }
    }

    /// The stamps below folders a build moved whole from the last tree are taken from the last manifest: written,
    /// they are what a walk of the folder reads (the folders' own stamps are read again), in the walk's order.
    @Test func stampsTakenOverForFoldersMovedWholeAreThoseAWalkReads() throws {
        let directory = try LoaderTestDirectory()
        for i in 0..<30 { try directory.write("out/f\(i % 3)/s\(i).svg", String(repeating: "x", count: i)) }
        try directory.write("out/f1/deep/x.html", "p")
        try directory.write("out/f10/y.svg", "q")  // a name that begins with another folder's
        try directory.write("out/index.html", "i")
        let root = directory.path + "/out"
        let manifest = BuildManifest(fingerprint: "f", inputs: [],
                                     summary: .init(exitStatus: 0, scenarios: 1, files: 1, figures: 1, pages: 1, outputs: 1, failures: 0,
                                                    errors: 0, issues: 0), messages: [], stamps: [])
        var walked = manifest
        walked.stamps = BuildManifest.stamps(under: root)
        let reused = BuildManifest.ReusedStamps(walked.stamps, folders: ["f1", "f2"])
        #expect(reused.within("f1")?.map(\.path).first == "f1/deep" && reused.within("f1")?.count == 10 + 2)
        #expect(reused.within("f2")?.count == 10 && reused.within("f0") == nil && reused.within("f10") == nil)
        for jobs in [1, 3] {
            #expect(writtenText { manifest.write(stampsUnder: root, reusing: reused, jobs: jobs, $0) } == walked.text)
        }
        // Taken over, a stamp is not read again: a file rewritten meanwhile keeps its old stamp there, and only there.
        let stale = BuildManifest.ReusedStamps(walked.stamps.map { stamp in
            var changed = stamp
            if !stamp.isFolder { changed.size += 1000 }
            return changed
        }, folders: ["f2"])
        let lines = writtenText { manifest.write(stampsUnder: root, reusing: stale, jobs: 2, $0) }.split(separator: "\n")
        let sizes = lines.filter { $0.hasPrefix("file ") }.map { ($0.split(separator: " ")[1], $0.split(separator: " ")[5]) }
        #expect(sizes.filter { Int($0.0)! >= 1000 }.allSatisfy { $0.1.hasPrefix("f2/") })
        #expect(sizes.filter { Int($0.0)! >= 1000 }.count == 10)
    }

    @Test func anythingButACompleteManifestIsNone() {
        #expect(BuildManifest(text: "") == nil)
        let head = "framelab-build-manifest 2\nfingerprint x\nsummary 0 1 1 1 1 1 0 0 0 0\n"
        #expect(BuildManifest(text: "framelab-build-manifest 2\nfingerprint x\n") == nil)  // no summary
        #expect(BuildManifest(text: String(head.dropLast())) == nil)  // cut short
        #expect(BuildManifest(text: "framelab-build-manifest 1\nfingerprint x\nsummary 0 1 1 1 1 1 0 0 0 0\n") == nil)  // the older format
        #expect(BuildManifest(text: head + "file 1 2 3 x\n") == nil)
        #expect(BuildManifest(text: head + "file 1 2 3 4 x\n")?.stamps.count == 1)
        // A file's record: after its input, begun by `record`, each scenario with its 13 fields.
        #expect(BuildManifest(text: head + "record \n") == nil)
        #expect(BuildManifest(text: head + "input d f.yaml\nframes 1 2\n") == nil)
        #expect(BuildManifest(text: head + "input d f.yaml\nrecord \nframes 2 1\n") == nil)
        #expect(BuildManifest(text: head + "input d f.yaml\nrecord \nscenario f\tF\n") == nil)
        #expect(BuildManifest(text: head + "input d f.yaml\nrecord \nframes 1 2\n")?.inputs.first?.record?.frames == 1..<2)
        // Numbers as `String(n)` writes them, read from the bytes: the extremes of each field, and nothing else.
        let extreme = BuildManifest(text: head + "file 9223372036854775807 -9223372036854775808 999999999 18446744073709551615 x\n")
        #expect(extreme?.stamps.first?.size == Int64.max && extreme?.stamps.first?.modified.tv_sec == Int.min)
        #expect(extreme?.stamps.first?.inode == UInt64.max && extreme?.stamps.first?.modified.tv_nsec == 999_999_999)
        for bad in ["+1 2 3 4", "1 2 3 18446744073709551616", "9223372036854775808 2 3 4", "1 2 3 0x4", "1 - 3 4", "1 2 3 -4", "1 2 3 4 "] {
            #expect(BuildManifest(text: head + "file \(bad) x\n")?.stamps.first?.path != "x", "\(bad)")
        }
        #expect(BuildManifest(text: head + "filed 1 2 3 4 x\n") == nil && BuildManifest(text: head + "fil 1 2 3 4 x\n") == nil)
        // The summary's counts size the room made for the stamps, bounded by the text's length: the largest ones neither
        // overflow nor make room for more.
        let huge = "framelab-build-manifest 2\nfingerprint x\nsummary 0 1 9223372036854775807 1 1 9223372036854775807 0 0 0 0\n"
        #expect(BuildManifest(text: huge + "file 1 2 3 4 x\n")?.stamps.count == 1)
    }

    /// A manifest file is read a megabyte at a time (`init(file:limit:jobs:)`): lines across the chunks' ends, and a line
    /// longer than a chunk, read as from the whole text; a file cut short, larger than the limit, or not a regular file
    /// is none.
    @Test func aManifestFileReadInChunksIsTheManifestItsTextIs() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let long = String(repeating: "VStack { Text(\"x\") }\n", count: 70_000)   // 1.5 MB: a line longer than a chunk
        let entry = IndexEntry(filePath: "a/f", fileTitle: "F", fileSummary: nil, id: "x", caption: nil, source: long,
                               figure: FigurePlacement(width: 1, height: 2, originX: 0, originY: 0), figureAppearance: .auto,
                               previewFile: nil, winner: nil)
        var second = entry
        second.id = "y"; second.source = "Text(\"y\")"
        let inputs = (0..<3_000).map { i in
            BuildManifest.Input(path: "folder-\(i)/file.yaml", digest: "d\(i)", uses: i % 7 == 0 ? ["App/V\(i).swift"] : [],
                                record: i % 1_000 == 1 ? .init(frames: i..<i + 9, scenarios: [entry, second], warnings: ["w\(i)"]) : nil)
        }
        let stamps = (0..<12_000).map { i in
            BuildManifest.Stamp(path: "folder-\(i % 3_000)/scenario-\(i).svg", isFolder: false, size: Int64(i),
                                modified: timespec(tv_sec: 1_700_000_000 + i, tv_nsec: i * 7), inode: UInt64(i) * 13)
        }
        let manifest = BuildManifest(fingerprint: "f", inputs: inputs,
                                     summary: .init(exitStatus: 0, scenarios: 6, files: 3_000, figures: 6, pages: 6, outputs: 12_000,
                                                    failures: 0, errors: 0, issues: 0),
                                     messages: [], stamps: stamps)
        let text = manifest.text
        #expect(text.utf8.count > 2 << 20)
        let path = root + "/manifest"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let read = try #require(BuildManifest(file: path, limit: 128 << 20, jobs: 2))
        #expect(read == manifest && read.text == text)
        #expect(read.inputs[1].record?.scenarios.first?.source == long && read.inputs[1].record?.scenarios.last?.id == "y")
        #expect(BuildManifest(file: path, limit: text.utf8.count - 1, jobs: 1) == nil)
        try Data(text.utf8.dropLast()).write(to: URL(fileURLWithPath: path))
        #expect(BuildManifest(file: path, limit: 128 << 20, jobs: 1) == nil)
        #expect(BuildManifest(file: root, limit: 128 << 20, jobs: 1) == nil && BuildManifest(file: root + "/none", limit: 1 << 20, jobs: 1) == nil)
    }

    /// A record's `parts` line: each scenario's key and its object's bytes within the file's in frames.json, or `-` for
    /// one the next build cannot take over (`ScenarioTakeover`); written before the lines kept as they were read.
    @Test func aRecordsPartsReadBackAndAnythingElseIsNone() {
        let head = "framelab-build-manifest 2\nfingerprint x\nsummary 0 1 1 1 1 1 0 0 0 0\ninput d f.yaml\nrecord \nframes 10 500\n"
        let read = BuildManifest(text: head + "parts 0a1b,2,90 - ff,100,400\n")?.inputs.first?.record?.parts
        #expect(read == [.init(key: "0a1b", frames: 2..<90), nil, .init(key: "ff", frames: 100..<400)])
        // A line that does not decode gives no parts (nothing is taken over; it is decoded only for a file that changed);
        // two are no manifest.
        for bad in ["parts 0a1b,2\n", "parts ,2,90\n", "parts k,9,2\n", "parts k,-1,2\n", "parts k,1,2,3\n", "parts k,+1,2\n"] {
            let record = BuildManifest(text: head + bad)?.inputs.first?.record
            #expect(record != nil && record?.parts == [], "\(bad)")
        }
        #expect(BuildManifest(text: head + "parts k,1,2\nparts k,1,2\n") == nil)
        // Read, the line is written back as it was.
        let kept = head + "parts 0a1b,2,90 - ff,100,400\n"
        #expect(BuildManifest(text: kept)?.text.contains("\nparts 0a1b,2,90 - ff,100,400\n") == true)
        // Where the file's part of the filter's data is in index.html.
        #expect(BuildManifest(text: head + "search 5 9\nparts - ff,1,2\n")?.inputs.first?.record?.search == 5..<9)
        #expect(BuildManifest(text: head + "search 9 5\n") == nil && BuildManifest(text: head + "search 5\n") == nil)
        // After a scenario line (kept as read), a `parts` line is out of place.
        let entry = IndexEntry(filePath: "f", fileTitle: "F", fileSummary: nil, id: "a", caption: nil, source: "Text(\"a\")",
                               figure: FigurePlacement(width: 1, height: 2), figureAppearance: .light, previewFile: nil, winner: nil)
        var record = BuildManifest.FileRecord(frames: 10..<500, scenarios: [entry, entry])
        record.parts = [nil, .init(key: "abc", frames: 3..<4)]
        record.search = 20..<30
        let encoded = String(decoding: BuildManifest.encoded(record), as: UTF8.self)
        #expect(encoded.hasPrefix("record \nframes 10 500\nsearch 20 30\nparts - abc,3,4\nscenario f\t"), "\(encoded)")
        #expect(BuildManifest.decodedRecord(Data(encoded.utf8)) == record)
        let scenarioLine = encoded.split(separator: "\n")[4]
        #expect(BuildManifest(text: head + scenarioLine + "\nparts - abc,3,4\n") == nil)
        #expect(BuildManifest(text: head + "parts - abc,3,4\n" + scenarioLine + "\n")?.inputs.first?.record?.parts.count == 2)
    }

    @Test func theStampsHoldUntilAFileIsRewrittenAddedRemovedOrReplaced() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func manifest() -> BuildManifest {
            BuildManifest(fingerprint: "f", inputs: [], summary: .init(exitStatus: 0, scenarios: 0, files: 0, figures: 0, pages: 0, outputs: 0,
                                                           failures: 0, errors: 0, issues: 0),
                          messages: [], stamps: BuildManifest.stamps(under: root))
        }
        var m = manifest()
        #expect(m.stampsHold(under: root, jobs: 2))
        // Same size, new bytes: the time (and the inode, for an atomic replace) tells.
        try Data("TWO".utf8).write(to: URL(fileURLWithPath: root + "/a/b/x.svg"))
        #expect(!m.stampsHold(under: root, jobs: 2))
        m = manifest()
        try Data("three".utf8).write(to: URL(fileURLWithPath: root + "/a/y.svg"))   // added: its folder's time changes
        #expect(!m.stampsHold(under: root, jobs: 1))
        m = manifest()
        try FileManager.default.removeItem(atPath: root + "/index.html")
        #expect(!m.stampsHold(under: root, jobs: 1))
        m = manifest()
        try FileManager.default.removeItem(atPath: root + "/a/b/x.svg")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/b/x.svg", withDestinationPath: root + "/a/y.svg")
        #expect(!m.stampsHold(under: root, jobs: 1))
        // No stamps at all is never "as it was".
        #expect(!BuildManifest(fingerprint: "f", inputs: [], summary: m.summary, messages: [], stamps: []).stampsHold(under: root, jobs: 1))
    }

    /// Read by name within their folders (a descriptor per folder, a few open at a time), the stamps of many folders
    /// hold, and a change in the first or the last folder is seen; a folder swapped for a link to a copy of it is too.
    @Test func theStampsOfManyFoldersAreReadWithinThem() throws {
        let directory = try LoaderTestDirectory()
        for i in 0..<40 { try directory.write("out/f\(i)/g/s\(i).svg", "x") }
        let root = directory.path + "/out"
        func manifest() -> BuildManifest {
            BuildManifest(fingerprint: "f", inputs: [], summary: .init(exitStatus: 0, scenarios: 0, files: 0, figures: 0, pages: 0, outputs: 0,
                                                                       failures: 0, errors: 0, issues: 0),
                          messages: [], stamps: BuildManifest.stamps(under: root))
        }
        var m = manifest()
        #expect(m.stamps.count == 1 + 40 * 3)
        #expect(m.stampsHold(under: root, jobs: 1) && m.stampsHold(under: root, jobs: 3))
        for changed in ["f0/g/s0.svg", "f9/g/s9.svg"] {
            try Data("yy".utf8).write(to: URL(fileURLWithPath: root + "/" + changed))
            #expect(!m.stampsHold(under: root, jobs: 1) && !m.stampsHold(under: root, jobs: 2))
            m = manifest()
        }
        try FileManager.default.copyItem(atPath: root + "/f5/g", toPath: directory.path + "/elsewhere")
        try FileManager.default.removeItem(atPath: root + "/f5/g")
        try FileManager.default.createSymbolicLink(atPath: root + "/f5/g", withDestinationPath: directory.path + "/elsewhere")
        #expect(!m.stampsHold(under: root, jobs: 1))
    }
}

@Suite struct BuildManifestOutputsTests {
    @Test func aScenarioFilesOutputsAreTheFilesDirectlyInItsFolder() {
        func file(_ path: String) -> BuildManifest.Stamp {
            BuildManifest.Stamp(path: path, isFolder: false, size: 1, modified: timespec(tv_sec: 0, tv_nsec: 0), inode: 1)
        }
        let stamps = ["index.html", "frames.json", "a/x.svg", "a/x.html", "a/x@2x.png", "a/b/y.svg", "c/z.svg", "assets/site.css"].map(file)
            + [BuildManifest.Stamp(path: "a/b", isFolder: true, size: 0, modified: timespec(tv_sec: 0, tv_nsec: 0), inode: 2)]
        let manifest = BuildManifest(fingerprint: "f", inputs: [],
                                     summary: .init(exitStatus: 0, scenarios: 0, files: 0, figures: 0, pages: 0, outputs: 0,
                                                    failures: 0, errors: 0, issues: 0),
                                     messages: [], stamps: stamps)
        // a.yaml writes into a/, a/b.yaml into a/b/: neither takes the other's files.
        #expect(manifest.outputs(ofInputs: ["a.yaml"]) == ["a/x.svg", "a/x.html", "a/x@2x.png"])
        #expect(manifest.outputs(ofInputs: ["a/b.yaml", "c.yml"]) == ["a/b/y.svg", "c/z.svg"])
        #expect(manifest.outputs(ofInputs: []) == [])
    }
}

/// What `BuildManifest.write` gave, block by block, as text; every block is whole lines, each ending in a line feed.
private func writtenText(_ write: (([UInt8]) -> Void) -> Void) -> String {
    var text = ""
    write { block in
        #expect(block.last == 0x0A, "a block that does not end a line")
        text += String(decoding: block, as: UTF8.self)
    }
    return text
}
