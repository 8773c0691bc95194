import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// Where test sources start: `t.yaml`, line 1, column 1.
let testSourceOrigin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)

/// The frames of the named views of `source`, interpreted and laid out in a canvas of `canvas`.
func interpretedFrames(_ source: String, canvas: Size = Size(width: 400, height: 300)) throws -> [String: Rect] {
    let view = try SwiftUIInterpreter.interpret(source, origin: testSourceOrigin)
    let result = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: canvas))
    return Dictionary(result.root.allNodes().compactMap { node in node.name.map { ($0, node.frame) } }, uniquingKeysWith: { a, _ in a })
}

/// The errors interpreting `source` reports, one per line; "" when it has none.
func interpretationError(_ source: String) -> String {
    do { _ = try SwiftUIInterpreter.interpret(source, origin: testSourceOrigin); return "" } catch { return "\(error)" }
}
