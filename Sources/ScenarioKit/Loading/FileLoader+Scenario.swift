import Foundation
import LayoutCore
import ViewLayout
import ConstraintLayout
import Yams

/// One scenario: its id, caption, figure options and SwiftUI `view:`, where its Swift source is in the file, and
/// the Auto Layout side of an engine comparison.
extension FileLoader {
    // MARK: scenarios

    mutating func scenario(_ node: Node, fileSettings: SettingsPatch, fileFigure: FigureOptions = FigureOptions(), seen: inout [String: (line: Int, column: Int, text: String)]) -> Scenario? {
        guard let entries = reader.mapping(node, for: "scenarios", allowed: Self.scenarioKeys, context: "a scenario")
        else { return nil }
        var isConstraintScenario = false
        if case .mapping(let mapping) = node {
            isConstraintScenario = mapping.keys.contains { Self.constraintKeys.contains($0.string ?? "") }
        }

        var id: String?
        var idLocation = reader.location(node)
        if let entry = entries["id"] {
            idLocation = reader.location(entry.value)
            if let text = reader.string(entry.value, for: "id") {
                if !Self.isValidID(text) {
                    reader.error("invalid id '\(text)': use lowercase letters, digits and '-', starting with a letter or digit",
                                 at: entry.value)
                } else if text.count > Self.maximumIDLength {
                    reader.error("the id is \(text.count) characters long; ids name files and anchors, keep them to \(Self.maximumIDLength)",
                                 at: entry.value)
                } else if let first = seen[Slug.of(text)] {
                    // `a-b` and `a--b` or `a-` and `a` are different files but one anchor on the index page.
                    reader.error("duplicate id '\(text)' (first used at line \(first.line), column \(first.column)"
                                 + (first.text == text ? ")" : " as '\(first.text)', the same anchor on the index page)"),
                                 at: entry.value)
                } else {
                    seen[Slug.of(text)] = (idLocation.line, idLocation.column, text)
                    id = text
                }
            }
        } else {
            reader.error("missing required key 'id' in a scenario", at: node)
        }
        let caption = entries["caption"].flatMap { reader.string($0.value, for: "caption") }
        let patch = entries["settings"].map { settings($0.value) } ?? SettingsPatch()
        let figure = fileFigure.overridden(by: entries["figure"].map { reader.figureOptions($0.value) } ?? FigureOptions())

        var source: String?
        var sourceMap: ScalarSourceMap?
        var viewKey = idLocation
        if let entry = entries["view"] {
            viewKey = reader.location(entry.keyNode)
            if let text = reader.string(entry.value, for: "view") {
                source = text
                sourceMap = self.sourceMap(entry.value)
            }
            if isConstraintScenario {
                reader.error("a scenario has either 'view' (SwiftUI) or 'views' and 'constraints' (Auto Layout), not both",
                             at: entry.keyNode)
            }
        } else if !isConstraintScenario {
            reader.error("missing required key 'view' in a scenario", at: node)
        }
        let expectations = entries["expect"].map { expect($0.value) } ?? []
        let resolved = fileSettings.overridden(by: patch)
        var constraintScenario: ConstraintScenario?
        if isConstraintScenario {
            constraintScenario = constraints(entries, scenario: node, settings: resolved)
            source = ""
        }

        var compared: (spec: ConstraintScenario, canvas: Size)?
        if let entry = entries["autoLayout"] {
            if isConstraintScenario || entries["view"] == nil {
                reader.error("'autoLayout' compares an Auto Layout layout with the scenario's SwiftUI 'view'; add 'view'", at: entry.keyNode)
            } else {
                compared = comparedAutoLayout(entry.value, settings: resolved)
                if compared == nil { return nil }
            }
        }

        guard let id, let source else { return nil }
        if isConstraintScenario && constraintScenario == nil { return nil }
        var scenario = Scenario(id: id, caption: caption, settings: resolved.applied(), assets: resolved.assets(),
                        viewSource: source, viewOrigin: sourceMap?.location(utf8Offset: 0) ?? idLocation,
                        viewSourceMap: sourceMap, viewKeyLocation: viewKey, location: idLocation,
                        expectations: expectations, constraints: constraintScenario)
        scenario.swiftEnvironment = resolved.swiftEnvironment()
        scenario.figure = figure
        if let compared {
            scenario.autoLayout = compared.spec
            scenario.autoLayoutCanvas = compared.canvas
        }
        return scenario
    }

    /// `autoLayout: {canvas: {width:, height:}, views:, constraints:, …}`: the Auto Layout side of a comparison, its
    /// container `canvas` (width required; height 80 unless given).
    mutating func comparedAutoLayout(_ node: Node, settings: SettingsPatch) -> (spec: ConstraintScenario, canvas: Size)? {
        guard let entries = reader.mapping(node, for: "autoLayout", allowed: ["canvas"] + Self.constraintKeys,
                                           context: "'autoLayout'") else { return nil }
        var canvas = Size(width: 400, height: 80)
        if let entry = entries["canvas"],
           let sides = reader.mapping(entry.value, for: "canvas", allowed: ["width", "height"], context: "'canvas'") {
            canvas.width = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width") } ?? canvas.width
            canvas.height = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height") } ?? canvas.height
        }
        guard let spec = constraints(entries, scenario: node, settings: settings) else { return nil }
        return (spec, canvas)
    }

    // MARK: locating the Swift source

    /// Where each character of a scalar's value (the `view:` source, the `constraints:` text) is in the file.
    mutating func sourceMap(_ value: Node) -> ScalarSourceMap? {
        guard case .scalar(let scalar) = value, let mark = scalar.mark else { return nil }
        return ScalarSourceMap(value: scalar.string, style: scalar.style, markLine: mark.line, markColumn: mark.column,
                               lines: lines, file: displayPath)
    }
}
