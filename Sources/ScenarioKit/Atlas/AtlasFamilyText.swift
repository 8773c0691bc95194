import Foundation

extension OrderingAtlas {
    /// Each family's title and one-sentence summary.
    enum FamilyText {
        static func title(_ family: Family) -> String {
            let axis = family.dimension.rawValue
            let child = family.child == .text ? "Text" : "Rectangle"
            let a = axis.prefix(1).uppercased() + axis.dropFirst()
            let frame: String
            switch family.constraints {
            case .none: return "Orderings, \(axis): \(child) without a frame"
            case .min: frame = "frame(min\(a):)"
            case .max: frame = "frame(max\(a):)"
            case .minMax: frame = "frame(min\(a):max\(a):)"
            case .ideal: frame = "frame(ideal\(a):)"
            case .contradictory: frame = "frame(min\(a):max\(a):) with min > max"
            }
            return "Orderings, \(axis): \(child) in \(frame)"
        }

        static func summary(_ family: Family) -> String {
            let axis = family.dimension.rawValue
            let text = family.child == .text
            let c = text ? "the Text's answer" : "the Rectangle's answer"
            switch family.constraints {
            case .none:
                return text
                    ? "Without a frame a Text takes its intrinsic \(axis) when the parent offers at least that, and truncates to the proposal otherwise (one \(family.dimension == .width ? "“…”" : "line") at a proposal of 0)."
                    : "Without a frame a Rectangle takes whatever \(axis) it is proposed, and 10 when the proposal is nil."
            case .min:
                return "With min only the frame is max(min, min(parent, c)), c being \(c) to max(parent, min), and max(c, min) for a nil parent: min is a floor, \(text ? "the intrinsic \(axis) and " : "")the parent decide above it."
            case .max:
                return "With max only the frame is min(max, max(parent, c)), c being \(c) to min(parent, max), and min(c, max) for a nil parent: a smaller child is stretched to the proposal, never beyond max."
            case .minMax:
                return "With min and max a proposal, 0 included, is clamped into [min, max] and the child is ignored; a nil parent clamps the child's ideal \(axis) instead."
            case .ideal:
                return text
                    ? "An ideal \(axis) replaces only a nil proposal; a finite or zero one goes to the Text, whose answer the frame takes — and in a fixedSize stack the placement pass re-proposes the ideal, so a Text shorter than it ends at its intrinsic \(axis)."
                    : "An ideal \(axis) replaces only a nil proposal; a finite or zero one goes to the Rectangle, whose answer the frame takes."
            case .contradictory:
                return "min > max survives normalisation when ideal is nil: the child is proposed max whatever the parent offers and the frame takes its answer, and a nil parent gets the child's ideal at sizing but \(text ? "max, if smaller, at placement" : "max at placement (the stack re-proposes 10)")."
            }
        }
    }
}
