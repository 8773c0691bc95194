import Foundation
import TestSupport
import Testing

/// Issue 16 (1, 2, 4) through the installed binary: `--style`, `--crop`, `--appearance` and `--docc`.
@Suite("Figure options on the command line", .serialized)
struct FigureOutputTests {
    typealias Sandbox = InstalledBinaryTests.Sandbox

    func text(_ sandbox: Sandbox, _ path: String) throws -> String {
        try String(contentsOf: sandbox.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func doccWritesALightAndADarkFigureAndThePageGivesEachItsGround() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: |\n      Color.red.frame(width: 100, height: 40)\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out", "--docc", "--style", "plain", "--crop", "content"])
        #expect(run.status == 0, "\(run.errors)")
        let light = try text(sandbox, "out/f/a.svg"), dark = try text(sandbox, "out/f/a~dark.svg")
        #expect(!light.contains("prefers-color-scheme") && light.contains(".canvas{fill:#f6f6f6"))
        #expect(dark.contains(".canvas{fill:#1c1c1e"))
        #expect(light.contains("viewBox=\"0 0 136 72\""))   // plain, cropped to the 100×40 view and 8 around
        #expect(try text(sandbox, "out/f/a.html").contains("data-appearance=\"light\""))
        #expect(run.output.contains("2 figures"))
    }

    @Test func theCommandLineWinsOverTheScenarioFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", "title: t\nfigure: {style: plain, appearance: dark}\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out"]).status == 0)
        let fromFile = try text(sandbox, "out/f/a.svg")
        #expect(!fromFile.contains("class=\"tick\"") && !fromFile.contains("prefers-color-scheme"))
        #expect(try sandbox.run(["build", "Scenarios", "--output", "out", "--style", "annotated", "--appearance", "auto"]).status == 0)
        let fromFlags = try text(sandbox, "out/f/a.svg")
        #expect(fromFlags.contains("class=\"tick\"") && fromFlags.contains("prefers-color-scheme"))
    }

    @Test(PNGSupport.needed) func pngAtEachScaleBesideEachFigureWithDocCNames() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: |\n      Color.red.frame(width: 100, height: 40)\n")
        let run = try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "1x,3x", "--docc", "--style", "plain", "--crop", "content"])
        #expect(run.status == 0, "\(run.errors)")
        for (name, width, height) in [("a.png", 136, 72), ("a@3x.png", 408, 216), ("a~dark.png", 136, 72), ("a~dark@3x.png", 408, 216)] {
            let png = try [UInt8](Data(contentsOf: sandbox.repository.appendingPathComponent("out/f/" + name)))
            func int(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            #expect(png.prefix(4) == [0x89, 0x50, 0x4E, 0x47] && int(16) == width && int(20) == height, "\(name)")
        }
        let again = try sandbox.run(["check", "Scenarios", "--output", "out", "--png", "1x,3x", "--docc", "--style", "plain", "--crop", "content"])
        #expect(again.status == 0, "check after build: \(again.output) \(again.errors)")   // byte-stable
        let bad = try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "2y"])
        #expect(bad.status != 0 && bad.errors.contains("--png takes scales from 1x to 4x"))
    }

    func pngSize(_ sandbox: Sandbox, _ path: String) throws -> (Int, Int)? {
        let png = try [UInt8](Data(contentsOf: sandbox.repository.appendingPathComponent(path)))
        guard png.count > 24, png.prefix(4) == [0x89, 0x50, 0x4E, 0x47] else { return nil }
        func int(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// Issue 26: `png:` in framelab.yml asks for PNGs as `--png` does, and `--png` wins over it.
    @Test(PNGSupport.needed) func pngScalesFromTheConfigurationAndTheFlagWins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("framelab.yml", "scenarios: [Scenarios]\noutput: out\npng: [1x, 2x]\nfigure: {style: plain, crop: content}\n")
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: |\n      Color.red.frame(width: 100, height: 40)\n")
        let built = try sandbox.run(["build"])
        #expect(built.status == 0, "\(built.errors)")
        #expect(try pngSize(sandbox, "out/f/a.png")! == (136, 72) && pngSize(sandbox, "out/f/a@2x.png")! == (272, 144))
        #expect(try sandbox.run(["check"]).status == 0)
        let flagged = try sandbox.run(["build", "--png", "3x"])
        #expect(flagged.status == 0, "\(flagged.errors)")
        #expect(try pngSize(sandbox, "out/f/a@3x.png")! == (408, 216))
        #expect(!FileManager.default.fileExists(atPath: sandbox.repository.appendingPathComponent("out/f/a@2x.png").path))
    }

    @Test func aBadPNGSettingIsALocatedError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("framelab.yml", "scenarios: [Scenarios]\noutput: out\npng: [1x, 9x]\n")
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        let run = try sandbox.run(["build"])
        #expect(run.status == 2)
        #expect(run.errors.contains("framelab.yml:3:6: error: 'png' takes scales from 1x to 4x, as in 'png: [1x, 2x]'; got '1x, 9x'"), "\(run.errors)")
    }

    /// Issue 26: where librsvg cannot be loaded, PNGs asked for by flag or by framelab.yml stop every command at
    /// once, with one line naming the package, before anything is written; without PNGs nothing needs librsvg.
    @Test func withoutLibrsvgPNGsFailAtOnceAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        let missing = ["FRAMELAB_LIBRSVG": "/nonexistent/librsvg-2.so.2"]
        try sandbox.write("Scenarios/f.yaml", "title: t\nscenarios:\n  - id: a\n    view: Text(\"a\")\n")
        for arguments in [["build", "--png", "2x"], ["check", "--png", "2x"], ["diff", "--baseline", "Scenarios", "--png", "1x"]] {
            let run = try sandbox.run(arguments, environment: missing)
            #expect(run.status == 2, "\(arguments): \(run.errors)")
            #expect(run.errors == "framelab: error: PNG output needs librsvg, which cannot be loaded (/nonexistent/librsvg-2.so.2: "
                    + "cannot open shared object file: No such file or directory); install it with 'apt-get install librsvg2-2' "
                    + "(Debian, Ubuntu) or your system's librsvg 2 package, or set FRAMELAB_LIBRSVG to its path\n", "\(arguments)")
        }
        try sandbox.write("framelab.yml", "scenarios: [Scenarios]\noutput: out\npng: 2x\n")
        let configured = try sandbox.run(["build"], environment: missing)
        #expect(configured.status == 2 && configured.errors.contains("apt-get install librsvg2-2"), "\(configured.errors)")
        let left = try FileManager.default.contentsOfDirectory(atPath: sandbox.repository.path).sorted()
        #expect(left == ["Scenarios", "framelab.yml"], "nothing written: \(left)")
        try sandbox.write("framelab.yml", "scenarios: [Scenarios]\noutput: out\n")
        let plain = try sandbox.run(["build"], environment: missing)
        #expect(plain.status == 0, "\(plain.errors)")
    }

    /// `framelab` with `arguments` in the sandbox, and the peak resident memory of the process in MiB (python3's
    /// `resource`, the kernel's high-water mark for the child).
    func runMeasuringPeak(_ sandbox: Sandbox, _ arguments: [String]) throws -> (InstalledBinaryTests.Run, Double) {
        let script = "import resource, subprocess, sys\n"
            + "code = subprocess.run(sys.argv[1:]).returncode\n"
            + "sys.stderr.write('peak-kib %d\\n' % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
            + "sys.exit(code)\n"
        let run = try InstalledBinaryTests.run("/usr/bin/env", ["python3", "-c", script, sandbox.bin.appendingPathComponent("framelab").path]
                                               + arguments, in: sandbox.repository)
        let peak = run.errors.split(separator: "\n").first { $0.hasPrefix("peak-kib ") }.flatMap { Double($0.dropFirst(9)) } ?? .infinity
        return (run, peak / 1024)
    }

    /// Issue 27: a PNG is bounded in pixels (64 megapixels by default), and the figures being rasterised at once
    /// share a budget. A 7800×7600 canvas at 4x (948 megapixels) took 3.8 GB and 40 s; now it is an error at its
    /// scenario, and the others are written, with the process under 1.5 GB whatever it is given.
    @Test(PNGSupport.needed) func pngsAreBoundedInPixelsAndTheBuildInMemory() throws {
        let sandbox = try Sandbox()
        let huge = "    view: |\n      Color.red.frame(width: 7700, height: 7500)\n    settings: {canvas: {width: 7800, height: 7600}}\n"
        try sandbox.write("Scenarios/huge.yaml", "title: t\nscenarios:\n  - id: a\n" + huge + "  - id: b\n" + huge)
        try sandbox.write("Scenarios/small.yaml", "title: t\nscenarios:\n  - id: c\n    view: \"Color.blue.frame(width: 40, height: 40)\"\n")
        let start = ContinuousClock.now
        let (over, overPeak) = try runMeasuringPeak(sandbox, ["build", "Scenarios", "--output", "out", "--png", "4x", "--style", "plain"])
        #expect(over.status == 1, "\(over.errors)")
        #expect(over.errors.contains("Scenarios/huge.yaml:3: error: no huge/a@4x.png: the figure is 31264×30464 pixels at 4x (953 megapixels), "
                                     + "over the limit of 64 megapixels"), "\(over.errors)")
        #expect(over.errors.contains("Scenarios/huge.yaml:7: error: no huge/b@4x.png"))
        #expect(try pngSize(sandbox, "out/small/c@4x.png") != nil, "the other figures are written")
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(overPeak < 1536, "peak \(overPeak) MiB")
        // Three figures just under the limit (3916×3816 with the margin, at 2x: 59.8 megapixels each), rasterised by every core.
        try FileManager.default.removeItem(at: sandbox.repository.appendingPathComponent("Scenarios/huge.yaml"))
        let large = "    view: |\n      Color.red.frame(width: 3800, height: 3700)\n    settings: {canvas: {width: 3900, height: 3800}}\n"
        try sandbox.write("Scenarios/large.yaml", "title: t\nscenarios:\n" + ["d", "e", "f"].map { "  - id: \($0)\n" + large }.joined())
        let (within, withinPeak) = try runMeasuringPeak(sandbox, ["build", "Scenarios", "--output", "out", "--png", "2x", "--style", "plain"])
        #expect(within.status == 0, "\(within.errors)")
        #expect(try pngSize(sandbox, "out/large/f@2x.png")! == (7832, 7632))
        #expect(withinPeak < 1536, "peak \(withinPeak) MiB")
        // The limit is an option.
        let lowered = try sandbox.run(["build", "Scenarios", "--output", "out", "--png", "2x", "--png-max-megapixels", "50", "--style", "plain"])
        #expect(lowered.status == 1 && lowered.errors.contains("over the limit of 50 megapixels"), "\(lowered.errors)")
    }
}
