/// Row storage and the column index. Every change to a row goes through these methods, which keep `columns` (each
/// symbol's coefficient in every row holding it) current, queue changed phase-one objective cells as entering
/// candidates, and record the old row while a transaction is open. The main objective is a row of its own kind
/// (ConstraintSolver+Objective.swift), outside the column index.
///
/// Owners: a basic symbol owns its row (owner ≥ 0); the phase-one objective is owner −1.
extension ConstraintSolver {
    static let artificialOwner = -1

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        columns.append(SymbolMap())
        basicRows.append(nil)
        depth.append(0)
        symbolOwners.append(-1)
        objective.cells.append(LexicographicValue())
        isRowLogged.append(false)
        isObjectiveCellLogged.append(false)
        return kinds.count - 1
    }

    @inline(__always)
    func row(of owner: Int) -> Row? {
        owner >= 0 ? basicRows[owner] : artificial
    }

    @inline(__always)
    mutating func withRow<R>(_ owner: Int, _ body: (inout Row) -> R) -> R {
        owner >= 0 ? body(&basicRows[owner]!) : body(&artificial!)
    }

    /// Records `owner`'s row before its first change inside a transaction (not the phase-one row's, see `undoLog`).
    @inline(__always)
    mutating func log(_ owner: Int) {
        guard isLogging, owner >= 0, !isRowLogged[owner] else { return }
        isRowLogged[owner] = true
        undoLog.append((owner, basicRows[owner], depth[owner]))
    }

    /// Installs `row` as `owner`'s row (replacing any previous one).
    mutating func setRow(_ owner: Int, _ row: Row) {
        log(owner)
        let old = self.row(of: owner)
        if let old {
            for symbol in old.cells.keys { columns[symbol].removeValue(forKey: owner) }
        }
        for (symbol, value) in row.cells {
            columns[symbol][owner] = value
            if owner == Self.artificialOwner { artificialCandidates.push(symbol) }
        }
        if owner >= 0 {
            let wasFlat = depth[owner] == 0  // a non-basic variable counts as 0, and has depth 0
            basicRows[owner] = row
            if kinds[owner] == .external {
                evaluationOrder = nil
                if wasFlat { moveReferrers(of: owner, by: row.constant - (old?.constant ?? 0)) }
            }
        } else {
            artificial = row
        }
    }

    /// Takes `owner`'s row out of the tableau.
    mutating func removeRow(_ owner: Int) -> Row {
        log(owner)
        let old: Row
        if owner >= 0 {
            old = basicRows[owner]!
            basicRows[owner] = nil
            if kinds[owner] == .external {
                evaluationOrder = nil
                if depth[owner] == 0 { moveReferrers(of: owner, by: -old.constant) }  // non-basic: 0
                depth[owner] = 0
            }
        } else {
            old = artificial!
            artificial = nil
        }
        for symbol in old.cells.keys { columns[symbol].removeValue(forKey: owner) }
        return old
    }

    /// `owner += coefficient · other` (constant included).
    mutating func addRow(_ other: Row, times coefficient: Double, into owner: Int) {
        log(owner)
        var row = owner >= 0 ? basicRows[owner].take()! : artificial.take()!
        let move = coefficient * other.constant
        row.constant += move
        statistics.cellsRewritten += other.cells.count
        for (symbol, value) in other.cells {
            if let updated = row.cells.add(coefficient * value, toValueOf: symbol) {
                columns[symbol].updateValue(updated, forKey: owner)
            } else {
                columns[symbol].removeValue(forKey: owner)
            }
            if owner == Self.artificialOwner { artificialCandidates.push(symbol) }
        }
        if owner >= 0 {
            basicRows[owner] = row
            if kinds[owner] == .external && depth[owner] == 0 { moveReferrers(of: owner, by: move) }
        } else {
            artificial = row
        }
    }

    /// Replaces `symbol` by `row` everywhere it appears (it has just become basic on `row`, written in non-basic
    /// symbols). Shallow rows keep referring to a user variable: its row has depth 0 (and `setRow` moves their
    /// values). Restricted rows whose value turns negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        substituteInObjective(symbol, by: row)
        let isVariable = kinds[symbol] == .external
        let owners = columns[symbol]
        for (owner, _) in owners {
            let isRestrictedRow = owner >= 0 && kinds[owner].isRestricted
            if isVariable && isRestrictedRow && basicRows[owner]!.isShallow { continue }  // see `setRow`
            statistics.rowsRewritten += 1
            log(owner)  // before the cell goes: a rolled-back add must restore the row with it
            let coefficient = withRow(owner) { $0.cells.removeValue(forKey: symbol)! }
            columns[symbol].removeValue(forKey: owner)
            addRow(row, times: coefficient, into: owner)
            if isRestrictedRow && basicRows[owner]!.constant < 0 { infeasibleRows.insert(owner) }
        }
    }

    /// `row` with every basic user variable it refers to replaced by that variable's row, recursively, so that it is
    /// written in non-basic symbols only (no longer shallow). Rows are expanded deepest first, so each is expanded
    /// once.
    func expanded(_ row: Row) -> Row {
        var result = row
        result.isShallow = false
        var pending: [Symbol] = []
        var allFlat = true
        for symbol in row.cells.keys where kinds[symbol] == .external && basicRows[symbol] != nil {
            pending.append(symbol)
            if depth[symbol] > 0 { allFlat = false }
        }
        if allFlat {
            // The usual case (a shallow row): the variables' rows are in non-basic symbols already, and a shallow
            // row's constant is its value already (the variables' values are in it).
            for symbol in pending {
                let coefficient = result.cells.removeValue(forKey: symbol)!
                if row.isShallow {
                    for (other, value) in basicRows[symbol]!.cells {
                        result.cells.add(coefficient * value, toValueOf: other)
                    }
                } else {
                    result.add(basicRows[symbol]!, times: coefficient)
                }
            }
            return result
        }
        var seen = SymbolMap(minimumCapacity: 2 * pending.count)  // a set of symbols (the values are unused)
        for symbol in pending { seen[symbol] = 0 }
        var order: [Symbol] = []
        while let symbol = pending.popLast() {
            order.append(symbol)
            for next in basicRows[symbol]!.cells.keys where kinds[next] == .external && basicRows[next] != nil {
                if seen.updateValue(0, forKey: next) == nil { pending.append(next) }
            }
        }
        let depth = self.depth  // captured alone: a closure capturing `self` copied the whole solver on every call
        order.sort { depth[$0] != depth[$1] ? depth[$0] > depth[$1] : $0 < $1 }
        for symbol in order {
            guard let coefficient = result.cells.removeValue(forKey: symbol) else { continue }
            result.add(basicRows[symbol]!, times: coefficient)
        }
        return result
    }
}

extension Row {
    /// `self += coefficient · other`, outside the tableau (no column bookkeeping).
    mutating func add(_ other: Row, times coefficient: Double) {
        constant += coefficient * other.constant
        for (symbol, value) in other.cells { cells.add(coefficient * value, toValueOf: symbol) }
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        cells.add(coefficient, toValueOf: symbol)
    }

    /// Rewrites `0 = row` as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        scale(by: coefficient)
    }

    /// Rewrites `lhs = row` as `rhs = …` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for lhs: Symbol, andMake rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

extension Optional {
    /// Moves the value out, leaving nil, so that it can be mutated without a copy-on-write copy.
    @inline(__always)
    mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
