import Diagram
import Foundation
import OutputCheck
import Raster
import ScenarioKit
import ViewLayout

/// One SVG figure per built scenario, at `<file path>/<id>.svg` (DESIGN.md, output layout); with `--docc`,
/// a light `<id>.svg` and a dark `<id>~dark.svg`, the names DocC gives an image's two appearances.
enum Figures {
    static let darkSuffix = "~dark"

    static func files(for report: BuildReport, jobs: Int, figures: FigureChoice = FigureChoice(),
                      counter: ProgressCounter? = nil) -> [(file: OutputFile, duration: Duration)] {
        let titles = Dictionary(report.files.compactMap { f in f.file.map { (f.relativePath, $0.title) } },
                                uniquingKeysWith: { first, _ in first })
        return parallelMap(report.results, jobs: jobs) { result -> [(file: OutputFile, duration: Duration)] in
            defer { counter?.advance() }
            let chosen = figures.resolved(for: result.scenario)
            var input = DiagramInput(id: figureID(result.outputStem),
                                     title: "\(titles[result.fileRelativePath] ?? result.fileRelativePath): \(result.scenario.id)",
                                     caption: result.scenario.caption, result: result.layout,
                                     parentProposal: parentProposal(result.layout),
                                     charWidth: result.scenario.settings.text.charWidth,
                                     lineHeight: result.scenario.settings.text.lineHeight,
                                     style: chosen.style, crop: chosen.crop, appearance: chosen.appearance)
            let variants: [(suffix: String, appearance: FigureAppearance)] = figures.docc
                ? [("", .light), (darkSuffix, .dark)] : [("", chosen.appearance)]
            return variants.map { variant in
                input.appearance = variant.appearance
                let clock = ContinuousClock()
                var svg = ""
                let elapsed = clock.measure { svg = DiagramRenderer.svg(input) }
                return (OutputFile(path: result.outputStem + variant.suffix + ".svg", text: svg), elapsed)
            }
        }.flatMap { $0 }
    }

    /// Each figure as PNG at each of `scales`: `<id>.png` at 1x, `<id>@2x.png` … (DocC's and Xcode's names).
    /// A figure that cannot be rasterised (over the pixel limit) is an issue at its scenario (`scenarios`: where
    /// each output stem's scenario is written); the others are written.
    static func pngFiles(for figures: [OutputFile], scales: [Int], maximumPixels: Int?, scenarios: [String: SourceLocation],
                         jobs: Int) -> (files: [OutputFile], issues: [ValidationIssue]) {
        guard !scales.isEmpty else { return ([], []) }
        let limit = maximumPixels ?? PNGRasterizer.defaultMaximumPixels
        let results = parallelMap(figures, jobs: jobs) { figure -> [(file: OutputFile?, issue: ValidationIssue?)] in
            let svg = String(decoding: figure.contents, as: UTF8.self)
            let stem = String(figure.path.dropLast(".svg".count))
            return scales.map { scale in
                let name = stem + (scale == 1 ? "" : "@\(scale)x") + ".png"
                do throws(PNGRasterizer.Failure) {
                    let png = try PNGRasterizer.png(svg: svg, scale: Double(scale), maximumPixels: limit)
                    return (OutputFile(path: name, contents: Data(png)), nil)
                } catch {
                    let scenarioStem = stem.hasSuffix(darkSuffix) ? String(stem.dropLast(darkSuffix.count)) : stem
                    guard let location = scenarios[scenarioStem] else {
                        return (nil, ValidationIssue(file: figure.path, line: 0, message: "cannot rasterise it at \(scale)x: \(error)"))
                    }
                    return (nil, ValidationIssue(file: location.file, line: location.line,
                                                 message: "no \(name): \(error)"))
                }
            }
        }.flatMap { $0 }
        return (results.compactMap(\.file), results.compactMap(\.issue))
    }

    /// An XML id from the output path: `seeds/003-min-max-text/row-1` → `f-seeds-003-min-max-text--row-1`.
    static func figureID(_ stem: String) -> String {
        "f-" + stem.split(separator: "/").joined(separator: "--")
            .map { $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : "-" }.joined()
    }

    /// The width the subject's parent proposed, the ruler's mark (seed 003's "200" bar): the placement
    /// proposal of the view named "subject". Without a subject the ruler marks the canvas width.
    static func parentProposal(_ layout: LayoutResult) -> Double? {
        let subject = layout.root.allNodes().first { $0.name == "subject" }
        return subject?.placementProposal.width.flatMap { $0.isFinite ? $0 : nil }
    }
}
