import LayoutCore
import ViewLayout

/// A GeometryReader's proxy reports the size the reader was laid out at, which is known only after a
/// layout. A scenario with readers is therefore interpreted with each reader's size from the layout
/// before (0×0 at first) and laid out again, until the sizes stay the same: a reader's size never depends
/// on its own content, so this settles in one more pass per level of nested readers.
/// What a GeometryReader's proxy reads: the reader's size and its safe-area insets.
public struct ReaderGeometry: Hashable, Sendable {
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    public init(size: Size, safeAreaInsets: EdgeInsets) { self.size = size; self.safeAreaInsets = safeAreaInsets }
}

public enum GeometryReaders {
    /// At most this many layouts; nested readers settle one level per pass.
    public static let maximumPasses = 5

    /// Each reader's size and safe-area insets in `layout`, by its key: `view` and the placed tree have the
    /// same shape. The insets are how far the window's unsafe area reaches into the reader's frame on each
    /// edge (0 for a reader inside the safe area): what `proxy.safeAreaInsets` reads.
    public static func geometries(_ view: ViewNode, in layout: LayoutResult) -> [String: ReaderGeometry] {
        let safe = layout.safeArea
        var sizes: [String: ReaderGeometry] = [:]
        func walk(_ view: ViewNode, _ placed: PlacedNode) {
            if case .geometryReader(let key) = view.kind {
                let f = placed.frame
                func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, 0), max(limit, 0)) }
                let insets = EdgeInsets(top: clamp(safe.minY - f.minY, f.height), leading: clamp(safe.minX - f.minX, f.width),
                                        bottom: clamp(f.maxY - safe.maxY, f.height), trailing: clamp(f.maxX - safe.maxX, f.width))
                sizes[key] = ReaderGeometry(size: f.size, safeAreaInsets: insets)
            }
            for (child, placedChild) in zip(view.children, placed.children) { walk(child, placedChild) }
        }
        walk(view, layout.root)
        return sizes
    }

    public static func contains(_ view: ViewNode) -> Bool {
        if case .geometryReader = view.kind { return true }
        return view.children.contains(where: contains)
    }
}
