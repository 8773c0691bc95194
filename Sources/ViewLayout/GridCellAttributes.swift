import LayoutCore

/// What a Grid cell says of itself (MetalUI `swiftui-grid.swift`, reading §7, §9), read through the
/// modifiers that carry it: padding, frames, fixedSize, the primary side of overlay and background, border,
/// aspectRatio, layoutPriority and the environment modifiers. On one view the inner declaration wins (§7),
/// and column counts above 1 add up (GX15).
struct GridCellAttributes {
    var span = 0
    /// `.gridCellColumns(0)`: SwiftUI takes the cell's column without moving on, so the next cell shares it, and
    /// places it at the slot's leading edge (MetalUI GX14).
    var isZeroSpan = false
    var unsizedH = false, unsizedV = false
    var columnAlignment: HorizontalAlignment?
    var anchor: (Double, Double)?

    /// The attributes of `cell`, a view written in a Grid or a GridRow, as written.
    init(_ cell: ViewNode) {
        var current = cell
        while true {
            // Exhaustive on purpose: a new view or modifier has to say whether a Grid reads through it.
            switch current.kind {
            case .gridCell(.columns(let n)):
                if n > 1 { span = min(span + min(n, 1000), 1000) } else if n == 0 && span == 0 { isZeroSpan = true }
            case .gridCell(.unsizedAxes(let h, let v)): unsizedH = unsizedH || h; unsizedV = unsizedV || v
            case .gridCell(.columnAlignment(let h)): columnAlignment = h
            case .gridCell(.anchor(let x, let y)): anchor = (x, y)
            // The modifiers a Grid reads through (§9).
            case .padding, .fixedFrame, .flexibleFrame, .fixedSize, .overlay, .background, .border, .aspectRatio,
                 .layoutPriority, .font, .lineLimit: break
            // Anything else is the cell's own view: nothing below it speaks to the Grid.
            case .color, .shape, .text, .spacer, .empty, .image, .divider, .vStack, .hStack, .zStack, .scrollView,
                 .lazyGrid, .geometryReader, .viewThatFits, .grid, .gridRow, .offset, .ignoresSafeArea, .position,
                 .containerRelativeFrame, .alignmentGuide, .safeAreaInset, .safeAreaPadding, .control, .custom, .controlPart:
                return
            }
            guard let inner = current.children.first else { return }
            current = inner
        }
    }
}
