import ConstraintLayout
import SwiftSyntax

extension AnchorInterpreter {
    /// `+ - *` on anchors, insets and numbers, the relations `== <= >=`, `~` for a priority, `.isActive = true`.
    func infix(_ infix: InfixOperatorExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        if infix.operator.is(AssignmentExprSyntax.self) { return try activation(infix) }
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw AnchorSourceError("FrameLab does not understand '\(infix.operator.trimmedDescription)' in a constraint",
                                    at: infix.operator)
        }
        let lhs = try value(infix.leftOperand), rhs = try value(infix.rightOperand)
        if let relation = Relation(rawValue: symbol) { return made(try relate(lhs, relation, rhs, at: infix), by: infix) }
        switch (symbol, lhs, rhs) {
        case ("~", .constraints(let made), .priority(let p)), ("~", .constraints(let made), .number(let p)):
            return self.made(made.map { $0.withPriority(Priority(p)) }, by: infix)
        case ("+", .number(let a), .number(let b)): return .number(a + b)
        case ("-", .number(let a), .number(let b)): return .number(a - b)
        case ("*", .number(let a), .number(let b)): return .number(a * b)
        case ("/", .number(let a), .number(let b)) where b != 0: return .number(a / b)
        case ("+", .priority(let p), .number(let n)): return .priority(p + n)
        case ("-", .priority(let p), .number(let n)): return .priority(p - n)
        case ("+", .anchor(let term), .number(let c)), ("+", .number(let c), .anchor(let term)):
            return .anchor(term.adding(c))
        case ("-", .anchor(let term), .number(let c)):
            return .anchor(term.adding(-c))
        case ("*", .anchor(let term), .number(let m)), ("*", .number(let m), .anchor(let term)):
            return .anchor(term.multiplied(by: m))
        case ("+", .composite(let term), .number(let c)):
            return .composite(term.adding(c))
        case ("-", .composite(let term), .number(let c)):
            return .composite(term.adding(-c))
        case ("*", .composite(let term), .number(let m)), ("*", .number(let m), .composite(let term)):
            guard term.composite == .size else {
                throw AnchorSourceError("only a size takes a multiplier, not \(term.composite.rawValue)", at: infix)
            }
            return .composite(term.multiplied(by: m))
        case ("+", .composite(let term), .insets(let t, let l, let b, let r)):
            return .composite(try inset(term, top: t, leading: l, bottom: b, trailing: r, at: infix))
        case ("-", .composite(let term), .insets(let t, let l, let b, let r)):
            return .composite(try inset(term, top: -t, leading: -l, bottom: -b, trailing: -r, at: infix))
        default:
            throw AnchorSourceError("cannot combine \(lhs.kind) and \(rhs.kind) with '\(symbol)'", at: infix.operator)
        }
    }

    /// Insets move each edge of a group inwards (seed 001): the trailing and bottom constants are negated. A group
    /// uses its own edges' insets and ignores the others.
    func inset(_ term: CompositeTerm, top: Double, leading: Double, bottom: Double, trailing: Double,
               at node: InfixOperatorExprSyntax) throws(AnchorSourceError) -> CompositeTerm {
        guard term.composite.isEdgeGroup else {
            throw AnchorSourceError("only edges, horizontalEdges and verticalEdges take insets, not \(term.composite.rawValue)",
                                    at: node)
        }
        guard term.perAttribute.isEmpty, term.constant == 0 else {
            throw AnchorSourceError("use either insets or a constant, not both", at: node)
        }
        var term = term
        let values: [LayoutAttribute: Double] = [.top: top, .leading: leading, .bottom: bottom, .trailing: trailing]
        term.perAttribute = term.composite.insetConstants { values[$0] ?? 0 }
        term.isPlain = false
        return term
    }

    func relate(_ lhs: AnchorValue, _ relation: Relation, _ rhs: AnchorValue,
                at node: InfixOperatorExprSyntax) throws(AnchorSourceError) -> [LayoutConstraint] {
        switch (lhs, rhs) {
        case (.anchor(let first), _) where !first.isPlain:
            throw AnchorSourceError("the left side of a constraint is a bare anchor; move the constant or multiplier "
                                    + "to the right", at: node.leftOperand)
        case (.anchor(let first), .anchor(let second)):
            return [LayoutConstraint(LayoutAnchor(first.item, first.attribute), relation,
                                     LayoutAnchor(second.item, second.attribute),
                                     multiplier: second.multiplier, constant: second.constant)]
        case (.anchor(let first), .number(let constant)):
            return [LayoutConstraint(LayoutAnchor(first.item, first.attribute), relation, nil, constant: constant)]
        case (.composite(let first), _) where !first.isPlain:
            throw AnchorSourceError("the left side of a constraint is a bare anchor; move the constant or insets "
                                    + "to the right", at: node.leftOperand)
        case (.composite(let first), .composite(let second)):
            guard first.composite == second.composite else {
                throw AnchorSourceError("\(first.composite.rawValue) can only be related to another view's "
                                        + "\(first.composite.rawValue), not \(second.composite.rawValue)", at: node.rightOperand)
            }
            guard relation == .equal || !first.composite.isEdgeGroup else {
                throw AnchorSourceError("\(first.composite.rawValue) are related with == only; write each edge's "
                                        + "inequality on its own line", at: node.operator)
            }
            return first.composite.constraints(first.item, relation, second.item, multiplier: second.multiplier,
                                               constant: second.constant, perAttribute: second.perAttribute)
        case (.composite(let first), .number(let side)) where first.composite == .size:
            return first.composite.constraints(first.item, relation, nil, constant: side)
        case (.composite(let first), .size(let width, let height)) where first.composite == .size:
            return first.composite.constraints(first.item, relation, nil, perAttribute: [.width: width, .height: height])
        default:
            throw AnchorSourceError("cannot relate \(lhs.kind) to \(rhs.kind)", at: node)
        }
    }

    /// `….isActive = true` activates the constraint (UIKit's other spelling of `activate`); `= false` leaves it out.
    /// `c.priority = …` changes a constraint bound with `let`; `translatesAutoresizingMaskIntoConstraints = false`, which
    /// app code sets before constraining a view, changes nothing here (FrameLab's views have no autoresizing mask).
    func activation(_ infix: InfixOperatorExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        if let member = infix.leftOperand.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "priority": return try setPriority(member, infix.rightOperand)
            case "translatesAutoresizingMaskIntoConstraints":
                guard infix.rightOperand.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else {
                    throw AnchorSourceError("FrameLab lays out with constraints only: an autoresizing mask's constraints are "
                                            + "not modelled; set it to false", at: infix.rightOperand)
                }
                return .constraints([])
            default: break
            }
        }
        guard let member = infix.leftOperand.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isActive",
              let base = member.base, case .constraints(let made) = try value(base) else {
            throw AnchorSourceError("only a constraint's isActive or priority can be set here", at: infix.leftOperand)
        }
        guard let flag = infix.rightOperand.as(BooleanLiteralExprSyntax.self) else {
            throw AnchorSourceError("isActive takes true or false", at: infix.rightOperand)
        }
        return .constraints(flag.literal.tokenKind == .keyword(.true) ? made : [])
    }
}
