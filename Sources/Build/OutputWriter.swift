import ScenarioKit
import Foundation

/// One file to write under an output directory.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output directory, `/`-separated: `frames.json`, `flex/min-only/a.svg`.
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) { self.path = path; self.contents = contents }
    public init(path: String, text: String) { self.init(path: path, contents: Data(text.utf8)) }
}

/// Writes a set of files so that the output directory is either the old complete tree or the new one —
/// after a failed write or a full disk. The new tree is assembled in a hidden staging directory beside the
/// output directory (same file system): files whose bytes are unchanged and files the set does not own are
/// hard links to the old ones (so they keep their modification times), changed files are written in full,
/// and the old tree's folders with nothing new in them are moved over whole just before the exchange
/// (`FolderMoves`). Then the two directories are exchanged in one `renameat2(RENAME_EXCHANGE)` and the old
/// tree, now in the staging directory, is deleted. A process killed between those moves and the exchange
/// leaves the moved folders in its staging directory, listed in a journal: the next write puts them back,
/// then deletes what the killed process left.
public enum OutputWriter {
    public struct Summary: Sendable, Hashable {
        /// Relative paths written (new or changed), sorted.
        public var written: [String]
        /// Relative paths that already had these bytes, sorted.
        public var unchanged: [String]
        /// Relative paths of stale files that the new tree no longer has, sorted.
        public var removed: [String] = []
        /// Files of an owned folder that FrameLab did not write, kept as they are, sorted.
        public var foreign: [String] = []
        /// Folders of the old tree that went into the new one whole, by a rename each (`FolderMoves`): everything in
        /// them is as it was, down to each file's inode and time.
        public var movedWhole: [String] = []
    }

    /// What happens to the files of the old tree that the new set does not name.
    public enum StaleFiles: Sendable {
        /// They all stay.
        case keep
        /// A folder FrameLab owns (`OutputClaim`): the files FrameLab wrote there and no longer writes go (the
        /// figures and pages of scenarios that no longer exist); every other file stays, and is reported.
        case owned(OutputOwnership)

        func isStale(_ path: String) -> Bool {
            guard case .owned(let ownership) = self else { return false }
            return ownership.isFrameLabs(path)
        }
    }

    /// A file FrameLab keeps beside the output folder `output` (the build manifest), named like the
    /// staging folders: `.<folder>.framelab-<name>`. With `ofThisProcess` the process id comes first
    /// (`.<folder>.framelab-<pid>-<name>`), so that a file half-written by a killed process is deleted by
    /// the next build, as its staging folder is.
    public static func fileBeside(_ output: URL, named name: String, ofThisProcess: Bool = false) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(
            StagingDirectory.prefix(for: output) + (ofThisProcess ? "\(getpid())-" : "") + name)
    }

    /// Deletes what killed builds left beside `directory` (staging folders, half-written manifests); a
    /// build with nothing to write still tidies up.
    public static func removeAbandonedStaging(besides directory: String) {
        StagingDirectory(besides: URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()).removeAbandoned()
    }

    /// `jobs`: how many threads compare with the old tree and write the new one. `keeping`: files of the
    /// old tree that belong to the new one as they are (an incremental build's unchanged figures and
    /// pages); each must still be there. A build writes batch by batch through an `OutputSession`; this is
    /// the same in one batch.
    @discardableResult
    public static func write(_ files: [OutputFile], keeping kept: [String] = [], to directory: String,
                             removingStale stale: StaleFiles = .keep,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(OutputWriteError) -> Summary {
        let session = try OutputSession(directory: directory, removingStale: stale, jobs: jobs)
        do throws(OutputWriteError) {
            try session.add(files)
        } catch {
            session.discard()
            throw error
        }
        defer { session.waitUntilDone() }
        return try session.finish(keeping: kept)
    }
}

/// Why `OutputWriter.write` wrote nothing; the output directory is as it was.
public enum OutputWriteError: Error, CustomStringConvertible, Sendable, Equatable {
    case invalidPath(String, String)
    case io(path: String, reason: String)
    /// The output directory cannot be exchanged with a sibling: a mount point, or on another file system.
    case notReplaceable(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidPath(let path, let problem): "invalid output path '\(path)': \(problem)"
        case .io(let path, let reason): "cannot write \(path): \(reason)"
        case .notReplaceable(let path, let reason):
            "cannot replace the output folder \(path) in one step (\(reason)): FrameLab builds the new tree "
                + "beside it and exchanges the two, so that nobody ever sees half a site, and a mount point "
                + "cannot be exchanged. Write into a folder inside it instead, e.g. --output \(path)/site"
        }
    }
}
