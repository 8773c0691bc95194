import LayoutCore
import Testing
@testable import ViewLayout

/// Every experiment of seed 003 ("SwiftUIのframeのminWidth maxWidth観測隊"): a VStack of the seed's
/// parent width holding one row, characters 10 pt wide, `MyText` = `Text(…).lineLimit(1)`. The canvas
/// (the "screen") is 400 wide, so a VStack without a width is proposed 400.
@Suite("Seed 003: frame(minWidth:maxWidth:) observations")
struct Seed003Tests {
    struct Row: CustomTestStringConvertible, Sendable {
        var caption: String
        var characters: Int?          // nil: a Rectangle
        var min: Double?
        var max: Double?
        var parent: Double?           // nil: the VStack has no width (the screen's 400 is proposed)
        var expected: Double
        var testDescription: String { caption }
    }

    static let rectangleRows: [Row] = [
        Row(caption: "min < (parent)", characters: nil, min: 100, max: nil, parent: 200, expected: 200),
        Row(caption: "parent < (min)", characters: nil, min: 300, max: nil, parent: 200, expected: 300),
        Row(caption: "(max) < parent", characters: nil, min: nil, max: 100, parent: 200, expected: 100),
        Row(caption: "(parent) < max", characters: nil, min: nil, max: 300, parent: 200, expected: 200),
        Row(caption: "min < (max) < parent", characters: nil, min: 100, max: 150, parent: 200, expected: 150),
        Row(caption: "min < (parent) < max", characters: nil, min: 150, max: 250, parent: 200, expected: 200),
        Row(caption: "parent < (min) < max", characters: nil, min: 250, max: 300, parent: 200, expected: 250),
        Row(caption: "no modifier, parent 200", characters: nil, min: nil, max: nil, parent: 200, expected: 200),
        Row(caption: "no modifier, screen", characters: nil, min: nil, max: nil, parent: nil, expected: 400),
    ]

    static let textRows: [Row] = [
        // intrinsic vs parent 200: 19, 20 and 21 characters
        Row(caption: "(intrinsic 190) < parent", characters: 19, min: nil, max: nil, parent: 200, expected: 190),
        Row(caption: "intrinsic = parent 200", characters: 20, min: nil, max: nil, parent: 200, expected: 200),
        Row(caption: "(parent) < intrinsic 210, truncated", characters: 21, min: nil, max: nil, parent: 200, expected: 200),
        // intrinsic vs min (screen)
        Row(caption: "intrinsic < (min)", characters: 15, min: 200, max: nil, parent: nil, expected: 200),
        Row(caption: "min < (intrinsic)", characters: 25, min: 200, max: nil, parent: nil, expected: 250),
        // intrinsic vs max (screen): max stretches the text
        Row(caption: "intrinsic < (max)", characters: 15, min: nil, max: 200, parent: nil, expected: 200),
        Row(caption: "(max) < intrinsic", characters: 25, min: nil, max: 200, parent: nil, expected: 200),
        // intrinsic vs min and max (screen)
        Row(caption: "intrinsic < min < (max)", characters: 5, min: 100, max: 200, parent: nil, expected: 200),
        Row(caption: "min < intrinsic < (max)", characters: 15, min: 100, max: 200, parent: nil, expected: 200),
        Row(caption: "min < (max) < intrinsic", characters: 25, min: 100, max: 200, parent: nil, expected: 200),
        // parent, intrinsic and min
        Row(caption: "intrinsic < parent < (min)", characters: 5, min: 200, max: nil, parent: 100, expected: 200),
        Row(caption: "parent < intrinsic < (min)", characters: 15, min: 200, max: nil, parent: 100, expected: 200),
        Row(caption: "parent < (min) < intrinsic", characters: 25, min: 200, max: nil, parent: 100, expected: 200),
        Row(caption: "intrinsic < (min) < parent", characters: 5, min: 100, max: nil, parent: 200, expected: 100),
        Row(caption: "min < (intrinsic) < parent", characters: 15, min: 100, max: nil, parent: 200, expected: 150),
        Row(caption: "min < (parent) < intrinsic", characters: 25, min: 100, max: nil, parent: 200, expected: 200),
        // parent, intrinsic and max
        Row(caption: "intrinsic < (parent) < max", characters: 5, min: nil, max: 200, parent: 100, expected: 100),
        Row(caption: "(parent) < intrinsic < max", characters: 15, min: nil, max: 200, parent: 100, expected: 100),
        Row(caption: "(parent) < max < intrinsic", characters: 25, min: nil, max: 200, parent: 100, expected: 100),
        Row(caption: "intrinsic < (max) < parent", characters: 5, min: nil, max: 100, parent: 200, expected: 100),
        Row(caption: "(max) < intrinsic < parent", characters: 15, min: nil, max: 100, parent: 200, expected: 100),
        Row(caption: "(max) < parent < intrinsic", characters: 25, min: nil, max: 100, parent: 200, expected: 100),
        // the twelve four-value orderings: intrinsic and parent adjacent
        Row(caption: "min < (max) < intrinsic < parent", characters: 15, min: 50, max: 100, parent: 200, expected: 100),
        Row(caption: "min < intrinsic < (parent) < max", characters: 15, min: 100, max: 250, parent: 200, expected: 200),
        Row(caption: "intrinsic < parent < (min) < max", characters: 15, min: 250, max: 300, parent: 200, expected: 250),
        Row(caption: "min < (max) < parent < intrinsic", characters: 20, min: 50, max: 100, parent: 150, expected: 100),
        Row(caption: "min < (parent) < intrinsic < max", characters: 20, min: 100, max: 250, parent: 150, expected: 150),
        Row(caption: "parent < intrinsic < (min) < max", characters: 20, min: 250, max: 300, parent: 150, expected: 250),
        // intrinsic and parent apart
        Row(caption: "min < intrinsic < (max) < parent", characters: 10, min: 50, max: 150, parent: 250, expected: 150),
        Row(caption: "intrinsic < min < (max) < parent", characters: 10, min: 150, max: 200, parent: 250, expected: 200),
        Row(caption: "intrinsic < min < (parent) < max", characters: 10, min: 200, max: 300, parent: 250, expected: 250),
        Row(caption: "min < (parent) < max < intrinsic", characters: 25, min: 50, max: 150, parent: 100, expected: 100),
        Row(caption: "parent < (min) < max < intrinsic", characters: 25, min: 150, max: 200, parent: 100, expected: 150),
        Row(caption: "parent < (min) < intrinsic < max", characters: 25, min: 200, max: 300, parent: 100, expected: 200),
        // the last investigation: no parent width, a huge max → the screen's width
        Row(caption: "intrinsic < (screen) < huge max", characters: 5, min: nil, max: 100_000, parent: nil, expected: 400),
    ]

    static func scene(_ row: Row) -> ViewNode {
        let child = row.characters.map { myText(digits($0)) } ?? ViewNode.rectangle
        let subject: ViewNode = (row.min == nil && row.max == nil) ? child.id("subject")
            : child.frame(minWidth: row.min, maxWidth: row.max).id("subject")
        let stack = ViewNode.vStack(alignment: .leading, spacing: 10, [subject, ViewNode.circle.frame(width: 4, height: 4).id("dot")])
        return row.parent.map { stack.frame(width: $0) } ?? stack
    }

    @Test("Rectangle rows", arguments: rectangleRows)
    func rectangle(row: Row) {
        #expect(frame("subject", in: layout(Self.scene(row))).width == row.expected)
    }

    @Test("Text rows", arguments: textRows)
    func text(row: Row) {
        #expect(frame("subject", in: layout(Self.scene(row))).width == row.expected)
    }

    @Test("21 characters in 200 are truncated with an ellipsis")
    func truncation() {
        let r = layout(Self.scene(Self.textRows[2]))
        // the name is on the `.lineLimit(1)` wrapper; the Text is its child
        #expect(r.node(named: "subject")!.children[0].textLines == ["1234567890123456789…"])
    }

    @Test("the leading dot moves left when a row overflows the parent (VStack centred in its frame)")
    func leadingDot() {
        // parent 100, min 200: the VStack is 200 wide in a 100-wide frame centred at x 200 → it starts at 100.
        let r = layout(Self.scene(Self.textRows[10]))
        #expect(frame("subject", in: r).minX == 100)
        #expect(frame("dot", in: r).minX == 100)
        // intrinsic < (min) < parent 200: the VStack is 100 wide in a 200 frame: starts at 150.
        let r2 = layout(Self.scene(Self.textRows[13]))
        #expect(frame("dot", in: r2).minX == 150)
    }
}
