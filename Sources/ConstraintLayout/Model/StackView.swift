/// A `UIStackView`'s settings (Apple, UIStackView: axis, spacing, distribution, alignment,
/// isLayoutMarginsRelativeArrangement) and the constraints it adds for its arranged subviews.
public struct StackViewConfig: Sendable, Hashable {
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    public var axis: LayoutAttribute.Axis
    public var spacing: Double
    public var distribution: Distribution
    public var alignment: Alignment
    public var isLayoutMarginsRelativeArrangement: Bool
    /// The arranged subviews' names, in order (`arrangedSubviews`).
    public var arranged: [String]

    public init(axis: LayoutAttribute.Axis = .horizontal, spacing: Double = 0, distribution: Distribution = .fill,
                alignment: Alignment = .fill, isLayoutMarginsRelativeArrangement: Bool = false, arranged: [String] = []) {
        self.axis = axis
        self.spacing = spacing
        self.distribution = distribution
        self.alignment = alignment
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.arranged = arranged
    }
}

/// The constraints a stack view adds, named as a view debugger shows them (`UISV-spacing`, `UISV-canvas-connection`,
/// …). The model follows Apple's description of each distribution and alignment (UIStackView.Distribution,
/// UIStackView.Alignment):
/// - every distribution pins the first visible view's leading edge and the last one's trailing edge to the stack
///   (`UISV-canvas-connection`);
/// - `fill`, `fillEqually` and `fillProportionally` keep exactly `spacing` between neighbours (`UISV-spacing`);
///   `fillEqually` makes every view as long as the first (`UISV-fill-equally`); `fillProportionally` makes view i
///   `intrinsic_i / Σ intrinsic` of the stack's length at priority 999 − i (`UISV-fill-proportionally`, the
///   constraints published from a running stack view; as there, the multipliers ignore the spacing);
/// - `equalSpacing` and `equalCentering` keep `spacing` as a minimum, and make the gaps (between edges, or between
///   centres at priority 249, see `equalCentering`) equal through hidden guides (`UISV-distributing`);
/// - a hidden arranged view is not laid out ("the stack view doesn't … include it in layout"): 0 long on the axis,
///   where it would start, and at the stack's cross-axis start (`UISV-hiding`);
/// - across the axis, `fill` pins both edges; `leading`/`top`, `trailing`/`bottom` and `center` pin one and keep the
///   view inside (`UISV-spanning-boundary`); baselines align to the first view's. Except with `fill`, the stack hugs its
///   tallest view (`UISV-spanning-fit`, priority 50).
/// With `isLayoutMarginsRelativeArrangement`, the stack's layoutMarginsGuide stands in for its edges.
enum StackViewConstraints {
    /// equalCentering's equal centre distances give way before any view changes size: Apple describes the stack
    /// shrinking the spacing (down to `spacing`) and only then compressing views, and keeping their sizes otherwise.
    /// Below the default hugging (250), so neither hugging nor compression resistance is traded for equal centres.
    static let equalCentering = Priority(249)

    /// `byName`: the problem's views by name, for the arranged subviews' intrinsic sizes and `isHidden`.
    static func constraints(for stack: LayoutView, in byName: [String: LayoutView]) -> (constraints: [LayoutConstraint], guides: [LayoutView]) {
        guard let config = stack.stack else { return ([], []) }
        let horizontal = config.axis == .horizontal
        let (start, end, length, middle): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, crossLength, crossMiddle): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        let edge = config.isLayoutMarginsRelativeArrangement ? stack.name + "." + SystemGuide.layoutMarginsGuide.rawValue : stack.name
        var out: [LayoutConstraint] = []
        var guides: [LayoutView] = []
        func add(_ name: String, _ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double = 1,
                 constant: Double = 0, priority: Priority = .required) {
            var constraint = LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                              priority: priority, origin: .stackView)
            constraint.source.text = "\(name): \(constraint.canonicalText)"
            out.append(constraint)
        }
        let arranged = config.arranged.filter { byName[$0] != nil }
        let visible = arranged.filter { !(byName[$0]?.isHidden ?? false) }

        // Along the axis.
        for (position, name) in arranged.enumerated() where byName[name]?.isHidden == true {
            add("UISV-hiding", LayoutAnchor(name, length), .equal, nil)
            let before = arranged[..<position].last { !(byName[$0]?.isHidden ?? false) }
            add("UISV-hiding", LayoutAnchor(name, start), .equal,
                before.map { LayoutAnchor($0, end) } ?? LayoutAnchor(edge, start))
        }
        if let first = visible.first, let last = visible.last {
            add("UISV-canvas-connection", LayoutAnchor(first, start), .equal, LayoutAnchor(edge, start))
            add("UISV-canvas-connection", LayoutAnchor(last, end), .equal, LayoutAnchor(edge, end))
        }
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
        switch config.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (a, b) in pairs { add("UISV-spacing", LayoutAnchor(b, start), .equal, LayoutAnchor(a, end), constant: config.spacing) }
        case .equalSpacing, .equalCentering:
            for (a, b) in pairs {
                add("UISV-spacing", LayoutAnchor(b, start), .greaterThanOrEqual, LayoutAnchor(a, end), constant: config.spacing)
            }
        }
        switch config.distribution {
        case .fill:
            break
        case .fillEqually:
            for name in visible.dropFirst() { add("UISV-fill-equally", LayoutAnchor(name, length), .equal, LayoutAnchor(visible[0], length)) }
        case .fillProportionally:
            let sizes: [Double] = visible.map { (horizontal ? byName[$0]?.intrinsicWidth : byName[$0]?.intrinsicHeight) ?? 0 }
            let total = sizes.reduce(0.0) { $0 + $1 }
            if total > 0 {
                for (position, name) in visible.enumerated() {
                    add("UISV-fill-proportionally", LayoutAnchor(name, length), .equal, LayoutAnchor(stack.name, length),
                        multiplier: sizes[position] / total, priority: Priority(max(1, 999 - Double(position))))
                }
            }
        case .equalSpacing, .equalCentering:
            let centred = config.distribution == .equalCentering
            let (from, to) = centred ? (middle, middle) : (end, start)
            for (index, (a, b)) in pairs.enumerated() {
                let gap = "\(stack.name)-distributing\(index + 1)"  // "-": no view of a scenario has it in its name
                guides.append(LayoutView(name: gap, superview: stack.name, isGuide: true, isHidden: true))
                add("UISV-distributing", LayoutAnchor(gap, start), .equal, LayoutAnchor(a, from))
                add("UISV-distributing", LayoutAnchor(gap, end), .equal, LayoutAnchor(b, to))
                // Guides have no height of their own: pin them across the axis to the stack so they are not ambiguous.
                add("UISV-distributing", LayoutAnchor(gap, crossStart), .equal, LayoutAnchor(edge, crossStart))
                add("UISV-distributing", LayoutAnchor(gap, crossLength), .equal, nil)
                if index > 0 {
                    add("UISV-distributing", LayoutAnchor(gap, length), .equal,
                        LayoutAnchor("\(stack.name)-distributing1", length), priority: centred ? Self.equalCentering : .required)
                }
            }
        }

        // Across the axis.
        let baseline: LayoutAttribute? = switch config.alignment {
        case .firstBaseline where horizontal: .firstBaseline
        case .lastBaseline where horizontal: .lastBaseline
        default: nil
        }
        for name in arranged {
            // A hidden view is not part of the layout: it only sits at the stack's cross-axis start.
            if byName[name]?.isHidden == true {
                add("UISV-hiding", LayoutAnchor(name, crossStart), .equal, LayoutAnchor(edge, crossStart))
                continue
            }
            switch config.alignment {
            case .fill:
                add("UISV-alignment", LayoutAnchor(name, crossStart), .equal, LayoutAnchor(edge, crossStart))
                add("UISV-alignment", LayoutAnchor(name, crossEnd), .equal, LayoutAnchor(edge, crossEnd))
            case .leading, .top:
                add("UISV-alignment", LayoutAnchor(name, crossStart), .equal, LayoutAnchor(edge, crossStart))
                add("UISV-spanning-boundary", LayoutAnchor(name, crossEnd), .lessThanOrEqual, LayoutAnchor(edge, crossEnd))
            case .trailing, .bottom:
                add("UISV-alignment", LayoutAnchor(name, crossEnd), .equal, LayoutAnchor(edge, crossEnd))
                add("UISV-spanning-boundary", LayoutAnchor(name, crossStart), .greaterThanOrEqual, LayoutAnchor(edge, crossStart))
            case .center, .firstBaseline, .lastBaseline:
                if let baseline {
                    if let first = visible.first, name != first {
                        add("UISV-alignment", LayoutAnchor(name, baseline), .equal, LayoutAnchor(first, baseline))
                    }
                } else {
                    add("UISV-alignment", LayoutAnchor(name, crossMiddle), .equal, LayoutAnchor(edge, crossMiddle))
                }
                add("UISV-spanning-boundary", LayoutAnchor(name, crossStart), .greaterThanOrEqual, LayoutAnchor(edge, crossStart))
                add("UISV-spanning-boundary", LayoutAnchor(name, crossEnd), .lessThanOrEqual, LayoutAnchor(edge, crossEnd))
            }
        }
        if config.alignment != .fill && !visible.isEmpty {
            add("UISV-spanning-fit", LayoutAnchor(stack.name, crossLength), .equal, nil, priority: .fittingSizeLevel)
        }
        return (out, guides)
    }
}
