import Foundation
import Testing
@testable import OutputCheck

extension OutputCheckSuite {
    @Suite struct SVGValidationTests {
        /// The DTD is FrameLab's own resource, so it loads on any machine, offline.
        @Test func driverDTDLoadsFromTheResourceBundle() {
            #expect(validator.dtdAvailable, "\(validator.dtdUnavailableReason ?? "")")
            #expect(validator.svg11DTDLocation?.hasPrefix("file:///") == true)
            #expect(validator.svg11DTDLocation?.hasSuffix("/SVG11/svg11.dtd") == true)
            #expect(validator.dtdUnavailableReason == nil)
        }

        @Test func minimalFrameLabFigureWithoutDoctypePasses() {
            let issues = validator.validateSVG(goodSVG, file: "good.svg")
            #expect(issues.isEmpty, "\(issues.map(\.description))")
        }

        @Test func typicalFigurePasses() {
            let issues = validator.validateSVG(typicalSVG(), file: "typical.svg")
            #expect(issues.isEmpty, "\(issues.map(\.description))")
        }

        @Test func bytesDataAndStringAgree() {
            let bad = variant("<rect class=\"frame\"", "<rect class=\"frame\" onclick=\"x()\"")
            let fromString = validator.validateSVG(bad, file: "f.svg")
            #expect(validator.validateSVG(Array(bad.utf8), file: "f.svg") == fromString)
            #expect(validator.validateSVG(Data(bad.utf8), file: "f.svg") == fromString)
            #expect(!fromString.isEmpty)
        }

        @Test func malformedXMLReportsTheLine() {
            // Line 11 closes <rect> with </g>.
            let bad = variant("<rect class=\"frame\" x=\"30.5\" y=\"20.5\" width=\"180\" height=\"40\"/>",
                              "<rect class=\"frame\" x=\"30.5\" y=\"20.5\" width=\"180\" height=\"40\"></g>")
            let issues = validator.validateSVG(bad, file: "bad.svg")
            let first = try! #require(issues.first)
            #expect(first.line == line(of: "</g>", in: bad))
            #expect(first.message.contains("Opening and ending tag mismatch"))
            #expect(first.description.hasPrefix("bad.svg:\(first.line): error: "))
            // Not well-formed: no DTD or policy findings on top of the parse errors.
            #expect(!issues.contains { $0.message.hasPrefix("DTD:") || $0.message.hasPrefix("policy:") })
        }

        @Test func unclosedRootReportsEndOfFile() {
            let issues = validator.validateSVG("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n", file: "cut.svg")
            #expect(!issues.isEmpty)
            #expect(issues.allSatisfy { $0.line >= 2 })
        }

        @Test func emptyFileIsAnIssue() {
            let issues = validator.validateSVG([UInt8](), file: "empty.svg")
            #expect(issues == [ValidationIssue(file: "empty.svg", line: 0, message: "the file is empty")])
            #expect(issues[0].description == "empty.svg: error: the file is empty")
        }

        @Test(.enabled(if: validator.dtdAvailable), arguments: [
            ("data-x=\"1\"", "No declaration for attribute data-x of element rect"),
            ("vector-effect=\"non-scaling-stroke\"", "No declaration for attribute vector-effect of element rect"),
            ("paint-order=\"stroke\"", "No declaration for attribute paint-order of element rect"),
        ])
        func unknownAttributeIsADTDError(attribute: String, expected: String) {
            let bad = variant("<rect class=\"frame\"", "<rect class=\"frame\" \(attribute)")
            let issues = validator.validateSVG(bad, file: "bad.svg")
            #expect(issues == [ValidationIssue(file: "bad.svg", line: line(of: "class=\"frame\"", in: bad),
                                               message: "DTD: " + expected)])
        }

        @Test(.enabled(if: validator.dtdAvailable)) func unknownElementIsADTDError() {
            let bad = variant("<rect class=\"frame\"", "<rectangle/>\n  <rect class=\"frame\"")
            let issues = validator.validateSVG(bad, file: "bad.svg")
            let row = line(of: "<rectangle/>", in: bad)
            #expect(issues.contains { $0.line == row && $0.message == "DTD: No declaration for element rectangle" })
            #expect(issues.allSatisfy { $0.message.hasPrefix("DTD:") })
        }

        @Test(.enabled(if: validator.dtdAvailable)) func svg2PlainHrefIsADTDErrorButPassesPolicy() {
            let bad = variant("<use xlink:href=\"#fig-dot\"", "<use href=\"#fig-dot\"")
            let issues = validator.validateSVG(bad, file: "bad.svg")
            #expect(!issues.isEmpty)
            #expect(issues.allSatisfy { $0.message.hasPrefix("DTD:") })
            #expect(issues.contains { $0.message.contains("attribute href of element use") })
        }

        @Test(.enabled(if: validator.dtdAvailable)) func styleWithoutTypeIsADTDError() {
            // SVG 1.1 requires <style type="text/css">: a trap for the figure writer.
            let bad = variant("<style type=\"text/css\">", "<style>")
            let issues = validator.validateSVG(bad, file: "bad.svg")
            #expect(issues.map(\.message) == ["DTD: Element style does not carry attribute type"])
        }

        @Test(.enabled(if: validator.dtdAvailable)) func ariaAttributesAreAllowedByTheDriver() {
            let decorative = variant("role=\"img\"", "role=\"img\" aria-hidden=\"true\" aria-label=\"x\"")
            #expect(validator.validateSVG(decorative, file: "a.svg").isEmpty)
            let invalid = variant("role=\"img\"", "role=\"img\" aria-hidden=\"maybe\"")
            #expect(validator.validateSVG(invalid, file: "a.svg").contains { $0.message.hasPrefix("DTD:") && $0.line == 1 })
        }

        @Test func doctypeIsAcceptedButNotLoaded() {
            // Graphviz-style DOCTYPE: the file is still checked against the driver, never fetched.
            let withDoctype = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">

            """ + goodSVG
            #expect(validator.validateSVG(withDoctype, file: "d.svg").isEmpty)
        }

        @Test func externalEntitiesAreNeverLoaded() {
            let xxe = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1" role="img" aria-labelledby="t"><title id="t">&x;</title><desc>d</desc></svg>
            """
            let issues = validator.validateSVG(xxe, file: "xxe.svg")
            #expect(!issues.contains { $0.message.contains("root:") })
        }

        @Test func concurrentValidationIsSafe() async {
            let bad = variant("<rect class=\"frame\"", "<rect class=\"frame\" data-x=\"1\" onclick=\"x()\"")
            let expectedGood = validator.validateSVG(goodSVG, file: "f.svg")
            let expectedBad = validator.validateSVG(bad, file: "f.svg")
            await withTaskGroup(of: Bool.self) { group in
                for i in 0..<64 {
                    group.addTask {
                        i.isMultiple(of: 2)
                            ? validator.validateSVG(goodSVG, file: "f.svg") == expectedGood
                            : validator.validateSVG(bad, file: "f.svg") == expectedBad
                    }
                }
                for await same in group { #expect(same) }
            }
        }
    }
}

/// Without the DTD (a binary separated from its resource bundle): well-formedness and policy are still checked.
extension OutputCheckSuite {
    @Suite struct WithoutDTDTests {
        @Test func missingDTDFallsBackToWellFormednessAndPolicy() {
            let bare = OutputValidator(svg11: nil)
            #expect(!bare.dtdAvailable)
            #expect(bare.dtdUnavailableReason == "SVG 1.1 DTD not found (FrameLab's resource bundle is not next to the binary)")
            #expect(bare.validateSVG(goodSVG, file: "g.svg").isEmpty)
            // What only the DTD catches passes…
            #expect(bare.validateSVG(variant("<rect class=\"frame\"", "<rect class=\"frame\" data-x=\"1\""), file: "g.svg").isEmpty)
            // …while parse errors and policy are still reported.
            #expect(bare.validateSVG(variant("</svg>", "</g>"), file: "g.svg").first?.line == line(of: "</svg>"))
            let script = variant("<rect class=\"frame\"", "<script>x()</script>\n  <rect class=\"frame\"")
            #expect(bare.validateSVG(script, file: "g.svg").map(\.message) == ["policy: <script> is not allowed (figures carry no active content)"])
        }

        @Test func brokenDTDIsReportedNotFatal() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let broken = dir.appendingPathComponent("svg11.dtd")
            try Data("<!ELEMENT svg (".utf8).write(to: broken)
            let validator = OutputValidator(svg11: broken.absoluteString)
            #expect(!validator.dtdAvailable)
            #expect(validator.dtdUnavailableReason?.contains("did not load") == true, "\(validator.dtdUnavailableReason ?? "")")
            #expect(validator.validateSVG(goodSVG, file: "g.svg").isEmpty)
        }
    }
}
