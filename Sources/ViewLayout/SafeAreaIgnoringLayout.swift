import LayoutCore

/// `.ignoresSafeArea(edges:)` / `.edgesIgnoringSafeArea(_:)` (reference §6, seed 002). Sizing is
/// unchanged; at placement, every requested edge of the view's frame that lies on or beyond the
/// safe-area boundary (and inside the screen) grows out to the screen edge: the child is proposed the
/// grown size and placed at the grown origin.
struct SafeAreaIgnoringLayout: NodeLayout {
    let edges: Edges

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = context.content(node).map { context.size($0, p) } ?? .zero
        if rules != nil {
            rules = AxisRules("ignoresSafeArea: sized as the child, \(num(s.width))",
                              "ignoresSafeArea: sized as the child, \(num(s.height))")
        }
        return s
    }

    /// How far each of `edges` grows for a view whose frame (canvas coordinates) is `frame`.
    static func growth(of frame: Rect, edges: Edges, in context: LayoutContext) -> EdgeInsets {
        let safe = context.safeAreaRect, canvas = context.settings.canvas
        let tolerance = 0.5 / max(context.settings.displayScale, 1) + 0.001
        var g = EdgeInsets()
        if edges.contains(.top), frame.minY <= safe.minY + tolerance, frame.minY >= -tolerance { g.top = max(0, frame.minY) }
        if edges.contains(.leading), frame.minX <= safe.minX + tolerance, frame.minX >= -tolerance { g.leading = max(0, frame.minX) }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - tolerance, frame.maxY <= canvas.height + tolerance {
            g.bottom = max(0, canvas.height - frame.maxY)
        }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - tolerance, frame.maxX <= canvas.width + tolerance {
            g.trailing = max(0, canvas.width - frame.maxX)
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
