/// Apple's rules for a well-formed constraint (Auto Layout Guide, "Anatomy of a Constraint"), checked before solving
/// so that a bad constraint is an input error with a message, not a strange layout.
public enum ConstraintValidation {
    /// Why `constraint` is invalid, or nil. `views` are the names a constraint may refer to besides `container`.
    public static func problem(_ constraint: LayoutConstraint, views: Set<String>) -> String? {
        for anchor in [constraint.first, constraint.second].compactMap({ $0 }) {
            if !anchor.isContainer && !views.contains(anchor.item) {
                let known = (views.sorted() + [LayoutAnchor.containerName]).map { "'\($0)'" }.joined(separator: ", ")
                return "unknown view '\(anchor.item)'; the views are \(known)"
            }
            if anchor.isContainer && anchor.attribute.isBaseline {
                return "the container has no baseline"
            }
        }
        if constraint.first.isContainer && (constraint.second?.isContainer ?? true) {
            return "a constraint must involve a view, not only the container"
        }
        guard constraint.priority.isValid else { return "priority \(constraint.priority) is outside 1…1000" }
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            return "constants and multipliers must be finite"
        }
        let first = constraint.first.attribute
        guard let secondAnchor = constraint.second else {
            if !first.isSize {
                return "a location attribute (\(first.rawValue)) cannot equal a constant; relate it to another view's \(first.rawValue)"
            }
            return nil
        }
        let second = secondAnchor.attribute
        // Width to height is allowed: that is how an aspect ratio is written (`box.width == 2 * box.height`).
        if first.axis != second.axis && !(first.isSize && second.isSize) {
            return "cannot relate a horizontal attribute to a vertical one (\(first.rawValue) and \(second.rawValue))"
        }
        if first.isSize != second.isSize {
            return "cannot relate a size attribute to a location attribute (\(first.rawValue) and \(second.rawValue))"
        }
        if !first.isSize && constraint.multiplier != 1 {
            return "a location attribute takes no multiplier other than 1"
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "cannot mix leading/trailing with left/right (\(first.rawValue) and \(second.rawValue))"
        }
        let baselinePartners: Set<LayoutAttribute> = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
        if (first.isBaseline && !baselinePartners.contains(second))
            || (second.isBaseline && !baselinePartners.contains(first)) {
            return "a baseline combines only with top, bottom, centerY and baselines"
        }
        return nil
    }
}
