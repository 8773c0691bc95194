import Foundation

/// A value made on a thread of its own while the caller goes on; `value` waits for it the first time it is asked
/// for. A dedicated `Thread`, not Dispatch's pool: the caller may wait on it while the pool's threads are all busy
/// (in a test, with other builds). Only the thread that made it asks for `value`.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private var made: Value?
    private let done = DispatchSemaphore(value: 0)
    private var received: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            made = work()
            done.signal()
        }
        thread.start()
    }

    var value: Value {
        if let received { return received }
        done.wait()
        received = made
        return made!
    }
}
