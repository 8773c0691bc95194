import LayoutCore

/// `.ignoresSafeArea(edges:)` / `.edgesIgnoringSafeArea(_:)` (reference §6, seed 002). Sizing is
/// unchanged; at placement, every requested edge of the view's frame that lies on or beyond the
/// safe-area boundary (and inside the screen) grows out to the screen edge: the child is proposed the
/// grown size and placed at the grown origin.
struct SafeAreaIgnoringLayout: NodeLayout {
    let edges: Edges

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p, rules: &rules) { s in
            AxisRules("ignoresSafeArea: sized as the child, \(num(s.width))", "ignoresSafeArea: sized as the child, \(num(s.height))")
        }
    }

    /// How far each of `edges` grows for a view whose frame (canvas coordinates) is `frame`: through each safe
    /// area from the innermost (`.safeAreaInset`, `.safeAreaPadding`) out to the window's, an edge that lies in
    /// the unsafe band grows to the band's outer edge (OpenSwiftUI `SafeAreaInsets.resolve`).
    static func growth(of frame: Rect, edges: Edges, in context: LayoutContext) -> EdgeInsets {
        let canvas = Rect(origin: .zero, size: context.settings.canvas)
        let tolerance = 0.5 / max(context.settings.displayScale, 1) + 0.001
        var g = EdgeInsets()
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        for layer in context.safeAreaLayers.reversed() + [(inner: context.safeAreaRect, outer: canvas)] {
            let safe = layer.inner, outer = layer.outer
            if edges.contains(.top), minY <= safe.minY + tolerance, minY >= outer.minY - tolerance {
                g.top += max(0, minY - outer.minY); minY = min(minY, outer.minY)
            }
            if edges.contains(.leading), minX <= safe.minX + tolerance, minX >= outer.minX - tolerance {
                g.leading += max(0, minX - outer.minX); minX = min(minX, outer.minX)
            }
            if edges.contains(.bottom), maxY >= safe.maxY - tolerance, maxY <= outer.maxY + tolerance {
                g.bottom += max(0, outer.maxY - maxY); maxY = max(maxY, outer.maxY)
            }
            if edges.contains(.trailing), maxX >= safe.maxX - tolerance, maxX <= outer.maxX + tolerance {
                g.trailing += max(0, outer.maxX - maxX); maxX = max(maxX, outer.maxX)
            }
        }
        return g
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let g = Self.growth(of: frame, edges: edges, in: context)
        let q = ProposedSize(width: proposal.width.map { $0 + g.horizontal }, height: proposal.height.map { $0 + g.vertical })
        context.place(child: content, in: frame, at: Point(x: -g.leading, y: -g.top), proposal: q)
    }
}
