import Foundation
import LayoutCore

/// The pieces of a page handed from the thread that writes it to the thread that checks it as it is written
/// (`OutputValidator.validateHTMLStreaming(_:file:keep:)`, source `.piped`), one piece waiting at most by default:
/// the index of a large site is checked while it renders, not after, and is never held whole.
public final class PagePipe: @unchecked Sendable {
    private let condition = NSCondition()
    private var pieces: [Data] = []
    private var isClosed = false
    private let capacity: Int

    /// `capacity`: how many pieces may wait before `send` waits for the reader. One: the index's pieces are about a
    /// megabyte each, and more waiting would make a large build's peak memory grow.
    public init(capacity: Int = 1) { self.capacity = max(1, capacity) }

    /// Hands on the next piece; waits while `capacity` pieces are waiting. Ignored once closed.
    public func send(_ piece: Data) {
        condition.lock(); defer { condition.unlock() }
        while pieces.count >= capacity && !isClosed { condition.wait() }
        guard !isClosed else { return }
        pieces.append(piece)
        condition.broadcast()
    }

    /// No more pieces: the reader gets nil once it has read those sent.
    public func close() {
        condition.lock(); defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
    }

    /// The next piece, waiting for it; nil once the pipe is closed and empty.
    func next() -> Data? {
        condition.lock(); defer { condition.unlock() }
        while pieces.isEmpty && !isClosed { condition.wait() }
        guard !pieces.isEmpty else { return nil }
        condition.broadcast()
        return pieces.removeFirst()
    }
}

/// A page checked on a thread of its own while another writes it: `validateHTMLStreaming` reading a `PagePipe`. The
/// writer sends each piece to `pipe` as it writes it, then asks `finish` for the findings.
public final class PageCheckInProgress: Sendable {
    public let pipe = PagePipe()
    private let check: BackgroundWork<(issues: [ValidationIssue], links: [PageLink])>

    /// Starts checking the page named `file` (see `validateHTMLStreaming`): `whole` gives it once written, `keep`
    /// says which links to return. A thread of its own, not one of a pool (`BackgroundWork`): the writer may wait for
    /// it, and the pool's threads may all be busy in other builds.
    public init(_ validator: OutputValidator, file: String, whole: @escaping @Sendable () -> Data,
                keep: @escaping @Sendable (PageLink) -> Bool) {
        let pipe = self.pipe
        check = BackgroundWork { validator.validateHTMLStreaming(.piped(pipe, whole: whole), file: file, keep: keep) }
    }

    /// Closes the pipe, waits for the check to end, and gives its findings and the links it kept (asked again, the same).
    public func finish() -> (issues: [ValidationIssue], links: [PageLink]) {
        pipe.close()
        return check.value
    }
}
