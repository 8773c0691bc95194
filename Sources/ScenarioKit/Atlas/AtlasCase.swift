import Foundation

extension OrderingAtlas {
    /// One scenario of the atlas: a family, the kind of parent proposal and a weak ordering, realised
    /// with concrete numbers (the k-th smallest group is worth k × unit).
    struct Case: Sendable {
        var family: Family
        var parent: ParentKind
        var ordering: WeakOrdering

        /// The concrete value of every role that takes part.
        var values: [Role: Double] {
            var values: [Role: Double] = [:]
            for (index, group) in ordering.groups.enumerated() {
                for role in group { values[role] = family.unit * Double(index + 1) }
            }
            return values
        }

        /// The parent's proposal on the constrained axis: nil when unspecified.
        var parentProposal: Double? {
            switch parent {
            case .finite: values[.parent]
            case .zero: 0
            case .unspecified: nil
            }
        }

        /// The frame's constraints, as written in the scenario.
        var frame: FrameConstraints {
            let v = values
            switch family.constraints {
            case .none: return .none
            case .min: return .min(v[.min]!)
            case .max: return .max(v[.max]!)
            case .minMax: return .minMax(v[.min]!, v[.max]!)
            case .ideal: return .ideal(v[.ideal]!)
            case .contradictory: return .contradictory(v[.min]!, v[.max]!)
            }
        }

        /// The child's model: a Text of the intrinsic length, or a Rectangle.
        var model: ChildModel {
            switch family.child {
            case .rectangle: .rectangle
            case .text: .text(intrinsic: values[.intrinsic]!, step: family.dimension == .width ? 10 : 20,
                              clampsBelowOneUnit: family.dimension == .width)
            }
        }

        /// The subject's final length on the constrained axis, from first principles.
        var expected: Double { Expectation.placedLength(of: model, in: frame, parent: parentProposal) }
    }
}
