import Foundation

/// How a fresh build compares with an output directory, file by file and byte for byte.
public struct OutputComparison: Sendable, Hashable {
    /// Files whose bytes differ.
    public var changed: [String] = []
    /// Files the build produces that the directory lacks.
    public var new: [String] = []
    /// Files FrameLab wrote into the directory (`OutputOwnership`) that the build no longer produces:
    /// outputs of scenarios that were removed (orphans). They are reported, never deleted here.
    public var deleted: [String] = []
    public var unchanged: [String] = []

    public var isIdentical: Bool { changed.isEmpty && new.isEmpty && deleted.isEmpty }

    /// Compares `files` (a fresh build, in memory) with what is under `directory`.
    public static func compare(_ files: [OutputFile], with directory: String) -> OutputComparison {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let ownership = OutputOwnership.of(root.resolvingSymlinksInPath())
        var result = OutputComparison()
        let fresh = Set(files.map(\.path))
        for file in files {
            guard let old = regularFileContents(file.path, under: root) else {
                result.new.append(file.path)
                continue
            }
            if old == file.contents { result.unchanged.append(file.path) } else { result.changed.append(file.path) }
        }
        for path in existingFiles(under: root) where !fresh.contains(path) {
            if ownership.isFrameLabs(path) {
                result.deleted.append(path)
            }
        }
        result.changed.sort(); result.new.sort(); result.deleted.sort(); result.unchanged.sort()
        return result
    }

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

    /// The bytes of the regular file `relative` under `root`, or nil when it is missing, or it or one of
    /// its folders is a symbolic link: comparisons and the diff report read only what is really there.
    public static func regularFileContents(_ relative: String, under root: URL) -> Data? {
        var path = root.path
        for component in relative.split(separator: "/") {
            guard component != "..", component != "." else { return nil }
            path += "/" + component
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else { return nil }
        }
        return FileManager.default.contents(atPath: path)
    }
}
