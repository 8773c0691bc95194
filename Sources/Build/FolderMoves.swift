import Foundation

/// The old tree's folders that go into the new tree whole (nothing written, linked or removed in them): renamed into
/// the staging folder just before the exchange, one rename per folder instead of one hard link per file. At 10,000
/// scenarios, linking the unchanged files of 99 folders out of 100 was a fifth of a one-changed build.
///
/// Between the first rename and the exchange (a rename per folder, well under a millisecond each) the output
/// folder lacks those folders. A journal beside the staging folder, `<staging>.moved`, lists them before the first
/// rename, so that:
/// - a failed exchange puts them back at once (`restore`, from `OutputSession.discard`);
/// - a process killed in between is undone by the next FrameLab run on that folder
///   (`StagingDirectory.removeAbandoned`), before anything else is read.
///
/// After the exchange the staging folder holds the old tree, without the moved folders: a restore finds nothing to
/// put back.
enum FolderMoves {
    /// The journal of the staging folder at `staging`.
    static func journal(of staging: URL) -> String { staging.path + ".moved" }

    /// Renames each of `folders` (relative to `root`, the old tree) into `staging`, whose folders above them exist.
    /// Returns the folders moved: one that cannot be renamed (a folder without write permission cannot move to
    /// another parent) stays, for its files to be linked one by one.
    static func move(_ folders: [String], from root: URL, into staging: StagingDirectory) throws(OutputWriteError) -> [String] {
        guard !folders.isEmpty else { return [] }
        let journal = journal(of: staging.url)
        try write(folders, to: journal)
        let moved = folders.filter { rename(root.path + "/" + $0, staging.location(of: $0)) == 0 }
        if moved.count < folders.count {
            // The journal lists only what is in the staging folder: the others are about to be linked there.
            try write(moved, to: journal)
        }
        return moved
    }

    private static func write(_ list: [String], to journal: String) throws(OutputWriteError) {
        // NUL-separated: a folder that is not FrameLab's may have any other byte in its name, a line break too.
        var bytes = Data()
        for folder in list { bytes.append(contentsOf: folder.utf8); bytes.append(0) }
        guard FileManager.default.createFile(atPath: journal, contents: bytes) else {
            throw .io(path: journal, reason: "cannot write the list of folders moved into the new tree; is the folder writable?")
        }
    }

    /// Puts the folders the journal of `staging` lists back into `output`, where they are still in `staging` and
    /// `output` has nothing of that name. Returns whether nothing is left to put back (then the journal is deleted
    /// and the staging folder may go); false keeps both, so that no file of the old tree is ever deleted.
    @discardableResult
    static func restore(staging: URL, output: URL) -> Bool {
        let journal = journal(of: staging)
        guard let list = FileManager.default.contents(atPath: journal) else { return true }
        var complete = true
        for name in list.split(separator: 0) {
            let folder = String(decoding: name, as: UTF8.self)
            let source = staging.path + "/" + folder, target = output.path + "/" + folder
            var status = stat()
            guard lstat(source, &status) == 0 else { continue }
            if lstat(target, &status) == 0 || rename(source, target) != 0 { complete = false }
        }
        if complete { unlink(journal) }
        return complete
    }
}
