import LayoutCore

/// SwiftUI's `EdgeInsets`: a length per edge, for `padding` and the safe area.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    public init(_ edges: Edges, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
    public static let zero = EdgeInsets()
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
}

/// SwiftUI's `Edge.Set`.
public struct Edges: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let leading = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let trailing = Edges(rawValue: 8)
    public static let horizontal: Edges = [.leading, .trailing]
    public static let vertical: Edges = [.top, .bottom]
    public static let all: Edges = [.top, .leading, .bottom, .trailing]

    /// The edge sets by their Swift names (`top`, `horizontal`, `all`, …), for parsers.
    public static let named: [(name: String, value: Edges)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
        ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
    ]
}
