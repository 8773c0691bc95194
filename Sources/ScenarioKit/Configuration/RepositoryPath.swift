import Foundation

/// Paths that must stay inside a repository: those `framelab.yml` names, which a pull request can change.
/// A path is refused when it is absolute, or when it leads outside `root` once `..` and symbolic links are
/// followed as far as the path exists (a link inside the repository to `/etc` leads outside it).
public struct RepositoryPath: Sendable {
    /// The repository's root (the nearest folder above with `.git`), in real-path form.
    public let root: String
    /// The folder relative paths start from (framelab.yml's).
    public let base: String

    public init(root: String, base: String) {
        self.root = Self.real(root)
        self.base = base
    }

    /// The nearest folder at or above `directory` that holds `.git` (a folder, or a worktree's file), else
    /// `directory` itself: what counts as the repository.
    public static func repositoryRoot(of directory: String) -> String {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return URL(fileURLWithPath: directory).standardizedFileURL.path }
            current = parent
        }
    }

    /// Why `path` may not be used, or nil when it stays inside the repository.
    public func problem(with path: String) -> String? {
        if path.hasPrefix("/") || path.hasPrefix("~") { return "is an absolute path; write it relative to framelab.yml, inside the repository" }
        if path.isEmpty { return "is empty" }
        let resolved = Self.real(URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).path)
        guard Self.isInside(resolved, root) else {
            return "leads outside the repository (\(root)) to \(resolved)"
        }
        return nil
    }

    /// `path` with `.`, `..` and the symbolic links of its existing part resolved; the part that does not exist
    /// yet is appended as written (normalised).
    public static func real(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = standardized
        var missing: [String] = []
        while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        var resolved = existing.isEmpty ? "/" : (realpath(existing, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? existing)
        for component in missing { resolved = (resolved as NSString).appendingPathComponent(component) }
        return URL(fileURLWithPath: resolved).standardizedFileURL.path
    }

    /// Whether `path` is `folder` or below it (both real paths).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
