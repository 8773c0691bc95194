extension StringProtocol {
    /// The text without its leading and trailing whitespace (`Character.isWhitespace`). Found by index from both ends:
    /// reversing the text twice, as this was written before, cost a figure's and a page's check a tenth of a build.
    public var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
