import Foundation

/// A file of the new tree written piece by piece (`OutputSession.append`: `frames.json`, the index) on a serial queue of
/// its own, so that the thread making the pieces goes on while they are written: with one file changed in 10,000
/// scenarios, the 20 MB of `frames.json` taken over took 13 ms of the main thread, the other core idle. The pieces are
/// written in the order given; the first failure skips the rest and is thrown by `finish`.
final class StagedStream: @unchecked Sendable {  // `failure` and `sameAsOld` are touched on `queue` only
    private let handle: FileHandle
    /// Where the file is, for messages.
    private let location: String
    private let queue = DispatchQueue(label: "framelab.staged-stream")
    private var failure: OutputWriteError?
    private var sameAsOld = false
    /// Whether `end` was called (on the thread that gives the pieces).
    private var ending = false

    init(_ handle: FileHandle, location: String) {
        self.handle = handle
        self.location = location
    }

    /// Appends `bytes`.
    func write(_ bytes: Data) {
        queue.async { [self] in
            guard failure == nil else { return }
            do { try handle.write(contentsOf: bytes) } catch {
                failure = .io(path: location, reason: (error as NSError).localizedDescription)
            }
        }
    }

    /// Appends `range` of the last build's `source`, copied by the kernel (`PreviousPage.copy`); `failure` when the
    /// source is shorter or cannot be read.
    func copy(_ range: Range<Int>, of source: PreviousPage, orFail failure: OutputWriteError) {
        queue.async { [self] in
            guard self.failure == nil else { return }
            if !source.copy(range, to: handle.fileDescriptor) { self.failure = failure }
        }
    }

    /// Closes the file once everything given is written, then compares it with the old tree's file at `old` (nil:
    /// none), still on the queue: the caller goes on meanwhile. Only the first call counts.
    func end(comparingWith old: String?) {
        guard !ending else { return }
        ending = true
        queue.async { [self] in
            try? handle.close()
            if failure == nil, let old { sameAsOld = sameBytes(old, location) }
        }
    }

    /// Waits until the file is written, closed and compared (`end`, called here if it was not): whether it holds the
    /// same bytes as the old one.
    func finish(comparingWith old: String?) throws(OutputWriteError) -> Bool {
        end(comparingWith: old)
        let (failure, same) = queue.sync { (self.failure, sameAsOld) }
        if let failure { throw failure }
        return same
    }
}
