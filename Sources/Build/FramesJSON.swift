import ScenarioKit
import Foundation
import LayoutCore
import ViewLayout

/// `Output/frames.json`: every node's frame for every built scenario, files in path order, scenarios
/// in file order, nodes depth-first (parents before children, in declaration order). Keys come in a
/// fixed order and numbers go through `formatNumber`, so the bytes depend only on the inputs.
///
/// ```json
/// {"format": "framelab-frames", "version": 1, "files": [
///   {"file": "a/b.yaml", "title": "…", "scenarios": [
///     {"id": "x", "caption": …, "preview": {"file": "Sources/App/Card.swift", "name": "Dark mode"} (previews only),
///      "settings": {…}, "nodes": [
///       {"index": 0, "path": "0", "kind": "VStack", "label": "VStack { … }", "name": null,
///        "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "size": {"width": 10, "height": 10},
///        "proposal": {"width": 400, "height": 300},
///        "rules": {"horizontal": "…", "vertical": "…"}, "warnings": []}]}]}]}
/// ```
/// `path` lists child positions from the root (`0.1.0` is the root's second child's first child);
/// `index` is the node's position in the depth-first order.
public enum FramesJSON {
    public static let version = 1

    public static func render(_ report: BuildReport, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> String {
        var titles: [String: String] = [:]
        for loaded in report.files { if let file = loaded.file { titles[loaded.relativePath] = file.title } }
        return render(report.results, titles: titles, jobs: jobs)
    }

    /// How deep a scenario's object sits: document, "files", a file, "scenarios", the scenario.
    static let scenarioLevel = 4
    static let inlineDepth = 6

    /// `results` must be grouped by file (as a `BuildReport` holds them); `titles` by relative path.
    /// Each scenario is written on one of `jobs` threads, then the document is joined around them.
    public static func render(_ results: [ScenarioResult], titles: [String: String] = [:],
                              jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> String {
        String(decoding: document(fragments(results, titles: titles, jobs: jobs).map { Data($0.text.utf8) }).bytes, as: UTF8.self)
    }

    /// Each file's object as it sits in the document (`document`), by file in the order of `results`.
    static func fragments(_ results: [ScenarioResult], titles: [String: String],
                          jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [(path: String, text: String)] {
        let written = scenarioTexts(results, jobs: jobs)
        var files: [(path: String, text: String)] = []
        var index = 0
        while index < results.count {
            let path = results[index].fileRelativePath
            let start = index
            while index < results.count, results[index].fileRelativePath == path { index += 1 }
            let object = fileObject(path: path, title: titles[path], scenarios: Array(written[start..<index]))
            files.append((path, String(decoding: object.bytes, as: UTF8.self)))
        }
        return files
    }

    /// Each scenario's object as it sits in its file's (`fileObject`), on up to `jobs` threads.
    static func scenarioTexts(_ results: [ScenarioResult], jobs: Int) -> [String] {
        parallelMap(results, jobs: jobs) { result in scenario(result).pretty(inlineBelow: inlineDepth, level: scenarioLevel) }
    }

    /// A file's object around its scenarios' (`scenarioTexts`, or those an earlier build wrote), and where each of them
    /// is in its bytes: an incremental build takes over a scenario of a changed file by its bytes. The object around
    /// them is `JSONValue`'s, written once with a placeholder byte (NUL) for each scenario and cut at them.
    static func fileObject(path: String, title: String?, scenarios: [String]) -> (bytes: Data, ranges: [Range<Int>]) {
        let pieces = cutAtPlaceholders(JSONValue.object([
            ("file", .string(path)), ("title", .optional(title)),
            ("scenarios", .array(Array(repeating: placeholder, count: scenarios.count))),
        ]).pretty(inlineBelow: inlineDepth, level: fileLevel))
        var bytes = pieces[0]
        var ranges: [Range<Int>] = []
        for (scenario, after) in zip(scenarios, pieces.dropFirst()) {
            let start = bytes.count
            bytes.append(contentsOf: scenario.utf8)
            ranges.append(start..<bytes.count)
            bytes.append(after)
        }
        return (bytes, ranges)
    }

    /// A value written in place of a part written elsewhere: a NUL byte, which JSON text never holds.
    static let placeholder = JSONValue.written("\u{0}")

    /// `text`'s bytes between its placeholders (one more piece than placeholders).
    static func cutAtPlaceholders(_ text: String) -> [Data] {
        Data(text.utf8).split(separator: 0, omittingEmptySubsequences: false).map { Data($0) }
    }

    /// How deep a file's object sits: document, "files", the file.
    static let fileLevel = 2

    /// The document around the files' objects (`fragments`, or those an earlier build wrote), and where each one is
    /// in its bytes, so that the next build can take over the files it does not build again.
    static func document(_ fragments: [Data]) -> (bytes: Data, ranges: [Range<Int>]) {
        var bytes = Data()
        var writer = Writer()
        let ranges = fragments.map { fragment in writer.append(fragment) { bytes.append($0) } }
        writer.finish { bytes.append($0) }
        return (bytes, ranges)
    }

    /// Writes the document piece by piece, a file's object at a time, so that a build never holds it whole: the
    /// frame around the objects is `JSONValue`'s, written once with a placeholder byte (NUL, which JSON text never
    /// holds) for each object and cut at them.
    struct Writer {
        private static func frame(_ count: Int) -> [Data] {
            cutAtPlaceholders(JSONValue.object([
                ("format", .string("framelab-frames")),
                ("version", .number(Double(version))),
                ("files", .array(Array(repeating: placeholder, count: count))),
            ]).pretty(inlineBelow: inlineDepth))
        }
        /// Before the first object, between two, after the last; and the document without any.
        private static let (head, separator, tail) = { let parts = frame(2); return (parts[0], parts[1], parts[2]) }()
        private static let empty = frame(0)[0]

        private var count = 0
        private var offset = 0

        /// Writes `fragment` (with what comes before it) through `write`; returns its range in the document.
        mutating func append<E: Error>(_ fragment: Data, _ write: (Data) throws(E) -> Void) throws(E) -> Range<Int> {
            try append(length: fragment.count, write) { () throws(E) in try write(fragment) }
        }

        /// The same for a fragment of `length` bytes that `writeFragment` writes (a copy of the last build's).
        mutating func append<E: Error>(length: Int, _ write: (Data) throws(E) -> Void,
                                       fragment writeFragment: () throws(E) -> Void) throws(E) -> Range<Int> {
            let before = count == 0 ? Self.head : Self.separator
            try write(before)
            try writeFragment()
            count += 1
            offset += before.count + length
            return offset - length..<offset
        }

        /// Ends the document.
        mutating func finish<E: Error>(_ write: (Data) throws(E) -> Void) throws(E) {
            try write(count == 0 ? Self.empty : Self.tail)
        }
    }

    static func scenario(_ result: ScenarioResult) -> JSONValue {
        var fields: [(String, JSONValue)] = [("id", .string(result.scenario.id)), ("caption", .optional(result.scenario.caption))]
        // A preview says which .swift file and which preview it is, so that a diff names it as its developers do.
        if let preview = result.scenario.preview {
            fields.append(("preview", .object([("file", .string(preview.file)), ("name", .string(preview.title))])))
        }
        return .object(fields + [("settings", settings(result.layout)), ("nodes", .array(nodes(result.layout.root)))])
    }

    static func settings(_ layout: LayoutResult) -> JSONValue {
        .object([
            ("canvas", size(layout.canvas)),
            ("safeArea", rect(layout.safeArea)),
            ("layoutDirection", .string(layout.layoutDirection.rawValue)),
            ("displayScale", .number(layout.displayScale)),
        ])
    }

    /// The nodes of a tree, depth-first, with their paths.
    public static func nodes(_ root: PlacedNode) -> [JSONValue] {
        root.depthFirst().map { node($0.node, index: $0.index, path: $0.path) }
    }

    static func node(_ node: PlacedNode, index: Int, path: String) -> JSONValue {
        .object([
            ("index", .number(Double(index))),
            ("path", .string(path)),
            ("kind", .string(node.kind)),
            ("label", .string(node.label)),
            ("name", .optional(node.name)),
            ("frame", rect(node.frame)),
            ("size", size(node.size)),
            ("proposal", proposal(node.placementProposal)),
            ("rules", rules(node)),
            ("warnings", .array(node.warnings.map(JSONValue.string))),
        ])
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
                 ("height", .number(r.height))])
    }

    static func size(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    static func proposal(_ p: ProposedSize) -> JSONValue {
        .object([("width", .optional(p.width)), ("height", .optional(p.height))])
    }

    static func rules(_ node: PlacedNode) -> JSONValue {
        .object([("horizontal", .string(node.horizontalRule.text)), ("vertical", .string(node.verticalRule.text))])
    }
}
