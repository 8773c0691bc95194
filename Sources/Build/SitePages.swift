import Foundation
import LayoutCore
import ScenarioKit
import Site

/// The reference site for a build: `index.html`, one page per scenario, `assets/`, `.nojekyll`,
/// rendered from FrameLab's templates (`Templates/`, a resource), any of which a user may override.
public enum SitePages {
    /// Loads the templates once: FrameLab's own, each replaced by the user's of the same name in `templates` when
    /// given. Synchronous (`SiteBuilder.load`): the pipeline runs on any thread, a test's included.
    public static func loadBuilder(templates: String?, site: SiteOptions) -> Result<SiteBuilder, any Error> {
        Result {
            var builder = try SiteBuilder.load(overrides: templates, reference: try ReferenceDocs.builtIn())
            builder.options = site
            return builder
        }
    }

    /// `appearance`: each scenario's figure palette, so its page gives the figure a ground of that colour.
    /// `rendering`: whether a scenario's page is rendered (an incremental build keeps the others' pages);
    /// the index and the other pages of the site always are.
    static func files(for report: BuildReport, placements: [String: FigurePlacement], builder: SiteBuilder,
                      rendering: (ScenarioResult) -> Bool = { _ in true }, progress: @Sendable () -> Void = {},
                      appearance: (Scenario) -> FigureAppearance = { _ in .auto }) throws -> [OutputFile] {
        let files = Dictionary(report.files.compactMap { f in f.file.map { (f.relativePath, $0) } },
                               uniquingKeysWith: { first, _ in first })
        let scenarios = report.results.map { result in
            let file = files[result.fileRelativePath]
            let figure = placements[result.outputStem + ".svg"] ?? FigurePlacement(width: 400, height: 300)
            var scenario = SiteScenario(filePath: ScenarioLoader.outputFolder(ofFile: result.fileRelativePath),
                                        fileTitle: file?.title ?? result.fileRelativePath, fileSummary: file?.summary,
                                        id: result.scenario.id, caption: result.scenario.caption,
                                        source: result.scenario.viewSource, layout: result.layout,
                                        figure: figure, figureAppearance: appearance(result.scenario))
            scenario.previewFile = result.scenario.preview?.file
            scenario.excerpts = result.excerpts
            scenario.placeholderWarnings = result.warnings.map { "\($0.location.file):\($0.location.line): \($0.message)" }
            return scenario
        }
        let rendered = Set(report.results.filter(rendering).map(\.outputStem))
        return try builder.pages(for: scenarios, rendering: { rendered.contains($0.stem) }, progress: progress)
            .map { OutputFile(path: $0.path, contents: $0.contents) }
    }

    /// The `width` and `height` attributes of an SVG's root element, for the pages' `<img>`, and the translation
    /// of its canvas group, of a figure this build did not draw (an incremental build keeps it) (`id="…-canvas" transform="translate(x y)"`), for the detail page's overlay.
    static func svgPlacement(_ data: Data) -> FigurePlacement {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        guard let start = head.range(of: "<svg") else { return FigurePlacement(width: 400, height: 300) }
        let tag = head[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let r = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        var placement = FigurePlacement(width: attribute("width") ?? 400, height: attribute("height") ?? 300)
        // Found in the bytes, past the stylesheet: only the two numbers are decoded.
        if let canvas = data.range(of: Data("-canvas\" transform=\"translate(".utf8)) {
            let numbers = String(decoding: data[canvas.upperBound...].prefix(64).prefix { $0 != UInt8(ascii: ")") }, as: UTF8.self)
                .split(separator: " ").compactMap { Double($0) }
            if numbers.count == 2 { placement.originX = numbers[0]; placement.originY = numbers[1] }
        }
        return placement
    }
}
