import Diagram
import Foundation
import OutputCheck
import Build
import ScenarioKit

/// One fuzz input, end to end: the bytes are a scenario file (YAML with SwiftUI source, VFL lines and
/// constraint equations inside it), loaded, laid out, checked, drawn and serialised the way
/// `framelab build` does. A located diagnostic is a good outcome; what the fuzzer is after is a crash,
/// a hang (libFuzzer's `-timeout`) or output that breaks FrameLab's promises, which `fuzzOne` turns
/// into a crash with `preconditionFailure` so libFuzzer records the input.
enum FuzzHarness {
    static let validator = OutputValidator()

    static func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let loaded = ScenarioLoader.parse(text, relativePath: "fuzz.yaml", displayPath: "fuzz.yaml")
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        for diagnostic in report.diagnostics {
            // Every diagnostic must point into the file it came from.
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
                         "diagnostic without a location: \(diagnostic)")
            precondition(diagnostic.location.line <= lineCount(text) + 1,
                         "diagnostic past the end of the file: \(diagnostic)")
        }
        let json = FramesJSON.render(report)
        requireFiniteNumbers(json, in: "frames.json")
        for result in report.results {
            let svg = DiagramRenderer.svg(DiagramInput(
                id: "f-fuzz", title: "fuzz: \(result.scenario.id)", caption: result.scenario.caption,
                result: result.layout, parentProposal: nil,
                charWidth: result.scenario.settings.text.charWidth,
                lineHeight: result.scenario.settings.text.lineHeight))
            requireFiniteNumbers(svg, in: "the figure of \(result.scenario.id)")
            let issues = validator.validateSVG(svg, file: "fuzz.svg")
            precondition(issues.isEmpty, "invalid SVG for \(result.scenario.id): \(issues.map(\.description))")
        }
    }

    /// Lines as YAML counts them: "\n", "\r\n" and a lone "\r" end a line, and so do NEL, LS and PS
    /// (libyaml reads YAML 1.1, where they are line breaks).
    static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": if previous != "\r" { count += 1 }
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": count += 1
            default: break
            }
            previous = scalar
        }
        return count
    }

    /// A number that is not finite where a number must be: an SVG attribute, or a frame or size in JSON
    /// (FrameLab reports a non-finite layout as an input error instead of writing it).
    static func requireFiniteNumbers(_ text: String, in what: String) {
        for value in ["inf", "-inf", "nan", "∞", "-∞", "NaN"] {
            for context in ["=\"\(value)", " \(value)\"", "\"x\": \"\(value)", "\"y\": \"\(value)",
                            "\"width\": \"\(value)", "\"height\": \"\(value)"] where text.contains(context) {
                preconditionFailure("non-finite number (\(context)) in \(what)")
            }
        }
    }
}
