import LayoutCore

/// `frame(width:height:alignment:)` — SwiftUI's `_FrameLayout` (reference §3).
struct FixedFrame: NodeLayout {
    let width: Double?
    let height: Double?
    let alignment: Alignment
    /// The axes given a length as written, ∞ and NaN included (which sizing ignores): the frame resets its
    /// child's spacing on those.
    let writtenAxes: (horizontal: Bool, vertical: Bool)

    /// Each axis checked on its own: a negative length (−∞ included) becomes 0, +∞ and NaN are ignored
    /// (nil). Observed on real SwiftUI (reference §11.3: `frame(width: -10)` and `frame(width:
    /// -.infinity)` are 0 wide); OpenSwiftUI's reconstruction ignores negative lengths too.
    init(width: Double?, height: Double?, alignment: Alignment) {
        writtenAxes = (width != nil, height != nil)
        self.width = Self.effective(width)
        self.height = Self.effective(height)
        self.alignment = alignment
    }

    static func effective(_ length: Double?) -> Double? {
        guard let length, !length.isNaN else { return nil }
        if length < 0 { return 0 }
        return length.isFinite ? length : nil
    }

    static func isValid(_ length: Double?) -> Bool { length.map { $0 >= 0 && $0.isFinite } ?? true }

    static let invalidMessage = "Invalid frame dimension (negative or non-finite)."

    /// The trace's warnings for the lengths as written: SwiftUI prints this for any negative or
    /// non-finite length.
    static func warnings(width: Double?, height: Double?) -> [String] {
        isValid(width) && isValid(height) ? [] : [invalidMessage]
    }

    func fixed(_ a: Axis) -> Double? { a == .horizontal ? width : height }

    /// The frame's own proposal with the fixed axes replaced: what the child is proposed.
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    func length(along axis: Axis, for p: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        if let v = fixed(axis) { return v }
        return context.content(node).map { context.length($0, childProposal(p), along: axis) } ?? 0
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        var child: Size? = nil
        if width == nil || height == nil, let content = context.content(node) {
            child = context.size(content, childProposal(p))
        }
        let s = Size(width: width ?? child?.width ?? 0, height: height ?? child?.height ?? 0)
        if rules != nil {
            let child = child   // a constant for the deferred words to capture
            @Sendable func why(_ a: Axis) -> String {
                if let v = fixed(a) {
                    return child == nil ? "fixed frame: \(num(v)); child ignored" : "fixed frame: \(num(v))"
                }
                return "fixed frame, axis not fixed: child \(num(s[a])) (proposed \(formatProposal(p[a])))"
            }
            rules = AxisRules(why(.horizontal), why(.vertical))
        }
        return s
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        context.placeAligned(content, in: frame, proposal: childProposal(proposal), alignment: alignment)
    }
}

// What a frame tells the tree (`LayoutTraits`): the child's spacing, reset on the axes it fixes; around a
// Spacer, the Spacer's zero spacing is kept (`SpacingPreferences.framed`).
extension FixedFrame {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        children.firstSpacing.framed(horizontal: writtenAxes.horizontal, vertical: writtenAxes.vertical)
    }
}
