import ConstraintLayout
import LayoutCore
import Testing
@testable import ScenarioKit
@testable import Build

/// `subviews:`, `layoutGuides:` and `directionalLayoutMargins:` in Auto Layout scenarios.
@Suite("Auto Layout scenarios: hierarchies and guides")
struct ConstraintHierarchyTests {
    func build(_ yaml: String) -> BuildReport {
        ScenarioBuild.run(files: [ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
    }

    @Test("subviews nest in the result, frames are in canvas coordinates, the safe area and guides are drawn")
    func nested() throws {
        let report = build("""
            title: t
            settings:
              canvas: {width: 390, height: 300}
              safeArea: {top: 47, bottom: 34}
            scenarios:
              - id: card
                views:
                  card:
                    directionalLayoutMargins: {leading: 20, trailing: 20}
                    subviews:
                      title: {intrinsic: {width: 120, height: 22}}
                    layoutGuides: [inner]
                layoutGuides: [column]
                constraints: |
                  card.horizontalEdges == container.layoutMarginsGuide.horizontalEdges
                  card.top == container.safeAreaLayoutGuide.top + 10
                  card.height == 100
                  H:|-[title]-|
                  title.topAnchor == card.layoutMarginsGuide.topAnchor
                  inner.edges == card.layoutMarginsGuide.edges
                  column.leadingAnchor == view.safeAreaLayoutGuide.leadingAnchor
                  column.widthAnchor == 10
                  column.verticalEdges == container.safeAreaLayoutGuide.verticalEdges
                expect:
                  card: {x: 16, y: 57, width: 358, height: 100}
                  title: {x: 36, y: 65, width: 318, height: 22}
                  inner: {x: 36, y: 65, width: 318, height: 84}
                  column: {x: 0, y: 47, width: 10, height: 219}
            """)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.failures.isEmpty, "\(report.failures)")
        let layout = try #require(report.results.first?.layout)
        #expect(layout.root.children.map(\.name) == ["card", "column"])
        #expect(layout.root.children[0].children.map(\.name) == ["title", "inner"])
        #expect(layout.root.children[0].children[1].role == .layoutGuide)
        #expect(layout.root.children[1].label == "column (layout guide)")
        #expect(layout.safeArea == Rect(x: 0, y: 47, width: 390, height: 219))
    }

    @Test("a custom container margin below the root view's minimum is raised to it")
    func containerMargins() {
        let report = build("""
            title: t
            scenarios:
              - id: a
                views: {label: {}}
                directionalLayoutMargins: {top: 12, leading: 4, trailing: 30}
                constraints: |
                  label.edges == container.layoutMarginsGuide.edges
                expect:
                  label: {x: 16, y: 12, width: 354, height: 288}
            """)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.failures.isEmpty, "\(report.failures)")
    }

    @Test("a name used twice, a guide list that is not a list, and an unknown key in a view are errors")
    func errors() {
        let loaded = ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: a
                views:
                  card:
                    subviews: {card: {}}
                    margins: {top: 1}
                layoutGuides: column
                constraints: |
                  card.width == 10
            """, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.map(\.description) == [
            "t.yaml:7:9: error: unknown key 'margins' in the view 'card'; expected one of: intrinsic, hugging, compression, "
                + "baseline, directionalLayoutMargins, subviews, layoutGuides, stackView, arrangedSubviews, isHidden",
            "t.yaml:8:19: error: expected a list of guide names for 'layoutGuides', as in [column, gap]",
            "t.yaml:5:7: error: the name 'card' is used twice; views and guides need names of their own",
        ])
    }
}

/// Seed 004's debugging aids: the constraints affecting one view's axis, and what would pin an ambiguous attribute.
@Suite("Auto Layout debugging aids")
struct ConstraintDebuggingTests {
    static let yaml = """
        title: t
        scenarios:
          - id: a
            views:
              a: {intrinsic: {width: 50, height: 20}}
              b: {intrinsic: {width: 60, height: 20}}
              lone: {}
            constraints: |
              H:|-[a]-[b]
              V:|-10-[a]
              b.top == a.top
              lone.leading == container.leading + 5
              lone.width == 10
              lone.top == container.top
        """

    func result() throws -> ScenarioResult {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse(Self.yaml, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        return try #require(report.results.first)
    }

    @Test("--affecting lists the group a view is solved with on that axis, pinning ones marked")
    func affecting() throws {
        let text = try #require(Explanation.affecting(try result(), view: "b", horizontal: true))
        #expect(text == """
            t.yaml: scenario 'a': 6 constraints affect b.horizontal (constraintsAffectingLayout(for: .horizontal))
                pins  satisfied  a.width <= 50 @250 (content hugging)
                pins  satisfied  a.width >= 50 @750 (compression resistance)
                pins  satisfied  b.width <= 60 @250 (content hugging)
                pins  satisfied  b.width >= 60 @750 (compression resistance)
                pins  satisfied  H:|-[a]  (t.yaml:9:10)
                pins  satisfied  H:[a]-[b]  (t.yaml:9:14)

            """)
        // lone is solved on its own: only its own constraints affect it.
        let lone = try #require(Explanation.affecting(try result(), view: "lone", horizontal: true))
        #expect(lone.hasPrefix("t.yaml: scenario 'a': 2 constraints affect lone.horizontal"))
        #expect(Explanation.affecting(try result(), view: "nobody", horizontal: true) == nil)
    }

    @Test("an ambiguous attribute comes with the constraint that would pin it where this layout put it")
    func ambiguity() throws {
        let warnings = try result().layout.warnings
        #expect(warnings.contains("Ambiguous layout: lone.height not determined by the constraints (another layout "
                                  + "satisfies them equally well); these would pin it where this layout puts lone: lone.height == 0"))
    }
}

@Suite("Auto Layout scenarios: stack views")
struct StackViewScenarioTests {
    @Test("stackView: settings are read with UIKit's names; mistakes are errors with a suggestion")
    func errors() {
        let loaded = ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: a
                views:
                  row:
                    stackView: {axis: horizontal, distribution: fillEqualy, alignment: .center, spacing: 8}
                    arrangedSubviews:
                      x: {isHidden: maybe}
                  plain:
                    arrangedSubviews: {y: {}}
                constraints: |
                  row.width == 10
            """, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.map(\.description) == [
            "t.yaml:6:53: error: expected fill, fillEqually, fillProportionally, equalSpacing, equalCentering for "
                + "'distribution', got 'fillEqualy'; did you mean 'fillEqually'?",
            "t.yaml:8:25: error: expected true or false for 'isHidden'",
            "t.yaml:10:9: error: 'arrangedSubviews' belong to a stack view; add 'stackView: {axis: horizontal}' to 'plain'",
        ])
        let valid = ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: a
                views:
                  row:
                    stackView: {axis: vertical, distribution: equalSpacing, alignment: .center, spacing: 8,
                                isLayoutMarginsRelativeArrangement: true}
                    arrangedSubviews: {x: {}, y: {isHidden: true}}
                constraints: |
                  row.width == 10
            """, relativePath: "t.yaml", displayPath: "t.yaml")
        let views = valid.file?.scenarios.first?.constraints?.views ?? []
        #expect(views.first?.stack == StackViewConfig(axis: .vertical, spacing: 8, distribution: .equalSpacing, alignment: .center,
                                                      isLayoutMarginsRelativeArrangement: true, arranged: ["x", "y"]))
        #expect(views.map(\.superview) == [nil, "row", "row"])
        #expect(views.map(\.isHidden) == [false, false, true])
    }
}

/// `view:` with `autoLayout:`: both engines' answers in one figure, on one ruler.
@Suite("SwiftUI beside Auto Layout")
struct EngineComparisonTests {
    @Test("both sides are laid out as their own scenarios would be; the Auto Layout container sits under the SwiftUI view")
    func combined() throws {
        let report = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            settings: {canvas: {width: 400, height: 300}, text: {charWidth: 10, lineHeight: 20}}
            scenarios:
              - id: a
                view: |
                  VStack(alignment: .leading, spacing: 10) {
                      Text("12345").lineLimit(1).frame(minWidth: 150, maxWidth: 200).id("subject")
                  }
                  .frame(width: 100)
                autoLayout:
                  canvas: {width: 100, height: 60}
                  expectConflict: true
                  views:
                    label: {intrinsic: {width: 50, height: 20}}
                  constraints: |
                    H:|[label]-(>=0)-|
                    V:|-20-[label]
                    label.width >= 150
                expect:
                  subject: {width: 150}
                  label: {x: 0, width: 50}
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.failures.isEmpty, "\(report.failures)")
        let layout = try #require(report.results.first?.layout)
        // The SwiftUI view's outer frame is at (150, 140, 100, 20): the container goes at x 150, 30 below it.
        let container = try #require(layout.root.children.last)
        #expect(container.label == "Auto Layout container")
        #expect(container.frame == Rect(x: 150, y: 190, width: 100, height: 60))
        #expect(layout.node(named: "label")?.frame == Rect(x: 150, y: 210, width: 50, height: 20))
        #expect(layout.node(named: "subject")?.frame == Rect(x: 125, y: 140, width: 150, height: 20))
        #expect(layout.warnings.contains { $0.hasPrefix("Auto Layout: Unable to simultaneously satisfy constraints") })
        #expect(layout.canvas == Size(width: 400, height: 300))
    }

    @Test("autoLayout needs a SwiftUI view to compare with")
    func needsView() {
        let loaded = ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: a
                autoLayout: {views: {x: {}}, constraints: "x.width == 1"}
            """, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.map(\.description).contains(
            "t.yaml:4:5: error: 'autoLayout' compares an Auto Layout layout with the scenario's SwiftUI 'view'; add 'view'"))
    }

    @Test("every generated side-by-side case agrees with both engines, and its sentence names both widths")
    func atlas() throws {
        let file = try #require(EngineComparisonAtlas.files().first)
        let loaded = ScenarioLoader.parse(file.contents, relativePath: file.path, displayPath: file.path)
        #expect(loaded.diagnostics.isEmpty)
        let report = ScenarioBuild.run(files: [loaded], jobs: 2)
        #expect(report.results.count == 75)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(3))")
        let first = try #require(report.results.first { $0.scenario.id == "intrinsic-lt-parent-lt-min-lt-max" })
        #expect(first.scenario.caption == "(intrinsic) < parent < min < max — SwiftUI gives 150 and Auto Layout 50: SwiftUI "
                + "clamps the parent's proposal (100) into [150, 200] and ignores the text's 50, overflowing the parent, while "
                + "Auto Layout clamps the label's intrinsic 50 into [0, 100] after breaking width >= 150, which cannot fit in the parent.")
    }
}
