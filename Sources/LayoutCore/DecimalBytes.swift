/// Numbers read from UTF-8 bytes, as `String(n)` writes them, without making a string of each: the build manifest's
/// 80,000 numbers and the system font's kerning tables.
public enum DecimalBytes {
    /// Decimal digits only, at most 20 of them; nil otherwise or past `UInt64.max`.
    public static func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return value
    }

    /// An `Int`: `number`, after a minus sign for a negative one.
    public static func integer(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        if bytes.first == UInt8(ascii: "-") {
            guard let magnitude = number(bytes.dropFirst()), magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard let value = number(bytes), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }
}
