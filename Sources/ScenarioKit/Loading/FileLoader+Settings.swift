import Foundation
import LayoutCore
import ViewLayout
import ConstraintLayout
import Yams

/// A file's and a scenario's `settings:`: the canvas, safe area, direction, scale, text model, spacing, images.
extension FileLoader {
    // MARK: settings

    mutating func settings(_ node: Node) -> SettingsPatch {
        var patch = SettingsPatch()
        guard let entries = reader.mapping(node, for: "settings", allowed: Self.settingsKeys, context: "settings") else {
            return patch
        }
        if let canvas = entries["canvas"],
           let sides = reader.mapping(canvas.value, for: "canvas", allowed: ["width", "height"], context: "'canvas'") {
            patch.canvasWidth = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width") }
            patch.canvasHeight = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height") }
        }
        if let safeArea = entries["safeArea"],
           let sides = reader.mapping(safeArea.value, for: "safeArea", allowed: ["top", "leading", "bottom", "trailing"],
                                      context: "'safeArea'") {
            patch.safeAreaTop = sides["top"].flatMap { reader.positiveNumber($0.value, for: "top", allowZero: true) }
            patch.safeAreaLeading = sides["leading"].flatMap {
                reader.positiveNumber($0.value, for: "leading", allowZero: true)
            }
            patch.safeAreaBottom = sides["bottom"].flatMap {
                reader.positiveNumber($0.value, for: "bottom", allowZero: true)
            }
            patch.safeAreaTrailing = sides["trailing"].flatMap {
                reader.positiveNumber($0.value, for: "trailing", allowZero: true)
            }
        }
        if let direction = entries["layoutDirection"], let text = reader.string(direction.value, for: "layoutDirection") {
            if let value = LayoutDirection(rawValue: text) {
                patch.layoutDirection = value
            } else {
                reader.error("expected leftToRight or rightToLeft for 'layoutDirection', got '\(text)'", at: direction.value)
            }
        }
        if let platform = entries["platform"] { patch.platform = reader.choice(platform.value, for: "platform", among: Platform.self) }
        chromeSettings(entries, into: &patch)
        if let scale = entries["displayScale"] {
            patch.displayScale = reader.positiveNumber(scale.value, for: "displayScale")
        }
        if let text = entries["text"],
           let metrics = reader.mapping(text.value, for: "text", allowed: ["model", "charWidth", "lineHeight", "fontSize"],
                                        context: "'text'") {
            patch.charWidth = metrics["charWidth"].flatMap { reader.positiveNumber($0.value, for: "charWidth") }
            patch.lineHeight = metrics["lineHeight"].flatMap { reader.positiveNumber($0.value, for: "lineHeight") }
            patch.fontSize = metrics["fontSize"].flatMap { reader.positiveNumber($0.value, for: "fontSize") }
            patch.textModel = metrics["model"].flatMap { reader.choice($0.value, for: "model", among: TextMetrics.Model.self) }
            if patch.textModel == .system, let fixed = metrics["charWidth"] ?? metrics["lineHeight"] {
                reader.error("'model: system' measures San Francisco; 'charWidth' and 'lineHeight' belong to 'model: monospaced' "
                             + "(remove them, or the model)", at: fixed.value)
            } else if patch.textModel == nil, patch.charWidth != nil || patch.lineHeight != nil {
                patch.textModel = .monospaced   // a character width is the monospaced model, whatever a wider scope chose
            }
        }
        for key in ["images", "symbols"] {
            guard let entry = entries[key], let sizes = reader.sizes(entry.value, for: key) else { continue }
            if key == "images" { patch.images = sizes } else { patch.symbols = sizes }
        }
        if let environment = entries["environment"] {
            if case .mapping(let mapping) = environment.value {
                for (keyNode, value) in mapping {
                    guard let key = reader.string(keyNode, for: "environment"), let text = reader.string(value, for: key) else { continue }
                    // `.compact` and `compact` both name the member.
                    patch.environment[key] = text.hasPrefix(".") ? String(text.dropFirst()) : text
                }
            } else {
                reader.error("expected a mapping of environment keys to values for 'environment', as in "
                             + "'environment: {horizontalSizeClass: regular, colorScheme: dark}'", at: environment.value)
            }
        }
        if let conditions = entries["conditions"] {
            patch.conditions = (reader.sequence(conditions.value, for: "conditions") ?? []).compactMap { reader.string($0, for: "conditions") }
        }
        if let spacing = entries["spacing"],
           let values = reader.mapping(spacing.value, for: "spacing", allowed: ["sibling", "container"],
                                       context: "'spacing'") {
            patch.siblingSpacing = values["sibling"].flatMap { reader.positiveNumber($0.value, for: "sibling", allowZero: true) }
            patch.containerSpacing = values["container"].flatMap {
                reader.positiveNumber($0.value, for: "container", allowZero: true)
            }
        }
        return patch
    }
}
