import LayoutCore

/// What a view hands down before any of its children exists (SwiftUI's view inputs): the environment its
/// subtree inherits, and whether its children are a list of subviews, in which EmptyView produces nothing.
/// These are facts about the view as written, known before its layout is made (the layout needs the
/// children first), so they are answered here, by kind. The switch is exhaustive on purpose: a new
/// `ViewKind` case does not compile until it says what it hands down.
extension ViewKind {
    /// `environment` as this view's children inherit it; `node` is this view's number in the tree.
    func childEnvironment(_ environment: NodeEnvironment, node: Int, referenceFontSize: Double) -> NodeEnvironment {
        var e = environment
        switch self {
        // A Spacer is oriented by its nearest stack; a ZStack, a grid or a reader orients none.
        case .vStack: e.stackAxis = .vertical
        case .hStack: e.stackAxis = .horizontal
        case .zStack, .viewThatFits, .geometryReader, .lazyGrid, .grid, .gridRow: e.stackAxis = nil
        // A ScrollView is also the container of `containerRelativeFrame` below it.
        case .scrollView: e.stackAxis = nil; e.container = Int32(node)
        case .lineLimit(let limit): e.lineLimit = limit
        case .font(let size, let weight, let change):
            if let size { e.fontScale = referenceFontSize > 0 ? size / referenceFontSize : 1 }
            if let weight { e.face.weight = weight }
            e.face = change.applied(to: e.face)
        // Leaves have no children; every other modifier passes its environment down as it is.
        case .color, .shape, .text, .spacer, .empty, .image, .divider, .controlPart, .control, .custom,
             .flexibleFrame, .fixedFrame, .padding, .safeAreaPadding, .offset, .fixedSize, .layoutPriority,
             .overlay, .background, .border, .ignoresSafeArea, .aspectRatio, .position,
             .containerRelativeFrame, .gridCell, .alignmentGuide, .safeAreaInset:
            break
        }
        return e
    }

    /// Whether the children are a list of subviews (`@ViewBuilder` content laid out one by one), in which
    /// EmptyView takes no part in layout. A ScrollView's content and a modifier's child are one view each:
    /// they keep an EmptyView child.
    var dropsEmptyChildren: Bool {
        switch self {
        case .vStack, .hStack, .zStack, .viewThatFits, .geometryReader, .lazyGrid, .grid, .gridRow: true
        case .scrollView, .color, .shape, .text, .spacer, .empty, .image, .divider, .controlPart, .control, .custom,
             .flexibleFrame, .fixedFrame, .padding, .safeAreaPadding, .offset, .fixedSize, .layoutPriority,
             .overlay, .background, .border, .ignoresSafeArea, .aspectRatio, .position,
             .containerRelativeFrame, .gridCell, .alignmentGuide, .safeAreaInset, .lineLimit, .font:
            false
        }
    }
}
