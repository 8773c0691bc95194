import Dispatch
import Foundation

/// Runs a program (no shell) to its end, for the tests that drive a tool: FrameLab's binary, xmllint,
/// rsvg-convert. Standard error is drained on another thread, so neither pipe can fill up and block the tool.
public struct ProcessRun: Sendable {
    public var status: Int32
    public var output: String
    public var errors: String

    /// Standard output then standard error, as a terminal would show them.
    public var combined: String { output + errors }

    /// `environment` is added to this process's own; `folder`: where it runs (this process's folder if nil).
    public static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String] = [:]) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errorData = errors.fileHandleForReading.readDataToEndOfFile(); drained.signal() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                          errors: String(decoding: errorData, as: UTF8.self))
    }
}

/// Sebastiano Vigna's SplitMix64: a small deterministic generator, so that a failing seed reproduces.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
