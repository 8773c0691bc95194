/// A malformed format string: what is wrong and the 1-based character column where it was seen.
///
/// `description` renders like Apple's "Unable to parse constraint format" reports:
///
///     Unknown relation. Must be ==, >=, or <=
///     [a]-(=8)-[b]
///          ^
public struct VFLError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based character (not byte) column into `format`; `format.count + 1` means "at the end".
    public var column: Int
    /// The whole format string, kept so the error can point into it on its own.
    public var format: String

    public init(message: String, column: Int, format: String) {
        self.message = message
        self.column = column
        self.format = format
    }

    public var description: String {
        // Copy tabs from the string into the indent so the caret stays under the right character.
        let indent = format.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        return "\(message)\n\(format)\n\(indent)^"
    }
}

/// Every message the parser can report, one place so tests and docs can list them.
/// Wording follows Apple's NSLayoutConstraint messages where Apple has one.
enum VFLMessage {
    static let emptyFormat = "The format string is empty"
    static func missingOrientationColon(_ letter: Character) -> String {
        let axis = letter == "V" ? "vertical" : "horizontal"
        return "Expected ':' after '\(letter)' to specify \(axis) arrangement"
    }
    static let unknownOrientation = "Unknown orientation. Must be H or V"
    static let expectedView = "Expected a view: a name in brackets, like [button]"
    static let noView = "A format must contain at least one view"
    static let expectedViewName =
        "Expected a view name: a C identifier (a letter or '_', then letters, digits or '_')"
    static let unterminatedView =
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let unknownRelation = "Unknown relation. Must be ==, >=, or <="
    static let expectedObject = "Expected a number, a metric name or a view name"
    static let expectedPriority = "Expected a priority after '@': a number or a metric name"
    static let expectedNumberOrMetric = "Expected a number or a metric name"
    static let nonFiniteNumber = "A number must be finite"
    static let emptyPredicateList =
        "A predicate list must not be empty: write at least one predicate between '(' and ')'"
    static let unterminatedPredicateList = "Expected ',' or ')' after a predicate"
    static let expectedAfterDash = "Expected a view, '|' or a spacing predicate after '-'"
    static let missingClosingDash = "Expected '-' after a connection's predicate, as in -12- or -(>=8)-"
    static let expectedViewAfterConnection = "Expected a view or '|' after a connection"
    static let superviewInMiddle = "'|' (the superview) may appear only at the start or the end of a format"
    static let trailingCharacters = "Unexpected characters after the end of the format"
}
