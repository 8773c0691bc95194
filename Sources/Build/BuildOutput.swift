import Foundation
import OutputCheck
import ScenarioKit
import Site

/// Everything `build` writes for a report — `frames.json`, the figures and the site — validated with libxml2 before
/// the output folder is replaced. `check` and `diff` compare the same set.
public struct BuildOutput: Sendable {
    /// Every file, sorted by path, when the build was kept in memory (`check`, `diff`, `serve`). A build that writes
    /// places each batch into the output's staging folder as it is made, and keeps none (`fileCount` counts them).
    public var files: [OutputFile] = []
    /// Files of the previous build taken over as they are (`Reuse.outputs`), to be kept by the write.
    public var kept: [String] = []
    /// How many files the output holds, those kept included.
    public var fileCount = 0
    public var figureCount = 0
    public var issues: [ValidationIssue] = []
    public var dtdUnavailableReason: String?
    /// The templates could not be loaded or rendered (an input error: exit 2).
    public var siteError: String?
    public var pageCount = 0
    /// How many scenarios this build computed (an incremental build's unchanged files are not).
    public var computedScenarios = 0
    /// Time spent interpreting the Swift and laying out, summed over scenarios (for `build --timings`).
    public var interpretDuration: Duration = .zero
    public var layoutDuration: Duration = .zero
    /// Time spent drawing and validating, summed over figures (for `build --timings`).
    public var drawDuration: Duration = .zero
    public var validateDuration: Duration = .zero
    /// Wall time spent loading the templates and rendering the site's pages.
    public var siteDuration: Duration = .zero

    /// Every scenario file's record (`BuildManifest.FileRecord`), by relative path: what the next build takes over
    /// of the files it does not compute again.
    var records = RecordStore(file: nil)

    /// What a build takes over instead of drawing and rendering it: an incremental build's unchanged files (not even
    /// computed: their `records` stand in for them), or the files outside a subset build (computed, not drawn).
    struct Reuse {
        /// Scenario files (relative paths) whose figures and pages are not drawn or rendered again.
        var files: Set<String>
        /// Their outputs in the folder: kept as they are.
        var outputs: [String]
        /// The files not computed at all, by relative path, and the previous `frames.json` their `frames` ranges are in
        /// (read a file's object at a time: at 100,000 scenarios the file is 200 MB).
        var records: [String: BuildManifest.FileRecord] = [:]
        var frames: PreviousPage?
        /// The last build's records of the files that changed and had scenarios it could take over
        /// (`FileRecord.parts`), by relative path: `ScenarioTakeover` takes those whose keys are the same.
        var changed: [String: BuildManifest.FileRecord] = [:]
        /// Whether the site's shared pages (`SiteBuilder.sharedPagePaths`) are kept as the last build wrote them: it was
        /// made with the same FrameLab, templates and options (its fingerprint), found no problem, and left the folder
        /// as it is. Not for a subset build, whose folder may be another FrameLab's.
        var keepsSharedPages = false
    }
}
