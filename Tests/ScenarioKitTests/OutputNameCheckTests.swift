import Foundation
import Testing
@testable import ScenarioKit
@testable import Build

/// Issue 14: two files whose outputs would land on one place are a located error naming both; the
/// other files still build.
@Suite struct OutputNameCheckTests {
    func file(_ relativePath: String) -> LoadedFile {
        ScenarioLoader.parse("title: t\nscenarios:\n  - id: a\n    view: Text(\"x\")\n",
                             relativePath: relativePath, displayPath: "S/" + relativePath)
    }

    func messages(_ paths: [String]) -> [String] {
        OutputNameCheck.apply(paths.map(file)).flatMap(\.diagnostics).map(\.description)
    }

    @Test func namesEqualUnderUnicodeNormalisationCollide() {
        let nfc = "caf\u{E9}.yaml", nfd = "cafe\u{301}.yaml"
        #expect(messages([nfc, nfd]) == [
            "S/\(nfd):1:1: error: 'cafe\u{301}' collides with 'caf\u{E9}' of S/\(nfc): the names differ only in how their "
                + "letters are encoded (Unicode NFC and NFD), which macOS treats as one name; rename one of them",
        ])
        #expect(messages(["K.yaml", "\u{212A}.yaml"]).count == 1)  // the Kelvin sign is K under NFC
    }

    @Test func namesThatDifferOnlyInCaseCollideAlsoInFolders() {
        #expect(messages(["Guide/a.yaml", "guide/b.yaml"]) == [
            "S/guide/b.yaml:1:1: error: 'guide' collides with 'Guide' of S/Guide/a.yaml: the names differ only in letter case, "
                + "one folder on macOS and Windows; rename one of them",
        ])
        // One folder shared by many files is fine.
        #expect(messages(["guide/a.yaml", "guide/b.yaml", "guide/c/d.yaml"]).isEmpty)
    }

    @Test func namesWithOneAnchorCollide() {
        #expect(messages(["a-b.yaml", "a_b.yaml", "a b.yaml", "a/b.yaml"]) == [
            "S/a_b.yaml:1:1: error: 'a_b' collides with 'a-b' of S/a-b.yaml: both become the anchor '#a-b' on the index page; rename one of them",
            "S/a b.yaml:1:1: error: 'a b' collides with 'a-b' of S/a-b.yaml: both become the anchor '#a-b' on the index page; rename one of them",
            "S/a/b.yaml:1:1: error: 'a/b' collides with 'a-b' of S/a-b.yaml: both become the anchor '#a-b' on the index page; rename one of them",
        ])
    }

    @Test func theSameFileFromTwoInputsCollides() {
        #expect(messages(["a.yaml", "a.yml"]) == [
            "S/a.yml:1:1: error: 'a' collides with 'a' of S/a.yaml: two inputs have a file at the same place; rename one of them",
        ])
    }

    @Test func backslashesControlCharactersAndTheSitesOwnNamesAreRefused() {
        #expect(messages(["x\\y.yaml", "e\u{1B}[31m.yaml", "frames.json.yaml", "Docs.yaml", "assets/a.yaml", "guide/docs.yaml"]) == [
            "S/x\\y.yaml:1:1: error: the name 'x\\y' has a backslash, a folder separator on Windows and in URLs; rename it",
            "S/e\u{1B}[31m.yaml:1:1: error: the name 'e\u{1B}[31m' has a control character; rename it",
            "S/frames.json.yaml:1:1: error: the output folder 'frames.json' is where FrameLab puts its own site files; move the file into a folder or rename it",
            "S/Docs.yaml:1:1: error: the output folder 'Docs' is where FrameLab puts its own rule reference; move the file into a folder or rename it",
            "S/assets/a.yaml:1:1: error: the output folder 'assets' is where FrameLab puts its own site files; move the file into a folder or rename it",
        ])
    }

    @Test func aCollidingFileIsLeftOutAndTheOthersBuild() {
        let report = ScenarioBuild.run(files: [file("A.yaml"), file("a.yaml"), file("b.yaml")], jobs: 1)
        #expect(report.results.map(\.outputStem) == ["A/a", "b/a"])
        #expect(report.errorCount == 1)
    }

    @Test func idsThatShareAnAnchorOrAreTooLongForAFileNameAreLocatedErrors() {
        let long = String(repeating: "a", count: 101)
        let loaded = ScenarioLoader.parse("""
            title: t
            scenarios:
              - {id: a-b, view: Text("x")}
              - {id: a--b, view: Text("y")}
              - {id: \(long), view: Text("z")}
            """, relativePath: "f.yaml", displayPath: "f.yaml")
        #expect(loaded.diagnostics.map(\.description) == [
            "f.yaml:4:10: error: duplicate id 'a--b' (first used at line 3, column 10 as 'a-b', the same anchor on the index page)",
            "f.yaml:5:10: error: the id is 101 characters long; ids name files and anchors, keep them to 100",
        ])
    }
}
