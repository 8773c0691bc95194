/// A view of an Auto Layout scenario: a name, an optional intrinsic content size per axis, and the priorities of the
/// constraints that intrinsic size becomes (UIKit's defaults: hugging 250, compression resistance 750).
public struct LayoutView: Sendable, Hashable {
    public var name: String
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var horizontalHugging: Priority
    public var verticalHugging: Priority
    public var horizontalCompression: Priority
    public var verticalCompression: Priority
    /// Distance from the top to the first baseline; nil → the intrinsic height's 0.8, or the bottom without one.
    public var firstBaselineFromTop: Double?
    /// Distance from the bottom up to the last baseline; nil → the intrinsic height's 0.2, or 0 without one.
    public var lastBaselineFromBottom: Double?
    /// The view it is a subview of (nil: the container). Frames are solved and reported in canvas coordinates, so a
    /// constraint between views in different branches means the same in their nearest common ancestor's.
    public var superview: String?
    /// A layout guide (`UILayoutGuide`): a rectangle that constrains like a view but has no content and draws nothing.
    public var isGuide: Bool
    /// `directionalLayoutMargins`, for `layoutMarginsGuide`.
    public var layoutMargins: DirectionalInsets
    /// A `UIStackView`: its settings and arranged subviews, whose constraints it adds (`StackViewConstraints`).
    public var stack: StackViewConfig?
    /// `isHidden`: in a stack view, a hidden arranged subview takes no room.
    public var isHidden: Bool

    public init(name: String, intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
                horizontalHugging: Priority = .defaultLow, verticalHugging: Priority = .defaultLow,
                horizontalCompression: Priority = .defaultHigh, verticalCompression: Priority = .defaultHigh,
                firstBaselineFromTop: Double? = nil, lastBaselineFromBottom: Double? = nil, superview: String? = nil,
                isGuide: Bool = false, layoutMargins: DirectionalInsets = .defaultViewMargins, stack: StackViewConfig? = nil,
                isHidden: Bool = false) {
        self.name = name
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompression = horizontalCompression
        self.verticalCompression = verticalCompression
        self.firstBaselineFromTop = firstBaselineFromTop
        self.lastBaselineFromBottom = lastBaselineFromBottom
        self.superview = superview
        self.isGuide = isGuide
        self.layoutMargins = layoutMargins
        self.stack = stack
        self.isHidden = isHidden
    }

    /// The intrinsic size as system constraints: per axis with a metric, `width <= w @hugging` and
    /// `width >= w @compression` (Apple's Auto Layout Guide, "Intrinsic Content Size").
    public var intrinsicConstraints: [LayoutConstraint] {
        var constraints: [LayoutConstraint] = []
        func add(_ attribute: LayoutAttribute, _ value: Double?, hugging: Priority, compression: Priority) {
            guard let value else { return }
            let anchor = LayoutAnchor(name, attribute)
            let hug = LayoutConstraint(anchor, .lessThanOrEqual, nil, constant: value, priority: hugging,
                                       origin: .contentHugging)
            let resist = LayoutConstraint(anchor, .greaterThanOrEqual, nil, constant: value, priority: compression,
                                          origin: .compressionResistance)
            constraints.append(hug.withText("\(hug.canonicalText) (content hugging)"))
            constraints.append(resist.withText("\(resist.canonicalText) (compression resistance)"))
        }
        add(.width, intrinsicWidth, hugging: horizontalHugging, compression: horizontalCompression)
        add(.height, intrinsicHeight, hugging: verticalHugging, compression: verticalCompression)
        return constraints
    }

    var firstBaselineOffset: Double? { firstBaselineFromTop ?? intrinsicHeight.map { $0 * 0.8 } }
    var lastBaselineOffset: Double { lastBaselineFromBottom ?? (intrinsicHeight.map { $0 * 0.2 } ?? 0) }
}

extension LayoutConstraint {
    func withText(_ text: String) -> LayoutConstraint {
        var copy = self
        copy.source.text = text
        return copy
    }
}

extension Array where Element == LayoutView {
    /// Each subview's and guide's superview by name (views of the container are not listed), for VFL's `|`.
    public var superviews: [String: String] {
        Dictionary(compactMap { view in view.superview.map { (view.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The names of the layout guides among the views.
    public var guideNames: Set<String> { Set(filter(\.isGuide).map(\.name)) }
}
