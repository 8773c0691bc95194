/// Attributes as linear expressions of a view's two variables on an axis (position, size), and the container's as
/// constants. Coordinates are y-down, x-rightwards, as in the figures.
/// One view on one axis: the unit the constraint graph is split into.
struct GroupNode: Hashable {
    var view: String
    var axis: LayoutAttribute.Axis
}

struct AxisVariables {
    var position: Variable
    var size: Variable
}

struct AttributeExpressions {
    var settings: AutoLayoutSettings
    var viewsByName: [String: LayoutView]
    /// (view name, axis) → that view's variables on that axis, for the views of the group being solved.
    var variables: [GroupNode: AxisVariables]

    /// The value of `anchor` with leading/trailing resolved to left/right for the container's direction.
    func expression(_ anchor: LayoutAnchor) -> LinearExpression {
        let attribute = resolved(anchor.attribute)
        if anchor.isContainer {
            let width = settings.containerWidth, height = settings.containerHeight
            switch attribute {
            case .left, .top: return LinearExpression(constant: 0)
            case .right: return LinearExpression(constant: width)
            case .bottom: return LinearExpression(constant: height)
            case .width: return LinearExpression(constant: width)
            case .height: return LinearExpression(constant: height)
            case .centerX: return LinearExpression(constant: width / 2)
            case .centerY: return LinearExpression(constant: height / 2)
            case .leading, .trailing, .firstBaseline, .lastBaseline: return LinearExpression(constant: 0)
            }
        }
        let v = variables[GroupNode(view: anchor.item, axis: anchor.attribute.axis)]!
        let origin = LinearExpression(v.position), size = LinearExpression(v.size)
        let view = viewsByName[anchor.item]!
        switch attribute {
        case .left, .top: return origin
        case .right, .bottom: return origin + size
        case .width, .height: return size
        case .centerX, .centerY: return origin + size * 0.5
        case .firstBaseline:
            if let offset = view.firstBaselineOffset { return origin + offset }
            return origin + size
        case .lastBaseline: return origin + size - view.lastBaselineOffset
        case .leading, .trailing: return origin  // unreachable: resolved above
        }
    }

    /// Leading is left in left-to-right and right in right-to-left; trailing the opposite.
    func resolved(_ attribute: LayoutAttribute) -> LayoutAttribute {
        let rtl = settings.direction == .rightToLeft
        switch attribute {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return attribute
        }
    }

    /// The solver constraint for a layout constraint. Leading and trailing "increase towards the trailing edge", so in
    /// right-to-left a constraint on them is read in mirrored coordinates: `b.leading == a.trailing + 8` means
    /// `b.right == a.left − 8` (the constant changes sign and an inequality turns round).
    func solverConstraint(_ constraint: LayoutConstraint) -> Constraint {
        let directional = constraint.first.attribute.isDirectional || (constraint.second?.attribute.isDirectional ?? false)
        let mirrored = directional && settings.direction == .rightToLeft
        let lhs = expression(constraint.first)
        var rhs = LinearExpression(constant: constraint.constant * (mirrored ? -1 : 1))
        if let second = constraint.second { rhs = expression(second) * constraint.multiplier + rhs }
        return Constraint(lhs, mirrored ? constraint.relation.flipped : constraint.relation, rhs,
                          priority: constraint.priority)
    }
}
