import LayoutCore

/// `Color` and any view with the default layout: the proposal, nil → 10 (reference §5).
struct ColorLayout: NodeLayout {
    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let s = p.replacingUnspecified(by: Size(width: 10, height: 10))
        if rules != nil {
            @Sendable func why(_ v: Double?) -> String { v == nil ? "Color: proposal nil → default 10" : "Color: takes the proposal \(num(v!))" }
            rules = AxisRules(why(p.width), why(p.height))
        }
        return s
    }
}

/// `EmptyView`: no size. In stacks it produces no child at all.
struct EmptyLayout: ZeroSizeLayout {
    static let zeroSizeRule = "EmptyView: always 0"
}

// What they tell the tree (`LayoutTraits`). A Color publishes a plain view's spacing (§4.5: text-category
// keys at 0, which match only text); an EmptyView none, even if it had children to pass on.
extension ColorLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .plainLeaf }
}

extension EmptyLayout {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .none }
}
