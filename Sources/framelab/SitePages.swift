import Dispatch
import Foundation
import LayoutCore
import ScenarioKit
import Site

/// The reference site for a build: `index.html`, one page per scenario, `assets/`, `.nojekyll`,
/// rendered from FrameLab's templates (`Templates/`, a resource), any of which a user may override.
enum SitePages {
    /// Loads the templates once (the loader is async; the command line is not): FrameLab's own, each
    /// replaced by the user's of the same name in `templates` when given.
    static func loadBuilder(templates: String?, site: SiteOptions) -> Result<SiteBuilder, any Error> {
        final class Box: @unchecked Sendable { var result: Result<SiteBuilder, any Error>? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                var builder = try await SiteBuilder(overrides: templates, reference: try ReferenceDocs.builtIn())
                builder.options = site
                box.result = .success(builder)
            } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return box.result!
    }

    /// `appearance`: each scenario's figure palette, so its page gives the figure a ground of that colour.
    static func files(for report: BuildReport, figures: [OutputFile], builder: SiteBuilder,
                      appearance: (Scenario) -> FigureAppearance = { _ in .auto }) throws -> [OutputFile] {
        let files = Dictionary(report.files.compactMap { f in f.file.map { (f.relativePath, $0) } },
                               uniquingKeysWith: { first, _ in first })
        let sizes = Dictionary(figures.map { ($0.path, svgSize($0.contents)) }, uniquingKeysWith: { first, _ in first })
        let scenarios = report.results.map { result in
            let file = files[result.fileRelativePath]
            let size = sizes[result.outputStem + ".svg"] ?? (400, 300)
            return SiteScenario(filePath: String(result.outputStem.dropLast(result.scenario.id.count + 1)),
                                fileTitle: file?.title ?? result.fileRelativePath, fileSummary: file?.summary,
                                id: result.scenario.id, caption: result.scenario.caption,
                                source: result.scenario.viewSource, layout: result.layout,
                                figureWidth: size.0, figureHeight: size.1, figureAppearance: appearance(result.scenario))
        }
        return try builder.pages(for: scenarios).map { OutputFile(path: $0.path, contents: Data($0.contents)) }
    }

    /// The `width` and `height` attributes of an SVG's root element, for the pages' `<img>`.
    static func svgSize(_ data: Data) -> (Double, Double) {
        let head = String(decoding: data.prefix(2048), as: UTF8.self)
        guard let start = head.range(of: "<svg") else { return (400, 300) }
        let tag = head[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> Double? {
            guard let r = tag.range(of: " \(name)=\"") else { return nil }
            return Double(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        return (attribute("width") ?? 400, attribute("height") ?? 300)
    }
}
