/// The primal simplex (after an add or a remove) and the dual simplex (after an edit), on the lexicographic objective.
extension ConstraintSolver {
    /// `entering` becomes basic on `leaving`'s row; `leaving` becomes non-basic.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = removeRow(leaving)
        if kinds[leaving] == .external { row = expanded(row) }
        row.solve(for: leaving, andMake: entering)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    /// The objective's coefficient of `symbol` at priority level `level`.
    @inline(__always)
    func objectiveCoefficient(_ symbol: Symbol, level: Int) -> Double {
        objective[level].cells[symbol] ?? 0
    }

    /// Whether increasing `symbol` lowers the objective: its first non-zero level coefficient (highest priority
    /// first) is negative.
    func lowersObjective(_ symbol: Symbol) -> Bool {
        for level in levelOrder {
            let value = objectiveCoefficient(symbol, level: level)
            if value < -1e-8 { return true }
            if value > 1e-8 { return false }
        }
        return false
    }

    /// Whether the objective does not depend on `symbol` at any level (an alternative optimum when it moves).
    func isObjectiveFree(_ symbol: Symbol) -> Bool {
        for level in levelOrder where !nearZero(objectiveCoefficient(symbol, level: level)) { return false }
        return true
    }

    /// Lexicographic comparison of `objective(a) / ca` against `objective(b) / cb` (the dual ratio test).
    func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in levelOrder {
            let left = objectiveCoefficient(a, level: level) / ca
            let right = objectiveCoefficient(b, level: level) / cb
            let scale = max(1, abs(left), abs(right))
            if left < right - 1e-9 * scale { return true }
            if left > right + 1e-9 * scale { return false }
        }
        return a < b
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio, ties to the lowest symbol).
    func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        for owner in columns[entering] where owner >= 0 && kinds[owner].isRestricted {
            let row = basicRows[owner]!
            let coefficient = row.cells[entering]!
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && owner < best) {
                bestRatio = ratio
                best = owner
            }
        }
        return best
    }

    /// Primal simplex on the main (lexicographic) objective. Only symbols whose objective cells changed since the
    /// last optimum are examined.
    mutating func optimizeObjective() throws(SolverError) {
        var pivots = 0
        while let entering = objectiveCandidates.popMin() {
            guard kinds[entering] != .dummy, basicRows[entering] == nil, lowersObjective(entering) else { continue }
            let leaving = leavingRow(for: entering)
            guard leaving != .invalid else {
                objectiveCandidates.removeAll()
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > 50 * (kinds.count + 10) {
                objectiveCandidates.removeAll()
                throw .internalError("the simplex is cycling")
            }
        }
    }

    /// Primal simplex on the phase-one objective (the artificial row).
    mutating func optimizeArtificial() throws(SolverError) {
        var pivots = 0
        while let entering = artificialCandidates.popMin() {
            guard kinds[entering] != .dummy, basicRows[entering] == nil,
                let value = artificial?.cells[entering], value < -1e-8
            else { continue }
            let leaving = leavingRow(for: entering)
            guard leaving != .invalid else {
                artificialCandidates.removeAll()
                throw .internalError("the phase-one objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
            if pivots > 50 * (kinds.count + 10) {
                artificialCandidates.removeAll()
                throw .internalError("the simplex is cycling")
            }
        }
    }

    /// Dual simplex: restores feasibility of rows whose constant went negative, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard let row = basicRows[leaving], row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var enteringCoefficient = 0.0
            for (symbol, coefficient) in row.cells where coefficient > 0 && kinds[symbol] != .dummy {
                if entering == .invalid || ratioIsLess(symbol, coefficient, than: entering, enteringCoefficient) {
                    entering = symbol
                    enteringCoefficient = coefficient
                }
            }
            guard entering != .invalid else {
                infeasibleRows.removeAll()
                throw .internalError("dual optimize failed")
            }
            pivot(entering: entering, leaving: leaving)
        }
        // Pivots queue objective cells; the objective is still optimal after a dual step, so drop them.
        objectiveCandidates.removeAll()
    }

    /// The row to pivot a non-basic marker into when its constraint is removed (kiwi's `getMarkerLeavingRow`).
    func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for owner in columns[marker].sorted() where owner >= 0 {
            let row = basicRows[owner]!
            let coefficient = row.cells[marker]!
            if kinds[owner] == .external {
                third = owner
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = owner }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = owner }
            }
        }
        if first != .invalid { return first }
        if second != .invalid { return second }
        return third
    }
}
