import ConstraintLayout
import SwiftSyntax

/// The `let`s of one constraint block, as app code writes them before activating:
/// `let margins = view.layoutMarginsGuide`, `let width = box.widthAnchor.constraint(equalToConstant: 100)`,
/// `width.priority = .defaultHigh`, `width.isActive = true`. A name bound to a view or guide stands for it as an
/// anchor's base; a name bound to anything else stands for its value. A constraint bound with `let` is inactive until
/// `isActive = true` or `NSLayoutConstraint.activate([…])`, as in UIKit.
final class AnchorBindings {
    var items: [String: String] = [:]
    var values: [String: AnchorValue] = [:]
}

extension AnchorInterpreter {
    /// `let name = expression`: an item when the expression names a view, a guide or a system guide, otherwise its value.
    func bind(_ declaration: VariableDeclSyntax) throws(AnchorSourceError) {
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initial = binding.initializer?.value else {
                throw AnchorSourceError("expected 'let name = …'", at: binding)
            }
            if let call = initial.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UILayoutGuide" {
                throw AnchorSourceError("declare the guide in the scenario instead: layoutGuides: [\(name)]", at: initial)
            }
            if let item = try? item(initial), initial.is(DeclReferenceExprSyntax.self) || isSystemGuide(initial) {
                bindings.items[name] = item
            } else {
                bindings.values[name] = try value(initial)
            }
        }
    }

    func isSystemGuide(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return SystemGuide(rawValue: member.declName.baseName.text) != nil
    }

    /// `constraint.priority = …` on a constraint bound with `let`, before it is activated.
    func setPriority(_ member: MemberAccessExprSyntax, _ newValue: ExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        guard let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .constraints(let made)? = bindings.values[name] else {
            throw AnchorSourceError("set priority on a constraint bound with let, as in let c = …; c.priority = .defaultHigh",
                                    at: member)
        }
        let priority: Double
        switch try value(newValue) {
        case .priority(let p), .number(let p): priority = p
        case let other: throw AnchorSourceError("priority takes a priority, not \(other.kind)", at: newValue)
        }
        bindings.values[name] = .constraints(made.map { constraint in
            var changed = constraint.withPriority(Priority(priority))
            // As written, with the priority it was given afterwards.
            changed.source = ConstraintSource(text: "\(constraint.source.text) @\(Priority(priority))",
                                              line: constraint.source.line, column: constraint.source.column)
            return changed
        })
        return .constraints([])
    }
}
