import LayoutCore

/// A SwiftUI-like way to build view trees in Swift, for tests, benchmarks and library users:
/// `ViewNode.text("Hi").frame(minWidth: 100).id("subject")`.
extension ViewNode {
    /// `Text(string)`, measured with the settings' text model.
    public static func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
    /// `Color.name`: takes the size it is proposed, 10 points on an axis proposed `nil`.
    public static func color(_ name: String = "red") -> ViewNode { ViewNode(.color(name)) }
    public static var rectangle: ViewNode { ViewNode(.shape(.rectangle)) }
    public static var circle: ViewNode { ViewNode(.shape(.circle)) }
    public static var empty: ViewNode { ViewNode(.empty) }
    /// `Spacer(minLength:)`: flexible space along the axis of the stack it is in.
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
    /// `Image("name")` of the given intrinsic size.
    public static func image(_ name: String, width: Double, height: Double) -> ViewNode {
        ViewNode(.image(ImageSpec(name: name, size: Size(width: width, height: height))))
    }
    /// `Image(systemName:)`, its intrinsic size given at the text model's reference font size.
    public static func symbol(_ name: String, width: Double, height: Double) -> ViewNode {
        ViewNode(.image(ImageSpec(name: name, isSymbol: true, size: Size(width: width, height: height))))
    }
    public static var divider: ViewNode { ViewNode(.divider) }
    /// `VStack(alignment:spacing:) { children }`.
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children)
    }
    /// `HStack(alignment:spacing:) { children }`.
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children)
    }
    /// `ZStack(alignment:) { children }`.
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.zStack(alignment: alignment), children: children)
    }
    /// `ScrollView(axes) { content }`: vertical by default, as in SwiftUI.
    public static func scrollView(horizontal: Bool = false, vertical: Bool = true, _ content: ViewNode) -> ViewNode {
        ViewNode(.scrollView(horizontal: horizontal, vertical: vertical), children: [content])
    }
    public static func lazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                                  _ children: [ViewNode]) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing, isLazy: true), children: children)
    }
    public static func lazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                                  _ children: [ViewNode]) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing, isLazy: true), children: children)
    }
    public static func lazyVGrid(columns: [GridItemSpec], alignment: Alignment = .center, spacing: Double? = nil,
                                 _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.lazyGrid(tracks: columns, vertical: true, alignment: alignment, spacing: spacing), children: cells)
    }
    public static func lazyHGrid(rows: [GridItemSpec], alignment: Alignment = .center, spacing: Double? = nil,
                                 _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.lazyGrid(tracks: rows, vertical: false, alignment: alignment, spacing: spacing), children: cells)
    }
    /// `GeometryReader { _ in children }` (children that do not read the proxy).
    public static func geometryReader(key: String = "", _ children: [ViewNode]) -> ViewNode {
        ViewNode(.geometryReader(key: key), children: children)
    }
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }`: `rows` are `gridRow`s or views that span
    /// every column.
    public static func grid(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                            _ rows: [ViewNode]) -> ViewNode {
        ViewNode(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing), children: rows)
    }
    public static func gridRow(alignment: VerticalAlignment? = nil, _ cells: [ViewNode]) -> ViewNode {
        ViewNode(.gridRow(alignment: alignment), children: cells)
    }
    /// `.alignmentGuide(key) { d in value }`.
    public func alignmentGuide(_ key: AlignmentKey, _ value: GuideExpression) -> ViewNode { wrapped(in: .alignmentGuide(key, value)) }
    public func gridCellColumns(_ count: Int) -> ViewNode { wrapped(in: .gridCell(.columns(count))) }
    public func gridCellUnsizedAxes(horizontal: Bool = false, vertical: Bool = false) -> ViewNode {
        wrapped(in: .gridCell(.unsizedAxes(horizontal: horizontal, vertical: vertical)))
    }
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> ViewNode { wrapped(in: .gridCell(.columnAlignment(alignment))) }
    public func gridCellAnchor(x: Double, y: Double) -> ViewNode { wrapped(in: .gridCell(.anchor(x: x, y: y))) }
    /// `ViewThatFits(in:)`: both axes by default, as in SwiftUI.
    public static func viewThatFits(horizontal: Bool = true, vertical: Bool = true, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.viewThatFits(horizontal: horizontal, vertical: vertical), children: children)
    }

    func wrapped(in kind: ViewKind, extra: [ViewNode] = []) -> ViewNode { ViewNode(kind, children: [self] + extra) }

    /// `.frame(width:height:alignment:)`: a fixed frame; an axis left `nil` takes the child's size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .fixedFrame(width: width, height: height, alignment: alignment))
    }
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: a flexible frame, which
    /// bounds its size per axis and uses the ideal when proposed `nil`.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .flexibleFrame(FlexibleFrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                     minHeight: minHeight, idealHeight: idealHeight,
                                                     maxHeight: maxHeight, alignment: alignment)))
    }
    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: .padding(insets)) }
    /// `.padding(length)`: the same inset on every edge, 16 by default.
    public func padding(_ length: Double = 16) -> ViewNode { padding(EdgeInsets(all: length)) }
    public func padding(_ edges: Edges, _ length: Double = 16) -> ViewNode { padding(EdgeInsets(edges, length)) }
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: .offset(x: x, y: y)) }
    /// `.fixedSize(horizontal:vertical:)`: proposes `nil` on the chosen axes, so the child takes its ideal size.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        wrapped(in: .fixedSize(horizontal: horizontal, vertical: vertical))
    }
    public func layoutPriority(_ value: Double) -> ViewNode { wrapped(in: .layoutPriority(value)) }
    public func overlay(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        wrapped(in: .overlay(alignment: alignment), extra: [secondary])
    }
    public func background(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        wrapped(in: .background(alignment: alignment), extra: [secondary])
    }
    /// `.background(Color.x)` / `.background(.x)`: SwiftUI's ShapeStyle form, whose fill grows into the
    /// safe area on the edges the view touches.
    public func background(style color: String, ignoresSafeAreaEdges: Edges = .all) -> ViewNode {
        wrapped(in: .background(alignment: .center, ignoresSafeAreaEdges: ignoresSafeAreaEdges), extra: [.color(color)])
    }
    /// `.overlay(Color.x)`: the ShapeStyle form, like `background(style:)`.
    public func overlay(style color: String, ignoresSafeAreaEdges: Edges = .all) -> ViewNode {
        wrapped(in: .overlay(alignment: .center, ignoresSafeAreaEdges: ignoresSafeAreaEdges), extra: [.color(color)])
    }
    /// `.resizable()` on an image; other views are returned unchanged.
    public func resizable() -> ViewNode {
        guard case .image(var image) = kind else { return self }
        image.isResizable = true
        var copy = self
        copy.kind = .image(image)
        return copy
    }
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        wrapped(in: .aspectRatio(ratio: ratio, contentMode: contentMode))
    }
    public func scaledToFit() -> ViewNode { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ViewNode { aspectRatio(contentMode: .fill) }
    public func position(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: .position(x: x, y: y)) }
    /// `.font(.system(size:))`: scales the Texts and symbols below against the text model's reference size.
    public func font(size: Double, weight: SystemFont.Weight? = nil) -> ViewNode { wrapped(in: .font(pointSize: size, weight: weight)) }
    /// A modifier with no layout effect (`.opacity(0.5)`, `.hidden()`, …), kept on this view.
    public func effect(_ effect: DrawingEffect) -> ViewNode { var copy = self; copy.effects.append(effect); return copy }
    public func hidden() -> ViewNode { effect(DrawingEffect(".hidden()", .hidden)) }
    public func border(_ color: String = "black", width: Double = 1) -> ViewNode {
        wrapped(in: .border(color: color, width: width))
    }
    public func ignoresSafeArea(edges: Edges = .all) -> ViewNode { wrapped(in: .ignoresSafeArea(edges: edges)) }
    public func lineLimit(_ limit: Int?) -> ViewNode { wrapped(in: .lineLimit(limit)) }
    /// Names this node, like `.id("name")`: no layout effect.
    public func id(_ name: String) -> ViewNode { var copy = self; copy.name = name; return copy }
}

extension ViewNode {
    /// `.safeAreaInset(edge:alignment:spacing:) { content }`.
    public func safeAreaInset(edge: Edges, alignment: Alignment = .center, spacing: Double? = nil, _ content: ViewNode) -> ViewNode {
        wrapped(in: .safeAreaInset(edge: edge, alignment: alignment, spacing: spacing), extra: [content])
    }
    /// `.safeAreaPadding(insets)`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: .safeAreaPadding(insets)) }
}
