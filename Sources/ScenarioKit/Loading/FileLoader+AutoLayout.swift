import Foundation
import LayoutCore
import ViewLayout
import ConstraintLayout
import Yams

/// An Auto Layout scenario: the view hierarchy, stack views, layout guides, margins and the `constraints:` block.
extension FileLoader {
    // MARK: Auto Layout scenarios

    /// `views:`, `constraints:`, `metrics:` and `expectConflict:` of a constraint scenario.
    mutating func constraints(_ entries: [String: NodeReader.Entry], scenario: Node, settings: SettingsPatch)
        -> ConstraintScenario? {
        var views: [LayoutView] = []
        if let entry = entries["views"] {
            views = subviews(entry.value, of: nil, key: "views")
        } else {
            reader.error("missing required key 'views' in a constraint scenario", at: scenario)
        }
        if let entry = entries["layoutGuides"] { views += layoutGuides(entry.value, of: nil) }
        var seen: Set<String> = []
        for view in views where !seen.insert(view.name).inserted {
            reader.error("the name '\(view.name)' is used twice; views and guides need names of their own", at: entries["views"]?.value ?? scenario)
        }
        let containerMargins = entries["directionalLayoutMargins"].flatMap { insets($0.value, for: "directionalLayoutMargins", base: .zero) }
        var metrics: [String: Double] = [:]
        if let entry = entries["metrics"], case .mapping(let mapping) = entry.value {
            for (key, value) in mapping {
                guard let name = key.string, Self.isViewName(name) else {
                    reader.error("expected a metric name (a C identifier) in 'metrics'", at: key)
                    continue
                }
                if let number = reader.number(value, for: name) { metrics[name] = number }
            }
        } else if let entry = entries["metrics"] {
            reader.error("expected a mapping of metric names to numbers for 'metrics'", at: entry.value)
        }
        let expectConflict = entries["expectConflict"].flatMap { reader.bool($0.value, for: "expectConflict") } ?? false
        guard let entry = entries["constraints"] else {
            reader.error("missing required key 'constraints' in a constraint scenario", at: scenario)
            return nil
        }
        guard let block = reader.string(entry.value, for: "constraints") else { return nil }
        let blockMap = sourceMap(entry.value)
        return ConstraintScenario(views: views, block: block, blockOrigin: blockMap?.location(utf8Offset: 0) ?? reader.location(entry.value),
                                  blockMap: blockMap,
                                  metrics: metrics, expectConflict: expectConflict,
                                  siblingSpacing: settings.siblingSpacing ?? 8,
                                  containerSpacing: settings.containerSpacing ?? 20, containerMargins: containerMargins)
    }

    /// A mapping of view names (`views:`, a view's `subviews:`), each view followed by its own subviews and guides.
    mutating func subviews(_ node: Node, of superview: String?, key: String) -> [LayoutView] {
        guard case .mapping(let mapping) = node else {
            reader.error("expected a mapping of view names for '\(key)'", at: node)
            return []
        }
        var views: [LayoutView] = []
        for (nameNode, value) in mapping {
            guard let name = nameNode.string, Self.isViewName(name) else {
                reader.error("expected a view name (a C identifier) in '\(key)'", at: nameNode)
                continue
            }
            if name == LayoutAnchor.containerName {
                reader.error("'container' is the superview; name the view something else", at: nameNode)
                continue
            }
            views += view(name, value, superview: superview)
        }
        return views
    }

    /// `stackView: {axis:, spacing:, distribution:, alignment:, isLayoutMarginsRelativeArrangement:}`, each optional with
    /// UIStackView's defaults (horizontal, 0, fill, fill, false).
    mutating func stackView(_ node: Node) -> StackViewConfig {
        var config = StackViewConfig()
        if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return config }
        guard let entries = reader.mapping(node, for: "stackView", allowed: ["axis", "spacing", "distribution", "alignment",
                                                                              "isLayoutMarginsRelativeArrangement"],
                                           context: "'stackView'") else { return config }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> T? where T.RawValue == String {
            entries[key].flatMap { reader.choice($0.value, for: key, among: type) }
        }
        if let axis = choice("axis", LayoutAttribute.Axis.self) { config.axis = axis }
        if let distribution = choice("distribution", StackViewConfig.Distribution.self) { config.distribution = distribution }
        if let alignment = choice("alignment", StackViewConfig.Alignment.self) { config.alignment = alignment }
        if let entry = entries["spacing"], let spacing = reader.number(entry.value, for: "spacing") { config.spacing = spacing }
        if let entry = entries["isLayoutMarginsRelativeArrangement"],
           let flag = reader.bool(entry.value, for: "isLayoutMarginsRelativeArrangement") {
            config.isLayoutMarginsRelativeArrangement = flag
        }
        return config
    }

    /// `layoutGuides: [column, gap]`: `UILayoutGuide`s added to the container or to a view.
    mutating func layoutGuides(_ node: Node, of owner: String?) -> [LayoutView] {
        guard case .sequence(let names) = node else {
            reader.error("expected a list of guide names for 'layoutGuides', as in [column, gap]", at: node)
            return []
        }
        return names.compactMap { nameNode in
            guard let name = nameNode.string, Self.isViewName(name), name != LayoutAnchor.containerName else {
                reader.error("expected a guide name (a C identifier) in 'layoutGuides'", at: nameNode)
                return nil
            }
            return LayoutView(name: name, superview: owner, isGuide: true)
        }
    }

    /// `{top:, leading:, bottom:, trailing:}`, each side optional (`base`'s when left out).
    mutating func insets(_ node: Node, for key: String, base: DirectionalInsets) -> DirectionalInsets? {
        guard let sides = reader.mapping(node, for: key, allowed: ["top", "leading", "bottom", "trailing"],
                                         context: "'\(key)'") else { return nil }
        func side(_ name: String, _ fallback: Double) -> Double {
            sides[name].flatMap { reader.number($0.value, for: name) } ?? fallback
        }
        return DirectionalInsets(top: side("top", base.top), leading: side("leading", base.leading),
                                 bottom: side("bottom", base.bottom), trailing: side("trailing", base.trailing))
    }

    /// `name: {intrinsic: {width:, height:}, hugging: {horizontal:, vertical:}, compression: {…}, baseline: {…},
    /// directionalLayoutMargins: {…}, subviews: {…}, layoutGuides: […]}`: the view, then its subviews and guides.
    mutating func view(_ name: String, _ node: Node, superview: String?) -> [LayoutView] {
        var view = LayoutView(name: name, superview: superview)
        if case .scalar(let scalar) = node, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
            return [view]
        }
        guard let entries = reader.mapping(node, for: name, allowed: ["intrinsic", "hugging", "compression", "baseline",
                                                                      "directionalLayoutMargins", "subviews", "layoutGuides",
                                                                      "stackView", "arrangedSubviews", "isHidden"],
                                           context: "the view '\(name)'") else { return [view] }
        if let entry = entries["isHidden"], let flag = reader.bool(entry.value, for: "isHidden") { view.isHidden = flag }
        var arranged: [LayoutView] = []
        if let entry = entries["stackView"] {
            view.stack = stackView(entry.value)
            arranged = entries["arrangedSubviews"].map { subviews($0.value, of: name, key: "arrangedSubviews") } ?? []
            view.stack?.arranged = arranged.filter { $0.superview == name }.map(\.name)
        } else if let entry = entries["arrangedSubviews"] {
            reader.error("'arrangedSubviews' belong to a stack view; add 'stackView: {axis: horizontal}' to '\(name)'", at: entry.keyNode)
        }
        if let entry = entries["directionalLayoutMargins"],
           let margins = insets(entry.value, for: "directionalLayoutMargins", base: .defaultViewMargins) {
            view.layoutMargins = margins
        }
        let descendants = arranged + (entries["subviews"].map { subviews($0.value, of: name, key: "subviews") } ?? [])
            + (entries["layoutGuides"].map { layoutGuides($0.value, of: name) } ?? [])
        if let entry = entries["intrinsic"],
           let sides = reader.mapping(entry.value, for: "intrinsic", allowed: ["width", "height"], context: "'intrinsic'") {
            view.intrinsicWidth = sides["width"].flatMap { reader.positiveNumber($0.value, for: "width", allowZero: true) }
            view.intrinsicHeight = sides["height"].flatMap { reader.positiveNumber($0.value, for: "height", allowZero: true) }
        }
        func priorities(_ key: String) -> (Priority?, Priority?) {
            guard let entry = entries[key],
                  let axes = reader.mapping(entry.value, for: key, allowed: ["horizontal", "vertical"], context: "'\(key)'")
            else { return (nil, nil) }
            func priority(_ axis: String) -> Priority? {
                guard let node = axes[axis]?.value, let value = reader.number(node, for: axis) else { return nil }
                guard Priority(value).isValid else {
                    reader.error("priority \(formatNumber(value)) is outside 1…1000", at: node)
                    return nil
                }
                return Priority(value)
            }
            return (priority("horizontal"), priority("vertical"))
        }
        let hugging = priorities("hugging"), compression = priorities("compression")
        view.horizontalHugging = hugging.0 ?? view.horizontalHugging
        view.verticalHugging = hugging.1 ?? view.verticalHugging
        view.horizontalCompression = compression.0 ?? view.horizontalCompression
        view.verticalCompression = compression.1 ?? view.verticalCompression
        if let entry = entries["baseline"],
           let offsets = reader.mapping(entry.value, for: "baseline", allowed: ["firstFromTop", "lastFromBottom"],
                                        context: "'baseline'") {
            view.firstBaselineFromTop = offsets["firstFromTop"].flatMap { reader.number($0.value, for: "firstFromTop") }
            view.lastBaselineFromBottom = offsets["lastFromBottom"].flatMap { reader.number($0.value, for: "lastFromBottom") }
        }
        return [view] + descendants
    }

    /// A C identifier, as VFL names views and metrics.
    static func isViewName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// Ids name a scenario's figure and page files and its anchor; file names stop at 255 bytes.
    static let maximumIDLength = 100

    static func isValidID(_ id: String) -> Bool {
        func allowed(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("0"..."9").contains(c) }
        guard let first = id.unicodeScalars.first, allowed(first) else { return false }
        return id.unicodeScalars.allSatisfy { allowed($0) || $0 == "-" }
    }
}
