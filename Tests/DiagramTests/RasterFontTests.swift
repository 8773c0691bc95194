import Build
import Diagram
import Foundation
import LayoutCore
@testable import Raster
import ScenarioKit
import TestSupport
import Testing

/// Issue 32: PNGs are drawn in fonts FrameLab ships (Inter and DejaVu Sans Mono), and since librsvg ignores
/// `textLength`, each system-model line is scaled to its measured width. The expected Inter numbers were read from the
/// shipped files with HarfBuzz (shaped with the `kern` feature only).
@Suite("PNG fonts")
struct RasterFontTests {
    @Test("Inter's widths from FrameLab's reader: \"Hello\" 6740 units (40.69 at 17 pt), \"AVATAR\" kerned to 10376 of 11224")
    func interWidths() throws {
        let hello = try #require(RasterFonts.lineWidth("Hello", size: 17, weight: 400, italic: false, monospaced: false))
        #expect(abs(hello - 6740.0 / 2816 * 17) < 1e-9)
        let avatar = try #require(RasterFonts.lineWidth("AVATAR", size: 2816, weight: 400, italic: false, monospaced: false))
        #expect(abs(avatar - 10376) < 1e-9)
        // DejaVu Sans Mono, SF Mono's stand-in: 1233/2048 em a character.
        let mono = try #require(RasterFonts.lineWidth("Hello", size: 2048, weight: 400, italic: false, monospaced: true))
        #expect(mono == 5 * 1233)
        #expect(RasterFonts.interFile(weight: 600, italic: false) == "Inter-SemiBold.otf")
        #expect(RasterFonts.interFile(weight: 900, italic: false) == "Inter-Bold.otf")
        #expect(RasterFonts.interFile(weight: 700, italic: true) == "Inter-Italic.otf")
    }

    @Test("fontconfig is given the shipped folder as its only font directory")
    func onlyShippedFonts() throws {
        let folder = try #require(RasterFonts.folder)
        let configuration = RasterFonts.configuration(fonts: folder)
        #expect(configuration.components(separatedBy: "<dir>").count == 2)
        #expect(configuration.contains("<dir>\(folder.path)</dir>"))
        #expect(!configuration.contains("<include"))
        for name in ["Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-Italic.otf", "DejaVuSansMono.ttf",
                     "DejaVuSansMono-Bold.ttf", "Inter-OFL.txt", "DejaVu-LICENSE.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test("the figure drawn for a PNG scales each system line by its measured width over Inter's: \"Hello\" 38.81 / 40.69")
    func rasterFigureScalesLines() throws {
        let yaml = "title: t\nsettings: {canvas: {width: 200, height: 60}}\nscenarios:\n  - id: a\n    view: Text(\"Hello\")\n"
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml",
                                                                    defaults: Configuration(directory: "/tmp").previewOptions.settings)], jobs: 1)
        let layout = try #require(report.results.first?.layout)
        var input = DiagramInput(id: "f", title: "t", result: layout)
        #expect(!DiagramRenderer.svg(input).contains("transform=\"matrix"))
        input.rasterLineWidth = RasterLineWidth { RasterFonts.lineWidth($0, size: $1, weight: $2, italic: $3, monospaced: $4) }
        let svg = DiagramRenderer.svg(input)
        let scale = 38.81 / (6740.0 / 2816 * 17)   // the line as the trace gives it (textLength), over Inter's width
        let x = try #require(Double(svg.split(separator: "<text class=\"txt txt-sf\" x=\"")[1].prefix { $0 != "\"" }))
        let expected = "style=\"font-family:Inter\" transform=\"matrix(\(formatNumber(scale, places: 4)) 0 0 1 \(formatNumber(x * (1 - scale), places: 4)) 0)\">Hello</text>"
        #expect(svg.contains(expected), "\(svg.split(separator: "\n").filter { $0.contains(">Hello<") })")
    }

    @Test("a system-model figure's PNG is drawn, and the same bytes every time", PNGSupport.needed)
    func systemTextPNG() throws {
        let yaml = "title: t\nsettings: {canvas: {width: 200, height: 60}}\nscenarios:\n  - id: a\n    view: Text(\"Weekly summary\").bold()\n"
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml",
                                                                    defaults: Configuration(directory: "/tmp").previewOptions.settings)], jobs: 1)
        var input = DiagramInput(id: "f", title: "t", result: try #require(report.results.first?.layout))
        input.rasterLineWidth = RasterLineWidth { RasterFonts.lineWidth($0, size: $1, weight: $2, italic: $3, monospaced: $4) }
        let svg = DiagramRenderer.svg(input)
        #expect(svg.contains("font-weight=\"700\""))
        let png = try PNGRasterizer.png(svg: svg, scale: 2)
        #expect(png.count > 1000)
        #expect(try PNGRasterizer.png(svg: svg, scale: 2) == png)
        #expect(getenv("FONTCONFIG_FILE").map { String(cString: $0) }?.contains("framelab-fontconfig") == true)
    }
}
