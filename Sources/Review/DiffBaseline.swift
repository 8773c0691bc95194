import Build
import Foundation
import ScenarioKit
import Site

/// The baseline `framelab diff` compares against: a built output directory as it is, or the output
/// folder as committed at a git ref, extracted with `git archive` into a temporary directory (no
/// checkout, the working tree is never touched). A repository that does not commit its output gets a
/// baseline rebuilt from the scenario files as committed at the ref, and the label says so.
public struct DiffBaseline: Sendable {
    /// The directory holding the baseline's output files.
    public var directory: String
    /// For people: the directory as given, or `Output/ at HEAD (commit 1a2b3c4d5e6f)`.
    public var label: String
    /// A temporary directory to remove when done (git baselines).
    var temporary: URL?

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Removes the temporary extraction, if any.
    public func cleanUp() {
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
    }

    /// A built output directory (it must exist).
    public static func directory(_ path: String) throws(Failure) -> DiffBaseline {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(description: "the baseline directory '\(path)' does not exist")
        }
        return DiffBaseline(directory: path, label: path, temporary: nil)
    }

    /// `outputPath` (relative to the current directory, inside a git work tree) as committed at `ref`; when
    /// the ref has no such folder, the output of `request` rebuilt from its inputs as committed at `ref`.
    public static func git(ref: String, outputPath: String = "Output", request: BuildRequest) throws(Failure) -> DiffBaseline {
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
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("framelab-diff-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        let extracted = temporary.appendingPathComponent("Output")
        do { try FileManager.default.createDirectory(at: extracted, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot create \(extracted.path): \((error as NSError).localizedDescription)")
        }
        let short = commit.prefix(12)
        if isTree("\(commit):./\(outputPath)") {
            let baseline = DiffBaseline(directory: extracted.path, label: "\(outputPath)/ at \(ref) (commit \(short))",
                                        temporary: temporary)
            do { try extract("\(commit):./\(outputPath)", into: extracted) } catch {
                baseline.cleanUp()
                throw error
            }
            return baseline
        }
        // The output is not committed: rebuild it from the scenario files as they were at the ref.
        let given = request.inputs.given, roots = request.inputs.roots
        let inputs = given.isEmpty ? roots : given
        let baseline = DiffBaseline(directory: extracted.path,
                                    label: "a rebuild of \(inputs.joined(separator: ", ")) at \(ref) (commit \(short); "
                                        + "\(outputPath)/ is not committed there)", temporary: temporary)
        do throws(Failure) {
            let sources = temporary.appendingPathComponent("scenarios")
            // The roots too, so that the inputs are placed below them as they are in the current build.
            let optionalRoots = given.isEmpty ? [] : roots.filter { !given.contains($0) }
            for root in optionalRoots where !root.hasPrefix("/") && !root.split(separator: "/").contains("..") {
                let object = "\(commit):./\(root)"
                if isTree(object) { try extract(object, into: sources.appendingPathComponent(root)) }
            }
            /// The folder or file `path` as it is at the ref, extracted below `sources`; nil when it is not there.
            func extractedAtRef(_ path: String) throws(Failure) -> URL? {
                let object = "\(commit):./\(path)"
                let target = sources.appendingPathComponent(path)
                if isTree(object) {
                    try extract(object, into: target)
                } else if run(["git", "cat-file", "-e", object]).status == 0 {
                    try extract(object, into: target.deletingLastPathComponent(), single: true)
                } else {
                    return nil
                }
                return target
            }
            var rebased: [String] = []
            for input in inputs {
                guard !input.hasPrefix("/"), !input.split(separator: "/").contains("..") else {
                    throw Failure(description: "'\(input)' is outside the repository: it cannot be read at \(ref)")
                }
                guard let target = try extractedAtRef(input) else {
                    throw Failure(description: "neither \(outputPath)/ nor \(input) exists at \(ref) (commit \(short))")
                }
                rebased.append(target.path)
            }
            // The app's Swift sources as they were at the ref, which the scenarios' views use; one not there yet leaves
            // its scenarios failing at the ref, as they would have.
            var swiftSources: [String] = []
            for path in request.inputs.swiftSources where !path.hasPrefix("/") && !path.split(separator: "/").contains("..") {
                if let target = try extractedAtRef(path) { swiftSources.append(target.path) }
            }
            var rebuild = request
            rebuild.output = extracted.path
            rebuild.writes = .keep
            rebuild.usesManifest = false
            do {
                let placed = { (path: String) in sources.appendingPathComponent(path).path }
                rebuild.inputs = try BuildInputs.resolve(given.map(placed), roots: roots.map(placed))
                rebuild.inputs.swiftSources = swiftSources
                // framelab.yml's preview options and settings (device, images, text model, fonts) as in the current build.
                rebuild.inputs.previews = request.inputs.previews
            } catch {
                throw Failure(description: "the scenarios at \(ref) do not load: \(error)")
            }
            do { _ = try Pipeline.run(rebuild) } catch {
                throw Failure(description: "cannot write the rebuilt baseline: \(error)")
            }
        } catch {
            baseline.cleanUp()
            throw error
        }
        return baseline
    }

    private static func isTree(_ object: String) -> Bool {
        let type = run(["git", "cat-file", "-t", object])
        return type.status == 0 && type.output.trimmingCharacters(in: .whitespacesAndNewlines) == "tree"
    }

    /// `git archive` of `object` (a tree, or with `single` a file's blob by its path) unpacked into `folder`.
    private static func extract(_ object: String, into folder: URL, single: Bool = false) throws(Failure) {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw Failure(description: "cannot create \(folder.path): \((error as NSError).localizedDescription)")
        }
        let archive = folder.appendingPathComponent(".framelab-baseline.tar")
        defer { try? FileManager.default.removeItem(at: archive) }
        // A single file is archived from its folder's tree, keeping just that path.
        let arguments: [String]
        if single, let colon = object.firstIndex(of: ":") {
            let commit = String(object[..<colon]), path = String(object[object.index(after: colon)...])
            let folderPath = (path as NSString).deletingLastPathComponent
            arguments = ["git", "archive", "--format=tar", "-o", archive.path, "\(commit):\(folderPath.isEmpty ? "." : folderPath)",
                         (path as NSString).lastPathComponent]
        } else {
            arguments = ["git", "archive", "--format=tar", "-o", archive.path, object]
        }
        let archived = run(arguments)
        guard archived.status == 0 else {
            throw Failure(description: "git archive \(object) failed: \(archived.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let unpacked = run(["tar", "-x", "-f", archive.path, "-C", folder.path])
        guard unpacked.status == 0 else {
            throw Failure(description: "cannot unpack \(object): \(unpacked.errors.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        removeSymbolicLinks(under: folder)
    }

    /// A committed symbolic link could point at any file on this machine (`/etc/passwd`, a key): the
    /// baseline is what is committed, so links are deleted before anything reads or copies the tree.
    private static func removeSymbolicLinks(under folder: URL) {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return }
        while let relative = walker.nextObject() as? String {
            let path = folder.appendingPathComponent(relative).path
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { unlink(path) }
        }
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
