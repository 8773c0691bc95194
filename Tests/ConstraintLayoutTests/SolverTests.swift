import Testing
@testable import ConstraintLayout

@Suite("Cassowary solver")
struct SolverTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x, .equal, 20))
        try solver.add(Constraint(y - x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .lessThanOrEqual, 100))
        try solver.add(Constraint(y, .equal, 0, priority: Priority(250)))  // pulls y down to its bound
        let values = solver.values()
        #expect(values[x.index] == 20)
        #expect(values[y.index] == 30)
    }

    @Test func priorityLevelsAreLexicographic() throws {
        // kiwi's weighted sum (1e3 per medium vs 1 per weak) lets 1,001 units of weak error outweigh 1 of medium;
        // Auto Layout's priorities do not: the single 999 wins over any number of 250s.
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(x, .equal, 0, priority: Priority(999)))
        var others: [Variable] = []
        for index in 0..<2000 {
            let y = solver.makeVariable("y\(index)")
            others.append(y)
            try solver.add(Constraint(LinearExpression(y), .equal, LinearExpression(x), priority: .required))
            try solver.add(Constraint(y, .equal, 10, priority: Priority(250)))
        }
        let values = solver.values()
        #expect(values[x.index] == 0)
        #expect(solver.objectiveValues().map(\.priority.value) == [999, 250])
        #expect(solver.objectiveValues()[1].value == 20000)
    }

    @Test func failedAddLeavesTheSolverUnchangedAndExplainsTheConflict() throws {
        // The reference's example: y ≤ 5 after v ≥ 10, w ≥ v, x ≥ w, y ≥ x conflicts with all four.
        var solver = ConstraintSolver()
        let v = solver.makeVariable("v"), w = solver.makeVariable("w"), x = solver.makeVariable("x"),
            y = solver.makeVariable("y")
        let ids = [
            try solver.add(Constraint(v, .greaterThanOrEqual, 10)),
            try solver.add(Constraint(w - v, .greaterThanOrEqual, 0)),
            try solver.add(Constraint(x - w, .greaterThanOrEqual, 0)),
            try solver.add(Constraint(y - x, .greaterThanOrEqual, 0)),
        ]
        let before = solver.values()
        #expect(throws: SolverError.unsatisfiable(conflicting: ids)) {
            try solver.add(Constraint(y, .lessThanOrEqual, 5))
        }
        #expect(solver.values() == before)
        // kiwi #52: after a failed add kiwi rejects unrelated constraints; this solver keeps working.
        let z = solver.makeVariable("z")
        try solver.add(Constraint(z, .equal, 7))
        try solver.add(Constraint(y, .lessThanOrEqual, 50))
        #expect(solver.values()[z.index] == 7)
        #expect(solver.values()[y.index] >= 10)
    }

    @Test func contradictoryEqualitiesFailOnTheDummyRow() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(x, .equal, 10))
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try solver.add(Constraint(x, .equal, 5))
        }
        try solver.add(Constraint(x, .equal, 10))  // redundant, kept
        #expect(solver.values()[x.index] == 10)
    }

    @Test func removeRestoresTheEarlierOptimum() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(x, .equal, 100, priority: Priority(250)))
        let cap = try solver.add(Constraint(x, .lessThanOrEqual, 40))
        #expect(solver.values()[x.index] == 40)
        try solver.remove(cap)
        #expect(solver.values()[x.index] == 100)
        #expect(throws: SolverError.unknownConstraint(cap)) { try solver.remove(cap) }
    }

    @Test func editVariablesFollowSuggestionsWithinBounds() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable("width"), half = solver.makeVariable("half")
        try solver.add(Constraint(LinearExpression(half), .equal, LinearExpression(width) * 0.5))
        try solver.add(Constraint(width, .lessThanOrEqual, 300))
        try solver.addEditVariable(width, priority: Priority(750))
        try solver.suggestValue(200, for: width)
        #expect(solver.values()[half.index] == 100)
        try solver.suggestValue(500, for: width)  // the required bound wins
        #expect(solver.values()[width.index] == 300)
        try solver.suggestValue(120, for: width)
        #expect(solver.values()[half.index] == 60)
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(half, priority: .required) }
        #expect(throws: SolverError.duplicateEditVariable(width)) { try solver.addEditVariable(width, priority: Priority(10)) }
    }

    @Test func ambiguityOfParametricAndFreeVariables() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x"), w = solver.makeVariable("w"), fixed = solver.makeVariable("fixed")
        try solver.add(Constraint(w, .greaterThanOrEqual, 20))
        try solver.add(Constraint(fixed, .equal, 5))
        #expect(solver.isAmbiguous(x))      // in no constraint at all
        #expect(solver.isAmbiguous(w))      // any width ≥ 20 is optimal
        #expect(!solver.isAmbiguous(fixed))
        try solver.add(Constraint(w, .equal, 0, priority: Priority(250)))
        #expect(!solver.isAmbiguous(w))     // now the weak pull picks 20
        #expect(solver.values()[w.index] == 20)
    }

    @Test func invalidPriorityIsRejected() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.invalidPriority(Priority(0))) {
            try solver.add(Constraint(x, .equal, 1, priority: Priority(0)))
        }
    }

    @Test func longChainStaysSparseAndCompresses() throws {
        // The kiwi "chain" family at N = 300: widths compress to Σ = W − 8(N+1).
        var solver = ConstraintSolver()
        let n = 300, total = 60.0 * Double(n)
        let left = solver.makeVariable("c.left"), width = solver.makeVariable("c.width")
        try solver.add(Constraint(left, .equal, 0))
        try solver.add(Constraint(width, .equal, total))
        var previous = LinearExpression(left)
        var widths: [Variable] = []
        for index in 0..<n {
            let l = solver.makeVariable("l\(index)"), w = solver.makeVariable("w\(index)")
            widths.append(w)
            try solver.add(Constraint(LinearExpression(l), .greaterThanOrEqual, previous + 8))
            try solver.add(Constraint(w, .greaterThanOrEqual, 20))
            try solver.add(Constraint(w, .equal, 100, priority: Priority(1)))
            previous = l + w
        }
        try solver.add(Constraint(left + width, .equal, previous + 8))
        let values = solver.values()
        let sum = widths.reduce(0) { $0 + values[$1.index] }
        #expect(abs(sum - (total - 8 * Double(n + 1))) < 1e-6)
        #expect(widths.allSatisfy { values[$0.index] >= 20 - 1e-9 && values[$0.index] <= 100 + 1e-9 })
    }
}
