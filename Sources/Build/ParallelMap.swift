import ScenarioKit
import Dispatch
import Foundation

/// `items.map(body)` on up to `jobs` threads. Results come back in the order of `items` whatever the
/// number of jobs or the order in which the work finishes.
public func parallelMap<Item: Sendable, Output: Sendable>(_ items: [Item], jobs: Int,
                                                   _ body: @Sendable (Item) -> Output) -> [Output] {
    let workers = max(1, min(jobs, items.count))
    if workers <= 1 { return items.map(body) }
    let slots = ResultSlots<Output>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = slots.claim() {
            slots.store(body(items[index]), at: index)
        }
    }
    return slots.results()
}

/// The shared state of `parallelMap`: the next index to claim and a slot per item.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Output?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Output, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    func results() -> [Output] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}

/// Counts finished items for a progress callback (`done`, `total`), from any thread.
public final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    public init(total: Int, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total; self.progress = progress
    }

    public func advance() {
        guard let progress else { return }
        lock.lock()
        done += 1
        let now = done
        lock.unlock()
        progress(now, total)
    }
}
