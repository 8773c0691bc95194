import LayoutCore

/// How each node role is drawn: its CSS class (the colour lives in the stylesheet) and its legend text.
/// The order of `NodeRole.allCases` is the legend's order.
extension NodeRole {
    /// The outline class, e.g. `r-flexibleFrame`.
    var cssClass: String { "r-" + rawValue }

    var legendName: String {
        switch self {
        case .content: "content (Text, Color, shape)"
        case .spacer: "Spacer"
        case .flexibleFrame: "flexible frame"
        case .fixedFrame: "fixed frame"
        case .padding: "padding"
        case .stack: "stack"
        case .decoration: "overlay / background / border"
        case .modifier: "other modifier"
        case .constraintView: "constraint view"
        case .container: "container"
        case .layoutGuide: "layout guide"
        }
    }
}

/// SwiftUI's system colour names as CSS class suffixes; anything else is drawn as `custom`.
enum ColorName {
    static let known: [String] = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "custom",
    ]

    /// `red`, `.red`, `Color.red` and `Color.red.opacity(…)` → `red`; unknown (a material, a gradient, an
    /// asset colour) → `custom`, the light neutral every fill FrameLab cannot know is drawn in.
    static func normalized(_ raw: String?) -> String {
        guard var name = raw?.trimmingWhitespace, !name.isEmpty else { return "primary" }
        if name.hasPrefix("Color.") { name.removeFirst("Color.".count) }
        if name.hasPrefix(".") { name.removeFirst() }
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        return known.contains(name) ? name : "custom"
    }
}
