import Yams

/// Where each character of a YAML scalar's value came from in the file, so that an error found in the
/// value (the Swift source of `view:`, a `constraints:` line) points at the right line and column
/// whatever the scalar's style: block (`|`, `>`, folded lines joined by spaces), double-quoted (escapes
/// such as `\n` and `\"`, escaped line breaks), single-quoted (`''`), plain, and CRLF line ends.
///
/// The value Yams decoded is aligned with the raw text of the file: equal characters are matched,
/// an escape sequence stands for the characters it produced, and whitespace the value does not have
/// (indentation, the break of a folded line, a `\r`) is skipped. Columns count UTF-8 bytes, as the
/// Swift compiler's do.
public struct ScalarSourceMap: Sendable, Hashable {
    public var file: String
    /// The file line and column of each UTF-8 byte of the value, and one more for its end.
    private var points: [Point]
    /// The UTF-8 offsets at which the value's lines start.
    private var valueLineStarts: [Int]

    struct Point: Sendable, Hashable {
        var line: Int32
        var column: Int32
    }

    /// The location of the value's UTF-8 byte `offset` (clamped to the value).
    public func location(utf8Offset offset: Int) -> SourceLocation {
        let point = points[min(max(offset, 0), points.count - 1)]
        return SourceLocation(file: file, line: Int(point.line), column: Int(point.column))
    }

    /// The location of `line`, `column` (1-based, columns in UTF-8 bytes) of the value.
    public func location(line: Int, column: Int) -> SourceLocation {
        let start = valueLineStarts[min(max(line, 1), valueLineStarts.count) - 1]
        return location(utf8Offset: start + column - 1)
    }

    /// The map of the scalar whose value is `value`, written in `style` with its mark (1-based line and
    /// column, the column counting characters as libyaml does) at `mark`, in a file of `lines`.
    init(value: String, style: Node.Scalar.Style, markLine: Int, markColumn: Int, lines: [Substring], file: String) {
        self.file = file
        let isBlock = style == .literal || style == .folded
        var raw = RawText(lines: lines, line: isBlock ? markLine + 1 : markLine)
        if !isBlock {
            // Quoted scalars start after their quote; plain ones at the mark.
            raw.advance(by: max(markColumn - 1, 0) + (style == .singleQuoted || style == .doubleQuoted ? 1 : 0))
        }
        var points: [Point] = []
        var starts = [0]
        func isSpace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" || s == "\r" }
        for scalar in value.unicodeScalars {
            var point = raw.point
            while let s = raw.current {
                point = raw.point
                if style == .doubleQuoted && s == "\\" {
                    let length = Self.escapeLength(after: raw.next)
                    if length == 0 {  // an escaped line break produces nothing: skip it and the indentation after
                        raw.advance(by: 1)
                        while let next = raw.current, isSpace(next) { raw.advance(by: 1) }
                        continue
                    }
                    raw.advance(by: length); break
                }
                if style == .singleQuoted && s == "'" && raw.next == "'" { raw.advance(by: 2); break }
                if s == scalar { raw.advance(by: 1); break }
                if isSpace(s) {
                    raw.advance(by: 1)
                    if isSpace(scalar) { break }
                    continue  // indentation, a folded break or a \r the value does not have
                }
                // A space or break the value has and the file does not (folding) belongs here; anything
                // else means the two are out of step: keep going as best we can.
                if !isSpace(scalar) { raw.advance(by: 1) }
                break
            }
            points.append(contentsOf: repeatElement(point, count: UTF8.width(scalar)))
            if scalar == "\n" { starts.append(points.count) }
        }
        points.append(raw.point)
        self.points = points
        valueLineStarts = starts
    }

    /// How many characters the double-quoted escape whose letter is `letter` takes (`\n` 2, `\x41` 4,
    /// `\u00e9` 6, `\U0001F600` 10), or 0 for an escaped line break.
    private static func escapeLength(after letter: Unicode.Scalar?) -> Int {
        switch letter {
        case nil: return 1
        case "\n", "\r": return 0
        case "x": return 4
        case "u": return 6
        case "U": return 10
        default: return 2
        }
    }
}

/// The file's characters from a starting line on, read one line at a time (only as far as the scalar
/// goes), each line ending in "\n" whatever the file's line ends were.
private struct RawText {
    let lines: [Substring]
    private(set) var line: Int
    private var scalars: [Unicode.Scalar] = []
    private var columns: [Int32] = []
    private var index = 0

    init(lines: [Substring], line: Int) {
        self.lines = lines
        self.line = max(line, 1) - 1
        load(max(line, 1))
    }

    private mutating func load(_ number: Int) {
        line = number
        index = 0
        scalars = []; columns = []
        guard number <= lines.count else { return }
        var column: Int32 = 1
        for scalar in lines[number - 1].unicodeScalars {
            scalars.append(scalar); columns.append(column)
            column += Int32(UTF8.width(scalar))
        }
        scalars.append("\n"); columns.append(column)
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    var point: ScalarSourceMap.Point {
        let column = index < columns.count ? columns[index] : (columns.last ?? 1)
        return ScalarSourceMap.Point(line: Int32(min(line, max(lines.count, 1))), column: column)
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count {
            guard index < scalars.count else { return }
            index += 1
            if index == scalars.count && line < lines.count { load(line + 1) }
        }
    }
}
