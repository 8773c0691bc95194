import Foundation
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

    @Test func pngAtEachScaleBesideEachFigureWithDocCNames() throws {
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
}
