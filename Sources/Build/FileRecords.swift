import Foundation
import LayoutCore
import ScenarioKit
import Site

/// Every scenario file's part of a build (or of one batch of it), file by file in the build's order: its scenarios for the pages, its entries
/// in the index, its object in `frames.json` and its messages (`BuildManifest.FileRecord`). A file the build
/// computed gives them from its results; a file an incremental build did not compute again, from its record.
struct FileRecords {
    /// The computed scenarios as the pages show them, each with its file's relative path (not those taken over).
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
    /// `frames` ranges are in the last build's `frames.json`. `takeover`: the scenarios of computed files taken over from
    /// the last build. `keepsParts`: whether each scenario's part (`FileRecord.parts`) is recorded, for the next build
    /// to take it over.
    init(_ report: BuildReport, inputs: [String]?, placements: [String: FigurePlacement],
         appearance: (Scenario) -> FigureAppearance, previous: [String: BuildManifest.FileRecord],
         takeover: ScenarioTakeover = ScenarioTakeover(), keepsParts: Bool = false, jobs: Int) {
        let loaded = Dictionary(report.files.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let texts = FramesJSON.scenarioTexts(report.results, jobs: jobs)
        var results: [String: [(result: ScenarioResult, frames: String)]] = [:]
        for (result, text) in zip(report.results, texts) { results[result.fileRelativePath, default: []].append((result, text)) }
        let errors = Dictionary(grouping: report.diagnostics, by: \.location.file)

        for path in inputs ?? report.files.map(\.relativePath) {
            if let record = previous[path] {
                byFile[path] = record
                if let range = record.frames { fragments.append((path, .previous(range))) }
                continue
            }
            let file = loaded[path]
            let computed = results[path] ?? []
            let built = computed.map { item in
                Self.siteScenario(item.result, file: file?.file, placement: placements[item.result.outputStem + ".svg"],
                                  appearance: appearance(item.result.scenario))
            }
            scenarios += built.map { (path, $0) }
            // The file's scenarios in order, each computed or taken over.
            let taken = takeover.files[path]
            var entries: [IndexEntry] = [], objects: [String] = [], keys: [String?] = []
            var next = 0
            for i in 0..<(taken?.count ?? computed.count) {
                if let scenario = taken?.taken[i] {
                    entries.append(scenario.entry); objects.append(scenario.frames); keys.append(scenario.key)
                } else if next < computed.count {
                    entries.append(IndexEntry(built[next])); objects.append(computed[next].frames)
                    keys.append(ScenarioTakeover.mayBeTakenOver(computed[next].result) ? computed[next].result.scenario.reuseKey : nil)
                    next += 1
                }
            }
            let messages = Self.messages(of: computed.map(\.result))
            var record = BuildManifest.FileRecord(
                frames: nil, scenarios: entries, errors: file.map { errors[$0.displayPath] ?? [] }?.map(\.description) ?? [],
                warnings: messages.warnings, failures: messages.failures)
            if !objects.isEmpty {
                let object = FramesJSON.fileObject(path: path, title: file?.file?.title, scenarios: objects)
                fragments.append((path, .made(object.bytes)))
                if keepsParts, record.errors.isEmpty, keys.contains(where: { $0 != nil }) {
                    record.parts = zip(keys, object.ranges).map { key, range in key.map { BuildManifest.ScenarioPart(key: $0, frames: range) } }
                }
            }
            byFile[path] = record
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
