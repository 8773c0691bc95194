import ScenarioKit
import ConstraintLayout
import LayoutCore
import ViewLayout

/// What `framelab explain` prints for built scenarios: per node its label and name, the proposal it was
/// placed with and its answer, its frame, the rule that decided each axis and its warnings.
public enum Explanation {
    /// An indented tree per scenario, scenarios separated by a blank line.
    ///
    /// ```
    /// a.yaml: scenario 'min-only' (intrinsic < min)
    /// canvas 400×300, safe area (0, 0, 400, 300), leftToRight, display scale 2
    /// • .frame(width: 200)
    ///     400×300 → 200×20, frame (100, 140, 200, 20)
    ///     width: fixed frame: 200
    ///     height: child: 20
    ///     • VStack(alignment: .leading, spacing: 10)
    ///         …
    /// ```
    public static func text(_ results: [ScenarioResult]) -> String {
        results.map(text).joined(separator: "\n")
    }

    public static func text(_ result: ScenarioResult) -> String {
        let layout = result.layout
        var out = "\(result.fileDisplayPath): scenario '\(result.scenario.id)'"
        if let caption = result.scenario.caption { out += " (\(caption))" }
        out += "\n"
        out += "canvas \(layout.canvas), safe area \(layout.safeArea), \(layout.layoutDirection.rawValue), "
            + "display scale \(formatNumber(layout.displayScale))\n"
        for visit in layout.root.depthFirst() {
            let node = visit.node
            let indent = String(repeating: "    ", count: visit.depth)
            out += indent + "• " + node.label
            if let name = node.name { out += "  #\(name)" }
            out += "\n"
            let detail = indent + "    "
            out += detail + "\(node.placementProposal) → \(node.size), frame \(node.frame)\n"
            let others = node.sizingProposals.filter { $0 != node.placementProposal }
            if !others.isEmpty {
                out += detail + "also sized for: " + others.map(\.description).joined(separator: ", ") + "\n"
            }
            out += detail + "width: \(node.horizontalRule.text)\n"
            out += detail + "height: \(node.verticalRule.text)\n"
            for warning in node.warnings { out += detail + "warning: \(warning)\n" }
            if !node.effects.isEmpty {
                out += detail + "no layout effect: " + node.effects.map(\.label).joined(separator: ", ") + "\n"
            }
        }
        if !layout.constraints.isEmpty {
            out += "constraints:\n"
            for constraint in layout.constraints { out += "    " + describe(constraint) + "\n" }
            for warning in layout.warnings where warning.hasPrefix("Unable") { out += "warning: \(warning)\n" }
        }
        for failure in result.failures { out += "\(failure)\n" }
        return out
    }

    /// `explain --affecting card.horizontal`: the constraints that can move or resize a view on one axis (UIKit's
    /// `constraintsAffectingLayout(for:)`, seed 004's first debugging aid), the ones that pin it marked. Nil when the
    /// scenario is no Auto Layout scenario or has no such view.
    public static func affecting(_ result: ScenarioResult, view: String, horizontal: Bool) -> String? {
        guard let problem = ConstraintScenarioBuilder.problem(result.scenario),
              let indices = AutoLayoutEngine.constraintsAffecting(view, horizontal ? .horizontal : .vertical, in: problem)
        else { return nil }
        let axis = horizontal ? "horizontal" : "vertical"
        var out = "\(result.fileDisplayPath): scenario '\(result.scenario.id)': \(indices.count) constraints affect "
            + "\(view).\(axis) (constraintsAffectingLayout(for: .\(axis)))\n"
        for index in indices where index < result.layout.constraints.count {
            let constraint = result.layout.constraints[index]
            out += "    " + (constraint.isActive && constraint.status != .broken ? "pins  " : "      ") + describe(constraint) + "\n"
        }
        return out
    }

    /// `✓ H:|-(20)-[button]  (file:line:col)`, with the error of an optional constraint not met or a broken one.
    static func describe(_ constraint: ConstraintAnnotation) -> String {
        var line: String
        switch constraint.status {
        case .satisfied: line = "satisfied  "
        case .unsatisfied: line = "not met    "
        case .broken: line = "BROKEN     "
        }
        line += constraint.text
        if constraint.status != .satisfied { line += "  error \(formatNumber(constraint.error))" }
        if let location = constraint.location { line += "  (\(location))" }
        return line
    }

    /// The same as JSON: `{"file": …, "scenarios": [{"id", "caption", "settings", "root": {…,
    /// "children": […]}, "failures": […]}]}`.
    public static func json(_ results: [ScenarioResult], file: String) -> String {
        let scenarios = results.map { result -> JSONValue in
            .object([
                ("id", .string(result.scenario.id)),
                ("caption", .optional(result.scenario.caption)),
                ("settings", FramesJSON.settings(result.layout)),
                ("root", node(result.layout.root, path: "0")),
                ("constraints", .array(result.layout.constraints.map { constraint in
                    .object([
                        ("text", .string(constraint.text)),
                        ("status", .string(constraint.status.rawValue)),
                        ("priority", .number(constraint.priority)),
                        ("error", .number(constraint.error)),
                        ("system", .bool(constraint.isSystem)),
                        ("location", .optional(constraint.location)),
                    ])
                })),
                ("failures", .array(result.failures.map { .string($0.description) })),
            ])
        }
        return JSONValue.object([("file", .string(file)), ("scenarios", .array(scenarios))]).pretty()
    }

    static func node(_ node: PlacedNode, path: String) -> JSONValue {
        .object([
            ("path", .string(path)),
            ("kind", .string(node.kind)),
            ("label", .string(node.label)),
            ("name", .optional(node.name)),
            ("proposal", FramesJSON.proposal(node.placementProposal)),
            ("sizingProposals", .array(node.sizingProposals.map(FramesJSON.proposal))),
            ("size", FramesJSON.size(node.size)),
            ("frame", FramesJSON.rect(node.frame)),
            ("rules", FramesJSON.rules(node)),
            ("warnings", .array(node.warnings.map(JSONValue.string))),
            ("children", .array(node.children.enumerated().map { self.node($1, path: path + "." + String($0)) })),
        ])
    }
}
