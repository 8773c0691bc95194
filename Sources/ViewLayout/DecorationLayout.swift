import LayoutCore

/// `.overlay` and `.background` (reference §6): size and priority are the primary's; the secondary is
/// proposed the primary's final size and aligned on it, and may overflow it. The ShapeStyle forms
/// (`.background(Color.yellow)`, `.background(.green)`, `.overlay(Color.red)`: SwiftUI resolves a colour
/// to `background(_:ignoresSafeAreaEdges: .all)`, the View overload being disfavoured) grow the fill into
/// the safe area on the edges the view touches, as `ignoresSafeArea` does (reference §11.1, observed:
/// `Color.blue.background(Color.yellow)` at the root of a 400×800 canvas with a 50/30 safe area fills
/// (0, 0, 400, 800) while blue keeps (0, 50, 400, 720)).
struct DecorationLayout: NodeLayout {
    enum Kind: String, Sendable {
        case overlay, background
    }
    let alignment: Alignment
    let what: Kind
    /// The ShapeStyle form's edges: empty for a view in the secondary.
    let ignoresSafeAreaEdges: Edges

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p, rules: &rules) { s in
            let fill = ignoresSafeAreaEdges.isEmpty ? "" : " (a ShapeStyle fill: it extends into the safe area it touches)"
            return AxisRules("\(what.rawValue): the primary's \(num(s.width))\(fill)",
                             "\(what.rawValue): the primary's \(num(s.height))\(fill)")
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let primary = context.content(node) else { return }
        context.place(child: primary, in: frame, at: .zero, proposal: proposal)
        let q = ProposedSize(frame.size)
        // The secondary is aligned on the primary's guides, its explicit ones included (OpenSwiftUI
        // `SecondaryLayerGeometryQuery`), read off the primary just placed.
        let h = AlignmentKey.horizontal(alignment.horizontal), v = AlignmentKey.vertical(alignment.vertical)
        let primaryGuides = Point(x: context.placedGuide(primary, h) - frame.minX, y: context.placedGuide(primary, v) - frame.minY)
        for i in 1..<max(context.childCount(node), 1) {
            let secondary = context.child(node, i)
            if !ignoresSafeAreaEdges.isEmpty {
                let g = SafeAreaIgnoringLayout.growth(of: frame, edges: ignoresSafeAreaEdges, in: context)
                let grown = ProposedSize(width: frame.width + g.horizontal, height: frame.height + g.vertical)
                context.place(child: secondary, in: frame, at: Point(x: -g.leading, y: -g.top), proposal: grown)
                continue
            }
            context.placeAligned(secondary, in: frame, proposal: q, alignment: alignment, boxGuides: primaryGuides)
        }
    }
}

// What an overlay or a background tells the tree (`LayoutTraits`): the primary's priority, passed through
// (reference §1); its spacing and guides are the primary's too (the defaults).
extension DecorationLayout {
    func layoutPriority(_ children: ChildAnswers) -> Double { children.firstPriority }
}
