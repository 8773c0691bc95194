import ScenarioKit
import Foundation
import LayoutCore

/// Which files of an output folder are FrameLab's. A folder FrameLab writes holds a stamp, `.framelab-output`,
/// listing every file it wrote there; a rebuild replaces those and deletes the ones it no longer writes, and
/// keeps every other file (a `CNAME`, notes), warning about it. The stamp is part of the output like any
/// other file: the same bytes on every machine, compared by `check`, committed with the figures.
///
/// Folders written before the stamp existed count as FrameLab's when their build manifest is beside them or
/// their `frames.json` (a diff report's `report.json`) carries FrameLab's format marker; there, FrameLab's files are those of the kinds it
/// writes (`.svg`, `.html`, `.json`, `.css`, `.png`, `.nojekyll`), as before. Any other non-empty folder is
/// not FrameLab's: it is never written into (`OutputClaim`).
public enum OutputOwnership: Sendable, Equatable {
    /// What a diff report's report.json names as its format, near its start (a legacy report is known by it).
    public static let diffReportFormat = "framelab-diff"

    /// No folder yet, or an empty one.
    case vacant
    /// A stamp lists FrameLab's files.
    case stamped(StampedFiles)
    /// Written by a FrameLab before the stamp: FrameLab's files are those of the kinds it writes.
    case legacy
    /// Someone else's folder: `firstFile` is the first entry in byte order, to name in the refusal.
    case foreign(firstFile: String)

    public static let stampName = ".framelab-output"
    /// The kinds of file a FrameLab without the stamp wrote into its output folders.
    static let legacyExtensions: Set<String> = ["svg", "html", "json", "css", "png"]
    static let stampHeader = """
        # This folder is written by FrameLab (framelab build). Each build replaces the files listed below and
        # deletes those it no longer writes; files not listed are not FrameLab's, and are kept.

        """
    static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store"]
    /// A stamp larger than this is not FrameLab's (about 2.5 million paths).
    static let maximumStampSize = 256 << 20

    /// The stamp of a folder that holds `paths` (and the stamp).
    public static func stamp(listing paths: [String]) -> OutputFile {
        // A build gives its paths in order already (`SortedPaths.merged`: 20,000 of them at 10,000 scenarios).
        let sorted = paths.filter { $0 != stampName }.inUTF8Order()
        // One buffer, not a line per path: a build's stamp lists every file of the output. An array's append takes a
        // path's bytes in one piece, where Data's goes through them one at a time (half of 12 ms at 20,000 files).
        var text = Array(stampHeader.utf8)
        text.reserveCapacity(text.count + sorted.reduce(0) { $0 + $1.utf8.count + 1 })
        for path in sorted { text.append(contentsOf: path.utf8); text.append(0x0A) }
        return OutputFile(path: stampName, contents: Data(text))
    }

    /// What the folder at `url` (a real path) is.
    public static func of(_ url: URL) -> OutputOwnership {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .vacant }
        guard status.st_mode & S_IFMT == S_IFDIR else { return .foreign(firstFile: url.lastPathComponent) }
        if let data = BoundedFile.read(url.appendingPathComponent(stampName).path, limit: maximumStampSize),
           isStamp(data) {
            return .stamped(StampedFiles(stamp: Data(data)))
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
            .sorted { $0.utf8Precedes($1) }
        // Placeholders that only keep a folder in git, or a file browser's notes, do not make it someone's.
        guard let first = names.first(where: { !placeholders.contains($0) }) else { return .vacant }
        let manifest = OutputWriter.fileBeside(url, named: "manifest")
        if BoundedFile.isRegularFile(manifest.path) { return .legacy }
        // An output folder's frames.json, or a diff report's report.json, names its format near its start.
        for (file, format) in [("frames.json", "framelab-frames"), ("report.json", Self.diffReportFormat)] {
            if let start = BoundedFile.read(url.appendingPathComponent(file).path, limit: 4096, prefixOnly: true),
               String(decoding: start, as: UTF8.self).contains("\"format\": \"\(format)\"") {
                return .legacy
            }
        }
        return .foreign(firstFile: first)
    }

    /// Whether the file at `path` (relative to the folder) is one FrameLab wrote.
    public func isFrameLabs(_ path: String) -> Bool {
        switch self {
        case .vacant, .foreign: false
        case .stamped(let files): files.contains(path) || path == Self.stampName
        case .legacy: path == Self.stampName || path == ".nojekyll" || path.hasSuffix("/.nojekyll")
            || Self.legacyExtensions.contains((path as NSString).pathExtension)
        }
    }

    /// Whether `bytes` begin as a stamp does.
    static func isStamp(_ bytes: some Collection<UInt8>) -> Bool { bytes.starts(with: stampSignature.utf8) }
    private static let stampSignature = "# This folder is written by FrameLab"

    /// The paths a stamp lists, split as UTF-8 bytes: an incremental build reads the stamp of every file it wrote.
    static func parse(_ data: Data) -> Set<String>? {
        guard isStamp(data) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        var files: Set<String> = []
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            files.insert(String(Substring(line)))
        }
        return files
    }
}
