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
    /// The array of `count` files' entries, written onto UTF-8 bytes: each file's entries (`entries`, or `previous`
    /// bytes of an earlier page for a file whose entries are the same as then) a part of their own, without the
    /// separator before them, so that a later build can copy them from this page (the index has an entry per figure,
    /// and making them was most of a one-file rebuild's index).
    static func write(files count: Int, previous: (Int) -> [UInt8]?, entries: (Int) -> [SearchEntry],
                      to piece: ([UInt8], TemplatePieces.Part?) -> Void) {
        var out: [UInt8] = Array("[".utf8)
        var first = true
        for i in 0..<count {
            let copied = previous(i)
            let list = copied == nil ? entries(i) : []
            guard copied != nil || !list.isEmpty else { continue }
            out.append(contentsOf: (first ? "\n" : ",\n").utf8)
            first = false
            piece(out, nil)
            out.removeAll(keepingCapacity: true)
            if let copied {
                piece(copied, TemplatePieces.Part(index: i, copied: true))
                continue
            }
            for (n, e) in list.enumerated() {
                if n > 0 { out.append(contentsOf: ",\n".utf8) }
                append(e, to: &out)
            }
            piece(out, TemplatePieces.Part(index: i, copied: false))
            out.removeAll(keepingCapacity: true)
        }
        out.append(contentsOf: "\n]".utf8)
        piece(out, nil)
    }

    /// One entry, its keys in a fixed order.
    private static func append(_ e: SearchEntry, to out: inout [UInt8]) {
        out.append(contentsOf: "{\"id\":".utf8)
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
    }

    private static func quote(_ s: String, _ out: inout [UInt8]) { InlineJSON.append(s, to: &out) }
}
