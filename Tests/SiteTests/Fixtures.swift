import Foundation
import LayoutCore
@testable import Site

/// Hand-made layouts: no engine involved, so the site is tested on its own.
enum Fixtures {
    static let templatesDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates").path

    static func node(_ kind: String, _ label: String, _ role: NodeRole, name: String? = nil, frame: Rect,
                     proposals: [ProposedSize] = [], placement: ProposedSize, h: String, v: String,
                     warnings: [String] = [], children: [PlacedNode] = []) -> PlacedNode {
        PlacedNode(kind: kind, label: label, role: role, name: name, frame: frame, sizingProposals: SharedList(proposals),
                   placementProposal: placement, size: frame.size, horizontalRule: AxisRule(h), verticalRule: AxisRule(v),
                   warnings: warnings, children: children)
    }

    /// `VStack { Text(text).frame(minWidth: min).id("subject") }.frame(width: parent)`.
    static func minOnlyLayout(textWidth: Double, min: Double, parent: Double, warnings: [String] = []) -> LayoutResult {
        let width = Swift.max(Swift.min(parent, textWidth), min)
        let text = node("Text", "Text(\"…\")", .content, frame: Rect(x: 125, y: 140, width: textWidth, height: 20),
                        proposals: [ProposedSize(width: Swift.max(parent, min), height: 300)],
                        placement: ProposedSize(width: width, height: 20),
                        h: "text: \(formatNumber(textWidth))", v: "text: 1 line")
        let subject = node("frame", ".frame(minWidth: \(formatNumber(min)))", .flexibleFrame, name: "subject",
                           frame: Rect(x: 125, y: 140, width: width, height: 20),
                           proposals: [ProposedSize(width: parent, height: 300), ProposedSize(width: parent, height: nil)],
                           placement: ProposedSize(width: parent, height: 300),
                           h: "flexible frame, min only: max(min(child proposal \(formatNumber(Swift.max(parent, min))), child \(formatNumber(textWidth))), min \(formatNumber(min))) = \(formatNumber(width))",
                           v: "flexible frame, unconstrained axis: child 20 (proposed 300)", warnings: warnings, children: [text])
        let stack = node("VStack", "VStack(alignment: .leading, spacing: 10)", .stack,
                         frame: Rect(x: 125, y: 140, width: width, height: 20), placement: ProposedSize(width: parent, height: 300),
                         h: "stack: widest child", v: "stack: sum", children: [subject])
        let root = node("frame", ".frame(width: \(formatNumber(parent)))", .fixedFrame,
                        frame: Rect(x: 125, y: 0, width: parent, height: 300), placement: ProposedSize(width: 400, height: 300),
                        h: "fixed frame: \(formatNumber(parent))", v: "fixed frame, axis not fixed: child 20 (proposed 300)", children: [stack])
        return LayoutResult(canvas: Size(width: 400, height: 300), safeArea: Rect(x: 0, y: 0, width: 400, height: 300),
                            layoutDirection: .leftToRight, displayScale: 2, root: root, warnings: warnings)
    }

    static func source(min: Double, parent: Double, text: String) -> String {
        """
        VStack(alignment: .leading, spacing: 10) {
            Text("\(text)").lineLimit(1).frame(minWidth: \(formatNumber(min))).id("subject") // the subject
        }
        .frame(width: \(formatNumber(parent)))
        """
    }

    static let scenarios: [SiteScenario] = [
        SiteScenario(filePath: "orderings/width-text-min", fileTitle: "Orderings, width: Text in frame(minWidth:)",
                     fileSummary: "With min only the frame is max(min, min(parent, c)) & more <here>.",
                     id: "intrinsic-lt-min-lt-parent", caption: "intrinsic < (min) < parent",
                     source: source(min: 100, parent: 150, text: "12345"),
                     layout: minOnlyLayout(textWidth: 50, min: 100, parent: 150),
                     figure: FigurePlacement(width: 400, height: 212.5)),
        SiteScenario(filePath: "orderings/width-text-min", fileTitle: "Orderings, width: Text in frame(minWidth:)",
                     fileSummary: "With min only the frame is max(min, min(parent, c)) & more <here>.",
                     id: "min-lt-intrinsic-lt-parent", caption: "min < (intrinsic) < parent",
                     source: source(min: 50, parent: 150, text: "1234567890"),
                     layout: minOnlyLayout(textWidth: 100, min: 50, parent: 150),
                     figure: FigurePlacement(width: 400, height: 212.5)),
        SiteScenario(filePath: "orderings/height-text-min", fileTitle: "Orderings, height: Text in frame(minHeight:)",
                     fileSummary: nil,
                     id: "intrinsic-lt-min-lt-parent", caption: "intrinsic  <  (min) < parent",
                     source: source(min: 100, parent: 150, text: "12345"),
                     layout: minOnlyLayout(textWidth: 50, min: 100, parent: 150),
                     figure: FigurePlacement(width: 400, height: 200)),
        SiteScenario(filePath: "seeds/000-apple-doc", fileTitle: "Apple's \"frame\" documentation, sentence by sentence",
                     fileSummary: "Quotes ' and \" and & survive.", id: "ideal-width", caption: nil,
                     source: "Text(\"a < b && c\").frame(idealWidth: 120)",
                     layout: minOnlyLayout(textWidth: 120, min: 0, parent: 200, warnings: ["Text truncated: \"a < b\" & more"]),
                     figure: FigurePlacement(width: 320, height: 180)),
    ]

    /// The figures the caller writes next to the pages: `<file path>/<id>.svg`.
    static var svgPaths: Set<String> { Set(scenarios.map { $0.stem + ".svg" }) }
}
