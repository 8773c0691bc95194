import LayoutCore

/// `.containerRelativeFrame(axes, count:span:spacing:alignment:)` and `.containerRelativeFrame(axes,
/// alignment:)`: on each listed axis a frame of a length computed from the nearest container's, Apple's
/// formula (documentation of `containerRelativeFrame(_:count:span:spacing:alignment:)`):
///
///     available = container − spacing × (count − 1);  column = available / count
///     length = column × span + spacing × (span − 1)
///
/// The container is the nearest enclosing ScrollView (its viewport) or else the window, minus its safe
/// area (FrameLab's canvas minus the safe area); other containers Apple lists (List, navigation columns,
/// tabs) are not modelled. On the listed axes it behaves as `.frame(width:height:alignment:)` of those
/// lengths; the other axes pass the proposal through, as a frame without that length does.
struct ContainerRelativeFrame: NodeLayout {
    let horizontal: Bool
    let vertical: Bool
    let count: Int
    let span: Int
    let spacing: Double
    let alignment: Alignment
    /// The nearest enclosing ScrollView's node, or −1 for the window.
    let container: Int32

    static func length(container: Double, count: Int, span: Int, spacing: Double) -> Double {
        let count = Double(max(count, 1)), span = Double(max(span, 1))
        let column = (container - spacing * (count - 1)) / count
        return max(0, column * span + spacing * (span - 1))
    }

    /// The fixed frame this is for the current container size.
    private func frame(in context: LayoutContext) -> (FixedFrame, Size) {
        let container = context.containerSize(of: Int(container))
        let w = horizontal ? Self.length(container: container.width, count: count, span: span, spacing: spacing) : nil
        let h = vertical ? Self.length(container: container.height, count: count, span: span, spacing: spacing) : nil
        return (FixedFrame(width: w, height: h, alignment: alignment), container)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let (fixed, container) = frame(in: context)
        let size = fixed.size(for: p, node: node, in: context, rules: &rules)
        if rules != nil {
            let source = self.container < 0 ? "the window's safe area" : "the enclosing ScrollView's viewport"
            @Sendable func rule(_ axis: Axis, _ listed: Bool, _ other: String) -> String {
                guard listed else { return "containerRelativeFrame, axis not listed: \(other)" }
                let c = num(container[axis])
                let formula = count == 1 && span == 1 ? "the container's \(c)"
                    : "(\(c) − \(num(spacing)) × \(count - 1)) / \(count) × \(span) + \(num(spacing)) × \(span - 1) = \(num(size[axis]))"
                return "containerRelativeFrame: \(formula) (\(source))"
            }
            let base = rules ?? AxisRules(both: "")
            rules = AxisRules(rule(.horizontal, horizontal, base.horizontal.text), rule(.vertical, vertical, base.vertical.text))
        }
        return size
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        self.frame(in: context).0.place(node: node, frame: frame, proposal: proposal, in: context)
    }
}

// What a container-relative frame tells the tree (`LayoutTraits`): the child's spacing, reset on the axes it
// sizes.
extension ContainerRelativeFrame {
    func spacing(_ children: ChildAnswers) -> SpacingPreferences {
        children.firstSpacing.resetting(horizontal: horizontal, vertical: vertical)
    }
}
