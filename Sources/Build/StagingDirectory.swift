import ScenarioKit
import CFileCalls
import Foundation

/// The hidden folder beside the output directory where `OutputWriter` assembles the new tree:
/// `.<output name>.framelab-<pid>-<uuid>`. The process id in the name lets a later run tell a folder
/// abandoned by a killed process (deleted) from one a concurrent build is still filling (left alone).
struct StagingDirectory: Sendable {
    let output: URL
    let url: URL

    init(besides output: URL) {
        self.output = output
        url = output.deletingLastPathComponent().appendingPathComponent(
            Self.prefix(for: output) + "\(getpid())-\(UUID().uuidString)")
    }

    static func prefix(for output: URL) -> String { ".\(output.lastPathComponent).framelab-" }

    /// Where the file at `path` of the new tree is in this folder.
    func location(of path: String) -> String { url.path + "/" + path }

    /// Whether the folder has a file at `path` (placed, linked or being appended to), from any thread.
    func holds(_ path: String) -> Bool {
        var status = stat()
        return lstat(location(of: path), &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
    }

    /// Deletes the staging folders of processes that no longer run (killed mid-build), after putting back into the
    /// output folder what such a build had moved out of it (`FolderMoves`); a staging folder whose folders cannot all
    /// go back is left as it is.
    func removeAbandoned() {
        let parent = output.deletingLastPathComponent()
        let prefix = Self.prefix(for: output)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        let present = Set(names)
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }) else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let abandoned = parent.appendingPathComponent(name)
            if name.hasSuffix(".moved") {
                // A journal whose staging folder is gone has nothing left to put back.
                if !present.contains(String(name.dropLast(".moved".count))) { unlink(abandoned.path) }
                continue
            }
            if FolderMoves.restore(staging: abandoned, output: output) {
                try? FileManager.default.removeItem(at: abandoned)
            }
        }
    }

    func create() throws(OutputWriteError) {
        let parent = output.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw .io(path: parent.path, reason: "cannot create a folder beside the output folder "
                      + "(\((error as NSError).localizedDescription)); is \(parent.path) writable?")
        }
    }

    /// Creates the folders of every one of `paths` in the new tree, and the `empty` ones, each once (before
    /// files are placed from several threads, which then never race to create a folder).
    func createFolders(for paths: [String], empty: [String] = []) throws(OutputWriteError) {
        let folders = Set(paths.compactMap { path in path.lastIndex(of: "/").map { String(path[..<$0]) } } + empty)
        for folder in folders.sorted() {
            let target = url.appendingPathComponent(folder)
            do {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            } catch {
                throw .io(path: target.path, reason: (error as NSError).localizedDescription)
            }
        }
    }

    /// Gives the new tree's folders the modes the old tree's had (after the files are in: a folder without
    /// write permission could not have been filled). New folders keep the default.
    func applyModes(_ modes: [String: mode_t]) {
        let root = url.path
        for (folder, mode) in modes {
            let target = root + "/" + folder  // joined as text, as in `location(of:)`: a folder each, thousands of them
            var status = stat()
            if lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_mode & 0o7777 != mode {
                chmod(target, mode)
            }
        }
    }

    /// Puts the old tree's file `path` into the new tree as a hard link (a copy where links fail; FIFOs and
    /// sockets are linked as they are). Its folder must exist (`createFolders`).
    func carryOver(_ path: String, from root: URL, isLink: Bool) throws(OutputWriteError) {
        // Paths joined as text: `URL.appendingPathComponent` twice a file was a tenth of a one-file incremental build.
        let source = root.path + "/" + path, target = location(of: path)
        if isLink {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: source),
                  symlink(destination, target) == 0 else { throw errno == EEXIST ? .invalidPath(path, "named twice") : failure(target) }
        } else if link(source, target) != 0 {
            if errno == EEXIST { throw .invalidPath(path, "named twice") }
            do { try FileManager.default.copyItem(atPath: source, toPath: target) } catch { throw failure(target) }
        }
    }

    /// Writes a new or changed file into the new tree (no fsync: the exchange is what must be atomic).
    /// Its folder must exist (`createFolders`).
    func place(_ file: OutputFile) throws(OutputWriteError) {
        let handle = try create(file.path)
        do { try handle.write(contentsOf: file.contents) } catch {
            throw .io(path: location(of: file.path), reason: (error as NSError).localizedDescription)
        }
    }

    /// Creates the new tree's file `path`, empty, for writing. Its folder must exist (`createFolders`). The new tree
    /// starts empty, so a file that exists already was given twice: refused.
    func create(_ path: String) throws(OutputWriteError) -> FileHandle {
        let target = location(of: path)
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw errno == EEXIST ? .invalidPath(path, "named twice") : failure(target) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Makes the new tree the output directory: an atomic exchange when one exists, a rename otherwise.
    /// The old tree is left in the staging folder, for the caller to delete (`discard`).
    func replace(_ output: URL, existing: Bool) throws(OutputWriteError) {
        if existing {
            // The output folder's permission bits go to the new tree (lstat and chmod: FileManager's attributes read the
            // owner's and group's names too, from /etc/passwd and /etc/group).
            var status = stat()
            if lstat(output.path, &status) == 0 { chmod(url.path, status.st_mode & 0o7777) }
            if framelab_exchange_paths(url.path, output.path) != 0 {
                let code = errno
                if code == EXDEV || code == EBUSY {
                    throw .notReplaceable(path: output.path, reason: String(cString: strerror(code)))
                }
                throw .io(path: output.path, reason: String(cString: strerror(code)))
            }
        } else if rename(url.path, output.path) != 0 {
            throw failure(output.path)
        }
    }

    /// Deletes the folder, after putting back into the output folder what was moved out of it and not exchanged
    /// (`FolderMoves`); when that cannot be done, the folder stays.
    func discard() {
        if FolderMoves.restore(staging: url, output: output) { try? FileManager.default.removeItem(at: url) }
    }

    private func failure(_ path: String) -> OutputWriteError {
        .io(path: path, reason: String(cString: strerror(errno)))
    }
}
