import Foundation
import Testing
@testable import ScenarioKit

@Suite("Ordering atlas")
struct OrderingAtlasTests {
    typealias Atlas = OrderingAtlas

    /// Scenarios per family: weak orderings of the ordered values (Fubini numbers 1, 3, 13, 75), with
    /// min ≤ max or min > max where required, for a finite, a zero and a nil parent.
    static let expectedCounts: [String: Int] = [
        "text-none": 5, "text-min": 19, "text-max": 19, "text-ideal": 19, "text-min-max": 60, "text-contradictory": 41,
        "rectangle-none": 3, "rectangle-min": 5, "rectangle-max": 5, "rectangle-ideal": 5, "rectangle-min-max": 12,
        "rectangle-contradictory": 7,
    ]

    /// The generated text of one file, split into scenarios (id, caption, view, expected length).
    struct Parsed {
        var id: String
        var caption: String
        var view: String
        var expected: Double
    }

    static func parse(_ contents: String) -> [Parsed] {
        var result: [Parsed] = []
        var inView = false
        for line in contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("  - id: ") {
                result.append(Parsed(id: String(line.dropFirst(8)), caption: "", view: "", expected: .nan))
                inView = false
            } else if line.hasPrefix("    caption: ") {
                result[result.count - 1].caption = String(line.dropFirst(14).dropLast())
            } else if line == "    view: |" {
                inView = true
            } else if line == "    expect:" {
                inView = false
            } else if inView {
                result[result.count - 1].view += String(line.dropFirst(6)) + "\n"
            } else if line.hasPrefix("      subject: {") {
                let number = line.split(separator: ":").last!.dropLast().trimmingCharacters(in: .whitespaces)
                result[result.count - 1].expected = Double(number)!
            }
        }
        return result
    }

    static func file(_ path: String) -> [Parsed] {
        parse(Atlas.files().first { $0.path == path }!.contents)
    }

    static func scenario(_ path: String, _ id: String) -> Parsed? {
        file(path).first { $0.id == id }
    }

    @Test func filesAreSortedAndNamedPerFamily() {
        let paths = Atlas.files().map(\.path)
        #expect(paths == paths.sorted())
        #expect(paths.count == 24)
        for axis in ["width", "height"] {
            for family in Self.expectedCounts.keys { #expect(paths.contains("\(axis)-\(family).yaml")) }
        }
    }

    @Test func countsPerFamilyAndTotal() {
        var total = 0
        for file in Atlas.files() {
            let family = file.path.split(separator: "-", maxSplits: 1).last!.replacingOccurrences(of: ".yaml", with: "")
            let count = Self.parse(file.contents).count
            #expect(count == Self.expectedCounts[family], "\(file.path)")
            total += count
        }
        #expect(total == 400)
        #expect(total >= 200)
    }

    @Test func idsAreValidAndUniquePerFile() throws {
        let pattern = try Regex("^[a-z0-9][a-z0-9-]*$")
        for file in Atlas.files() {
            let ids = Self.parse(file.contents).map(\.id)
            #expect(Set(ids).count == ids.count, "\(file.path)")
            for id in ids { #expect(id.wholeMatch(of: pattern) != nil, "\(file.path): \(id)") }
        }
    }

    @Test func deterministic() {
        #expect(Atlas.files() == Atlas.files())
    }

    @Test func everyFileHasTitleSummarySettings() {
        for file in Atlas.files() {
            let lines = file.contents.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("title: \"") })
            #expect(lines.contains { $0.hasPrefix("summary: \"") })
            #expect(lines.contains("settings: {canvas: {width: 400, height: 300}, text: {charWidth: 10, lineHeight: 20}}"))
            #expect(lines.contains("scenarios:"))
        }
    }

    /// Every scenario has exactly one parenthesised winner, and its value is the expected length.
    @Test func everyWinnerMatchesTheExpectation() {
        for family in Atlas.Family.all {
            for item in Atlas.cases(for: family) {
                let caption = item.caption
                #expect(caption.filter { $0 == "(" }.count == 1, "\(family.fileName) \(item.id)")
                guard let winner = item.winner else {
                    Issue.record("no winner: \(family.fileName) \(item.id) = \(item.expected)")
                    continue
                }
                switch winner {
                case let .group(index):
                    #expect(item.values[item.ordering.groups[index][0]] == item.expected)
                case let .pseudo(label):
                    let value: Double = switch label {
                    case "0": 0
                    case "10", "…": 10
                    case "1 line": 20
                    default: .nan
                    }
                    #expect(value == item.expected, "\(family.fileName) \(item.id)")
                    #expect(item.parent != .finite)
                }
            }
        }
    }

    // MARK: hand-checked cases, numbers worked out on paper

    struct Hand: Sendable, CustomTestStringConvertible {
        var file: String
        var id: String
        var caption: String
        var view: String   // a fragment the view must contain
        var expected: Double
        var testDescription: String { "\(file) \(id)" }
    }

    static let hand: [Hand] = [
        // Text("12345") = 50 < min 100 < parent 150 → 100 (the brief's example has parent 200; same winner).
        Hand(file: "width-text-min.yaml", id: "intrinsic-lt-min-lt-parent", caption: "intrinsic < (min) < parent",
             view: #"Text("12345").lineLimit(1).frame(minWidth: 100).id("subject")"#, expected: 100),
        // min 50 < parent 100 < intrinsic 150: the Text is proposed 100, truncated to 100 → parent.
        Hand(file: "width-text-min.yaml", id: "min-lt-parent-lt-intrinsic", caption: "min < (parent) < intrinsic",
             view: ".frame(width: 100)", expected: 100),
        // parent 50 < min 100 < intrinsic 150: proposed max(50, 100) = 100 → truncated 100 → min.
        Hand(file: "width-text-min.yaml", id: "parent-lt-min-lt-intrinsic", caption: "parent < (min) < intrinsic",
             view: #"Text("123456789012345")"#, expected: 100),
        // max stretches a short Text: intrinsic 50 < parent 100 < max 150 → 100.
        Hand(file: "width-text-max.yaml", id: "intrinsic-lt-parent-lt-max", caption: "intrinsic < (parent) < max",
             view: ".frame(maxWidth: 150)", expected: 100),
        // both constraints: clamp(150, 50, 100) = 100, Text 200 ignored.
        Hand(file: "width-text-min-max.yaml", id: "min-lt-max-lt-parent-lt-intrinsic",
             caption: "min < (max) < parent < intrinsic", view: ".frame(minWidth: 50, maxWidth: 100)", expected: 100),
        // ties: intrinsic = min = 50 < parent 100.
        Hand(file: "width-text-min.yaml", id: "intrinsic-eq-min-lt-parent", caption: "(intrinsic = min) < parent",
             view: ".frame(minWidth: 50)", expected: 50),
        // zero parent, max only: the Text is proposed 0 and answers 0 (below one character, the proposal:
        // MetalUI T3), so the frame is min(max, max(0, 0)) = 0.
        Hand(file: "width-text-max.yaml", id: "zero-parent-intrinsic-lt-max", caption: "parent 0: (0) < intrinsic < max",
             view: ".frame(width: 0)", expected: 0),
        // zero parent, min + max: clamp(0, 50, 100) = 50.
        Hand(file: "width-rectangle-min-max.yaml", id: "zero-parent-min-lt-max", caption: "parent 0: (min) < max",
             view: ".frame(width: 0)", expected: 50),
        // nil parent, max only: min(intrinsic 50, max 100) = 50.
        Hand(file: "width-text-max.yaml", id: "nil-parent-intrinsic-lt-max", caption: "nil parent: (intrinsic) < max",
             view: ".fixedSize(horizontal: true, vertical: false)", expected: 50),
        // nil parent, Rectangle, max only: the Rectangle's 10.
        Hand(file: "width-rectangle-max.yaml", id: "nil-parent-max", caption: "nil parent: (10) < max",
             view: "Rectangle().frame(maxWidth: 50)", expected: 10),
        // nil parent, ideal 50 < intrinsic 100: sized 50, re-proposed 50 at placement → truncated to 50.
        Hand(file: "width-text-ideal.yaml", id: "nil-parent-ideal-lt-intrinsic", caption: "nil parent: (ideal) < intrinsic",
             view: ".frame(idealWidth: 50)", expected: 50),
        // nil parent, intrinsic 50 < ideal 100: sized 100, but re-proposed 100 at placement the frame
        // takes the Text's 50.
        Hand(file: "width-text-ideal.yaml", id: "nil-parent-intrinsic-lt-ideal", caption: "nil parent: (intrinsic) < ideal",
             view: ".frame(idealWidth: 100)", expected: 50),
        // contradictory: min 100 > max 50, Text 150: min wins (observed on real SwiftUI, reference §11.2) → 100.
        Hand(file: "width-text-contradictory.yaml", id: "max-lt-min-lt-intrinsic-lt-parent",
             caption: "max < (min) < intrinsic < parent", view: ".frame(minWidth: 100, maxWidth: 50)", expected: 100),
        // contradictory Rectangle, nil parent: min wins at sizing and again at placement → 100.
        Hand(file: "width-rectangle-contradictory.yaml", id: "nil-parent-max-lt-min", caption: "nil parent: max < (min)",
             view: "Rectangle().frame(minWidth: 100, maxWidth: 50)", expected: 100),
        // height: Text of 2 lines (40) in minHeight 80, parent 120 → 80.
        Hand(file: "height-text-min.yaml", id: "intrinsic-lt-min-lt-parent", caption: "intrinsic < (min) < parent",
             view: #"Text("1\n2").frame(minHeight: 80).id("subject")"#, expected: 80),
        // height: parent 40 < Text 4 lines (80): 2 lines kept → 40.
        Hand(file: "height-text-none.yaml", id: "parent-lt-intrinsic", caption: "(parent) < intrinsic",
             view: ".frame(height: 40)", expected: 40),
        // height: a zero parent keeps one line.
        Hand(file: "height-text-none.yaml", id: "zero-parent-intrinsic", caption: "parent 0: (1 line) < intrinsic",
             view: ".frame(height: 0)", expected: 20),
        // height: Rectangle, min only, parent 80 above min 40 → 80.
        Hand(file: "height-rectangle-min.yaml", id: "min-lt-parent", caption: "min < (parent)",
             view: "HStack(alignment: .top, spacing: 10)", expected: 80),
    ]

    @Test(arguments: hand)
    func handChecked(_ h: Hand) throws {
        let s = try #require(Self.scenario(h.file, h.id))
        #expect(s.caption == h.caption)
        #expect(s.view.contains(h.view), "\(s.view)")
        #expect(s.expected == h.expected)
    }

    @Test func theBriefsExampleNumbers() {
        // Text("12345") min 100 parent 200 → 100, caption "intrinsic < (min) < parent".
        let c = Atlas.Expectation.placedLength(of: .text(intrinsic: 50, step: 10, clampsBelowOneUnit: true), in: .min(100), parent: 200)
        #expect(c == 100)
        #expect(Atlas.Expectation.placedLength(of: .text(intrinsic: 150, step: 10, clampsBelowOneUnit: true), in: .min(100), parent: 0) == 100)
        // max only, parent 75 < max 100 < Text 150: the Text is proposed 75 and answers 70 (7 characters),
        // but the frame is min(max, max(p, 70)) = 75.
        #expect(Atlas.Expectation.placedLength(of: .text(intrinsic: 150, step: 10, clampsBelowOneUnit: true), in: .max(100), parent: 75) == 75)
        #expect(Atlas.ChildModel.text(intrinsic: 150, step: 10, clampsBelowOneUnit: true).answer(75) == 70)
        // Below one character the width is the proposal (MetalUI T3/T4); a height keeps its one line.
        #expect(Atlas.ChildModel.text(intrinsic: 150, step: 10, clampsBelowOneUnit: true).answer(0) == 0)
        #expect(Atlas.ChildModel.text(intrinsic: 150, step: 10, clampsBelowOneUnit: true).answer(5) == 5)
        #expect(Atlas.ChildModel.text(intrinsic: 80, step: 20, clampsBelowOneUnit: false).answer(0) == 20)
        #expect(Atlas.Expectation.placedLength(of: .rectangle, in: .minMax(100, 150), parent: nil) == 100)
    }

    @Test func weakOrderingCounts() {
        let roles: [Atlas.Role] = [.intrinsic, .parent, .min, .max]
        #expect(Atlas.WeakOrdering.all(of: Array(roles.prefix(1))).count == 1)
        #expect(Atlas.WeakOrdering.all(of: Array(roles.prefix(2))).count == 3)
        #expect(Atlas.WeakOrdering.all(of: Array(roles.prefix(3))).count == 13)
        #expect(Atlas.WeakOrdering.all(of: roles).count == 75)
    }
}
