import LayoutCore

/// Turns a finished layout run into the plain `LayoutResult` tree that diagrams, pages and checks read:
/// per node its proposals, answer, frame, rules and warnings. Right-to-left layouts are computed
/// left-to-right and mirrored here, which is what SwiftUI's leading/trailing semantics amount to.
struct TraceBuilder {
    let context: LayoutContext
    let full: Bool

    func result() -> LayoutResult {
        let settings = context.settings
        let root = node(0)
        let warnings = (0..<context.tree.count).flatMap { context.tree.warnings[$0] }   // tree order = node order
        var safeArea = context.safeAreaRect
        if settings.layoutDirection == .rightToLeft { safeArea = mirrored(safeArea) }
        return LayoutResult(canvas: settings.canvas, safeArea: safeArea, layoutDirection: settings.layoutDirection,
                            displayScale: settings.displayScale, root: root,
                            warnings: warnings)
    }

    private func mirrored(_ r: Rect) -> Rect {
        Rect(x: context.settings.canvas.width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    private func node(_ id: Int) -> PlacedNode {
        let tree = context.tree
        guard let placed = context.placed[id] else { fatalError("every node is placed") }
        let rules = full ? context.explain(id, placed.proposal) : AxisRules(both: "")
        var frame = placed.frame
        if context.settings.layoutDirection == .rightToLeft { frame = mirrored(frame) }
        var lines: [String]? = nil
        if full, let text = tree.layouts[id] as? TextLayout {
            lines = text.lines(placed.proposal)
        }
        return PlacedNode(kind: kindName(tree.kinds[id]), label: tree.labels[id] ?? (full ? defaultLabel(tree.kinds[id]) : kindName(tree.kinds[id])), role: role(tree.kinds[id]),
                          name: tree.names[id], frame: frame, sizingProposals: full ? context.sizingProposals(id) : [],
                          placementProposal: placed.proposal, size: placed.frame.size,
                          horizontalRule: AxisRule(rules.horizontal), verticalRule: AxisRule(rules.vertical),
                          warnings: tree.warnings[id], textLines: lines, style: style(id),
                          isStackChild: placed.isStackChild, children: tree.children[id].map(node))
    }

    /// Drawing attributes plus what a diagram needs to know of the kind (colour name, shape, border).
    private func style(_ id: Int) -> [String: String] {
        var s = context.tree.styles[id]
        switch context.tree.kinds[id] {
        case .color(let name): s["color"] = name
        case .shape(let shape):
            s["shape"] = shape.swiftName
            if case .roundedRectangle(let r) = shape { s["cornerRadius"] = num(r) }
        case .border(let color, let width): s["borderColor"] = color; s["borderWidth"] = num(width)
        case .offset(let x, let y): s["offsetX"] = num(x); s["offsetY"] = num(y)
        default: break
        }
        return s
    }
}

func kindName(_ kind: ViewKind) -> String {
    switch kind {
    case .color: "Color"
    case .shape(let s): s.swiftName
    case .text: "Text"
    case .spacer: "Spacer"
    case .empty: "EmptyView"
    case .vStack: "VStack"
    case .hStack: "HStack"
    case .zStack: "ZStack"
    case .flexibleFrame: "flexibleFrame"
    case .fixedFrame: "fixedFrame"
    case .padding: "padding"
    case .offset: "offset"
    case .fixedSize: "fixedSize"
    case .layoutPriority: "layoutPriority"
    case .overlay: "overlay"
    case .background: "background"
    case .border: "border"
    case .ignoresSafeArea: "ignoresSafeArea"
    case .lineLimit: "lineLimit"
    }
}

func role(_ kind: ViewKind) -> NodeRole {
    switch kind {
    case .color, .shape, .text, .empty: .content
    case .spacer: .spacer
    case .vStack, .hStack, .zStack: .stack
    case .flexibleFrame: .flexibleFrame
    case .fixedFrame: .fixedFrame
    case .padding: .padding
    case .overlay, .background, .border: .decoration
    case .offset, .fixedSize, .layoutPriority, .ignoresSafeArea, .lineLimit: .modifier
    }
}
