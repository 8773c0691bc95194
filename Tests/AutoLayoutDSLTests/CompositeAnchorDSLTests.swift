import Foundation
import Testing
import AutoLayoutDSL

/// Seed 001's composite anchors in Swift: each produces one constraint per anchor; insets inset, constants shift.
@Suite("Composite anchors in the DSL")
struct CompositeAnchorDSLTests {
    let red = LayoutView(name: "red"), blue = LayoutView(name: "blue")
    let container = LayoutView.container

    func texts(_ constraints: [AnchorConstraint]) -> [String] { constraints.map(\.description) }

    @Test("edges + insets negate the trailing and bottom constants; edges + c shifts every edge")
    func edges() {
        #expect(texts(blue.edges == red.edges + EdgeInsets(40)) == [
            "blue.top == red.top + 40", "blue.leading == red.leading + 40",
            "blue.bottom == red.bottom - 40", "blue.trailing == red.trailing - 40"])
        #expect(texts(blue.edges == red.edges + 40) == [
            "blue.top == red.top + 40", "blue.leading == red.leading + 40",
            "blue.bottom == red.bottom + 40", "blue.trailing == red.trailing + 40"])
        #expect(texts(blue.edges == red.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == [
            "blue.top == red.top + 1", "blue.leading == red.leading + 2",
            "blue.bottom == red.bottom - 3", "blue.trailing == red.trailing - 4"])
        // Minus insets outset.
        #expect(texts(blue.edges == red.edges - EdgeInsets(5)) == [
            "blue.top == red.top - 5", "blue.leading == red.leading - 5",
            "blue.bottom == red.bottom + 5", "blue.trailing == red.trailing + 5"])
        #expect(texts(blue.edges == red.edges) == [
            "blue.top == red.top", "blue.leading == red.leading", "blue.bottom == red.bottom", "blue.trailing == red.trailing"])
    }

    @Test("an edge pair uses its own insets and ignores the others (seed 001)")
    func edgePairs() {
        #expect(texts(blue.horizontalEdges == container.horizontalEdges + EdgeInsets(horizontal: 40)) == [
            "blue.leading == container.leading + 40", "blue.trailing == container.trailing - 40"])
        #expect(texts(blue.horizontalEdges == container.horizontalEdges + EdgeInsets(horizontal: 40, vertical: 99)) == [
            "blue.leading == container.leading + 40", "blue.trailing == container.trailing - 40"])
        #expect(texts(blue.verticalEdges == red.verticalEdges + EdgeInsets(vertical: 8)) == [
            "blue.top == red.top + 8", "blue.bottom == red.bottom - 8"])
        #expect(texts(blue.verticalEdges == red.verticalEdges + EdgeInsets(horizontal: 8)) == [
            "blue.top == red.top", "blue.bottom == red.bottom"])
    }

    @Test("center and size: every relation, shifts, multipliers, a number, a CGSize")
    func centerAndSize() {
        #expect(texts(blue.center == red.center) == ["blue.centerX == red.centerX", "blue.centerY == red.centerY"])
        #expect(texts(blue.center >= red.center + 10) == [
            "blue.centerX >= red.centerX + 10", "blue.centerY >= red.centerY + 10"])
        #expect(texts(blue.size == 40) == ["blue.width == 40", "blue.height == 40"])
        #expect(texts(blue.size == CGSize(width: 120, height: 80)) == ["blue.width == 120", "blue.height == 80"])
        #expect(texts(blue.size <= red.size * 0.5) == ["blue.width <= 0.5 * red.width", "blue.height <= 0.5 * red.height"])
        #expect(texts(blue.size >= 2 * red.size + 4) == ["blue.width >= 2 * red.width + 4", "blue.height >= 2 * red.height + 4"])
        #expect(texts(blue.size <= CGSize(width: 10, height: 20)) == ["blue.width <= 10", "blue.height <= 20"])
    }

    /// Seed 001's two figures: red at (50, 50), 200 × 120; blue's edges equal to red's with 40.
    func solvedBlue(@ConstraintBuilder _ blueConstraints: () -> [AnchorConstraint]) throws -> SolvedFrame? {
        var problem = AutoLayoutProblem(width: 400, height: 300)
        problem.activate {
            red.leadingAnchor == container.leadingAnchor + 50
            red.topAnchor == container.topAnchor + 50
            red.size == CGSize(width: 200, height: 120)
        }
        problem.activate(blueConstraints())
        return try problem.solve()[blue]
    }

    @Test("solved: the inset puts blue 40 inside red, the constant moves it 40 along both axes")
    func seedFigures() throws {
        #expect(try solvedBlue { blue.edges == red.edges + EdgeInsets(40) } == SolvedFrame(x: 90, y: 90, width: 120, height: 40))
        #expect(try solvedBlue { blue.edges == red.edges + 40 } == SolvedFrame(x: 90, y: 90, width: 200, height: 120))
        #expect(try solvedBlue {
            blue.horizontalEdges == red.horizontalEdges + EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            blue.verticalEdges == red.verticalEdges + EdgeInsets(vertical: 50)
        } == SolvedFrame(x: 60, y: 100, width: 160, height: 20))
        #expect(try solvedBlue {
            blue.center == red.center
            blue.size == red.size * 0.5
        } == SolvedFrame(x: 100, y: 80, width: 100, height: 60))
    }

    @Test("the DSL and the scenario syntax expand a composite into the same constraints")
    func sameAsScenarioSyntax() throws {
        let scenario = try ConstraintEquation.parseAll("blue.edges == red.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4) @750")
        let dsl = blue.edges == red.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) ~ 750
        #expect(dsl.map(\.constraint) == scenario)
    }
}
