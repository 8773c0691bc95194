import Foundation

extension OrderingAtlas {
    /// The axis a family constrains.
    enum Dimension: String, CaseIterable, Sendable {
        case width, height
    }

    /// The frame's child: a Text has an intrinsic length, a Rectangle takes its proposal (nil → 10).
    enum Child: String, CaseIterable, Sendable {
        case text, rectangle
    }

    /// Which of the flexible frame's parameters are set on the constrained axis.
    enum ConstraintSet: String, CaseIterable, Sendable {
        case none, min, max, minMax = "min-max", ideal, contradictory
    }

    /// A value that takes part in an ordering, in canonical (caption) order.
    enum Role: String, CaseIterable, Comparable, Sendable {
        case intrinsic, parent, min, ideal, max

        static func < (a: Role, b: Role) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// The proposal the frame's parent receives on the constrained axis.
    enum ParentKind: CaseIterable, Sendable {
        case finite, zero, unspecified
    }

    /// One atlas file: axis × child × constraint set.
    struct Family: Sendable, Equatable {
        var dimension: Dimension
        var child: Child
        var constraints: ConstraintSet

        static let all: [Family] = Dimension.allCases.flatMap { d in
            Child.allCases.flatMap { c in ConstraintSet.allCases.map { Family(dimension: d, child: c, constraints: $0) } }
        }

        var fileName: String { "\(dimension.rawValue)-\(child.rawValue)-\(constraints.rawValue).yaml" }

        /// The frame's parameters that take part.
        var constraintRoles: [Role] {
            switch constraints {
            case .none: []
            case .min: [.min]
            case .max: [.max]
            case .minMax, .contradictory: [.min, .max]
            case .ideal: [.ideal]
            }
        }

        /// The values ordered for a given parent: the parent only when its proposal is finite and
        /// non-zero (zero is below every value, nil is no value), the intrinsic length only for Text.
        func roles(parent: ParentKind) -> [Role] {
            var roles = constraintRoles
            if child == .text { roles.append(.intrinsic) }
            if parent == .finite { roles.append(.parent) }
            return roles.sorted()
        }

        /// min + max keeps min ≤ max (ties included); the contradictory set needs min > max.
        func admits(_ ordering: WeakOrdering) -> Bool {
            switch constraints {
            case .minMax: ordering.rank(of: .min)! <= ordering.rank(of: .max)!
            case .contradictory: ordering.rank(of: .min)! > ordering.rank(of: .max)!
            default: true
            }
        }

        /// The step between consecutive values: a Text's length is a whole number of characters (10 pt)
        /// or lines (20 pt); 50 and 40 keep every truncated Text answer exactly on a proposal.
        var unit: Double { dimension == .width ? 50 : 40 }
    }
}
