import LayoutCore

/// The sentences of Apple's documentation of `frame(minWidth:idealWidth:maxWidth:…)`, quoted, and which
/// deciding rule (by the prefix of `AxisRule.text`) each one describes.
enum AppleDocumentation {
    static let bothConstraints = "If both constraints are specified in a dimension, the frame unconditionally adopts the size proposed for it, clamped to the constraints."
    static let oneConstraint = "Otherwise, the size of the frame in either dimension is: If a minimum constraint is specified and the size proposed for the frame by the parent is less than the size of this view, the proposed size, clamped to that minimum. If a maximum constraint is specified and the size proposed for the frame by the parent is greater than the size of this view, the proposed size, clamped to that maximum. Otherwise, the size of this view."
    static let unconstrained = "If no minimum or maximum constraint is specified in a given dimension, the frame adopts the sizing behavior of its child in that dimension."
    static let proposalToChild = "The size proposed to this view is the size proposed to the frame, limited by any constraints specified, and with any ideal dimensions specified replacing any corresponding unspecified dimensions in the proposal."

    enum Kind { case both, minOnly, maxOnly, unconstrained, ideal, contradictory }

    static func kind(of rule: String) -> Kind? {
        if rule.hasPrefix("flexible frame: proposal nil") || rule.hasPrefix("flexible frame: ideal") { return .ideal }
        if rule.hasPrefix("flexible frame, min and max") { return .both }
        if rule.hasPrefix("flexible frame, min only") { return .minOnly }
        if rule.hasPrefix("flexible frame, max only") { return .maxOnly }
        if rule.hasPrefix("flexible frame, unconstrained axis") { return .unconstrained }
        if rule.hasPrefix("flexible frame, contradictory") { return .contradictory }
        return nil
    }

    static func sentence(for kind: Kind) -> String? {
        switch kind {
        case .both: return bothConstraints
        case .minOnly, .maxOnly: return oneConstraint
        case .unconstrained: return unconstrained
        case .ideal: return proposalToChild
        case .contradictory: return nil
        }
    }
}

/// One axis of one named node: the deciding rule in words, the documentation sentence it corresponds
/// to, and a note where the documentation and SwiftUI disagree.
struct RuleExplanation {
    var node: String
    var axis: String
    var rule: String
    var sentence: String?
    var note: String?

    static func explain(_ node: PlacedNode, name: String, axis: Axis) -> RuleExplanation {
        let rule = node.rule(axis).text
        let axisName = axis == .horizontal ? "width" : "height"
        guard let kind = AppleDocumentation.kind(of: rule) else {
            return RuleExplanation(node: name, axis: axisName, rule: rule, sentence: nil, note: nil)
        }
        return RuleExplanation(node: name, axis: axisName, rule: rule, sentence: AppleDocumentation.sentence(for: kind),
                               note: note(kind, node: node, axis: axis, axisName: axisName))
    }

    /// Apple's one-constraint sentence ends in "Otherwise, the size of this view"; SwiftUI clamps that
    /// size too (min only: max(min(p, s), min); max only: min(max(p, s), max)). Computed from the numbers.
    private static func note(_ kind: AppleDocumentation.Kind, node: PlacedNode, axis: Axis, axisName: String) -> String? {
        let result = node.size[axis]
        let child = node.children.first?.size[axis]
        let p = node.placementProposal[axis]
        switch kind {
        case .minOnly, .maxOnly:
            let isMin = kind == .minOnly
            guard let s = child else { return nil }
            let bound = number(after: isMin ? "min " : "max ", in: node.rule(axis).text)
            var documented: Double? = nil
            if let bound {
                if isMin { documented = (p.map { $0 < s } ?? false) ? Swift.max(p!, bound) : s }
                else { documented = (p.map { $0 > s } ?? false) ? Swift.min(p!, bound) : s }
            }
            if let documented, abs(documented - result) > 0.005 {
                let why = isMin
                    ? "the view (\(formatNumber(s))) is smaller than the minimum \(formatNumber(bound!)) and the proposal (\(formatProposal(p))) is not less than the view"
                    : "the view (\(formatNumber(s))) is larger than the maximum \(formatNumber(bound!)) and the proposal (\(formatProposal(p))) is not greater than the view"
                return "The documentation and SwiftUI disagree here: read literally, the sentence gives “the size of this view”, \(formatNumber(documented)), because \(why); SwiftUI clamps that size to the \(isMin ? "minimum" : "maximum") and the frame's \(axisName) is \(formatNumber(result))."
            }
            if documented == nil, abs(s - result) > 0.005 {
                return "The frame's \(axisName) (\(formatNumber(result))) differs from the child's (\(formatNumber(s))): SwiftUI clamped the child's size to the \(isMin ? "minimum" : "maximum")."
            }
            return nil
        case .contradictory:
            return "The documentation does not say what happens when the minimum is greater than the maximum; SwiftUI's answer here is \(formatNumber(result))."
        default:
            return nil
        }
    }

    /// The number after the last occurrence of `prefix` followed by a digit, e.g. "min 100" → 100.
    static func number(after prefix: String, in text: String) -> Double? {
        var found: Double? = nil
        var rest = Substring(text)
        while let range = rest.range(of: prefix) {
            let tail = rest[range.upperBound...]
            let digits = tail.prefix { $0.isNumber || $0 == "." || $0 == "-" }
            if let v = Double(digits), !digits.isEmpty { found = v }
            else if tail.hasPrefix("∞") { found = .infinity }
            rest = tail
        }
        return found
    }
}
