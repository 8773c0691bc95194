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

    /// The escaper onto UTF-8 bytes writes what the one onto strings writes; unquoted parts with spaces between them
    /// make the same string as the parts joined (how the index's filter data writes each figure's text).
    @Test func jsonBytesAgreeWithTheString() async {
        let pieces = ["a", "\"", "\\", "\n", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2027}", "é", "日本", "<", ">", "&", "👩‍💻", " "]
        await propertyCheck(count: 300, input: Gen.element(of: pieces).array(of: 0...12), Gen.element(of: pieces).array(of: 0...6),
                            Gen.bool) { a, b, scriptSafe in
            let first = a.compactMap { $0 }.joined(), second = b.compactMap { $0 }.joined()
            var bytes: [UInt8] = []
            Escaping.appendJSON(first, scriptSafe: scriptSafe, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Escaping.json(first, scriptSafe: scriptSafe))
            var parts: [UInt8] = Array("\"".utf8)
            Escaping.appendJSON(first, scriptSafe: scriptSafe, quoted: false, to: &parts)
            parts.append(UInt8(ascii: " "))
            Escaping.appendJSON(second, scriptSafe: scriptSafe, quoted: false, to: &parts)
            parts.append(UInt8(ascii: "\""))
            #expect(String(decoding: parts, as: UTF8.self) == Escaping.json(first + " " + second, scriptSafe: scriptSafe))
        }
    }

    /// `Slug.of`, which works on UTF-8 bytes, against its definition scalar by scalar.
    @Test func slugAgreesWithTheScalarModel() async {
        func model(_ text: String) -> String {
            var out = "", pendingDash = false
            func emit(_ word: String) {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out += word
            }
            for scalar in text.unicodeScalars {
                switch scalar {
                case "a"..."z", "0"..."9": emit(String(scalar))
                case "A"..."Z": emit(String(scalar).lowercased())
                case "<": pendingDash = true; emit("lt"); pendingDash = true
                case ">": pendingDash = true; emit("gt"); pendingDash = true
                case "=": pendingDash = true; emit("eq"); pendingDash = true
                default: pendingDash = true
                }
            }
            return out.isEmpty ? "x" : out
        }
        let pieces = ["a", "Z", "9", "-", " ", "<", ">", "=", "é", "É", "日本", "👩‍💻", "_", "/", ".", "ß"]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...10)) { parts in
            let text = parts.compactMap { $0 }.joined()
            #expect(Slug.of(text) == model(text), "\(text)")
        }
        #expect(Slug.of("minWidth < parent.width") == "minwidth-lt-parent-width")
        #expect(Slug.of("É=é") == "eq")
        #expect(Slug.of("") == "x")
    }

    @Test func xmlEscapes() {
        #expect(Escaping.xmlText("a < b & c > d — \u{202E}x\u{1B}") == "a &lt; b &amp; c &gt; d — [U+202E]x\u{FFFD}")
        #expect(Escaping.xmlAttribute("\"a\"\tb\nc<") == "&quot;a&quot;&#9;b&#10;c&lt;")
        #expect(Escaping.xmlText("tab\tand\nline → ok") == "tab\tand\nline → ok")
    }

    /// Whatever the text, the escapers' one-pass test for "nothing to change" agrees with escaping scalar by scalar.
    @Test func xmlAgreesWithTheScalarModel() async {
        let pieces = ["a", "&", "<", ">", "\"", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "é", "—", "→", "\u{2027}", "\u{202A}",
                      "\u{202E}", "\u{2066}", "\u{2069}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "日本", "👩‍💻", " "]
        func model(_ text: String, attribute: Bool) -> String {
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">" where !attribute: out += "&gt;"
                case "\"" where attribute: out += "&quot;"
                case "\t" where attribute: out += "&#9;"
                case "\n" where attribute: out += "&#10;"
                case "\r" where attribute: out += "&#13;"
                default:
                    if XMLCharacters.isBidiControl(scalar) { out += XMLCharacters.visible(scalar) }
                    else { out.unicodeScalars.append(XMLCharacters.isAllowed(scalar) ? scalar : "\u{FFFD}") }
                }
            }
            return out
        }
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...10)) { parts in
            let text = parts.compactMap { $0 }.joined()
            #expect(Escaping.xmlText(text) == model(text, attribute: false), "\(text.unicodeScalars.map { $0.value })")
            #expect(Escaping.xmlAttribute(text) == model(text, attribute: true), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    /// Paths sort by their UTF-8 bytes, whatever their script or normalisation (é composed sorts after e + U+0301 and
    /// after "z"), a prefix before what extends it; the fast comparison agrees with the byte-by-byte one.
    @Test func utf8OrderIsTheOrderOfTheBytes() async {
        #expect("file-0050/s005000.svg".utf8Precedes("file-0050/s005000.svg.html") && !"b".utf8Precedes("a/b"))
        #expect("z".utf8Precedes("\u{E9}") && "e\u{301}".utf8Precedes("\u{E9}") && !"\u{E9}".utf8Precedes("e\u{301}"))
        #expect(!"".utf8Precedes("") && "".utf8Precedes("a") && !"a".utf8Precedes("a"))
        let pieces = ["a", "b", "/", "é", "e\u{301}", "\u{E9}", "😀", "Z", "-", "0", String(repeating: "x", count: 20)]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...8), Gen.element(of: pieces).array(of: 0...8)) { a, b in
            let x = a.compactMap { $0 }.joined(), y = b.compactMap { $0 }.joined()
            #expect(x.utf8Precedes(y) == x.utf8.lexicographicallyPrecedes(y.utf8))
            #expect(x.utf8Precedes(y) == Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)))
        }
    }
}
