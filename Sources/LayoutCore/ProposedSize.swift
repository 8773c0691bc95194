/// What a parent proposes to a child, per axis: `nil` asks for the ideal size, `0` for the minimum and
/// `.infinity` for the maximum (SwiftUI's `ProposedViewSize`).
public struct ProposedSize: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with the major axis `major` and the minor axis `minor` for a stack along `axis`.
    public init(axis: Axis, major: Double?, minor: Double?) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }

    /// nil axes replaced by `fallback`, as `replacingUnspecifiedDimensions(by:)` does.
    public func replacingUnspecified(by fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}
