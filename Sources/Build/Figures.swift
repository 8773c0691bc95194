import Diagram
import Foundation
import LayoutCore
import OutputCheck
import Raster
import ScenarioKit
import Site

/// Every built scenario's figure in each of the chosen forms (`FigureChoice.formats`), at `<file path>/<id>`
/// (DESIGN.md, output layout).
enum Figures {
    /// Each scenario's figure, made by every format in turn, in the report's order.
    static func make(for report: BuildReport, jobs: Int, figures: FigureChoice = FigureChoice(),
                     counter: ProgressCounter? = nil) -> [FigureWork] {
        let titles = Dictionary(report.files.compactMap { f in f.file.map { (f.relativePath, $0.title) } },
                                uniquingKeysWith: { first, _ in first })
        let formats = figures.formats
        let limit = figures.pngMaximumPixels ?? PNGRasterizer.defaultMaximumPixels
        return parallelMap(report.results, jobs: jobs) { result in
            defer { counter?.advance() }
            let chosen = figures.resolved(for: result.scenario)
            let input = DiagramInput(id: figureID(result.outputStem),
                                     title: "\(titles[result.fileRelativePath] ?? result.fileRelativePath): \(result.scenario.id)",
                                     caption: result.scenario.caption, result: result.layout,
                                     parentProposal: parentProposal(result.layout),
                                     charWidth: result.scenario.settings.text.charWidth,
                                     lineHeight: result.scenario.settings.text.lineHeight,
                                     style: chosen.style, crop: chosen.crop, appearance: chosen.appearance)
            var work = FigureWork(input: input, stem: result.outputStem, location: result.scenario.location, maximumPixels: limit)
            for format in formats { format.make(&work) }
            return work
        }
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
