extension String.UTF8View {
    /// Whether `needle`'s bytes occur in these. The standard library's `contains(_: StringProtocol)` is a generic
    /// search several times slower, and figures search each rule and caption line they draw.
    public func contains(bytes needle: String.UTF8View) -> Bool {
        guard let first = needle.first else { return true }
        let rest = needle.dropFirst()
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            let after = index(after: found)
            if self[after...].starts(with: rest) { return true }
            start = after
        }
        return false
    }
}

extension String {
    /// The index of the last `byte` (an ASCII character) in the string, nil if there is none. Looked for in the string's
    /// own bytes when it has them: the UTF-8 view's walk from the end took 450 instructions for a path of 60 bytes, and a
    /// build with one file changed looks at the last slash of each of its 20,000 output paths twice.
    public func lastIndex(ofASCII byte: UInt8) -> String.Index? {
        precondition(byte < 0x80, "an ASCII byte, which no other character's bytes contain")
        if let found = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: byte) }) {
            return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        }
        return utf8.lastIndex(of: byte)
    }
}
