import LayoutCore

/// The parent's proposed width as marked on the ruler: a bracket from the leading edge of the frame
/// that proposed it to that edge plus the proposal (in right-to-left layouts, from the trailing side
/// back to the parent's right edge).
struct ProposalBracket {
    /// Canvas x of the bracket's ends; for an infinite proposal `end` is the start (drawn open).
    let start: Double
    let end: Double
    let value: Double

    var isInfinite: Bool { value.isInfinite }

    /// - The proposal is `parentProposal`, or the canvas width when that is nil (then measured from
    ///   the canvas's leading edge).
    /// - It starts at the leading edge of the subject's nearest ancestor whose width equals the
    ///   proposal (e.g. the `.frame(width: 200)` around the stack; the safe area counts as the root's
    ///   parent), else at its direct parent's.
    static func make(parentProposal: Double?, result: LayoutResult, tree: FigureTree) -> ProposalBracket? {
        let rtl = result.layoutDirection == .rightToLeft
        let value = parentProposal ?? result.canvas.width
        guard !value.isNaN, value >= 0 else { return nil }
        var anchor = Rect(origin: .zero, size: result.canvas)
        if parentProposal != nil, let subject = tree.subject {
            // the ancestors, then the safe area the root was proposed
            var chain: [Rect] = []
            var cursor = tree.parent(of: subject)
            while let entry = cursor { chain.append(entry.node.frame); cursor = tree.parent(of: entry) }
            chain.append(result.safeArea)
            anchor = chain.first { abs($0.width - value) < 0.005 } ?? chain[0]
        }
        guard anchor.hasFiniteValues else { return nil }
        if value.isInfinite {
            let edge = rtl ? anchor.maxX : anchor.minX
            return ProposalBracket(start: edge, end: edge, value: value)
        }
        return rtl ? ProposalBracket(start: anchor.maxX - value, end: anchor.maxX, value: value)
                   : ProposalBracket(start: anchor.minX, end: anchor.minX + value, value: value)
    }
}
