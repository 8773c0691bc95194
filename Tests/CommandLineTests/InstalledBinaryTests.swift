import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing

/// `framelab` as a user runs it in their own repository: only the installed binary and its resource
/// bundles, copied out of the build, run in a temporary git repository with a `framelab.yml` of its own.
@Suite("The installed binary in another repository", .serialized)
struct InstalledBinaryTests {
    /// Where `swift build` put the binary and its resource bundles (beside this test bundle).
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .standardizedFileURL

    typealias Run = ProcessRun

    final class Sandbox {
        let root: URL
        let bin: URL
        let repository: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("framelab-cli-\(UUID().uuidString)")
            bin = root.appendingPathComponent("bin")
            repository = root.appendingPathComponent("repo")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
            // The install: the binary and every resource bundle beside it, nothing else.
            try FileManager.default.copyItem(at: products.appendingPathComponent("framelab"), to: bin.appendingPathComponent("framelab"))
            for bundle in try FileManager.default.contentsOfDirectory(atPath: products.path) where bundle.hasSuffix(".resources") {
                try FileManager.default.copyItem(at: products.appendingPathComponent(bundle), to: bin.appendingPathComponent(bundle))
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        @discardableResult
        func run(_ arguments: [String], in folder: String = "", environment: [String: String] = [:]) throws -> Run {
            try InstalledBinaryTests.run(bin.appendingPathComponent("framelab").path, arguments,
                                         in: folder.isEmpty ? repository : repository.appendingPathComponent(folder),
                                         environment: environment)
        }

        func git(_ arguments: [String]) throws {
            let result = try InstalledBinaryTests.run("/usr/bin/env", ["git", "-c", "user.email=t@t", "-c", "user.name=t"] + arguments,
                                                      in: repository)
            #expect(result.status == 0, "git \(arguments): \(result.errors)")
        }

        func write(_ path: String, _ text: String) throws {
            let url = repository.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func read(_ path: String) -> String? { try? String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8) }
    }

    /// `environment` is added to this process's own.
    static func run(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        try ProcessRun.run(executable, arguments, in: folder, environment: environment)
    }

    @Test func initBuildCheckExplainValidateAndDiffInARepositoryOfItsOwn() throws {
        let sandbox = try Sandbox()
        try sandbox.git(["init", "-q"])
        let initialised = try sandbox.run(["init"])
        #expect(initialised.status == 0, "\(initialised.errors)")
        #expect(sandbox.read("framelab.yml")?.contains("scenarios: [docs/layouts]") == true)
        #expect(sandbox.read("docs/layouts/example.yaml") != nil)
        try sandbox.write("framelab.yml", """
            scenarios: [docs/layouts]
            output: docs/figures
            site:
              title: "Acme layouts"
              footer: "Made by Acme."
            diff:
              baseline: HEAD
            """)

        // build, from the repository root and from a folder below it: the same output, paths from the root.
        let built = try sandbox.run(["build"])
        #expect(built.status == 0, "\(built.errors)")
        #expect(built.output.contains("Built 1 scenarios from 1 files"))
        // The build manifest beside the output is this machine's: init told git to ignore it.
        #expect(sandbox.read("docs/.figures.framelab-manifest") != nil)
        try sandbox.git(["check-ignore", "-q", "docs/.figures.framelab-manifest"])
        let index = try #require(sandbox.read("docs/figures/index.html"))
        #expect(index.contains("<h1 id=\"top\">Acme layouts</h1>") && index.contains("<p>Made by Acme.</p>"))
        #expect(sandbox.read("docs/figures/example/row.svg")?.contains("<svg") == true)
        #expect(sandbox.read("docs/figures/docs/swiftui/frame-flexible.html") != nil)   // FrameLab's reference, built in
        try FileManager.default.createDirectory(at: sandbox.repository.appendingPathComponent("docs/notes"), withIntermediateDirectories: true)
        let checked = try sandbox.run(["check"], in: "docs/notes")
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")

        let explained = try sandbox.run(["explain", "../layouts/example.yaml", "--id", "row"], in: "docs/notes")
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("docs/layouts/example.yaml: scenario 'row'"))

        let validated = try sandbox.run(["validate"])
        #expect(validated.status == 0, "\(validated.errors)")
        #expect(validated.output.contains("in docs/figures: 0 problems"))

        // A stale output: check fails and names the command to run.
        try sandbox.write("docs/layouts/example.yaml", sandbox.read("docs/layouts/example.yaml")!
            .replacingOccurrences(of: "Text(\"9:41\")", with: "Text(\"12:41\")")
            .replacingOccurrences(of: "title: {x: 68, width: 246}", with: "title: {x: 68, width: 239.5}"))
        let stale = try sandbox.run(["check"])
        #expect(stale.status == 1)
        #expect(stale.errors.contains("run 'framelab build' and commit docs/figures"))

        // diff against the configured baseline (HEAD): the output is not committed there, so the baseline is
        // rebuilt from HEAD's scenarios — the 9:41 ones — and the working tree's 12:41 row has moved.
        let changed = try #require(sandbox.read("docs/layouts/example.yaml"))
        try sandbox.write("docs/layouts/example.yaml", changed.replacingOccurrences(of: "12:41", with: "9:41")
            .replacingOccurrences(of: "width: 239.5", with: "width: 246"))
        try sandbox.git(["add", "framelab.yml", "docs/layouts"])
        try sandbox.git(["commit", "-q", "-m", "scenarios"])
        try sandbox.write("docs/layouts/example.yaml", changed)
        let diffed = try sandbox.run(["diff", "-o", "review"])
        #expect(diffed.status == 1, "\(diffed.errors)")
        #expect(diffed.output.contains("against a rebuild of docs/layouts at HEAD"))
        #expect(diffed.output.contains("changed: example/row.svg"))
        #expect(sandbox.read("review/index.html") != nil && sandbox.read("review/report.json") != nil)

        // Once the output is committed, diff reads it at the ref.
        let rebuilt = try sandbox.run(["build"])
        #expect(rebuilt.status == 0)
        try sandbox.git(["add", "docs"])
        try sandbox.git(["commit", "-q", "-m", "figures"])
        let clean = try sandbox.run(["diff", "--against", "HEAD", "-o", "review"])
        #expect(clean.status == 0, "\(clean.output)\(clean.errors)")
        #expect(clean.output.contains("against docs/figures/ at HEAD"))
    }

    @Test func versionAndASuggestionForAMisspelledCommand() throws {
        let sandbox = try Sandbox()
        let version = try sandbox.run(["--version"])
        #expect(version.status == 0 && version.output == "0.12.0\n")
        let typo = try sandbox.run(["biuld"])
        #expect(typo.status == 2)
        #expect(typo.errors.hasPrefix("framelab: error: unknown command 'biuld'; did you mean 'build'?"))
        let missing = try sandbox.run(["build", "nowhere"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no such file or directory: nowhere"))
    }

    @Test func aBadConfigurationIsALocatedError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("framelab.yml", "scenarios: [docs]\nouptut: figures\n")
        let run = try sandbox.run(["build"])
        #expect(run.status == 2)
        #expect(run.errors.contains("framelab.yml:2:1: error: unknown key 'ouptut' in framelab.yml; expected one of: scenarios, output, templates, site, diff"))
    }

    /// `serve` builds, serves over HTTP on 127.0.0.1, and rebuilds when a scenario changes: the page changes.
    @Test func serveRebuildsWhenAScenarioChanges() async throws {
        let serve = try RunningServe()
        let sandbox = serve.sandbox, base = "http://\(serve.host)/"
        func get(_ path: String) async throws -> String {
            let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: base + path)))
            return String(decoding: data, as: UTF8.self)
        }
        let page = try await get("example/row.html")
        #expect(page.contains("the title takes what the avatar and the date leave"))
        #expect(page.contains("/__framelab/status"))   // the reload script
        #expect(try await get("__framelab/status").contains("\"generation\": 1"))

        try sandbox.write("docs/layouts/example.yaml", sandbox.read("docs/layouts/example.yaml")!
            .replacingOccurrences(of: "the title takes what", with: "the title keeps what"))
        var changed = ""
        for _ in 0..<60 where !changed.contains("the title keeps what") {
            try await Task.sleep(for: .milliseconds(250))
            changed = try await get("example/row.html")
        }
        #expect(changed.contains("the title keeps what"))
        #expect(try await get("__framelab/status").contains("\"generation\": 2"))
        #expect(try await get("nowhere.html").hasPrefix("not found"))
    }
}
