import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// Walks a view expression and builds its `ViewNode` tree, collecting errors as it goes: a
    /// failed view yields nil and its error, while its siblings and the modifiers around it are
    /// still checked, so one run reports every problem it can.
    struct ViewWalker {
        /// Deepest `ViewNode` level allowed (the root is level 1; modifiers that create nodes count).
        /// Layout recurses once per level, and real layouts are far shallower.
        static let maximumLevel = 64

        // The interpreter's other parts, by short names for this type's extensions.
        typealias Literal = SwiftUIInterpreter.Literal
        typealias SourceText = SwiftUIInterpreter.SourceText
        typealias Signature = SwiftUIInterpreter.Signature
        typealias BoundArguments = SwiftUIInterpreter.BoundArguments
        typealias Argument = SwiftUIInterpreter.Argument
        typealias ViewTable = SwiftUIInterpreter.ViewTable
        typealias ModifierTable = SwiftUIInterpreter.ModifierTable
        typealias ModifierCall = SwiftUIInterpreter.ModifierCall

        let map: SourceMap
        private(set) var diagnostics: [Diagnostic] = []
        /// Where each `.id` name was given, to reject a name used twice.
        var names: [String: SourceLocation] = [:]
        private var reportedDepth = false

        init(map: SourceMap) { self.map = map }

        mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

        /// The view `expression` stands for, placed at `level` of the tree.
        ///
        /// A modifier chain `base.a().b()` nests to the left in the syntax tree; it is unwound in a
        /// loop (not by recursion), the base is built at the level below all the nodes the
        /// modifiers add, and the modifiers are then applied innermost first.
        mutating func view(_ expression: ExprSyntax, level: Int) -> ViewNode? {
            var modifiers: [ModifierCall] = []
            var base = expression
            while let call = base.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let inner = member.base {
                modifiers.append(ModifierCall(call: call, member: member))
                base = inner
            }
            var baseLevel = level + modifiers.filter(\.addsNode).count
            if isTooDeep(baseLevel, at: expression) { return nil }

            var node = constructedView(base, level: baseLevel)
            for modifier in modifiers.reversed() {
                if modifier.addsNode { baseLevel -= 1 }
                node = apply(modifier, to: node, level: baseLevel)
            }
            return node
        }

        /// Whether `level` is past the limit; reported once, as deeper views would only repeat it.
        mutating func isTooDeep(_ level: Int, at node: some SyntaxProtocol) -> Bool {
            guard level > Self.maximumLevel else { return false }
            if !reportedDepth {
                report(map.error("view nesting deeper than \(Self.maximumLevel)", at: node))
                reportedDepth = true
            }
            return true
        }

        /// The views of a `@ViewBuilder` closure, each at `level`: one per statement, whether
        /// statements are on separate lines or separated by `;`.
        mutating func views(in closure: ClosureExprSyntax, level: Int) -> [ViewNode]? {
            if let signature = closure.signature {
                report(map.error("a view builder closure takes no parameters", at: signature))
                return nil
            }
            var children: [ViewNode] = []
            var failed = false
            for statement in closure.statements {
                guard let expression = Self.expression(of: statement) else {
                    report(map.error("expected a view, got '\(SourceText.excerpt(statement.item))'", at: statement))
                    failed = true
                    continue
                }
                if let child = view(expression, level: level) { children.append(child) } else { failed = true }
            }
            return failed ? nil : children
        }

        /// The expression a closure statement consists of, if it is one.
        static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
            switch statement.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
        }

        /// The secondary view of `.overlay { … }` / `.background { … }` at `level`: its one view,
        /// an empty view for `{ }`, or for several views the implicit `ZStack` SwiftUI lays them
        /// out in, aligned like the modifier. That stack was not written, so it has no label.
        mutating func secondaryView(in closure: ClosureExprSyntax, alignment: Alignment, level: Int) -> ViewNode? {
            let several = closure.statements.count > 1
            if several && isTooDeep(level + 1, at: closure) { return nil }
            guard let children = views(in: closure, level: several ? level + 1 : level) else { return nil }
            switch children.count {
            case 0: return ViewNode(.empty)
            case 1: return children[0]
            default: return ViewNode(.zStack(alignment: alignment), children: children)
            }
        }
    }

    /// A modifier call in a chain: `.frame(width: 10)` on some base.
    struct ModifierCall {
        var call: FunctionCallExprSyntax
        var member: MemberAccessExprSyntax
        var name: String { member.declName.baseName.text }
        /// As messages name it: `.frame`.
        var callee: String { "." + name }
        /// Modifiers that only name or style the view they are applied to add no node.
        var addsNode: Bool { !ModifierTable.attributeModifiers.contains(name) }
        var label: String { SourceText.modifierLabel(call, name: name) }
    }
}
