import ScenarioKit
import Foundation
import LayoutCore

/// What an existing output directory holds, read without following symbolic links (a link is a file of the
/// tree, carried over as a link, never a folder to walk into). Everything is recorded, so that a new tree
/// can carry over what is not FrameLab's exactly: folders with their modes (empty ones too), FIFOs, sockets.
struct OutputTree {
    var exists = false
    /// Relative, `/`-separated paths of regular files.
    var regularFiles: Set<String> = []
    var symbolicLinks: Set<String> = []
    /// FIFOs, sockets and device files: nothing FrameLab writes, so never FrameLab's.
    var otherFiles: Set<String> = []
    /// Every folder below the root, with its permission bits.
    var folders: [String: mode_t] = [:]
    /// The folders with nothing in them (someone else's: FrameLab never leaves a folder empty).
    var emptyFolders: [String] = []
    /// The first folder below the root on another file system (a mount point): its files could only be
    /// copied, never linked, into the new tree, so the tree cannot be replaced safely.
    var mountPoint: String?

    var allFiles: [String] { Array(regularFiles) + Array(symbolicLinks) + Array(otherFiles) }
    /// How many `allFiles` has (the three sets have no path in common).
    var fileCount: Int { regularFiles.count + symbolicLinks.count + otherFiles.count }

    static func read(_ root: URL) -> OutputTree {
        var tree = OutputTree()
        var status = stat()
        guard lstat(root.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return tree }
        tree.exists = true
        let device = status.st_dev
        visit(root.path) { relativePath, status in
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                tree.folders[relativePath] = status.st_mode & 0o7777
                if status.st_dev != device {
                    tree.mountPoint = tree.mountPoint ?? relativePath
                    return false
                }
                return true
            case S_IFLNK: tree.symbolicLinks.insert(relativePath)
            case S_IFREG: tree.regularFiles.insert(relativePath)
            default: tree.otherFiles.insert(relativePath)
            }
            return false
        } empty: { tree.emptyFolders.append($0) }
        return tree
    }

    /// Calls `body` with every entry below `folder` (its path relative to the walk's root, `relative` being the
    /// folder's own, and its status), depth first, never through a symbolic link; `body` says whether to walk into
    /// a folder. The status is `lstat`'s for a folder, and for an entry whose type the folder's listing does not say;
    /// for the others only its type is set (`DirectoryEntries`). `empty` is called with each folder walked into that
    /// has nothing in it.
    static func visit(_ folder: String, relative: String = "", _ body: (String, stat) -> Bool, empty: (String) -> Void = { _ in }) {
        guard let entries = DirectoryEntries.read(folder) else { return }
        if entries.isEmpty, !relative.isEmpty { empty(String(relative.dropLast())) }
        for entry in entries {
            let relativePath = relative + entry.name
            // The full path only for what is looked at or walked into (a folder, an entry of no known type): made for each
            // of the 20,000 files of an output, it was a third of reading the tree.
            var status = stat()
            if let type = entry.type, type != S_IFDIR {
                status.st_mode = type
            } else if lstat(folder + "/" + entry.name, &status) != 0 {
                continue
            }
            if body(relativePath, status), status.st_mode & S_IFMT == S_IFDIR {
                visit(folder + "/" + entry.name, relative: relativePath + "/", body, empty: empty)
            }
        }
    }
}
