/// The lexicographic objective (one `ObjectiveRow`, see ObjectiveRow.swift) and pricing: which non-basic symbol
/// enters the basis.
extension ConstraintSolver {
    /// Registers an optional priority as an objective level (for `objectiveValues`).
    mutating func addLevel(_ priority: Double) {
        var low = 0, high = levels.count  // `levels` is sorted, highest first
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] > priority { low = middle + 1 } else { high = middle }
        }
        if low == levels.count || levels[low] != priority { levels.insert(priority, at: low) }
    }

    /// Records objective cell `symbol` before its first change inside a transaction.
    @inline(__always)
    mutating func logObjective(_ symbol: Symbol) {
        guard isLogging, !isObjectiveCellLogged[symbol] else { return }
        isObjectiveCellLogged[symbol] = true
        undoObjectiveCells.append((symbol, objective.cells[symbol]))
    }

    /// Records the objective's constant before its first change inside a transaction.
    @inline(__always)
    mutating func logObjectiveConstant() {
        if isLogging && undoObjectiveConstant == nil { undoObjectiveConstant = objective.constant }
    }

    /// `objective += coefficient · symbol` at level `priority`.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double, at priority: Double) {
        addToObjectiveCell(symbol, LexicographicValue(coefficient, at: priority), times: 1)
    }

    /// `objective += coefficient · row` at level `priority` (constant included).
    mutating func addToObjective(_ row: Row, times coefficient: Double, at priority: Double) {
        logObjectiveConstant()
        objective.constant.add(coefficient * row.constant, at: priority)
        for (symbol, value) in row.cells { addToObjective(symbol, coefficient * value, at: priority) }
    }

    /// Replaces `symbol` by `row` in the objective (it has just become basic on `row`).
    mutating func substituteInObjective(_ symbol: Symbol, by row: Row) {
        guard !objective.cells[symbol].isZero else { return }
        statistics.rowsRewritten += 1
        statistics.cellsRewritten += row.cells.count
        logObjective(symbol)
        logObjectiveConstant()
        let cost = objective.cells[symbol]
        objective.cells[symbol] = LexicographicValue()
        objective.constant.add(cost, times: row.constant)
        for (other, value) in row.cells { addToObjectiveCell(other, cost, times: value) }
    }

    /// `objective[symbol] += factor · value`, dropping the cell when it cancels; queues `symbol` for pricing.
    private mutating func addToObjectiveCell(_ symbol: Symbol, _ value: LexicographicValue, times factor: Double) {
        logObjective(symbol)
        objective.cells[symbol].add(value, times: factor)
        objectiveCandidates.push(symbol)
    }

    // MARK: Pricing

    /// Whether increasing `symbol` lowers the objective: its first non-zero level coefficient is negative.
    func lowersObjective(_ symbol: Symbol) -> Bool {
        (objective.cells[symbol].leading?.value ?? 0) < 0
    }

    /// Whether the objective does not depend on `symbol` at any level (an alternative optimum when it moves).
    func isObjectiveFree(_ symbol: Symbol) -> Bool {
        objective.cells[symbol].isZero
    }

    /// Lexicographic comparison of `objective(a) / ca` against `objective(b) / cb` (the dual ratio test).
    func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        let left = objective.cells[a].terms, right = objective.cells[b].terms
        var i = 0, j = 0
        while i < left.count || j < right.count {
            // The next level either side is non-zero at, highest first; the other side is 0 there unless it matches.
            let priority = max(i < left.count ? left[i].priority : -1, j < right.count ? right[j].priority : -1)
            var l = 0.0, r = 0.0
            if i < left.count && left[i].priority == priority { l = left[i].value / ca; i += 1 }
            if j < right.count && right[j].priority == priority { r = right[j].value / cb; j += 1 }
            let scale = max(1, abs(l), abs(r))
            if l < r - 1e-9 * scale { return true }
            if l > r + 1e-9 * scale { return false }
        }
        return a < b
    }

    /// The lowest candidate that lowers the objective (Bland); candidates popped before it do not and are dropped.
    mutating func lowestImprovingCandidate() -> Symbol {
        while let symbol = objectiveCandidates.popMin() {
            if kinds[symbol] != .dummy && basicRows[symbol] == nil && lowersObjective(symbol) { return symbol }
        }
        return .invalid
    }

    /// The candidate whose reduced cost is most negative at the highest priority level any candidate improves
    /// (Dantzig; ties to the lowest symbol). The other improving candidates stay queued; the rest are dropped.
    mutating func steepestImprovingCandidate() -> Symbol {
        var best = Symbol.invalid, bestPriority = -Double.infinity, bestValue = 0.0
        for symbol in objectiveCandidates.drain() where kinds[symbol] != .dummy && basicRows[symbol] == nil {
            guard let leading = objective.cells[symbol].leading, leading.value < 0 else { continue }
            let (priority, value) = (leading.priority, leading.value)
            if priority > bestPriority
                || (priority == bestPriority && (value < bestValue || (value == bestValue && symbol < best)))
            {
                if best != .invalid { objectiveCandidates.push(best) }  // queued again as it is passed over
                best = symbol
                bestPriority = priority
                bestValue = value
            } else {
                objectiveCandidates.push(symbol)
            }
        }
        return best
    }
}
