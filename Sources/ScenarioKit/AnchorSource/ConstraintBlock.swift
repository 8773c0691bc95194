import ConstraintLayout
import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A scenario's `constraints:` block, where VFL lines, FrameLab's equations and Swift — the anchor DSL or UIKit's
/// anchor API, one statement per line or spread over several lines inside brackets — mix freely. Swift statements
/// are read with SwiftParser (`AnchorInterpreter`); every other line goes to `ConstraintScript`. Constraints keep the
/// order they are written in, whichever syntax they come from.
public enum ConstraintBlock {
    public static func parse(_ block: String, metrics: [String: Double], views: Set<String>, settings: AutoLayoutSettings,
                      superviews: [String: String] = [:], guides: Set<String> = [])
        -> (constraints: [LayoutConstraint], errors: [ConstraintScript.LineError]) {
        var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var swift: [(constraints: [LayoutConstraint], errors: [ConstraintScript.LineError])] = []
        let bindings = AnchorBindings()
        var index = 0
        while index < lines.count {
            guard isSwift(lines[index]) else {
                index += 1
                continue
            }
            // A statement runs on until its brackets close: `NSLayoutConstraint.activate([` … `])`.
            var end = index
            var depth = bracketDepth(lines[index])
            while depth > 0 && end + 1 < lines.count {
                end += 1
                depth += bracketDepth(lines[end])
            }
            let statement = lines[index...end].joined(separator: "\n")
            swift.append(interpret(statement, firstLine: index + 1, metrics: metrics, views: views, guides: guides,
                                   bindings: bindings))
            // ConstraintScript sees blank lines in their place, so its line numbers stay the block's.
            for line in index...end { lines[line] = "" }
            index = end + 1
        }
        let script = ConstraintScript.parse(lines.joined(separator: "\n"), metrics: metrics, views: views, settings: settings,
                                            superviews: superviews, guides: guides)
        let constraints = inWrittenOrder(script.constraints + swift.flatMap(\.constraints)) { $0.source.line }
        let errors = inWrittenOrder(script.errors + swift.flatMap(\.errors)) { $0.line }
        return (constraints, errors)
    }

    /// A line FrameLab's own syntaxes would not read: typed anchors (`…Anchor`), `EdgeInsets(…)`, `CGSize(…)`, the `~`
    /// priority, UIKit's `constraint(…)`, `activate(…)`, `isActive` and `priority`, `let`, and the app code around
    /// constraints (`translatesAutoresizingMaskIntoConstraints`, `addSubview`, guides).
    static func isSwift(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#"), !ConstraintScript.isVisualFormat(text) else { return false }
        let markers = ["Anchor", "EdgeInsets", "CGSize", "~", ".constraint(", "activate(", ".isActive", "LayoutPriority",
                       ".priority", "translatesAutoresizingMaskIntoConstraints", ".addSubview(", ".addArrangedSubview(",
                       ".addLayoutGuide("]
        return text.hasPrefix("let ") || text.hasPrefix("var ") || markers.contains { text.contains($0) }
    }

    /// Opening minus closing brackets on a line, outside `//` comments.
    static func bracketDepth(_ line: String) -> Int {
        let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
        return code.reduce(0) { depth, character in
            "([{".contains(character) ? depth + 1 : ")]}".contains(character) ? depth - 1 : depth
        }
    }

    /// Sorted by line, keeping the order within a line (a VFL line or a composite makes several constraints).
    static func inWrittenOrder<T>(_ items: [T], line: (T) -> Int) -> [T] {
        items.enumerated().sorted { (line($0.element), $0.offset) < (line($1.element), $1.offset) }.map(\.element)
    }

    static func interpret(_ statement: String, firstLine: Int, metrics: [String: Double], views: Set<String>,
                          guides: Set<String>, bindings: AnchorBindings)
        -> (constraints: [LayoutConstraint], errors: [ConstraintScript.LineError]) {
        let lineStarts = statement.utf8.indices.filter { statement.utf8[$0] == UInt8(ascii: "\n") }
            .map { statement.utf8.distance(from: statement.utf8.startIndex, to: $0) + 1 }
        func locate(_ position: AbsolutePosition) -> (line: Int, column: Int) {
            let before = lineStarts.filter { $0 <= position.utf8Offset }
            return (firstLine + before.count, position.utf8Offset - (before.last ?? 0) + 1)
        }
        func lineError(_ message: String, at position: AbsolutePosition) -> ConstraintScript.LineError {
            let (line, column) = locate(position)
            return ConstraintScript.LineError(line: line, column: column, message: message)
        }
        if let offset = SquareBracketGuard.firstTooDeep(statement) {
            return ([], [lineError(SquareBracketGuard.message, at: AbsolutePosition(utf8Offset: offset))])
        }
        let file = Parser.parse(source: statement)
        if let syntax = ParseDiagnosticsGenerator.diagnostics(for: file).first {
            return ([], [lineError(syntax.message, at: syntax.position)])
        }
        let interpreter = AnchorInterpreter(views: views, metrics: metrics, bindings: bindings, locate: locate)
        do {
            let constraints = try interpreter.constraints(file)
            // Apple's rules, as for the other syntaxes: here is where an x anchor related to a y anchor is caught.
            let problems = constraints.compactMap { constraint in
                ConstraintValidation.problem(constraint, views: views, guides: guides).map {
                    ConstraintScript.LineError(line: constraint.source.line, column: constraint.source.column, message: $0)
                }
            }
            return problems.isEmpty ? (constraints, []) : ([], problems)
        } catch {
            return ([], [lineError(error.message, at: error.node.positionAfterSkippingLeadingTrivia)])
        }
    }
}
