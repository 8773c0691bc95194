import ConstraintLayout
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// An error in anchor-DSL Swift, at a node of the statement.
struct AnchorSourceError: Error {
    var message: String
    var node: Syntax
    init(_ message: String, at node: some SyntaxProtocol) {
        self.message = message
        self.node = Syntax(node)
    }
}

/// Evaluates constraints written in Swift — FrameLab's anchor DSL (`a.widthAnchor == 300 ~ 750`,
/// `a.horizontalEdges == b.horizontalEdges + EdgeInsets(horizontal: 40)`) and UIKit's own spelling
/// (`a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`, `NSLayoutConstraint.activate([…])`,
/// `….isActive = true`) — into the model's constraints, with the meaning `AutoLayoutDSL` gives them in Swift.
/// Kinds are not checked here: `ConstraintValidation` rejects an x anchor related to a y anchor afterwards, as the
/// compiler would.
struct AnchorInterpreter {
    var views: Set<String>
    var metrics: [String: Double]
    /// The block's `let`s, shared by its statements in order.
    var bindings: AnchorBindings
    /// Where a position of the statement is in the constraint block (1-based line and column).
    var locate: (AbsolutePosition) -> (line: Int, column: Int)

    /// The DSL's operators: Swift's, and `~` binding looser than the comparisons and tighter than assignment.
    /// AutoLayoutDSL declares a group of its own for it (`lowerThan: ComparisonPrecedence`), but SwiftOperators does not
    /// order a `lowerThan` group against the groups above the one it names (`a == 300 ~ .defaultLow + 1` would be
    /// "unrelated"), so here `~` joins the standard group that sits in the same place, `&&`'s.
    static let operators: OperatorTable = {
        var table = OperatorTable.standardOperators
        do {
            try table.addSourceFile(Parser.parse(source: "infix operator ~ : LogicalConjunctionPrecedence"))
        } catch {
            preconditionFailure("the ~ declaration is FrameLab's own and valid: \(error)")
        }
        return table
    }()

    /// The constraints of every expression statement in `file`, in order.
    func constraints(_ file: SourceFileSyntax) throws(AnchorSourceError) -> [LayoutConstraint] {
        // The whole file is folded, so that positions in the folded tree are still the file's.
        let folded: SourceFileSyntax
        do {
            folded = try Self.operators.foldAll(file).as(SourceFileSyntax.self) ?? file
        } catch {
            throw AnchorSourceError("these operators cannot be combined without parentheses", at: file)
        }
        var constraints: [LayoutConstraint] = []
        for statement in folded.statements {
            if let declaration = statement.item.as(VariableDeclSyntax.self) {
                try bind(declaration)
                continue
            }
            guard let expression = statement.item.as(ExprSyntax.self) else {
                throw AnchorSourceError("expected a constraint expression, such as a.widthAnchor == 100", at: statement)
            }
            switch try value(expression) {
            case .constraints(let made): constraints += made
            case let other:
                throw AnchorSourceError("\(other.kind) is not a constraint; relate it with ==, <= or >=", at: expression)
            }
        }
        return constraints
    }

    func value(_ expression: ExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self), let number = literal.representedLiteralValue {
            return .number(Double(number))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self), let number = literal.representedLiteralValue {
            return .number(number)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return try value(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           case .number(let number) = try value(prefix.expression) {
            return .number(-number)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if let bound = bindings.values[reference.baseName.text] { return bound }
            if let metric = metrics[reference.baseName.text] { return .number(metric) }
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var all: [LayoutConstraint] = []
            for element in array.elements {
                guard case .constraints(let made) = try value(element.expression) else {
                    throw AnchorSourceError("an array of constraints holds constraints only", at: element.expression)
                }
                all += made
            }
            return .constraints(all)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try self.member(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call) }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return try self.infix(infix) }
        throw AnchorSourceError("FrameLab does not understand '\(expression.trimmedDescription)' in a constraint", at: expression)
    }

    /// `a.leadingAnchor`, `a.edges`, `view.topAnchor`, `self.a.widthAnchor`, `.defaultHigh`, `UILayoutPriority.required`.
    func member(_ member: MemberAccessExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        let name = member.declName.baseName.text
        if member.base == nil || isPriorityType(member.base) {
            guard let priority = Self.namedPriorities[name] else {
                throw AnchorSourceError("unknown priority '.\(name)'; use .required, .defaultHigh, .defaultLow, "
                                        + ".fittingSizeLevel or a number", at: member)
            }
            return .priority(priority)
        }
        guard let base = member.base else { throw AnchorSourceError("expected a view before '.\(name)'", at: member) }
        let item = try self.item(base)
        if let composite = CompositeAnchor(rawValue: name) { return .composite(CompositeTerm(item: item, composite: composite)) }
        let attributeName = name.hasSuffix("Anchor") ? String(name.dropLast("Anchor".count)) : name
        guard let attribute = LayoutAttribute(name: attributeName) else {
            let anchors = LayoutAttribute.allCases.map { $0.rawValue + "Anchor" } + CompositeAnchor.allCases.map(\.rawValue)
            let hint = NameSuggestion.closest(to: name, among: anchors).map { "; did you mean '\($0)'?" } ?? ""
            throw AnchorSourceError("'\(name)' is not an anchor\(hint)", at: member.declName)
        }
        return .anchor(AnchorTerm(item: item, attribute: attribute))
    }

    /// The view an anchor belongs to: a view of the scenario, or the superview as `container`, `view` or `superview`
    /// (the names a view controller or a view's own code gives it), or a system guide of one; `self.` is dropped.
    func item(_ base: ExprSyntax) throws(AnchorSourceError) -> String {
        // `view.safeAreaLayoutGuide`, `card.layoutMarginsGuide`: a system guide, named `owner.guide`.
        if let member = base.as(MemberAccessExprSyntax.self), let owner = member.base,
           let guide = SystemGuide(rawValue: member.declName.baseName.text) {
            return "\(try item(owner)).\(guide.rawValue)"
        }
        var base = base
        if let member = base.as(MemberAccessExprSyntax.self), let root = member.base?.as(DeclReferenceExprSyntax.self),
           root.baseName.tokenKind == .keyword(.self) {
            base = ExprSyntax(member.declName)
        }
        guard let reference = base.as(DeclReferenceExprSyntax.self) else {
            throw AnchorSourceError("expected a view's name before the anchor, found '\(base.trimmedDescription)'", at: base)
        }
        let name = reference.baseName.text
        if views.contains(name) { return name }
        if let bound = bindings.items[name] { return bound }
        if ["container", "view", "superview"].contains(name) || reference.baseName.tokenKind == .keyword(.self) {
            return LayoutAnchor.containerName
        }
        let candidates = views.sorted() + [LayoutAnchor.containerName]
        let hint = NameSuggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'? " } ?? ""
        throw AnchorSourceError("unknown view '\(name)'; \(hint)the views are "
                                + candidates.map { "'\($0)'" }.joined(separator: ", "), at: reference)
    }

    /// `UILayoutPriority.required`, `NSLayoutConstraint.Priority.defaultHigh`, `Priority.defaultLow`.
    func isPriorityType(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        return ["UILayoutPriority", "NSLayoutConstraint.Priority", "Priority"].contains(base.trimmedDescription)
    }

    /// Constraints made by `node`, pointing at it: one constraint is described as written, the several of a composite
    /// each on its own (as `ConstraintScript` describes a composite line).
    func made(_ constraints: [LayoutConstraint], by node: some SyntaxProtocol) -> AnchorValue {
        let (line, column) = locate(node.positionAfterSkippingLeadingTrivia)
        let written = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return .constraints(constraints.map { constraint in
            var constraint = constraint
            constraint.source = ConstraintSource(text: constraints.count == 1 ? written : constraint.canonicalText,
                                                 line: line, column: column)
            return constraint
        })
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]
}
