import LayoutCore

/// SwiftUI's `HorizontalAlignment`: where views line up across a `VStack`, and the horizontal half of an `Alignment`.
public enum HorizontalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

/// SwiftUI's `VerticalAlignment`: where views line up across an `HStack`, and the vertical half of an `Alignment`.
public enum VerticalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case top, center, bottom
    /// A Text's first (last) line's baseline; a view with no text has none and aligns by its bottom edge.
    case firstTextBaseline, lastTextBaseline
}

/// An alignment guide a view can be asked for: one of the horizontal or vertical alignments.
public enum AlignmentKey: Hashable, Sendable, Codable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    public var axis: Axis {
        if case .horizontal = self { return .horizontal }
        return .vertical
    }

    /// Its Swift spelling, qualified where `.center` would be ambiguous.
    public var swiftName: String {
        switch self {
        case .horizontal(.center): "HorizontalAlignment.center"
        case .vertical(.center): "VerticalAlignment.center"
        case .horizontal(let h): "." + h.rawValue
        case .vertical(let v): "." + v.rawValue
        }
    }

    /// The guide's value for a view of `length` along its axis with no explicit value: leading/top 0, centre
    /// half, trailing/bottom the length; a view with no text aligns its baselines at its bottom edge.
    func defaultValue(_ size: Size) -> Double {
        switch self {
        case .horizontal(let h): guideFraction(h, .leftToRight) * size.width
        case .vertical(let v): guideFraction(v) * size.height
        }
    }

    /// A bit for each key, for the sets of keys a subtree has explicit values for.
    var bit: UInt16 {
        switch self {
        case .horizontal(.leading): 1
        case .horizontal(.center): 2
        case .horizontal(.trailing): 4
        case .vertical(.top): 8
        case .vertical(.center): 16
        case .vertical(.bottom): 32
        case .vertical(.firstTextBaseline): 64
        case .vertical(.lastTextBaseline): 128
        }
    }
    static let baselineBits: UInt16 = 64 | 128
}

/// One of SwiftUI's nine standard alignments.
public struct Alignment: Hashable, Sendable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine alignments by their Swift names (`topLeading`, `center`, …), for parsers.
    public static let named: [(name: String, value: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    public var swiftName: String { Alignment.named.first { $0.value == self }!.name }
}

/// Default alignment guides (reference §2.5): leading/top 0, center half, trailing/bottom the full length.
/// Leading and trailing are resolved to left/right by the layout direction before they get here.
func guideFraction(_ alignment: HorizontalAlignment, _ direction: LayoutDirection) -> Double {
    switch (alignment, direction) {
    case (.center, _): return 0.5
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
    case (.trailing, .leftToRight), (.leading, .rightToLeft): return 1
    }
}

func guideFraction(_ alignment: VerticalAlignment) -> Double {
    switch alignment {
    case .top: return 0
    case .center: return 0.5
    case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
    }
}

/// Where a child of `childSize` goes inside a box of `boxSize` aligned by `alignment`: the
/// top-left offset of the child. Negative when the child overflows (nothing is clipped).
func alignedOrigin(child childSize: Size, in boxSize: Size, alignment: Alignment, direction: LayoutDirection) -> Point {
    let fx = guideFraction(alignment.horizontal, direction), fy = guideFraction(alignment.vertical)
    return Point(x: fx * boxSize.width - fx * childSize.width, y: fy * boxSize.height - fy * childSize.height)
}
