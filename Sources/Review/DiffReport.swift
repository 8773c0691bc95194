import Build
import ScenarioKit
import Foundation
import LayoutCore

/// `framelab diff`'s findings: every figure (`.svg`) of a baseline output against a fresh build, with
/// the node frames that moved in the changed ones, and the other output files (pages, `frames.json`,
/// assets) that differ. Rendered as `index.html` (`DiffReportHTML`), `report.json` and `junit.xml`;
/// every rendering depends only on these values (no times, no absolute paths beyond the labels given).
public struct DiffReport: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case changed, new, deleted, unchanged
    }

    /// One figure, by its path in `Output/` (`a/b/c.svg` for scenario `c` of `a/b.yaml`).
    public struct Figure: Sendable, Hashable {
        public var path: String
        public var status: Status
        /// For changed figures: the nodes whose frames moved (may be empty: the drawing changed only).
        public var nodes: [NodeFrameChange]
        /// A preview's `.swift` file and name, as its developers know it (nil for a scenario's figure).
        public var preview: FramesDocument.PreviewName?

        public init(path: String, status: Status, nodes: [NodeFrameChange] = [], preview: FramesDocument.PreviewName? = nil) {
            self.path = path; self.status = status; self.nodes = nodes; self.preview = preview
        }

        /// The file the figure comes from: the scenario file `a/b.yaml`, or a preview's `.swift` file.
        public var file: String {
            if let preview { return preview.file }
            let slash = path.lastIndex(of: "/")
            return (slash.map { String(path[..<$0]) } ?? "") + ".yaml"
        }

        /// The scenario's id, `c`.
        public var scenario: String {
            let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
            return name.hasSuffix(".svg") ? String(name.dropLast(4)) : name
        }

        /// The baseline's copy in the report directory (changed and deleted figures).
        public var beforeImage: String? { status == .changed || status == .deleted ? "before/" + path : nil }
        /// The fresh build's copy in the report directory (changed and new figures).
        public var afterImage: String? { status == .changed || status == .new ? "after/" + path : nil }
    }

    /// What the baseline is, for people: `Output/ at HEAD (1a2b…)`, or the directory given.
    public var baseline: String
    /// What it is compared with: `fresh build of Scenarios`.
    public var current: String
    /// Every figure of either side, sorted by path.
    public var figures: [Figure]
    /// Non-figure output files that differ (informational; they never make `diff` fail).
    public var otherChanged: [String]
    public var otherNew: [String]
    public var otherDeleted: [String]
    /// Why node tables are missing, if they are (e.g. the baseline has no usable `frames.json`).
    public var framesNote: String?

    public init(baseline: String, current: String, figures: [Figure], otherChanged: [String] = [],
                otherNew: [String] = [], otherDeleted: [String] = [], framesNote: String? = nil) {
        self.baseline = baseline; self.current = current
        self.figures = figures.sorted { $0.path < $1.path }
        self.otherChanged = otherChanged.sorted(); self.otherNew = otherNew.sorted()
        self.otherDeleted = otherDeleted.sorted(); self.framesNote = framesNote
    }

    /// Builds the report from a file comparison (`OutputComparison.compare`) and both sides'
    /// `frames.json` (nil when a side has none or it did not parse; `framesNote` says why).
    public init(comparison: OutputComparison, before: FramesDocument?, after: FramesDocument?,
                baseline: String, current: String, framesNote: String? = nil) {
        func isFigure(_ path: String) -> Bool { path.hasSuffix(".svg") }
        func preview(_ path: String) -> FramesDocument.PreviewName? { after?.previews[path] ?? before?.previews[path] }
        var figures: [Figure] = []
        for path in comparison.changed where isFigure(path) {
            let nodes = before.flatMap { b in after.map { FrameDiff.changes(in: path, before: b, after: $0) } } ?? []
            figures.append(Figure(path: path, status: .changed, nodes: nodes, preview: preview(path)))
        }
        figures += comparison.new.filter(isFigure).map { Figure(path: $0, status: .new, preview: preview($0)) }
        figures += comparison.deleted.filter(isFigure).map { Figure(path: $0, status: .deleted, preview: preview($0)) }
        figures += comparison.unchanged.filter(isFigure).map { Figure(path: $0, status: .unchanged, preview: preview($0)) }
        self.init(baseline: baseline, current: current, figures: figures,
                  otherChanged: comparison.changed.filter { !isFigure($0) },
                  otherNew: comparison.new.filter { !isFigure($0) },
                  otherDeleted: comparison.deleted.filter { !isFigure($0) },
                  framesNote: framesNote)
    }

    public func figures(_ status: Status) -> [Figure] { figures.filter { $0.status == status } }
    public func count(_ status: Status) -> Int { figures.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }

    /// Changed, new or deleted figures: `diff` exits 1 (unless `--no-fail`).
    public var hasChanges: Bool { figures.contains { $0.status != .unchanged } }

    /// `3 changed, 1 new, 0 deleted, 250 unchanged figures`
    public var summary: String {
        "\(count(.changed)) changed, \(count(.new)) new, \(count(.deleted)) deleted, \(count(.unchanged)) unchanged figure"
            + (count(.unchanged) == 1 ? "" : "s")
    }

    // MARK: report.json

    public static let format = OutputOwnership.diffReportFormat
    public static let version = 1

    /// Machine-readable: fixed key order, numbers through `formatNumber`.
    ///
    /// ```json
    /// {"format": "framelab-diff", "version": 1, "baseline": "…", "current": "…",
    ///  "summary": {"changed": 1, "new": 0, "deleted": 0, "unchanged": 9, "hasChanges": true},
    ///  "changed": [{"figure": "a/b/c.svg", "file": "a/b.yaml", "scenario": "c", ("preview": "Dark mode", previews only)
    ///               "before": "before/a/b/c.svg", "after": "after/a/b/c.svg",
    ///               "nodes": [{"path": "0.0", "kind": "…", "label": "…", "name": "subject",
    ///                          "before": {"x": 0, "y": 0, "width": 100, "height": 50},
    ///                          "after": {…}, "delta": {"x": 0, "y": 0, "width": 20, "height": 0}}]}],
    ///  "new": [{"figure": …, "file": …, "scenario": …, "after": "after/…"}],
    ///  "deleted": [{"figure": …, "file": …, "scenario": …, "before": "before/…"}],
    ///  "unchanged": ["a/b/d.svg"],
    ///  "otherFiles": {"changed": ["frames.json"], "new": [], "deleted": []}, "framesNote": null}
    /// ```
    public func reportJSON() -> String {
        func box(_ b: FrameBox?) -> JSONValue {
            guard let b else { return .null }
            return .object(b.fields.map { ($0.0, JSONValue.number($0.1)) })
        }
        func entry(_ figure: Figure) -> JSONValue {
            var pairs: [(String, JSONValue)] = [("figure", .string(figure.path)), ("file", .string(figure.file)),
                                                ("scenario", .string(figure.scenario))]
            if let preview = figure.preview { pairs.append(("preview", .string(preview.name))) }
            if let image = figure.beforeImage { pairs.append(("before", .string(image))) }
            if let image = figure.afterImage { pairs.append(("after", .string(image))) }
            if figure.status == .changed {
                pairs.append(("nodes", .array(figure.nodes.map { node in
                    .object([("path", .string(node.path)), ("kind", .string(node.kind)), ("label", .string(node.label)),
                             ("name", .optional(node.name)), ("before", box(node.before)), ("after", box(node.after)),
                             ("delta", box(node.delta))])
                })))
            }
            return .object(pairs)
        }
        let strings = { (paths: [String]) in JSONValue.array(paths.map(JSONValue.string)) }
        let document = JSONValue.object([
            ("format", .string(Self.format)),
            ("version", .number(Double(Self.version))),
            ("baseline", .string(baseline)),
            ("current", .string(current)),
            ("summary", .object(Status.allCases.map { ($0.rawValue, JSONValue.number(Double(count($0)))) }
                                + [("hasChanges", .bool(hasChanges))])),
            ("changed", .array(figures(.changed).map(entry))),
            ("new", .array(figures(.new).map(entry))),
            ("deleted", .array(figures(.deleted).map(entry))),
            ("unchanged", strings(figures(.unchanged).map(\.path))),
            ("otherFiles", .object([("changed", strings(otherChanged)), ("new", strings(otherNew)),
                                    ("deleted", strings(otherDeleted))])),
            ("framesNote", .optional(framesNote)),
        ])
        return document.pretty(inlineBelow: 5)
    }

    // MARK: Shared wording

    /// `(0, 110, 400, 80)`
    static func describe(_ box: FrameBox) -> String {
        "(" + box.fields.map { formatNumber($0.1) }.joined(separator: ", ") + ")"
    }

    /// `+20`, `-3.5`, `0`
    static func signed(_ value: Double) -> String {
        let text = formatNumber(value)
        return text == "0" || text.hasPrefix("-") || text == "NaN" ? text : "+" + text
    }

    /// `width +20, height -10` (fields that did not change are left out).
    static func describeDelta(_ node: NodeFrameChange) -> String {
        guard let delta = node.delta else { return node.before == nil ? "new node" : "node removed" }
        return delta.fields.filter { formatNumber($0.1) != "0" }.map { "\($0.0) \(signed($0.1))" }.joined(separator: ", ")
    }

    /// One line per moved node, for messages: `subject [0.0]: (0, 0, 100, 50) → (0, 0, 120, 50): width +20`.
    static func describe(_ node: NodeFrameChange) -> String {
        let before = node.before.map(describe) ?? "—", after = node.after.map(describe) ?? "—"
        return "\(node.displayName) [\(node.path)]: \(before) → \(after): \(describeDelta(node))"
    }
}

extension DiffReport {
    /// What `diff` prints: a line per changed, new or deleted figure, then the counts against `baseline`.
    public func consoleLines(against baseline: String) -> [String] {
        var lines = figures.filter { $0.status != .unchanged }.map { figure in
            let moved = figure.status == .changed && !figure.nodes.isEmpty
                ? " (\(figure.nodes.count) node frame\(figure.nodes.count == 1 ? "" : "s") changed)" : ""
            return "\(figure.status.rawValue): \(figure.path)\(moved)" + (figure.preview.map { " — preview \($0.text)" } ?? "")
        }
        let others = otherChanged.count + otherNew.count + otherDeleted.count
        lines.append("\(summary) against \(baseline)"
            + (others > 0 ? "; \(others) other output file\(others == 1 ? "" : "s") differ\(others == 1 ? "s" : "")" : "") + ".")
        return lines
    }
}
