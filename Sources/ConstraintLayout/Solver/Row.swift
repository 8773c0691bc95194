/// One equation of the tableau: `constant + Σ coefficient·symbol`, read as `basic = row` when owned by a basic symbol.
///
/// Cells are sparse: a coefficient that becomes (near) zero is erased, so a row's size is the number of symbols it
/// really depends on. The solver keeps a column index next to the rows, so rows are changed only through the
/// solver's own `Tableau` methods, never directly by callers.
struct Row: Sendable {
    var constant: Double
    var cells: SymbolMap
    /// A shallow row (only a slack, error or dummy symbol's row) has its constraint's cells as written, solved for
    /// that symbol: they may refer to basic user variables of depth 0 instead of holding their rows; its constant is
    /// the symbol's value, as in every row (see ConstraintSolver+Shallow.swift). Every other row is written in
    /// non-basic symbols only, except user-variable rows, which may refer to other basic user variables.
    var isShallow = false

    init(constant: Double = 0, cells: SymbolMap = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.init(constant: constant, cells: SymbolMap(minimumCapacity: capacity))
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Multiplies the whole row by `factor` (used to negate a row or to normalise a solved row).
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.scaleValues(by: factor)
    }

    /// Symbols sorted by index: every choice the solver makes among a row's symbols is made in this order, so the
    /// result does not depend on the dictionary's hashing (deterministic output on every machine).
    var sortedSymbols: [Symbol] {
        cells.keys.sorted()
    }
}
