/// Adding a constraint: build its row, choose a subject, and fall back to phase one with an artificial variable.
extension ConstraintSolver {
    /// The constraint's row as written (`lhs − rhs` plus its slack, error or dummy symbols), with user variables not
    /// yet replaced by their rows. Registers error symbols in the objective and the row as the constraint's written
    /// row, its symbols as the constraint's own.
    mutating func makeRow(_ record: inout ConstraintRecord, id: Int) -> Row {
        let constraint = record.constraint
        // Sized for its cells up front (the terms, and one or two symbols of its own): growing its table as it
        // filled rehashed most rows once or twice.
        let cellCount = constraint.expression.terms.count + (constraint.priority.isRequired ? 1 : 2)
        var row = Row(constant: constraint.expression.constant, capacity: cellCount)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            row.add(variableSymbols[term.variable.index], term.coefficient)
        }
        if !constraint.priority.isRequired {
            record.level = constraint.priority.value
            addLevel(constraint.priority.value)
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            record.marker = slack
            row.add(slack, sign)
            if let level = record.level {
                let error = makeSymbol(.error)
                record.other = error
                row.add(error, -sign)
                addToObjective(error, 1, at: level)
            }
        case .equal:
            if let level = record.level {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                record.marker = plus
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, 1, at: level)
                addToObjective(minus, 1, at: level)
            } else {
                let dummy = makeSymbol(.dummy)
                record.marker = dummy
                row.add(dummy, 1)
            }
        }
        for symbol in [record.marker, record.other] where symbol != .invalid { symbolOwners[symbol] = id }
        // The slot of a failed add's id is there already: the id is given again.
        if id == writtenRows.count { writtenRows.append(row) } else { writtenRows[id] = row }
        return row
    }

    /// The newest user variable of `row` that is in no other row: it can become basic on the row as written,
    /// because nothing refers to it (so no substitution and no cycle of references).
    func freshSubject(_ row: Row) -> Symbol {
        var best = Symbol.invalid
        for symbol in row.cells.keys
        where symbol > best && kinds[symbol] == .external && basicRows[symbol] == nil && columns[symbol].isEmpty {
            best = symbol
        }
        return best
    }

    /// kiwi's `chooseSubject`, preferring the newest user variable over kiwi's oldest.
    func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
        var newestExternal = Symbol.invalid
        for symbol in row.cells.keys where kinds[symbol] == .external && symbol > newestExternal {
            newestExternal = symbol
        }
        if newestExternal != .invalid { return newestExternal }
        for candidate in [record.marker, record.other] where candidate != .invalid {
            let kind = kinds[candidate]
            if (kind == .slack || kind == .error) && row.coefficient(for: candidate) < 0 { return candidate }
        }
        return .invalid
    }

    mutating func insert(_ record: inout ConstraintRecord, id: Int) throws(SolverError) {
        var row = makeRow(&record, id: id)
        let fresh = freshSubject(row)
        if fresh != .invalid {
            var refDepth = 0
            for symbol in row.cells.keys where kinds[symbol] == .external && basicRows[symbol] != nil {
                refDepth = max(refDepth, depth[symbol] + 1)
            }
            row.solve(for: fresh)
            setRow(fresh, row)
            depth[fresh] = refDepth
            return
        }
        row = expanded(row)
        if row.constant < 0 { row.scale(by: -1) }
        var subject = chooseSubject(row, record)
        if subject == .invalid && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard nearZero(row.constant) else {
                throw .unsatisfiable(conflicting: constraintsMarked(by: row.cells.keys.sorted(), excluding: record.marker))
            }
            subject = record.marker  // a redundant equality: keep it, its dummy stays basic at 0
        }
        if subject == .invalid {
            try addWithArtificialVariable(row, marker: record.marker)
            return
        }
        row.solve(for: subject)
        substitute(subject, by: row)
        setRow(subject, storedRow(for: subject, expandedRow: row))
    }

    /// Phase one: minimise an artificial variable equal to the row; the constraint holds iff it reaches 0. Runs as a
    /// transaction: on failure every row it touched is restored.
    mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) throws(SolverError) {
        isLogging = true
        defer {
            isLogging = false
            // Emptied entry by entry, keeping their capacity, to clear the flags.
            while let entry = undoLog.popLast() { isRowLogged[entry.owner] = false }
            while let entry = undoObjectiveCells.popLast() { isObjectiveCellLogged[entry.symbol] = false }
            undoObjectiveConstant = nil
        }
        let art = makeSymbol(.slack)
        setRow(art, row)
        setRow(Self.artificialOwner, row)
        do {
            try optimizeArtificial()
        } catch {
            rollBack()
            throw error
        }
        let phaseOne = removeRow(Self.artificialOwner)
        guard nearZero(phaseOne.constant) else {
            let conflicting = constraintsMarked(by: phaseOne.cells.keys.sorted(), excluding: marker)
            rollBack()
            throw .unsatisfiable(conflicting: conflicting)
        }
        if basicRows[art] != nil {
            var artRow = removeRow(art)  // written in non-basic symbols: the artificial is no constraint's own symbol
            if !artRow.cells.isEmpty {
                guard let entering = artRow.sortedSymbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error })
                else {
                    rollBack()
                    throw .unsatisfiable(conflicting: [])
                }
                artRow.solve(for: art, andMake: entering)
                substitute(entering, by: artRow)
                setRow(entering, storedRow(for: entering, expandedRow: artRow))
            }
        }
        for owner in columns[art].keys {
            withRow(owner) { _ = $0.cells.removeValue(forKey: art) }
        }
        columns[art] = [:]
        objective.cells[art] = LexicographicValue()
        infeasibleRows.remove(art)
    }

    /// Restores every row recorded since the transaction began.
    mutating func rollBack() {
        isLogging = false
        if let phaseOne = artificial.take() {
            for symbol in phaseOne.cells.keys { columns[symbol].removeValue(forKey: Self.artificialOwner) }
        }
        for (owner, old, oldDepth) in undoLog {
            if let current = basicRows[owner] {
                for symbol in current.cells.keys { columns[symbol].removeValue(forKey: owner) }
            }
            if let old {
                for (symbol, value) in old.cells { columns[symbol][owner] = value }
            }
            basicRows[owner] = old
            depth[owner] = oldDepth
        }
        for (symbol, old) in undoObjectiveCells { objective.cells[symbol] = old }
        if let constant = undoObjectiveConstant { objective.constant = constant }
        artificialCandidates.removeAll()
        objectiveCandidates.removeAll()
        infeasibleRows.removeAll()
        evaluationOrder = nil
    }

    /// The added constraints whose markers appear among `symbols` (the explanation of a failed add), oldest first.
    func constraintsMarked(by symbols: [Symbol], excluding marker: Symbol) -> [ConstraintID] {
        var ids: Set<Int> = []
        for symbol in symbols where symbol != marker {
            let id = symbolOwners[symbol]
            if id >= 0, record(ConstraintID(rawValue: id))?.constraint.priority.isRequired == true { ids.insert(id) }
        }
        return ids.sorted().map { ConstraintID(rawValue: $0) }
    }
}
