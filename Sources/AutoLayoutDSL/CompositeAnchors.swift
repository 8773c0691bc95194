import Foundation

/// Seed 001's composite anchors, typed like single anchors: `edges` relates only to `edges`, and only edge groups
/// take insets, only a size a multiplier or a `CGSize`.
public protocol CompositeKind {}
/// Edge groups take `EdgeInsets` and are related with `==` only (an inequality between edge groups would mean
/// "inside" on one side and "outside" on the other).
public protocol EdgeGroupKind: CompositeKind {}
/// Composites whose parts are related with `<=` and `>=` too.
public protocol OrderedCompositeKind: CompositeKind {}

/// The kind of `EdgesAnchor`.
public enum EdgesKind: EdgeGroupKind {}
/// The kind of `HorizontalEdgesAnchor`.
public enum HorizontalEdgesKind: EdgeGroupKind {}
/// The kind of `VerticalEdgesAnchor`.
public enum VerticalEdgesKind: EdgeGroupKind {}
/// The kind of `CenterAnchor`.
public enum CenterKind: OrderedCompositeKind {}
/// The kind of `SizeAnchor`.
public enum SizeKind: OrderedCompositeKind {}

/// Several anchors of one item, constrained in one expression: one constraint per anchor, in the order of
/// `CompositeAnchor.attributes`.
public struct CompositeAnchorOf<Kind: CompositeKind>: Sendable {
    public let item: LayoutView
    public let name: String
    public let composite: CompositeAnchor

    init(_ item: some AnchorItem, _ composite: CompositeAnchor) {
        self.item = item.anchorView
        self.name = item.anchorName
        self.composite = composite
    }
}

/// `edges`: top, leading, bottom and trailing.
public typealias EdgesAnchor = CompositeAnchorOf<EdgesKind>
/// `horizontalEdges`: leading and trailing.
public typealias HorizontalEdgesAnchor = CompositeAnchorOf<HorizontalEdgesKind>
/// `verticalEdges`: top and bottom.
public typealias VerticalEdgesAnchor = CompositeAnchorOf<VerticalEdgesKind>
/// `center`: centerX and centerY.
public typealias CenterAnchor = CompositeAnchorOf<CenterKind>
/// `size`: width and height.
public typealias SizeAnchor = CompositeAnchorOf<SizeKind>

/// Insets for edge groups, in the directions the edges are named by (SwiftUI's `EdgeInsets`, UIKit's
/// `NSDirectionalEdgeInsets`): the model's `DirectionalInsets`, which layout margins and the safe area use too, under
/// SwiftUI's name. A group uses the insets of its own edges and ignores the others, as seed 001 does.
public typealias EdgeInsets = DirectionalInsets

extension DirectionalInsets {
    /// `EdgeInsets(horizontal: 40)`, `EdgeInsets(horizontal: 16, vertical: 8)`. (`EdgeInsets()` is the model's
    /// all-zero `init(top:leading:bottom:trailing:)`: a defaulted `horizontal` here would make it ambiguous.)
    public init(horizontal: Double, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// `EdgeInsets(vertical: 8)`.
    public init(vertical: Double) { self.init(horizontal: 0, vertical: vertical) }

    /// The same inset on every edge.
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    func value(_ edge: LayoutAttribute) -> Double {
        switch edge {
        case .top: top
        case .bottom: bottom
        case .leading: leading
        case .trailing: trailing
        default: 0
        }
    }
}

/// The right-hand side of a composite constraint: `multiplier × anchor + constant`, plus a constant per anchor
/// (insets, already signed so that they move each edge inwards).
public struct CompositeExpression<Kind: CompositeKind>: Sendable {
    public var anchor: CompositeAnchorOf<Kind>
    public var multiplier: Double = 1
    public var constant: Double = 0
    public var perAttribute: [LayoutAttribute: Double] = [:]
}

// `blue.edges == red.edges + 40` shifts every edge by 40 (seed 001's left figure) …
public func + <Kind>(anchor: CompositeAnchorOf<Kind>, constant: Double) -> CompositeExpression<Kind> {
    CompositeExpression(anchor: anchor, constant: constant)
}
public func - <Kind>(anchor: CompositeAnchorOf<Kind>, constant: Double) -> CompositeExpression<Kind> {
    anchor + -constant
}
public func + <Kind>(expression: CompositeExpression<Kind>, constant: Double) -> CompositeExpression<Kind> {
    var copy = expression
    copy.constant += constant
    return copy
}
public func - <Kind>(expression: CompositeExpression<Kind>, constant: Double) -> CompositeExpression<Kind> {
    expression + -constant
}

// … while `blue.edges == red.edges + EdgeInsets(40)` insets it by 40 on every side (the right figure): the
// trailing and bottom constants are negated. `- insets` outsets.
public func + <Kind: EdgeGroupKind>(anchor: CompositeAnchorOf<Kind>, insets: EdgeInsets) -> CompositeExpression<Kind> {
    CompositeExpression(anchor: anchor, perAttribute: anchor.composite.insetConstants(insets.value))
}
public func - <Kind: EdgeGroupKind>(anchor: CompositeAnchorOf<Kind>, insets: EdgeInsets) -> CompositeExpression<Kind> {
    anchor + EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
}

// `a.size == b.size * 0.5`: only a size takes a multiplier.
public func * (anchor: SizeAnchor, multiplier: Double) -> CompositeExpression<SizeKind> {
    CompositeExpression(anchor: anchor, multiplier: multiplier)
}
public func * (multiplier: Double, anchor: SizeAnchor) -> CompositeExpression<SizeKind> { anchor * multiplier }

func relate<Kind>(_ first: CompositeAnchorOf<Kind>, _ relation: Relation,
                  _ second: CompositeExpression<Kind>) -> [AnchorConstraint] {
    first.composite.constraints(first.name, relation, second.anchor.name, multiplier: second.multiplier,
                                constant: second.constant, perAttribute: second.perAttribute)
        .map { AnchorConstraint($0, items: [first.item, second.anchor.item]) }
}

func relate(_ first: SizeAnchor, _ relation: Relation, width: Double, height: Double) -> [AnchorConstraint] {
    first.composite.constraints(first.name, relation, nil, perAttribute: [.width: width, .height: height])
        .map { AnchorConstraint($0, items: [first.item]) }
}

public func == <Kind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeAnchorOf<Kind>) -> [AnchorConstraint] {
    relate(lhs, .equal, CompositeExpression(anchor: rhs))
}
public func == <Kind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeExpression<Kind>) -> [AnchorConstraint] {
    relate(lhs, .equal, rhs)
}
public func <= <Kind: OrderedCompositeKind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeAnchorOf<Kind>) -> [AnchorConstraint] {
    relate(lhs, .lessThanOrEqual, CompositeExpression(anchor: rhs))
}
public func <= <Kind: OrderedCompositeKind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeExpression<Kind>) -> [AnchorConstraint] {
    relate(lhs, .lessThanOrEqual, rhs)
}
public func >= <Kind: OrderedCompositeKind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeAnchorOf<Kind>) -> [AnchorConstraint] {
    relate(lhs, .greaterThanOrEqual, CompositeExpression(anchor: rhs))
}
public func >= <Kind: OrderedCompositeKind>(lhs: CompositeAnchorOf<Kind>, rhs: CompositeExpression<Kind>) -> [AnchorConstraint] {
    relate(lhs, .greaterThanOrEqual, rhs)
}

// `a.size == 40` makes a square; `a.size == CGSize(width: 120, height: 80)` fixes each dimension (seed 001, step 16).
public func == (lhs: SizeAnchor, rhs: Double) -> [AnchorConstraint] { relate(lhs, .equal, width: rhs, height: rhs) }
public func <= (lhs: SizeAnchor, rhs: Double) -> [AnchorConstraint] { relate(lhs, .lessThanOrEqual, width: rhs, height: rhs) }
public func >= (lhs: SizeAnchor, rhs: Double) -> [AnchorConstraint] { relate(lhs, .greaterThanOrEqual, width: rhs, height: rhs) }
public func == (lhs: SizeAnchor, rhs: CGSize) -> [AnchorConstraint] {
    relate(lhs, .equal, width: Double(rhs.width), height: Double(rhs.height))
}
public func <= (lhs: SizeAnchor, rhs: CGSize) -> [AnchorConstraint] {
    relate(lhs, .lessThanOrEqual, width: Double(rhs.width), height: Double(rhs.height))
}
public func >= (lhs: SizeAnchor, rhs: CGSize) -> [AnchorConstraint] {
    relate(lhs, .greaterThanOrEqual, width: Double(rhs.width), height: Double(rhs.height))
}
