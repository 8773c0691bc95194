import Foundation
import ScenarioKit

/// A build's scenario files read a batch at a time, so that a build never holds every file's scenarios at once.
enum Batches {
    /// Calls `body` with each batch, in the build's order: `inputs`, the relative paths of a run of whole files, about
    /// `scenarios` scenarios in all (a file is never split); `loaded`, those of them `computes` takes, read and
    /// checked (a few files at a time on up to `jobs` threads); and the time spent reading them, summed over files.
    /// There is always at least one batch, which may be empty.
    static func forEach<E: Error>(_ files: [ScenarioLoader.Input], computes: (String) -> Bool, previews: PreviewOptions, jobs: Int,
                                  scenarios batchSize: Int,
                                  _ body: (_ inputs: [String], _ loaded: [LoadedFile], _ loadDuration: Duration) throws(E) -> Void) throws(E) {
        var inputs: [String] = [], loaded: [LoadedFile] = [], duration = Duration.zero, scenarios = 0, sent = false
        let group = max(1, jobs * 2)
        for start in stride(from: 0, to: files.count, by: group) {
            let chunk = files[start..<min(start + group, files.count)]
            let read = ScenarioBuild.load(chunk.filter { computes($0.relativePath) }, previews: previews, jobs: jobs)
            duration += read.duration
            var next = read.files.makeIterator()
            for input in chunk {
                inputs.append(input.relativePath)
                if computes(input.relativePath), let file = next.next() {
                    loaded.append(file)
                    scenarios += file.file?.scenarios.count ?? 0
                }
                if scenarios >= batchSize {
                    try body(inputs, loaded, duration)
                    inputs = []; loaded = []; duration = .zero; scenarios = 0; sent = true
                }
            }
        }
        if !inputs.isEmpty || !sent { try body(inputs, loaded, duration) }
    }
}
