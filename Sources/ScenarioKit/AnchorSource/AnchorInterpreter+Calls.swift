import ConstraintLayout
import SwiftSyntax

extension AnchorInterpreter {
    /// UIKit's anchor methods and the value types constraints use: `EdgeInsets(…)`, `NSDirectionalEdgeInsets(…)`,
    /// `UIEdgeInsets(…)`, `CGSize(…)`, `UILayoutPriority(…)`, `NSLayoutConstraint.activate([…])`.
    func call(_ call: FunctionCallExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        var arguments: [String: ExprSyntax] = [:]
        var unlabelled: [ExprSyntax] = []
        for argument in call.arguments {
            if let label = argument.label?.text { arguments[label] = argument.expression } else { unlabelled.append(argument.expression) }
        }
        func number(_ label: String, default fallback: Double? = nil) throws(AnchorSourceError) -> Double {
            guard let expression = arguments[label] else {
                if let fallback { return fallback }
                throw AnchorSourceError("missing argument '\(label):'", at: call)
            }
            guard case .number(let value) = try value(expression) else {
                throw AnchorSourceError("'\(label):' takes a number", at: expression)
            }
            return value
        }
        let callee = call.calledExpression.trimmedDescription
        // The hierarchy is the scenario's `views:` (with `subviews:` and `layoutGuides:`): app code that builds it
        // changes nothing here.
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["addSubview", "addArrangedSubview", "addLayoutGuide"].contains(method.declName.baseName.text) {
            return .constraints([])
        }
        switch callee {
        case "EdgeInsets", "NSDirectionalEdgeInsets", "UIEdgeInsets":
            if unlabelled.count == 1, arguments.isEmpty, case .number(let all) = try value(unlabelled[0]) {
                return .insets(top: all, leading: all, bottom: all, trailing: all)
            }
            if arguments["horizontal"] != nil || arguments["vertical"] != nil || arguments.isEmpty {
                let h = try number("horizontal", default: 0), v = try number("vertical", default: 0)
                return .insets(top: v, leading: h, bottom: v, trailing: h)
            }
            // UIEdgeInsets names the sides left and right; read as leading and trailing, as seed 001 does.
            let leading = arguments["left"] != nil ? "left" : "leading", trailing = arguments["right"] != nil ? "right" : "trailing"
            return .insets(top: try number("top", default: 0), leading: try number(leading, default: 0),
                           bottom: try number("bottom", default: 0), trailing: try number(trailing, default: 0))
        case "CGSize":
            return .size(width: try number("width"), height: try number("height"))
        case "UILayoutPriority", "NSLayoutConstraint.Priority", "Priority":
            if let raw = arguments["rawValue"] ?? unlabelled.first, case .number(let value) = try value(raw) { return .priority(value) }
            throw AnchorSourceError("\(callee)(…) takes a number, as in \(callee)(750)", at: call)
        case "NSLayoutConstraint.activate", "activate":
            guard let list = unlabelled.first, unlabelled.count == 1, case .constraints(let made) = try value(list) else {
                throw AnchorSourceError("activate takes an array of constraints", at: call)
            }
            return .constraints(made)
        default:
            break
        }
        guard let method = call.calledExpression.as(MemberAccessExprSyntax.self), method.declName.baseName.text == "constraint",
              let base = method.base, case .anchor(let anchor) = try value(base), anchor.isPlain else {
            throw AnchorSourceError("FrameLab does not understand the call '\(callee)(…)' in a constraint", at: call.calledExpression)
        }
        return try anchorMethod(anchor, arguments: arguments, number: number, at: call)
    }

    /// `constraint(equalTo:multiplier:constant:)` and its relatives, and `constraint(equalToConstant:)`.
    private func anchorMethod(_ anchor: AnchorTerm, arguments: [String: ExprSyntax],
                              number: (String, Double?) throws(AnchorSourceError) -> Double,
                              at call: FunctionCallExprSyntax) throws(AnchorSourceError) -> AnchorValue {
        let first = LayoutAnchor(anchor.item, anchor.attribute)
        let relations: [(String, Relation)] = [("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual),
                                               ("lessThanOrEqualTo", .lessThanOrEqual)]
        for (label, relation) in relations {
            if let other = arguments[label] {
                guard case .anchor(let second) = try value(other), second.isPlain else {
                    throw AnchorSourceError("'\(label):' takes another anchor", at: other)
                }
                return made([LayoutConstraint(first, relation, LayoutAnchor(second.item, second.attribute),
                                              multiplier: try number("multiplier", 1), constant: try number("constant", 0))],
                            by: call)
            }
            if arguments[label + "Constant"] != nil {
                return made([LayoutConstraint(first, relation, nil, constant: try number(label + "Constant", nil))], by: call)
            }
        }
        throw AnchorSourceError("constraint(…) needs equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: or their "
                                + "…Constant: forms", at: call)
    }
}
