import Foundation
import LayoutCore
import Testing
@testable import ViewLayout

/// The result's values that share storage or are made when read (`SharedList`, `TextLines`) behave as the arrays
/// they replaced: indexed from 0, compared, hashed and encoded by their elements.
@Suite("Shared and deferred result values")
struct SharedResultValuesTests {
    private static func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]   // a struct's keys come in no fixed order otherwise
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("a shared list is its range of the storage, indexed from 0, equal and hashed as a list of the same elements")
    func sharedListIsItsRange() throws {
        let storage: [Double] = [10, 20, 30, 40, 50]
        let middle = SharedList(sharing: storage, 1..<4)
        #expect(middle.count == 3)
        #expect(middle.indices == 0..<3)
        #expect(middle[0] == 20 && middle[2] == 40)
        #expect(Array(middle) == [20, 30, 40])
        #expect(middle == [20, 30, 40])
        #expect(middle != SharedList(sharing: storage, 0..<3))
        #expect(middle.hashValue == SharedList([20.0, 30, 40]).hashValue)
        #expect(SharedList(sharing: storage, 2..<2).isEmpty)
        #expect(middle.description == "[20.0, 30.0, 40.0]")
    }

    @Test("a shared list encodes as a JSON array of its elements, not its storage, and decodes back")
    func sharedListCodesAsItsElements() throws {
        let finite = SharedList(sharing: [Size(width: 1, height: 2), Size(width: 3, height: 4), Size(width: 5, height: 6)], 1..<3)
        let text = try Self.json(finite)
        #expect(text == (try Self.json([Size(width: 3, height: 4), Size(width: 5, height: 6)])))
        #expect(try JSONDecoder().decode(SharedList<Size>.self, from: Data(text.utf8)) == finite)
    }

    @Test("drawn lines given as a recipe read, compare, hash and encode as the lines; setting them replaces the recipe")
    func textLinesFromARecipe() throws {
        let recipe = TextLines(deferred: { TextMeasurement("one two three", capacity: 7, limit: 2).lines })
        #expect(recipe.lines == ["one two", "three"])
        #expect(recipe == ["one two", "three"])
        #expect(recipe.hashValue == TextLines(["one two", "three"]).hashValue)
        #expect(try Self.json(recipe) == "[\"one two\",\"three\"]")
        #expect(try JSONDecoder().decode(TextLines.self, from: Data("[\"a\"]".utf8)) == ["a"])
        var changed = recipe
        changed.lines = ["x"]
        #expect(changed == ["x"] && recipe.lines.count == 2)
    }

    @Test("a full trace lists each node's answers beside its proposals, indexed from 0; a frames-only trace lists none")
    func traceAnswersAreShared() {
        let view = ViewNode.hStack([ViewNode.text("a b c").frame(minWidth: 10, maxWidth: 40), .spacer()])
        let settings = LayoutSettings(canvas: Size(width: 200, height: 100))
        let full = ViewLayoutEngine.layout(view, settings: settings)
        let text = full.root.children[0].children[0]
        #expect(text.sizingProposals.count == text.sizingAnswers.count)
        #expect(text.sizingProposals.count >= 2)
        #expect(text.sizingProposals.indices.first == 0)
        let framesOnly = ViewLayoutEngine.layout(view, settings: settings, trace: .framesOnly)
        #expect(framesOnly.root.children[0].children[0].sizingProposals.isEmpty)
    }
}
