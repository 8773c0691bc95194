import LayoutCore

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` — SwiftUI's
/// `_FlexFrameLayout` (reference §2).
struct FlexibleFrame: NodeLayout {
    /// One axis of constraints after normalisation (§2.1).
    struct Constraints: Hashable, Sendable {
        var min: Double?, ideal: Double?, max: Double?

        /// Negative min → 0; ideal raised to min; max raised to ideal (not to min), as real SwiftUI stores them.
        init(min: Double?, ideal: Double?, max: Double?) {
            let mn = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(mn ?? 0, $0) }
            self.min = mn
            self.ideal = id
            self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        /// min > max survives normalisation only when ideal is nil (§2.1).
        var isContradictory: Bool {
            guard let mn = min, let mx = max else { return false }
            return mn > mx
        }

        /// §2.2 for one axis: ideal replaces only a nil proposal; clamped into [min, max] (max wins if min > max).
        func childProposal(_ p: Double?) -> Double? {
            guard let v = p ?? ideal else { return nil }
            return Swift.min(Swift.max(min ?? -.infinity, v), max ?? .infinity)
        }

        /// §2.3 step 1: the axis decided without the child (both bounds with a proposal, or an ideal with nil).
        /// min > max answers min (observed on real SwiftUI, reference §11.2: `frame(minWidth: 80,
        /// maxWidth: 40)` around a 20-pt child is 80 wide whether proposed 100 or nil).
        func decidedWithoutChild(_ p: Double?) -> Double? {
            guard let p else { return ideal }
            if let mn = min, let mx = max { return mn <= mx ? Swift.min(Swift.max(mn, p), mx) : mn }
            return nil
        }

        /// §2.3 step 2: from the child's answer `s` to the child proposal `cp`.
        func fromChild(_ s: Double, _ cp: Double?) -> Double {
            switch (min, max) {
            case let (mn?, mx?) where mn <= mx: return Swift.min(Swift.max(mn, s), mx)
            case let (mn?, _?): return mn   // min > max: min wins (§11.2)
            case let (mn?, nil): return Swift.max(Swift.min(cp ?? .infinity, s), mn)
            case let (nil, mx?): return Swift.min(Swift.max(cp ?? -.infinity, s), mx)
            default: return s
            }
        }
    }

    let horizontal: Constraints
    let vertical: Constraints
    let alignment: Alignment

    init(_ spec: FlexibleFrameSpec) {
        horizontal = Constraints(min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth)
        vertical = Constraints(min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight)
        alignment = spec.alignment
    }

    /// The trace's warnings: what SwiftUI prints for these arguments (reference §11, observed on macOS
    /// 26.6). The check reads the arguments as written, before normalisation: per axis, the given values
    /// must be in order (min ≤ ideal ≤ max); out of order prints both messages. In order, a NaN, an
    /// infinite min, or a negative ideal or max prints the invalid-dimension message alone. A negative or
    /// −∞ min and an infinite ideal or max print nothing: `maxWidth: .infinity` is the most common frame.
    /// A negative ideal is treated like a negative max (as the same probe's P4b records).
    static func warnings(_ spec: FlexibleFrameSpec) -> [String] {
        // NaN is judged invalid below, not out of order (FrameLab's model: no observation covers it).
        func inOrder(_ mn: Double?, _ id: Double?, _ mx: Double?) -> Bool {
            func given(_ v: Double?) -> Double? { v?.isNaN == true ? nil : v }
            let lo = given(mn) ?? -.infinity, mid = given(id) ?? lo, hi = given(mx) ?? mid
            return lo <= mid && mid <= hi
        }
        func invalid(_ mn: Double?, _ id: Double?, _ mx: Double?) -> Bool {
            if mn?.isNaN == true || id?.isNaN == true || mx?.isNaN == true { return true }
            if mn == .infinity { return true }
            return (id.map { $0 < 0 } ?? false) || (mx.map { $0 < 0 } ?? false)
        }
        let ordered = inOrder(spec.minWidth, spec.idealWidth, spec.maxWidth)
            && inOrder(spec.minHeight, spec.idealHeight, spec.maxHeight)
        if !ordered { return [contradictoryMessage, FixedFrame.invalidMessage] }
        if invalid(spec.minWidth, spec.idealWidth, spec.maxWidth) || invalid(spec.minHeight, spec.idealHeight, spec.maxHeight) {
            return [FixedFrame.invalidMessage]
        }
        return []
    }

    static let contradictoryMessage = "Contradictory frame constraints specified."

    func constraints(_ axis: Axis) -> Constraints { axis == .horizontal ? horizontal : vertical }

    /// §2.2: each axis's child proposal.
    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let decidedW = horizontal.decidedWithoutChild(p.width)
        let decidedH = vertical.decidedWithoutChild(p.height)
        let cp = childProposal(p)
        var result = Size(width: decidedW ?? 0, height: decidedH ?? 0)
        var child: Size? = nil
        if decidedW == nil || decidedH == nil {
            // A frame without content cannot exist in SwiftUI; a missing child counts as 0.
            child = context.content(node).map { context.size($0, cp) }
            if decidedW == nil { result.width = horizontal.fromChild(child?.width ?? 0, cp.width) }
            if decidedH == nil { result.height = vertical.fromChild(child?.height ?? 0, cp.height) }
        }
        if rules != nil {
            let (child, result) = (child, result)   // constants for the deferred words to capture
            rules = AxisRules(explain(.horizontal, p.width, cp.width, child?.width, result.width),
                              explain(.vertical, p.height, cp.height, child?.height, result.height))
        }
        return result
    }

    func length(along axis: Axis, for p: ProposedSize, node: Int, in context: LayoutContext) -> Double {
        let c = constraints(axis)
        if let decided = c.decidedWithoutChild(p[axis]) { return decided }
        let cp = childProposal(p)
        return c.fromChild(context.content(node).map { context.length($0, cp, along: axis) } ?? 0, cp[axis])
    }

    private func explain(_ a: Axis, _ p: Double?, _ cp: Double?, _ child: Double?, _ result: Double) -> String {
        let c = constraints(a)
        let prop = describe("proposal", p)
        let childText = child.map { "child \(num($0))" } ?? "child"
        if p == nil, let ideal = c.ideal {
            return "flexible frame: proposal nil → ideal \(num(ideal))"
        }
        switch (c.min, c.max) {
        case let (mn?, mx?) where mn <= mx:
            if p != nil {
                return "flexible frame, min and max: clamp(\(prop), min \(num(mn)), max \(num(mx))) = \(num(result)); child ignored"
            }
            return "flexible frame, min and max, proposal nil: clamp(\(childText), min \(num(mn)), max \(num(mx))) = \(num(result))"
        case let (mn?, mx?):
            return "flexible frame, contradictory min \(num(mn)) > max \(num(mx)): min wins = \(num(result)) "
                + "(observed on real SwiftUI; the child, proposed \(formatProposal(cp)), is not consulted)"
        case let (mn?, nil):
            return "flexible frame, min only: max(min(\(describe("child proposal", cp)), \(childText)), min \(num(mn))) = \(num(result))"
        case let (nil, mx?):
            return "flexible frame, max only: min(max(\(describe("child proposal", cp)), \(childText)), max \(num(mx))) = \(num(result))"
        default:
            return "flexible frame, unconstrained axis: \(childText) (proposed \(formatProposal(cp)))"
        }
    }

    /// §2.4 (iOS 17 linkage): the child is proposed the frame's final size, except an axis with no ideal
    /// whose own proposal was nil and whose size fell strictly between min and max: it stays nil.
    func placementProposal(frameSize: Size, received p: ProposedSize) -> ProposedSize {
        func axis(_ a: Axis) -> Double? {
            let c = constraints(a), v = frameSize[a]
            if c.ideal == nil && p[a] == nil && (c.min ?? -.infinity) < v && v < (c.max ?? .infinity) { return nil }
            return v
        }
        return ProposedSize(width: axis(.horizontal), height: axis(.vertical))
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        context.placeAligned(content, in: frame, proposal: placementProposal(frameSize: frame.size, received: proposal),
                             alignment: alignment)
    }
}

// What a flexible frame tells the tree (`LayoutTraits`): the child's spacing, reset on each axis with any
// bound written; a Spacer's is kept, as a fixed frame keeps it. Normalisation (`Constraints.init`) keeps
// which bounds are written, so these are the bounds as written.
extension FlexibleFrame {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        func written(_ c: Constraints) -> Bool { c.min != nil || c.ideal != nil || c.max != nil }
        return children.firstSpacing.framed(horizontal: written(horizontal), vertical: written(vertical))
    }
}
