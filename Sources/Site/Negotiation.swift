import LayoutCore

/// One step of the layout negotiation, as the detail page's player shows it.
struct NegotiationStep: Equatable {
    enum Kind: String { case propose, answer, place }
    var kind: Kind
    /// The node's index in depth-first order: the node table's row `node-<index>`.
    var node: Int
    /// The node that proposes to or places it; nil for the root (the canvas does).
    var parent: Int?
    var text: String
}

/// The negotiation a layout went through, in the order SwiftUI runs it: a parent proposes a size to a
/// child; the child, after proposing to its own children, answers the size it chooses; once the root has
/// answered, every parent places its children, top-down ("parent proposes, child chooses, parent places":
/// Apple, WWDC19 "Building Custom Views with SwiftUI"; the two passes are `sizeThatFits` and
/// `placeSubviews` of Apple's `Layout` protocol). The order of the steps is that model's; the numbers are
/// the layout's own (each proposal with the answer the engine recorded). Auto Layout views are proposed
/// nothing: the solver decides every frame at once, so their steps only place.
enum Negotiation {
    static func steps(_ layout: LayoutResult) -> [NegotiationStep] {
        steps(layout, layout.root.depthFirst())
    }

    private static func steps(_ layout: LayoutResult, _ entries: [PlacedNodeVisit]) -> [NegotiationStep] {
        let nodes = entries.map(\.node), parents = entries.map(\.parent)
        var children = Array(repeating: [Int](), count: entries.count)
        for (i, p) in parents.enumerated() { if let p { children[p].append(i) } }
        func name(_ i: Int?) -> String { i.map { display(nodes[$0]) } ?? "The canvas" }
        var steps: [NegotiationStep] = []

        if !layout.constraints.isEmpty {
            for (i, node) in nodes.enumerated() {
                steps.append(NegotiationStep(kind: .place, node: i, parent: parents[i],
                                             text: sentences("The solver sets \(display(node)) to \(NodeReport.frame(node.frame)).",
                                                             rules(node))))
            }
            return steps
        }

        func size(_ i: Int) {
            let node = nodes[i]
            var text = "\(name(parents[i])) proposes \(NodeReport.proposal(node.placementProposal)) to \(display(node))."
            let probes = node.sizingProposals.indices.filter { node.sizingProposals[$0] != node.placementProposal }
            if !probes.isEmpty {
                text += " While sizing it also asked "
                    + probes.map { p in
                        NodeReport.proposal(node.sizingProposals[p])
                            + (NodeReport.sizingAnswer(node, p).map { " ⇒ " + NodeReport.size($0) } ?? "")
                    }.joined(separator: ", ") + "."
            }
            steps.append(NegotiationStep(kind: .propose, node: i, parent: parents[i], text: text))
            children[i].forEach(size)
            steps.append(NegotiationStep(kind: .answer, node: i, parent: parents[i],
                                         text: sentences("\(display(node)) answers \(NodeReport.size(node.size)).", rules(node))))
        }
        func place(_ i: Int) {
            let node = nodes[i]
            steps.append(NegotiationStep(kind: .place, node: i, parent: parents[i],
                                         text: "\(name(parents[i])) places \(display(node)) at \(NodeReport.point(node.frame)): "
                                             + "its frame is \(NodeReport.frame(node.frame))."))
            children[i].forEach(place)
        }
        size(0)
        place(0)
        return steps
    }

    /// What the steps of `layout` are, in one sentence for the page.
    static func summary(_ layout: LayoutResult) -> String {
        layout.constraints.isEmpty
            ? "Each parent proposes a size, each child answers, then each parent places its children."
            : "The solver decides every frame at once: each step shows one view's frame and the constraints that decided it."
    }

    /// The nodes, the steps and the figure's placement as the page's inline JSON (`InlineJSON`).
    static func json(_ layout: LayoutResult, figure: FigurePlacement) -> String {
        let entries = layout.root.depthFirst()
        var out = "{\"rtl\":\(layout.layoutDirection == .rightToLeft),"
        out += "\"figure\":{\"width\":\(InlineJSON.number(figure.width)),\"height\":\(InlineJSON.number(figure.height)),"
        out += "\"x\":\(InlineJSON.number(figure.originX)),\"y\":\(InlineJSON.number(figure.originY))},\n\"nodes\":["
        for (i, entry) in entries.enumerated() {
            let node = entry.node, f = node.frame, p = node.placementProposal
            out += i == 0 ? "\n" : ",\n"
            out += "{\"parent\":\(entry.parent.map(String.init) ?? "null"),\"label\":\(InlineJSON.quote(display(node))),"
            out += "\"frame\":[\(InlineJSON.number(f.minX)),\(InlineJSON.number(f.minY)),\(InlineJSON.number(f.width)),\(InlineJSON.number(f.height))],"
            out += "\"proposal\":[\(InlineJSON.proposal(p.width)),\(InlineJSON.proposal(p.height))],"
            out += "\"size\":[\(InlineJSON.number(node.size.width)),\(InlineJSON.number(node.size.height))]}"
        }
        out += "\n],\n\"steps\":["
        for (i, step) in steps(layout, entries).enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "{\"kind\":\"\(step.kind.rawValue)\",\"node\":\(step.node),\"parent\":\(step.parent.map(String.init) ?? "null"),"
            out += "\"text\":\(InlineJSON.quote(step.text))}"
        }
        return out + "\n]}"
    }

    /// `subject: Text("12345")` for a named view, else its label as written.
    static func display(_ node: PlacedNode) -> String {
        node.name.map { "\($0): \(node.label)" } ?? node.label
    }

    /// Why it has its size, per axis, in the engine's words.
    static func rules(_ node: PlacedNode) -> String {
        let h = node.horizontalRule.text, v = node.verticalRule.text
        if h.isEmpty && v.isEmpty { return "" }
        if h == v { return "Both axes: \(h)." }
        return "Width: \(h.isEmpty ? "—" : h). Height: \(v.isEmpty ? "—" : v)."
    }

    private static func sentences(_ parts: String...) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }
}
