import Build
import ScenarioKit
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

    /// Compares `files` (a fresh build, in memory) with what is under `directory`; of the directory's files,
    /// only those in `scope` (a build of some scenario files speaks for their outputs only).
    public static func compare(_ files: [OutputFile], with directory: String, scope: OutputScope = .whole) -> OutputComparison {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        let ownership = OutputOwnership.of(root.resolvingSymlinksInPath())
        var result = OutputComparison()
        let fresh = Set(files.map(\.path))
        for file in files {
            guard let old = OutputFolder.regularFileContents(file.path, under: root) else {
                result.new.append(file.path)
                continue
            }
            if old == file.contents { result.unchanged.append(file.path) } else { result.changed.append(file.path) }
        }
        for path in OutputFolder.existingFiles(under: root) where !fresh.contains(path) && scope.contains(path) {
            if ownership.isFrameLabs(path) {
                result.deleted.append(path)
            }
        }
        result.changed.sort(); result.new.sort(); result.deleted.sort(); result.unchanged.sort()
        return result
    }
}
