import LayoutCore

/// The body of an `.alignmentGuide(_:computeValue:)` closure: arithmetic over the view's `ViewDimensions`
/// (`d.width`, `d.height`, `d[.leading]`, `d[VerticalAlignment.center]`, …) and numbers.
public indirect enum GuideExpression: Hashable, Sendable, Codable {
    case number(Double)
    case width
    case height
    /// `d[key]`: the view's own guide for `key`, explicit (a Text's baseline, an inner alignmentGuide) or default.
    case guide(AlignmentKey)
    case negate(GuideExpression)
    case add(GuideExpression, GuideExpression)
    case subtract(GuideExpression, GuideExpression)
    case multiply(GuideExpression, GuideExpression)
    case divide(GuideExpression, GuideExpression)
    case minimum(GuideExpression, GuideExpression)
    case maximum(GuideExpression, GuideExpression)

    /// The value for a view of `size` whose guides `guide` gives.
    func value(size: Size, guide: (AlignmentKey) -> Double) -> Double {
        func v(_ e: GuideExpression) -> Double { e.value(size: size, guide: guide) }
        switch self {
        case .number(let n): return n
        case .width: return size.width
        case .height: return size.height
        case .guide(let key): return guide(key)
        case .negate(let e): return -v(e)
        case .add(let a, let b): return v(a) + v(b)
        case .subtract(let a, let b): return v(a) - v(b)
        case .multiply(let a, let b): return v(a) * v(b)
        case .divide(let a, let b): return v(a) / v(b)
        case .minimum(let a, let b): return min(v(a), v(b))
        case .maximum(let a, let b): return max(v(a), v(b))
        }
    }

    /// As Swift source, with `d` for the dimensions.
    public var swiftSource: String {
        switch self {
        case .number(let n): return num(n)
        case .width: return "d.width"
        case .height: return "d.height"
        case .guide(let key): return "d[\(key.swiftName)]"
        case .negate(let e): return "-\(e.operand)"
        case .add(let a, let b): return "\(a.swiftSource) + \(b.swiftSource)"
        case .subtract(let a, let b): return "\(a.swiftSource) - \(b.operand)"
        case .multiply(let a, let b): return "\(a.operand) * \(b.operand)"
        case .divide(let a, let b): return "\(a.operand) / \(b.operand)"
        case .minimum(let a, let b): return "min(\(a.swiftSource), \(b.swiftSource))"
        case .maximum(let a, let b): return "max(\(a.swiftSource), \(b.swiftSource))"
        }
    }

    private var operand: String {
        switch self {
        case .add, .subtract: "(\(swiftSource))"
        default: swiftSource
        }
    }
}

/// `.alignmentGuide(key) { d in … }` (OpenSwiftUI `AlignmentWritingModifier`; Apple, `alignmentGuide(_:computeValue:)`):
/// no layout of its own — the child's size, proposal and place — but the view now answers `key` with the
/// closure's value, computed from the child's dimensions at its size. Its other guides are the child's.
struct AlignmentGuideLayout: NodeLayout {
    let key: AlignmentKey
    /// In `LayoutTree.guideExpressions`.
    let expression: Int

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p, rules: &rules) { _ in
            let source = context.tree.guideExpressions[expression].swiftSource
            return AxisRules(both: "alignmentGuide(\(key.swiftName)) { d in \(source) }: sized as the child")
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        context.place(child: content, in: frame, at: .zero, proposal: proposal)
    }
}

// What an `.alignmentGuide` tells the tree (`LayoutTraits`): an explicit value for its key, on top of the
// child's.
extension AlignmentGuideLayout {
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.firstGuides | key.bit }
}
