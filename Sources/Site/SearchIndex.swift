/// The filter's inline index: a JSON array embedded in `<script type="application/json">` (`InlineJSON`),
/// keys in a fixed order.
struct SearchEntry {
    var id: String        // the figure's element id on the index
    var file: String      // the file path
    var caption: String
    var text: String      // what the query is matched against (lower-cased by the script)
}

enum SearchIndex {
    static func json(_ entries: [SearchEntry]) -> String {
        var out = ""
        write(entries, to: { out += $0 })
        return out
    }

    /// The array, an entry at a time (the index has one per figure).
    static func write(_ entries: some Sequence<SearchEntry>, to piece: (String) -> Void) {
        piece("[")
        var first = true
        for e in entries {
            piece((first ? "\n" : ",\n")
                  + "{\"id\":\(quote(e.id)),\"file\":\(quote(e.file)),\"caption\":\(quote(e.caption)),\"text\":\(quote(e.text))}")
            first = false
        }
        piece("\n]")
    }

    private static func quote(_ s: String) -> String { InlineJSON.quote(s) }
}
