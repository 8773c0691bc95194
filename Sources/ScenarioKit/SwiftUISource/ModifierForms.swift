import SwiftSyntax
import ViewLayout

/// The modifiers whose arguments take more than reading a literal per parameter.
extension SwiftUIInterpreter.ViewWalker {
    /// `.padding()`, `.padding(20)`, `.padding(.top)`, `.padding([.top, .leading], 8)`,
    /// `.padding(EdgeInsets(…))`: a lone argument is insets, an edge set, or else a length.
    func paddingInsets(_ arguments: BoundArguments) throws(Diagnostic) -> EdgeInsets {
        let defaultLength = ModifierTable.defaultPadding
        guard var first = arguments["edges"] else { return EdgeInsets(all: defaultLength) }
        guard let length = arguments["length"] else {
            let expression = first.expression
            if expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "EdgeInsets" {
                first.parameter = "insets"
                return try first.edgeInsets()
            }
            let looksLikeEdges = expression.is(ArrayExprSyntax.self)
                || (Literal.memberName(expression, qualifiers: ["Edge.Set"]) != nil && Literal.number(expression) == nil)
            if !looksLikeEdges {
                first.parameter = "length"
                return EdgeInsets(all: try first.number())
            }
            return EdgeInsets(try first.edges(), defaultLength)
        }
        return EdgeInsets(try first.edges(), try length.optionalNumber() ?? defaultLength)
    }

    /// `.overlay { … }`, `.overlay(alignment: .top) { … }`, `.overlay(Color.red)`,
    /// `.overlay(Rectangle(), alignment: .top)`, and the same for `.background`.
    mutating func secondaryEffect(of modifier: ModifierCall,
                                          arguments: BoundArguments,
                                          level: Int) throws(Diagnostic) -> Effect {
        let alignment = try arguments["alignment"]?.alignment() ?? .center
        let kind: ViewKind = modifier.name == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment)
        let secondary: ViewNode?
        if let content = arguments["content"] {
            guard let closure = content.expression.as(ClosureExprSyntax.self) else {
                throw content.mismatch("a closure of views")
            }
            secondary = secondaryView(in: closure, alignment: alignment, level: level + 1)
        } else {
            let view = arguments.values[modifier.name]!
            // `.background(.red)` is SwiftUI's ShapeStyle form, which also extends into the safe
            // area: a different layout that FrameLab does not model.
            if let color = Literal.memberName(view, qualifiers: []) {
                throw map.error("'\(modifier.callee)(.\(color))' (a ShapeStyle) is not supported; "
                                + "write '\(modifier.callee)(Color.\(color))'", at: view)
            }
            secondary = self.view(view, level: level + 1)
        }
        guard let secondary else { return .failed }
        return .wrap(kind, secondary: secondary)
    }

    /// The name given with `.id("name")`: a string literal of lowercase letters, digits and `-`,
    /// unique in the view.
    mutating func viewName(_ argument: Argument) throws(Diagnostic) -> String {
        let name = try argument.string()
        let allowed = "abcdefghijklmnopqrstuvwxyz0123456789"
        guard let first = name.first, allowed.contains(first), name.allSatisfy({ allowed.contains($0) || $0 == "-" })
        else {
            throw map.error("invalid id '\(name)': use lowercase letters, digits and '-', "
                            + "starting with a letter or digit", at: argument.expression)
        }
        let location = map.location(of: argument.expression)
        if let earlier = names[name] {
            throw Diagnostic("duplicate id '\(name)' (first given at line \(earlier.line), column \(earlier.column))",
                             at: location)
        }
        names[name] = location
        return name
    }

    /// `.ignoresSafeArea(.container)`: regions are checked and otherwise ignored.
    func checkSafeAreaRegions(_ regions: Argument) throws(Diagnostic) {
        // `.ignoresSafeArea(.top)` is a common slip: edges go in `edges:`.
        if let name = Literal.memberName(regions.expression, qualifiers: []),
           Edges.named.contains(where: { $0.name == name }), !ModifierTable.safeAreaRegions.contains(name) {
            throw map.error("'.\(name)' is an edge, not a safe-area region; write '.ignoresSafeArea(edges: .\(name))'",
                            at: regions.expression)
        }
        try regions.memberNames(ModifierTable.safeAreaRegions, type: "SafeAreaRegions")
    }
}
