import Diagram
import Foundation
import OutputCheck
import Testing

/// An independent cross-check with xmllint against the SVG 1.1 DTD plus the ARIA driver
/// (output-formats.md §2.3), offline, with the DTD FrameLab ships.
@Suite("xmllint --dtdvalid", Tools.needed([("xmllint", "libxml2-utils")]))
struct ValidationTests {
    static let figures = Fixtures.snapshotFigures
        + [("negativeX", Fixtures.negativeX), ("markup", Fixtures.markup), ("kitchenSink", Fixtures.kitchenSink)]

    @Test func renderedFiguresValidate() throws {
        let dir = try Tools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let driver = dir.appendingPathComponent("svg11-aria.dtd")
        try OutputValidator.driverDTD.write(to: driver, atomically: true, encoding: .utf8)
        var files: [String] = []
        for (name, input) in Self.figures {
            let url = dir.appendingPathComponent("\(name).svg")
            try DiagramRenderer.svg(input).write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        guard let run = try Tools.run("xmllint", ["--noout", "--nonet", "--dtdvalid", driver.path] + files,
                                      package: "libxml2-utils") else { return }
        #expect(run.status == 0, "xmllint: \(run.output)")
        #expect(run.output.isEmpty, "xmllint: \(run.output)")
    }

    @Test func recordedSnapshotsValidate() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SnapshotTests")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? [])
            .filter { $0.hasSuffix(".svg") }.sorted().map { snapshots.appendingPathComponent($0).path }
        guard !files.isEmpty else { return }   // nothing recorded yet: the snapshot tests record them
        let dir = try Tools.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let driver = dir.appendingPathComponent("svg11-aria.dtd")
        try OutputValidator.driverDTD.write(to: driver, atomically: true, encoding: .utf8)
        guard let run = try Tools.run("xmllint", ["--noout", "--nonet", "--dtdvalid", driver.path] + files,
                                      package: "libxml2-utils") else { return }
        #expect(run.status == 0, "xmllint: \(run.output)")
    }
}
