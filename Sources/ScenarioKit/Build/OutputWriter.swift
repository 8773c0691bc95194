import Foundation

/// One file to write under an output directory.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output directory, `/`-separated: `frames.json`, `flex/min-only/a.svg`.
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) { self.path = path; self.contents = contents }
    public init(path: String, text: String) { self.init(path: path, contents: Data(text.utf8)) }
}

/// Writes a set of files so that nothing half-written is ever left in the output directory: every
/// file is first written in full into a staging directory next to the output directory (same file
/// system), and only when all of them are written is each one moved into place with `rename(2)`,
/// which replaces the old file atomically. Files whose bytes are unchanged are left alone, so
/// unchanged outputs keep their modification times. Files the set does not name are not touched.
public enum OutputWriter {
    public struct Summary: Sendable, Hashable {
        /// Relative paths written (new or changed), sorted.
        public var written: [String]
        /// Relative paths that already had these bytes, sorted.
        public var unchanged: [String]
    }

    public enum WriteError: Error, CustomStringConvertible, Sendable {
        case invalidPath(String)
        case io(path: String, reason: String)

        public var description: String {
            switch self {
            case .invalidPath(let p): "invalid output path '\(p)'"
            case .io(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    @discardableResult
    public static func write(_ files: [OutputFile], to directory: String) throws(WriteError) -> Summary {
        for file in files where !isSafeRelativePath(file.path) { throw .invalidPath(file.path) }
        let manager = FileManager.default
        let outputURL = URL(fileURLWithPath: directory).standardizedFileURL
        let isChanged = files.map { file in
            manager.contents(atPath: outputURL.appendingPathComponent(file.path).path) != file.contents
        }
        let changed = zip(files, isChanged).filter { $0.1 }.map(\.0)
        let unchanged = zip(files, isChanged).filter { !$0.1 }.map(\.0.path).sorted()
        let summary = Summary(written: changed.map(\.path).sorted(), unchanged: unchanged)
        if changed.isEmpty {
            do { try manager.createDirectory(at: outputURL, withIntermediateDirectories: true) } catch {
                throw .io(path: directory, reason: reason(error))
            }
            return summary
        }

        // The staging directory is a hidden sibling of the output directory.
        let parent = outputURL.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(
            ".\(outputURL.lastPathComponent).staging-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw .io(path: staging.path, reason: reason(error))
        }
        defer { try? manager.removeItem(at: staging) }

        for (index, file) in changed.enumerated() {
            // Flat names in staging: the tree is created in the output directory when moving.
            let staged = staging.appendingPathComponent(String(index))
            do { try file.contents.write(to: staged) } catch {
                throw .io(path: staged.path, reason: reason(error))
            }
        }
        for (index, file) in changed.enumerated() {
            let staged = staging.appendingPathComponent(String(index))
            let target = outputURL.appendingPathComponent(file.path)
            do {
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw .io(path: target.deletingLastPathComponent().path, reason: reason(error))
            }
            if rename(staged.path, target.path) != 0 {
                throw .io(path: target.path, reason: String(cString: strerror(errno)))
            }
        }
        return summary
    }

    /// Deletes the files under `directory` with one of `extensions` that `keeping` does not name (the
    /// figures and pages of scenarios that no longer exist), then any folder left empty. Returns the
    /// deleted relative paths, sorted. `framelab build` owns its output directory; other files stay.
    @discardableResult
    public static func removeStale(in directory: String, keeping: Set<String>, extensions: Set<String>) -> [String] {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        guard let walker = manager.enumerator(atPath: root.path) else { return [] }
        var removed: [String] = []
        var folders: [String] = []
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue { folders.append(relative); continue }
            let ext = (relative as NSString).pathExtension
            if extensions.contains(ext) && !keeping.contains(relative) {
                if (try? manager.removeItem(at: root.appendingPathComponent(relative))) != nil { removed.append(relative) }
            }
        }
        // Deepest first, so a folder whose subfolders were emptied goes too.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            let url = root.appendingPathComponent(folder)
            if let contents = try? manager.contentsOfDirectory(atPath: url.path), contents.isEmpty {
                try? manager.removeItem(at: url)
            }
        }
        return removed.sorted()
    }

    /// Relative, no `..`, `.` or empty components, no leading `/`.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedDescription
    }
}
