import Foundation

/// The baseline `framelab diff` compares against: a built output directory as it is, or `Output/` as
/// committed at a git ref, extracted with `git archive` into a temporary directory (no checkout, the
/// working tree is never touched).
struct DiffBaseline {
    /// The directory holding the baseline's output files.
    var directory: String
    /// For people: the directory as given, or `Output/ at HEAD (commit 1a2b3c4d5e6f)`.
    var label: String
    /// A temporary directory to remove when done (git baselines).
    var temporary: URL?

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Removes the temporary extraction, if any.
    func cleanUp() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// A built output directory (it must exist).
    static func directory(_ path: String) throws(Failure) -> DiffBaseline {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(description: "the baseline directory '\(path)' does not exist")
        }
        return DiffBaseline(directory: path, label: path, temporary: nil)
    }

    /// `outputPath` (relative to the current directory, inside a git work tree) as committed at `ref`.
    static func git(ref: String, outputPath: String = "Output") throws(Failure) -> DiffBaseline {
        guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains("\0") else {
            throw Failure(description: "'\(ref)' is not a git ref")
        }
        let resolved = run(["git", "rev-parse", "--verify", "--quiet", ref + "^{commit}"])
        guard resolved.status == 0, let commit = resolved.output.split(separator: "\n").first.map(String.init), !commit.isEmpty else {
            let inRepository = run(["git", "rev-parse", "--is-inside-work-tree"]).status == 0
            throw Failure(description: inRepository
                ? "no commit '\(ref)' in this git repository"
                : "'--against \(ref)' needs a git repository, and \(FileManager.default.currentDirectoryPath) is not in one")
        }
        let tree = "\(commit):./\(outputPath)"
        let type = run(["git", "cat-file", "-t", tree])
        guard type.status == 0, type.output.trimmingCharacters(in: .whitespacesAndNewlines) == "tree" else {
            throw Failure(description: "\(outputPath)/ does not exist at \(ref) (commit \(commit.prefix(12)))")
        }

        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("framelab-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let extracted = temporary.appendingPathComponent("Output")
        let archive = temporary.appendingPathComponent("baseline.tar")
        do { try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot create \(extracted.path): \((error as NSError).localizedDescription)")
        }
        let baseline = DiffBaseline(directory: extracted.path,
                                    label: "\(outputPath)/ at \(ref) (commit \(commit.prefix(12)))", temporary: temporary)
        let archived = run(["git", "archive", "--format=tar", "-o", archive.path, tree])
        guard archived.status == 0 else {
            baseline.cleanUp()
            throw Failure(description: "git archive \(tree) failed: \(archived.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let unpacked = run(["tar", "-x", "-f", archive.path, "-C", extracted.path])
        try? FileManager.default.removeItem(at: archive)
        guard unpacked.status == 0 else {
            baseline.cleanUp()
            throw Failure(description: "cannot unpack \(outputPath)/ at \(ref): \(unpacked.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return baseline
    }

    /// Runs a tool found on `PATH`; its standard output and error, and its exit status (127 if it did not start).
    static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return (127, "", "cannot run \(arguments[0]): \((error as NSError).localizedDescription)")
        }
        // Drain standard error on another thread so that neither pipe can fill up and block the tool.
        nonisolated(unsafe) var errorData = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
