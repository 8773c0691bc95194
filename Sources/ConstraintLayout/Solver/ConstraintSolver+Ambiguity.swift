/// `isAmbiguous` for every variable of a solved system at once, each asked of the optimal face without the symbols
/// that cannot move on it.
///
/// `isAmbiguous` expands the variable's row and solves a small LP over the objective-free symbols in it and every
/// restricted row they reach. Asked of every variable of a chain of n views (`left_i = right_{i-1} + 8`), that was
/// quadratic twice over: `left_i` expands to the free symbols of all i views before it, and each came with a
/// degenerate restricted row, so the LP grew with i too (a 1,000-view chain: 56 s of a debug build's 59, most of it
/// building these LPs). Yet a degenerate vertex's free symbols are usually pinned: at `width == 10` both of a
/// view's intrinsic-size constraints hold, one slack is basic at 0 (`s2 = −s1 + e1 + e2`), and `s1 ≥ 0` with
/// `−s1 ≥ 0` leaves `s1` nowhere to go.
///
/// So, once per system:
/// 1. the optimal face's *pinned* symbols are found by propagation: a restricted row at 0 whose live free terms are
///    all restricted symbols with negative coefficients holds them all at 0 on the face (and dropping them may pin
///    the terms of other rows);
/// 2. each user variable's *live part* (its expansion restricted to the free symbols not pinned) is built in depth
///    order, each basic variable's from those of the variables its row refers to, so a chain costs its length;
/// 3. a variable whose live part is empty cannot move on the face: not ambiguous. One whose live part holds a user
///    variable in no restricted row moves freely: ambiguous. The rest are asked `isAmbiguous`'s question — can
///    the variable rise or fall by 1e-4 — of an LP over the live symbols and the rows they reach, built once for
///    all the variables that reach the same ones (a stack view's views all reach the same few: equalCentering with
///    200 arranged subviews took 12.3 s of a release build, 0.2 s now).
/// Each is the answer `isAmbiguous` gives: pinned symbols are 0 at every point of its LP (the rows that pin them are
/// in it), so leaving them out changes none of the points the variable can reach; and live symbols the variable
/// does not reach sit in rows of their own, which 0 satisfies whatever the variable does. (AmbiguityAndWorkLimitTests
/// compares the two on thousands of random systems.)
extension ConstraintSolver {
    /// Whether each of `variables` is ambiguous (`isAmbiguous`), in order. `workLimit` bounds the work of the LPs
    /// (`SolverStatistics.cellsRewritten`, summed); beyond it, `workLimitExceeded` is thrown.
    public func areAmbiguous(_ variables: [Variable], workLimit: Int? = nil) throws(SolverError) -> [Bool] {
        try ambiguity(of: variables, workLimit: workLimit).answers
    }

    /// `areAmbiguous`, with the work its LPs took.
    func ambiguity(of variables: [Variable], workLimit: Int?) throws(SolverError) -> (answers: [Bool], work: Int) {
        var face = FaceAnalysis(solver: self, workLimit: workLimit)
        var answers: [Bool] = []
        answers.reserveCapacity(variables.count)
        for variable in variables {
            let live = face.livePart(of: variableSymbols[variable.index], in: self)
            if live.isEmpty {
                answers.append(false)
            } else if live.contains(where: { kinds[$0.key] == .external && face.rows(holding: $0.key).isEmpty }) {
                // A live user variable no restricted row holds can move by itself: the LP is unbounded in it.
                answers.append(true)
            } else {
                answers.append(try face.canMove(live, in: self))
            }
        }
        return (answers, face.work)
    }
}

/// The optimal face of a solved system, as far as ambiguity needs it (see `areAmbiguous`).
struct FaceAnalysis {
    /// symbol → free (objective-free, not a dummy) and not pinned to 0 on the optimal face.
    private var isLive: [Bool]
    /// The restricted rows holding free symbols (by owner): each one's free terms as `isAmbiguous`'s LP reads them.
    private var terms: [Int: [(symbol: Symbol, coefficient: Double)]] = [:]
    /// Free symbol → the restricted rows holding it.
    private var rowsOf: [Symbol: [Int]] = [:]
    /// Basic user variable → its live part, once built.
    private var parts: [Symbol: SymbolMap] = [:]
    /// The LPs built so far, by the live symbols they are over.
    private var faces: [[Symbol]: Face] = [:]

    /// The most work the LPs may take in all, and the work they took so far (`SolverStatistics.cellsRewritten`).
    private var workLimit: Int?
    private(set) var work = 0

    init(solver: ConstraintSolver, workLimit: Int?) {
        self.workLimit = workLimit
        let count = solver.kinds.count
        // The free symbols, as `isAmbiguous` reads them (basic symbols are in no expanded row, so they never count).
        isLive = (0..<count).map { symbol in
            solver.basicRows[symbol] == nil && solver.kinds[symbol] != .dummy && solver.isObjectiveFree(symbol)
        }
        var scratch: [Double] = []
        for symbol in 0..<count where isLive[symbol] {
            for (owner, coefficient) in solver.restrictedRows(containing: symbol, scratch: &scratch) {
                terms[owner, default: []].append((symbol, coefficient))
                rowsOf[symbol, default: []].append(owner)
            }
        }
        // Propagation: a row `0 + Σ a·s ≥ 0` with every a < 0 and every s ≥ 0 holds each s at 0. Its constant is
        // zero up to the solver's own tolerance, as a degenerate pivot's is.
        var pending = terms.keys.sorted()
        while let owner = pending.popLast() {
            guard nearZero(solver.basicRows[owner]!.constant), let rowTerms = terms[owner] else { continue }
            let live = rowTerms.filter { isLive[$0.symbol] }
            guard !live.isEmpty,
                  live.allSatisfy({ solver.kinds[$0.symbol].isRestricted && $0.coefficient < 0 }) else { continue }
            for (symbol, _) in live {
                isLive[symbol] = false
                pending += rowsOf[symbol, default: []].filter { $0 != owner }
            }
        }
    }

    /// The restricted rows holding free `symbol`.
    func rows(holding symbol: Symbol) -> [Int] { rowsOf[symbol] ?? [] }

    /// The live terms of `symbol`'s expansion: its own cell if it is non-basic, else its row's, with each basic user
    /// variable it refers to replaced by that variable's live part (each built once, after those it refers to).
    mutating func livePart(of symbol: Symbol, in solver: ConstraintSolver) -> SymbolMap {
        guard solver.basicRows[symbol] != nil else { return isLive[symbol] ? [symbol: 1] : [:] }
        // Depth first, each variable built once the variables its row refers to are (references form a DAG: the
        // solver evaluates values in such an order too).
        var stack: [(variable: Symbol, expanded: Bool)] = [(symbol, false)]
        while let (variable, expanded) = stack.popLast() {
            if parts[variable] != nil { continue }
            let row = solver.basicRows[variable]!
            if !expanded {
                stack.append((variable, true))
                for other in row.cells.keys
                where solver.kinds[other] == .external && solver.basicRows[other] != nil && parts[other] == nil {
                    stack.append((other, false))
                }
                continue
            }
            var part = SymbolMap()
            for (other, coefficient) in row.cells {
                if solver.kinds[other] == .external, solver.basicRows[other] != nil {
                    for (term, value) in parts[other]! { part.add(coefficient * value, toValueOf: term) }
                } else if isLive[other] {
                    part.add(coefficient, toValueOf: other)
                }
            }
            parts[variable] = part
        }
        return parts[symbol]!
    }

    /// Whether `live` (a live part) can rise or fall by 1e-4 on the face: `isAmbiguous`'s LP over the live symbols
    /// it reaches through the restricted rows, each live restricted symbol ≥ 0 and each row ≥ 0. The LP depends only
    /// on what is reached, so variables that reach the same part of the face share one (built once, copied per ask).
    mutating func canMove(_ live: SymbolMap, in solver: ConstraintSolver) throws(SolverError) -> Bool {
        // The live symbols and rows reachable from the live part, as `isAmbiguous` closes over them.
        var symbols = Set(live.keys)
        var pending = Array(symbols)
        var owners: Set<Int> = []
        while let symbol = pending.popLast() {
            for owner in rowsOf[symbol] ?? [] where owners.insert(owner).inserted {
                for (other, _) in terms[owner]! where isLive[other] && symbols.insert(other).inserted {
                    pending.append(other)
                }
            }
        }
        let reached = symbols.sorted()
        let face: Face
        if let cached = faces[reached] {
            face = cached
        } else {
            face = try Face(symbols: reached, rows: owners.sorted(), terms: terms, solver: solver,
                            workLimit: workLimit.map { max(0, $0 - work) })
            work += face.lp?.statistics.cellsRewritten ?? 0
            faces[reached] = face
        }
        guard let lp = face.lp else { return false }
        let value = face.expression(live.lazy.map { ($0.key, $0.value) })
        if try holds(Constraint(value, .greaterThanOrEqual, 1e-4), on: lp) { return true }
        return try holds(Constraint(value, .lessThanOrEqual, -1e-4), on: lp)
    }

    /// Whether `constraint` can be added to (a copy of) `lp`, within what is left of the work limit.
    mutating func holds(_ constraint: Constraint, on lp: ConstraintSolver) throws(SolverError) -> Bool {
        var copy = lp
        let before = copy.statistics.cellsRewritten
        copy.workLimit = workLimit.map { before + max(0, $0 - work) }
        defer { work += copy.statistics.cellsRewritten - before }
        do {
            try copy.add(constraint)
            return true
        } catch .workLimitExceeded {
            throw .workLimitExceeded
        } catch {
            return false
        }
    }

    /// The LP of a part of the face: a variable per live symbol, `≥ 0` for the restricted ones, and each row `≥ 0`.
    struct Face {
        var variables: [Symbol: Variable] = [:]
        /// nil when the rows cannot hold at all (then nothing is reported ambiguous, as `isAmbiguous` does).
        var lp: ConstraintSolver?

        init(symbols: [Symbol], rows: [Int], terms: [Int: [(symbol: Symbol, coefficient: Double)]],
             solver: ConstraintSolver, workLimit: Int?) throws(SolverError) {
            var lp = ConstraintSolver()
            lp.workLimit = workLimit
            for symbol in symbols { variables[symbol] = lp.makeVariable("s\(symbol)") }
            do {
                for symbol in symbols where solver.kinds[symbol].isRestricted {
                    try lp.add(Constraint(variables[symbol]!, .greaterThanOrEqual, 0))
                }
                for owner in rows {
                    let row = expression(terms[owner]!.lazy.map { ($0.symbol, $0.coefficient) },
                                         constant: solver.basicRows[owner]!.constant)
                    try lp.add(Constraint(row, .greaterThanOrEqual, 0))
                }
                self.lp = lp
            } catch .workLimitExceeded {
                throw .workLimitExceeded
            } catch {
                self.lp = nil
            }
        }

        /// `constant + Σ coefficient · symbol` over this part's symbols (pinned ones are 0 on the face).
        func expression(_ terms: some Sequence<(Symbol, Double)>, constant: Double = 0) -> LinearExpression {
            LinearExpression(terms: terms.compactMap { symbol, coefficient in
                variables[symbol].map { LinearExpression.Term($0, coefficient) }
            }, constant: constant)
        }
    }
}
