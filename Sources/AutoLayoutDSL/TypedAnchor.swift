/// The three kinds of anchor UIKit types apart (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`).
/// They exist only as type parameters: relating an x anchor to a y anchor, or a position to a size, finds no
/// operator and does not compile, as in UIKit.
public enum XAxisKind {}
/// The kind of `YAxisAnchor`.
public enum YAxisKind {}
/// The kind of `DimensionAnchor`.
public enum DimensionKind {}

/// One attribute of one item, typed by its kind.
public struct TypedAnchor<Kind>: Sendable {
    /// The view or guide `activate` registers (a system guide's owner).
    public let item: LayoutView
    /// The name constraints use: the item's, or `owner.layoutMarginsGuide`.
    public let name: String
    public let attribute: LayoutAttribute

    init(_ item: some AnchorItem, _ attribute: LayoutAttribute) {
        self.item = item.anchorView
        self.name = item.anchorName
        self.attribute = attribute
    }

    var layoutAnchor: LayoutAnchor { LayoutAnchor(name, attribute) }
}

/// Leading, trailing, left, right or centerX (UIKit's `NSLayoutXAxisAnchor`).
public typealias XAxisAnchor = TypedAnchor<XAxisKind>
/// Top, bottom, centerY or a baseline (UIKit's `NSLayoutYAxisAnchor`).
public typealias YAxisAnchor = TypedAnchor<YAxisKind>
/// Width or height (UIKit's `NSLayoutDimension`): the only kind that takes a multiplier or a number alone.
public typealias DimensionAnchor = TypedAnchor<DimensionKind>

/// The right-hand side of a constraint: `multiplier × anchor + constant`.
public struct AnchorExpression<Kind>: Sendable {
    public var anchor: TypedAnchor<Kind>
    public var multiplier: Double = 1
    public var constant: Double = 0

    public init(anchor: TypedAnchor<Kind>, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}

// `b.leadingAnchor + 8`: every kind takes a constant.
public func + <Kind>(anchor: TypedAnchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, constant: constant)
}
public func - <Kind>(anchor: TypedAnchor<Kind>, constant: Double) -> AnchorExpression<Kind> {
    AnchorExpression(anchor: anchor, constant: -constant)
}
public func + <Kind>(expression: AnchorExpression<Kind>, constant: Double) -> AnchorExpression<Kind> {
    var copy = expression
    copy.constant += constant
    return copy
}
public func - <Kind>(expression: AnchorExpression<Kind>, constant: Double) -> AnchorExpression<Kind> {
    expression + -constant
}

// `a.widthAnchor * 0.5`: only dimensions take a multiplier (UIKit's `constraint(equalTo:multiplier:)` is
// `NSLayoutDimension`'s alone).
public func * (anchor: DimensionAnchor, multiplier: Double) -> AnchorExpression<DimensionKind> {
    AnchorExpression(anchor: anchor, multiplier: multiplier)
}
public func * (multiplier: Double, anchor: DimensionAnchor) -> AnchorExpression<DimensionKind> {
    anchor * multiplier
}
