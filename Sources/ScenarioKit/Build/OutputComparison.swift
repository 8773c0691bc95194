import Foundation

/// How a fresh build compares with an output directory, file by file and byte for byte.
public struct OutputComparison: Sendable, Hashable {
    /// Files whose bytes differ.
    public var changed: [String] = []
    /// Files the build produces that the directory lacks.
    public var new: [String] = []
    /// Files of a kind `build` writes that the directory has but the build no longer produces:
    /// outputs of scenarios that were removed (orphans). They are reported, never deleted here.
    public var deleted: [String] = []
    public var unchanged: [String] = []

    public var isIdentical: Bool { changed.isEmpty && new.isEmpty && deleted.isEmpty }

    /// Compares `files` (a fresh build, in memory) with what is under `directory`.
    public static func compare(_ files: [OutputFile], with directory: String, ownedExtensions: Set<String>) -> OutputComparison {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var result = OutputComparison()
        let fresh = Set(files.map(\.path))
        for file in files {
            guard let old = FileManager.default.contents(atPath: root.appendingPathComponent(file.path).path) else {
                result.new.append(file.path)
                continue
            }
            if old == file.contents { result.unchanged.append(file.path) } else { result.changed.append(file.path) }
        }
        for path in existingFiles(under: root) where !fresh.contains(path) {
            if ownedExtensions.contains((path as NSString).pathExtension) || path.hasSuffix(".nojekyll") {
                result.deleted.append(path)
            }
        }
        result.changed.sort(); result.new.sort(); result.deleted.sort(); result.unchanged.sort()
        return result
    }

    /// Every regular file under `root`, relative and `/`-separated, skipping hidden staging folders.
    public static func existingFiles(under root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var paths: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") && $0 != ".nojekyll" }) { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder),
               !isFolder.boolValue {
                paths.append(relative)
            }
        }
        return paths.sorted()
    }
}
