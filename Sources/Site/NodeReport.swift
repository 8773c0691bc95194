import LayoutCore

/// A row of the node table on a detail page.
struct NodeRow {
    var depth: Int
    var name: String?
    var kind: String
    var label: String
    var sizingProposals: String     // "200×nil, 200×inf"
    var proposal: String            // the placement proposal
    var size: String                // the answer to the placement proposal
    var frame: String               // "(x, y, w, h)" in canvas coordinates
    var rowID: String
    var docHref: String?            // the reference page of the node's kind
    var effects: String?            // ".opacity(0.5), .shadow(radius: 4)": modifiers with no layout effect
    var effectsHref: String?        // the reference page that says what "no layout effect" means
    var sourceText: String?         // "Card.swift:12": the line of the app's code that made the node
    var sourceHref: String?         // that line online (`sourceURL:`)
}

/// One line of the proposal → response log; `depth` indents it like a layout inspector.
struct TraceLine {
    var depth: Int
    var phase: String               // "size" or "place"
    var proposal: String
    var answer: String?
    var at: String?
}

/// One node of the trace: its label, then its proposals.
struct TraceNode {
    var depth: Int
    var label: String
    var name: String?
    var lines: [TraceLine]
}

/// The node table and the trace of one layout, all numbers through `formatNumber`/`formatProposal`.
enum NodeReport {
    static func rows(_ layout: LayoutResult, reference: ReferenceDocs = ReferenceDocs(pages: []), root: String = "",
                     options: SiteOptions = SiteOptions()) -> [NodeRow] {
        func href(_ slug: String?) -> String? {
            slug.map { root + ReferenceDocs.folder + "/" + $0 + ".html" }
        }
        let effectsSlug = reference.slugs.contains("no-layout-effect") ? "no-layout-effect" : nil
        return layout.root.depthFirst().enumerated().map { index, entry in
            let node = entry.node, depth = entry.depth
            let effects = node.effects.map(\.label).joined(separator: ", ")
            return NodeRow(depth: depth, name: node.name, kind: node.kind, label: node.label,
                           sizingProposals: node.sizingProposals.map(proposal).joined(separator: ", "),
                           proposal: proposal(node.placementProposal), size: size(node.size),
                           frame: frame(node.frame), rowID: "node-\(index)", docHref: href(reference.slug(forKind: node.kind)),
                           effects: effects.isEmpty ? nil : effects, effectsHref: effects.isEmpty ? nil : href(effectsSlug),
                           sourceText: node.source?.shortText, sourceHref: node.source.flatMap(options.href))
        }
    }

    /// The sizing proposals a node received, each with its answer where the layout recorded one (SwiftUI
    /// layouts do; Auto Layout views are not proposed sizes), then the placement one with its answer.
    static func trace(_ layout: LayoutResult) -> [TraceNode] {
        layout.root.depthFirst().map { entry in
            let node = entry.node, depth = entry.depth
            var lines: [TraceLine] = node.sizingProposals.enumerated().map { i, p in
                TraceLine(depth: depth, phase: "size", proposal: proposal(p), answer: sizingAnswer(node, i).map(size), at: nil)
            }
            lines.append(TraceLine(depth: depth, phase: "place", proposal: proposal(node.placementProposal),
                                   answer: size(node.size), at: point(node.frame)))
            return TraceNode(depth: depth, label: node.label, name: node.name, lines: lines)
        }
    }

    /// The answer to the node's `i`th sizing proposal: recorded, or the placement answer when it is that proposal.
    static func sizingAnswer(_ node: PlacedNode, _ i: Int) -> Size? {
        if node.sizingAnswers.indices.contains(i) { return node.sizingAnswers[i] }
        return node.sizingProposals[i] == node.placementProposal ? node.size : nil
    }

    static func proposal(_ p: ProposedSize) -> String { "\(formatProposal(p.width))×\(formatProposal(p.height))" }
    static func size(_ s: Size) -> String { "\(formatNumber(s.width))×\(formatNumber(s.height))" }
    static func point(_ r: Rect) -> String { "(\(formatNumber(r.minX)), \(formatNumber(r.minY)))" }
    static func frame(_ r: Rect) -> String {
        "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
    }
}
