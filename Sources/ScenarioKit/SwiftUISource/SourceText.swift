import LayoutCore
import SwiftSyntax

extension SwiftUIInterpreter {
    /// Short, one-line renderings of source for node labels, style values and messages.
    enum SourceText {
        /// `node` as written, on one line: comments dropped, any run of whitespace between two
        /// tokens becomes one space (none just inside brackets or before a comma), and closure
        /// bodies become `{ … }`.
        static func render(_ node: some SyntaxProtocol) -> String {
            let renderer = Renderer()
            renderer.walk(node)
            return renderer.text
        }

        /// `render` cut to a length that fits in a message.
        static func excerpt(_ node: some SyntaxProtocol, limit: Int = 40) -> String {
            let text = render(node)
            return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
        }

        /// A view's label: `VStack(alignment: .leading, spacing: 10)`. The trailing closure holds
        /// the children, which the tree shows, so it appears only as `VStack { … }` when there are
        /// no parentheses.
        static func viewLabel(_ call: FunctionCallExprSyntax) -> String {
            let name = render(call.calledExpression)
            if call.leftParen != nil { return name + "(" + render(call.arguments) + ")" }
            return call.trailingClosure != nil ? name + " { … }" : name
        }

        /// A modifier's label without its base: `.frame(minWidth: 100)`, `.overlay { … }`.
        static func modifierLabel(_ call: FunctionCallExprSyntax, name: String) -> String {
            var label = "." + name
            if call.leftParen != nil { label += "(" + render(call.arguments) + ")" }
            if call.trailingClosure != nil { label += " { … }" }
            return label
        }

        /// Collects token texts with collapsed spacing.
        private final class Renderer: SyntaxVisitor {
            private(set) var text = ""
            private var spaceBeforeNext = false

            init() { super.init(viewMode: .sourceAccurate) }

            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                emit("{ … }", between: node.leadingTrivia, and: node.trailingTrivia)
                return .skipChildren
            }

            /// A multi-line string literal becomes a one-line literal with `\n` escapes.
            override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.openingQuote.tokenKind == .multilineStringQuote, let value = node.representedLiteralValue
                else { return .visitChildren }
                emit(Escaping.swiftLiteral(value), between: node.leadingTrivia, and: node.trailingTrivia)
                return .skipChildren
            }

            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .present { emit(token.text, between: token.leadingTrivia, and: token.trailingTrivia) }
                return .skipChildren
            }

            /// Appends `piece`, after one space if the source separated it from the previous piece
            /// (except just inside brackets and before a comma).
            private func emit(_ piece: String, between leading: Trivia, and trailing: Trivia) {
                let separated = spaceBeforeNext || leading.contains { $0.isWhitespace || $0.isComment }
                let afterOpening = text.last.map { "([".contains($0) } ?? true
                let beforeClosing = [")", "]", ","].contains(piece)
                if separated && !afterOpening && !beforeClosing { text += " " }
                text += piece
                spaceBeforeNext = trailing.contains { $0.isWhitespace || $0.isComment }
            }

        }
    }
}
