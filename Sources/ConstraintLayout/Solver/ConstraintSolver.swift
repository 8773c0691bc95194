/// An incremental Cassowary solver (kiwi's design) with lexicographic priorities, a column index and transactional
/// adds.
///
/// - Priorities: one objective level per distinct optional priority, compared lexicographically (higher first),
///   held in one objective row whose coefficients have a term per level (ObjectiveRow.swift), so any number of
///   distinct priorities costs one row.
/// - Column index: for every symbol, the rows that contain it, so substitution and edits touch only those rows
///   instead of scanning the whole tableau as kiwi does. Rows and columns are `SymbolMap`s (no SipHash).
/// - Pricing: Dantzig's rule, with Bland's after repeated zero steps (ConstraintSolver+Simplex.swift).
/// - Shallow external rows: a new user variable that appears in no other row becomes basic on the row as written,
///   still referring to other basic user variables (a DAG evaluated in depth order). A chain `left_i = right_{i-1} + 8`
///   then stays three cells long instead of growing with i.
/// - Shallow restricted rows: a constraint whose slack or error symbol is basic keeps its row as written, referring
///   to the user variables instead of copying their rows, so a pivot rewrites only the user-variable rows (see
///   ConstraintSolver+Shallow.swift).
/// - A failed add leaves the solver exactly as it was (kiwi issue #52 leaks the row).
public struct ConstraintSolver: Sendable {
    // MARK: Symbols and the tableau

    var kinds: [SymbolKind] = []
    /// symbol → the rows holding it (their owners, see ConstraintSolver+Tableau.swift) with its coefficient there,
    /// so substitution and edits touch only those rows instead of scanning the tableau, and the ratio test reads a
    /// shallow row's coefficients without visiting it.
    var columns: [SymbolMap] = []
    /// basic symbol → its row; nil when the symbol is not basic.
    var basicRows: [Row?] = []
    /// For basic user variables: an upper bound on the length of the chain of basic user variables its row refers
    /// to (0 = refers to none). Rows are evaluated and expanded in this order.
    var depth: [Int] = []
    /// The lexicographic objective: the total error per priority level.
    var objective = ObjectiveRow()
    /// Phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row? = nil

    // MARK: Priority levels

    /// The optional priorities added so far, highest first.
    var levels: [Double] = []

    // MARK: Variables, constraints, edits

    var variableNames: [String] = []
    var variableSymbols: [Symbol] = []
    /// Constraint id → its record, nil once removed. Ids are dense (the next one is `records.count`), so both tables
    /// are arrays: hashing an id for every add was a twentieth of building small systems.
    var records: [ConstraintRecord?] = []
    /// symbol → the constraint whose slack, error or dummy symbol it is (−1 for user variables and artificials).
    var symbolOwners: [Int] = []
    /// constraint → its row as written, `lhs − rhs` plus its own symbols (`makeRow`), the source of shallow rows.
    var writtenRows: [Row?] = []
    var edits: [Int: EditRecord] = [:]

    // MARK: Work lists

    var infeasibleRows: Set<Symbol> = []
    /// Zeros, lent to `restrictedRows` (one per symbol).
    var columnScratch: [Double] = []
    var objectiveCandidates = SymbolHeap()
    var artificialCandidates = SymbolHeap()
    /// Basic user variables in evaluation order (by depth); rebuilt after a structural change.
    var evaluationOrder: [Symbol]? = nil

    // MARK: Transactions

    var isLogging = false
    /// Every row changed since the transaction began, as it was before its first change, with its owner's depth
    /// then. The phase-one row is not logged: it exists only inside the transaction.
    var undoLog: [(owner: Symbol, row: Row?, depth: Int)] = []
    /// The objective's cells (and constant) before their first change, cell by cell: copying the whole objective
    /// for every add through phase one made building N independent views O(N²).
    var undoObjectiveCells: [(symbol: Symbol, value: LexicographicValue)] = []
    var undoObjectiveConstant: LexicographicValue? = nil
    /// symbol → whether its row, and its objective cell, are in the logs: flags rather than hashing the symbol for
    /// every change in a transaction.
    var isRowLogged: [Bool] = []
    var isObjectiveCellLogged: [Bool] = []

    /// Work done so far, for benchmarks and for the tests that pin the solver's cost.
    public internal(set) var statistics = SolverStatistics()
    /// The most work (`statistics.cellsRewritten`) optimising may reach: past it, the add under way throws
    /// `workLimitExceeded` and the solver is not to be used further. A bound on what an input can cost, counted
    /// rather than timed so that the same input stops at the same place on every machine. nil: no limit.
    public var workLimit: Int? = nil

    public init() {}

    // MARK: Variables

    public mutating func makeVariable(_ name: String) -> Variable {
        let variable = Variable(index: variableNames.count, name: name)
        variableNames.append(name)
        variableSymbols.append(makeSymbol(.external))
        return variable
    }

    public var variableCount: Int { variableNames.count }

    // MARK: Constraints

    /// Adds a constraint and re-optimises. Throws `unsatisfiable` with the conflicting constraints when a required
    /// constraint cannot hold; the solver is then unchanged.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        let id = records.count
        var record = ConstraintRecord(constraint: constraint, marker: .invalid, other: .invalid, level: nil)
        let firstNewSymbol = kinds.count
        do {
            try insert(&record, id: id)
        } catch {
            // The symbols made for the failed constraint stay unused; `id` will be given to the next constraint.
            writtenRows[id] = nil
            for symbol in firstNewSymbol..<kinds.count { symbolOwners[symbol] = -1 }
            throw error
        }
        records.append(record)
        try optimizeObjective()
        return ConstraintID(rawValue: id)
    }

    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let record = record(id) else { throw .unknownConstraint(id) }
        records[id.rawValue] = nil
        writtenRows[id.rawValue] = nil
        symbolOwners[record.marker] = -1
        if record.other != .invalid { symbolOwners[record.other] = -1 }
        if let level = record.level {
            for error in [record.marker, record.other] where error != .invalid && kinds[error] == .error {
                if let row = basicRows[error] {
                    addToObjective(expanded(row), times: -1, at: level)
                } else {
                    addToObjective(error, -1, at: level)
                }
            }
        }
        if basicRows[record.marker] != nil {
            _ = removeRow(record.marker)
        } else {
            let leaving = markerLeavingRow(record.marker)
            guard leaving != .invalid else { throw .internalError("failed to find leaving row") }
            var row = removeRow(leaving)
            if row.isShallow || kinds[leaving] == .external { row = expanded(row) }
            row.solve(for: leaving, andMake: record.marker)
            substitute(record.marker, by: row)
            setRow(record.marker, row)
        }
        try optimizeObjective()
    }

    public func contains(_ id: ConstraintID) -> Bool { record(id) != nil }

    public func constraint(_ id: ConstraintID) -> Constraint? { record(id)?.constraint }

    /// nil for an id never given or removed.
    func record(_ id: ConstraintID) -> ConstraintRecord? {
        records.indices.contains(id.rawValue) ? records[id.rawValue] : nil
    }

    // MARK: Edit variables

    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .badRequiredStrength }
        let id = try add(Constraint(variable, .equal, 0, priority: priority))
        edits[variable.index] = EditRecord(constraint: id.rawValue, constant: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable.index) else { throw .unknownEditVariable(variable) }
        try remove(ConstraintID(rawValue: edit.constraint))
    }

    /// Moves an edit variable's target and restores optimality with the dual simplex: usually no pivot at all.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable.index], let record = records[edit.constraint] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.index] = edit
        shiftConstant(of: record, id: edit.constraint, by: delta)
        try dualOptimize()
    }

    /// Shifts the constants of the rows that depend on a constraint's marker: the constraint's right-hand side moves
    /// by `delta` without remove + add (rhea's `delta_edit_constant`, kiwi's `suggestValue`).
    mutating func shiftConstant(of record: ConstraintRecord, id: Int, by delta: Double) {
        let plus = record.marker, minus = record.other
        writtenRows[id]!.constant -= delta  // the written row `x − target − plus + minus`
        if basicRows[plus] != nil {
            basicRows[plus]!.constant -= delta
            if basicRows[plus]!.constant < 0 { infeasibleRows.insert(plus) }
        } else if minus != .invalid, basicRows[minus] != nil {
            basicRows[minus]!.constant += delta
            if basicRows[minus]!.constant < 0 { infeasibleRows.insert(minus) }
        } else {
            for owner in columns[plus].keys where owner >= 0 {
                let coefficient = basicRows[owner]!.cells[plus]!
                basicRows[owner]!.constant += coefficient * delta
                if kinds[owner].isRestricted {
                    if basicRows[owner]!.constant < 0 { infeasibleRows.insert(owner) }
                } else if depth[owner] == 0 {
                    moveReferrers(of: owner, by: coefficient * delta)
                }
            }
        }
    }
}

/// What the solver remembers about an added constraint: its marker (the symbol that identifies it in the tableau),
/// the second error symbol of an optional equality, and its priority level.
struct ConstraintRecord: Sendable {
    var constraint: Constraint
    var marker: Symbol
    var other: Symbol
    /// The priority value of an optional constraint (its objective level); nil when required.
    var level: Double?
}

/// Counters of the solver's work (see `ConstraintSolver.statistics`).
public struct SolverStatistics: Sendable, Equatable {
    /// Simplex pivots: primal, phase one and dual.
    public var pivots = 0
    /// Rows rewritten by substitution (user-variable, restricted and objective rows): a pivot's main cost.
    public var rowsRewritten = 0
    /// The cells those rewrites added: the work itself, as rows grow long in large systems.
    public var cellsRewritten = 0

    public init() {}
}

struct EditRecord: Sendable {
    var constraint: Int
    var constant: Double
}
