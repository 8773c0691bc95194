import Testing
@testable import Site

/// `TemplateFiles.partials`: the partials a template includes and where, which the check for a partial that includes
/// itself reports.
@Suite struct TemplatePartialsTests {
    @Test("partials with their lines and columns, through set-delimiter tags, CRLF lines and characters beyond ASCII")
    func partialsAndWhere() {
        let text = "<p>{{title}}</p>\n  {{> head }}\r\n{{=<% %>=}}é <%> body%> {{> notAPartial}}\n<%={{ }}=%>{{<foot}}"
        let found = TemplateFiles.partials(in: text)
        #expect(found.map(\.name) == ["head", "body", "foot"])
        #expect(found.map(\.line) == [2, 3, 4])
        // On line 3, the delimiter tag and "é " are 13 characters (14 bytes) before `<%`.
        #expect(found.map(\.column) == [3, 14, 12])
        #expect(TemplateFiles.partials(in: "{{> unclosed").isEmpty)
        #expect(TemplateFiles.partials(in: "").isEmpty)
    }

    @Test("a partial that includes itself through another is reported at the tag that closes the loop")
    func recursion() {
        let problem = TemplateFiles.checkPartials(["a": "x\n {{> b}}", "b": "\n\n  {{> a}}"], file: { $0 + ".mustache" })
        #expect("\(problem.map { "\($0)" } ?? "")".hasPrefix("b.mustache:3:3: error: the partial 'a' includes itself (a → b → a)"))
    }
}
