/// Shallow restricted rows: why a pivot touches only the user-variable rows.
///
/// In a fully substituted tableau every constraint whose slack or error symbol is basic holds a copy of its user
/// variables' rows. With few variables and many constraints (a random system of 2,000 optional constraints on 100
/// variables: about 40 constraints per variable) a pivot then rewrites every constraint row that mentions a variable
/// whose row holds the entering symbol: 7.6 million rows of about 20 hashed cells in 22,800 pivots, 30 s.
///
/// Such a row is instead kept as its constraint was written (`c + Σ a·x + own symbols`, solved for its basic
/// symbol): its cells refer to the user variables `x` rather than copying their rows, and only its constant is kept
/// current, as the symbol's value (`moveReferrers` adds `a·Δ` when a variable's value moves by `Δ`). A pivot then
/// substitutes into the user-variable rows and the objective only. The ratio test reads a shallow row's coefficient
/// of the entering symbol through the variables' columns (`restrictedRows`), and a row is expanded (`expanded`)
/// when it leaves the basis or is read whole (dual simplex, ambiguity).
///
/// The invariant: a shallow row refers only to user variables that are non-basic or basic with depth 0 (rows in
/// non-basic symbols), so reading it through them takes one step. A deeper variable it would refer to is first
/// flattened (its row expanded) when that is cheap; otherwise (a long chain's `left_i`) the constraint row is
/// stored expanded, as before. A user variable's depth becomes non-zero only when it becomes basic while appearing
/// in no row, so no shallow row ever refers to a deep variable.
///
/// Exactness: the basic representation of a symbol is unique, so the written row solved for the symbol equals the
/// substituted one; only rounding differs.
extension ConstraintSolver {
    /// The row to store for `symbol`, which has just become basic on `row` (written in non-basic symbols): its
    /// constraint's written row solved for it when that row is shallow-able, else `row` itself.
    mutating func storedRow(for symbol: Symbol, expandedRow row: Row) -> Row {
        guard kinds[symbol] != .external, symbolOwners[symbol] >= 0,
            let written = writtenRows[symbolOwners[symbol]], let coefficient = written.cells[symbol]
        else { return row }
        var refersToVariables = false
        for other in written.cells.keys where other != symbol {
            if kinds[other] == .external {
                refersToVariables = true
                if basicRows[other] != nil && depth[other] > 0 && !flatten(other) { return row }
            } else if basicRows[other] != nil {
                // The constraint's other own symbols are non-basic (two of them have parallel columns, so they are
                // never basic together): this guards against rounding only.
                return row
            }
        }
        guard refersToVariables else { return row }
        var shallow = written
        shallow.cells.removeValue(forKey: symbol)
        shallow.scale(by: -1 / coefficient)
        shallow.isShallow = true
        shallow.constant = row.constant  // its value, as every row's constant (equal up to rounding)
        return shallow
    }

    /// Rewrites deep `variable`'s row in non-basic symbols (depth 0) if that is cheap: its depth and its expanded
    /// length are bounded, so a chain's deep rows (whose expansion grows with the chain) stay as they are. Without
    /// it, random systems without bounds (where most variables first become basic on another's row) keep their
    /// constraint rows expanded: 4.3 s instead of 0.6 s for 2,000 constraints.
    mutating func flatten(_ variable: Symbol) -> Bool {
        guard depth[variable] <= Self.flattenDepthLimit else { return false }
        let row = expanded(basicRows[variable]!)
        guard row.cells.count <= Self.flattenLengthLimit else { return false }
        setRow(variable, row)
        depth[variable] = 0
        return true
    }

    static let flattenDepthLimit = 8
    static let flattenLengthLimit = 64

    /// Every restricted row whose effective coefficient of non-basic `symbol` is not zero, with that coefficient:
    /// the rows holding it, and the shallow rows referring to a depth-0 variable whose row holds it. Read from the
    /// columns alone (no row is visited): a shallow row's coefficient of a variable is in the variable's column.
    mutating func restrictedRows(containing symbol: Symbol) -> [(owner: Int, coefficient: Double)] {
        var scratch: [Double] = []
        swap(&scratch, &columnScratch)  // borrowed, so that `self` is not accessed twice at once
        defer { swap(&scratch, &columnScratch) }
        return restrictedRows(containing: symbol, scratch: &scratch)
    }

    /// `restrictedRows(containing:)` summing into `scratch`, a coefficient per symbol that is all zero before and
    /// after the call (sums in a dense array: hashing them was a tenth of the solve).
    func restrictedRows(containing symbol: Symbol, scratch: inout [Double]) -> [(owner: Int, coefficient: Double)] {
        if scratch.count < kinds.count {
            scratch.append(contentsOf: repeatElement(0, count: kinds.count - scratch.count))
        }
        var touched: [Int] = []  // may repeat an owner whose partial sum passed through 0
        touched.reserveCapacity(16)  // one allocation for the usual few rows, not one per doubling
        for (owner, coefficient) in columns[symbol] where owner >= 0 {
            if kinds[owner].isRestricted {
                if scratch[owner] == 0 { touched.append(owner) }
                scratch[owner] += coefficient
            } else if depth[owner] == 0 {
                for (referrer, reference) in columns[owner] where referrer >= 0 && kinds[referrer].isRestricted {
                    if scratch[referrer] == 0 { touched.append(referrer) }
                    scratch[referrer] += reference * coefficient
                }
            }
        }
        var found: [(owner: Int, coefficient: Double)] = []
        found.reserveCapacity(touched.count)
        for owner in touched where scratch[owner] != 0 {
            if !nearZero(scratch[owner]) { found.append((owner, scratch[owner])) }
            scratch[owner] = 0
        }
        return found
    }

    /// `variable`'s value (a depth-0 variable's) moved by `change`: every shallow row referring to it moves by its
    /// coefficient times that, so that its constant stays its value. Rows that go negative are queued for the dual
    /// simplex (after an edit; elsewhere only rounding makes them negative, as for any row).
    mutating func moveReferrers(of variable: Symbol, by change: Double) {
        guard change != 0 else { return }
        for (referrer, coefficient) in columns[variable] where referrer >= 0 && kinds[referrer].isRestricted {
            log(referrer)
            basicRows[referrer]!.constant += coefficient * change
            if basicRows[referrer]!.constant < 0 { infeasibleRows.insert(referrer) }
        }
    }
}
