import LayoutCore

/// `frame(width:height:alignment:)` — SwiftUI's `_FrameLayout` (reference §3).
struct FixedFrame: NodeLayout {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    /// Negative or non-finite lengths are ignored (nil) with a warning, each axis checked on its own.
    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = Self.isValid(width) ? width : nil
        self.height = Self.isValid(height) ? height : nil
        self.alignment = alignment
    }

    static func isValid(_ length: Double?) -> Bool { length.map { $0 >= 0 && $0.isFinite } ?? true }

    /// The trace's warnings for the lengths as written.
    static func warnings(width: Double?, height: Double?) -> [String] {
        isValid(width) && isValid(height) ? [] : ["Invalid frame dimension (negative or non-finite)."]
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
            func why(_ a: Axis) -> String {
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
        let cp = childProposal(proposal)
        let childSize = context.size(content, cp)
        let origin = alignedOrigin(child: childSize, in: frame.size, alignment: alignment, direction: .leftToRight)
        context.place(child: content, in: frame, at: origin, proposal: cp, knownSize: childSize)
    }
}
