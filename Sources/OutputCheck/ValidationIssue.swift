/// One problem found in an output file.
///
/// `line` is 1-based; `0` means "the file as a whole" (unreadable, empty, no root element), and
/// `description` then leaves the line out: `file: error: message`.
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, the form compilers use, so editors and CI annotate it.
    public var description: String {
        line > 0 ? "\(file):\(line): error: \(message)" : "\(file): error: \(message)"
    }
}

/// A finding before it is tied to a file name.
struct Finding: Sendable, Hashable {
    var line: Int
    var message: String
}

extension Array where Element == Finding {
    /// Sorted by line (stable, so same-line findings keep the order the checks produced them)
    /// and attached to `file`.
    func issues(in file: String) -> [ValidationIssue] {
        enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map { ValidationIssue(file: file, line: $0.element.line, message: $0.element.message) }
    }
}
