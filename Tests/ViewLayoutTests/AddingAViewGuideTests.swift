import Foundation
import Testing

/// `Docs/contributing/adding-a-view.md` names the files to edit; when one is moved or renamed, the guide
/// would send a contributor to a file that is not there. This keeps it honest.
@Suite struct AddingAViewGuideTests {
    /// The package root: this file is `Tests/ViewLayoutTests/AddingAViewGuideTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let guide = root.appendingPathComponent("Docs/contributing/adding-a-view.md")

    /// Every backticked text that names a repository path: it contains a `/` and either ends in `.swift`,
    /// `.md` or `.yaml` (a file), or starts with `Sources/`, `Docs/` or `Tests/` (a file or a folder).
    static func repositoryPaths(in markdown: String) -> [String] {
        let spans = markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }   // between two backticks
        return spans.filter { span in
            guard span.contains("/"), !span.contains(" ") else { return false }
            return [".swift", ".md", ".yaml"].contains { span.hasSuffix($0) }
                || ["Sources/", "Docs/", "Tests/"].contains { span.hasPrefix($0) }
        }
    }

    @Test("every file and folder the guide names exists, and it names at least five")
    func namedPathsExist() throws {
        let markdown = try String(contentsOf: Self.guide, encoding: .utf8)
        let paths = Self.repositoryPaths(in: markdown)
        #expect(paths.count >= 5, "found only \(paths)")
        for path in paths {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isFolder)
            #expect(exists, "\(path) is named in Docs/contributing/adding-a-view.md but does not exist")
            if path.hasSuffix("/") { #expect(isFolder.boolValue, "\(path) is not a folder") }
        }
    }

    @Test("paths are found between backticks only, and prose with a slash is not a path")
    func extraction() {
        let sample = "Edit `Sources/ViewLayout/ViewNode.swift` and `Docs/swiftui/`, not `a / b`, `.offset(x:y:)` or Sources/X.swift."
        #expect(Self.repositoryPaths(in: sample) == ["Sources/ViewLayout/ViewNode.swift", "Docs/swiftui/"])
    }
}
