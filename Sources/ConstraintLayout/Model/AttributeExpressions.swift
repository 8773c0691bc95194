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

    /// The value of `anchor` with leading/trailing resolved to left/right for the container's direction. The container
    /// and its guides are constants; a system guide is its owner's frame moved in by the guide's insets.
    func expression(_ anchor: LayoutAnchor) -> LinearExpression {
        let attribute = resolved(anchor.attribute)
        let horizontal = anchor.attribute.axis == .horizontal
        var origin: LinearExpression, size: LinearExpression
        if anchor.isFixed {
            origin = LinearExpression(constant: 0)
            size = LinearExpression(constant: horizontal ? settings.containerWidth : settings.containerHeight)
        } else {
            let v = variables[GroupNode(view: anchor.owner, axis: anchor.attribute.axis)]!
            origin = LinearExpression(v.position)
            size = LinearExpression(v.size)
        }
        if let insets = settings.guideInsets(anchor, margins: { viewsByName[$0]?.layoutMargins }) {
            let (before, after) = horizontal ? insets.horizontal(settings.direction) : (insets.top, insets.bottom)
            origin = origin + before
            size = size - (before + after)
        }
        switch attribute {
        case .left, .top: return origin
        case .right, .bottom: return origin + size
        case .width, .height: return size
        case .centerX, .centerY: return origin + size * 0.5
        case .firstBaseline:
            // Validation keeps baselines to views: the container and guides have none.
            if let offset = viewsByName[anchor.item]?.firstBaselineOffset { return origin + offset }
            return origin + size
        case .lastBaseline: return origin + size - (viewsByName[anchor.item]?.lastBaselineOffset ?? 0)
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
