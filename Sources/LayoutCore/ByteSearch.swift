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
