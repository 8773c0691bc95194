import Foundation
import LayoutCore
import PropertyBased
import Testing

/// The JSON and XML escapers (`Escaping`), which copy a text's runs of plain bytes whole.
struct EscapingTests {
    @Test func jsonEscapes() {
        #expect(Escaping.json("plain — text") == "\"plain — text\"")
        #expect(Escaping.json("a\"b\\c\nd\re\tf\u{1}g\u{7F}h\u{2028}i\u{2029}") == #""a\"b\\c\nd\re\tf\u0001g\u007fh\u2028i\u2029""#)
        #expect(Escaping.json("</script>&", scriptSafe: true) == #""\u003c/script\u003e\u0026""#)
        #expect(Escaping.json("</script>&") == #""</script>&""#)
        #expect(Escaping.json("\u{2027}\u{202A}é") == "\"\u{2027}\u{202A}é\"")
        #expect(Escaping.json("") == "\"\"")
    }

    /// Whatever the text, JSON reads back the same text.
    @Test func jsonReadsBack() async {
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "é", "日本", "<", "&", "👩‍💻", " "]
        await propertyCheck(count: 300, input: Gen.element(of: pieces).array(of: 0...12), Gen.bool) { parts, scriptSafe in
            let text = parts.compactMap { $0 }.joined()
            let escaped = Escaping.json(text, scriptSafe: scriptSafe)
            let read = try? JSONSerialization.jsonObject(with: Data(escaped.utf8), options: .fragmentsAllowed) as? String
            #expect(read == text, "\(escaped)")
            if scriptSafe { #expect(!escaped.contains("<") && !escaped.contains("&")) }
        }
    }

    @Test func xmlEscapes() {
        #expect(Escaping.xmlText("a < b & c > d — \u{202E}x\u{1B}") == "a &lt; b &amp; c &gt; d — [U+202E]x\u{FFFD}")
        #expect(Escaping.xmlAttribute("\"a\"\tb\nc<") == "&quot;a&quot;&#9;b&#10;c&lt;")
        #expect(Escaping.xmlText("tab\tand\nline → ok") == "tab\tand\nline → ok")
    }
}
