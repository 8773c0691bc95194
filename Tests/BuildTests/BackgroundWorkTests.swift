import Foundation
import LayoutCore
import Synchronization
import Testing

/// A value made on a thread of its own (`BackgroundWork`): the site's templates, the old tree's removal and the
/// index's check all wait on one.
@Suite struct BackgroundWorkTests {
    @Test("the work runs once, on another thread, while the caller goes on; value waits for it and is then kept")
    func runsOnceOnItsOwnThread() {
        let runs = Mutex(0), started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let caller = pthread_self()
        let work = BackgroundWork { () -> [Int] in
            started.signal()
            release.wait()   // the caller goes on until it lets the work end
            runs.withLock { $0 += 1 }
            return [pthread_equal(pthread_self(), caller) == 0 ? 1 : 0, 42]
        }
        started.wait()
        #expect(runs.withLock { $0 } == 0)
        release.signal()
        #expect(work.value == [1, 42])
        #expect(work.value == [1, 42])
        #expect(runs.withLock { $0 } == 1)
    }
}
