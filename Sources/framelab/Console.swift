import Foundation
import Build
import LayoutCore

/// Standard error and the terminal: messages, and a progress line that only a terminal sees.
/// Everything FrameLab prints goes through here, so that text from input files (names, Text contents,
/// constraint text in messages) reaches the terminal with its control characters escaped.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((Escaping.terminal(line) + "\n").utf8))
    }

    /// Text on standard output at once, unbuffered (a long-running command is read as it runs).
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((Escaping.terminal(text) + terminator).utf8))
    }

    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// `[██████░░░░░░░░]  1,234/10,000 scenarios computed, 2,345/s` on standard error, rewritten in place,
/// only when standard error is a terminal and only once a run has taken longer than `delay` (short runs
/// print nothing). A build goes through phases (computed, drawn, validated, pages rendered), each with
/// its own bar and rate. Updates are throttled to ten a second; `finish()` clears the line.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let start = ContinuousClock.now
    private var lastDraw: ContinuousClock.Instant?
    private var shown = false
    private var phase = ""
    private var phaseStart = ContinuousClock.now
    private let delay: Duration
    private let enabled: Bool

    init(delay: Duration = .milliseconds(300), enabled: Bool = Console.stderrIsTerminal) {
        self.delay = delay; self.enabled = enabled
    }

    /// `phase`: what is counted, as the bar ends (`scenarios computed`).
    func update(_ phase: String, done: Int, total: Int) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = ContinuousClock.now
        if phase != self.phase { self.phase = phase; phaseStart = now; lastDraw = nil }
        guard now - start >= delay else { return }
        if let lastDraw, now - lastDraw < .milliseconds(100), done < total { return }
        lastDraw = now
        shown = true
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + Self.line(done: done, total: total, noun: phase, elapsed: now - phaseStart)).utf8))
    }

    /// The bar, the count and the rate so far (whole units per second).
    static func line(done: Int, total: Int, noun: String, elapsed: Duration, width: Int = 24) -> String {
        let filled = total > 0 ? min(width, width * done / total) : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let time = seconds(elapsed)
        let rate = time > 0 ? Int((Double(done) / time).rounded()) : 0
        let count = grouped(done), all = grouped(total)
        return "[\(bar)] " + String(repeating: " ", count: max(0, all.count - count.count)) + "\(count)/\(all) \(noun), \(grouped(rate))/s"
    }

    /// `12345` → `12,345`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        return digits.enumerated().map { i, c in (i > 0 && (digits.count - i) % 3 == 0 ? "," : "") + String(c) }.joined()
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}

extension ProgressLine {
    /// The pipeline's events on this line: each phase's progress drawn, each message printed below it.
    var events: PipelineEvents {
        PipelineEvents(progress: { phase, done, total in self.update(phase, done: done, total: total) },
                       message: { message in self.finish(); Console.error(message.text) })
    }
}

/// Total and per-scenario time of each phase (summed over worker threads, so they can exceed the wall time).
func printTimings(_ report: BuildReport, _ output: BuildOutput) {
    let n = max(output.computedScenarios, 1)
    func ms(_ d: Duration) -> Double { seconds(d) * 1000 }
    let phases: [(String, Duration)] = [
        ("YAML loading", report.loadDuration),
        ("Swift parsing", output.interpretDuration),
        ("layout + checks", output.layoutDuration),
        ("drawing", output.drawDuration),
        ("validation", output.validateDuration),
    ]
    for (name, d) in phases {
        Console.out("  \(name): \(formatNumber(ms(d))) ms in all, \(formatNumber(ms(d) * 1000 / Double(n))) µs per scenario")
    }
    Console.out("  site (templates and \(output.pageCount) pages, wall time): \(formatNumber(ms(output.siteDuration))) ms")
}

/// A duration in seconds.
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

/// Seconds with two decimals, for the summary line (not part of any output file).
func formatSeconds(_ duration: Duration) -> String {
    let hundredths = Int((seconds(duration) * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
