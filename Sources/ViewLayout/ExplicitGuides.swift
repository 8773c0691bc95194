import LayoutCore

/// Alignment guides with explicit values (OpenSwiftUI `ViewDimensions`, `explicitAlignment`): a Text's baselines,
/// an `.alignmentGuide`'s closure, passed up by single-child layouts (shifted by where they put the child) and
/// combined by containers — `firstTextBaseline` the topmost, `lastTextBaseline` the bottommost of the children
/// that have one (observed on real SwiftUI: MetalUI `swiftui-text-semantics.swift` B1, B2, O1). A container's
/// frame guides (leading, centre, …) are never explicit: those stop at the first container. Everything else
/// answers a guide's default, a fraction of its length.
extension LayoutContext {
    /// `node`'s value for `key`, from its top-left corner, when it is placed with `proposal` at `size`.
    func guide(_ node: Int, _ key: AlignmentKey, proposal: ProposedSize, size: Size) -> Double {
        explicitGuide(node, key, proposal: proposal, size: size) ?? key.defaultValue(size)
    }

    /// Where `child`, placed with `proposal` at `size`, goes in a box of `box` aligned by `alignment`: the box's
    /// guides (`boxGuides`, or their defaults) less the child's, per axis (OpenSwiftUI `FrameLayout` places
    /// by `alignment.defaultValue(in: frame) − child[alignment]`; an overlay by the primary's guides).
    func alignedOrigin(of child: Int, proposal: ProposedSize, size: Size, in box: Size, alignment: Alignment,
                       boxGuides: Point? = nil) -> Point {
        let h = AlignmentKey.horizontal(alignment.horizontal), v = AlignmentKey.vertical(alignment.vertical)
        let keys = nodes[child].guideKeys
        let childGuide = Point(x: keys & h.bit == 0 ? h.defaultValue(size) : guide(child, h, proposal: proposal, size: size),
                               y: keys & v.bit == 0 ? v.defaultValue(size) : guide(child, v, proposal: proposal, size: size))
        let target = boxGuides ?? Point(x: h.defaultValue(box), y: v.defaultValue(box))
        return Point(x: target.x - childGuide.x, y: target.y - childGuide.y)
    }

    /// Places `child` of a node whose frame is `frame` as frames and overlays place their content: proposed
    /// `proposal`, at its answer to it, and aligned in the frame by `alignment` (`alignedOrigin`).
    func placeAligned(_ child: Int, in frame: Rect, proposal: ProposedSize, alignment: Alignment, boxGuides: Point? = nil) {
        let childSize = size(child, proposal)
        let origin = alignedOrigin(of: child, proposal: proposal, size: childSize, in: frame.size, alignment: alignment,
                                   boxGuides: boxGuides)
        place(child: child, in: frame, at: origin, proposal: proposal, knownSize: childSize)
    }

    /// The explicit value, nil when nothing in `node`'s subtree gives one for `key`. It is read off a trial
    /// placement of the subtree at the origin, after which the subtree's placements are put back as they were.
    /// Each value is computed once per node, key, proposal and size: a trial placement places the subtree,
    /// whose own stacks ask their children again, so without the memo nested baseline stacks would cost
    /// twice as much per level.
    func explicitGuide(_ node: Int, _ key: AlignmentKey, proposal: ProposedSize, size: Size) -> Double? {
        guard nodes[node].guideKeys & key.bit != 0 else { return nil }
        let memoKey = GuideMemoKey(node: node, key: key.bit, proposal: proposal, size: size)
        if let known = guideMemo[memoKey] { return known }
        let value = withTrialPlacement(of: node) {
            place(node, at: .zero, proposal: proposal, knownSize: size)
            return placedExplicit(node, key)
        }
        guideMemo[memoKey] = .some(value)
        return value
    }

    /// A placed node's guide for `key` in canvas coordinates: its explicit value, or its default one.
    func placedGuide(_ node: Int, _ key: AlignmentKey) -> Double {
        guard let frame = placed(node)?.frame else { return 0 }
        return placedExplicit(node, key) ?? frame.origin[key.axis] + key.defaultValue(frame.size)
    }

    /// The explicit value of a placed node for `key`, in canvas coordinates.
    func placedExplicit(_ node: Int, _ key: AlignmentKey) -> Double? {
        guard nodes[node].guideKeys & key.bit != 0, let placed = placed(node), placed.isShown else { return nil }
        let frame = placed.frame
        switch nodes[node].layout {
        case .text(let text):
            // FrameLab's text model: the first baseline is the ascender below the top, on the pixel grid; each
            // further line adds a line height (B1: 13 pt, 16-pt lines, baselines 13 and 29).
            guard case .vertical(let v) = key, v == .firstTextBaseline || v == .lastTextBaseline else { return nil }
            let baselines = text.baselines(self), scale = settings.displayScale
            let first = scale > 0 ? (baselines.ascender * scale).rounded() / scale : baselines.ascender
            let lines = v == .firstTextBaseline ? 1 : max(text.lineCount(placed.proposal, in: self), 1)
            return frame.minY + Double(lines - 1) * baselines.pitch + first
        case .alignmentGuide(let layout) where layout.key == key:
            guard let child = content(node), let childFrame = self.placed(child)?.frame else { return nil }
            let value = tree.guideExpressions[layout.expression].value(size: childFrame.size) { k in
                placedGuide(child, k) - childFrame.origin[k.axis]
            }
            return frame.origin[key.axis] + value
        case .offset(let offset):
            // An offset moves the drawing, not the guides (observed: X3, `.offset(y: 7)` keeps the baseline).
            return content(node).flatMap { placedExplicit($0, key) }.map { $0 - (key.axis == .horizontal ? offset.x : offset.y) }
        case .stack, .zStack, .grid, .gridRow, .lazyGrid, .viewThatFits:
            var combined: Double?
            for child in tree.children(of: node) {
                guard let value = placedExplicit(child, key) else { continue }
                combined = key == .vertical(.lastTextBaseline) ? max(combined ?? value, value) : min(combined ?? value, value)
            }
            return combined
        default:
            return content(node).flatMap { placedExplicit($0, key) }
        }
    }
}

/// What an explicit guide value depends on.
struct GuideMemoKey: Hashable {
    var node: Int
    var key: UInt16
    var proposal: ProposedSize
    var size: Size
}
