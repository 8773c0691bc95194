import Testing
@testable import ConstraintLayout

/// Seed 001's composite anchors (`edges`, `horizontalEdges`, `verticalEdges`, `center`, `size`) and its point that
/// an inset is not a constant: `+ 40` moves every edge the same way, `.inset(40)` moves each edge inwards.
@Suite("Composite anchors")
struct CompositeAnchorTests {
    func parts(_ text: String) throws -> [String] {
        try ConstraintEquation.parseAll(text).map(\.canonicalText)
    }

    func error(_ text: String) -> VFLError? {
        do { _ = try ConstraintEquation.parseAll(text); return nil } catch { return error }
    }

    @Test("a composite line is one constraint per attribute; + c shifts, .inset(c) moves inwards")
    func expansion() throws {
        #expect(try parts("blue.edges == red.edges + 40") == [
            "blue.top == red.top + 40", "blue.leading == red.leading + 40",
            "blue.bottom == red.bottom + 40", "blue.trailing == red.trailing + 40"])
        #expect(try parts("blue.edges == red.edges.inset(40)") == [
            "blue.top == red.top + 40", "blue.leading == red.leading + 40",
            "blue.bottom == red.bottom - 40", "blue.trailing == red.trailing - 40"])
        #expect(try parts("a.horizontalEdges == container.horizontalEdges.inset(leading: 20, trailing: 10) @750") == [
            "a.leading == container.leading + 20 @750", "a.trailing == container.trailing - 10 @750"])
        #expect(try parts("a.verticalEdges == b.verticalEdges") == ["a.top == b.top", "a.bottom == b.bottom"])
        #expect(try parts("a.center == container.center - 5") == ["a.centerX == container.centerX - 5",
                                                                   "a.centerY == container.centerY - 5"])
        #expect(try parts("a.size == 100") == ["a.width == 100", "a.height == 100"])
        #expect(try parts("a.size == (120, 80)") == ["a.width == 120", "a.height == 80"])
        #expect(try parts("a.size <= 0.5 * b.size") == ["a.width <= 0.5 * b.width", "a.height <= 0.5 * b.height"])
        #expect(try parts("a.size >= b.size * 2 + 4") == ["a.width >= 2 * b.width + 4", "a.height >= 2 * b.height + 4"])
        // A single attribute still parses as one constraint.
        #expect(try parts("a.width == b.width") == ["a.width == b.width"])
    }

    @Test("malformed composite lines are errors at the column where they go wrong")
    func errors() {
        #expect(error("a.edges <= b.edges")?.column == 9)
        #expect(error("a.edges <= b.edges")?.message.hasPrefix("edges are related with == only") == true)
        #expect(error("a.edges == b.size")?.message == "edges can only be related to another view's edges, not 'size'")
        #expect(error("a.edges == b.size")?.column == 14)
        #expect(error("a.center == 100")?.message.hasPrefix("Only a size can equal a number") == true)
        #expect(error("a.center == (1, 2)")?.message == "Only a size takes a (width, height) pair")
        #expect(error("a.size == b.size.inset(4)")?.message == "Only edges, horizontalEdges and verticalEdges take an inset")
        #expect(error("a.horizontalEdges == b.horizontalEdges.inset(top: 4)")?.message
                == "horizontalEdges has no 'top' edge; its edges are leading, trailing")
        #expect(error("a.edges == b.edges.inset(top: 4, top: 5)")?.message == "'top' is given twice")
        #expect(error("a.edges == b.edges.inset(4) + 2")?.message == "Use either .inset(…) or a constant, not both")
        #expect(error("a.edges == b.edges * 2")?.message == "Only a size takes a multiplier")
        #expect(error("a.size == (120 80)")?.message == "Expected ',' between width and height")
        #expect(error("a.edges == b.edges.inset(4")?.message == "Expected ')' after the insets")
        #expect(error("a.size == b.size extra")?.column == 18)
    }

    @Test("solved: an inset puts the view inside, a constant shifts it (seed 001's two figures)")
    func solved() throws {
        let views = [LayoutView(name: "red"), LayoutView(name: "blue")]
        let red = """
            red.leading == container.leading + 50
            red.top == container.top + 50
            red.size == (200, 120)
            """
        let (_, inset) = try solve(views, red + "\nblue.edges == red.edges.inset(40)")
        #expect(inset["blue"]! == SolvedFrame(x: 90, y: 90, width: 120, height: 40))
        let (_, shifted) = try solve(views, red + "\nblue.edges == red.edges + 40")
        #expect(shifted["blue"]! == SolvedFrame(x: 90, y: 90, width: 200, height: 120))
        let (_, sides) = try solve(views, red + """

            blue.horizontalEdges == red.horizontalEdges.inset(leading: 10, trailing: 30)
            blue.verticalEdges == red.verticalEdges.inset(top: 50, bottom: 50)
            """)
        #expect(sides["blue"]! == SolvedFrame(x: 60, y: 100, width: 160, height: 20))
        let (_, centred) = try solve(views, red + "\nblue.center == red.center\nblue.size == (20, 10)")
        #expect(centred["blue"]! == SolvedFrame(x: 140, y: 105, width: 20, height: 10))
    }

    @Test("a composite line's constraints all point at the line, each described on its own")
    func sources() {
        let parsed = ConstraintScript.parse("  a.size == (10, 20)", metrics: [:], views: ["a"], settings: AutoLayoutSettings())
        #expect(parsed.errors.isEmpty)
        #expect(parsed.constraints.map(\.source) == [ConstraintSource(text: "a.width == 10", line: 1, column: 3),
                                                     ConstraintSource(text: "a.height == 20", line: 1, column: 3)])
        let unknown = ConstraintScript.parse("a.edges == b.edges", metrics: [:], views: ["a"], settings: AutoLayoutSettings())
        #expect(unknown.errors.map(\.message) == ["unknown view 'b'; the views are 'a', 'container'"])
    }
}
