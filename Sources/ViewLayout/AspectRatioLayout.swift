import LayoutCore

/// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()` (OpenSwiftUI
/// `Layout/AspectRatioLayout.swift`, checked against real SwiftUI as recorded by MetalUI's
/// `swiftui-stack-algorithms.swift` and `swiftui-shapes-and-rendering.swift` probes). The child is
/// proposed the largest (fit) or smallest (fill) size of the ratio that the proposal allows, and the
/// modifier answers whatever the child answers to that — a rigid child keeps its own size.
///
/// The ratio is the one given, or the child's ideal size (its answer to nil×nil); a square ideal counts
/// as 1:1. A nil×nil proposal is passed on unchanged. With one nil axis, fit leaves that axis out of the
/// `min` (OpenSwiftUI and real SwiftUI agree), and fill leaves it out of the `max`: real SwiftUI answers
/// 100×50 for a 40×20 image filled into 100×nil, where OpenSwiftUI's reconstruction would propose ∞.
struct AspectRatioLayout: NodeLayout {
    let ratio: Double?
    let contentMode: ContentMode

    /// The child's proposal, and the ratio used (for the rule).
    func offered(_ p: ProposedSize, node: Int, in context: LayoutContext) -> (proposal: ProposedSize, ratio: Size) {
        var r = ratio.map { Size(width: $0, height: 1) }
            ?? context.content(node).map { context.size($0, .unspecified) } ?? Size(width: 1, height: 1)
        guard p.width != nil || p.height != nil else { return (p, r) }
        if r.width == r.height { r = Size(width: 1, height: 1) }
        let leftOut = contentMode == .fit ? Double.infinity : -Double.infinity
        func scale(_ v: Double?, _ unit: Double) -> Double {
            guard let v, !(unit == 0 && v == 0) else { return leftOut }
            return v / unit
        }
        let sx = scale(p.width, r.width), sy = scale(p.height, r.height)
        let s = contentMode == .fit ? min(sx, sy) : max(sx, sy)
        func length(_ unit: Double) -> Double {
            let v = unit * s
            return v.isNaN ? 0 : v   // 0 × ∞
        }
        return (ProposedSize(width: length(r.width), height: length(r.height)), r)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let (q, r) = offered(p, node: node, in: context)
        return context.contentSize(node, q, rules: &rules) { s in
            let source = ratio.map { "ratio \(num($0))" } ?? "the child's ideal \(num(r.width))×\(num(r.height))"
            let how = p.width == nil && p.height == nil ? "proposal nil×nil passed on"
                : "\(contentMode.rawValue) \(source) into \(formatProposal(p.width))×\(formatProposal(p.height)) "
                    + "→ child proposed \(formatProposal(q.width))×\(formatProposal(q.height))"
            return AxisRules("aspectRatio: \(how); the child's \(num(s.width))",
                             "aspectRatio: \(how); the child's \(num(s.height))")
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        let q = offered(proposal, node: node, in: context).proposal
        let childSize = context.size(content, q)
        let origin = alignedOrigin(child: childSize, in: frame.size, alignment: .center, direction: .leftToRight)
        context.place(child: content, in: frame, at: origin, proposal: q, knownSize: childSize)
    }
}
