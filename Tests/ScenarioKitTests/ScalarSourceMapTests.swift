import Testing
@testable import ScenarioKit
@testable import Build

/// Issue 14: an error in a `view:` or `constraints:` value points at the place in the file whatever
/// the scalar's style and line ends — before, double-quoted values pointed past the end of the file,
/// folded ones a line off, and CRLF files a column off by the indentation.
@Suite struct ScalarSourceMapTests {
    func errors(_ text: String) -> [String] {
        let loaded = ScenarioLoader.parse(text, relativePath: "f.yaml", displayPath: "f.yaml")
        return ScenarioBuild.run(files: [loaded], jobs: 1).diagnostics.map { "\($0.location.line):\($0.location.column)" }
    }

    let head = "title: t\nscenarios:\n  - id: a\n"

    @Test func doubleQuotedWithEscapes() {
        // `.bogus` is on line 4 after `\n` and `\"` escapes, at column 39.
        #expect(errors(head + #"    view: "VStack {\n  Text(\"a\")\n  .bogus()\n}""# + "\n") == ["4:39"])
    }

    @Test func doubleQuotedOverSeveralLinesWithAnEscapedBreak() {
        #expect(errors(head + "    view: \"VStack { Text(\\\"a\\\") \\\n      .bogus() }\"\n") == ["5:7"])
    }

    @Test func singleQuotedWithADoubledQuote() {
        #expect(errors(head + "    view: 'VStack { Text(\"it''s\").bogus() }'\n") == ["4:34"])
    }

    @Test func foldedLinesJoinedBySpaces() {
        #expect(errors(head + "    view: >\n      VStack {\n      Text(\"a\")\n      .bogus() }\n") == ["7:7"])
    }

    @Test func literalBlockWithCRLFLineEnds() {
        let crlf = (head + "    view: |\n      VStack {\n        Text(\"a\").bogus()\n      }\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(errors(crlf) == ["6:18"])
    }

    @Test func plainScalar() {
        #expect(errors(head + "    view: Text(\"a\").bogus()\n") == ["4:20"])
    }

    @Test func constraintsInADoubleQuotedScalar() {
        #expect(errors(head + "    views: {a: {}}\n    constraints: \"a.width == 10\\na.bogus == 3\"\n") == ["5:36"])
    }

    @Test func constraintsInALiteralBlockWithCRLF() {
        let crlf = (head + "    views: {a: {}}\n    constraints: |\n      a.width == 10\n      a.bogus == 3\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        #expect(errors(crlf) == ["7:9"])
    }
}
