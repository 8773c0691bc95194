/// An Auto Layout attribute (`NSLayoutConstraint.Attribute`, without the margin variants).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    public enum Axis: String, Sendable, Hashable, CaseIterable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        }
    }

    /// Width and height are sizes; everything else is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Leading and trailing follow the layout direction; left and right never do.
    public var isDirectional: Bool { self == .leading || self == .trailing }
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// `baseline` is UIKit's older name for `lastBaseline`.
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        self.init(rawValue: name)
    }
}

/// The container's (superview's) layout direction: leading and trailing resolve per direction.
public enum LayoutDirectionOption: String, Sendable, Hashable {
    case leftToRight, rightToLeft
}
