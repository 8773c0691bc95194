import LayoutCore

/// Shapes take the proposal with nil → 10 per axis; `Circle` is the square of the smaller side
/// (reference §5, `replacingUnspecifiedDimensions(by:)`).
struct ShapeLayout: NodeLayout {
    let shape: ShapeKind

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = p.replacingUnspecified(by: Size(width: 10, height: 10))
        let name = shape.swiftName
        guard shape == .circle else {
            if rules != nil {
                func why(_ v: Double?) -> String { v == nil ? "\(name): proposal nil → default 10" : "\(name): takes the proposal \(num(v!))" }
                rules = AxisRules(why(p.width), why(p.height))
            }
            return s
        }
        let side = min(s.width, s.height)
        if rules != nil {
            rules = AxisRules(both: "Circle: min(\(num(s.width)), \(num(s.height))) = \(num(side)) (nil → 10)")
        }
        return Size(width: side, height: side)
    }
}
