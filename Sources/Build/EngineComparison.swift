import ScenarioKit
import LayoutCore
import ViewLayout

/// A comparison scenario (`view:` and `autoLayout:`): the SwiftUI view and the Auto Layout layout are each laid out as
/// their own scenario would be, then drawn in one figure on one ruler — the Auto Layout container below the SwiftUI
/// view, its leading edge under the SwiftUI view's outermost frame (the parent both sides are given), so equal widths
/// line up and a difference shows as a difference in length.
enum EngineComparison {
    /// Space between the SwiftUI view and the Auto Layout container, for the names drawn between them.
    static let gap = 30.0

    static func build(_ scenario: Scenario, relativePath: String, displayPath: String, program: SwiftProgram = .empty) -> Result<ScenarioResult, Diagnostics> {
        guard let spec = scenario.autoLayout else { return ScenarioBuild.build(scenario, relativePath: relativePath, displayPath: displayPath, program: program) }
        let autoLayoutNames = Set(spec.views.map(\.name))
        var swiftUI = scenario
        swiftUI.autoLayout = nil
        swiftUI.expectations = scenario.expectations.filter { !autoLayoutNames.contains($0.name) }
        var autoLayout = scenario
        autoLayout.autoLayout = nil
        autoLayout.constraints = spec
        autoLayout.viewSource = ""
        autoLayout.settings.canvas = scenario.autoLayoutCanvas
        autoLayout.expectations = scenario.expectations.filter { autoLayoutNames.contains($0.name) }
        let left = ScenarioBuild.build(swiftUI, relativePath: relativePath, displayPath: displayPath, program: program)
        let right = ScenarioBuild.build(autoLayout, relativePath: relativePath, displayPath: displayPath)
        switch (left, right) {
        case (.failure(let a), .failure(let b)): return .failure(Diagnostics(a.all + b.all))
        case (.failure(let a), _), (_, .failure(let a)): return .failure(a)
        case (.success(let a), .success(let b)):
            // A name on both sides would be one name for two views in expect:, the figure and explain.
            let swiftUINames = Set(a.layout.root.allNodes().compactMap(\.name))
            if let shared = autoLayoutNames.intersection(swiftUINames).sorted().first {
                return .failure(Diagnostics([Diagnostic(
                    "the name '\(shared)' is on both sides: the SwiftUI view's .id(\"\(shared)\") and the Auto Layout view "
                        + "'\(shared)'; rename one, so that expect: and the figure name one view", at: scenario.location)]))
            }
            var result = a
            result.scenario = scenario
            result.layout = combine(swiftUI: a.layout, autoLayout: b.layout)
            result.failures = a.failures + b.failures
            result.layoutDuration += b.layoutDuration
            return .success(result)
        }
    }

    /// One layout holding both: a root as large as both drawings, the SwiftUI tree, then the Auto Layout container
    /// moved below it with its constraints' gauges.
    static func combine(swiftUI a: LayoutResult, autoLayout b: LayoutResult) -> LayoutResult {
        let dx = a.root.frame.minX, dy = a.root.frame.maxY + gap
        var container = shifted(b.root, dx: dx, dy: dy)
        container.label = "Auto Layout container"
        let canvas = Size(width: max(a.canvas.width, dx + b.canvas.width), height: max(a.canvas.height, dy + b.canvas.height))
        let bounds = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let root = PlacedNode(kind: "comparison", label: "SwiftUI above, Auto Layout below", role: .container, frame: bounds,
                              placementProposal: ProposedSize(canvas), size: canvas,
                              horizontalRule: AxisRule("the canvas: the SwiftUI view above, the Auto Layout container below"),
                              verticalRule: AxisRule("the canvas: the SwiftUI view above, the Auto Layout container below"),
                              children: [a.root, container])
        let gauges = b.constraints.map { annotation in
            var annotation = annotation
            if var gauge = annotation.gauge {
                let horizontal = gauge.axis == .horizontal
                gauge.from += horizontal ? dx : dy
                gauge.to += horizontal ? dx : dy
                gauge.cross += horizontal ? dy : dx
                annotation.gauge = gauge
            }
            return annotation
        }
        return LayoutResult(canvas: canvas, safeArea: a.safeArea, layoutDirection: a.layoutDirection,
                            displayScale: a.displayScale, root: root,
                            warnings: a.warnings + b.warnings.map { "Auto Layout: " + $0 }, constraints: gauges)
    }

    static func shifted(_ node: PlacedNode, dx: Double, dy: Double) -> PlacedNode {
        var node = node
        node.frame = Rect(x: node.frame.minX + dx, y: node.frame.minY + dy, width: node.frame.width, height: node.frame.height)
        node.children = node.children.map { shifted($0, dx: dx, dy: dy) }
        return node
    }
}
