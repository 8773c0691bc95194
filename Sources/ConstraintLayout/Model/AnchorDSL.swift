/// UIKit's anchor API (`NSLayoutAnchor`) over FrameLab's model, for building problems in Swift:
///
///     let button = ViewAnchors("button"), container = ViewAnchors.container
///     button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
///     button.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
///     button.heightAnchor.constraint(equalToConstant: 44).withPriority(.defaultHigh)
public struct ViewAnchors: Sendable, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
    public static let container = ViewAnchors(LayoutAnchor.containerName)

    public var leftAnchor: Anchor { Anchor(LayoutAnchor(name, .left)) }
    public var rightAnchor: Anchor { Anchor(LayoutAnchor(name, .right)) }
    public var topAnchor: Anchor { Anchor(LayoutAnchor(name, .top)) }
    public var bottomAnchor: Anchor { Anchor(LayoutAnchor(name, .bottom)) }
    public var leadingAnchor: Anchor { Anchor(LayoutAnchor(name, .leading)) }
    public var trailingAnchor: Anchor { Anchor(LayoutAnchor(name, .trailing)) }
    public var widthAnchor: Anchor { Anchor(LayoutAnchor(name, .width)) }
    public var heightAnchor: Anchor { Anchor(LayoutAnchor(name, .height)) }
    public var centerXAnchor: Anchor { Anchor(LayoutAnchor(name, .centerX)) }
    public var centerYAnchor: Anchor { Anchor(LayoutAnchor(name, .centerY)) }
    public var firstBaselineAnchor: Anchor { Anchor(LayoutAnchor(name, .firstBaseline)) }
    public var lastBaselineAnchor: Anchor { Anchor(LayoutAnchor(name, .lastBaseline)) }

    public struct Anchor: Sendable, Hashable {
        public var anchor: LayoutAnchor
        init(_ anchor: LayoutAnchor) { self.anchor = anchor }

        public func constraint(equalTo other: Anchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant)
        }
        public func constraint(greaterThanOrEqualTo other: Anchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
        }
        public func constraint(lessThanOrEqualTo other: Anchor, multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
            LayoutConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant)
        }
        public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
            LayoutConstraint(anchor, .equal, nil, constant: constant)
        }
        public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
            LayoutConstraint(anchor, .greaterThanOrEqual, nil, constant: constant)
        }
        public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
            LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: constant)
        }
    }
}

extension LayoutConstraint {
    /// The constraint at another priority (UIKit sets `priority` before activation).
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        copy.source.text = copy.canonicalText
        return copy
    }
}
