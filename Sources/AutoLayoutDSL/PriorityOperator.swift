/// `a.widthAnchor == 300 ~ 750`: the priority binds looser than the relation, so the whole constraint takes it.
precedencegroup ConstraintPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator ~ : ConstraintPriorityPrecedence

public func ~ (constraint: AnchorConstraint, priority: Priority) -> AnchorConstraint {
    var copy = constraint
    copy.priority = priority
    return copy
}

/// A composite anchor's constraints all take the priority.
public func ~ (constraints: [AnchorConstraint], priority: Priority) -> [AnchorConstraint] {
    constraints.map { $0 ~ priority }
}
