/// A Text's lines as a figure draws them. A layout can give them as a recipe (`init(deferred:)`), as it
/// gives its rules (`AxisRule`): a full trace has the lines of every Text, and wrapping them all again was
/// a fifth of its time, while a reader draws them once, for the figures it makes. Compared, hashed and
/// encoded by the lines (a JSON array), as when they were a stored array.
public struct TextLines: Hashable, Sendable, Codable, ExpressibleByArrayLiteral, CustomStringConvertible {
    private enum Storage: Sendable {
        case lines([String])
        case deferred(@Sendable () -> [String])
    }
    private var storage: Storage

    public init(_ lines: [String]) { storage = .lines(lines) }
    /// Lines built by `lines` each time they are read (it must always build the same).
    public init(deferred lines: @escaping @Sendable () -> [String]) { storage = .deferred(lines) }
    public init(arrayLiteral lines: String...) { self.init(lines) }

    public var lines: [String] {
        get {
            switch storage {
            case .lines(let lines): lines
            case .deferred(let make): make()
            }
        }
        set { storage = .lines(newValue) }
    }

    public static func == (a: TextLines, b: TextLines) -> Bool { a.lines == b.lines }
    public func hash(into hasher: inout Hasher) { hasher.combine(lines) }

    public init(from decoder: any Decoder) throws { self.init(try [String](from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try lines.encode(to: encoder) }

    public var description: String { lines.description }
}
