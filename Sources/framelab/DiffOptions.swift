import ArgumentParser
import Foundation
import Review

/// `diff`'s own options: the baseline, the report directory and its forms.
struct DiffOptions: ParsableArguments {
    static let discussion = """
        The baseline is a built output directory (--baseline) or Output/ as committed at a git ref \
        (--against, read with 'git archive', nothing is checked out). The scenarios are rebuilt in \
        memory, as 'check' does, and every figure (.svg) is compared byte for byte. The report \
        directory gets index.html (counts; per changed figure before and after side by side, a \
        blend slider, a toggle, and the nodes whose frames moved, from both sides' frames.json), \
        report.json, junit.xml, and copies of the figures it shows under before/ and after/. \
        Other output files (pages, frames.json, assets) that differ are listed but do not fail. \
        Given folders or files inside the scenario root, only their figures are compared. \
        Exit status: 0 when no figure changed; 1 when a figure changed, is new or was deleted \
        (0 with --no-fail); 2 on an input error (bad option, missing baseline or ref, a scenario \
        file with an error).
        """

    @Option(help: ArgumentHelp("A built output directory to compare with.", valueName: "dir"))
    var baseline: String?

    @Option(help: ArgumentHelp("Compare with Output/ as committed at this git ref (a branch, tag or commit).",
                               valueName: "gitref"))
    var against: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The report directory to write.", valueName: "reportdir"))
    var output: String = "diff-report"

    @Option(help: ArgumentHelp("The output directory the baseline ref holds (default: framelab.yml's 'output', else Output).",
                               valueName: "dir"))
    var outputDir: String?

    @Flag(help: "Exit 0 even when figures changed (the report is still written).")
    var noFail = false

    @Option(help: ArgumentHelp("The report's forms, comma-separated: html (index.html and the figures), json "
                               + "(report.json), junit (junit.xml), markdown (summary.md, for a CI job summary or a "
                               + "pull-request comment).", valueName: "formats"))
    var format: String = "html,json,junit"

    /// The forms `--format` names.
    var formats: [ReportFormat] {
        get throws {
            if let formats = ReportFormat.parse(format) { return formats }
            let unknown = format.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { ReportFormat(rawValue: $0) == nil } ?? format
            throw ValidationError("unknown format '\(unknown)'; the formats are "
                                  + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// The report directory may not be inside the baseline (`claimOutput` refuses the baseline inside it).
    func checkReportDirectory(_ output: String, baseline: String) throws {
        let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        let base = URL(fileURLWithPath: baseline).standardizedFileURL.resolvingSymlinksInPath()
        if target.path == base.path || target.path.hasPrefix(base.path + "/") {
            Console.error("framelab diff: error: the report directory \(self.output) is inside the baseline \(baseline)")
            throw ExitCode(2)
        }
    }
}
