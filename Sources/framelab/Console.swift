import Foundation
import LayoutCore

/// Standard error and the terminal: messages, and a progress line that only a terminal sees.
/// Everything FrameLab prints goes through here, so that text from input files (names, Text contents,
/// constraint text in messages) reaches the terminal with its control characters escaped.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// Text on standard output at once, unbuffered (a long-running command is read as it runs).
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((TerminalText.escaped(text) + terminator).utf8))
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

/// Control characters from input files would drive the terminal (an ESC sequence can recolour, move the
/// cursor or retitle the window; bidirectional overrides reorder what is shown): each one is written as
/// `\u{1B}` instead. Line feeds and tabs stay.
enum TerminalText {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" { return false }
        if scalar.properties.generalCategory == .control { return true }
        return XMLCharacters.isBidiControl(scalar)
    }
}
