import Foundation
import TestSupport
import Testing
@testable import OutputCheck

/// One validator for all tests (it parses the DTD once; it is Sendable).
let validator = OutputValidator()

/// A minimal FrameLab-style figure: no DOCTYPE, SVG 1.1 only, role/aria on the root, title + desc
/// first, colours via classes, a marker and a `use` with a local xlink:href.
let goodSVG = """
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="240" height="80" viewBox="0 0 240 80" role="img" aria-labelledby="fig-title fig-desc">
  <title id="fig-title">HStack proposal</title>
  <desc id="fig-desc">An HStack proposed 200×40 chooses 180×40.</desc>
  <style type="text/css">.proposal{fill:none;stroke:#2a7ae2;stroke-dasharray:4 2}.frame{fill:none;stroke:#d9480f}@media (prefers-color-scheme: dark){.frame{stroke:#ff922b}}</style>
  <defs>
    <marker id="fig-arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="currentColor"/></marker>
    <circle id="fig-dot" r="2" fill="currentColor"/>
  </defs>
  <rect class="proposal" x="20.5" y="20.5" width="200" height="40"/>
  <rect class="frame" x="30.5" y="20.5" width="180" height="40"/>
  <use xlink:href="#fig-dot" x="30" y="40"/>
  <line x1="30" y1="70.5" x2="210" y2="70.5" stroke="currentColor" marker-end="url(#fig-arrow)"/>
  <text x="120" y="78" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="8">180</text>
</svg>

"""

/// `goodSVG` with `old` replaced by `new` (exactly once; traps otherwise so fixtures stay honest).
func variant(_ old: String, _ new: String, of base: String = goodSVG) -> String {
    precondition(base.components(separatedBy: old).count == 2, "fixture text not found exactly once: \(old)")
    return base.replacingOccurrences(of: old, with: new)
}

/// Line (1-based) of the first line of `text` containing `needle`.
func line(of needle: String, in text: String = goodSVG) -> Int {
    let lines = text.components(separatedBy: "\n")
    return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
}

/// A typical figure of `count` scenario rows (each: proposal, frame, dot, label), ~4·count elements.
func typicalSVG(rows count: Int = 60) -> String {
    var body = ""
    for i in 0..<count {
        let y = 20 + i * 30
        body += """
          <g id="row-\(i)">
            <rect class="proposal" x="20.5" y="\(y).5" width="200" height="20"/>
            <rect class="frame" x="30.5" y="\(y).5" width="\(100 + i)" height="20"/>
            <circle cx="30" cy="\(y + 10)" r="2" fill="currentColor"/>
            <text x="240" y="\(y + 14)" font-size="10">\(100 + i)×20</text>
          </g>

        """
    }
    let height = 40 + count * 30
    return """
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="\(height)" viewBox="0 0 400 \(height)" role="img" aria-labelledby="t d">
      <title id="t">Typical figure</title>
      <desc id="d">\(count) rows of proposals and frames.</desc>
      <style type="text/css">.proposal{fill:none;stroke:#2a7ae2}.frame{fill:none;stroke:#d9480f}</style>
    \(body)</svg>

    """
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("OutputCheckTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a program (no shell), returning exit status and combined output; nil if it cannot start.
func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String)? {
    guard let run = try? ProcessRun.run(executable, arguments) else { return nil }
    return (run.status, run.combined)
}

let xmllintPath = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// All OutputCheck suites nest here and run one at a time, so the timing printed by
/// `twoHundredFiguresInProcess` is not inflated by the other suites running beside it.
@Suite(.serialized) enum OutputCheckSuite {}
