import LayoutCore

/// `ViewThatFits(in: axes) { … }`. Apple's documentation: the children are tried in order and the first
/// "whose ideal size on the constrained axes fits within the proposed size" is chosen; with no axes, the
/// first. The rest follows fatbobman's replica Layout ("Mastering ViewThatFits"; copied into OpenSwiftUI's
/// examples), not an observation: the ideal size is the answer to an unspecified (nil × nil) proposal,
/// it fits when ≤ the proposal on each constrained axis, none fitting chooses the last child, and the
/// container answers the chosen child's size for the same proposal and places it at its origin. FrameLab's
/// own model: a nil proposal on a constrained axis limits nothing (every ideal fits). The other children
/// are not shown: zero size at the container's origin, drawn as hidden.
struct ViewThatFitsLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    /// The proposal a candidate's ideal size is asked with: unspecified on both axes.
    static let idealProposal = ProposedSize(width: nil, height: nil)

    func fits(_ ideal: Size, _ p: ProposedSize) -> Bool {
        (!horizontal || p.width.map { ideal.width <= $0 } ?? true) && (!vertical || p.height.map { ideal.height <= $0 } ?? true)
    }

    /// The index of the chosen child: the first that fits, or the last.
    func chosen(_ p: ProposedSize, node: Int, in context: LayoutContext) -> Int? {
        let n = context.childCount(node)
        guard n > 0 else { return nil }
        let q = Self.idealProposal
        return (0..<n).first { fits(context.size(context.child(node, $0), q), p) } ?? n - 1
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        guard let index = chosen(p, node: node, in: context) else {
            if rules != nil { rules = AxisRules(both: "ViewThatFits: no children, zero size") }
            return .zero
        }
        let size = context.size(context.child(node, index), p)
        if rules != nil {
            let q = Self.idealProposal
            var tried: [String] = []
            for i in 0...index {
                let ideal = context.size(context.child(node, i), q)
                let verdict = i == index ? (fits(ideal, p) ? "fits, chosen" : "the last, chosen though it does not fit")
                                         : "does not fit"
                tried.append("child \(i + 1) ideal \(ideal) \(verdict)")
            }
            let text = "ViewThatFits in \(axesText) of \(p): \(tried.joined(separator: "; ")); its size \(size)"
            rules = AxisRules(both: text)
        }
        return size
    }

    private var axesText: String {
        horizontal && vertical ? "[.horizontal, .vertical]" : (horizontal ? ".horizontal" : ".vertical")
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let index = chosen(proposal, node: node, in: context)
        for i in 0..<context.childCount(node) {
            let child = context.child(node, i)
            if i == index {
                context.place(child: child, in: frame, at: Point(x: 0, y: 0), proposal: proposal)
            } else {
                context.placeNotShown(child, at: frame.origin)
            }
        }
    }
}

// What a ViewThatFits tells the tree (`LayoutTraits`): a container's guides and the merge of its candidates'
// spacing, as a ZStack's; its priority is the default 0, whatever its children's.
extension ViewThatFitsLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .merged(children.layoutChildSpacings()) }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
}
