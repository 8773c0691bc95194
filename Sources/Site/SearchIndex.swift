/// The filter's inline index: a JSON array embedded in `<script type="application/json">`, read with
/// `JSON.parse` (no fetch, so it works from file://). The JSON is written here, by hand, so its bytes
/// are fixed: keys in a fixed order, and `<`, `>`, `&`, U+2028/U+2029 escaped so the script element's
/// content is XML-safe and can never close itself.
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

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += unicodeEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
