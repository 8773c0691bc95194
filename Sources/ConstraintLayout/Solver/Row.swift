/// One equation of the tableau: `constant + Σ coefficient·symbol`, read as `basic = row` when owned by a basic symbol.
///
/// Cells are sparse: a coefficient that becomes (near) zero is erased, so a row's size is the number of symbols it
/// really depends on. The solver keeps a column index next to the rows, so rows are changed only through the
/// solver's own `Tableau` methods, never directly by callers.
struct Row: Sendable {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Multiplies the whole row by `factor` (used to negate a row or to normalise a solved row).
    mutating func scale(by factor: Double) {
        constant *= factor
        for key in cells.keys {
            cells[key]! *= factor
        }
    }

    /// Symbols sorted by index: every choice the solver makes among a row's symbols is made in this order, so the
    /// result does not depend on the dictionary's hashing (deterministic output on every machine).
    var sortedSymbols: [Symbol] {
        cells.keys.sorted()
    }
}
