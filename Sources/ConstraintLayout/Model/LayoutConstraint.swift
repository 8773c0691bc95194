/// `item.attribute`: one side of a constraint. The item is a view name or `container` (the superview).
public struct LayoutAnchor: Sendable, Hashable, CustomStringConvertible {
    public static let containerName = "container"

    public var item: String
    public var attribute: LayoutAttribute

    public init(_ item: String, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var isContainer: Bool { item == Self.containerName }
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// Where a constraint was written: the text as written and its line and column in the scenario file (0 when built
/// in code), so that reports can quote it and point at it.
public struct ConstraintSource: Sendable, Hashable {
    public var text: String
    public var line: Int
    public var column: Int

    public init(text: String, line: Int = 0, column: Int = 0) {
        self.text = text
        self.line = line
        self.column = column
    }
}

/// Why a constraint exists: written by the user (an equation, a VFL line or the anchor DSL) or added by the system
/// for a view's intrinsic content size.
public enum ConstraintOrigin: Sendable, Hashable {
    case written
    case contentHugging
    case compressionResistance
    /// Added by a stack view for its arranged subviews (`UISV-…`).
    case stackView

    public var isSystem: Bool { self != .written }
}

/// `first RELATION multiplier × second + constant @priority`, or `first RELATION constant` when `second` is nil
/// (UIKit's `NSLayoutConstraint`).
public struct LayoutConstraint: Sendable, Hashable, CustomStringConvertible {
    public var first: LayoutAnchor
    public var relation: Relation
    public var second: LayoutAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    public var origin: ConstraintOrigin
    public var source: ConstraintSource

    public init(_ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: Double = 1,
                constant: Double = 0, priority: Priority = .required, origin: ConstraintOrigin = .written,
                source: ConstraintSource? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.origin = origin
        self.source = source ?? ConstraintSource(text: "")
        if self.source.text.isEmpty { self.source.text = canonicalText }
    }

    public var axis: LayoutAttribute.Axis { first.attribute.axis }

    /// The constraint in FrameLab's equation syntax: `b.leading == a.trailing + 12 @750`.
    public var canonicalText: String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatConstraintNumber(multiplier)) * " }
            text += second.description
            if constant > 0 { text += " + \(formatConstraintNumber(constant))" }
            if constant < 0 { text += " - \(formatConstraintNumber(-constant))" }
        } else {
            text += formatConstraintNumber(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    public var description: String { source.text }
}

/// Numbers in constraint texts: integers without a fraction, others with up to 3 decimals.
func formatConstraintNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

extension LayoutConstraint {
    /// The constraint at another priority (UIKit sets `priority` before activation), its text rewritten to match.
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        var copy = self
        copy.priority = priority
        copy.source.text = copy.canonicalText
        return copy
    }
}
