import LayoutCore

public enum HorizontalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing
}

public enum VerticalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case top, center, bottom
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
    case .bottom: return 1
    }
}

/// Where a child of `childSize` goes inside a box of `boxSize` aligned by `alignment`: the
/// top-left offset of the child. Negative when the child overflows (nothing is clipped).
func alignedOrigin(child childSize: Size, in boxSize: Size, alignment: Alignment, direction: LayoutDirection) -> Point {
    let fx = guideFraction(alignment.horizontal, direction), fy = guideFraction(alignment.vertical)
    return Point(x: fx * boxSize.width - fx * childSize.width, y: fy * boxSize.height - fy * childSize.height)
}
