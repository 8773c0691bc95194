/// A place in a scenario file: 1-based line and column, as a compiler prints them.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// An input error with its location: printed as `file:line:column: error: message`. A warning
/// (`file:line:column: warning: message`) does not stop its scenario: a placeholder for another module's view.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var isWarning = false
    public init(_ message: String, at location: SourceLocation) { self.message = message; self.location = location }
    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        var diagnostic = Diagnostic(message, at: location)
        diagnostic.isWarning = true
        return diagnostic
    }
    /// The same message as an error (`--strict`).
    public var asError: Diagnostic { Diagnostic(message, at: location) }
    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(isWarning ? "warning" : "error"): \(message)"
    }
}

/// Several diagnostics at once (a file may have more than one error).
public struct Diagnostics: Error, Sendable, CustomStringConvertible {
    public var all: [Diagnostic]
    public init(_ all: [Diagnostic]) { self.all = all }
    public var description: String { all.map(\.description).joined(separator: "\n") }
}
