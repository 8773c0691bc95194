import ScenarioKit
import LayoutCore

/// SwiftUI takes `.infinity` and `.nan` where a length goes, and a few of them (an infinite minimum, a
/// NaN offset) give a view a frame that is not a finite rectangle: SwiftUI logs "Invalid frame dimension
/// (negative or non-finite)" and what it draws means nothing. FrameLab reports such a layout as an input
/// error at the view whose frame it is, rather than writing `inf` or `NaN` into figures, pages or JSON.
enum NonFiniteLayout {
    /// A located error for the first view (in tree order) whose frame or size is not finite, or nil.
    static func problem(_ layout: LayoutResult, scenario: Scenario) -> Diagnostic? {
        func isFinite(_ node: PlacedNode) -> Bool {
            [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height, node.size.width, node.size.height]
                .allSatisfy(\.isFinite)
        }
        guard let node = layout.root.allNodes().first(where: { !isFinite($0) }) else { return nil }
        let message = "\(node.label) gets the frame \(node.frame), which is not finite: SwiftUI logs \"Invalid frame "
            + "dimension (negative or non-finite)\" and draws nothing meaningful; use finite numbers (.infinity only "
            + "as a maximum or an ideal size)"
        return Diagnostic(message, at: location(of: node.label, in: scenario))
    }

    /// Where the node's label (its source as written) is in the view source, else the `view` key.
    static func location(of label: String, in scenario: Scenario) -> SourceLocation {
        guard let map = scenario.viewSourceMap, let range = scenario.viewSource.range(of: label) else {
            return scenario.viewKeyLocation
        }
        return map.location(utf8Offset: scenario.viewSource.utf8.distance(from: scenario.viewSource.startIndex, to: range.lowerBound))
    }
}
