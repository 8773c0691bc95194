import Crypto
import Foundation
import LayoutCore

/// The app's `.swift` files a build reads (`swift:` in framelab.yml): found below the folders named, read with a
/// size bound, and parsed once per process for each content (`serve` rebuilds parse only what changed).
public enum SwiftSources {
    /// More files than any app's view layer; a folder with more is almost certainly the wrong one.
    public static let maximumFiles = 5000

    /// The `.swift` files `paths` name, sorted within each folder; hidden folders and `.build` are skipped.
    public static func files(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var out: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic("no such file or folder: '\(path)' (named in 'swift:')", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            guard isDirectory.boolValue else { out.append(path); continue }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let next = enumerator.nextObject() as? String {
                let name = (next as NSString).lastPathComponent
                let type = enumerator.fileAttributes?[.type] as? FileAttributeType
                if name.hasPrefix(".") || (type == .typeDirectory && name == "Build") {
                    if type == .typeDirectory { enumerator.skipDescendants() }
                    continue
                }
                // A symbolic link could lead outside the folder the user named: not followed.
                guard name.hasSuffix(".swift"), type == .typeRegular else { continue }
                found.append(path.hasSuffix("/") ? path + next : path + "/" + next)
                if found.count + out.count > maximumFiles { break }
            }
            out += found.sorted()
        }
        if out.count > maximumFiles {
            diagnostics.append(Diagnostic("'swift:' names more than \(maximumFiles) .swift files; name the folders of the views",
                                          at: SourceLocation(file: paths.first ?? "framelab.yml", line: 1, column: 1)))
            out = Array(out.prefix(maximumFiles))
        }
        return (out, diagnostics)
    }

    /// The program of the files `paths` name, with every problem reading or parsing them.
    public static func program(_ paths: [String]) -> (program: SwiftProgram, diagnostics: [Diagnostic]) {
        guard !paths.isEmpty else { return (.empty, []) }
        var (files, diagnostics) = files(in: paths)
        // A folder named twice (in `swift:` and as the previews' input) is read once.
        var seen: Set<String> = []
        files = files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        var parsed: [SwiftSourceFile] = []
        for path in files {
            guard let bytes = BoundedFile.read(path, limit: SwiftSourceFile.maximumSize), let text = String(bytes: bytes, encoding: .utf8) else {
                diagnostics.append(Diagnostic("cannot read this file (a UTF-8 file of at most \(SwiftSourceFile.maximumSize / 1024 / 1024) MiB)",
                                              at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            let file = SwiftSources.parsed(bytes: bytes, text: text, path: path)
            diagnostics += file.diagnostics
            parsed.append(file)
        }
        return (SwiftProgram(files: parsed), diagnostics)
    }

    /// The file at `path`, whose bytes and text were read: parsed, or as parsed before for the same bytes (a preview
    /// file is read as an input and as part of the program; it is parsed once).
    static func parsed(bytes: [UInt8], text: String, path: String) -> SwiftSourceFile {
        let digest = SHA256.hash(data: Data(bytes)).hex
        return cache.file(path: path, digest: digest) { SwiftSources.parsed(text, displayPath: path) }
    }

    /// `text` parsed as a `.swift` file named `displayPath` (what `program` does for each file it reads).
    public static func parsed(_ text: String, displayPath: String) -> SwiftSourceFile {
        let digest = SHA256.hash(data: Data(text.utf8)).hex
        return SwiftSourceFile(displayPath: displayPath, text: text, digest: digest)
    }

    /// Parsed files by path and content: a file is parsed again only when its bytes change.
    private static let cache = ParsedFiles()

    private final class ParsedFiles: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: SwiftSourceFile] = [:]

        func file(path: String, digest: String, parse: () -> SwiftSourceFile) -> SwiftSourceFile {
            lock.lock()
            if let known = files[path], known.digest == digest { lock.unlock(); return known }
            lock.unlock()
            let file = parse()
            lock.lock()
            files[path] = file
            lock.unlock()
            return file
        }
    }
}
