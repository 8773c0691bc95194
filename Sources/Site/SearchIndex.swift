/// The filter's inline index: a JSON array embedded in `<script type="application/json">` (`InlineJSON`'s escapes),
/// keys in a fixed order.
struct SearchEntry {
    var id: String        // the figure's element id on the index
    var file: String      // the file path
    var caption: String
    /// What the query is matched against (lower-cased by the script): these, joined by spaces.
    var text: [String]
}

enum SearchIndex {
    /// The array, written onto UTF-8 bytes and handed on some 64 KB at a time (the index has an entry per figure, and
    /// making a string of each took most of a one-file rebuild's index).
    static func write(_ entries: some Sequence<SearchEntry>, to piece: ([UInt8]) -> Void) {
        var out: [UInt8] = Array("[".utf8)
        out.reserveCapacity(1 << 16 + 4096)
        var first = true
        for e in entries {
            out.append(contentsOf: (first ? "\n{\"id\":" : ",\n{\"id\":").utf8)
            quote(e.id, &out)
            out.append(contentsOf: ",\"file\":".utf8)
            quote(e.file, &out)
            out.append(contentsOf: ",\"caption\":".utf8)
            quote(e.caption, &out)
            out.append(contentsOf: ",\"text\":".utf8)
            // One JSON string of the parts and the spaces between them: a space needs no escape, so escaping each
            // part is escaping the whole.
            out.append(UInt8(ascii: "\""))
            for (i, part) in e.text.enumerated() {
                if i > 0 { out.append(UInt8(ascii: " ")) }
                InlineJSON.append(part, quoted: false, to: &out)
            }
            out.append(contentsOf: "\"}".utf8)
            first = false
            if out.count >= 1 << 16 {
                piece(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        out.append(contentsOf: "\n]".utf8)
        piece(out)
    }

    private static func quote(_ s: String, _ out: inout [UInt8]) { InlineJSON.append(s, to: &out) }
}
