/// Something anchors belong to: a view (`LayoutView`), a layout guide, or the container (the superview).
/// Anchors carry their item so that `activate { … }` learns every view a constraint mentions, with its intrinsic size.
public protocol AnchorItem: Sendable {
    /// The item as the model knows it: guides are views without content (no intrinsic size).
    var anchorView: LayoutView { get }
}

extension LayoutView: AnchorItem {
    public var anchorView: LayoutView { self }

    /// The superview the layout is solved in, `container` in constraint texts; its frame is (0, 0, width, height).
    public static let container = LayoutView(name: LayoutAnchor.containerName)
}

/// `UILayoutGuide`: a rectangle that takes part in layout like a view but draws nothing and has no content, so no
/// intrinsic size (Apple: "Layout guides … define a rectangular region … they do not … participate in the view
/// hierarchy").
public struct LayoutGuide: AnchorItem, Hashable {
    public var name: String
    public init(_ name: String) { self.name = name }
    public var anchorView: LayoutView { LayoutView(name: name) }
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
