/// An Auto Layout priority: 1…1000, where 1000 is required and anything lower is optional.
///
/// Optional priorities are compared lexicographically by the solver (one objective level per distinct value), so no
/// number of broken 250s outweighs a single broken 999 — unlike kiwi's weighted sum.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral,
                        ExpressibleByFloatLiteral {
    public var value: Double

    public init(_ value: Double) {
        self.value = value
    }

    /// `~ 750` in the anchor DSL, as UIKit's `UILayoutPriority(750)`.
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    public static let required = Priority(1000)
    public static let defaultHigh = Priority(750)
    public static let dragThatCanResizeScene = Priority(510)
    public static let sceneSizeStayPut = Priority(500)
    public static let dragThatCannotResizeScene = Priority(490)
    public static let defaultLow = Priority(250)
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }

    /// Valid priorities lie in 1…1000 (UIKit's `UILayoutPriority` range).
    public var isValid: Bool { value >= 1 && value <= 1000 && value.isFinite }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `.defaultHigh - 1`, as UIKit's `UILayoutPriority` allows.
    public static func + (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.value + rhs) }
    public static func - (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.value - rhs) }

    /// `750`, `999.5`; a whole number too large for `Int` (`@1e19`, an error to report) as `1e+19`, never a trap.
    public var description: String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
