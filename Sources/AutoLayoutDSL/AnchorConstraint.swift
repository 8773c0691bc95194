/// A constraint made with the DSL: the model's `LayoutConstraint` and the items it mentions, so that
/// `activate { … }` can register every view (with its intrinsic size) without a separate list.
public struct AnchorConstraint: Sendable, Hashable, CustomStringConvertible {
    public var constraint: LayoutConstraint
    /// The views and guides on either side, the container excluded.
    public var items: [LayoutView]

    init(_ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double = 1,
         constant: Double = 0, items: [LayoutView]) {
        self.init(LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant), items: items)
    }

    init(_ constraint: LayoutConstraint, items: [LayoutView]) {
        self.constraint = constraint
        self.items = items.filter { $0.name != LayoutAnchor.containerName }
    }

    /// UIKit's `NSLayoutConstraint.priority`, set before activation; the text follows.
    public var priority: Priority {
        get { constraint.priority }
        set { constraint = constraint.withPriority(newValue) }
    }

    public var description: String { constraint.description }
}

func relate<Kind>(_ first: TypedAnchor<Kind>, _ relation: Relation, _ second: AnchorExpression<Kind>) -> AnchorConstraint {
    AnchorConstraint(first.layoutAnchor, relation, second.anchor.layoutAnchor, multiplier: second.multiplier,
                     constant: second.constant, items: [first.item, second.anchor.item])
}

func relate(_ first: DimensionAnchor, _ relation: Relation, _ constant: Double) -> AnchorConstraint {
    AnchorConstraint(first.layoutAnchor, relation, nil, constant: constant, items: [first.item])
}

// `a.leadingAnchor == b.trailingAnchor + 8`, `a.widthAnchor <= b.widthAnchor * 0.5`, `a.heightAnchor >= 44`.
// Both sides must be of one kind: there is no overload relating an x anchor to a y anchor or a dimension.

public func == <Kind>(lhs: TypedAnchor<Kind>, rhs: TypedAnchor<Kind>) -> AnchorConstraint {
    relate(lhs, .equal, AnchorExpression(anchor: rhs))
}
public func <= <Kind>(lhs: TypedAnchor<Kind>, rhs: TypedAnchor<Kind>) -> AnchorConstraint {
    relate(lhs, .lessThanOrEqual, AnchorExpression(anchor: rhs))
}
public func >= <Kind>(lhs: TypedAnchor<Kind>, rhs: TypedAnchor<Kind>) -> AnchorConstraint {
    relate(lhs, .greaterThanOrEqual, AnchorExpression(anchor: rhs))
}
public func == <Kind>(lhs: TypedAnchor<Kind>, rhs: AnchorExpression<Kind>) -> AnchorConstraint {
    relate(lhs, .equal, rhs)
}
public func <= <Kind>(lhs: TypedAnchor<Kind>, rhs: AnchorExpression<Kind>) -> AnchorConstraint {
    relate(lhs, .lessThanOrEqual, rhs)
}
public func >= <Kind>(lhs: TypedAnchor<Kind>, rhs: AnchorExpression<Kind>) -> AnchorConstraint {
    relate(lhs, .greaterThanOrEqual, rhs)
}
public func == (lhs: DimensionAnchor, rhs: Double) -> AnchorConstraint { relate(lhs, .equal, rhs) }
public func <= (lhs: DimensionAnchor, rhs: Double) -> AnchorConstraint { relate(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: DimensionAnchor, rhs: Double) -> AnchorConstraint { relate(lhs, .greaterThanOrEqual, rhs) }

// UIKit's method spelling (`NSLayoutAnchor`), so that constraints pasted from an app read the same.
extension TypedAnchor {
    public func constraint(equalTo anchor: TypedAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(self, .equal, AnchorExpression(anchor: anchor, constant: constant))
    }
    public func constraint(greaterThanOrEqualTo anchor: TypedAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(self, .greaterThanOrEqual, AnchorExpression(anchor: anchor, constant: constant))
    }
    public func constraint(lessThanOrEqualTo anchor: TypedAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(self, .lessThanOrEqual, AnchorExpression(anchor: anchor, constant: constant))
    }
}

extension TypedAnchor where Kind == DimensionKind {
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double = 0) -> AnchorConstraint {
        relate(self, .equal, AnchorExpression(anchor: anchor, multiplier: multiplier, constant: constant))
    }
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> AnchorConstraint {
        relate(self, .greaterThanOrEqual, AnchorExpression(anchor: anchor, multiplier: multiplier, constant: constant))
    }
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double,
                           constant: Double = 0) -> AnchorConstraint {
        relate(self, .lessThanOrEqual, AnchorExpression(anchor: anchor, multiplier: multiplier, constant: constant))
    }
    public func constraint(equalToConstant constant: Double) -> AnchorConstraint { relate(self, .equal, constant) }
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> AnchorConstraint {
        relate(self, .greaterThanOrEqual, constant)
    }
    public func constraint(lessThanOrEqualToConstant constant: Double) -> AnchorConstraint {
        relate(self, .lessThanOrEqual, constant)
    }
}
