import Foundation
import Testing
@testable import OutputCheck

extension OutputCheckSuite {
    @Suite struct DirectoryAndToolTests {
        @Test func validateDirectoryChecksEverySVGAndHTMLSorted() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
            try Data(goodSVG.utf8).write(to: dir.appendingPathComponent("scenarios/b.svg"))
            try Data(typicalSVG(rows: 3).utf8).write(to: dir.appendingPathComponent("a.svg"))
            let bad = variant("<rect class=\"frame\"", "<script>x()</script>\n  <rect class=\"frame\"")
            try Data(bad.utf8).write(to: dir.appendingPathComponent("scenarios/c.svg"))
            try Data("not checked".utf8).write(to: dir.appendingPathComponent("notes.txt"))

            let (checked, issues) = validator.validateDirectory(dir.path)
            #expect(checked == 3)
            let expectedFile = dir.path + "/scenarios/c.svg"
            #expect(!issues.isEmpty)
            #expect(issues.allSatisfy { $0.file == expectedFile }, "\(issues.map(\.description))")
            #expect(issues.contains { $0.message == "policy: <script> is not allowed (figures carry no active content)" })
            #expect(OutputValidator.outputFiles(under: dir.path) == ["a.svg", "scenarios/b.svg", "scenarios/c.svg"])
        }

        @Test func missingDirectoryIsOneIssue() {
            let result = validator.validateDirectory("/nonexistent/framelab-output")
            #expect(result.checked == 0)
            #expect(result.issues.count == 1)
        }

        @Test func twoHundredFiguresInProcess() {
            let figure = Array(typicalSVG(rows: 60).utf8)   // ~250 elements, ~20 KB
            _ = validator.validateSVG(figure, file: "warm.svg")
            let clock = ContinuousClock()
            var total = 0
            let elapsed = clock.measure {
                for i in 0..<200 { total += validator.validateSVG(figure, file: "f\(i).svg").count }
            }
            print("OutputCheck: 200 figures (\(figure.count) bytes each, DTD \(validator.dtdAvailable ? "on" : "off")) validated in \(elapsed)")
            #expect(total == 0)
        }

        @Test func driverDTDIsWrittenForXmllint() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("svg11-framelab.dtd").path
            try OutputValidator.writeDriverDTD(to: path)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == OutputValidator.driverDTD)
            #expect(text.contains("aria-labelledby IDREFS #IMPLIED"))
            #expect(text.contains("\"-//W3C//DTD SVG 1.1//EN\""))
        }

        /// xmllint (a separate process, its own DTD load) and the in-process validator agree on every
        /// fixture: same pass/fail, and for DTD failures the same lines.
        @Test(.enabled(if: ProcessInfo.processInfo.environment["FRAMELAB_REQUIRE_TOOLS"] == "1" || xmllintPath != nil,
                       "needs xmllint (apt-get install libxml2-utils); install it to run this check"),
              .enabled(if: validator.dtdAvailable, "needs the SVG 1.1 DTD"))
        func xmllintAgrees() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let driver = dir.appendingPathComponent("driver.dtd").path
            try OutputValidator.writeDriverDTD(to: driver)
            let cases: [(String, String)] = [
                ("good", goodSVG),
                ("typical", typicalSVG(rows: 5)),
                ("data-x", variant("<rect class=\"frame\"", "<rect class=\"frame\" data-x=\"1\"")),
                ("vector-effect", variant("<rect class=\"frame\"", "<rect class=\"frame\" vector-effect=\"non-scaling-stroke\"")),
                ("rectangle", variant("<rect class=\"frame\"", "<rectangle/>\n  <rect class=\"frame\"")),
                ("style-type", variant("<style type=\"text/css\">", "<style>")),
                ("dangling-idref", variant("fig-title fig-desc\"", "fig-title nope\"")),
                ("svg2-href", variant("<use xlink:href", "<use href")),
                ("malformed", variant("</svg>", "</g>")),
            ]
            for (name, svg) in cases {
                let file = dir.appendingPathComponent(name + ".svg").path
                try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
                let lint = try #require(run(xmllintPath!, ["--noout", "--nonet", "--dtdvalid", driver, file]))
                let ours = validator.validateSVG(svg, file: file).filter { !$0.message.hasPrefix("policy:") }
                #expect((lint.status == 0) == ours.isEmpty, "\(name): xmllint rc \(lint.status)\n\(lint.output)\nours: \(ours.map(\.description))")
                if lint.status == 3 {
                    // "file:LINE: element x: validity error : message"
                    let lintLines = Set(lint.output.split(separator: "\n").compactMap { row -> Int? in
                        guard row.hasPrefix(file + ":") else { return nil }
                        return Int(row.dropFirst(file.count + 1).prefix { $0.isNumber })
                    })
                    #expect(lintLines == Set(ours.map(\.line)), "\(name): xmllint \(lint.output)\nours: \(ours.map(\.description))")
                }
            }
        }
    }
}
