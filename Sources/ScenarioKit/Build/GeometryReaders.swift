import LayoutCore
import ViewLayout

/// A GeometryReader's proxy reports the size the reader was laid out at, which is known only after a
/// layout. A scenario with readers is therefore interpreted with each reader's size from the layout
/// before (0×0 at first) and laid out again, until the sizes stay the same: a reader's size never depends
/// on its own content, so this settles in one more pass per level of nested readers.
enum GeometryReaders {
    /// At most this many layouts; nested readers settle one level per pass.
    static let maximumPasses = 5

    /// Each reader's size in `layout`, by its key: `view` and the placed tree have the same shape.
    static func sizes(_ view: ViewNode, _ placed: PlacedNode) -> [String: Size] {
        var sizes: [String: Size] = [:]
        func walk(_ view: ViewNode, _ placed: PlacedNode) {
            if case .geometryReader(let key) = view.kind { sizes[key] = placed.frame.size }
            for (child, placedChild) in zip(view.children, placed.children) { walk(child, placedChild) }
        }
        walk(view, placed)
        return sizes
    }

    static func contains(_ view: ViewNode) -> Bool {
        if case .geometryReader = view.kind { return true }
        return view.children.contains(where: contains)
    }
}
