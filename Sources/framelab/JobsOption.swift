import ArgumentParser
import Foundation

/// `--jobs N`, as every command that computes scenarios takes it, validated in one place.
struct JobsOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "How many scenarios to compute at once (default: the number of active processors).")
    var jobs: Int?

    /// More threads than this only costs memory.
    static let maximum = 256

    func validate() throws {
        if let jobs, !(1...Self.maximum).contains(jobs) {
            throw ValidationError("--jobs takes 1 to \(Self.maximum); got \(jobs)")
        }
    }

    /// The number of jobs to run: the one given, else one per active processor.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
