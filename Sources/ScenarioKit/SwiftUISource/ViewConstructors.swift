import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// The views a scenario may use, with SwiftUI's initialisers: labels, order and defaults.
    enum ViewTable {
        static let stack = [Signature(.labelled("alignment"), .labelled("spacing"), .content)]
        static let zStack = [Signature(.labelled("alignment"), .content)]
        static let text = [Signature(.unlabelled("content")), Signature(.labelled("verbatim", hasDefault: false))]
        static let noArguments = [Signature()]
        /// `style:` (`.circular`, `.continuous`) changes only how the corners are drawn.
        static let roundedRectangle = [Signature(.labelled("cornerRadius", hasDefault: false), .labelled("style"))]
        static let capsule = [Signature(.labelled("style"))]
        static let spacer = [Signature(.labelled("minLength"))]
        static let cornerStyles = ["circular", "continuous"]

        static let shapes: [String: ShapeKind] = ["Rectangle": .rectangle, "Circle": .circle, "Ellipse": .ellipse]
        static let names = ["VStack", "HStack", "ZStack", "Text", "Color", "Rectangle", "RoundedRectangle",
                            "Circle", "Ellipse", "Capsule", "Spacer", "EmptyView"]
    }
}

extension SwiftUIInterpreter.ViewWalker {
    /// The view `expression` constructs (not a modifier), at `level`; nil after reporting errors.
    mutating func constructedView(_ expression: ExprSyntax, level: Int) -> ViewNode? {
        do throws(Diagnostic) {
            if let call = expression.as(FunctionCallExprSyntax.self),
               let type = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return try viewCall(call, type: type.baseName.text, level: level)
            }
            if let member = expression.as(MemberAccessExprSyntax.self),
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" {
                let name = member.declName.baseName.text
                guard Literal.systemColors.contains(name) else {
                    throw Literal.unknownColor(name, at: member.declName, map: map)
                }
                return ViewNode(.color(name), label: "Color.\(name)")
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if ViewTable.names.contains(name) {
                    throw map.error("'\(name)' must be called, as in '\(name)()'", at: reference)
                }
            }
            if let variable = Literal.firstVariable(in: expression) {
                throw Literal.notInScope(variable, map: map)
            }
            throw map.error("expected a view, got '\(SourceText.excerpt(expression))'", at: expression)
        } catch {
            report(error)
            return nil
        }
    }

    /// `Type(arguments) { children }`.
    private mutating func viewCall(_ call: FunctionCallExprSyntax, type: String,
                                   level: Int) throws(Diagnostic) -> ViewNode? {
        let label = SourceText.viewLabel(call)
        func bound(_ overloads: [Signature]) throws(Diagnostic) -> BoundArguments {
            try SwiftUIInterpreter.bind(call, callee: type, overloads: overloads, anchor: call.calledExpression, map: map)
        }
        switch type {
        case "VStack", "HStack", "ZStack":
            return try stack(type, arguments: try bound(type == "ZStack" ? ViewTable.zStack : ViewTable.stack),
                             label: label, level: level)
        case "Text":
            let arguments = try bound(ViewTable.text)
            let text = try (arguments["content"] ?? arguments["verbatim"])?.string() ?? ""
            return ViewNode(.text(text), label: label)
        case "Rectangle", "Circle", "Ellipse":
            _ = try bound(ViewTable.noArguments)
            return ViewNode(.shape(ViewTable.shapes[type]!), label: label)
        case "RoundedRectangle":
            let arguments = try bound(ViewTable.roundedRectangle)
            try arguments["style"]?.memberNames(ViewTable.cornerStyles, type: "RoundedCornerStyle")
            let radius = try arguments["cornerRadius"]?.number() ?? 0
            return ViewNode(.shape(.roundedRectangle(cornerRadius: radius)), label: label)
        case "Capsule":
            let arguments = try bound(ViewTable.capsule)
            try arguments["style"]?.memberNames(ViewTable.cornerStyles, type: "RoundedCornerStyle")
            return ViewNode(.shape(.capsule), label: label)
        case "Spacer":
            let arguments = try bound(ViewTable.spacer)
            return ViewNode(.spacer(minLength: try arguments["minLength"]?.optionalNumber()), label: label)
        case "EmptyView":
            _ = try bound(ViewTable.noArguments)
            return ViewNode(.empty, label: label)
        case "Color":
            throw map.error("unsupported view 'Color(…)'; write a system color such as Color.red",
                            at: call.calledExpression)
        default:
            throw map.error("unsupported view '\(type)'", at: call.calledExpression)
        }
    }

    /// A stack whose children come from its `content` closure, trailing or labelled. The children
    /// are checked even when the stack's own arguments are wrong, so their errors are reported too.
    private mutating func stack(_ type: String, arguments: BoundArguments, label: String,
                                level: Int) throws(Diagnostic) -> ViewNode? {
        let kind: ViewKind?
        do throws(Diagnostic) {
            let alignment = arguments["alignment"], spacing = try arguments["spacing"]?.optionalNumber()
            switch type {
            case "VStack": kind = .vStack(alignment: try alignment?.horizontalAlignment() ?? .center, spacing: spacing)
            case "HStack": kind = .hStack(alignment: try alignment?.verticalAlignment() ?? .center, spacing: spacing)
            default: kind = .zStack(alignment: try alignment?.alignment() ?? .center)
            }
        } catch {
            report(error)
            kind = nil
        }
        guard let content = arguments["content"] else { return nil }
        guard let closure = content.expression.as(ClosureExprSyntax.self) else {
            throw content.mismatch("a closure of views")
        }
        guard let children = views(in: closure, level: level + 1), let kind else { return nil }
        return ViewNode(kind, children: children, label: label)
    }
}
