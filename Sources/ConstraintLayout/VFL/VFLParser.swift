/// Parses Apple's Visual Format Language into a `VFLFormat` syntax tree.
///
/// Follows the grammar of the Auto Layout Guide's appendix in full, with one leniency: ASCII spaces
/// and tabs between tokens are skipped (`H: |-8-[a(>=50, <=100)]`), which Apple rejects. Names are
/// not resolved here; see `VFLObject`.
public enum VFLParser {
    /// - Throws: `VFLError` with a message and the 1-based character column of the problem.
    public static func parse(_ format: String) throws(VFLError) -> VFLFormat {
        let grammar = VFLGrammar(source: format)
        var input = format[...].utf8
        return try grammar.visualFormatString(&input)
    }
}
