import LayoutCore
import ViewLayout

/// Turns a loaded scenario into its view tree: interprets the Swift source and checks that every
/// name its expectations use is given in the view with `.id("…")`.
public enum ScenarioCompiler {
    /// `geometry`: the GeometryReaders' sizes from a layout before (see `GeometryReaders`).
    /// `program`: the app's declarations (`swift:`), which the view may use.
    public static func compile(_ scenario: Scenario, program: SwiftProgram = .empty,
                               geometry: [String: ReaderGeometry] = [:]) -> Result<ViewNode, Diagnostics> {
        var unused: [String] = [], warnings: [Diagnostic] = []
        return compile(scenario, program: program, geometry: geometry, usedFiles: &unused, warnings: &warnings)
    }

    /// `compile`, with the app's `.swift` files whose declarations the view used in `usedFiles`, and the warnings
    /// about placeholders in `warnings`. A preview's view is read from its `.swift` file in `program`.
    public static func compile(_ scenario: Scenario, program: SwiftProgram, geometry: [String: ReaderGeometry] = [:],
                               usedFiles: inout [String], warnings: inout [Diagnostic]) -> Result<ViewNode, Diagnostics> {
        var view: ViewNode
        // The scenario's Dynamic Type size (`environment: {dynamicTypeSize: …}`, large by default).
        let contentSize = scenario.swiftEnvironment.values["dynamicTypeSize"] ?? "large"
        guard DynamicType.sizes.contains(contentSize) else {
            return .failure(Diagnostics([Diagnostic("unknown dynamicTypeSize '\(contentSize)'; one of "
                                                    + DynamicType.sizes.joined(separator: ", "), at: scenario.viewKeyLocation)]))
        }
        do {
            let interpretation = if let preview = scenario.preview {
                try SwiftUIInterpreter.interpretPreview(
                    preview, program: program, assets: scenario.assets, settings: scenario.settings, geometry: geometry,
                    environment: scenario.swiftEnvironment)
            } else {
                try SwiftUIInterpreter.interpretReportingUse(
                    scenario.viewSource, origin: scenario.swiftOrigin, assets: scenario.assets, settings: scenario.settings,
                    geometry: geometry, program: program, environment: scenario.swiftEnvironment)
            }
            view = interpretation.view
            // Texts without a font of their own are in the body size of a content size other than the default.
            if contentSize != "large" {
                view = DynamicType.bodyFont(contentSize, around: view, label: "Dynamic Type \(contentSize)")
            }
            usedFiles = interpretation.usedFiles
            warnings = interpretation.warnings
        } catch {
            return .failure(error)
        }
        var diagnostics: [Diagnostic] = []
        let names = namesInTree(view)
        // The interpreter rejects a repeated `.id` where it is written; this guards the tree itself.
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            diagnostics.append(Diagnostic("duplicate name '\(name)' in the view", at: scenario.viewKeyLocation))
        }
        for expectation in scenario.expectations where !seen.contains(expectation.name) {
            let known = seen.sorted()
            let hint = known.isEmpty
                ? "the view names no views; name one with .id(\"\(expectation.name)\")"
                : "the view names \(known.map { "'\($0)'" }.joined(separator: ", "))"
            diagnostics.append(Diagnostic("unknown name '\(expectation.name)' in 'expect'; \(hint)",
                                          at: expectation.nameLocation))
        }
        return diagnostics.isEmpty ? .success(view) : .failure(Diagnostics(diagnostics))
    }

    /// The `.id` names of a tree, depth-first in declaration order.
    public static func namesInTree(_ node: ViewNode) -> [String] {
        var out: [String] = []
        var stack = [node]
        while let next = stack.popLast() {
            if let name = next.name { out.append(name) }
            stack.append(contentsOf: next.children.reversed())
        }
        return out
    }
}

/// An expectation that did not hold: `path/to/file.yaml:LINE: expectation failed: subject.width
/// expected 100, got 150`, LINE being the line of the field in `expect`.
public struct ExpectationFailure: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var scenarioID: String
    public var name: String
    public var field: Expectation.Field
    public var expected: Double
    /// nil when the named node is missing from the layout.
    public var actual: Double?
    /// A failure that is not about one value (an unexpected or missing Auto Layout conflict), in words.
    public var message: String?

    public init(file: String, line: Int, scenarioID: String, name: String, field: Expectation.Field,
                expected: Double, actual: Double?) {
        self.file = file; self.line = line; self.scenarioID = scenarioID; self.name = name; self.field = field
        self.expected = expected; self.actual = actual
    }

    public var description: String {
        if let message { return "\(file):\(line): expectation failed: \(message)" }
        return "\(file):\(line): expectation failed: \(name).\(field.rawValue) expected \(formatNumber(expected)), "
            + "got \(actual.map(formatNumber) ?? "no such node")"
    }
}

public enum ExpectationChecker {
    /// Values may differ from the expected ones by this much.
    public static let tolerance = 0.01

    /// Every check of `scenario` against `result`, in the order the checks are written.
    public static func check(_ scenario: Scenario, against result: LayoutResult) -> [ExpectationFailure] {
        var failures: [ExpectationFailure] = []
        for expectation in scenario.expectations {
            let node = result.node(named: expectation.name)
            for check in expectation.checks {
                let actual = node.map { value(check.field, of: $0.frame) }
                if let actual, abs(actual - check.value) <= tolerance + 1e-9 { continue }
                failures.append(ExpectationFailure(file: check.location.file, line: check.location.line,
                                                   scenarioID: scenario.id, name: expectation.name,
                                                   field: check.field, expected: check.value, actual: actual))
            }
        }
        return failures
    }

    static func value(_ field: Expectation.Field, of frame: Rect) -> Double {
        switch field {
        case .x: frame.minX
        case .y: frame.minY
        case .width: frame.width
        case .height: frame.height
        }
    }
}
