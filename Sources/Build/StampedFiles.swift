import Foundation

/// The files an output folder's stamp lists (`OutputOwnership.stamped`), split into paths the first time one is
/// asked about. A build claims its folder before it knows whether any file will be stale, and then asks about the
/// few it no longer writes, or about none: splitting the 20,000 paths of a 10,000-scenario folder up front was 3 %
/// of a build with one scenario changed.
public final class StampedFiles: @unchecked Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The stamp's bytes, its header checked (`OutputOwnership.parse`); nil once split, or for a list given whole.
    private var bytes: Data?
    private var split: Set<String>?
    private let lock = NSLock()

    /// The paths of a stamp whose header `OutputOwnership.parse` will accept.
    init(stamp bytes: Data) { self.bytes = bytes }

    public init(_ paths: Set<String>) { split = paths }

    public convenience init(arrayLiteral paths: String...) { self.init(Set(paths)) }

    /// Every path listed.
    public var paths: Set<String> {
        lock.lock(); defer { lock.unlock() }
        if let split { return split }
        let parsed = bytes.flatMap(OutputOwnership.parse) ?? []
        split = parsed
        bytes = nil
        return parsed
    }

    public func contains(_ path: String) -> Bool { paths.contains(path) }

    public static func == (a: StampedFiles, b: StampedFiles) -> Bool { a === b || a.paths == b.paths }
}
