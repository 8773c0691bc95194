import LayoutCore

/// `VStack` and `HStack`: one algorithm with the axes swapped (reference §4). *Major* is the stacking
/// axis, *minor* the other.
struct StackLayout: NodeLayout {
    let axis: Axis
    /// The minor-axis alignment guide as a fraction of a child's length (leading/top 0, centre ½, trailing/bottom 1).
    let minorFraction: Double
    let explicitSpacing: Double?
    /// Spacing before each child (0 for the first), computed once from the children's preferences (§4.1).
    let distances: [Double]

    /// One child's proposal and answer in a run of the algorithm.
    struct Slot {
        var proposal: ProposedSize
        var size: Size
    }

    /// §4.2/§4.3: the size each child takes for the stack proposal `p`, in declaration order.
    func sizeChildren(_ p: ProposedSize, node: Int, in context: LayoutContext) -> [Slot] {
        let children = context.children(node)
        let minor = p[axis.other]
        guard let major = p[axis] else {
            // §4.3: a nil major proposal asks every child for its ideal length; no priorities.
            return children.map { child in
                let q = ProposedSize(axis: axis, major: nil, minor: minor)
                return Slot(proposal: q, size: context.size(child, q))
            }
        }
        let n = children.count
        var minimum = [Double](repeating: 0, count: n), flexibility = [Double](repeating: 0, count: n)
        for (i, child) in children.enumerated() {
            let lo = context.size(child, ProposedSize(axis: axis, major: 0, minor: minor))[axis]
            let hi = context.size(child, ProposedSize(axis: axis, major: .infinity, minor: minor))[axis]
            minimum[i] = lo
            let d = hi - lo
            flexibility[i] = d.isNaN ? 0 : d   // ∞ − ∞: both ends infinite, no room to flex
        }
        // Fitting order: priority descending, then least flexible first; among infinitely flexible
        // children the larger minimum goes first; ties keep declaration order (a stable sort).
        let order = children.indices.sorted { a, b in
            let pa = context.priority(children[a]), pb = context.priority(children[b])
            if pa != pb { return pa > pb }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            let ea = flexibility[a] == .infinity ? -minimum[a] : 0
            let eb = flexibility[b] == .infinity ? -minimum[b] : 0
            if ea != eb { return ea < eb }
            return a < b
        }
        var slots = [Slot](repeating: Slot(proposal: .unspecified, size: .zero), count: n)
        var available = major - distances.reduce(0, +)
        var start = 0
        var isFirstGroup = true
        while start < n {
            let priority = context.priority(children[order[start]])
            var end = start
            while end < n && context.priority(children[order[end]]) == priority { end += 1 }
            let group = order[start..<end]
            if isFirstGroup {
                // Reserve the minimum of every child in a lower-priority group.
                available -= order[end...].reduce(0) { $0 + minimum[$1] }
                isFirstGroup = false
            } else {
                // Give back this group's reserved minimum.
                available += group.reduce(0) { $0 + minimum[$1] }
            }
            var remaining = Double(group.count)
            for i in group {
                let q = ProposedSize(axis: axis, major: max(available / remaining, 0), minor: minor)
                let s = context.size(children[i], q)
                slots[i] = Slot(proposal: q, size: s)
                let next = available - s[axis]
                if !next.isNaN { available = next }   // ∞ − ∞ leaves the budget as it was
                remaining -= 1
            }
            start = end
        }
        return slots
    }

    /// §4.4: origins relative to the stack's top-left corner, and the stack's size.
    func arrange(_ slots: [Slot]) -> (origins: [Point], size: Size) {
        var lower = 0.0, upper = 0.0   // the minor range, seeded with 0…0
        for s in slots {
            let start = -minorFraction * s.size[axis.other]
            lower = min(lower, start)
            upper = max(upper, start + s.size[axis.other])
        }
        var running = 0.0
        var origins: [Point] = []
        for (i, s) in slots.enumerated() {
            let majorOrigin = running + distances[i]
            running = majorOrigin + s.size[axis]
            let minorOrigin = -minorFraction * s.size[axis.other] - lower
            origins.append(axis == .horizontal ? Point(x: majorOrigin, y: minorOrigin) : Point(x: minorOrigin, y: majorOrigin))
        }
        let size = axis == .horizontal ? Size(width: running, height: upper - lower) : Size(width: upper - lower, height: running)
        return (origins, size)
    }

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        let slots = sizeChildren(p, node: node, in: context)
        let size = arrange(slots).size
        if rules != nil {
            let name = axis == .vertical ? "VStack" : "HStack"
            let sizes = slots.map { num($0.size[axis]) }.joined(separator: " + ")
            let spacing = distances.dropFirst().map(num).joined(separator: " + ")
            var major = "\(name): Σ children (\(sizes.isEmpty ? "0" : sizes))"
            if !spacing.isEmpty { major += " + Σ spacing (\(spacing)\(explicitSpacing == nil ? ", default" : ""))" }
            major += " = \(num(size[axis]))"
            if let m = p[axis], size[axis] > m + 0.001 { major += ", overflows the proposal \(num(m))" }
            let minor = "\(name): extent of the aligned children = \(num(size[axis.other]))"
            rules = axis == .vertical ? AxisRules(minor, major) : AxisRules(major, minor)
        }
        return size
    }

    /// §4.6: a nil minor proposal becomes the stack's minor size at placement, so flexible children
    /// stretch to the widest (tallest) child.
    func placementProposal(stackSize: Size, received p: ProposedSize) -> ProposedSize {
        var q = p
        q[axis.other] = p[axis.other] ?? stackSize[axis.other]
        return q
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) -> [ChildPlacement] {
        let q = placementProposal(stackSize: frame.size, received: proposal)
        let slots = sizeChildren(q, node: node, in: context)
        let origins = arrange(slots).origins
        return zip(context.children(node), zip(slots, origins)).map { child, pair in
            ChildPlacement(child: child, proposal: pair.0.proposal, origin: pair.1, isStackChild: true)
        }
    }
}
