import LayoutCore
import Testing
@testable import ScenarioKit
@testable import Build

/// The frames of the named views of one scenario whose view is `source`, in a canvas of `width`×`height`,
/// built the way `framelab build` builds it (interpretation, GeometryReader passes, layout). Records an
/// issue when the scenario has errors.
func namedFrames(_ source: String, width: Double = 320, height: Double = 320, safeArea: String? = nil) throws -> [String: Rect] {
    let loaded = ScenarioLoader.parse("""
        title: t
        settings: {canvas: {width: \(formatNumber(width)), height: \(formatNumber(height))}\(safeArea.map { ", safeArea: \($0)" } ?? "")}
        scenarios:
          - id: a
            view: |
              \(source.replacingOccurrences(of: "\n", with: "\n      "))
        """, relativePath: "f.yaml", displayPath: "f.yaml")
    let report = ScenarioBuild.run(files: [loaded], jobs: 1)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    let root = try #require(report.results.first?.layout.root)
    return Dictionary(root.allNodes().compactMap { n in n.name.map { ($0, n.frame) } }, uniquingKeysWith: { a, _ in a })
}
