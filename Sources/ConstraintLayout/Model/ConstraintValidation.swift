/// Apple's rules for a well-formed constraint (Auto Layout Guide, "Anatomy of a Constraint"), checked before solving
/// so that a bad constraint is an input error with a message, not a strange layout.
public enum ConstraintValidation {
    /// Why `constraint` is invalid, or nil. `views` are the names a constraint may refer to besides `container`.
    /// `guides` are the names among `views` that are layout guides.
    public static func problem(_ constraint: LayoutConstraint, views: Set<String>, guides: Set<String> = []) -> String? {
        for anchor in [constraint.first, constraint.second].compactMap({ $0 }) {
            if let message = itemProblem(anchor, views: views, guides: guides) { return message }
        }
        if constraint.first.isFixed && (constraint.second?.isFixed ?? true) {
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

    /// An item must be a view, a guide, the container, or one of their system guides (UIKit's `layoutMarginsGuide`,
    /// the container's `safeAreaLayoutGuide`); only views have baselines.
    static func itemProblem(_ anchor: LayoutAnchor, views: Set<String>, guides: Set<String>) -> String? {
        let owner = anchor.owner
        if !anchor.isFixed && !views.contains(owner) {
            let known = (views.sorted() + [LayoutAnchor.containerName]).map { "'\($0)'" }.joined(separator: ", ")
            return "unknown view '\(owner)'; the views are \(known)"
        }
        if anchor.item != owner {
            guard let guide = anchor.systemGuide else {
                let name = anchor.item.dropFirst(owner.count + 1)
                return "'\(name)' is not a guide of '\(owner)'; a view has layoutMarginsGuide, the container also safeAreaLayoutGuide"
            }
            if guide == .safeAreaLayoutGuide && !anchor.isFixed {
                return "only the container's safeAreaLayoutGuide is modelled; relate '\(owner)' to container.safeAreaLayoutGuide"
            }
            if guides.contains(owner) { return "a layout guide has no layoutMarginsGuide of its own" }
        }
        if anchor.attribute.isBaseline && (anchor.isFixed || anchor.item != owner || guides.contains(owner)) {
            return anchor.item == LayoutAnchor.containerName ? "the container has no baseline"
                : "'\(anchor.item)' is a guide and has no baseline"
        }
        return nil
    }
}
