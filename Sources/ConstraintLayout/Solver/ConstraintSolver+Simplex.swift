/// The primal simplex (after an add or a remove) and the dual simplex (after an edit), on the lexicographic objective.
extension ConstraintSolver {
    /// `entering` becomes basic on `leaving`'s row; `leaving` becomes non-basic. The row is expanded to non-basic
    /// symbols to be substituted, and then stored shallow when it can be.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        statistics.pivots += 1
        var row = removeRow(leaving)
        if row.isShallow || kinds[leaving] == .external { row = expanded(row) }
        row.solve(for: leaving, andMake: entering)
        substitute(entering, by: row)
        setRow(entering, storedRow(for: entering, expandedRow: row))
    }

    /// The restricted row that limits how far `entering` can grow (minimum ratio, ties to the lowest symbol).
    mutating func leavingRow(for entering: Symbol) -> Symbol {
        var best = Symbol.invalid
        var bestRatio = Double.infinity
        for (owner, coefficient) in restrictedRows(containing: entering) where coefficient < 0 {
            let ratio = -basicRows[owner]!.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && owner < best) {
                bestRatio = ratio
                best = owner
            }
        }
        return best
    }

    /// Primal simplex on the main (lexicographic) objective. Only symbols whose objective cells changed since the
    /// last optimum are examined (`objectiveCandidates` holds every symbol that may lower the objective).
    ///
    /// The entering symbol is the steepest one (Dantzig's rule: half the pivots of always taking the lowest one on
    /// the random-optional family, 11,446 instead of 22,782 at N = 2,000), except after a few consecutive steps of
    /// length zero, where it is the lowest one (Bland's rule) until a step moves: a cycle would be made of zero steps
    /// only, so it would soon run under Bland's rule, which never cycles.
    mutating func optimizeObjective() throws(SolverError) {
        var pivots = 0
        var zeroSteps = 0  // consecutive steps of (almost) zero length
        while true {
            let entering =
                zeroSteps >= Self.zeroStepsBeforeBland ? lowestImprovingCandidate() : steepestImprovingCandidate()
            guard entering != .invalid else { break }
            let leavingConstant = try primalStep(entering: entering, pivots: &pivots, candidates: \.objectiveCandidates,
                                                 unbounded: "the objective is unbounded")
            zeroSteps = nearZero(leavingConstant) ? zeroSteps + 1 : 0
        }
    }

    /// One step of either primal simplex: `entering` becomes basic on the row that limits it. Returns that row's
    /// constant before the step, (almost) zero for a step of (almost) zero length. Throws `unbounded` when no row limits
    /// `entering`, and once the loop has pivoted far more often than the tableau has symbols (it is cycling); the
    /// loop's queue of `candidates` is emptied first, so that the solver keeps no stale candidates after an error.
    @discardableResult
    private mutating func primalStep(entering: Symbol, pivots: inout Int, candidates: WritableKeyPath<Self, SymbolHeap>,
                                     unbounded: String) throws(SolverError) -> Double {
        let leaving = leavingRow(for: entering)
        guard leaving != .invalid else {
            self[keyPath: candidates].removeAll()
            throw .internalError(unbounded)
        }
        let leavingConstant = basicRows[leaving]!.constant
        pivot(entering: entering, leaving: leaving)
        pivots += 1
        if pivots > 50 * (kinds.count + 10) {
            self[keyPath: candidates].removeAll()
            throw .internalError("the simplex is cycling")
        }
        try checkWorkLimit()
        return leavingConstant
    }

    /// How many zero steps in a row switch the primal simplex to Bland's rule (switching after one costs 20 % more
    /// pivots on the random-optional family: Dantzig's rule gets through short degenerate stretches by itself).
    static let zeroStepsBeforeBland = 8

    /// Throws once the work passes `workLimit` (checked after each pivot, so a step is never left half done).
    func checkWorkLimit() throws(SolverError) {
        if let workLimit, statistics.cellsRewritten > workLimit { throw .workLimitExceeded }
    }

    /// Primal simplex on the phase-one objective (the artificial row).
    mutating func optimizeArtificial() throws(SolverError) {
        var pivots = 0
        while let entering = artificialCandidates.popMin() {
            guard kinds[entering] != .dummy, basicRows[entering] == nil,
                let value = artificial?.cells[entering], value < -1e-8
            else { continue }
            try primalStep(entering: entering, pivots: &pivots, candidates: \.artificialCandidates,
                           unbounded: "the phase-one objective is unbounded")
        }
    }

    /// Dual simplex: restores feasibility of rows whose constant went negative, keeping the objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard let stored = basicRows[leaving], stored.constant < 0 else { continue }
            let row = stored.isShallow ? expanded(stored) : stored
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
            try checkWorkLimit()
        }
        // Pivots queue objective cells; the objective is still optimal after a dual step, so drop them.
        objectiveCandidates.removeAll()
    }

    /// The row to pivot a non-basic marker into when its constraint is removed (kiwi's `getMarkerLeavingRow`).
    /// Ties go to the lowest row; among user-variable rows the highest is taken.
    mutating func markerLeavingRow(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for (owner, coefficient) in restrictedRows(containing: marker) {
            let constant = basicRows[owner]!.constant
            if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && owner < first) {
                    firstRatio = ratio
                    first = owner
                }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && owner < second) {
                    secondRatio = ratio
                    second = owner
                }
            }
        }
        for owner in columns[marker].keys where owner >= 0 && kinds[owner] == .external { third = max(third, owner) }
        if first != .invalid { return first }
        if second != .invalid { return second }
        return third
    }
}
