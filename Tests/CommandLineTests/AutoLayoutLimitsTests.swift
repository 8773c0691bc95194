import Foundation
import Testing

/// Issue 27, the Auto Layout part, through the installed binary: a chain of 1,000 views took 59 s to build (56 s of
/// it "layout + checks", about n^1.9); the caps count every view however it is nested, and going over one is a
/// located error that leaves the other scenario files of the build to be built.
@Suite("Auto Layout limits, end to end", .serialized)
struct AutoLayoutLimitsTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    /// `count` views in a row, each 10 × 20, 8 after the one before it, the first at (20, 20).
    static func chain(count: Int) -> String {
        var lines = ["title: chain", "scenarios:", "  - id: chain", "    settings: {canvas: {width: 400, height: 300}}",
                     "    views:"]
        lines += (0..<count).map { "      v\($0): {intrinsic: {width: 10, height: 20}}" }
        lines += ["    constraints: |", "      H:|-20-[v0]", "      V:|-20-[v0]"]
        for i in 1..<count {
            lines += ["      v\(i).leading == v\(i - 1).trailing + 8", "      v\(i).top == v\(i - 1).top"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The frames of the named views of the first scenario in `frames.json`.
    static func frames(_ json: String, _ names: Set<String>) throws -> [String: [String: Double]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        var found: [String: [String: Double]] = [:]
        for file in files {
            for scenario in file["scenarios"] as? [[String: Any]] ?? [] {
                for node in scenario["nodes"] as? [[String: Any]] ?? [] {
                    guard let name = node["name"] as? String, names.contains(name),
                          let frame = node["frame"] as? [String: Double] else { continue }
                    found[name] = frame
                }
            }
        }
        return found
    }

    /// "layout + checks: 359.77 ms in all, …" → 359.77.
    static func layoutMilliseconds(_ output: String) throws -> Double {
        let line = try #require(output.split(separator: "\n").first { $0.contains("layout + checks") })
        let number = line.split(separator: ":")[1].split(separator: " ")[0]
        return try #require(Double(number.replacingOccurrences(of: ",", with: "")))
    }

    @Test("a 1,000-view chain builds, every view where the chain puts it, in a fraction of the 59 s it took")
    func aThousandViewChain() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/chain.yaml", Self.chain(count: 1000))
        let start = ContinuousClock.now
        let run = try sandbox.run(["build", "Scenarios", "--output", "out", "--timings"])
        let elapsed = ContinuousClock.now - start
        #expect(run.status == 0, "\(run.errors)")
        let frames = try Self.frames(try #require(sandbox.read("out/frames.json")), ["v0", "v1", "v500", "v999"])
        #expect(frames["v0"] == ["x": 20, "y": 20, "width": 10, "height": 20])
        #expect(frames["v1"] == ["x": 38, "y": 20, "width": 10, "height": 20])
        #expect(frames["v500"] == ["x": 9020, "y": 20, "width": 10, "height": 20])
        #expect(frames["v999"] == ["x": 18002, "y": 20, "width": 10, "height": 20])
        // A determined chain: no view is reported ambiguous.
        #expect(sandbox.read("out/frames.json")?.contains("Ambiguous layout") == false)
        // Before: 56 s of layout + checks and 61 s in all (debug). Generous bounds for a loaded debug build.
        #expect(try Self.layoutMilliseconds(run.output) < 5_000, "\(run.output)")
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }

    @Test("views in subviews and a stack view's arranged subviews count towards the cap; the other file is still built")
    func nestedViewsCount() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/a-chain.yaml", Self.chain(count: 3))
        // 1 card + 600 subviews + 1 stack + 200 arranged subviews + 199 views at the top: 1,001 views.
        var lines = ["title: nested", "scenarios:", "  - id: crowded", "    views:", "      card:", "        subviews:"]
        lines += (0..<600).map { "          c\($0): {intrinsic: {width: 1, height: 1}}" }
        lines += ["      row:", "        stackView: {axis: vertical}", "        arrangedSubviews:"]
        lines += (0..<200).map { "          r\($0): {intrinsic: {width: 1, height: 1}}" }
        lines += (0..<199).map { "      t\($0): {intrinsic: {width: 1, height: 1}}" }
        lines += ["    constraints: |", "      H:|[card]|", "      V:|[card]"]
        try sandbox.write("Scenarios/b-nested.yaml", lines.joined(separator: "\n") + "\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Scenarios/b-nested.yaml:3:9: error: the scenario has 1001 views and layout guides; an Auto "
                                    + "Layout scenario may have at most 1000: split it into scenarios of a part each"),
                "\(run.errors)")
        let frames = try Self.frames(try #require(sandbox.read("out/frames.json")), ["v2"])
        #expect(frames["v2"] == ["x": 56, "y": 20, "width": 10, "height": 20])
        #expect(sandbox.read("out/a-chain/chain.svg") != nil)
        // One view fewer is built.
        try sandbox.write("Scenarios/b-nested.yaml", lines.filter { !$0.contains("t198:") }.joined(separator: "\n") + "\n")
        let fewer = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(fewer.status == 0, "\(fewer.errors)")
    }

    @Test("more than 5,000 constraints is a located error, however few the views")
    func tooManyConstraints() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/a-chain.yaml", Self.chain(count: 3))
        var lines = ["title: many", "scenarios:", "  - id: many", "    views:", "      a: ~", "    constraints: |",
                     "      H:|-[a]", "      V:|-[a]"]
        lines += (0..<4_999).map { "      a.width >= \($0 % 100) @\(1 + $0 % 999)" }
        try sandbox.write("Scenarios/b-many.yaml", lines.joined(separator: "\n") + "\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out"])
        #expect(run.status == 2)
        #expect(run.errors.contains("Scenarios/b-many.yaml:3:9: error: the scenario has 5001 constraints; an Auto Layout "
                                    + "scenario may have at most 5000: split it into scenarios of a part each"),
                "\(run.errors)")
        #expect(sandbox.read("out/a-chain/chain.svg") != nil)
    }
}
