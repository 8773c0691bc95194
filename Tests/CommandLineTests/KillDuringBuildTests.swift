import Foundation
import TestSupport
import Testing

/// Issue 14: a build killed with SIGKILL at any moment leaves the output folder as the old complete
/// tree or the new one, never a mix, and the next build removes what the killed one left beside it.
@Suite("A build killed at random moments", .serialized)
struct KillDuringBuildTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    /// Twelve files of five scenarios each; `variant` changes every figure and page.
    func writeScenarios(_ sandbox: Sandbox, variant: Int) throws {
        for file in 0..<12 {
            let scenarios = (0..<5).map { n in
                "  - id: s\(n)\n    view: |\n      Text(\"v\(variant) f\(file) s\(n)\").frame(minWidth: \(40 + 10 * variant + n))\n"
            }.joined()
            try sandbox.write("Scenarios/f\(file).yaml", "title: File \(file)\nscenarios:\n" + scenarios)
        }
    }

    /// Every file under `folder` with its bytes; nil for a folder that does not exist.
    func tree(_ folder: URL) -> [String: Data]? {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        var files: [String: Data] = [:]
        while let path = walker.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
               walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                files[path] = data
            }
        }
        return files
    }

    /// Staging folders and half-written manifests; the build manifest itself is not debris.
    func debris(_ sandbox: Sandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.repository.path)
            .filter { $0.hasPrefix(".out.framelab-") && $0 != ".out.framelab-manifest" }
    }

    @Test func theOutputIsAlwaysOneCompleteTreeAndDebrisIsCleanedUp() throws {
        let sandbox = try Sandbox()
        var trees: [[String: Data]] = []
        var slowest: Duration = .zero
        for variant in 0..<2 {
            try writeScenarios(sandbox, variant: variant)
            let start = ContinuousClock.now
            let run = try sandbox.run(["build", "Scenarios", "--output", "reference-\(variant)", "--jobs", "2"])
            slowest = max(slowest, ContinuousClock.now - start)
            #expect(run.status == 0, "\(run.errors)")
            trees.append(try #require(tree(sandbox.repository.appendingPathComponent("reference-\(variant)"))))
        }
        #expect(trees[0] != trees[1])
        try writeScenarios(sandbox, variant: 0)
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)

        var random = SplitMix64(seed: 14)
        var killedWithDebris = 0, oldTrees = 0
        let out = sandbox.repository.appendingPathComponent("out")
        for attempt in 0..<20 {
            // Each attempt builds the other variant, so every one has a tree to replace.
            try writeScenarios(sandbox, variant: (attempt + 1) % 2)
            let process = Process()
            process.executableURL = sandbox.bin.appendingPathComponent("framelab")
            process.arguments = ["build", "Scenarios", "--output", "out", "--jobs", "2"]
            process.currentDirectoryURL = sandbox.repository
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // From 40 % to 110 % of a build's time: writing the tree happens at the end.
            let fraction = 0.4 + 0.7 * Double(random.next() % 1000) / 1000
            Thread.sleep(forTimeInterval: fraction * Double(slowest.components.seconds) + fraction * Double(slowest.components.attoseconds) / 1e18)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try #require(tree(out), "attempt \(attempt): the output folder is gone")
            let isOld = now == trees[attempt % 2], isNew = now == trees[(attempt + 1) % 2]
            #expect(isOld || isNew, "attempt \(attempt): a mixed tree of \(now.count) files")
            if isOld { oldTrees += 1 }
            if try !debris(sandbox).isEmpty { killedWithDebris += 1 }
        }
        // A complete build cleans up after every killed one.
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)
        #expect(try debris(sandbox) == [])
        let final = tree(out) == trees[0]  // the last attempt's variant
        #expect(final)
        print("20 kills: \(oldTrees) left the old tree, \(20 - oldTrees) the new one; \(killedWithDebris) left a staging folder")
    }
}
