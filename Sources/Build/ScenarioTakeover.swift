import ScenarioKit
import Site

/// The scenarios of a changed file that an incremental build takes over from the last one instead of computing,
/// drawing and rendering them again: those whose key (`Scenario.reuseKey`: their lines, the file's lines around the
/// list, their place and their neighbours' ids and captions) is the one the last build recorded for the scenario at
/// the same place (`FileRecord.parts`). Their figure (`<id>.svg`) and page (`<id>.html`) stay as they are in the
/// folder; their entry in the index and their object in `frames.json` are the last build's.
///
/// The last build recorded a key only for a scenario with nothing to say (no failed expectation, no placeholder) that
/// used none of the app's `.swift` files, in a file without errors, and only when each figure is one SVG file (no
/// `--docc`, no `--png`): such a scenario's outputs are its two files and depend on its key and the build's
/// fingerprint alone.
struct ScenarioTakeover {
    /// One scenario taken over.
    struct Taken {
        var entry: IndexEntry
        var key: String
        /// Its object in `frames.json`, as the last build wrote it.
        var frames: String
    }

    /// A file some of whose scenarios are taken over: how many scenarios it has, and those taken over by their place.
    struct File {
        var count: Int
        var taken: [Int: Taken]
    }

    /// By relative path.
    private(set) var files: [String: File] = [:]

    /// `files` (admitted, in order) with the scenarios taken over left out, and those taken over.
    static func split(_ files: [LoadedFile], reuse: BuildOutput.Reuse?,
                      figures: FigureChoice) -> (remaining: [LoadedFile], takeover: ScenarioTakeover) {
        var takeover = ScenarioTakeover()
        guard let reuse, let frames = reuse.frames, !reuse.changed.isEmpty, figures.writesOneFilePerFigure else {
            return (files, takeover)
        }
        let remaining = files.map { loaded -> LoadedFile in
            guard loaded.diagnostics.isEmpty, var file = loaded.file, let record = reuse.changed[loaded.relativePath],
                  let object = record.frames else { return loaded }
            let parts = record.parts
            guard parts.count == record.scenarioCount else { return loaded }
            let entries = record.scenarios
            var taken: [Int: Taken] = [:]
            for (i, scenario) in file.scenarios.enumerated() {
                guard let key = scenario.reuseKey, i < parts.count, i < entries.count, let part = parts[i], part.key == key,
                      entries[i].id == scenario.id,
                      let bytes = frames.read(object.lowerBound + part.frames.lowerBound..<object.lowerBound + part.frames.upperBound)
                else { continue }
                taken[i] = Taken(entry: entries[i], key: key, frames: String(decoding: bytes, as: UTF8.self))
            }
            guard !taken.isEmpty else { return loaded }
            takeover.files[loaded.relativePath] = File(count: file.scenarios.count, taken: taken)
            file.scenarios = file.scenarios.enumerated().filter { taken[$0.offset] == nil }.map(\.element)
            var left = loaded
            left.file = file
            return left
        }
        return (remaining, takeover)
    }

    /// The files a scenario taken over keeps in the folder: its figure and its page.
    static func outputs(of entry: IndexEntry) -> [String] { [entry.stem + ".svg", entry.stem + ".html"] }

    /// Whether a scenario computed by this build may be taken over by the next one: it says nothing and uses none of
    /// the app's code (its outputs then depend on its key alone).
    static func mayBeTakenOver(_ result: ScenarioResult) -> Bool {
        result.scenario.reuseKey != nil && result.failures.isEmpty && result.warnings.isEmpty && result.swiftFiles.isEmpty
            && result.scenario.preview == nil
    }
}

extension FigureChoice {
    /// Whether each figure is one SVG file, `<id>.svg` (no `--docc`, no `--png`).
    var writesOneFilePerFigure: Bool { !docc && pngScales.isEmpty }
}
