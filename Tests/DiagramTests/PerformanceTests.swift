import Diagram
import Foundation
import LayoutCore
import Testing

@Suite("Rendering time")
struct PerformanceTests {
    /// 200 figures (the fixtures, with rows of many widths): prints the time per figure. The bound is
    /// loose on purpose (debug build, busy machines); it catches accidental quadratic behaviour.
    @Test func twoHundredFigures() {
        var inputs: [DiagramInput] = []
        var i = 0
        while inputs.count < 200 {
            let parent = Double(60 + (i * 7) % 300), min = Double(50 + (i * 13) % 300)
            inputs.append(Fixtures.row(parentWidth: parent, minWidth: min))
            inputs.append(Fixtures.snapshotFigures[i % Fixtures.snapshotFigures.count].1)
            i += 1
        }
        let clock = ContinuousClock()
        var bytes = 0
        let elapsed = clock.measure {
            for input in inputs { bytes += DiagramRenderer.svg(input).utf8.count }
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        print("DiagramRenderer.svg: \(inputs.count) figures in \(formatNumber(seconds * 1000)) ms, "
              + "\(formatNumber(seconds * 1000 / Double(inputs.count))) ms per figure, \(bytes / inputs.count) bytes each")
        #expect(seconds / Double(inputs.count) < 0.1)
    }

    /// With DIAGRAM_SAMPLES_DIR set, writes the sample figures there (for rsvg-convert and a look).
    @Test func writeSamplesWhenAsked() throws {
        guard let dir = ProcessInfo.processInfo.environment["DIAGRAM_SAMPLES_DIR"] else { return }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, input) in ValidationTests.figures {
            try DiagramRenderer.svg(input).write(toFile: "\(dir)/\(name).svg", atomically: true, encoding: .utf8)
        }
    }
}
