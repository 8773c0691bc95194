import ScenarioKit
import ConstraintLayout
import LayoutCore
import ViewLayout

/// Shapes an Auto Layout solution as a `LayoutResult`: the container as the root node, one child per view (with the
/// constraints that pin it as its rule), every constraint as an annotation with a gauge, and Apple-style warnings for
/// conflicts and ambiguity.
///
/// Every question it asks per view or per constraint (which constraints pin a view, a frame by name, a view's
/// ambiguity) is answered from tables made once: a scan of all constraints per view made a 1,000-view chain take
/// seconds to shape.
struct ConstraintResultShaper {
    var scenario: Scenario
    var spec: ConstraintScenario
    var problem: AutoLayoutProblem
    var solution: AutoLayoutSolution
    /// Frames by item name.
    var frames: SolvedFrames
    /// "view axis" → the reports, in order, of the constraints that pin that view on that axis (see `rule`).
    var pinning: [PinnedAxis: [Int]] = [:]
    /// The first view and the first ambiguity of each name, as a scan would find them.
    var viewsByName: [String: LayoutView]
    var ambiguities: [String: Ambiguity]

    struct PinnedAxis: Hashable {
        var item: String
        var isHorizontal: Bool
    }

    init(scenario: Scenario, spec: ConstraintScenario, problem: AutoLayoutProblem, solution: AutoLayoutSolution) {
        self.scenario = scenario
        self.spec = spec
        self.problem = problem
        self.solution = solution
        frames = SolvedFrames(problem: problem, solution: solution)
        viewsByName = Dictionary(problem.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        ambiguities = Dictionary(solution.ambiguities.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        // A constraint pins each view-on-an-axis it touches when it holds with equality and was not broken.
        for (index, report) in solution.reports.enumerated() where report.isActive && report.status != .broken {
            let c = report.constraint
            var keys: [PinnedAxis] = []
            for anchor in [c.first, c.second].compactMap({ $0 }) {
                let key = PinnedAxis(item: anchor.item, isHorizontal: anchor.attribute.axis == .horizontal)
                if !keys.contains(key) { keys.append(key) }
            }
            for key in keys { pinning[key, default: []].append(index) }
        }
    }

    var canvas: Rect { Rect(x: 0, y: 0, width: problem.settings.containerWidth, height: problem.settings.containerHeight) }

    /// The container's safe area (its `safeAreaLayoutGuide`), drawn dashed when it is smaller than the canvas.
    var safeArea: Rect {
        frame(LayoutAnchor.containerName + "." + SystemGuide.safeAreaLayoutGuide.rawValue)
    }

    func layoutResult() -> LayoutResult {
        // One node per view and guide, nested as the hierarchy is: subviews and guides under their superview.
        var nodes: [PlacedNode] = []
        for (view, frame) in zip(problem.views, solution.frames) {
            let rect = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
            var node = PlacedNode(
                kind: view.isGuide ? "guide" : "view", label: label(view), role: view.isGuide ? .layoutGuide : .constraintView,
                name: view.name, frame: rect, placementProposal: ProposedSize(rect.size), size: rect.size,
                horizontalRule: rule(view.name, .horizontal, frame), verticalRule: rule(view.name, .vertical, frame),
                isStackChild: true)
            node.warnings = ambiguityWarning(view.name).map { [$0] } ?? []
            nodes.append(node)
        }
        let index = Dictionary(problem.views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var children: [Int: [Int]] = [:]   // a view's position → its subviews' and guides' positions, in order
        var top: [Int] = []
        for (position, view) in problem.views.enumerated() {
            if let parent = view.superview.flatMap({ index[$0] }) { children[parent, default: []].append(position) } else { top.append(position) }
        }
        func subtree(_ position: Int) -> PlacedNode {
            var node = nodes[position]
            node.children = (children[position] ?? []).map(subtree)
            return node
        }
        let root = PlacedNode(
            kind: "container", label: "container", role: .container, name: nil, frame: canvas,
            placementProposal: ProposedSize(canvas.size), size: canvas.size,
            horizontalRule: AxisRule("the superview: its frame is the canvas, width \(formatNumber(canvas.width))"),
            verticalRule: AxisRule("the superview: its frame is the canvas, height \(formatNumber(canvas.height))"),
            children: top.map(subtree))
        let warnings = conflictWarnings() + problem.views.compactMap { ambiguityWarning($0.name) }
        return LayoutResult(canvas: canvas.size, safeArea: safeArea, layoutDirection: scenario.settings.layoutDirection,
                            displayScale: scenario.settings.displayScale, root: root, warnings: warnings,
                            constraints: annotations())
    }

    func label(_ view: LayoutView) -> String {
        if view.isGuide { return "\(view.name) (layout guide)" }
        if let stack = view.stack {
            return "\(view.name) (UIStackView \(stack.axis.rawValue), \(stack.distribution.rawValue), \(stack.alignment.rawValue))"
        }
        if view.isHidden { return "\(view.name) (hidden)" }
        switch (view.intrinsicWidth, view.intrinsicHeight) {
        case let (w?, h?): return "\(view.name) (intrinsic \(formatNumber(w))×\(formatNumber(h)))"
        case let (w?, nil): return "\(view.name) (intrinsic width \(formatNumber(w)))"
        case let (nil, h?): return "\(view.name) (intrinsic height \(formatNumber(h)))"
        case (nil, nil): return view.name
        }
    }

    /// `x 112, width 100: <the constraints that hold with equality on this axis>`.
    func rule(_ name: String, _ axis: Axis, _ frame: SolvedFrame) -> AxisRule {
        let horizontal = axis == .horizontal
        let values = horizontal
            ? "x \(formatNumber(frame.x)), width \(formatNumber(frame.width))"
            : "y \(formatNumber(frame.y)), height \(formatNumber(frame.height))"
        let pinning = self.pinning[PinnedAxis(item: name, isHorizontal: horizontal)] ?? []
        if pinning.isEmpty { return AxisRule("\(values): no constraint pins it") }
        return AxisRule("\(values): " + pinning.map { solution.reports[$0].constraint.source.text }.joined(separator: "; "))
    }

    /// Apple's "ambiguous layout", with seed 004's second debugging aid: for each free attribute, a constraint that
    /// would pin it where this solution put it (relative to the view's superview).
    func ambiguityWarning(_ name: String) -> String? {
        guard let ambiguity = ambiguities[name], let view = viewsByName[name] else { return nil }
        let superview = view.superview ?? LayoutAnchor.containerName
        let f = frame(name), s = frame(superview)
        let rtl = problem.settings.direction == .rightToLeft
        let pins = ambiguity.attributes.map { attribute -> String in
            switch attribute {
            case "x": return "\(name).leading == \(superview).leading + \(formatNumber(rtl ? s.maxX - f.maxX : f.minX - s.minX))"
            case "y": return "\(name).top == \(superview).top + \(formatNumber(f.minY - s.minY))"
            case "width":
                return "\(name).width == \(formatNumber(f.width))"
                    + (view.intrinsicWidth == nil ? "" : " (or a horizontal hugging priority unlike its neighbours')")
            default:
                return "\(name).height == \(formatNumber(f.height))"
                    + (view.intrinsicHeight == nil ? "" : " (or a vertical hugging priority unlike its neighbours')")
            }
        }
        return "Ambiguous layout: \(name).\(ambiguity.attributes.joined(separator: ", \(name).")) "
            + "not determined by the constraints (another layout satisfies them equally well); "
            + "these would pin \(pins.count == 1 ? "it" : "them") where this layout puts \(name): " + pins.joined(separator: "; ")
    }

    /// Apple's log, with names and source lines instead of addresses.
    func conflictWarnings() -> [String] {
        solution.conflicts.map { conflict in
            let quoted = conflict.constraints.map { quote(solution.reports[$0].constraint) }.joined(separator: "; ")
            return "Unable to simultaneously satisfy constraints: \(quoted). Will attempt to recover by breaking "
                + quote(solution.reports[conflict.broken].constraint) + "."
        }
    }

    func quote(_ constraint: LayoutConstraint) -> String {
        guard let place = place(constraint) else { return "\"\(constraint.source.text)\"" }
        return "\"\(constraint.source.text)\" (\(place))"
    }

    func place(_ constraint: LayoutConstraint) -> String? {
        guard constraint.source.line > 0 else { return nil }
        let at = ConstraintScenarioBuilder.location(spec, line: constraint.source.line, column: constraint.source.column)
        return "\(at.file):\(at.line):\(at.column)"
    }

    /// Every constraint's annotation. A view's size gauges on one axis are drawn one beside the other (the
    /// `k`th is `k` rows further out), so that `width >= 100` and `width <= 50` do not print over each other.
    func annotations() -> [ConstraintAnnotation] {
        var sizeGauges: [String: Int] = [:]   // "view axis" → size gauges drawn so far
        return solution.reports.map { report in
            var row = 0
            let c = report.constraint
            if c.first.attribute.isSize && !c.origin.isSystem {
                let key = "\(c.first.item) \(c.first.attribute.axis)"
                row = sizeGauges[key, default: 0]
                sizeGauges[key] = row + 1
            }
            return annotation(report, sizeGaugeRow: row)
        }
    }

    func annotation(_ report: ConstraintReport, sizeGaugeRow: Int = 0) -> ConstraintAnnotation {
        let status: ConstraintAnnotation.Status
        switch report.status {
        case .satisfied: status = .satisfied
        case .unsatisfied: status = .unsatisfied
        case .broken: status = .broken
        }
        let c = report.constraint
        return ConstraintAnnotation(text: c.source.text, location: place(c), priority: c.priority.value, status: status,
                                    error: report.error, isSystem: c.origin.isSystem, isActive: report.isActive,
                                    gauge: c.origin.isSystem ? nil : gauge(c, sizeGaugeRow: sizeGaugeRow))
    }

    // MARK: gauges

    /// A view's, guide's, system guide's or the container's frame.
    func frame(_ item: String) -> Rect {
        let f = frames.frame(of: item)
        return Rect(x: f.x, y: f.y, width: f.width, height: f.height)
    }

    /// An attribute's coordinate in the solved layout (leading and trailing resolved for the direction).
    func coordinate(_ anchor: LayoutAnchor) -> Double {
        let r = frame(anchor.item)
        let rtl = problem.settings.direction == .rightToLeft
        switch anchor.attribute {
        case .left: return r.minX
        case .right: return r.maxX
        case .leading: return rtl ? r.maxX : r.minX
        case .trailing: return rtl ? r.minX : r.maxX
        case .centerX: return r.midX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .centerY: return r.midY
        case .width: return r.width
        case .height: return r.height
        case .firstBaseline, .lastBaseline: return r.maxY
        }
    }

    func relationPrefix(_ relation: Relation) -> String {
        switch relation {
        case .equal: return ""
        case .lessThanOrEqual: return "≤ "
        case .greaterThanOrEqual: return "≥ "
        }
    }

    /// Interface Builder's I-beams: a spacing between two edges, labelled with its constant, or a size across a view.
    func gauge(_ c: LayoutConstraint, sizeGaugeRow: Int = 0) -> ConstraintAnnotation.Gauge? {
        let axis: Axis = c.first.attribute.axis == .horizontal ? .horizontal : .vertical
        if c.first.attribute.isSize {
            guard !c.first.isFixed else { return nil }
            let r = frame(c.first.item)
            var label = relationPrefix(c.relation)
            if let second = c.second {
                label += (c.multiplier != 1 ? "\(formatNumber(c.multiplier)) × " : "") + second.description
                if c.constant != 0 { label += (c.constant > 0 ? " + " : " − ") + formatNumber(abs(c.constant)) }
            } else {
                label += formatNumber(c.constant)
            }
            let out = Double(sizeGaugeRow) * 14
            if axis == .horizontal {
                // 12 below the view: the label, drawn above its line, then clears the view's bottom edge.
                return .init(axis: .horizontal, from: r.minX, to: r.maxX, cross: r.maxY + 12 + out, label: label)
            }
            return .init(axis: .vertical, from: r.minY, to: r.maxY, cross: r.maxX + 8 + 3 * out, label: label)
        }
        guard let second = c.second, !c.first.attribute.isBaseline, !second.attribute.isBaseline else { return nil }
        let from = coordinate(second), to = coordinate(c.first)
        guard abs(to - from) > 0.5 else { return nil }
        let a = frame(c.first.item), b = second.isFixed ? a : frame(second.item)
        let cross: Double
        if axis == .horizontal {
            let low = max(a.minY, b.minY), high = min(a.maxY, b.maxY)
            cross = low < high ? (low + high) / 2 : a.midY
        } else {
            let low = max(a.minX, b.minX), high = min(a.maxX, b.maxX)
            cross = low < high ? (low + high) / 2 : a.midX
        }
        let label = relationPrefix(c.relation) + formatNumber(abs(c.constant))
        return .init(axis: axis, from: min(from, to), to: max(from, to), cross: cross, label: label)
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
