/// The `constraints:` block of a scenario: one VFL line (`H:…`, `V:…`, or starting with `|` or `[`) or one equation
/// (single or composite anchors) per line; blank lines and `#` comments are skipped. Every line is parsed even after
/// an error, so that all errors are reported at once.
public enum ConstraintScript {
    public struct LineError: Error, Sendable, Hashable {
        /// 1-based line inside the block and 1-based column inside that line.
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    /// `superviews` gives each subview's superview (for VFL's `|`), `guides` the names among `views` that are guides.
    public static func parse(_ block: String, metrics: [String: Double], views: Set<String>, settings: AutoLayoutSettings,
                             superviews: [String: String] = [:], guides: Set<String> = [])
        -> (constraints: [LayoutConstraint], errors: [LineError]) {
        var constraints: [LayoutConstraint] = []
        var errors: [LineError] = []
        let translator = VFLTranslator(metrics: metrics, views: views, settings: settings, superviews: superviews)
        for (offset, rawLine) in block.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            var line = String(rawLine)
            if let hash = line.firstIndex(of: "#") { line = String(line[..<hash]) }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let text = line.trimmingCharacters(in: " \t\r")
            if text.isEmpty { continue }
            do throws(VFLError) {
                if isVisualFormat(text) {
                    let format = try VFLParser.parse(text)
                    constraints += try translator.constraints(format, text: text, line: lineNumber, column: indent + 1)
                } else {
                    var parsed = try ConstraintEquation.parseAll(text)
                    for index in parsed.indices {
                        // A composite line's constraints are each described on their own, all pointing at the line.
                        let described = parsed.count == 1 ? text : parsed[index].canonicalText
                        parsed[index].source = ConstraintSource(text: described, line: lineNumber, column: indent + 1)
                    }
                    if let message = parsed.lazy.compactMap({ ConstraintValidation.problem($0, views: views, guides: guides) }).first {
                        errors.append(LineError(line: lineNumber, column: indent + 1, message: message))
                        continue
                    }
                    constraints += parsed
                }
            } catch {
                errors.append(LineError(line: lineNumber, column: indent + error.column, message: error.message))
            }
        }
        return (constraints, errors)
    }

    public static func isVisualFormat(_ text: String) -> Bool {
        text.hasPrefix("H:") || text.hasPrefix("V:") || text.hasPrefix("|") || text.hasPrefix("[")
            || (text.count > 1 && (text.first == "H" || text.first == "V")
                && text.dropFirst().first.map { $0 == " " || $0 == ":" || $0 == "[" || $0 == "|" } == true)
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
