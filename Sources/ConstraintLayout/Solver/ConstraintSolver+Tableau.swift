/// Row storage and the column index. Every change to a row goes through these methods, which keep `columns`
/// current, queue changed objective cells as entering candidates, and record the old row while a transaction is open.
///
/// Owners: a basic symbol owns its row (owner ≥ 0); the phase-one objective is owner −1; priority level L's
/// objective row is owner −2 − L.
extension ConstraintSolver {
    static let artificialOwner = -1

    @inline(__always)
    func objectiveOwner(_ level: Int) -> Int { -2 - level }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        columns.append([])
        basicRows.append(nil)
        depth.append(0)
        return kinds.count - 1
    }

    @inline(__always)
    func row(of owner: Int) -> Row? {
        if owner >= 0 { return basicRows[owner] }
        if owner == Self.artificialOwner { return artificial }
        return objective[-2 - owner]
    }

    @inline(__always)
    mutating func withRow<R>(_ owner: Int, _ body: (inout Row) -> R) -> R {
        if owner >= 0 { return body(&basicRows[owner]!) }
        if owner == Self.artificialOwner { return body(&artificial!) }
        return body(&objective[-2 - owner])
    }

    /// Records `owner`'s row before its first change inside a transaction.
    @inline(__always)
    mutating func log(_ owner: Int) {
        guard isLogging, undoLog.index(forKey: owner) == nil else { return }
        undoLog[owner] = row(of: owner)
        if owner >= 0 && kinds[owner] == .external { undoDepth[owner] = depth[owner] }
    }

    @inline(__always)
    mutating func noteObjectiveChange(_ symbol: Symbol, owner: Int) {
        if owner == Self.artificialOwner {
            artificialCandidates.push(symbol)
        } else if owner < 0 {
            objectiveCandidates.push(symbol)
        }
    }

    /// Installs `row` as `owner`'s row (replacing any previous one).
    mutating func setRow(_ owner: Int, _ row: Row) {
        log(owner)
        if let old = self.row(of: owner) {
            for symbol in old.cells.keys { columns[symbol].remove(owner) }
        }
        for symbol in row.cells.keys {
            columns[symbol].insert(owner)
            noteObjectiveChange(symbol, owner: owner)
        }
        if owner >= 0 {
            basicRows[owner] = row
            if kinds[owner] == .external { evaluationOrder = nil }
        } else if owner == Self.artificialOwner {
            artificial = row
        } else {
            objective[-2 - owner] = row
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
                depth[owner] = 0
            }
        } else if owner == Self.artificialOwner {
            old = artificial!
            artificial = nil
        } else {
            old = objective[-2 - owner]
            objective[-2 - owner] = Row()
        }
        for symbol in old.cells.keys { columns[symbol].remove(owner) }
        return old
    }

    /// `owner += coefficient · symbol`.
    mutating func addCell(_ symbol: Symbol, _ coefficient: Double, into owner: Int) {
        log(owner)
        let present = withRow(owner) { row -> Bool in
            let updated = row.cells[symbol, default: 0] + coefficient
            if nearZero(updated) {
                row.cells.removeValue(forKey: symbol)
                return false
            }
            row.cells[symbol] = updated
            return true
        }
        if present { columns[symbol].insert(owner) } else { columns[symbol].remove(owner) }
        noteObjectiveChange(symbol, owner: owner)
    }

    /// `owner += coefficient · other` (constant included).
    mutating func addRow(_ other: Row, times coefficient: Double, into owner: Int) {
        log(owner)
        var row: Row
        if owner >= 0 {
            row = basicRows[owner].take()!
        } else if owner == Self.artificialOwner {
            row = artificial.take()!
        } else {
            row = objective[-2 - owner]
            objective[-2 - owner] = Row()
        }
        row.constant += coefficient * other.constant
        for (symbol, value) in other.cells {
            let updated = row.cells[symbol, default: 0] + coefficient * value
            if nearZero(updated) {
                if row.cells.removeValue(forKey: symbol) != nil { columns[symbol].remove(owner) }
            } else if row.cells.updateValue(updated, forKey: symbol) == nil {
                columns[symbol].insert(owner)
            }
            if owner < 0 { noteObjectiveChange(symbol, owner: owner) }
        }
        if owner >= 0 {
            basicRows[owner] = row
        } else if owner == Self.artificialOwner {
            artificial = row
        } else {
            objective[-2 - owner] = row
        }
    }

    /// Replaces `symbol` by `row` everywhere it appears (it has just become basic on `row`). Restricted rows whose
    /// constant turns negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        let owners = columns[symbol]
        for owner in owners {
            let coefficient = withRow(owner) { $0.cells.removeValue(forKey: symbol)! }
            columns[symbol].remove(owner)
            addRow(row, times: coefficient, into: owner)
            if owner >= 0 && kinds[owner].isRestricted && basicRows[owner]!.constant < 0 {
                infeasibleRows.insert(owner)
            }
        }
    }

    /// `row` with every basic user variable it refers to replaced by that variable's row, recursively, so that it is
    /// written in non-basic symbols only. Rows are expanded deepest first, so each is expanded once.
    func expanded(_ row: Row) -> Row {
        var pending: [Symbol] = []
        var seen: Set<Symbol> = []
        for symbol in row.cells.keys where kinds[symbol] == .external && basicRows[symbol] != nil {
            if seen.insert(symbol).inserted { pending.append(symbol) }
        }
        if pending.isEmpty { return row }
        var order: [Symbol] = []
        while let symbol = pending.popLast() {
            order.append(symbol)
            for next in basicRows[symbol]!.cells.keys where kinds[next] == .external && basicRows[next] != nil {
                if seen.insert(next).inserted { pending.append(next) }
            }
        }
        order.sort { depth[$0] != depth[$1] ? depth[$0] > depth[$1] : $0 < $1 }
        var result = row
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
        for (symbol, value) in other.cells {
            let updated = cells[symbol, default: 0] + coefficient * value
            if nearZero(updated) {
                cells.removeValue(forKey: symbol)
            } else {
                cells[symbol] = updated
            }
        }
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let updated = cells[symbol, default: 0] + coefficient
        if nearZero(updated) {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = updated
        }
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
