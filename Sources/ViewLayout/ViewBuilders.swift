import LayoutCore

/// A SwiftUI-like way to build view trees in Swift, for tests, benchmarks and library users:
/// `ViewNode.text("Hi").frame(minWidth: 100).id("subject")`.
extension ViewNode {
    public static func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }
    public static func color(_ name: String = "red") -> ViewNode { ViewNode(.color(name)) }
    public static var rectangle: ViewNode { ViewNode(.shape(.rectangle)) }
    public static var circle: ViewNode { ViewNode(.shape(.circle)) }
    public static var empty: ViewNode { ViewNode(.empty) }
    public static func spacer(minLength: Double? = nil) -> ViewNode { ViewNode(.spacer(minLength: minLength)) }
    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children)
    }
    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                              _ children: [ViewNode]) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children)
    }
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(.zStack(alignment: alignment), children: children)
    }

    func wrapped(in kind: ViewKind, extra: [ViewNode] = []) -> ViewNode { ViewNode(kind, children: [self] + extra) }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .fixedFrame(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .flexibleFrame(FlexibleFrameSpec(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                     minHeight: minHeight, idealHeight: idealHeight,
                                                     maxHeight: maxHeight, alignment: alignment)))
    }
    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: .padding(insets)) }
    public func padding(_ length: Double = 16) -> ViewNode { padding(EdgeInsets(all: length)) }
    public func padding(_ edges: Edges, _ length: Double = 16) -> ViewNode { padding(EdgeInsets(edges, length)) }
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: .offset(x: x, y: y)) }
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
    public func border(_ color: String = "black", width: Double = 1) -> ViewNode {
        wrapped(in: .border(color: color, width: width))
    }
    public func ignoresSafeArea(edges: Edges = .all) -> ViewNode { wrapped(in: .ignoresSafeArea(edges: edges)) }
    public func lineLimit(_ limit: Int?) -> ViewNode { wrapped(in: .lineLimit(limit)) }
    /// Names this node, like `.id("name")`: no layout effect.
    public func id(_ name: String) -> ViewNode { var copy = self; copy.name = name; return copy }
}
