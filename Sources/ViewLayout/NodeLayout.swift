import LayoutCore

/// Per-axis explanations of a size, filled only when the trace asks for them.
struct AxisRules {
    var horizontal: String
    var vertical: String
    init(_ horizontal: String, _ vertical: String) { self.horizontal = horizontal; self.vertical = vertical }
    init(both: String) { self.init(both, both) }
    subscript(axis: Axis) -> String {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// Where the parent puts one child at placement: the proposal it is measured with again and its
/// top-left corner relative to the parent's own top-left corner.
struct ChildPlacement {
    var child: Int
    var proposal: ProposedSize
    var origin: Point
    var isStackChild = false
}

/// One view or modifier's layout: the sizing pass (`size`, pure, may run many times) and the placement
/// pass (`place`, once per node, with the node's final frame and the proposal it was placed with).
protocol NodeLayout: Sendable {
    /// The node's answer to `proposal`. When `rules` is non-nil, also say per axis which rule decided it.
    func size(for proposal: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size
    /// Where the children go, given the node's final `frame` and the proposal it received at placement.
    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement]
}

extension NodeLayout {
    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement] { [] }
}

/// "proposal 200" / "proposal nil" in rule texts.
func describe(_ label: String, _ value: Double?) -> String { "\(label) \(formatProposal(value))" }
func num(_ value: Double) -> String { formatNumber(value) }
