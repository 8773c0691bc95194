import LayoutCore

/// The plain values `scenario.mustache` renders for one scenario's page (`<file path>/<id>.html`).
struct DetailContext {
    var head: PageHead
    var indexHref: String           // "../../index.html#orderings-width-text-min"
    var fileTitle: String
    var fileSummary: String?
    var scenarioID: String
    var caption: String
    var figure: FigureImage
    var tokens: [CodeToken]
    /// A scenario's own `view:` (shown as `tokens`); a preview shows only its numbered blocks.
    var showsViewSource: Bool
    var sourceBlocks: [SourceBlock]
    var hasSourceBlocks: Bool
    var nodes: [NodeRow]
    var trace: [TraceNode]
    var rules: [RuleExplanation]
    var hasRules: Bool
    var warnings: [String]
    var hasWarnings: Bool
    var canvas: String
    var prev: Neighbour?
    var next: Neighbour?
    var position: String            // "3 of 19"
    var negotiationJSON: String     // the player's nodes and steps (`Negotiation`)
    var playerHelp: String          // what the steps are, for SwiftUI or Auto Layout
}

/// Lines of the app's Swift with their numbers: a preview, or a view's declaration.
struct SourceBlock {
    var blockTitle: String
    var blockPath: String           // "Sources/App/Card.swift:12"
    var blockHref: String?          // the lines online (`sourceURL:`)
    var lines: [NumberedLine]
}

struct NumberedLine {
    var number: String
    var tokens: [CodeToken]
}

struct Neighbour {
    var neighbourHref: String
    var neighbourLabel: String
}

enum DetailPage {
    static func path(_ s: SiteScenario) -> String { s.stem + ".html" }

    /// `file`: the scenarios of its file, in order (their ids and captions: the page links the one before and after).
    static func context(_ s: SiteScenario, index: Int, in file: [some SiteItem],
                        reference: ReferenceDocs = ReferenceDocs(pages: []), options: SiteOptions = SiteOptions()) -> DetailContext {
        let pagePath = path(s)
        let root = SitePaths.rootPrefix(ofPage: pagePath)
        func neighbour(_ i: Int) -> Neighbour? {
            guard file.indices.contains(i) else { return nil }
            let n = file[i]
            return Neighbour(neighbourHref: SitePaths.urlPath(n.id) + ".html", neighbourLabel: n.caption ?? n.id)
        }
        let caption = s.caption ?? s.id
        let decidingRules = rules(s.layout)
        return DetailContext(
            head: PageHead(
                pageTitle: "\(caption) — \(s.fileTitle) — FrameLab",
                pageDescription: "\(s.fileTitle): \(caption). The diagram, the view's source, every node's proposal, size and frame, and the rule that decided it.",
                root: root),
            indexHref: root + "index.html#" + SitePaths.fileSlug(s.filePath),
            fileTitle: s.fileTitle, fileSummary: s.fileSummary, scenarioID: s.id, caption: caption,
            figure: FigureImage(s.figure, appearance: s.figureAppearance, path: s.id),
            tokens: SourceHighlighter.tokens(s.source), showsViewSource: s.previewFile == nil,
            sourceBlocks: s.excerpts.map { block($0, options: options) }, hasSourceBlocks: !s.excerpts.isEmpty,
            nodes: NodeReport.rows(s.layout, reference: reference, root: root, options: options), trace: NodeReport.trace(s.layout),
            rules: decidingRules, hasRules: !decidingRules.isEmpty,
            warnings: s.layout.warnings + s.placeholderWarnings, hasWarnings: !s.layout.warnings.isEmpty || !s.placeholderWarnings.isEmpty,
            canvas: NodeReport.size(s.layout.canvas),
            prev: neighbour(index - 1), next: neighbour(index + 1),
            position: "\(index + 1) of \(file.count)",
            negotiationJSON: Negotiation.json(s.layout, figure: s.figure),
            playerHelp: Negotiation.summary(s.layout))
    }

    /// An excerpt as numbered, highlighted lines.
    static func block(_ excerpt: SourceExcerpt, options: SiteOptions) -> SourceBlock {
        let lines = excerpt.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { offset, line in
            NumberedLine(number: String(excerpt.firstLine + offset), tokens: SourceHighlighter.tokens(String(line)))
        }
        return SourceBlock(blockTitle: excerpt.title, blockPath: "\(excerpt.file):\(excerpt.firstLine)",
                           blockHref: options.href(SourceLine(file: excerpt.file, line: excerpt.firstLine)), lines: lines)
    }

    /// The deciding rule of every named node, per axis; without named nodes, every flexible frame's.
    static func rules(_ layout: LayoutResult) -> [RuleExplanation] {
        let all = layout.root.allNodes()
        let named = all.filter { $0.name != nil }
        let chosen = named.isEmpty ? all.filter { $0.role == .flexibleFrame } : named
        return chosen.flatMap { node in
            Axis.allCases.map { RuleExplanation.explain(node, name: node.name ?? node.label, axis: $0) }
        }
    }
}
