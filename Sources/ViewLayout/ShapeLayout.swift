import LayoutCore

/// Shapes take the proposal with nil → 10 per axis; `Circle` is the square of the smaller proposed side
/// (reference §5, `replacingUnspecifiedDimensions(by:)`; Circle's nil axis from the S1 observation).
struct ShapeLayout: NodeLayout {
    let shape: ShapeKind

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = p.replacingUnspecified(by: Size(width: 10, height: 10))
        let name = shape.swiftName
        guard shape == .circle else {
            if rules != nil {
                @Sendable func why(_ v: Double?) -> String { v == nil ? "\(name): proposal nil → default 10" : "\(name): takes the proposal \(num(v!))" }
                rules = AxisRules(why(p.width), why(p.height))
            }
            return s
        }
        // A nil axis takes the other's length (observed on real SwiftUI: MetalUI
        // `swiftui-shapes-and-rendering.swift` S1, 100×nil → 100×100); both nil → 10.
        let w = p.width ?? p.height ?? 10, h = p.height ?? p.width ?? 10
        let side = min(w, h)
        if rules != nil {
            rules = AxisRules(both: "Circle: min(\(num(w)), \(num(h))) = \(num(side)) (a nil side takes the other; both nil → 10)")
        }
        return Size(width: side, height: side)
    }
}

// What a shape tells the tree (`LayoutTraits`): a plain view's spacing, as a Color's.
extension ShapeLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
}
