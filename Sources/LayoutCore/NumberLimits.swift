/// How large a finite number FrameLab takes as input. Lengths are added and doubled on the way through a
/// layout (padding on both sides, spacing between children, a frame around a frame), so a number near
/// `Double.greatestFiniteMagnitude` (1e308) overflows to infinity and the layout means nothing; a quadrillion
/// points is far beyond any screen and leaves room for every sum. Real infinity (`.infinity`) stays
/// available where SwiftUI takes it.
public enum NumberLimits {
    public static let largestMagnitude = 1e15

    /// Why `value` is not taken, or nil when it is (finite and within ±1e15, or infinite).
    public static func problem(_ value: Double) -> String? {
        guard value.isFinite, abs(value) > largestMagnitude else { return nil }
        return "\(formatNumber(value)) is beyond the numbers FrameLab lays out (±1e15 points): sums of such numbers "
            + "overflow to infinity; for an unbounded length use .infinity"
    }
}
