import Foundation

extension OrderingAtlas {
    /// The flexible frame's parameters on the constrained axis (normalisation leaves all of these as written).
    enum FrameConstraints: Sendable, Equatable {
        case none
        case min(Double)
        case max(Double)
        case minMax(Double, Double)          // min ≤ max
        case ideal(Double)
        case contradictory(Double, Double)   // min > max, kept because ideal is nil (reference §2.1)
    }

    /// The frame's child on the constrained axis (reference §5).
    enum ChildModel: Sendable, Equatable {
        /// Takes the proposal; nil → 10.
        case rectangle
        /// Monospaced Text of `intrinsic` points, made of `step`-point units (characters with
        /// lineLimit(1) on the width axis, lines on the height axis). On the width axis a proposal
        /// narrower than one character is the answer (observed: MetalUI T3/T4); a height keeps one line.
        case text(intrinsic: Double, step: Double, clampsBelowOneUnit: Bool)

        /// The child's answer to a proposal on the axis.
        func answer(_ proposal: Double?) -> Double {
            switch self {
            case .rectangle:
                return proposal ?? 10
            case let .text(intrinsic, step, clamps):
                // nil or enough room: the whole text. Less: the units that fit, the last one ending
                // with "…" — at least one unit; below one unit, the proposal on the width axis.
                guard let p = proposal, p < intrinsic else { return intrinsic }
                if clamps && p < step { return Swift.max(p, 0) }
                return Swift.max(1, (p / step).rounded(.down)) * step
            }
        }
    }

    /// The reference's rules written out as closed forms, independently of the layout engine.
    enum Expectation {
        /// §2.3: the flexible frame's length for a proposal `p` (nil = unspecified).
        static func frameLength(of child: ChildModel, in frame: FrameConstraints, proposal p: Double?) -> Double {
            switch frame {
            case .none:
                // No frame at all: the child's own answer.
                return child.answer(p)
            case let .ideal(ideal):
                // ideal replaces only a nil proposal; otherwise the child's answer to p.
                guard let p else { return ideal }
                return child.answer(p)
            case let .min(mn):
                // nil: max(c, min); else max(min, min(p, c)) with c the child's answer to max(p, min).
                guard let p else { return Swift.max(child.answer(nil), mn) }
                return Swift.max(mn, Swift.min(p, child.answer(Swift.max(p, mn))))
            case let .max(mx):
                // nil: min(c, max); else min(max, max(p, c)) with c the child's answer to min(p, max).
                guard let p else { return Swift.min(child.answer(nil), mx) }
                return Swift.min(mx, Swift.max(p, child.answer(Swift.min(p, mx))))
            case let .minMax(mn, mx):
                // nil: clamp(c, min, max); else clamp(p, min, max) and the child is ignored.
                return clamp(p ?? child.answer(nil), mn, mx)
            case let .contradictory(mn, _):
                // min wins, whatever the proposal and the child (observed on real SwiftUI, reference §11.2).
                return mn
            }
        }

        /// The subject's placed length. A finite (or zero) parent proposes the same length at sizing
        /// and at placement. A nil parent is a stack under `fixedSize`: at placement the stack proposes
        /// its own minor length (§4.6) — the subject's length from the sizing pass — and the subject
        /// is measured again with it, so the final length is the frame's answer to that.
        static func placedLength(of child: ChildModel, in frame: FrameConstraints, parent: Double?) -> Double {
            guard parent == nil else { return frameLength(of: child, in: frame, proposal: parent) }
            let sized = frameLength(of: child, in: frame, proposal: nil)
            return frameLength(of: child, in: frame, proposal: sized)
        }

        static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(lo, x), hi) }
    }
}
