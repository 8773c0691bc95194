import ScenarioKit
import Foundation
import LayoutCore

/// One write of a new output tree, batch by batch (`OutputWriter`): files are placed into the staging folder as
/// they are made, so a build holds one batch of figures and pages at a time, and the folder is replaced in one
/// exchange at `finish`. Until then the output folder is the old tree; `discard` (or an error) leaves it so.
///
/// A file whose bytes the old tree already has is a hard link to the old one (it keeps its modification time); a
/// folder of the old tree with nothing new in it goes over whole, by one rename just before the exchange (`FolderMoves`).
/// After `finish`, the old tree is deleted on a thread of its own: `waitUntilDone` before the process, or a test,
/// looks at the folder beside the output.
final class OutputSession {
    let outputURL: URL
    private let staging: StagingDirectory
    private var old: OutputTree
    private let stale: OutputWriter.StaleFiles
    private let jobs: Int
    /// The old tree's paths placed so far (the rest of the old tree is stale or someone else's at `finish`). A path
    /// given twice is refused by the staging folder, which already has it (`StagingDirectory.place`), so the session
    /// need not hold every path of a large output.
    private var named: Set<String> = []
    /// Whether `finish` lists the paths written and unchanged (`OutputWriter.write`); a build does not hold them.
    private let listsPaths: Bool
    private var written: [String] = []
    private var unchanged: [String] = []
    private var writtenCount = 0
    /// Folders of the new tree already created.
    private var folders: Set<String> = []
    private var streams: [String: StagedStream] = [:]
    /// The old tree being deleted after the exchange, while the caller goes on (`waitUntilDone`).
    private var oldTreeRemoval: BackgroundWork<Void>?

    /// Reads the old tree and creates the staging folder beside `directory` (after deleting what killed builds left).
    /// `listingPaths`: whether `finish`'s summary lists the paths written and unchanged (or leaves both empty).
    /// `reading`: the old tree, being read already (`readTree`), after what killed builds left was dealt with.
    init(directory: String, removingStale stale: OutputWriter.StaleFiles, jobs: Int, listingPaths: Bool = true,
         reading: BackgroundWork<OutputTree>? = nil) throws(OutputWriteError) {
        outputURL = Self.folder(directory)
        staging = StagingDirectory(besides: outputURL)
        staging.removeAbandoned()
        old = reading?.take() ?? OutputTree.read(outputURL)
        if let mountPoint = old.mountPoint {
            throw .io(path: outputURL.appendingPathComponent(mountPoint).path,
                      reason: "a mount point inside the output folder; its files could only be copied, so FrameLab leaves the folder alone")
        }
        self.stale = stale
        self.jobs = jobs
        listsPaths = listingPaths
        try staging.create()
    }

    /// The output folder `directory` names: through a symbolic link to the folder it names, so the link itself stays.
    private static func folder(_ directory: String) -> URL {
        URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
    }

    /// Starts reading the tree of the output folder `directory` on a thread of its own, for a session to come
    /// (tens of milliseconds at 20,000 files, while the last build's manifest is read).
    static func readTree(_ directory: String) -> BackgroundWork<OutputTree> {
        let url = folder(directory)
        return BackgroundWork { OutputTree.read(url) }
    }

    /// Places `files` into the new tree: a link to the old file where the bytes are the same, written otherwise.
    func add(_ files: [OutputFile]) throws(OutputWriteError) {
        for file in files { try claim(file.path) }
        try makeFolders(for: files.map(\.path))
        let old = self.old, staging = self.staging, root = outputURL
        let outcomes = parallelMap(files, jobs: jobs) { file -> Result<Bool, OutputWriteError> in
            do throws(OutputWriteError) {
                if old.regularFiles.contains(file.path), sameBytes(root.path + "/" + file.path, as: file.contents) {
                    try staging.carryOver(file.path, from: root, isLink: false)
                    return .success(false)
                }
                try staging.place(file)
                return .success(true)
            } catch { return .failure(error) }
        }
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .success(let changed): note(file.path, changed: changed)
            case .failure(let error): throw error
            }
        }
    }

    /// Appends `bytes` to the file at `path`, created on the first call (a file too large to hold: `frames.json`), on a
    /// queue of its own (`StagedStream`): a failure is thrown by `closeStream`, which ends the file.
    func append(_ bytes: Data, to path: String) throws(OutputWriteError) {
        try stream(path).write(bytes)
    }

    /// Appends `range` of the last build's `source` to the file at `path`, as `append` does, copied by the kernel;
    /// `failure` is what `closeStream` throws when the source is shorter or changed.
    func append(_ range: Range<Int>, of source: PreviousPage, to path: String, orFail failure: OutputWriteError) throws(OutputWriteError) {
        try stream(path).copy(range, of: source, orFail: failure)
    }

    /// The file `append` writes at `path`, created on the first call.
    private func stream(_ path: String) throws(OutputWriteError) -> StagedStream {
        if let open = streams[path] { return open }
        try claim(path)
        try makeFolders(for: [path])
        let created = StagedStream(try staging.create(path), location: staging.location(of: path))
        streams[path] = created
        return created
    }

    /// Lets the file `append` wrote at `path` be closed and compared with the old tree's as soon as it is written, while
    /// the caller goes on (`closeStream` waits for it).
    func endStream(_ path: String) {
        streams[path]?.end(comparingWith: oldPath(of: path))
    }

    /// The old tree's regular file at `path`, nil if it has none.
    private func oldPath(of path: String) -> String? {
        old.regularFiles.contains(path) ? outputURL.path + "/" + path : nil
    }

    /// Where the file at `path` of the new tree is while the session lasts (to read a file `append` wrote back).
    func stagedPath(_ path: String) -> String { staging.location(of: path) }

    /// Whether the new tree has a file at `path` so far (placed, linked or being appended to).
    func holds(_ path: String) -> Bool { staging.holds(path) }

    /// The staging folder, to ask from worker threads what it holds.
    var stagingFolder: StagingDirectory { staging }

    /// Every file of the new tree so far, read from the staging folder (which holds nothing else).
    func placedFiles() -> [String] {
        var files: [String] = []
        OutputTree.visit(staging.url.path) { path, status in
            if status.st_mode & S_IFMT == S_IFDIR { return true }
            files.append(path)
            return false
        }
        return files
    }

    /// Ends a file `append` wrote; when the old tree has the same bytes, the old file takes its place.
    func closeStream(_ path: String) throws(OutputWriteError) {
        guard let stream = streams.removeValue(forKey: path) else { return }
        if try stream.finish(comparingWith: oldPath(of: path)) {
            unlink(staging.location(of: path))
            try staging.carryOver(path, from: outputURL, isLink: false)
            note(path, changed: false)
        } else {
            note(path, changed: true)
        }
    }

    /// Carries over `kept` (the old tree's files that belong to the new one as they are) and every file that is not
    /// FrameLab's, drops FrameLab's stale files, and exchanges the new tree with the old one. When nothing changed,
    /// the old tree stays and the staging folder goes.
    func finish(keeping kept: [String]) throws(OutputWriteError) -> OutputWriter.Summary {
        do throws(OutputWriteError) {
            for path in streams.keys.sorted() { try closeStream(path) }
            // A file kept is one the old tree has, so its path needs no other check (`claim`): 20,000 of them at 10,000
            // scenarios, one look-up each.
            named.reserveCapacity(named.count + kept.count)
            for path in kept {
                guard old.regularFiles.contains(path) else { throw .io(path: path, reason: "it disappeared during the build; build again") }
                named.insert(path)
            }
            // The old tree's files the new one does not name: one look-up per file (20,000 of them), after which only
            // these few are looked at again. Every path `named` holds is the old tree's (`claim`, and `kept` above), so
            // when it holds as many as the old tree has, it names them all, and none is looked up.
            let unnamed = named.count == old.fileCount ? [] : old.allFiles.filter { !named.contains($0) }
            // Only files FrameLab wrote are ever removed: regular files and links, never a FIFO or a device.
            let removed = unnamed.filter { !old.otherFiles.contains($0) && stale.isStale($0) }.sorted()
            let removedSet = Set(removed)
            let unnamedKept = unnamed.filter { !removedSet.contains($0) }
            let foreign: [String]
            if case .owned = stale {
                foreign = unnamedKept.sorted()
            } else {
                foreign = []
            }
            var summary = OutputWriter.Summary(written: written.sorted(), unchanged: listsPaths ? (unchanged + kept).sorted() : [],
                                               removed: removed, foreign: foreign)
            if writtenCount == 0 && removed.isEmpty && old.exists {
                staging.discard()
                return summary
            }
            let carried = kept + unnamedKept
            // The folders nothing was written into or removed from go over whole, by a rename each, just before the
            // exchange; the rest of what is carried is linked file by file. Folders that were empty are carried over
            // too (someone else's); the others exist as long as a file is in them.
            let whole = wholeFolders(removed: removed)
            let (inWhole, linked) = Self.split(carried, within: whole)
            let (emptyInWhole, emptyLinked) = Self.split(old.emptyFolders, within: whole)
            try makeFolders(for: linked + whole, empty: emptyLinked)
            try carryOver(linked)
            let moved = try FolderMoves.move(whole.sorted(), from: outputURL, into: staging)
            // A folder that would not move (no write permission on it) is linked file by file after all.
            summary.movedWhole = moved
            let left = whole.subtracting(moved)
            if !left.isEmpty {
                let stay = Self.split(inWhole, within: left).inside
                try makeFolders(for: stay, empty: Self.split(emptyInWhole, within: left).inside)
                try carryOver(stay)
            }
            staging.applyModes(old.folders)
            try staging.replace(outputURL, existing: old.exists)
            unlink(FolderMoves.journal(of: staging.url))
            // 20,000 files take 60 ms to delete: the caller records the build meanwhile.
            // The old tree's listing and the paths named go with it, freed on that thread: 40,000 strings at 10,000
            // scenarios, which the session would otherwise free at the end of the build.
            let listing = (old, named)
            old = OutputTree()
            named = []
            oldTreeRemoval = BackgroundWork { [staging] in
                staging.discard()
                withExtendedLifetime(listing) {}
            }
            return summary
        } catch {
            discard()
            throw error
        }
    }

    /// Links each of the old tree's `paths` into the new tree, on every core; their folders exist.
    private func carryOver(_ paths: [String]) throws(OutputWriteError) {
        let old = self.old, staging = self.staging, root = outputURL
        let failures = parallelMap(paths, jobs: jobs) { path -> OutputWriteError? in
            do throws(OutputWriteError) {
                try staging.carryOver(path, from: root, isLink: old.symbolicLinks.contains(path))
                return nil
            } catch { return error }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// The top-most folders of the old tree that go into the new one as they are: no file was placed in them (the
    /// staging folder has not created them) and no stale file of theirs is `removed`.
    private func wholeFolders(removed: [String]) -> Set<String> {
        var changed = folders
        for path in removed {
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/"), changed.insert(String(path[..<slash])).inserted { end = slash }
        }
        return Set(old.folders.keys.filter { folder in
            guard !changed.contains(folder) else { return false }
            guard let slash = folder.lastIndex(of: "/") else { return true }
            return changed.contains(String(folder[..<slash]))
        })
    }

    /// `paths` parted into those within `folders` (one of them or below one) and the others, each in the order given. A path's
    /// folder is looked up once for a run of paths in the same folder (20,000 paths, in a few hundred folders).
    private static func split(_ paths: [String], within folders: Set<String>) -> (inside: [String], outside: [String]) {
        guard !folders.isEmpty else { return ([], paths) }
        let folders = Set(folders.map { Substring($0) })
        var inside: [String] = [], outside: [String] = []
        var lastParent: Substring? = nil, lastParentIsWithin = false
        for path in paths {
            let whole = Substring(path)
            // The parent first: most paths are files, in folders looked up already; the path itself only when that fails.
            var within = false
            if let slash = path.lastIndex(ofASCII: UInt8(ascii: "/")) {
                let parent = whole[..<slash]
                if parent != lastParent {
                    lastParent = parent
                    lastParentIsWithin = isWithin(parent, folders)
                }
                within = lastParentIsWithin
            }
            if within || folders.contains(whole) { inside.append(path) } else { outside.append(path) }
        }
        return (inside, outside)
    }

    /// Whether `path` is one of `folders` or below one of them.
    private static func isWithin(_ path: Substring, _ folders: Set<Substring>) -> Bool {
        if folders.contains(path) { return true }
        var end = path.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if folders.contains(path[..<slash]) { return true }
            end = slash
        }
        return false
    }

    /// Returns once the old tree, exchanged by `finish`, is deleted (at once when there is none).
    func waitUntilDone() { _ = oldTreeRemoval?.value }

    /// Leaves the output folder as it was and deletes the staging folder.
    func discard() {
        // Nothing is left being written into the folder deleted.
        for stream in streams.values { _ = try? stream.finish(comparingWith: nil) }
        streams.removeAll()
        staging.discard()
    }

    /// Counts `path` as written (new or changed) or unchanged, and lists it when the summary lists paths.
    private func note(_ path: String, changed: Bool) {
        if changed { writtenCount += 1 }
        guard listsPaths else { return }
        if changed { written.append(path) } else { unchanged.append(path) }
    }

    /// Takes `path` for the new tree: checks the path, and notes an old tree's path (a second claim of it is refused
    /// when it is placed).
    private func claim(_ path: String) throws(OutputWriteError) {
        if let problem = OutputPathRules.problem(with: path) { throw .invalidPath(path, problem) }
        if old.exists, old.regularFiles.contains(path) || old.symbolicLinks.contains(path) || old.otherFiles.contains(path) {
            named.insert(path)
        }
    }

    /// Creates the folders `paths` are in (and the `empty` ones) in the new tree, each once. A file that is not
    /// FrameLab's where the new tree needs a folder would be lost: refused instead.
    private func makeFolders(for paths: [String], empty: [String] = []) throws(OutputWriteError) {
        var needed: Set<String> = []
        for path in paths {
            var end = path.endIndex
            while let slash = path[..<end].lastIndex(of: "/") {
                let folder = String(path[..<slash])
                if folders.contains(folder) || !needed.insert(folder).inserted { break }
                end = slash
            }
        }
        needed.formUnion(empty.filter { !folders.contains($0) })
        if let blocking = needed.sorted().first(where: { isKept($0) }) {
            throw .io(path: outputURL.appendingPathComponent(blocking).path,
                      reason: "a file FrameLab did not write is where the new output needs a folder; move it away")
        }
        try staging.createFolders(for: needed.map { $0 + "/." })
        folders.formUnion(needed)
    }

    /// Whether the old tree's file at `path` stays in the new tree (anything that is not a stale file of FrameLab's).
    private func isKept(_ path: String) -> Bool {
        if old.regularFiles.contains(path) || old.symbolicLinks.contains(path) { return !stale.isStale(path) || named.contains(path) }
        return old.otherFiles.contains(path)
    }
}
