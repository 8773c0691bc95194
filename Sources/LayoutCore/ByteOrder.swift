#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string comes before `other` in the order of their UTF-8 bytes, the order FrameLab sorts paths in
    /// (the same on every machine, whatever the locale or the normalisation). `utf8.lexicographicallyPrecedes` gives
    /// the same answer a byte at a time, through the view's indices: sorting the 20,000 paths of a 10,000-scenario
    /// output that way was 3 % of a build with one scenario changed.
    public func utf8Precedes(_ other: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { a in
            other.utf8.withContiguousStorageIfAvailable { b -> Bool in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
        if let fast, let answer = fast { return answer }
        return utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension Array where Element == String {
    /// The strings in the order of their UTF-8 bytes (`utf8Precedes`): as they are when one pass finds them so already,
    /// sorted otherwise (a build's 20,000 paths often come in order).
    public func inUTF8Order() -> [String] {
        zip(self, dropFirst()).allSatisfy { !$1.utf8Precedes($0) } ? self : sorted { $0.utf8Precedes($1) }
    }
}
