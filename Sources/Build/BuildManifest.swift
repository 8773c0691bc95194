import Foundation
import LayoutCore
import ScenarioKit
import Site

/// What one `build` wrote and why, kept beside the output folder (never in it, so committed output stays
/// the same on every machine): the build's fingerprint — FrameLab's binary and resources, the templates,
/// the options and the digest of every input file — and the stamp of every file and folder it left in
/// the output folder. When the next `build` or `check` computes the same fingerprint and every stamp
/// still holds, the output folder is exactly what a build would write, and nothing is computed, written
/// or read byte by byte. The stamps are the ones `make` and git trust: size, modification time and inode
/// of each file, and the modification time of each folder (a file added or removed changes its folder's).
/// A manifest is only ever a shortcut: anything missing, unreadable or different means a full build.
public struct BuildManifest: Sendable, Equatable {
    static let header = "framelab-build-manifest 2"

    /// Digest of everything the output depends on but the scenario files' contents (`BuildFingerprint`):
    /// FrameLab, its resources, the templates, the options, and which scenario files there are.
    public var fingerprint: String
    /// Each scenario file, by the path its outputs are named after, with the digest of its bytes.
    public var inputs: [Input]
    /// The build's exit status and counts, for the summary a build with nothing to do repeats.
    public var summary: Summary
    /// What the build printed, in order: input errors (which `check` repeats too) and the other messages
    /// (failed expectations, validation problems), so that a build with nothing to do reports the same.
    public var messages: [Message]
    /// Every regular file and folder in the output folder after the build, by relative path (`""` is the folder itself).
    public var stamps: [Stamp]

    public init(fingerprint: String, inputs: [Input], summary: Summary, messages: [Message], stamps: [Stamp]) {
        self.fingerprint = fingerprint; self.inputs = inputs; self.summary = summary; self.messages = messages
        self.stamps = stamps
    }

    public struct Input: Sendable, Equatable {
        /// The file's relative path (`LoadedFile.relativePath`), which names its output folder.
        public var path: String
        public var digest: String
        /// The app's `.swift` files (`swift:`) whose declarations the file's views used, by path: the file is
        /// current only while each of them has the digest `BuildManifest.swift` recorded.
        public var uses: [String] = []
        /// What the next build keeps of the file when it does not build it again; nil when the build did not record it.
        public var record: FileRecord?

        public init(path: String, digest: String, uses: [String] = [], record: FileRecord? = nil) {
            self.path = path; self.digest = digest; self.uses = uses; self.record = record
        }
    }

    /// What a scenario file contributed to the build besides its own figures and pages: its part of `frames.json`
    /// (where it is in the file), its scenarios as the index lists them, and its messages. A build that does not
    /// compute the file again takes these over, so an unchanged file costs neither a layout nor a page.
    public struct FileRecord: Sendable, Equatable {
        /// The bytes of the file's object in `frames.json`; nil when none of its scenarios was built.
        public var frames: Range<Int>?
        /// Where the file's section is in `index.html`; nil when the index has none, or it was not rendered.
        public var index: IndexSectionPlace?
        /// Where the file's part of the filter's data is in `index.html` (`SearchIndex`); nil as for `index`.
        public var search: Range<Int>?
        public var scenarios: [IndexEntry] {
            get { pending?.all ?? listed }
            set { listed = newValue; pending = nil; readLines = nil }
        }
        /// How many scenarios it has, and the first (the index's contents name the file by it), without decoding the
        /// others.
        public var scenarioCount: Int { pending?.count ?? listed.count }
        public var firstScenario: IndexEntry? { listed.first }
        /// The scenarios decoded; with `pending`, only the first.
        private var listed: [IndexEntry]
        /// For a record read from a manifest, its scenarios decoded from `readLines` when first asked for: a record taken
        /// over needs only its count and its first (its section and its filter data are copied from the last index, its
        /// lines written back as they were). At 100,000 scenarios, decoding them all was 50 MB.
        private var pending: PendingScenarios?
        /// Each scenario's key and its object's bytes within the file's (`frames`), in the order of `scenarios`: what
        /// a build takes a scenario of the changed file over by (`ScenarioTakeover`); nil for a scenario that cannot
        /// be taken over, and empty when none can. Read from a manifest, they are decoded from `partsLine` when asked
        /// for (only a file that changed is): a line that does not decode gives none, so nothing is taken over.
        public var parts: [ScenarioPart?] {
            get { partsLine.map { BuildManifest.decodedParts($0) ?? [] } ?? listedParts }
            set { listedParts = newValue; partsLine = nil }
        }
        private var listedParts: [ScenarioPart?] = []
        /// The `parts` line as the manifest it was read from has it, after the word: written back as it is.
        var partsLine: String?
        /// As the build printed them: its input errors, its views' placeholder warnings, its failed expectations.
        public var errors: [String]
        public var warnings: [String]
        public var failures: [String]
        /// The lines of `scenarios` and of the messages as the manifest they were read from has them, without the
        /// last line feed (nil for a record this build made): written back as they are. At 10,000 scenarios,
        /// writing 9,900 scenarios taken over field by field again was a tenth of a build with one file changed.
        /// A slice of the record's lines as they were read (`Reader.RecordLines`), kept rather than copied again.
        var readLines: ArraySlice<UInt8>?

        public init(frames: Range<Int>?, scenarios: [IndexEntry], errors: [String] = [], warnings: [String] = [],
                    failures: [String] = []) {
            self.frames = frames; self.listed = scenarios; self.errors = errors; self.warnings = warnings; self.failures = failures
        }

        /// Its `count` scenarios (the first already decoded) are decoded from `readLines` when asked for.
        mutating func defersScenarios(count: Int) {
            guard let readLines, count > listed.count else { return }
            pending = PendingScenarios(count: count, lines: readLines)
        }

        /// The same record, whichever way its lines are kept.
        public static func == (a: FileRecord, b: FileRecord) -> Bool {
            a.frames == b.frames && a.index == b.index && a.search == b.search && a.parts == b.parts && a.scenarios == b.scenarios && a.errors == b.errors
                && a.warnings == b.warnings && a.failures == b.failures
        }
    }

    /// The scenarios of a record read from a manifest, decoded from its lines once, when first asked for.
    final class PendingScenarios: @unchecked Sendable {
        let count: Int
        private let lines: ArraySlice<UInt8>
        private let lock = NSLock()
        private var decoded: [IndexEntry]?

        init(count: Int, lines: ArraySlice<UInt8>) { self.count = count; self.lines = lines }

        var all: [IndexEntry] {
            lock.lock(); defer { lock.unlock() }
            if let decoded { return decoded }
            // The lines were checked as they were read (`Reader.finish`): each scenario line has its 13 fields.
            let entries = BuildManifest.decodedRecord(Data("record \n".utf8 + lines + [0x0A]))?.scenarios ?? []
            decoded = entries
            return entries
        }
    }

    /// A scenario as a build may take it over in a file that changed: its key (`Scenario.reuseKey`) when it was built,
    /// and where its object was in its file's object in `frames.json`.
    public struct ScenarioPart: Sendable, Equatable {
        public var key: String
        public var frames: Range<Int>

        public init(key: String, frames: Range<Int>) { self.key = key; self.frames = frames }
    }

    /// The digest of each of the app's `.swift` files when the manifest was written, by path.
    public var swift: [String: String] = [:]

    /// The files that the outputs of the scenario files at `paths` are: those directly in their output
    /// folders (`<folder>/<id>.svg`, `.html`, `.png` …), as the stamps list them.
    public func outputs(ofInputs paths: Set<String>) -> [String] {
        // By UTF-8 byte and substring: 20,000 stamps, each looked at for every build that takes files over. A folder's
        // files follow each other in the stamps (`forEachStamp`), so its set look-up is made once for all of them.
        let folders = Set(paths.map { Substring(ScenarioLoader.outputFolder(ofFile: $0)) })
        var outputs: [String] = []
        outputs.reserveCapacity(stamps.count)
        var last: (folder: Substring, isOutput: Bool)?
        for stamp in stamps where !stamp.isFolder {
            guard let slash = stamp.path.lastIndex(ofASCII: UInt8(ascii: "/")) else { continue }
            let folder = stamp.path[..<slash]
            if last?.folder != folder { last = (folder, folders.contains(folder)) }
            if last!.isOutput { outputs.append(stamp.path) }
        }
        return outputs
    }

    public struct Summary: Sendable, Equatable {
        public var exitStatus: Int32
        public var scenarios: Int, files: Int, figures: Int, pages: Int
        /// How many files the build produced (`check` reports them unchanged).
        public var outputs: Int
        public var failures: Int, errors: Int, issues: Int
        /// Views and modifiers of other modules drawn as placeholders (`Placeholders`), each counted once.
        public var placeholders: Int

        public init(exitStatus: Int32, scenarios: Int, files: Int, figures: Int, pages: Int, outputs: Int, failures: Int,
                    errors: Int, issues: Int, placeholders: Int = 0) {
            self.exitStatus = exitStatus; self.scenarios = scenarios; self.files = files; self.figures = figures
            self.pages = pages; self.outputs = outputs; self.failures = failures; self.errors = errors; self.issues = issues
            self.placeholders = placeholders
        }

        var fields: [Int] { [Int(exitStatus), scenarios, files, figures, pages, outputs, failures, errors, issues, placeholders] }

        /// ", 3 placeholders" when there are any (the summary line says nothing of them otherwise).
        public var placeholderClause: String { placeholders == 0 ? "" : ", \(placeholders) placeholder\(placeholders == 1 ? "" : "s")" }
    }

    public struct Message: Sendable, Equatable {
        /// An input error (`file:line:column: error: …`), as opposed to a failed expectation or a warning.
        public var isInputError: Bool
        public var text: String

        public init(isInputError: Bool, text: String) { self.isInputError = isInputError; self.text = text }
    }

    /// A file's or a folder's stamp, read with `lstat`.
    public struct Stamp: Sendable, Equatable {
        public var path: String
        public var isFolder: Bool
        public var size: Int64
        public var modified: timespec
        public var inode: UInt64

        public static func == (a: Stamp, b: Stamp) -> Bool {
            a.path == b.path && a.isFolder == b.isFolder && a.size == b.size && a.inode == b.inode
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        }

        /// The stamp of `relative` under `root` as it is now, nil when it is missing or a symbolic link.
        public static func read(_ relative: String, under root: String, isFolder: Bool) -> Stamp? {
            var status = stat()
            let path = relative.isEmpty ? root : root + "/" + relative
            guard lstat(path, &status) == 0 else { return nil }
            return Stamp(status, path: relative, isFolder: isFolder)
        }
    }

    /// Stamps every file and folder under `root` (no links followed; hidden entries included, since a
    /// build carries them over).
    public static func stamps(under root: String) -> [Stamp] {
        var stamps: [Stamp] = []
        forEachStamp(under: root) { stamps.append($0) }
        return stamps
    }

    /// `stamps(under:)`, each handed to `body` as it is read (a folder, then what is in it, by name).
    /// `from`: one entry of `root`, whose stamps alone are given (itself, and what it holds when it is a folder).
    /// `reusing`: folders whose contents are given as an earlier walk read them, without a look at each.
    static func forEachStamp(under root: String, from entry: String? = nil, reusing: ReusedStamps? = nil, _ body: (Stamp) -> Void) {
        func walk(_ relative: String) {
            guard let folder = Stamp.read(relative, under: root, isFolder: true) else { return }
            body(folder)
            if let within = reusing?.within(relative) { return within.forEach(body) }
            let path = relative.isEmpty ? root : root + "/" + relative
            for name in (DirectoryEntries.read(path) ?? []).map(\.name).sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                if let file = Stamp.read(child, under: root, isFolder: false) { body(file) } else { walk(child) }
            }
        }
        if let entry {
            if let file = Stamp.read(entry, under: root, isFolder: false) { body(file) } else { walk(entry) }
        } else {
            walk("")
        }
    }

    /// The stamps of what is below some folders, as an earlier manifest has them: for folders that went into the new
    /// tree whole (`OutputWriter.Summary.movedWhole`), whose files a rename did not touch, and whose stamps the build
    /// checked before it began (`stampsHold`). At 10,000 scenarios, reading them again was a tenth of a build with one
    /// file changed. A folder's own stamp is always read again (a rename may touch it); a file changed meanwhile in a
    /// folder taken over makes the next build a full one, as a file changed during the exchange always did.
    struct ReusedStamps: Sendable {
        private let stamps: [Stamp]
        /// Where each folder's contents are in `stamps`.
        private let ranges: [String: Range<Int>]

        init(_ stamps: [Stamp], folders: Set<String>) {
            var ranges: [String: Range<Int>] = [:]
            for (i, stamp) in stamps.enumerated() where stamp.isFolder && folders.contains(stamp.path) {
                let prefix = stamp.path + "/"
                var end = i + 1
                while end < stamps.count, stamps[end].path.hasPrefix(prefix) { end += 1 }
                ranges[stamp.path] = i + 1..<end
            }
            self.stamps = stamps
            self.ranges = ranges
        }

        func within(_ folder: String) -> ArraySlice<Stamp>? { ranges[folder].map { stamps[$0] } }
    }

    /// Whether every stamp still holds under `root`: nothing was added, removed, rewritten or replaced since.
    /// Checked on up to `jobs` threads (about a microsecond a file).
    public func stampsHold(under root: String, jobs: Int) -> Bool {
        guard !stamps.isEmpty else { return false }
        let chunks = stride(from: 0, to: stamps.count, by: 512).map { $0..<min($0 + 512, stamps.count) }
        return !parallelMap(chunks, jobs: jobs) { range in
            var folders = FolderDescriptors(root: root)
            defer { folders.closeAll() }
            return stamps[range].allSatisfy { folders.stamp($0.path, isFolder: $0.isFolder) == $0 }
        }.contains(false)
    }

    /// Stamps read by name within their folder (`fstatat` on a descriptor of the folder, opened once): the kernel
    /// walks one name per file instead of the output's whole path, for the 20,000 stamps a build checks first.
    private struct FolderDescriptors {
        let root: String
        private var descriptors: [Substring: Int32] = [:]

        init(root: String) { self.root = root }

        mutating func stamp(_ relative: String, isFolder: Bool) -> Stamp? {
            guard let slash = relative.lastIndex(ofASCII: UInt8(ascii: "/")) else {
                return Stamp.read(relative, under: root, isFolder: isFolder)
            }
            let folder = relative[..<slash]
            let descriptor: Int32
            if let known = descriptors[folder] {
                descriptor = known
            } else {
                // A few folders at a time: the stamps come folder by folder, and a process has only so many descriptors.
                if descriptors.count >= 16 { closeAll() }
                descriptor = open(root + "/" + folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                descriptors[folder] = descriptor
            }
            guard descriptor >= 0 else { return nil }
            var status = stat()
            guard fstatat(descriptor, String(relative[relative.utf8.index(after: slash)...]), &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                return nil
            }
            return Stamp(status, path: relative, isFolder: isFolder)
        }

        mutating func closeAll() {
            for descriptor in descriptors.values where descriptor >= 0 { close(descriptor) }
            descriptors = [:]
        }
    }

    // MARK: The file

    /// One line per item, a path or message last on its line; line breaks, tabs and backslashes in them are
    /// escaped (`\n`, `\r`, `\t`, `\\`), so that nothing in a path or a message can end a line or a field.
    public var text: String {
        var text = ""
        write { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The text in blocks of whole lines, each ending in a line feed, none empty (`text`), so that a manifest of any length is
    /// never held whole. Made as UTF-8 bytes: a line per file of the output, each once a string, was a fifth of
    /// writing the manifest after a build with one changed file in 10,000.
    /// With `stampsUnder`, the stamps are those of the folder as it is now, each written as it is read, instead of `stamps`.
    /// `records`: each input's record, read as it is written, when the inputs do not hold them.
    /// The inputs' lines and the stamps are made a block at a time on `jobs` threads (`records` is called from them),
    /// and given in order.
    /// `reusing`: the folders whose stamps below them are taken from an earlier manifest rather than read again.
    func write(stampsUnder root: String? = nil, reusing: ReusedStamps? = nil, records: (@Sendable (String) -> FileRecord?)? = nil,
               jobs: Int = 1, _ give: ([UInt8]) -> Void) {
        func block(_ lines: [UInt8]) { if !lines.isEmpty { give(lines) } }
        var head: [UInt8] = []
        Self.append(Self.header, to: &head)
        Self.append("fingerprint \(fingerprint)", to: &head)
        Self.append("summary " + summary.fields.map(String.init).joined(separator: " "), to: &head)
        for (path, digest) in swift.sorted(by: { $0.key < $1.key }) { Self.append("swift \(digest) " + Self.escape(path), to: &head) }
        block(head)
        Self.inBlocks(inputs, jobs: jobs, block) { input, out in
            Self.append("input \(input.digest) " + Self.escape(input.path), to: &out)
            for used in input.uses { Self.append("uses " + Self.escape(used), to: &out) }
            if let record = input.record ?? records?(input.path) { Self.lines(record).forEach { Self.append($0, to: &out) } }
        }
        var tail: [UInt8] = []
        for message in messages { Self.append((message.isInputError ? "error " : "message ") + Self.escape(message.text), to: &tail) }
        guard let root else {
            stamps.forEach { Self.append($0, to: &tail) }
            return block(tail)
        }
        // The folder's own stamp, then each entry's in name order, as `forEachStamp` gives them.
        guard let top = Stamp.read("", under: root, isFolder: true) else { return block(tail) }
        Self.append(top, to: &tail)
        block(tail)
        let names = (DirectoryEntries.read(root) ?? []).map(\.name).sorted()
        Self.inBlocks(names, jobs: jobs, block) { name, out in
            Self.forEachStamp(under: root, from: name, reusing: reusing) { Self.append($0, to: &out) }
        }
    }

    /// `line` and a line feed.
    private static func append(_ line: String, to out: inout [UInt8]) {
        out += line.utf8
        out.append(0x0A)
    }

    /// `file <size> <seconds> <nanoseconds> <inode> <path>` and a line feed: a line per file of the output.
    private static func append(_ s: Stamp, to out: inout [UInt8]) {
        out += (s.isFolder ? "folder " : "file ").utf8
        appendDecimal(Int(s.size), to: &out)
        appendDecimal(s.modified.tv_sec, to: &out)
        appendDecimal(s.modified.tv_nsec, to: &out)
        appendDecimal(s.inode, to: &out)
        append(escape(s.path), to: &out)
    }

    /// `String(n)` and a space, written from the last digit back into a buffer on the stack and appended at once. A
    /// manifest has four numbers on each of its 20,000 stamp lines (at 10,000 scenarios): appended digit by digit, then
    /// reversed, they cost a thousand instructions each, a twelfth of a build with one file changed.
    private static func appendDecimal(_ n: some BinaryInteger, to out: inout [UInt8]) {
        var magnitude = UInt64(n.magnitude)
        // 20 digits at most (UInt64.max), a minus sign and the space.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 22) { buffer in
            var start = buffer.count - 1
            buffer[start] = UInt8(ascii: " ")
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if n < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// The lines of each of `items` (`lines` appends them), made a few items at a time on `jobs` threads, given to `block`
    /// in the items' order: so that a manifest of any length is made on every core and never held whole.
    private static func inBlocks<Item: Sendable>(_ items: [Item], jobs: Int, _ block: ([UInt8]) -> Void,
                                                 lines: @escaping @Sendable (Item, inout [UInt8]) -> Void) {
        let size = max(1, 16 * jobs)
        for start in stride(from: 0, to: items.count, by: size) {
            let parts = parallelMap(Array(items[start..<min(start + size, items.count)]), jobs: jobs) { item in
                var out: [UInt8] = []
                lines(item, &out)
                return out
            }
            parts.forEach(block)
        }
    }

    /// Reads a manifest's text; nil for anything but a complete manifest of this format. Read as UTF-8 bytes: at
    /// 10,000 scenarios the manifest is 4 MB, and a build with nothing to do is mostly this.
    /// `jobs`: the inputs' records are read on up to that many threads.
    public init?(text: String, jobs: Int = 1) {
        var text = text
        guard let manifest = text.withUTF8({ buffer -> BuildManifest? in
            let lines = Lines(buffer)
            guard let all = lines.all else { return nil }
            var reader = Reader(size: buffer.count)
            for line in all { guard reader.read(line, lines) else { return nil } }
            return reader.finish(jobs: jobs)
        }) else { return nil }
        self = manifest
    }

    /// The same, from the regular file at `path` of at most `limit` bytes, read a megabyte at a time: its bytes are
    /// never held whole. At 100,000 scenarios a manifest is 44 MB, and held whole while it was read they were a third of
    /// the memory of a build with one file changed.
    init?(file path: String, limit: Int, jobs: Int) {
        guard let file = BoundedFile.openRegularFile(path) else { return nil }
        defer { close(file.descriptor) }
        guard file.size <= limit else { return nil }
        var reader = Reader(size: file.size)
        // Each line is read with the chunk it lies in (`Lines` over the line's buffer).
        guard BoundedFile.forEachLine(of: file.descriptor, limit: limit, { reader.read($0, Lines($0.base)) }),
              let manifest = reader.finish(jobs: jobs) else { return nil }
        self = manifest
    }

    /// A manifest's lines, read one after the other (`init(text:jobs:)`, `init(file:limit:jobs:)`), and what `finish`
    /// makes of them.
    private struct Reader {
        var fingerprint: String?, summary: Summary?
        var messages: [Message] = [], stamps: [Stamp] = [], inputs: [Input] = []
        var swiftFiles: [String: String] = [:]
        /// Each input's record lines, copied as they come, read once every line is, an input at a time on every core (at
        /// 10,000 scenarios, reading them was most of reading the manifest).
        var records: [RecordLines] = []
        var isFirst = true
        /// The manifest's size in bytes: it bounds the room made for the stamps.
        let size: Int

        /// One input's record lines (line feeds included), where each line's fields are among them, and where its
        /// scenario and message lines are (`FileRecord.readLines`, which is a slice of `bytes`).
        struct RecordLines: Sendable {
            var bytes: [UInt8] = []
            var fields: [(LineKind, Range<Int>)] = []
            var readLines: Range<Int>?
        }

        init(size: Int) { self.size = size }

        /// Reads one line; false when it is not a line of a manifest, or not where it may be.
        mutating func read(_ line: Lines.Part, _ lines: Lines) -> Bool {
            if isFirst {
                isFirst = false
                return lines.text(line) == BuildManifest.header
            }
            // Kinds, numbers and repeated texts are read from the bytes: at 10,000 scenarios the manifest has 30,000
            // lines, and making a string of each line's kind and each number was a third of reading it.
            guard let space = line.firstIndex(of: 0x20), let kind = LineKind.of(line[..<space]) else { return false }
            let rest = line[(space + 1)...]
            switch kind {
            case .fingerprint: fingerprint = lines.text(rest)
            case .summary:
                let n = rest.split(separator: 0x20).compactMap(DecimalBytes.integer)
                guard n.count == 10, let status = Int32(exactly: n[0]) else { return false }
                summary = Summary(exitStatus: status, scenarios: n[1], files: n[2], figures: n[3], pages: n[4], outputs: n[5],
                                  failures: n[6], errors: n[7], issues: n[8], placeholders: n[9])
                // Most lines are stamps: room for them at once (the outputs and about a folder per file), not grown and
                // copied as they come; at most as many as the file's bytes can hold (each count bounded first, so that
                // no sum overflows).
                let most = size / 16
                stamps.reserveCapacity(min(most, min(max(n[5], 0), most) + min(max(n[2], 0), most) + 16))
            case .input:
                let fields = rest.split(separator: 0x20, maxSplits: 1, omittingEmptySubsequences: false)
                guard fields.count == 2 else { return false }
                inputs.append(Input(path: lines.unescaped(fields[1]), digest: lines.text(fields[0])))
                records.append(RecordLines())
            case .uses:
                guard !inputs.isEmpty else { return false }
                inputs[inputs.count - 1].uses.append(lines.unescaped(rest))
            case .record, .frames, .index, .search, .parts, .scenario, .fileError, .fileWarning, .fileFailure:
                guard !records.isEmpty else { return false }
                let i = records.count - 1
                // They follow each other, after the record's `record`, `frames`, `index`, `search` and `parts` lines (`lines(_:)`).
                let isRead = kind == .scenario || kind == .fileError || kind == .fileWarning || kind == .fileFailure
                guard isRead || records[i].readLines == nil else { return false }
                // A record's lines take about as much room as the one before's: reserved at once, not doubled as they come.
                if kind == .record, i > 0 { records[i].bytes.reserveCapacity(records[i - 1].bytes.count + 256) }
                let start = records[i].bytes.count
                records[i].bytes += line
                records[i].bytes.append(0x0A)
                let end = start + line.count
                records[i].fields.append((kind, end - rest.count..<end))
                if isRead { records[i].readLines = (records[i].readLines?.lowerBound ?? start)..<end }
            case .swift:
                let fields = rest.split(separator: 0x20, maxSplits: 1, omittingEmptySubsequences: false)
                guard fields.count == 2 else { return false }
                swiftFiles[lines.unescaped(fields[1])] = lines.text(fields[0])
            case .error, .message:
                messages.append(Message(isInputError: kind == .error, text: lines.unescaped(rest)))
            case .file, .folder:
                // Four numbers, then the path: found space by space, where splitting each of the 20,000 lines into an
                // array of fields was a third of reading a manifest.
                var after = rest
                func field() -> Lines.Part? {
                    guard let space = after.firstIndex(of: 0x20) else { return nil }
                    defer { after = after[(space + 1)...] }
                    return after[..<space]
                }
                guard let length = field().flatMap(DecimalBytes.integer), let seconds = field().flatMap(DecimalBytes.integer),
                      let nanoseconds = field().flatMap(DecimalBytes.integer), let inode = field().flatMap(DecimalBytes.number) else { return false }
                stamps.append(Stamp(path: lines.unescaped(after), isFolder: kind == .folder, size: Int64(length),
                                    modified: timespec(tv_sec: seconds, tv_nsec: nanoseconds), inode: inode))
            }
            return true
        }

        /// The manifest the lines read make, its records read on `jobs` threads; nil when one is missing or unreadable.
        /// A record's first scenario is decoded, the others only counted and their fields counted (`FileRecord.pending`).
        func finish(jobs: Int) -> BuildManifest? {
            guard !isFirst, let fingerprint, let summary else { return nil }
            let withRecords = records.enumerated().filter { !$0.element.fields.isEmpty }.map { ($0.offset, $0.element) }
            let read = parallelMap(withRecords, jobs: jobs) { input, lines -> (Int, FileRecord?) in
                lines.bytes.withUnsafeBufferPointer { buffer in
                    let text = Lines(buffer)
                    var record: FileRecord?, recent = RecentTexts(), count = 0
                    for (kind, range) in lines.fields {
                        let bytes = buffer[range]
                        if kind == .scenario, count > 0 {
                            guard bytes.count(where: { $0 == 0x09 }) == 12 else { return (input, nil) }
                            count += 1
                            continue
                        }
                        guard BuildManifest.read(kind, bytes, text, &recent, into: &record) else { return (input, nil) }
                        if kind == .scenario { count = 1 }
                    }
                    if let range = lines.readLines {
                        record?.readLines = lines.bytes[range]
                        record?.defersScenarios(count: count)
                    }
                    return (input, record)
                }
            }
            var inputs = self.inputs
            for (input, record) in read {
                guard let record else { return nil }
                inputs[input].record = record
            }
            var manifest = BuildManifest(fingerprint: fingerprint, inputs: inputs, summary: summary, messages: messages, stamps: stamps)
            manifest.swift = swiftFiles
            return manifest
        }
    }

    /// What a line of the manifest is: the word it begins with.
    private enum LineKind: CaseIterable {
        // The most frequent first: `of` tries them in this order.
        case file, scenario, folder, input, uses, record, frames, index, search, parts, fileError, fileWarning, fileFailure, swift
        case fingerprint, summary, error, message

        var word: StaticString {
            switch self {
            case .file: "file"
            case .scenario: "scenario"
            case .folder: "folder"
            case .input: "input"
            case .uses: "uses"
            case .record: "record"
            case .frames: "frames"
            case .index: "index"
            case .search: "search"
            case .parts: "parts"
            case .fileError: "file-error"
            case .fileWarning: "file-warning"
            case .fileFailure: "file-failure"
            case .swift: "swift"
            case .fingerprint: "fingerprint"
            case .summary: "summary"
            case .error: "error"
            case .message: "message"
            }
        }

        static func of(_ part: Lines.Part) -> LineKind? {
            allCases.first { kind in
                let word = kind.word
                return word.utf8CodeUnitCount == part.count
                    && part.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
            }
        }
    }

    /// The last file path and title read from a scenario line, and their strings: every scenario of a file repeats
    /// them, so each is made once per file.
    private struct RecentTexts {
        var path: (bytes: Lines.Part, text: String)?
        var title: (bytes: Lines.Part, text: String)?

        static func text(_ part: Lines.Part, _ lines: Lines, _ recent: inout (bytes: Lines.Part, text: String)?) -> String {
            if let known = recent, known.bytes.elementsEqual(part) { return known.text }
            let text = lines.unescaped(part)
            recent = (part, text)
            return text
        }
    }

    /// A manifest's bytes, line by line.
    private struct Lines {
        typealias Part = Slice<UnsafeBufferPointer<UInt8>>
        let bytes: UnsafeBufferPointer<UInt8>
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Every line without its line feed; nil when the text does not end with one (a manifest cut short).
        var all: [Part]? {
            guard bytes.last == 0x0A else { return nil }
            // `split` went through the 4 MB of a 10,000-scenario manifest a byte at a time (5 ms).
            var parts: [Part] = []
            var start = 0
            forEachLineFeed(in: UnsafeRawBufferPointer(bytes)) { end in
                parts.append(bytes[start..<end])
                start = end + 1
            }
            return parts
        }

        func text(_ part: Part) -> String { String(decoding: part, as: UTF8.self) }

        /// The text `escape` wrote: `\n`, `\r`, `\t` and `\\` undone.
        func unescaped(_ part: Part) -> String {
            guard part.contains(0x5C) else { return text(part) }
            var out: [UInt8] = []
            out.reserveCapacity(part.count)
            var escaped = false
            for byte in part {
                if escaped {
                    switch byte {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    default: out.append(byte)
                    }
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else {
                    out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    static func escape(_ text: String) -> String {
        // Looked for in the string's own bytes: through the UTF-8 view's iterator, the 20,000 paths of a manifest took
        // 800 instructions each.
        func needsEscape(_ bytes: some Sequence<UInt8>) -> Bool { bytes.contains { $0 == 0x5C || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } }
        guard text.utf8.withContiguousStorageIfAvailable(needsEscape) ?? needsEscape(text.utf8) else { return text }
        // On UTF-8 bytes: the four are ASCII, so no other character's bytes can be mistaken for them (a scenario's
        // Swift source, escaped in every record, made a scalar-by-scalar copy a tenth of a one-file rebuild).
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 64)
        for byte in text.utf8 {
            switch byte {
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            // Lines are split at line feeds only, but a bare carriage return in a line would read as a line end to
            // anyone who opens the file.
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: A file's record

    /// The parts a `parts` line gives after its word (`key,start,end` or `-` per scenario); nil when it is not one.
    static func decodedParts(_ line: String) -> [ScenarioPart?]? {
        Array(line.utf8).withUnsafeBufferPointer { buffer -> [ScenarioPart?]? in
            let lines = Lines(buffer)
            var parts: [ScenarioPart?] = []
            for token in buffer[...].split(separator: 0x20) {
                if token.count == 1 && token.first == UInt8(ascii: "-") { parts.append(nil); continue }
                let fields = token.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                guard fields.count == 3, !fields[0].isEmpty, let start = DecimalBytes.number(fields[1]), let end = DecimalBytes.number(fields[2]),
                      start <= end, end <= UInt64(Int.max) else { return nil }
                parts.append(ScenarioPart(key: lines.text(fields[0]), frames: Int(start)..<Int(end)))
            }
            return parts
        }
    }

    /// A record as its lines in the manifest, each ended by a line feed (`RecordStore` keeps records so).
    static func encoded(_ record: FileRecord) -> Data {
        var bytes = Data()
        for line in lines(record) { bytes.append(contentsOf: line.utf8); bytes.append(0x0A) }
        return bytes
    }

    /// The record `encoded` wrote; nil for anything else.
    static func decodedRecord(_ bytes: Data) -> FileRecord? {
        bytes.withUnsafeBytes { raw -> FileRecord? in
            let lines = Lines(raw.bindMemory(to: UInt8.self))
            guard let all = lines.all else { return nil }
            var record: FileRecord?
            var recent = RecentTexts()
            for line in all {
                guard let space = line.firstIndex(of: 0x20), let kind = LineKind.of(line[..<space]),
                      read(kind, line[(space + 1)...], lines, &recent, into: &record)
                else { return nil }
            }
            return record
        }
    }

    /// `record`, then `frames <start> <end>`, one `scenario` line per scenario (its fields separated by tabs, each
    /// optional field `-` when nil and `=` before its text otherwise), and the file's messages.
    private static func lines(_ record: FileRecord) -> [String] {
        var lines = ["record "]  // nothing after the space
        if let frames = record.frames { lines.append("frames \(frames.lowerBound) \(frames.upperBound)") }
        if let index = record.index { lines.append("index \(index.range.lowerBound) \(index.range.upperBound) \(index.headed ? 1 : 0)") }
        if let search = record.search { lines.append("search \(search.lowerBound) \(search.upperBound)") }
        if let partsLine = record.partsLine {
            lines.append("parts " + partsLine)
        } else if !record.parts.isEmpty {
            lines.append("parts " + record.parts.map { part in
                part.map { "\($0.key),\($0.frames.lowerBound),\($0.frames.upperBound)" } ?? "-"
            }.joined(separator: " "))
        }
        if let readLines = record.readLines {
            lines.append(String(decoding: readLines, as: UTF8.self))
            return lines
        }
        func optional(_ text: String?) -> String { text.map { "=" + escape($0) } ?? "-" }
        for s in record.scenarios {
            let fields = [escape(s.filePath), escape(s.fileTitle), optional(s.fileSummary), escape(s.id), optional(s.caption),
                          escape(s.source), "\(s.figure.width)", "\(s.figure.height)", "\(s.figure.originX)", "\(s.figure.originY)",
                          s.figureAppearance.rawValue, optional(s.previewFile), optional(s.winner)]
            lines.append("scenario " + fields.joined(separator: "\t"))
        }
        lines += record.errors.map { "file-error " + escape($0) } + record.warnings.map { "file-warning " + escape($0) }
            + record.failures.map { "file-failure " + escape($0) }
        return lines
    }

    /// Reads one line of a record (`lines(_:)`) into `record`; false when it is not one.
    private static func read(_ kind: LineKind, _ rest: Lines.Part, _ lines: Lines, _ recent: inout RecentTexts,
                             into record: inout FileRecord?) -> Bool {
        if kind == .record {
            guard record == nil, rest.isEmpty else { return false }
            record = FileRecord(frames: nil, scenarios: [])
            return true
        }
        guard record != nil else { return false }
        switch kind {
        case .frames:
            let bounds = rest.split(separator: 0x20).compactMap(DecimalBytes.integer)
            guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else { return false }
            record?.frames = bounds[0]..<bounds[1]
        case .index:
            let fields = rest.split(separator: 0x20).compactMap(DecimalBytes.integer)
            guard fields.count == 3, fields[0] >= 0, fields[0] <= fields[1], fields[2] == 0 || fields[2] == 1 else { return false }
            record?.index = IndexSectionPlace(range: fields[0]..<fields[1], headed: fields[2] == 1)
        case .search:
            let bounds = rest.split(separator: 0x20).compactMap(DecimalBytes.integer)
            guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else { return false }
            record?.search = bounds[0]..<bounds[1]
        case .parts:
            guard record?.partsLine == nil, record?.parts.isEmpty == true else { return false }
            record?.partsLine = lines.text(rest)
        case .scenario:
            let f = rest.split(separator: 0x09, omittingEmptySubsequences: false)
            func optional(_ field: Lines.Part) -> String?? {
                field.first == UInt8(ascii: "-") && field.count == 1 ? .some(nil)
                    : field.first == UInt8(ascii: "=") ? .some(lines.unescaped(field.dropFirst())) : nil
            }
            guard f.count == 13, let summary = optional(f[2]), let caption = optional(f[4]), let width = Double(lines.text(f[6])),
                  let height = Double(lines.text(f[7])), let x = Double(lines.text(f[8])), let y = Double(lines.text(f[9])),
                  let appearance = FigureAppearance(rawValue: lines.text(f[10])), let preview = optional(f[11]),
                  let winner = optional(f[12]) else { return false }
            record?.scenarios.append(IndexEntry(
                filePath: RecentTexts.text(f[0], lines, &recent.path), fileTitle: RecentTexts.text(f[1], lines, &recent.title),
                fileSummary: summary, id: lines.unescaped(f[3]),
                caption: caption, source: lines.unescaped(f[5]), figure: FigurePlacement(width: width, height: height, originX: x, originY: y),
                figureAppearance: appearance, previewFile: preview, winner: winner))
        case .fileError: record?.errors.append(lines.unescaped(rest))
        case .fileWarning: record?.warnings.append(lines.unescaped(rest))
        case .fileFailure: record?.failures.append(lines.unescaped(rest))
        default: return false
        }
        return true
    }
}

extension BuildManifest.Stamp {
    /// The stamp `status` gives, nil when it is not of the kind asked for.
    init?(_ status: stat, path: String, isFolder: Bool) {
        guard status.st_mode & S_IFMT == (isFolder ? S_IFDIR : S_IFREG) else { return nil }
        self.init(path: path, isFolder: isFolder, size: isFolder ? 0 : Int64(status.st_size), modified: status.modificationTime,
                  inode: UInt64(status.st_ino))
    }
}

extension stat {
    /// The modification time, as each platform names the field.
    public var modificationTime: timespec {
        #if canImport(Darwin)
        st_mtimespec
        #else
        st_mtim
        #endif
    }
}
