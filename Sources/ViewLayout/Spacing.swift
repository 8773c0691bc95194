import LayoutCore

/// The vertical text metrics a Text publishes as spacing preferences (reference §4.5, iOS 17 rules;
/// the exact values are unverified on real SwiftUI, so traces say so).
struct TextSpacing: Hashable, Sendable {
    /// Above a Text, below a plain view: 1.1 × line height (rounded) − ascender.
    var top: Double
    /// Below a Text, above a plain view: max(default line spacing − cap height, default text spacing + descender).
    var bottom: Double
    /// Between two Texts: the font's leading, rounded up to a pixel.
    var textToText: Double

    init(metrics m: TextMetrics, displayScale: Double) {
        let lineHeight = roundUpToPixel(m.lineHeight, displayScale: displayScale)
        let defaultTextSpacing = roundUpToPixel(0.1 * m.lineHeight, displayScale: displayScale)
        let defaultLineSpacing = 1.1 * lineHeight
        top = roundUpToPixel(defaultLineSpacing - m.ascender, displayScale: displayScale)
        bottom = roundUpToPixel(max(defaultLineSpacing - m.capHeight, defaultTextSpacing + m.descender),
                                displayScale: displayScale)
        textToText = roundUpToPixel(m.leading, displayScale: displayScale)
    }
}

/// What one edge of a view publishes for stack spacing.
enum EdgeSpacing: Hashable, Sendable {
    case none                 // nothing (reset by padding or a frame): the default 8 applies
    case plain                // Color, shapes: text-category keys at 0, which match only text
    case text(TextSpacing)    // Text: font-metric keys
    case spacer               // Spacer: a nil-category 0 along its stack axis
}

/// A view's spacing preferences on its four edges (reference §4.5).
struct SpacingPreferences: Hashable, Sendable {
    var top: EdgeSpacing, leading: EdgeSpacing, bottom: EdgeSpacing, trailing: EdgeSpacing

    static let none = SpacingPreferences(top: .none, leading: .none, bottom: .none, trailing: .none)
    static let plainLeaf = SpacingPreferences(top: .plain, leading: .plain, bottom: .plain, trailing: .plain)
    static func text(_ t: TextSpacing) -> SpacingPreferences {
        SpacingPreferences(top: .text(t), leading: .text(t), bottom: .text(t), trailing: .text(t))
    }
    /// A Spacer publishes its 0 along its stack axis only; outside a stack, on every edge.
    static func spacer(axis: Axis?) -> SpacingPreferences {
        var s = SpacingPreferences.plainLeaf
        if axis != .vertical { s.leading = .spacer; s.trailing = .spacer }
        if axis != .horizontal { s.top = .spacer; s.bottom = .spacer }
        return s
    }

    /// A stack shows its first child's leading edge and its last child's trailing edge along its axis,
    /// and the merge of every child across it.
    static func stack<Kids: Collection>(_ kids: Kids, axis: Axis) -> SpacingPreferences
    where Kids.Element == SpacingPreferences {
        guard let first = kids.first else { return .none }
        var last = first
        for kid in kids { last = kid }
        var s = merged(kids)
        if axis == .vertical { s.top = first.top; s.bottom = last.bottom } else { s.leading = first.leading; s.trailing = last.trailing }
        return s
    }

    /// Per edge: the first child's text metrics if any child has them, else a plain edge if any, else a
    /// Spacer's edge if any.
    static func merged<Kids: Sequence>(_ kids: Kids) -> SpacingPreferences where Kids.Element == SpacingPreferences {
        func pick(_ a: EdgeSpacing, _ b: EdgeSpacing) -> EdgeSpacing {
            if case .text = a { return a }
            if case .text = b { return b }
            if a == .plain || b == .plain { return .plain }
            if a == .spacer || b == .spacer { return .spacer }
            return .none
        }
        var s = SpacingPreferences.none
        for kid in kids {
            s = SpacingPreferences(top: pick(s.top, kid.top), leading: pick(s.leading, kid.leading),
                                   bottom: pick(s.bottom, kid.bottom), trailing: pick(s.trailing, kid.trailing))
        }
        return s
    }

    /// A Spacer's preferences (possibly through modifiers that keep them): frames and padding leave them be.
    var isSpacer: Bool { [top, leading, bottom, trailing].contains(.spacer) }

    func resetting(top t: Bool, leading l: Bool, bottom b: Bool, trailing tr: Bool) -> SpacingPreferences {
        SpacingPreferences(top: t ? .none : top, leading: l ? .none : leading,
                           bottom: b ? .none : bottom, trailing: tr ? .none : trailing)
    }

    /// Reset on the edges across each axis given: leading and trailing for `horizontal`, top and bottom for
    /// `vertical` (a container-relative frame's axes).
    func resetting(horizontal: Bool, vertical: Bool) -> SpacingPreferences {
        resetting(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// What a frame passes up of its child's preferences: reset on the axes it gives a length, except that a
    /// Spacer's are kept whole (§11.5, observed; OpenSwiftUI skips the reset for a child that "requires spacing
    /// projection"). Fixed and flexible frames both answer this.
    func framed(horizontal: Bool, vertical: Bool) -> SpacingPreferences {
        isSpacer ? self : resetting(horizontal: horizontal, vertical: vertical)
    }

    /// The default distance from this view to `next`, which follows it along `axis`.
    func distance(to next: SpacingPreferences, along axis: Axis) -> Double {
        let a = axis == .vertical ? bottom : trailing
        let b = axis == .vertical ? next.top : next.leading
        // A Spacer's nil-category 0 is the only value when nothing categorised matches.
        if a == .spacer || b == .spacer { return 0 }
        if axis == .vertical {
            switch (a, b) {
            case (.text(let t), .text): return t.textToText
            case (.text(let t), .plain): return t.bottom
            case (.plain, .text(let t)): return t.top
            default: break
            }
        }
        return 8
    }
}
