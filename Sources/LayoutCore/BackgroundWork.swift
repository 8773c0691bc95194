import Foundation

/// A value made on a thread of its own while the caller goes on; `value` waits for it the first time it is asked
/// for. A dedicated `Thread`, not Dispatch's pool: the caller may wait on it while the pool's threads are all busy
/// (in a test, with other builds). Only the thread that made it asks for `value`. The build's site loading and old-tree
/// removal use it, and so does the index's check while it renders (`PageCheckInProgress`).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var made: Value?
    private let done = DispatchSemaphore(value: 0)
    private var received: Value?
    /// Set by `take`: `value` would then wait for a signal already received, for ever.
    private var taken = false

    public init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            made = work()
            done.signal()
        }
        thread.start()
    }

    public var value: Value {
        precondition(!taken, "BackgroundWork's value was asked for after take()")
        if let received { return received }
        done.wait()
        received = made
        return made!
    }

    /// The value, waited for as `value` is, which the work then no longer holds (the caller's is the only copy left, and
    /// frees it when it is done with it); `value` may not be asked afterwards (a precondition, not a wait for ever).
    public func take() -> Value {
        let result = value
        made = nil
        received = nil
        taken = true
        return result
    }
}
