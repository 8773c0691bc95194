/// What `diff.mustache` renders: the `index.html` of `framelab diff`'s report, as plain values. The report
/// (`Review`'s `DiffReport`) maps its findings to this; every text and number is already formatted, so the
/// template only places them. `SiteBuilder.diffPage(_:)` renders it and `SiteBuilder.diffAssets()` gives the
/// stylesheets it links.
///
/// The template sees these values under the keys `DiffPage.templateValue` lists (its doc comment is the
/// reference for someone rewriting `diff.mustache`); the keys are unique across nesting levels on purpose, since
/// mustache looks a missing (or nil) key up in the enclosing contexts.
public struct DiffPage: Sendable, Hashable {
    /// `3 changed, 1 new, 0 deleted, 250 unchanged figures`.
    public var summary: String
    /// What the baseline is, for people: `Output/ at HEAD (1a2b…)`, or the directory given.
    public var baseline: String
    /// What it is compared with: `fresh build of Scenarios`.
    public var current: String
    /// One per status, in the order the header lists them (changed, new, deleted, unchanged).
    public var counts: [Count]
    /// Why node tables are missing, if they are.
    public var framesNote: String?
    /// The figures that get a section of their own (changed, new and deleted ones), in the order of the page: the
    /// template groups them by `status` under the headings "Changed figures", "New figures", "Deleted figures".
    public var figures: [Figure]
    /// The unchanged figures' paths.
    public var unchanged: [String]
    /// Non-figure output files that differ (pages, `frames.json`, assets), in the order listed.
    public var otherFiles: [OtherFile]

    public init(summary: String, baseline: String, current: String, counts: [Count], framesNote: String? = nil,
                figures: [Figure], unchanged: [String], otherFiles: [OtherFile]) {
        self.summary = summary; self.baseline = baseline; self.current = current; self.counts = counts
        self.framesNote = framesNote; self.figures = figures; self.unchanged = unchanged; self.otherFiles = otherFiles
    }

    /// `changed`, `new`, `deleted`, `unchanged`: the class names and fragment ids the page uses.
    public static let statuses = ["changed", "new", "deleted", "unchanged"]

    /// How many figures have one status.
    public struct Count: Sendable, Hashable {
        public var status: String
        public var number: Int

        public init(status: String, number: Int) { self.status = status; self.number = number }
    }

    /// A changed, new or deleted figure's section.
    public struct Figure: Sendable, Hashable {
        /// `changed`, `new` or `deleted`.
        public var status: String
        /// Its path in the output, `a/b/c.svg`.
        public var path: String
        /// The section's fragment id, unique in the page (`fig-a-b-c`).
        public var anchor: String
        /// The scenario's id (`c`) and the scenario file (`a/b.yaml`).
        public var scenario: String
        public var file: String
        /// The copies in the report directory, relative and already percent-encoded (`before/a/b/c.svg`): a
        /// changed figure has both, a new one `afterSrc`, a deleted one `beforeSrc`.
        public var beforeSrc: String?
        public var afterSrc: String?
        /// For a changed figure: the nodes whose frames moved (may be empty: the drawing changed only).
        public var nodes: [Node]
        /// A preview's `.swift` file and name (`Sources/App/Card.swift › Dark mode`); nil for a scenario's figure.
        public var preview: String?

        public init(status: String, path: String, anchor: String, scenario: String, file: String,
                    beforeSrc: String? = nil, afterSrc: String? = nil, nodes: [Node] = [], preview: String? = nil) {
            self.status = status; self.path = path; self.anchor = anchor; self.scenario = scenario; self.file = file
            self.beforeSrc = beforeSrc; self.afterSrc = afterSrc; self.nodes = nodes; self.preview = preview
        }
    }

    /// One row of a changed figure's node table.
    public struct Node: Sendable, Hashable {
        /// The node's name, else its label (`subject`, `Text("hello")`).
        public var name: String
        /// Its kind and its path in the tree (`Text`, `0.1`).
        public var kind: String
        public var path: String
        /// `(x, y, w, h)` on each side, numbers formatted (`(0, 110, 400, 80)`); nil where the node is new or removed.
        public var before: String?
        public var after: String?
        /// Δx, Δy, Δwidth, Δheight, signed (`+20`, `-3.5`, `0`); empty when one side has no such node.
        public var deltas: [String]

        public init(name: String, kind: String, path: String, before: String?, after: String?, deltas: [String]) {
            self.name = name; self.kind = kind; self.path = path; self.before = before; self.after = after; self.deltas = deltas
        }
    }

    /// A non-figure output file that differs.
    public struct OtherFile: Sendable, Hashable {
        /// `changed`, `new` or `deleted`.
        public var status: String
        public var path: String

        public init(status: String, path: String) { self.status = status; self.path = path }
    }
}

extension DiffPage: TemplateContext {
    /// The keys `diff.mustache` reads (nil values are left out):
    ///
    /// - `pageTitle`, `pageDescription`, `root` (`""`): for the `page-head` partial; `summary`, `baseline`, `current`,
    ///   `framesNote`.
    /// - `counts`: `countStatus`, `countNumber`, `countZero` (a bool).
    /// - `differing` (every figure that gets a section, for the contents) and `changedFigures`, `newFigures`,
    ///   `deletedFigures`, with `hasDiffering`, `hasChangedFigures`, … and `changedCount`, `newCount`, `deletedCount`;
    ///   `noChanges` when there is none. Each figure: `figureStatus`, `figurePath`, `figurePreview` (previews), `figureAnchor`, `figureScenario`,
    ///   `figureFile`, `figureIsNew`, `figureIsDeleted`, `beforeSrc`, `afterSrc`, `compare` (changed, with both images:
    ///   side by side, blend, toggle and the node table), `single` (new or deleted, with its image `singleSrc`), `hasNodes`,
    ///   `nodeCount`, `nodes`.
    /// - Each node: `nodeName`, `nodeKind`, `nodePath`, `nodeBefore`, `nodeAfter`, `nodeAdded`, `hasDeltas`,
    ///   `deltas` (`deltaText`, `deltaZero`).
    /// - `unchanged` (paths), `hasUnchanged`, `unchangedCount`; `otherFiles` (`otherStatus`, `otherPath`),
    ///   `hasOtherFiles`, `otherCount`.
    var templateValue: TemplateValue {
        func figure(_ f: Figure) -> TemplateValue {
            .fields(["figureStatus": .text(f.status), "figurePath": .text(f.path), "figureAnchor": .text(f.anchor),
                     "figureScenario": .text(f.scenario), "figureFile": .text(f.file),
                     "figureIsNew": .bool(f.status == "new"), "figureIsDeleted": .bool(f.status == "deleted"),
                     "compare": .bool(f.status == "changed" && f.beforeSrc != nil && f.afterSrc != nil),
                     "single": .bool(f.status != "changed" && (f.status == "new" ? f.afterSrc : f.beforeSrc) != nil),
                     "hasNodes": .bool(!f.nodes.isEmpty), "nodeCount": .number(f.nodes.count), "nodes": .list(f.nodes.map(node)),
                     "singleSrc": f.status == "changed" ? nil : .optional(f.status == "new" ? f.afterSrc : f.beforeSrc),
                     "figurePreview": .optional(f.preview), "beforeSrc": .optional(f.beforeSrc), "afterSrc": .optional(f.afterSrc)])
        }
        func node(_ n: Node) -> TemplateValue {
            .fields(["nodeName": .text(n.name), "nodeKind": .text(n.kind), "nodePath": .text(n.path),
                     "nodeAdded": .bool(n.before == nil), "hasDeltas": .bool(!n.deltas.isEmpty),
                     "deltas": .list(n.deltas.map { .fields(["deltaText": .text($0), "deltaZero": .bool($0 == "0")]) }),
                     "nodeBefore": .optional(n.before), "nodeAfter": .optional(n.after)])
        }
        func withStatus(_ status: String) -> [Figure] { figures.filter { $0.status == status } }
        let head = PageHead(pageTitle: "FrameLab diff: " + summary, pageDescription: "FrameLab visual diff: " + summary + ".", root: "")
        return TemplateValue.fields([
            "summary": .text(summary), "baseline": .text(baseline), "current": .text(current),
            "counts": .list(counts.map { .fields(["countStatus": .text($0.status), "countNumber": .number($0.number),
                                                  "countZero": .bool($0.number == 0)]) }),
            "differing": .list(figures.map(figure)), "hasDiffering": .bool(!figures.isEmpty), "noChanges": .bool(figures.isEmpty),
            "unchanged": .list(unchanged), "hasUnchanged": .bool(!unchanged.isEmpty), "unchangedCount": .number(unchanged.count),
            "otherFiles": .list(otherFiles.map { .fields(["otherStatus": .text($0.status), "otherPath": .text($0.path)]) }),
            "hasOtherFiles": .bool(!otherFiles.isEmpty), "otherCount": .number(otherFiles.count),
            "changedFigures": .list(withStatus("changed").map(figure)), "hasChangedFigures": .bool(!withStatus("changed").isEmpty),
            "changedCount": .number(withStatus("changed").count),
            "newFigures": .list(withStatus("new").map(figure)), "hasNewFigures": .bool(!withStatus("new").isEmpty),
            "newCount": .number(withStatus("new").count),
            "deletedFigures": .list(withStatus("deleted").map(figure)), "hasDeletedFigures": .bool(!withStatus("deleted").isEmpty),
            "deletedCount": .number(withStatus("deleted").count),
            "framesNote": .optional(framesNote),
        ]).merging(head.templateValue)
    }
}
