import LayoutCore

/// Writes a node's label as Swift source (`defaultLabel`): UTF-8 bytes in a buffer kept from one label to the next,
/// made a string once. A full trace labels every node, and labels grown as strings, append by append, took an eighth
/// of its instructions (`Benchmarks/layout_instructions.py`).
struct LabelWriter {
    private var bytes: [UInt8] = []
    /// Whether the call being written has an argument yet, so that the next one is preceded by a comma.
    private var hasArgument = false

    init() { bytes.reserveCapacity(256) }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `name(`: a call, its arguments written next, then `close`.
    mutating func open(_ name: StaticString) {
        write(name)
        bytes.append(UInt8(ascii: "("))
        hasArgument = false
    }

    /// `label: value`, or nothing for a nil value (an argument not written).
    mutating func argument(_ label: StaticString, _ value: Double?) {
        if let value { argument(label, num(value)) }
    }

    /// `label: value`.
    mutating func argument(_ label: StaticString, _ value: String) {
        separate()
        write(label)
        write(": ")
        write(value)
    }

    /// An unlabelled argument.
    mutating func argument(_ value: String) {
        separate()
        write(value)
    }

    /// A string literal (`Escaping.swiftLiteral`) as an unlabelled argument.
    mutating func literal(_ text: String) {
        separate()
        Escaping.appendSwiftLiteral(text, to: &bytes)
    }

    mutating func close() { bytes.append(UInt8(ascii: ")")) }

    /// The label written, the buffer emptied for the next.
    mutating func take() -> String {
        defer {
            bytes.removeAll(keepingCapacity: true)
            hasArgument = false
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func separate() {
        if hasArgument { write(", ") }
        hasArgument = true
    }
}
