import Foundation

/// Standard error and the terminal: messages, and a progress line that only a terminal sees.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A line on standard output at once, unbuffered (a long-running command is read as it runs).
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// `[ 12/236] building scenarios…` on standard error, rewritten in place, only when standard error is
/// a terminal and only once a run has taken longer than `delay` (short runs print nothing). Updates are
/// throttled; `finish()` clears the line.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var shown = false
    private let label: String
    private let delay: Duration
    private let enabled: Bool

    init(label: String, delay: Duration = .milliseconds(300), enabled: Bool = Console.stderrIsTerminal) {
        self.label = label; self.delay = delay; self.enabled = enabled
    }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = ContinuousClock.now
        guard now - start >= delay else { return }
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        shown = true
        let width = String(total).count
        let count = String(repeating: " ", count: max(0, width - String(done).count)) + String(done)
        FileHandle.standardError.write(Data("\r\u{1B}[K[\(count)/\(total)] \(label)".utf8))
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
