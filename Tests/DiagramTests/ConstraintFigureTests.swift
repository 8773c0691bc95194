import Foundation
import Testing
@testable import Diagram
import LayoutCore

/// Auto Layout figures: the legend names exactly the gauge styles drawn, and a view's name label keeps clear of
/// the gauges' numbers.
@Suite("Constraint figures")
struct ConstraintFigureTests {
    /// `button` at (100, 40, 80×30) in a 400×160 container, with a trailing spacing gauge at its middle (the
    /// number sits right where the name label would go first) and the given gauge styles.
    static func input(_ statuses: [(priority: Double, status: ConstraintAnnotation.Status)]) -> DiagramInput {
        let button = PlacedNode(kind: "view", label: "button", role: .constraintView, name: "button",
                                frame: Rect(x: 100, y: 40, width: 80, height: 30),
                                placementProposal: ProposedSize(width: 80, height: 30), size: Size(width: 80, height: 30),
                                horizontalRule: AxisRule(""), verticalRule: AxisRule(""))
        let container = PlacedNode(kind: "container", label: "container", role: .container,
                                   frame: Rect(x: 0, y: 0, width: 400, height: 160),
                                   placementProposal: ProposedSize(width: 400, height: 160),
                                   size: Size(width: 400, height: 160), horizontalRule: AxisRule(""),
                                   verticalRule: AxisRule(""), children: [button])
        let constraints = statuses.enumerated().map { i, s in
            ConstraintAnnotation(text: "c\(i)", location: nil, priority: s.priority, status: s.status, error: 0,
                                 isSystem: false, isActive: true,
                                 gauge: .init(axis: .horizontal, from: 180, to: 400, cross: 55, label: "≥ 50"))
        }
        let result = LayoutResult(canvas: Size(width: 400, height: 160), safeArea: Rect(x: 0, y: 0, width: 400, height: 160),
                                  layoutDirection: .leftToRight, displayScale: 2, root: container, warnings: [],
                                  constraints: constraints)
        return DiagramInput(id: "gauges", title: "Gauges", result: result, charWidth: 10, lineHeight: 20)
    }

    static let legendTexts = ["constraint: an I-beam labelled with its constant", "optional constraint (dashed)",
                              "optional, not met (orange)", "broken to resolve a conflict (red)"]

    func legend(_ svg: String) -> [String] { Self.legendTexts.filter { svg.contains(">\($0)</text>") } }

    @Test("the legend lists the gauge styles the figure draws, and only those")
    func legendMatchesTheGauges() {
        #expect(legend(DiagramRenderer.svg(Self.input([(1000, .satisfied)]))) == [Self.legendTexts[0]])
        #expect(legend(DiagramRenderer.svg(Self.input([(250, .satisfied), (1000, .broken)])))
                == [Self.legendTexts[1], Self.legendTexts[3]])
        #expect(legend(DiagramRenderer.svg(Self.input([(750, .unsatisfied)]))) == [Self.legendTexts[2]])
        let svg = DiagramRenderer.svg(Self.input([(250, .satisfied)]))
        #expect(svg.contains("<g class=\"gauge gauge-opt\">"))
    }

    @Test("the name label does not cover a gauge's number")
    func labelAvoidsGaugeNumbers() throws {
        let input = Self.input([(1000, .satisfied)])
        let boxes = ConstraintGauges.labelBoxes(input.result.constraints)
        #expect(boxes.count == 1)
        let tree = FigureTree(input.result.root)
        let band = FigureGeometry.labelBand(result: input.result, tree: tree, crop: .canvas)
        let label = try #require(NameLabels.place(tree, direction: .leftToRight,
                                                  obstacles: LabelObstacles(boxes: boxes, minY: band.minY, maxY: band.maxY)).first)
        #expect(!boxes.contains { $0.overlaps(label.box) }, "\(label.box)")
        // Without the gauge, the label takes its usual place on the trailing side, over the middle.
        let free = try #require(NameLabels.place(tree, direction: .leftToRight,
                                                 obstacles: LabelObstacles(boxes: [], minY: band.minY, maxY: band.maxY)).first)
        #expect(free.box.minX == 185 && free.box.minY == 48)
        // With it, the next free place: above (the leading side would cross the container's edge).
        #expect(label.box.minX == 100 && label.box.minY == 24, "\(label.box)")
    }
}
