import SwiftOperators
import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter.ViewWalker {
    /// `.alignmentGuide(.leading) { d in d[.trailing] - 20 }`, `{ $0.width / 2 }`, `{ _ in 10 }`: the guide and
    /// the closure's body as a `GuideExpression` over the view's dimensions, evaluated at layout time.
    func alignmentGuideEffect(_ modifier: SwiftUIInterpreter.ModifierCall) throws(Diagnostic) -> Effect {
        let computeValue = SwiftUIInterpreter.Parameter(label: "computeValue", name: "computeValue", hasDefault: false,
                                                             isClosure: true)
        let arguments = try bound(modifier, [Signature(.unlabelled("g"), computeValue)])
        let key = try guideKey(arguments["g"]!.expression, callee: modifier.callee)
        guard let closure = arguments["computeValue"]?.expression.as(ClosureExprSyntax.self) else {
            throw map.error("'.alignmentGuide' computes its value in a closure, as in '{ d in d[.leading] }'", at: modifier.anchor)
        }
        let parameter = try closureParameter(closure, what: "an alignment guide's closure takes one parameter, the view's dimensions")
        // One expression, with or without `return`.
        let only = closure.statements.count == 1 ? closure.statements.first : nil
        guard let body = only.flatMap({ Self.expression(of: $0) ?? $0.item.as(ReturnStmtSyntax.self)?.expression }) else {
            throw map.error("an alignment guide's closure must be one expression, such as 'd[.leading] - 20'", at: closure)
        }
        return .wrap(.alignmentGuide(key, try guideExpression(body, dimensions: parameter)))
    }

    /// A guide as `.alignmentGuide`'s first argument or `d[…]`'s subscript: `.leading`, `.firstTextBaseline`,
    /// `HorizontalAlignment.center`. A bare `.center` is ambiguous in Swift as it is here.
    private func guideKey(_ expression: ExprSyntax, callee: String) throws(Diagnostic) -> AlignmentKey {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedDescription
            let horizontal = HorizontalAlignment(rawValue: name), vertical = VerticalAlignment(rawValue: name)
            switch base {
            case "HorizontalAlignment"?: if let horizontal { return .horizontal(horizontal) }
            case "VerticalAlignment"?: if let vertical { return .vertical(vertical) }
            case nil:
                if name == "center" {
                    throw map.error("'.center' is ambiguous here; write 'HorizontalAlignment.center' or 'VerticalAlignment.center'",
                                    at: expression)
                }
                if let horizontal { return .horizontal(horizontal) }
                if let vertical { return .vertical(vertical) }
            default: break
            }
        }
        let names = (HorizontalAlignment.allCases.map { AlignmentKey.horizontal($0) } + VerticalAlignment.allCases.map { .vertical($0) })
            .map(\.swiftName)
        throw map.error("'\(callee)' expects an alignment guide (\(names.joined(separator: ", "))), got '\(expression.trimmedDescription)'",
                        at: expression)
    }

    /// The closure's body: numbers (loop variables included), `d.width`, `d.height`, `d[guide]`, `+ - * /`,
    /// parentheses, `min`, `max` and `CGFloat(…)`.
    private func guideExpression(_ expression: ExprSyntax, dimensions: String?) throws(Diagnostic) -> GuideExpression {
        if let number = Evaluator.number(expression, scope: scope) { return .number(number) }
        func isDimensions(_ e: ExprSyntax?) -> Bool {
            guard let dimensions, let reference = e?.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.baseName.text == dimensions
        }
        if let member = expression.as(MemberAccessExprSyntax.self), isDimensions(member.base) {
            switch member.declName.baseName.text {
            case "width": return .width
            case "height": return .height
            default: break
            }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), isDimensions(subscriptCall.calledExpression),
           subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first {
            if argument.label != nil {
                throw map.error("'d[explicit: …]' is not supported; use 'd[…]', the guide's value explicit or not", at: argument)
            }
            return .guide(try guideKey(argument.expression, callee: "d[…]"))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try guideExpression(only.expression, dimensions: dimensions)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .negate(try guideExpression(prefix.expression, dimensions: dimensions))
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let folded = try? OperatorTable.standardOperators.foldSingle(sequence) {
            return try guideExpression(folded, dimensions: dimensions)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let a = try guideExpression(infix.leftOperand, dimensions: dimensions)
            let b = try guideExpression(infix.rightOperand, dimensions: dimensions)
            switch op {
            case "+": return .add(a, b)
            case "-": return .subtract(a, b)
            case "*": return .multiply(a, b)
            case "/": return .divide(a, b)
            default: break
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let arguments = call.arguments.map(\.expression)
            switch (name, arguments.count) {
            case ("CGFloat", 1), ("Double", 1): return try guideExpression(arguments[0], dimensions: dimensions)
            case ("min", 2), ("max", 2):
                let a = try guideExpression(arguments[0], dimensions: dimensions), b = try guideExpression(arguments[1], dimensions: dimensions)
                return name == "min" ? .minimum(a, b) : .maximum(a, b)
            default: break
            }
        }
        if !expression.is(FunctionCallExprSyntax.self), let variable = Literal.firstVariable(in: expression, scope: scope),
           variable.baseName.text != dimensions {
            throw Literal.notInScope(variable, map: map)
        }
        throw map.error("cannot compute '\(expression.trimmedDescription)' in an alignment guide: use numbers, 'd.width', 'd.height', "
                        + "'d[.leading]' (any guide), + - * /, min and max", at: expression)
    }
}
