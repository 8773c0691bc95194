import Foundation
import LayoutCore
import ScenarioKit
import Site

/// Every scenario file's part of a build (or of one batch of it), file by file in the build's order: its scenarios for the pages, its entries
/// in the index, its object in `frames.json` and its messages (`BuildManifest.FileRecord`). A file the build
/// computed gives them from its results; a file an incremental build did not compute again, from its record.
struct FileRecords {
    /// The computed scenarios as the pages show them, each with its file's relative path.
    var scenarios: [(String, SiteScenario)] = []
    /// The files' objects in `frames.json`, in order (`FramesJSON.Writer` places them and sets each record's range).
    var fragments: [(path: String, bytes: Fragment)] = []
    enum Fragment {
        /// A computed file's object.
        case made(Data)
        /// A file taken over: its object is these bytes of the last build's `frames.json`, read as it is written.
        case previous(Range<Int>)
    }
    var byFile: [String: BuildManifest.FileRecord] = [:]

    /// `inputs`: every file's relative path in the build's order (the report's files when nil). `placements`: each
    /// computed figure's size by its path (`<stem>.svg`). `previous`: the records of the files not computed, whose
    /// `frames` ranges are in the last build's `frames.json`.
    init(_ report: BuildReport, inputs: [String]?, placements: [String: FigurePlacement],
         appearance: (Scenario) -> FigureAppearance, previous: [String: BuildManifest.FileRecord], jobs: Int) {
        let loaded = Dictionary(report.files.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [String: [ScenarioResult]] = [:]
        for result in report.results { results[result.fileRelativePath, default: []].append(result) }
        let titles = loaded.compactMapValues { $0.file?.title }
        let computed = Dictionary(FramesJSON.fragments(report.results, titles: titles, jobs: jobs).map { ($0.path, Data($0.text.utf8)) },
                                   uniquingKeysWith: { first, _ in first })
        let errors = Dictionary(grouping: report.diagnostics, by: \.location.file)

        for path in inputs ?? report.files.map(\.relativePath) {
            if let record = previous[path] {
                byFile[path] = record
                if let range = record.frames { fragments.append((path, .previous(range))) }
                continue
            }
            let file = loaded[path]
            let built = (results[path] ?? []).map { result in
                Self.siteScenario(result, file: file?.file, placement: placements[result.outputStem + ".svg"],
                                  appearance: appearance(result.scenario))
            }
            scenarios += built.map { (path, $0) }
            let entries = built.map(IndexEntry.init)
            let messages = Self.messages(of: results[path] ?? [])
            byFile[path] = BuildManifest.FileRecord(
                frames: nil, scenarios: entries, errors: file.map { errors[$0.displayPath] ?? [] }?.map(\.description) ?? [],
                warnings: messages.warnings, failures: messages.failures)
            if let fragment = computed[path] { fragments.append((path, .made(fragment))) }
        }
    }

    /// A computed file's placeholder warnings (its views', not yet each once) and failed expectations, as printed.
    static func messages(of results: [ScenarioResult]) -> (warnings: [String], failures: [String]) {
        (results.flatMap(\.warnings).map(\.description), results.flatMap(\.failures).map(\.description))
    }

    /// A computed scenario as the site shows it; a figure this build did not place is taken as 400 × 300.
    static func siteScenario(_ result: ScenarioResult, file: ScenarioFile?, placement: FigurePlacement?,
                             appearance: FigureAppearance) -> SiteScenario {
        var scenario = SiteScenario(filePath: ScenarioLoader.outputFolder(ofFile: result.fileRelativePath),
                                    fileTitle: file?.title ?? result.fileRelativePath, fileSummary: file?.summary,
                                    id: result.scenario.id, caption: result.scenario.caption,
                                    source: result.scenario.viewSource, layout: result.layout,
                                    figure: placement ?? FigurePlacement(width: 400, height: 300), figureAppearance: appearance)
        scenario.previewFile = result.scenario.preview?.file
        scenario.excerpts = result.excerpts
        scenario.placeholderWarnings = result.warnings.map { "\($0.location.file):\($0.location.line): \($0.message)" }
        return scenario
    }
}
