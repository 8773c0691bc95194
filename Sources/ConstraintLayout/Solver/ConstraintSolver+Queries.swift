/// Reading the solution: variable values, whether a variable is determined, and the objective per priority.
extension ConstraintSolver {
    /// The value of every variable, indexed by `Variable.index` (non-basic variables are 0, as in kiwi).
    public mutating func values() -> [Double] {
        if evaluationOrder == nil {
            var order: [Symbol] = []
            for symbol in variableSymbols where basicRows[symbol] != nil { order.append(symbol) }
            order.sort { depth[$0] != depth[$1] ? depth[$0] < depth[$1] : $0 < $1 }
            evaluationOrder = order
        }
        // Indexed by symbol: non-basic symbols stay 0, basic user variables are filled in depth order.
        var symbolValues = [Double](repeating: 0, count: kinds.count)
        for symbol in evaluationOrder! {
            let row = basicRows[symbol]!
            // Depth 0: the row refers to no basic user variable, and non-basic ones are 0.
            guard depth[symbol] > 0 else {
                symbolValues[symbol] = row.constant
                continue
            }
            var value = row.constant
            for (other, coefficient) in row.cells where kinds[other] == .external {
                value += coefficient * symbolValues[other]
            }
            symbolValues[symbol] = value
        }
        return variableSymbols.map { symbolValues[$0] }
    }

    /// Whether another optimal solution gives `variable` a different value (Apple's "ambiguous layout").
    ///
    /// At the optimum every non-basic symbol with a positive reduced cost must stay 0 in any optimal solution; the
    /// others (objective-free ones, and parametric user variables) span the optimal face. The variable is ambiguous
    /// iff it can move on that face: a small LP over those symbols, subject to every restricted row they touch
    /// staying ≥ 0, is asked whether the variable can rise or fall by 1e-4. (Looking only for a free symbol in the
    /// variable's row, as libs-gui's `isVariableAmbiguous` does, misreads degenerate vertices as ambiguous.)
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let symbol = variableSymbols[variable.index]
        let target: Row = basicRows[symbol].map(expanded) ?? Row(cells: [symbol: 1])
        func isFree(_ other: Symbol) -> Bool { kinds[other] != .dummy && isObjectiveFree(other) }
        var free = Set(target.cells.keys.filter(isFree))
        if free.isEmpty { return false }
        // Close over the restricted rows the free symbols appear in (written in non-basic symbols).
        var rowsToKeep: [Symbol: Row] = [:]
        var pending = Array(free)
        var scratch: [Double] = []
        while let next = pending.popLast() {
            for (owner, _) in restrictedRows(containing: next, scratch: &scratch) where rowsToKeep[owner] == nil {
                let row = expanded(basicRows[owner]!)
                rowsToKeep[owner] = row
                for other in row.cells.keys where isFree(other) && !free.contains(other) {
                    free.insert(other)
                    pending.append(other)
                }
            }
        }
        var face = ConstraintSolver()
        var faceVariable: [Symbol: Variable] = [:]
        for other in free.sorted() {
            faceVariable[other] = face.makeVariable("s\(other)")
        }
        func expression(_ row: Row) -> LinearExpression {
            LinearExpression(terms: row.cells.compactMap { key, value in
                faceVariable[key].map { LinearExpression.Term($0, value) }
            }, constant: row.constant)
        }
        do {
            for (other, variable) in faceVariable where kinds[other].isRestricted {
                try face.add(Constraint(variable, .greaterThanOrEqual, 0))
            }
            for owner in rowsToKeep.keys.sorted() {
                try face.add(Constraint(expression(rowsToKeep[owner]!), .greaterThanOrEqual, 0))
            }
        } catch {
            return false
        }
        let value = expression(target)
        var rising = face, falling = face
        let up = (try? rising.add(Constraint(value, .greaterThanOrEqual, target.constant + 1e-4))) != nil
        if up { return true }
        return (try? falling.add(Constraint(value, .lessThanOrEqual, target.constant - 1e-4))) != nil
    }

    /// The total error at each priority level, from the highest priority down: `(priority, Σ weighted errors)`.
    public func objectiveValues() -> [(priority: Priority, value: Double)] {
        levels.map { level in (Priority(level), objective.constant.value(at: level)) }
    }

    public var constraintCount: Int { records.count { $0 != nil } }

    /// Rows in the tableau and the mean number of cells per row (for benchmarks and diagnostics).
    public var tableauSize: (rows: Int, cells: Int) {
        var rows = 0, cells = 0
        for row in basicRows { if let row { rows += 1; cells += row.cells.count } }
        return (rows, cells)
    }
}
