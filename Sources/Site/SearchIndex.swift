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
        var out = "["
        for (i, e) in entries.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "{\"id\":\(quote(e.id)),\"file\":\(quote(e.file)),\"caption\":\(quote(e.caption)),\"text\":\(quote(e.text))}"
        }
        return out + "\n]"
    }

    private static func quote(_ s: String) -> String { InlineJSON.quote(s) }
}
