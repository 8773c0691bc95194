import LayoutCore

/// `VStack` and `HStack`: one algorithm with the axes swapped (reference §4). *Major* is the stacking
/// axis, *minor* the other.
struct StackLayout: NodeLayout {
    let axis: Axis
    /// The minor-axis alignment guide as a fraction of a child's length (leading/top 0, centre ½, trailing/bottom 1):
    /// its default value.
    let minorFraction: Double
    /// The minor-axis alignment: the guide every child is asked for.
    let minorKey: AlignmentKey
    /// `spacing:` as written; nil for the default spacing between each pair of children (reference §4.1).
    let explicitSpacing: Double?
    /// Whether `spacing:` was given (the trace says "default" otherwise).
    var hasExplicitSpacing: Bool { explicitSpacing != nil }
    /// `LazyVStack`/`LazyHStack`: the stack takes a finite minor proposal whole instead of its children's
    /// extent, and aligns them in it. Only skip-ui's port of SwiftUI ("match iOS") says so; no measurement.
    var fillsMinorAxis = false

    /// One child's proposal and answer in a run of the algorithm.
    struct Slot {
        var proposal: ProposedSize
        var size: Size
    }

    /// What the fitting order needs of one child.
    private struct Candidate {
        var index: Int
        var priority: Double
        var minimum: Double
        var flexibility: Double

        /// Priority descending, then least flexible first; among infinitely flexible children the larger
        /// minimum goes first; ties keep declaration order. A total order, so any sort gives the same result.
        func fitsBefore(_ other: Candidate) -> Bool {
            if priority != other.priority { return priority > other.priority }
            if flexibility != other.flexibility { return flexibility < other.flexibility }
            let a = flexibility == .infinity ? -minimum : 0
            let b = other.flexibility == .infinity ? -other.minimum : 0
            if a != b { return a < b }
            return index < other.index
        }
    }

    /// §4.2/§4.3: fills `slots` with the size each child takes for the stack proposal `p`, in declaration order.
    func sizeChildren(_ p: ProposedSize, node: Int, in context: LayoutContext, into slots: UnsafeMutableBufferPointer<Slot>) {
        let n = slots.count
        let minor = p[axis.other]
        guard let major = p[axis] else {
            // §4.3: a nil major proposal asks every child for its ideal length; no priorities.
            let q = ProposedSize(axis: axis, major: nil, minor: minor)
            for i in 0..<n { slots[i] = Slot(proposal: q, size: context.size(context.child(node, i), q)) }
            return
        }
        withUnsafeTemporaryAllocation(of: Candidate.self, capacity: max(n, 1)) { buffer in
            var order = UnsafeMutableBufferPointer(rebasing: buffer[0..<n])
            var spacing = 0.0
            for i in 0..<n {
                let child = context.child(node, i)
                let lo = context.length(child, ProposedSize(axis: axis, major: 0, minor: minor), along: axis)
                let hi = context.length(child, ProposedSize(axis: axis, major: .infinity, minor: minor), along: axis)
                let d = hi - lo
                // ∞ − ∞: both ends infinite, no room to flex.
                order.initializeElement(at: i, to: Candidate(index: i, priority: context.priority(child), minimum: lo,
                                                             flexibility: d.isNaN ? 0 : d))
                if i > 0 { spacing += context.nodes[child].spacingBefore }
            }
            order.sort { $0.fitsBefore($1) }
            var available = major - spacing
            var start = 0
            var isFirstGroup = true
            while start < n {
                let priority = order[start].priority
                var end = start
                while end < n && order[end].priority == priority { end += 1 }
                if isFirstGroup {
                    // Reserve the minimum of every child in a lower-priority group.
                    var reserved = 0.0
                    for k in end..<n { reserved += order[k].minimum }
                    available -= reserved
                    isFirstGroup = false
                } else {
                    // Give back this group's reserved minimum.
                    var returned = 0.0
                    for k in start..<end { returned += order[k].minimum }
                    available += returned
                }
                var remaining = Double(end - start)
                for k in start..<end {
                    let i = order[k].index
                    let q = ProposedSize(axis: axis, major: max(available / remaining, 0), minor: minor)
                    let s = context.size(context.child(node, i), q)
                    slots[i] = Slot(proposal: q, size: s)
                    let next = available - s[axis]
                    if !next.isNaN { available = next }   // ∞ − ∞ leaves the budget as it was
                    remaining -= 1
                }
                start = end
            }
        }
    }

    /// §4.4: the stack's size, and each child's origin relative to the stack's top-left corner written to
    /// `origins` (when given) in declaration order. Across the axis each child's alignment guide lies on one
    /// line and the stack spans the aligned children (and that line: the range starts as 0…0).
    func arrange(_ slots: UnsafeMutableBufferPointer<Slot>, node: Int, in context: LayoutContext,
                 origins: UnsafeMutableBufferPointer<Point>? = nil) -> Size {
        var lower = 0.0, upper = 0.0
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(slots.count, 1)) { guides in
            for (i, s) in slots.enumerated() {
                let child = context.child(node, i)
                // A child with no explicit value for the guide answers a fraction of its length; only one with
                // (a Text's baseline, an alignmentGuide) is asked.
                let g = context.nodes[child].guideKeys & minorKey.bit == 0 ? minorFraction * s.size[axis.other]
                    : context.guide(child, minorKey, proposal: s.proposal, size: s.size)
                guides[i] = g
                lower = min(lower, -g)
                upper = max(upper, -g + s.size[axis.other])
            }
            guard let origins else { return }
            var running = 0.0
            for (i, s) in slots.enumerated() {
                let majorOrigin = running + (i == 0 ? 0 : context.nodes[context.child(node, i)].spacingBefore)
                running = majorOrigin + s.size[axis]
                let minorOrigin = -guides[i] - lower
                origins[i] = axis == .horizontal ? Point(x: majorOrigin, y: minorOrigin) : Point(x: minorOrigin, y: majorOrigin)
            }
        }
        var major = 0.0
        for (i, s) in slots.enumerated() { major += s.size[axis] + (i == 0 ? 0 : context.nodes[context.child(node, i)].spacingBefore) }
        return axis == .horizontal ? Size(width: major, height: upper - lower) : Size(width: upper - lower, height: major)
    }

    /// The children's slots for the stack proposal `p`, from the stack's latest run when it was for `p`.
    func slots(for p: ProposedSize, node: Int, in context: LayoutContext) -> UnsafeMutableBufferPointer<Slot> {
        let slots = context.stackSlots.slots(of: node)
        if !context.stackSlots.holds(node, p) {
            sizeChildren(p, node: node, in: context, into: slots)
            context.stackSlots.setHeld(node, p)
        }
        return slots
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let slots = slots(for: p, node: node, in: context)
        let extent = arrange(slots, node: node, in: context)
        var size = extent
        if fillsMinorAxis, let minor = p[axis.other], minor.isFinite { size[axis.other] = minor }
        if rules != nil { rules = explain(p, size, extent, slots, node: node, in: context) }
        return size
    }

    private func explain(_ p: ProposedSize, _ size: Size, _ extent: Size, _ slots: UnsafeMutableBufferPointer<Slot>,
                         node: Int, in context: LayoutContext) -> AxisRules {
        let name = (fillsMinorAxis ? "Lazy" : "") + (axis == .vertical ? "VStack" : "HStack")
        // The slots are the stack's scratch space, so the deferred words keep their own copy of the lengths.
        let lengths = slots.map { $0.size[axis] }
        let spacings = (1..<max(slots.count, 1)).map { context.nodes[context.child(node, $0)].spacingBefore }
        @Sendable func major() -> String {
            let sizes = lengths.map(num).joined(separator: " + ")
            let spacing = spacings.map(num).joined(separator: " + ")
            var text = "\(name): Σ children (\(sizes.isEmpty ? "0" : sizes))"
            if !spacing.isEmpty {
                text += " + Σ spacing (\(spacing)\(hasExplicitSpacing ? "" : ", default"))"
            }
            text += " = \(num(size[axis]))"
            if let m = p[axis], size[axis] > m + 0.001 { text += ", overflows the proposal \(num(m))" }
            return text
        }
        @Sendable func minor() -> String {
            size[axis.other] != extent[axis.other]
                ? "\(name): the whole proposal \(num(size[axis.other])) across its axis (the aligned children span \(num(extent[axis.other])))"
                : "\(name): extent of the aligned children = \(num(size[axis.other]))"
        }
        return axis == .vertical ? AxisRules(minor(), major()) : AxisRules(major(), minor())
    }

    /// §4.6: a nil minor proposal becomes the stack's minor size at placement, so flexible children
    /// stretch to the widest (tallest) child.
    func placementProposal(stackSize: Size, received p: ProposedSize) -> ProposedSize {
        var q = p
        q[axis.other] = p[axis.other] ?? stackSize[axis.other]
        return q
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        let q = placementProposal(stackSize: frame.size, received: proposal)
        let slots = slots(for: q, node: node, in: context)
        withUnsafeTemporaryAllocation(of: Point.self, capacity: max(slots.count, 1)) { buffer in
            let origins = UnsafeMutableBufferPointer(rebasing: buffer[0..<slots.count])
            let extent = arrange(slots, node: node, in: context, origins: origins)
            // A lazy stack wider than its children aligns them in its whole width.
            let slack = max(0, frame.size[axis.other] - extent[axis.other]) * minorFraction
            for i in 0..<slots.count {
                var origin = origins[i]
                if axis == .vertical { origin.x += slack } else { origin.y += slack }
                context.place(child: context.child(node, i), in: frame, at: origin, proposal: slots[i].proposal,
                              knownSize: slots[i].size, isStackChild: true)
            }
        }
    }
}

// What a stack tells the tree (`LayoutTraits`).
extension StackLayout {
    /// A container's priority: its only child's, −∞ when empty, else 0 (§11.4).
    func layoutPriority(_ children: ChildAnswers) -> Double { children.containerPriority }
    /// Along its axis, the first child's leading edge and the last child's trailing edge; across, the merge
    /// of every child's (§4.5).
    func spacing(_ children: ChildAnswers) -> SpacingPreferences { .stack(children.layoutChildSpacings(), axis: axis) }
    func explicitGuides(_ children: ChildAnswers) -> UInt16 { children.containerGuides }
    /// The spacing before each child: `spacing:`, or the two neighbours' preferences (§4.1).
    var childSpacing: (axis: Axis, explicit: Double?)? { (axis, explicitSpacing) }
}
