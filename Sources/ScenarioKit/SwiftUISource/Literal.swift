import SwiftSyntax

extension SwiftUIInterpreter {
    /// Reading literal syntax: numbers, member names, colors, and describing what was written
    /// instead when it is not what a parameter expects.
    enum Literal {
        /// SwiftUI's system colors, by their `Color` member names.
        static let systemColors = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
            "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary",
        ]

        /// The types whose `infinity` and `nan` a `CGFloat` parameter accepts.
        static let numberTypes = ["CGFloat", "Double", "Float"]

        /// `name` for `.name`, or for `Q.name` when `Q` is one of `qualifiers` (`Edge.Set` works too).
        static func memberName(_ expression: ExprSyntax, qualifiers: [String]) -> String? {
            guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil
            else { return nil }
            if let base = member.base, !qualifiers.contains(SourceText.render(base)) { return nil }
            return member.declName.baseName.text
        }

        static func unknownColor(_ name: String, at node: some SyntaxProtocol, map: SourceMap) -> Diagnostic {
            map.error("unknown color '\(name)'; the system colors are \(systemColors.joined(separator: ", "))",
                      at: node)
        }

        /// The first reference to a variable or function in `expression` (`width`, `size.width`,
        /// `width * 2`, `makeView()`), skipping member names and type names such as `Color`.
        /// A name the app's code declares (a property of the view, a static member, a global) is not such a variable.
        static func firstVariable(in expression: some SyntaxProtocol, scope: Scope = [:]) -> DeclReferenceExprSyntax? {
            let finder = VariableFinder(scope: scope)
            finder.walk(expression)
            return finder.found.first {
                scope.context == nil || (Evaluator.lookup($0, scope: scope, floating: false) == nil
                                         && Evaluator.findFunction($0.baseName.text, scope: scope) == nil)
            }
        }

        /// Scenario views have no variables but `ForEach`'s; the message is the Swift compiler's, explained.
        static func notInScope(_ variable: DeclReferenceExprSyntax, map: SourceMap) -> Diagnostic {
            map.error("cannot find '\(variable.baseName.text)' in scope; a view may use literal values, ForEach's loop variables, "
                      + "and the declarations of the app's Swift files named under 'swift:' in framelab.yml", at: variable)
        }

        private final class VariableFinder: SyntaxVisitor {
            var found: [DeclReferenceExprSyntax] = []
            let scope: Scope
            /// Functions the evaluator knows, which are not variables.
            static let functions: Set<String> = ["min", "max", "abs", "floor", "ceil", "round", "sqrt", "pow"]
            init(scope: Scope) { self.scope = scope; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
                let isCallee = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
                let name = node.baseName.text
                if !isMemberName, scope[name] == nil, !(isCallee && Self.functions.contains(name)),
                   let first = name.first, !first.isUppercase {
                    found.append(node)
                }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }

        /// What was written, for "expects …, got …" messages.
        static func describe(_ expression: ExprSyntax) -> String {
            switch expression.kind {
            case .stringLiteralExpr: "string literal"
            case .integerLiteralExpr: "integer literal '\(expression.trimmedDescription)'"
            case .floatLiteralExpr: "decimal literal '\(expression.trimmedDescription)'"
            case .booleanLiteralExpr: "'\(expression.trimmedDescription)'"
            case .nilLiteralExpr: "nil"
            case .closureExpr: "a closure"
            default: "'\(SourceText.excerpt(expression))'"
            }
        }
    }
}
