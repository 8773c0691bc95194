import Foundation

/// Values by position, filled from several threads (`DispatchQueue.concurrentPerform`): rendered pages, the rule
/// reference's pages.
final class PageSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]
    init(count: Int) { values = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: Value) { lock.lock(); values[index] = value; lock.unlock() }
    var all: [Value] { lock.lock(); defer { lock.unlock() }; return values.compactMap { $0 } }
}
