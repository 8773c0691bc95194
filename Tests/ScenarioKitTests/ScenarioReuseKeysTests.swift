import Testing
@testable import ScenarioKit

/// Issue 33: a scenario's key covers what its outputs depend on in its file (`ScenarioReuseKeys`), so that an incremental
/// build takes over the scenarios of a changed file whose keys are the last build's. Each case edits a file and says
/// which keys change.
@Suite struct ScenarioReuseKeysTests {
    static let file = """
        title: Keys
        settings: {canvas: {width: 200, height: 80}}
        scenarios:
          - id: a
            caption: first
            view: "Color.red.frame(width: 30, height: 20)"
          - id: b
            view: |
              Text("hello")
          - id: c
            view: "Color.blue.frame(width: 50, height: 20)"

        """

    func keys(_ text: String) -> [String?] {
        let loaded = ScenarioLoader.parse(text, relativePath: "f.yaml", displayPath: "Scenarios/f.yaml")
        return loaded.file?.scenarios.map(\.reuseKey) ?? []
    }

    /// Which of the three keys differ from the original file's.
    func changed(_ text: String) -> [Bool] {
        let before = keys(Self.file), after = keys(text)
        guard after.count == before.count else { return [] }
        return zip(before, after).map { $0 != $1 }
    }

    @Test func everyScenarioOfAFileWithoutErrorsHasItsOwnKey() {
        let all = keys(Self.file)
        #expect(all.count == 3 && all.allSatisfy { $0?.count == 32 } && Set(all).count == 3, "\(all)")
        #expect(keys(Self.file) == all)  // the same text, the same keys
    }

    @Test func aScenarioEditedChangesItsKeyAlone() {
        #expect(changed(Self.file.replacingOccurrences(of: "Text(\"hello\")", with: "Text(\"hello, world\")")) == [false, true, false])
        // A line more in b (a modifier, then a comment): a SwiftUI scenario's outputs do not depend on its line, so c
        // keeps its key although it moved down.
        #expect(changed(Self.file.replacingOccurrences(of: "Text(\"hello\")\n", with: "Text(\"hello\")\n        .padding(4)\n"))
                == [false, true, false])
        #expect(changed(Self.file.replacingOccurrences(of: "  - id: c\n", with: "    # a note\n  - id: c\n")) == [false, true, false])
    }

    @Test func aCaptionOrAnIdChangesItsNeighboursKeysToo() {
        // b's page links a and c by their captions (or ids), and theirs link b.
        #expect(changed(Self.file.replacingOccurrences(of: "caption: first", with: "caption: First")) == [true, true, false])
        #expect(changed(Self.file.replacingOccurrences(of: "  - id: b\n", with: "  - id: b\n    caption: second\n")) == [true, true, true])
    }

    @Test func theFilesLinesOutsideTheListChangeEveryKey() {
        #expect(changed(Self.file.replacingOccurrences(of: "title: Keys", with: "title: Keys, again")) == [true, true, true])
        #expect(changed(Self.file.replacingOccurrences(of: "width: 200", with: "width: 201")) == [true, true, true])
        // A top-level key after the list is the file's too, not the last scenario's.
        #expect(changed(Self.file + "summary: after the list\n") == [true, true, true])
        // A scenario more changes every key ("3 of 4"), and the last one's neighbour.
        #expect(keys(Self.file + "  - id: d\n    view: Color.green\n").count == 4)
        #expect(Set(keys(Self.file + "  - id: d\n    view: Color.green\n")).isDisjoint(with: Set(keys(Self.file))))
    }

    @Test func anAutoLayoutScenarioMovedChangesItsKey() {
        let file = Self.file + """
              - id: d
                views:
                  box: {intrinsic: {width: 40, height: 20}}
                constraints: |
                  box.leadingAnchor == container.leadingAnchor + 10
                  box.topAnchor == container.topAnchor + 10

            """
        let before = keys(file)
        #expect(before.count == 4 && before.allSatisfy { $0 != nil })
        // A line more in a: b and c keep their keys, d (a constraint's annotation names its line) does not.
        let after = keys(file.replacingOccurrences(of: "    caption: first\n", with: "    caption: first\n    # moved\n"))
        #expect(zip(before, after).map { $0 != $1 } == [true, false, false, true])
    }

    @Test func noKeyWhereTheLinesDoNotSayEverything() {
        // An alias reads another scenario's lines: that one has no key; the one with the anchor has one.
        let aliased = keys(Self.file.replacingOccurrences(of: "view: \"Color.red", with: "view: &red \"Color.red")
                           .replacingOccurrences(of: "view: \"Color.blue.frame(width: 50, height: 20)\"", with: "view: *red"))
        #expect(aliased.count == 3 && aliased[0] != nil && aliased[1] != nil && aliased[2] == nil, "\(aliased)")
        // A list written in flow style, or an item whose first key is not on its dash's line: no keys.
        let flow = "title: F\nscenarios: [{id: a, view: Color.red}, {id: b, view: Color.blue}]\n"
        #expect(keys(flow) == [nil, nil])
        let split = "title: F\nscenarios:\n  -\n    id: a\n    view: Color.red\n  - id: b\n    view: Color.blue\n"
        #expect(keys(split) == [nil, nil])
        // A file with an error: none (the build computes it whole).
        let broken = ScenarioLoader.parse(Self.file + "  - id: a\n    view: Color.green\n", relativePath: "f.yaml", displayPath: "f.yaml")
        #expect(!broken.diagnostics.isEmpty && broken.file?.scenarios.allSatisfy { $0.reuseKey == nil } == true)
    }
}
