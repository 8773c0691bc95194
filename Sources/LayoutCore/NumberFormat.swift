/// The one number formatter for every output FrameLab writes: quantised to 1/100, integer arithmetic,
/// no trailing zeros, no `-0`, and `∞`/`-∞`/`NaN` for the non-finite values (the reference's notation;
/// never `inf`, which reads as a number to JSON and SVG tools). `0.1 + 0.2` prints `0.3`.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    // Beyond hundredths an Int64 holds: a whole number in Swift's shortest form (`1e+20`), valid in JSON and
    // SVG alike — never "inf" for a finite number (issue 14: `inf` reached frames.json and SVG attributes).
    guard abs(hundredths) < 9.0e15 else {
        let text = value.rounded().description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    var units = Int64(hundredths)
    if units == 0 { return "0" }
    let negative = units < 0
    if negative { units = -units }
    let whole = units / 100, fraction = units % 100
    var text = String(whole)
    if fraction != 0 {
        let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
        text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }
    return negative ? "-" + text : text
}

/// A proposal value in the notation of the trace: `nil`, `∞` or a number.
public func formatProposal(_ value: Double?) -> String {
    value.map(formatNumber) ?? "nil"
}

extension ProposedSize: CustomStringConvertible {
    public var description: String { "\(formatProposal(width))×\(formatProposal(height))" }
}

extension Size: CustomStringConvertible {
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "(\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}
