import Foundation

/// The files of an existing output directory, read without following symbolic links (a link is a
/// file of the tree, carried over as a link, never a folder to walk into).
struct OutputTree {
    var exists = false
    /// Relative, `/`-separated paths of regular files.
    var regularFiles: Set<String> = []
    var symbolicLinks: Set<String> = []

    var allFiles: [String] { Array(regularFiles) + Array(symbolicLinks) }

    static func read(_ root: URL) -> OutputTree {
        var tree = OutputTree()
        var status = stat()
        guard lstat(root.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return tree }
        tree.exists = true
        walk(root.path, relative: "", into: &tree)
        return tree
    }

    private static func walk(_ folder: String, relative: String, into tree: inout OutputTree) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name, relativePath = relative + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: walk(path, relative: relativePath + "/", into: &tree)
            case S_IFLNK: tree.symbolicLinks.insert(relativePath)
            case S_IFREG: tree.regularFiles.insert(relativePath)
            default: continue  // sockets, FIFOs, devices: nothing a site publishes
            }
        }
    }
}
