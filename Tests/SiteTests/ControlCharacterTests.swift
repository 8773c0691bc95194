import Foundation
import LayoutCore
import OutputCheck
import Testing
@testable import Site

/// Issue 14: ESC, form feed, U+FFFE and U+FFFF in a title, caption, summary or source made pages libxml2
/// rejects. Every page now replaces the characters XML forbids with U+FFFD.
@Suite struct ControlCharacterTests {
    @Test func pagesWithForbiddenCharactersAreWellFormed() async throws {
        var scenario = Fixtures.scenarios[0]
        scenario.fileTitle = "Title \u{1B}[31m red"
        scenario.fileSummary = "Form\u{0C}feed and \u{FFFE}\u{FFFF}"
        scenario.caption = "caption \u{07} bell"
        scenario.source = "Text(\"esc \u{1B}\")"
        let builder = try await SiteBuilder(templatesDirectory: Fixtures.templatesDirectory)
        let pages = try builder.pages(for: [scenario])
        let validator = OutputValidator()
        for page in pages where page.path.hasSuffix(".html") {
            #expect(validator.validateHTML(page.contents, file: page.path).isEmpty, "\(page.path)")
            let text = page.text
            #expect(!text.unicodeScalars.contains { !XMLCharacters.isAllowed($0) }, "\(page.path)")
        }
        let detail = try #require(pages.first { $0.path == scenario.stem + ".html" }).text
        #expect(detail.contains("caption \u{FFFD} bell"))
        #expect(XMLCharacters.neutralised("a\u{1B}b\tc\u{FFFF}") == "a\u{FFFD}b\tc\u{FFFD}")
        // Issue 27: bidirectional controls are shown as their codes, so they reorder nothing a reviewer reads.
        #expect(XMLCharacters.neutralised("abc\u{202E}fdp.exe\u{2066}x\u{2069}") == "abc[U+202E]fdp.exe[U+2066]x[U+2069]")
    }
}
