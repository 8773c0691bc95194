/// The one number formatter for every output FrameLab writes: quantised to 1/100 (or `places` decimals, for the few
/// numbers that need more, such as a transform's scale), integer arithmetic, no trailing zeros, no `-0`, and
/// `∞`/`-∞`/`NaN` for the non-finite values (the reference's notation; never `inf`, which reads as a number to JSON and
/// SVG tools). `0.1 + 0.2` prints `0.3`.
public func formatNumber(_ value: Double) -> String { formatNumber(value, places: 2) }

/// `formatNumber` with `places` decimals (0 to 6) instead of two.
public func formatNumber(_ value: Double, places: Int) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "-∞" }
    let places = min(max(places, 0), 6)
    var unit: Int64 = 1
    for _ in 0..<places { unit *= 10 }
    let quantised = (value * Double(unit)).rounded(.toNearestOrAwayFromZero)
    // Beyond what an Int64 holds: a whole number in Swift's shortest form (`1e+20`), valid in JSON and
    // SVG alike — never "inf" for a finite number (issue 14: `inf` reached frames.json and SVG attributes).
    guard abs(quantised) < 9.0e15 else {
        let text = value.rounded().description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
    var units = Int64(quantised)
    if units == 0 { return "0" }
    let negative = units < 0
    if negative { units = -units }
    var whole = units / unit, fraction = units % unit
    // Written backwards into at most 1 + 16 + 1 + 6 bytes on the stack, one String made at the end (a small one,
    // without an allocation, up to 15 bytes): figures, pages and frames.json write hundreds of thousands of numbers.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
        var start = buffer.count
        func put(_ byte: UInt8) { start -= 1; buffer[start] = byte }
        var digits = places
        // The fraction's digits, its trailing zeros dropped.
        while digits > 0, fraction != 0, fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        if fraction != 0 {
            for _ in 0..<digits { put(UInt8(ascii: "0") + UInt8(fraction % 10)); fraction /= 10 }
            put(UInt8(ascii: "."))
        }
        repeat { put(UInt8(ascii: "0") + UInt8(whole % 10)); whole /= 10 } while whole > 0
        if negative { put(UInt8(ascii: "-")) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
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
