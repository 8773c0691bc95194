import Foundation

/// Reading an output folder that is already there (the previous build's, a baseline), never through a link.
public enum OutputFolder {
    /// Every regular file under `root`, relative and `/`-separated, skipping hidden staging folders and
    /// symbolic links (never followed: a link committed under a baseline could point anywhere).
    public static func existingFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != ".nojekyll" }) { continue }
            var status = stat()
            if lstat(root.appendingPathComponent(relative).path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                paths.append(relative)
            }
        }
        return paths.sorted()
    }

    /// The bytes of the regular file `relative` under `root`, or nil when it is missing, not a regular file (a FIFO
    /// would never end), or it or one of its folders is a symbolic link: comparisons and the diff report read only
    /// what is really there.
    public static func regularFileContents(_ relative: String, under root: URL) -> Data? {
        var path = root.path
        var status = stat()
        for component in relative.split(separator: "/") {
            guard component != "..", component != "." else { return nil }
            path += "/" + component
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { return nil }
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
