import Foundation
import PropertyBased
@testable import ScenarioKit
import Testing
import Yams

/// Scalars are typed by FrameLab (`YAMLTyping`), not by Yams while composing: the same types, its expressions run only
/// on text that could match them.
@Suite("YAML scalar types")
struct YAMLTypingTests {
    @Test("any plain text gets the type Yams's default resolver gives it")
    func agreesWithYams() async {
        let pieces = ["yes", "No", "ON", "off", "y", "true", "False", "null", "NULL", "~", "<<", "=", "0", "7", "19", "0x1F",
                      "0b", "0o", "_", ":", "30", ".", "e", "E", "-", "+", "inf", ".Inf", ".nan", "2001-12-14", "T", " ",
                      "\t", "Z", "a", "é", "🙂", "1.5e3", "8", "9", "00", "08", "5.", "٣"]
        let text = Gen.int(in: 0..<pieces.count).array(of: 0...4).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 2000, input: text) { text in
            #expect(YAMLTyping.implicitTag(text) == Resolver.default.resolveTag(of: Node(text)), "'\(text)'")
        }
    }

    @Test("plain decimals are typed without the expressions: 400 and 012 ints, 09, 0.5, -3. and 7.25 floats; others are left to them")
    func decimals() {
        let cases: [(String, Yams.Tag.Name?)] = [("400", .int), ("-0", .int), ("+12", .int), ("012", .int), ("00", .int),
                                                ("09", .float), ("0.5", .float), ("-3.", .float), ("7.25", .float),
                                                ("1_000", nil), ("1e3", nil), (".5", nil), ("-", nil), ("1.2.3", nil), ("12:30", nil)]
        for (text, tag) in cases {
            #expect(YAMLTyping.decimalTag(text) == tag, "'\(text)'")
            if let tag { #expect(Resolver.default.resolveTag(of: Node(text)) == tag, "'\(text)'") }
        }
    }

    @Test("each kind of plain scalar, and tags as written: 0x1F int, 1.5e3 float, ~ null, yes bool, '100' and !!str 7 strings")
    func kinds() throws {
        let cases: [(String, Yams.Tag.Name)] = [("0x1F", .int), ("1_000", .int), ("12:30", .int), ("1.5e3", .float), ("-.inf", .float),
                                           ("~", .null), ("", .null), ("Null", .null), ("yes", .bool), ("OFF", .bool),
                                           ("2001-12-14", .timestamp), ("<<", .merge), ("=", .value), ("title", .str),
                                           ("nulls", .str), ("Yes!", .str)]
        for (text, tag) in cases { #expect(YAMLTyping.implicitTag(text) == tag, "'\(text)'") }
        let composed = try #require(try YAMLTyping.compose("[100, '100', !!str 7, !!float 7, ! 7, \"~\", ~]"))
        let tags: [Yams.Tag.Name] = try #require(composed.sequence).map { node in
            guard case .scalar(let scalar) = node else { return Yams.Tag.Name.map }
            return YAMLTyping.tag(of: scalar)
        }
        let expected: [Yams.Tag.Name] = [.int, .str, .str, .float, .str, .str, .null]
        #expect(tags == expected)
    }

    @Test("a quoted number is not a number; an explicit !!float is; ~ is not a title")
    func inAScenarioFile() {
        let loaded = ScenarioLoader.parse("""
            title: ~
            settings: {canvas: {width: "400", height: !!float 120}}
            scenarios:
              - id: a
                view: Color.red
            """, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.map(\.description) == [
            "t.yaml:1:8: error: expected a string for 'title'",
            "t.yaml:2:28: error: expected a number for 'width', got '400'",
        ])
    }

    @Test("a file's lines are split where Character.isNewline splits them, CR LF as one break")
    func lines() async {
        #expect(FileLoader.lines(of: "a\r\nb\rc\nd\u{2028}e\u{85}f\u{C}") == ["a", "b", "c", "d", "e", "f", ""])
        let pieces = ["a", "é", "\n", "\r", "\r\n", "\u{B}", "\u{C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{301}", "🙂", " "]
        await propertyCheck(count: 500, input: Gen.element(of: pieces).array(of: 0...10)) { parts in
            let text = parts.compactMap { $0 }.joined()
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(FileLoader.lines(of: text) == expected, "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
