import Foundation
import OutputCheck
import ScenarioKit

/// Everything `build` writes for a report — `frames.json` and one figure per scenario — validated in
/// memory with libxml2 before anything is written. `check` and `diff` compare the same set.
struct BuildOutput {
    var files: [OutputFile]
    var figureCount: Int
    var issues: [ValidationIssue]
    var dtdUnavailableReason: String?
    /// Time spent drawing and validating, summed over figures (for `build --timings`).
    var drawDuration: Duration = .zero
    var validateDuration: Duration = .zero

    /// The file kinds `build` owns in its output directory: stale ones are removed after a build.
    static let ownedExtensions: Set<String> = ["svg", "html", "json"]

    static func assemble(_ report: BuildReport, jobs: Int) -> BuildOutput {
        let drawn = Figures.files(for: report, jobs: jobs)
        let figures = drawn.map(\.file)
        let validator = OutputValidator()
        let checked = parallelMap(figures, jobs: jobs) { file in
            let clock = ContinuousClock()
            var issues: [ValidationIssue] = []
            let elapsed = clock.measure { issues = validator.validateSVG(file.contents, file: file.path) }
            return (issues, elapsed)
        }
        let files = (report.outputFiles() + figures).sorted { $0.path < $1.path }
        return BuildOutput(files: files, figureCount: figures.count, issues: checked.flatMap(\.0),
                           dtdUnavailableReason: validator.dtdUnavailableReason,
                           drawDuration: drawn.reduce(.zero) { $0 + $1.duration },
                           validateDuration: checked.reduce(.zero) { $0 + $1.1 })
    }
}
