import Foundation
import LayoutCore

/// Scenario files whose outputs would land on the same place, checked before anything is built: file
/// names equal under Unicode canonical equivalence (NFC `café` and NFD `café`, `K` and the Kelvin sign)
/// or letter case (separate folders on Linux, one on macOS and Windows), names that give the same
/// anchor on the index page (`a-b`, `a_b`, `a b`), names with a backslash or a control character, and
/// names that take the place of the site's own files. The later file of a colliding pair gets a located
/// error naming the earlier one and is left out; every other file builds.
public enum OutputNameCheck {
    /// The top-level entries of the output that FrameLab itself writes: the index page, `frames.json`,
    /// the site's stylesheet folder and the rule reference (`docs/swiftui/`).
    public static let reservedTopLevelNames: Set<String> = ["index.html", "frames.json", "assets", "docs"]

    fileprivate struct Claim: Sendable {
        var name: String
        var file: String
    }

    public static func apply(_ files: [LoadedFile]) -> [LoadedFile] {
        var claims = Claims()
        return claims.apply(files)
    }

    /// The names the files so far placed in the output, so that a build that loads its files batch by batch checks
    /// each batch against every file before it.
    public struct Claims: Sendable {
        private var claims: [String: Claim] = [:]

        public init() {}

        /// `files`, each one whose outputs would collide with an earlier file's with an error instead of its scenarios.
        public mutating func apply(_ files: [LoadedFile]) -> [LoadedFile] {
            files.map { loaded in
                guard loaded.file != nil, let problem = problem(loaded, claims: &claims) else { return loaded }
                return LoadedFile(relativePath: loaded.relativePath, displayPath: loaded.displayPath, file: nil,
                                  diagnostics: loaded.diagnostics + [Diagnostic(problem, at: SourceLocation(file: loaded.displayPath, line: 1, column: 1))],
                                  skippedScenarios: loaded.skippedScenarios + (loaded.file?.scenarios.count ?? 0))
            }
        }
    }

    /// Why `loaded` cannot be placed in the output beside the files claimed so far; claims its names if it can.
    fileprivate static func problem(_ loaded: LoadedFile, claims: inout [String: Claim]) -> String? {
        let stem = ScenarioLoader.outputFolder(ofFile: loaded.relativePath)
        let components = stem.split(separator: "/").map(String.init)
        if let bad = components.first(where: { $0.contains("\\") }) {
            return "the name '\(bad)' has a backslash, a folder separator on Windows and in URLs; rename it"
        }
        if let bad = components.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) {
            return "the name '\(bad)' has a control character; rename it"
        }
        if let first = components.first, reservedTopLevelNames.contains(fold(first)) {
            return "the output folder '\(first)' is where FrameLab puts its own "
                + "\(first.lowercased() == "docs" ? "rule reference" : "site files"); move the file into a folder or rename it"
        }
        // Folders may be shared by many files; a file's own place may not.
        var wanted: [(key: String, name: String, shared: Bool)] = []
        for depth in 1...max(components.count, 1) {
            let name = components.prefix(depth).joined(separator: "/")
            let isFile = depth == components.count
            let kind = isFile ? "file" : "folder"
            wanted.append(("\(kind):" + fold(name), name, !isFile))
            wanted.append(("anchor:" + (isFile ? Slug.of(name) : "folder-" + Slug.of(name)), name, !isFile))
        }
        for (key, name, shared) in wanted {
            guard let earlier = claims[key] else { continue }
            if shared && earlier.name.unicodeScalars.elementsEqual(name.unicodeScalars) { continue }
            return "'\(name)' collides with '\(earlier.name)' of \(earlier.file): \(reason(name, earlier.name, key: key)); rename one of them"
        }
        for (key, name, _) in wanted where claims[key] == nil { claims[key] = Claim(name: name, file: loaded.displayPath) }
        return nil
    }

    /// The form under which two names are the same file on some file system: NFC, then lower case.
    static func fold(_ name: String) -> String { name.precomposedStringWithCanonicalMapping.lowercased() }

    private static func reason(_ name: String, _ other: String, key: String) -> String {
        if name.unicodeScalars.elementsEqual(other.unicodeScalars) { return "two inputs have a file at the same place" }
        if name == other { return "the names differ only in how their letters are encoded (Unicode NFC and NFD), which macOS treats as one name" }
        if fold(name) == fold(other) { return "the names differ only in letter case, one folder on macOS and Windows" }
        return "both become the anchor '#\(key.dropFirst("anchor:".count))' on the index page"
    }
}
