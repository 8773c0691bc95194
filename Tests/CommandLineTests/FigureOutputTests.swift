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
}
