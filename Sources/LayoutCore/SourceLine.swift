/// The line of the app's `.swift` file that made a view (`Sources/App/Card.swift`, 12): pages name it, and link it to
/// the file online when the site has a `sourceURL`.
public struct SourceLine: Hashable, Sendable, Codable {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) { self.file = file; self.line = line }

    /// `Card.swift:12`, as the node table shows it.
    public var shortText: String { "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)" }
}

/// Lines of the app's Swift a page shows: a preview, or the declaration of a view it uses.
public struct SourceExcerpt: Hashable, Sendable {
    /// `Preview "Dark mode"`, `struct ProfileCard`.
    public var title: String
    public var file: String
    public var firstLine: Int
    public var text: String
    public init(title: String, file: String, firstLine: Int, text: String) {
        self.title = title; self.file = file; self.firstLine = firstLine; self.text = text
    }
}
