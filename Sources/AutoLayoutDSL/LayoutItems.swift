/// Something anchors belong to: a view (`LayoutView`), a layout guide, or the container (the superview).
/// Anchors carry their item so that `activate { … }` learns every view a constraint mentions, with its intrinsic size.
public protocol AnchorItem: Sendable {
    /// The item's name in constraints: a view's or guide's own, or `owner.layoutMarginsGuide` for a system guide.
    var anchorName: String { get }
    /// What `activate` registers for it: the view or guide itself, or a system guide's owner.
    var anchorView: LayoutView { get }
}

extension AnchorItem {
    public var anchorName: String { anchorView.name }
}

extension LayoutView: AnchorItem {
    public var anchorView: LayoutView { self }

    /// The superview the layout is solved in, `container` in constraint texts; its frame is (0, 0, width, height).
    public static let container = LayoutView(name: LayoutAnchor.containerName)

    /// The frame inset by `layoutMargins` (`directionalLayoutMargins`, 8 on each side by default); the container's
    /// are the root view's: at least 16 leading and trailing, measured from the safe area.
    public var layoutMarginsGuide: SystemLayoutGuide { SystemLayoutGuide(owner: self, guide: .layoutMarginsGuide) }
    /// The container's safe area (`AutoLayoutProblem(width:height:safeArea:)`); only the container's is modelled.
    public var safeAreaLayoutGuide: SystemLayoutGuide { SystemLayoutGuide(owner: self, guide: .safeAreaLayoutGuide) }
}

/// A guide every view has (`layoutMarginsGuide`, the container's `safeAreaLayoutGuide`): its owner's frame, inset.
public struct SystemLayoutGuide: AnchorItem, Hashable {
    public var owner: LayoutView
    public var guide: SystemGuide
    public var anchorName: String { "\(owner.name).\(guide.rawValue)" }
    public var anchorView: LayoutView { owner }
}

/// `UILayoutGuide`: a rectangle that takes part in layout like a view but draws nothing and has no content, so no
/// intrinsic size (Apple: "Layout guides … define a rectangular region … they do not … participate in the view
/// hierarchy").
public struct LayoutGuide: AnchorItem, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var anchorView: LayoutView { LayoutView(name: name, isGuide: true) }
}

extension AnchorItem {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }

    // Seed 001's composite anchors: several anchors constrained in one expression.
    public var edges: EdgesAnchor { EdgesAnchor(self, .edges) }
    public var horizontalEdges: HorizontalEdgesAnchor { HorizontalEdgesAnchor(self, .horizontalEdges) }
    public var verticalEdges: VerticalEdgesAnchor { VerticalEdgesAnchor(self, .verticalEdges) }
    public var center: CenterAnchor { CenterAnchor(self, .center) }
    public var size: SizeAnchor { SizeAnchor(self, .size) }
}
