import LayoutCore

/// Per-axis explanations of a size, filled only when the trace asks for them. The words are deferred
/// (`AxisRule(deferred:)`): a layout's expression for them captures its numbers and runs when the trace
/// is read, so a layout that is never explained in words costs no formatting.
struct AxisRules {
    var horizontal: AxisRule
    var vertical: AxisRule
    init(_ horizontal: @autoclosure @escaping @Sendable () -> String,
         _ vertical: @autoclosure @escaping @Sendable () -> String) {
        self.horizontal = AxisRule(deferred: horizontal)
        self.vertical = AxisRule(deferred: vertical)
    }
    init(both: @autoclosure @escaping @Sendable () -> String) {
        horizontal = AxisRule(deferred: both)
        vertical = horizontal
    }
    subscript(axis: Axis) -> AxisRule {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// One view or modifier's layout: the sizing pass (`size`, pure, may run many times) and the placement
/// pass (`place`, once per node, with the node's final frame and the proposal it was placed with).
/// Conforming types hold plain values only (no arrays or strings), so the engine keeps them in one
/// enum, `AnyLayout`, and copies them without reference counting. What a layout tells the tree once, when
/// it is built (priority, spacing, explicit guides), is `LayoutTraits`, which every layout answers too.
protocol NodeLayout: LayoutTraits, Sendable {
    /// The node's answer to `proposal`. When `rules` is non-nil, also say per axis which rule decided it.
    func size(for proposal: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size
    /// The node's answer to `proposal` along one axis only. Equal to `size(for:…)[axis]` by definition;
    /// layouts that can say it without asking their child the whole question (a frame whose bounds
    /// decide that axis) override it. Stacks probe their children's flexibility this way.
    func length(along axis: Axis, for proposal: ProposedSize, node: Int, in context: LayoutContext) -> Double
    /// Places the children (`context.place(child:…)`), given the node's final `frame` (canvas
    /// coordinates) and the proposal it received at placement.
    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext)
}

extension NodeLayout {
    func length(along axis: Axis, for proposal: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        var noRules: AxisRules? = nil
        return size(for: proposal, node: node, in: context, rules: &noRules)[axis]
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {}
}

/// A layout with no size of its own, whatever it is proposed (EmptyView; a GridRow, whose cells the Grid sizes
/// and places): the trace says why in `zeroSizeRule`.
protocol ZeroSizeLayout: NodeLayout {
    static var zeroSizeRule: String { get }
}

extension ZeroSizeLayout {
    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        if rules != nil { rules = AxisRules(both: Self.zeroSizeRule) }
        return .zero
    }
}

/// "proposal 200" / "proposal nil" in rule texts.
func describe(_ label: String, _ value: Double?) -> String { "\(label) \(formatProposal(value))" }
func num(_ value: Double) -> String { formatNumber(value) }
