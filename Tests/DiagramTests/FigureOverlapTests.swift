import Foundation
import LayoutCore
import ScenarioKit
@testable import Build
import Testing
@testable import Diagram

/// Issue 16's clutter rule, over every figure FrameLab ships: no two labels, gauge numbers or ruler and
/// proposal numbers overlap; no name label covers a view's text; each stays inside the figure's width;
/// a view's text stays inside its frame.
@Suite("No writing in a figure overlaps")
struct FigureOverlapTests {
    static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios").path

    @Test("every shipped scenario, annotated on its canvas and compact cropped to its content")
    func shippedFigures() throws {
        let report = try ScenarioBuild.run(scenariosRoot: Self.scenarios, jobs: 2)
        #expect(report.results.count > 600)
        var figures = 0, labels = 0, led = 0
        for result in report.results {
            let settings = result.scenario.settings.text
            let subject = result.layout.root.allNodes().first { $0.name == "subject" }
            for (style, crop) in [(FigureStyle.annotated, FigureCrop.canvas), (.compact, .content)] {
                let input = DiagramInput(id: "f", title: result.scenario.id, caption: result.scenario.caption, result: result.layout,
                                         parentProposal: subject?.placementProposal.width.flatMap { $0.isFinite ? $0 : nil },
                                         charWidth: settings.charWidth, lineHeight: settings.lineHeight, style: style, crop: crop)
                let figure = Figure(input)
                let boxes = figure.annotations()
                figures += 1
                labels += figure.labels.count
                led += figure.labels.filter { $0.leader != nil }.count
                let name = "\(result.outputStem) (\(style), \(crop))"
                for a in boxes where a.kind != .viewText && (a.box.minX < -0.5 || a.box.maxX > figure.geometry.width + 0.5) {
                    Issue.record("\(name): \(a.kind) '\(a.text)' \(a.box) runs past the figure's width \(figure.geometry.width)")
                }
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] where Self.mustNotOverlap(a.kind, b.kind) && a.box.overlaps(b.box) {
                        Issue.record("\(name): \(a.kind) '\(a.text)' \(a.box) overlaps \(b.kind) '\(b.text)' \(b.box)")
                    }
                }
                for entry in figure.tree.entries {
                    let f = entry.node.frame
                    for line in figure.textLines[entry.index] {
                        let inside = line.box.minX >= f.minX - 0.01 && line.box.maxX <= f.maxX + 0.01
                            && line.box.minY >= f.minY - 0.01 && line.box.maxY <= f.maxY + 0.01
                            && line.fontSize * 1.2 <= line.box.height + 0.01
                        #expect(inside, "\(name): '\(line.text)' drawn at \(line.box), font \(line.fontSize), outside its frame \(f)")
                    }
                }
            }
        }
        print("checked \(figures) figures: \(labels) name labels, \(led) of them moved away from their frame, with a leader line")
    }

    /// Labels and numbers keep clear of each other and of view text; view text against view text is the
    /// layout's business (a ZStack overlaps its children on purpose), and ruler numbers are spaced by the ruler.
    static func mustNotOverlap(_ a: FigureAnnotation.Kind, _ b: FigureAnnotation.Kind) -> Bool {
        if a == .viewText && b == .viewText { return false }
        if a == .rulerNumber && b == .rulerNumber { return false }
        if (a == .viewText || b == .viewText) && (a == .gaugeNumber || b == .gaugeNumber) { return false }
        return true
    }

    @Test("a label with no free place beside its frame goes to a column right of the drawing, with a leader line")
    func gutter() {
        // Three named Texts of 20×20 in a row, 1 pt apart, in a 63×20 canvas; the labels' band is 20 + 12 pt
        // tall. The first label fits on its leading side; the middle one has text on both sides and no room
        // above or below, so it goes to the gutter; the last one keeps clear of it.
        func square(_ name: String, _ x: Double) -> PlacedNode {
            PlacedNode(kind: "Text", label: "Text(\"ab\")", role: .content, name: name, frame: Rect(x: x, y: 0, width: 20, height: 20),
                       placementProposal: ProposedSize(width: 20, height: 20), size: Size(width: 20, height: 20),
                       horizontalRule: AxisRule("text"), verticalRule: AxisRule("text"), textLines: ["ab"])
        }
        let root = PlacedNode(kind: "HStack", label: "HStack", role: .stack, frame: Rect(x: 0, y: 0, width: 62, height: 20),
                              placementProposal: ProposedSize(width: 63, height: 20), size: Size(width: 62, height: 20),
                              horizontalRule: AxisRule("stack"), verticalRule: AxisRule("stack"),
                              children: [square("a", 0), square("b", 21), square("c", 42)])
        let result = LayoutResult(canvas: Size(width: 63, height: 20), safeArea: Rect(x: 0, y: 0, width: 63, height: 20),
                                  layoutDirection: .leftToRight, displayScale: 1, root: root, warnings: [])
        let figure = Figure(DiagramInput(id: "g", title: "gutter", result: result, style: .compact))
        let boxes = figure.labels.map(\.box)
        #expect(figure.labels.map(\.text) == ["a (20×20)", "b (20×20)", "c (20×20)"])
        for (i, a) in boxes.enumerated() { for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(a) overlaps \(b)") } }
        #expect(boxes.allSatisfy { $0.minY >= 0 && $0.maxY <= 20 + FigureGeometry.bottomGap - 2 })
        #expect(figure.labels[0].leader == nil && figure.labels[1].leader != nil)
        #expect(boxes[0].maxX <= 0 && boxes[2].minX >= 62 && boxes[1].minX >= 62 + 3 * NameLabels.gap, "\(boxes)")
        let svg = DiagramRenderer.svg(DiagramInput(id: "g", title: "gutter", result: result, style: .compact))
        #expect(svg.contains("class=\"leader\""))
    }

    @Test("a zero-height canvas still gives its labels a row, and the legend starts below them")
    func flatCanvas() {
        func text(_ name: String, _ x: Double) -> PlacedNode {
            PlacedNode(kind: "Text", label: "Text(\"ab\")", role: .content, name: name, frame: Rect(x: x, y: 0, width: 20, height: 0),
                       placementProposal: ProposedSize(width: 20, height: 0), size: Size(width: 20, height: 0),
                       horizontalRule: AxisRule("text"), verticalRule: AxisRule("text"), textLines: ["ab"])
        }
        let root = PlacedNode(kind: "HStack", label: "HStack", role: .stack, frame: Rect(x: 0, y: 0, width: 41, height: 0),
                              placementProposal: ProposedSize(width: 41, height: 0), size: Size(width: 41, height: 0),
                              horizontalRule: AxisRule("stack"), verticalRule: AxisRule("stack"),
                              children: [text("a", 0), text("b", 21)])
        let result = LayoutResult(canvas: Size(width: 41, height: 0), safeArea: Rect(x: 0, y: 0, width: 41, height: 0),
                                  layoutDirection: .leftToRight, displayScale: 1, root: root, warnings: [])
        let figure = Figure(DiagramInput(id: "z", title: "flat", result: result, style: .compact))
        #expect(figure.labels.count == 2)
        #expect(!figure.labels[0].box.overlaps(figure.labels[1].box))
        let lowest = figure.labels.map { $0.box.maxY + figure.geometry.originY }.max()!
        #expect(figure.geometry.belowDiagramY >= lowest, "legend at \(figure.geometry.belowDiagramY), a label down to \(lowest)")
    }
}
