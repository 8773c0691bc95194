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

/// Writes a set of files so that the output directory is always either the old complete tree or the
/// new one — after a failed write, a full disk or a SIGKILL at any moment. The new tree is assembled in
/// a hidden staging directory beside the output directory (same file system): files whose bytes are
/// unchanged and files the set does not own are hard links to the old ones (so they keep their
/// modification times), changed files are written in full. Then the two directories are exchanged in
/// one `renameat2(RENAME_EXCHANGE)` and the old tree, now in the staging directory, is deleted. A
/// staging directory left by a killed process is deleted by the next write.
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
    /// pages); each must still be there.
    @discardableResult
    public static func write(_ files: [OutputFile], keeping kept: [String] = [], to directory: String,
                             removingStale stale: StaleFiles = .keep,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(OutputWriteError) -> Summary {
        var named: Set<String> = []
        for file in files {
            if let problem = OutputPathRules.problem(with: file.path) { throw .invalidPath(file.path, problem) }
            guard named.insert(file.path).inserted else { throw .invalidPath(file.path, "named twice") }
        }
        // Through a symbolic link to the folder it names, so the link itself stays.
        let outputURL = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let staging = StagingDirectory(besides: outputURL)
        staging.removeAbandoned()

        let old = OutputTree.read(outputURL)
        if let mountPoint = old.mountPoint {
            throw .io(path: outputURL.appendingPathComponent(mountPoint).path,
                      reason: "a mount point inside the output folder; its files could only be copied, so FrameLab leaves the folder alone")
        }
        for path in kept {
            guard old.regularFiles.contains(path) else { throw .io(path: path, reason: "it disappeared during the build; build again") }
            guard named.insert(path).inserted else { throw .invalidPath(path, "named twice") }
        }
        let isChanged = parallelMap(files, jobs: jobs) { file in
            old.regularFiles.contains(file.path)
                ? FileManager.default.contents(atPath: outputURL.path + "/" + file.path) != file.contents : true
        }
        let changed = zip(files, isChanged).filter(\.1).map(\.0)
        let changedPaths = Set(changed.map(\.path))
        // Only files FrameLab wrote are ever removed: regular files and links, never a FIFO or a device.
        let removed = (Array(old.regularFiles) + Array(old.symbolicLinks)).filter { !named.contains($0) && stale.isStale($0) }.sorted()
        let removedSet = Set(removed)
        let foreign: [String]
        if case .owned = stale {
            foreign = old.allFiles.filter { !named.contains($0) && !removedSet.contains($0) }.sorted()
        } else {
            foreign = []
        }
        let summary = Summary(written: changedPaths.sorted(),
                              unchanged: (files.map(\.path).filter { !changedPaths.contains($0) } + kept).sorted(),
                              removed: removed, foreign: foreign)
        if changed.isEmpty && removed.isEmpty && old.exists { return summary }

        // A file that is not FrameLab's where the new set needs a folder would be lost: refuse instead.
        let newFolders = Set(files.flatMap { file in
            file.path.indices.filter { file.path[$0] == "/" }.map { String(file.path[..<$0]) }
        })
        let carried = old.allFiles.filter { !changedPaths.contains($0) && !removedSet.contains($0) }
        if let blocking = carried.first(where: newFolders.contains) {
            throw .io(path: outputURL.appendingPathComponent(blocking).path,
                      reason: "a file FrameLab did not write is where the new output needs a folder; move it away")
        }
        // Folders that were empty are carried over too (someone else's); the others exist as long as a file is in them.
        let parents = Set((old.allFiles + Array(old.folders.keys)).compactMap { path in
            path.lastIndex(of: "/").map { String(path[..<$0]) }
        })
        let emptyFolders = old.folders.keys.filter { !parents.contains($0) }

        try staging.create()
        do throws(OutputWriteError) {
            // Folders first, one thread; then every file on every core; then the old folders' modes.
            try staging.createFolders(for: carried + changed.map(\.path), empty: emptyFolders)
            let failures = parallelMap(Array(0..<(carried.count + changed.count)), jobs: jobs) { n -> OutputWriteError? in
                do throws(OutputWriteError) {
                    if n < carried.count {
                        try staging.carryOver(carried[n], from: outputURL, isLink: old.symbolicLinks.contains(carried[n]))
                    } else {
                        try staging.place(changed[n - carried.count])
                    }
                    return nil
                } catch { return error }
            }
            if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
            staging.applyModes(old.folders)
            try staging.replace(outputURL, existing: old.exists)
        } catch {
            staging.discard()
            throw error
        }
        return summary
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
