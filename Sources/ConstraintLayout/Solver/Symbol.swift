/// What a tableau symbol stands for (Cassowary's augmented simplex form).
///
/// External symbols are the user's variables and are unrestricted; slack and error symbols are ≥ 0;
/// dummy symbols mark required equalities and must stay 0, so they never enter the basis.
enum SymbolKind: UInt8, Sendable {
    case external, slack, error, dummy

    /// Restricted symbols (everything but external) are ≥ 0, so only their rows take part in ratio tests.
    var isRestricted: Bool { self != .external }
}

/// Symbols are dense indices into the solver's tables; `Symbol.invalid` means "none".
typealias Symbol = Int

extension Symbol {
    static let invalid: Symbol = -1
}

/// Coefficients this close to zero are erased (kiwi's `nearZero`, eps 1e-8).
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < 1e-8 && value > -1e-8
}
