import Foundation
import Site

/// Every scenario file's record (`BuildManifest.FileRecord`) of a build, kept as the manifest writes it, in a file
/// beside the output folder (or in memory, for a build kept in memory), so that a build does not hold every
/// scenario's index entry: the index reads a file's entries back as its section renders, and the manifest copies
/// them. What the build needs of every record without reading it back (its scenario count, its messages, its range
/// in `frames.json`) stays at hand in `summaries`.
final class RecordStore: @unchecked Sendable {
    struct Summary: Sendable {
        var scenarios: Int
        var warnings: [String]
        var failures: [String]
        /// The file's first entry: its title, summary, preview file and path, for the index's contents.
        var first: IndexEntry?
        /// Where the file's object is in `frames.json`, once it is written.
        var frames: Range<Int>?
        /// Where the file's section is in `index.html`, once it is written.
        var index: IndexSectionPlace?
        /// Where the file's part of the filter's data is in `index.html`, once it is written.
        var search: Range<Int>?

        init(_ record: BuildManifest.FileRecord) {
            scenarios = record.scenarioCount
            warnings = record.warnings
            failures = record.failures
            first = record.firstScenario
            frames = record.frames
        }
    }

    /// Where a record is: written to the file or to `memory`, or, for a file taken over from the last build, the
    /// record read from that build's manifest, which the build holds anyway (`BuildOutput.Reuse`).
    private enum Place { case file(Range<UInt64>), memory(Range<Int>), held(BuildManifest.FileRecord) }

    private(set) var summaries: [String: Summary] = [:]
    private var places: [String: Place] = [:]
    private var memory = Data()
    private let file: FileHandle?
    private let url: URL?
    private let lock = NSLock()

    /// In the file `url` (created, and deleted by `remove`), or in memory when nil or when it cannot be created.
    init(file url: URL?) {
        if let url, FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forUpdating: url) {
            self.url = url
            file = handle
        } else {
            self.url = nil
            file = nil
        }
    }

    /// Keeps `record` for the scenario file at `path`.
    func put(_ path: String, _ record: BuildManifest.FileRecord) {
        let bytes = BuildManifest.encoded(record)
        lock.lock(); defer { lock.unlock() }
        summaries[path] = Summary(record)
        // A record the file does not take is kept in memory: a full disk costs memory, not the build.
        if let file, let offset = try? file.seekToEnd(), (try? file.write(contentsOf: bytes)) != nil {
            places[path] = .file(offset..<offset + UInt64(bytes.count))
        } else {
            places[path] = .memory(memory.count..<memory.count + bytes.count)
            memory.append(bytes)
        }
    }

    /// Keeps `record` for the scenario file at `path` as it is: a record the build holds anyway (a file taken over
    /// from the last build, whose record its manifest gave). Writing it out and reading it back was a sixth of a
    /// build with one file changed out of a hundred.
    func hold(_ path: String, _ record: BuildManifest.FileRecord) {
        lock.lock(); defer { lock.unlock() }
        summaries[path] = Summary(record)
        places[path] = .held(record)
    }

    /// The record kept for `path`, read back.
    func record(_ path: String) -> BuildManifest.FileRecord? {
        lock.lock(); defer { lock.unlock() }
        let found: BuildManifest.FileRecord?
        switch places[path] {
        case .file(let range)?:
            found = (try? file?.seek(toOffset: range.lowerBound)).flatMap { _ in try? file?.read(upToCount: Int(range.count)) }
                .flatMap(BuildManifest.decodedRecord)
        case .memory(let range)?:
            found = BuildManifest.decodedRecord(memory.subdata(in: range))
        case .held(let record)?:
            found = record
        case nil:
            found = nil
        }
        guard var record = found else { return nil }
        record.frames = summaries[path]?.frames
        record.index = summaries[path]?.index
        record.search = summaries[path]?.search
        return record
    }

    /// Sets the range of `path`'s object in `frames.json` (known once the object is written).
    func setFrames(_ path: String, _ frames: Range<Int>) {
        lock.lock(); defer { lock.unlock() }
        summaries[path]?.frames = frames
    }

    /// Sets where `path`'s section is in `index.html` (known once the index is written).
    func setIndex(_ path: String, _ place: IndexSectionPlace) {
        lock.lock(); defer { lock.unlock() }
        summaries[path]?.index = place
    }

    /// Sets where `path`'s part of the filter's data is in `index.html` (known once the index is written).
    func setSearch(_ path: String, _ range: Range<Int>) {
        lock.lock(); defer { lock.unlock() }
        summaries[path]?.search = range
    }

    /// Deletes the file.
    func remove() {
        try? file?.close()
        if let url { unlink(url.path) }
    }

    deinit { remove() }
}
