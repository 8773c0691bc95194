import Build
import ScenarioKit
import Foundation
import LayoutCore

/// A node's frame as `frames.json` writes it, in canvas coordinates.
public struct FrameBox: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// `after − before`, field by field.
    public static func - (after: FrameBox, before: FrameBox) -> FrameBox {
        FrameBox(x: after.x - before.x, y: after.y - before.y, width: after.width - before.width,
                 height: after.height - before.height)
    }

    /// Equal as `formatNumber` writes them (to 1/100), so rounding noise is not a change.
    public func looksEqual(to other: FrameBox) -> Bool {
        zip(fields, other.fields).allSatisfy { formatNumber($0.1) == formatNumber($1.1) }
    }

    /// `[("x", x), ("y", y), ("width", width), ("height", height)]`, in that order.
    public var fields: [(String, Double)] { [("x", x), ("y", y), ("width", width), ("height", height)] }
}

/// One node of one scenario in `frames.json`.
public struct FramesNode: Sendable, Hashable {
    public var path: String
    public var kind: String
    public var label: String
    public var name: String?
    public var frame: FrameBox

    public init(path: String, kind: String, label: String, name: String?, frame: FrameBox) {
        self.path = path; self.kind = kind; self.label = label; self.name = name; self.frame = frame
    }
}

/// The nodes of every scenario of a `frames.json`, keyed by the scenario's figure path
/// (`<file without .yaml>/<id>.svg`, as in `Output/`), nodes in file order.
public struct FramesDocument: Sendable, Hashable {
    public var scenarios: [String: [FramesNode]]
    /// The previews among them, by figure path: their `.swift` file and name.
    public var previews: [String: PreviewName] = [:]

    public struct PreviewName: Sendable, Hashable {
        public var file: String
        public var name: String
        /// `Sources/App/Card.swift › Dark mode`, as a report names the preview.
        public var text: String { "\(file) › \(name)" }
    }

    public init(scenarios: [String: [FramesNode]], previews: [String: PreviewName] = [:]) {
        self.scenarios = scenarios; self.previews = previews
    }

    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var message: String
        public var description: String { "frames.json: \(message)" }
    }

    /// Parses `frames.json` (format `framelab-frames`) with `JSONSerialization`.
    public static func parse(_ data: Data) throws(ParseError) -> FramesDocument {
        let top: Any
        do { top = try JSONSerialization.jsonObject(with: data) } catch {
            throw ParseError(message: "not JSON (\((error as NSError).localizedDescription))")
        }
        guard let document = top as? [String: Any], document["format"] as? String == "framelab-frames",
              let files = document["files"] as? [[String: Any]]
        else { throw ParseError(message: "not a framelab-frames document") }
        var scenarios: [String: [FramesNode]] = [:]
        var previews: [String: PreviewName] = [:]
        for file in files {
            guard let path = file["file"] as? String, let list = file["scenarios"] as? [[String: Any]] else {
                throw ParseError(message: "a file entry lacks 'file' or 'scenarios'")
            }
            for scenario in list {
                guard let id = scenario["id"] as? String, let nodes = scenario["nodes"] as? [[String: Any]] else {
                    throw ParseError(message: "a scenario of \(path) lacks 'id' or 'nodes'")
                }
                if let preview = scenario["preview"] as? [String: Any], let source = preview["file"] as? String,
                   let name = preview["name"] as? String {
                    previews[figurePath(file: path, scenario: id)] = PreviewName(file: source, name: name)
                }
                scenarios[figurePath(file: path, scenario: id)] = try nodes.map { node throws(ParseError) in
                    guard let nodePath = node["path"] as? String, let frame = node["frame"] as? [String: Any],
                          let x = number(frame["x"]), let y = number(frame["y"]),
                          let width = number(frame["width"]), let height = number(frame["height"])
                    else { throw ParseError(message: "a node of \(path)#\(id) lacks 'path' or a numeric 'frame'") }
                    return FramesNode(path: nodePath, kind: node["kind"] as? String ?? "",
                                      label: node["label"] as? String ?? "", name: node["name"] as? String,
                                      frame: FrameBox(x: x, y: y, width: width, height: height))
                }
            }
        }
        return FramesDocument(scenarios: scenarios, previews: previews)
    }

    /// The frames of a build in memory, as its `frames.json` would give them back: numbers as `formatNumber`
    /// writes them, so that a frame compares with a baseline's the same whichever side it comes from.
    public init(results: [ScenarioResult]) {
        var scenarios: [String: [FramesNode]] = [:]
        var previews: [String: PreviewName] = [:]
        for result in results {
            if let preview = result.scenario.preview {
                previews[Self.figurePath(file: result.fileRelativePath, scenario: result.scenario.id)] =
                    PreviewName(file: preview.file, name: preview.title)
            }
            scenarios[Self.figurePath(file: result.fileRelativePath, scenario: result.scenario.id)] =
                result.layout.root.depthFirst().map { visit in
                    let frame = visit.node.frame
                    return FramesNode(path: visit.path, kind: visit.node.kind, label: visit.node.label, name: visit.node.name,
                                      frame: FrameBox(x: Self.written(frame.minX), y: Self.written(frame.minY),
                                                      width: Self.written(frame.width), height: Self.written(frame.height)))
                }
        }
        self.init(scenarios: scenarios, previews: previews)
    }

    /// A number as `frames.json` holds it.
    private static func written(_ value: Double) -> Double {
        value.isFinite ? Double(formatNumber(value)) ?? value : value
    }

    /// `a/b.yaml` + `c` → `a/b/c.svg`, the figure's path in `Output/`.
    public static func figurePath(file: String, scenario: String) -> String {
        ScenarioLoader.outputFolder(ofFile: file) + "/" + scenario + ".svg"
    }

    /// Numbers, and the strings `∞`, `-∞`, `NaN` that `JSONValue` writes for non-finite ones (`inf`, `-inf`,
    /// `nan` in the output of FrameLab before 0.14, which a baseline may hold).
    private static func number(_ value: Any?) -> Double? {
        if let string = value as? String {
            switch string {
            case "∞", "inf": return .infinity
            case "-∞", "-inf": return -.infinity
            case "NaN", "nan": return .nan
            default: return nil
            }
        }
        switch value {
        case let double as Double: return double
        case let int as Int: return Double(int)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}

/// A node whose frame differs between a baseline and a fresh build, matched by file, scenario id and
/// node path (`0.1.0`). A node only one side has is listed with the other side's frame nil.
public struct NodeFrameChange: Sendable, Hashable {
    public var path: String
    public var kind: String
    public var label: String
    public var name: String?
    public var before: FrameBox?
    public var after: FrameBox?

    public init(path: String, kind: String, label: String, name: String?, before: FrameBox?, after: FrameBox?) {
        self.path = path; self.kind = kind; self.label = label; self.name = name
        self.before = before; self.after = after
    }

    /// `after − before` when both sides have the node.
    public var delta: FrameBox? {
        guard let before, let after else { return nil }
        return after - before
    }

    /// How the node is named in reports: its `.id` name, else its label, else its kind.
    public var displayName: String { name ?? (label.isEmpty ? kind : label) }
}

/// Compares the node frames of two `frames.json` documents.
public enum FrameDiff {
    /// The nodes of the figure at `figure` whose frames changed, in node-path order of the fresh build
    /// (nodes only the baseline has follow, in its order). Empty when either side lacks the scenario.
    public static func changes(in figure: String, before: FramesDocument, after: FramesDocument) -> [NodeFrameChange] {
        guard let old = before.scenarios[figure], let new = after.scenarios[figure] else { return [] }
        return changes(before: old, after: new)
    }

    public static func changes(before old: [FramesNode], after new: [FramesNode]) -> [NodeFrameChange] {
        var oldByPath: [String: FramesNode] = [:]
        for node in old { oldByPath[node.path] = node }
        let newPaths = Set(new.map(\.path))
        var result: [NodeFrameChange] = []
        for node in new {
            let previous = oldByPath[node.path]
            if let previous, previous.frame.looksEqual(to: node.frame) { continue }
            result.append(NodeFrameChange(path: node.path, kind: node.kind, label: node.label, name: node.name,
                                          before: previous?.frame, after: node.frame))
        }
        for node in old where !newPaths.contains(node.path) {
            result.append(NodeFrameChange(path: node.path, kind: node.kind, label: node.label, name: node.name,
                                          before: node.frame, after: nil))
        }
        return result
    }

    /// Every changed figure path with its node changes (figures with no frame change are omitted).
    public static func changes(before: FramesDocument, after: FramesDocument) -> [(figure: String, nodes: [NodeFrameChange])] {
        Set(before.scenarios.keys).intersection(after.scenarios.keys).sorted().compactMap { figure in
            let nodes = changes(in: figure, before: before, after: after)
            return nodes.isEmpty ? nil : (figure, nodes)
        }
    }
}
