import SwiftSyntax

extension SwiftUIInterpreter {
    /// Maps positions in the Swift snippet to places in the YAML file around it: through the scalar's
    /// map when the snippet came from a file, otherwise with the snippet's line 1 at the origin's line
    /// and every line shifted right by the origin's column.
    ///
    /// Lines are found in the text itself rather than with swift-syntax's `SourceLocationConverter`,
    /// which walks the syntax tree recursively and would overflow the stack on an absurdly long
    /// modifier chain before the interpreter could reject it.
    struct SourceMap {
        let origin: SwiftSourceOrigin
        /// The UTF-8 offset at which each line starts.
        private let lineStarts: [Int]

        init(source: String, origin: SwiftSourceOrigin) {
            self.origin = origin
            var starts = [0]
            let bytes = Array(source.utf8)
            var index = 0
            while index < bytes.count {
                // A line ends at "\n", "\r\n" or a lone "\r", as in Swift.
                if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { starts.append(index + 1) }
                index += 1
            }
            lineStarts = starts
        }

        /// Where `node` starts, ignoring the whitespace and comments before it.
        func location(of node: some SyntaxProtocol) -> SourceLocation {
            location(at: node.positionAfterSkippingLeadingTrivia)
        }

        /// The place of a UTF-8 position: columns count bytes, as the Swift compiler's do.
        func location(at position: AbsolutePosition) -> SourceLocation {
            let offset = position.utf8Offset
            if let map = origin.map { return map.location(utf8Offset: offset) }
            // The last line starting at or before `offset` (binary search: lines are sorted).
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return SourceLocation(file: origin.file, line: origin.line + low,
                                  column: offset - lineStarts[low] + 1 + origin.column - 1)
        }

        func error(_ message: String, at node: some SyntaxProtocol) -> Diagnostic {
            Diagnostic(message, at: location(of: node))
        }
    }
}
