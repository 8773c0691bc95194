import ConstraintLayout
import Testing
@testable import ScenarioKit
@testable import Build

/// Constraints written in Swift inside a scenario's `constraints:` block — the anchor DSL and UIKit's anchor API —
/// read with SwiftParser, mixed with VFL and FrameLab's equations.
@Suite("Swift constraints in scenarios")
struct AnchorSourceTests {
    let views: Set<String> = ["box", "red", "label"]

    func parse(_ block: String, metrics: [String: Double] = [:]) -> (texts: [String], errors: [String]) {
        let parsed = ConstraintBlock.parse(block, metrics: metrics, views: views, settings: AutoLayoutSettings())
        return (parsed.constraints.map(\.canonicalText), parsed.errors.map { "\($0.line):\($0.column): \($0.message)" })
    }

    /// The constraints of `swift` equal those of `equation`, FrameLab's own syntax.
    func same(_ swift: String, _ equation: String) -> Bool {
        let a = parse(swift), b = parse(equation)
        return a.errors.isEmpty && b.errors.isEmpty && !a.texts.isEmpty && a.texts == b.texts
    }

    @Test("the DSL means what FrameLab's equations mean: insets inset, constants shift, ~ is the priority")
    func dslForms() {
        #expect(same("box.horizontalEdges == container.horizontalEdges + EdgeInsets(horizontal: 40)",
                     "box.horizontalEdges == container.horizontalEdges.inset(leading: 40, trailing: 40)"))
        #expect(same("box.edges == red.edges + EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
                     "box.edges == red.edges.inset(top: 1, leading: 2, bottom: 3, trailing: 4)"))
        #expect(same("box.edges == red.edges + EdgeInsets(8)", "box.edges == red.edges.inset(8)"))
        #expect(same("box.edges == red.edges - EdgeInsets(8) ~ 750", "box.edges == red.edges.inset(-8) @750"))
        #expect(same("box.verticalEdges == red.verticalEdges + UIEdgeInsets(top: 5, left: 1, bottom: 6, right: 2) ~ 999",
                     "box.verticalEdges == red.verticalEdges.inset(top: 5, bottom: 6) @999"))
        #expect(same("box.edges == red.edges + 40 ~ 751", "box.edges == red.edges + 40 @751"))
        #expect(same("box.widthAnchor == 300 ~ 750", "box.width == 300 @750"))
        #expect(same("box.widthAnchor == 300 ~ .defaultHigh", "box.width == 300 @750"))
        #expect(same("box.widthAnchor <= 300 ~ .defaultLow - 1", "box.width <= 300 @249"))
        #expect(same("box.widthAnchor >= 3 ~ UILayoutPriority(rawValue: 999)", "box.width >= 3 @999"))
        #expect(same("box.widthAnchor >= 3 ~ NSLayoutConstraint.Priority.defaultHigh", "box.width >= 3 @750"))
        #expect(same("box.heightAnchor == 2 * red.heightAnchor + 4", "box.height == 2 * red.height + 4"))
        #expect(same("box.widthAnchor == red.widthAnchor * 0.5 - 1", "box.width == 0.5 * red.width - 1"))
        #expect(same("box.size == CGSize(width: 120, height: 80)", "box.size == (120, 80)"))
        #expect(same("box.size == 40 ~ .defaultHigh", "box.size == 40 @750"))
        #expect(same("box.center == red.center", "box.center == red.center"))
        #expect(same("box.leadingAnchor == label.trailingAnchor + gap", "box.leading == label.trailing + 12")
                == false)  // without the metric, `gap` is unknown …
        let withMetric = parse("box.leadingAnchor == label.trailingAnchor + gap", metrics: ["gap": 12])
        #expect(withMetric.texts == ["box.leading == label.trailing + 12"])  // … with it, a number, as in VFL
    }

    @Test("UIKit's anchor API as pasted from an app: constraint(…), activate([…]) over several lines, isActive")
    func uikitForms() {
        let block = """
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),   // a comment
                box.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            box.topAnchor.constraint(equalTo: self.view.topAnchor).isActive = false
            label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8).isActive = true
            """
        let parsed = parse(block)
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.texts == ["box.leading == container.leading + 20", "box.width == 0.5 * red.width",
                                 "box.height >= 44", "label.top == box.bottom + 8"])
    }

    @Test("VFL, equations and Swift mix; constraints keep the order of their lines and point at them")
    func mixedOrder() {
        let block = """
            H:|-[box]
            box.widthAnchor == 100 ~ 750
            # a FrameLab comment
            box.top == container.top
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: box.trailingAnchor)
            ])
            red.size == 10
            """
        let parsed = ConstraintBlock.parse(block, metrics: [:], views: views, settings: AutoLayoutSettings())
        #expect(parsed.errors.isEmpty)
        #expect(parsed.constraints.map(\.canonicalText) == [
            "box.leading == container.leading + 20", "box.width == 100 @750", "box.top == container.top",
            "label.leading == box.trailing", "red.width == 10", "red.height == 10"])
        #expect(parsed.constraints.map(\.source.line) == [1, 2, 4, 6, 8, 8])
        #expect(parsed.constraints[3].source.column == 5)
        // As written, for reports: the whole expression, on one line.
        #expect(parsed.constraints[1].source.text == "box.widthAnchor == 100 ~ 750")
        #expect(parsed.constraints[3].source.text == "label.leadingAnchor.constraint(equalTo: box.trailingAnchor)")
    }

    @Test("errors point at the line and column, with the fix when there is a likely one")
    func errors() {
        #expect(parse("box.leadingAnchor == red.topAnchor").errors
                == ["1:1: cannot relate a horizontal attribute to a vertical one (leading and top)"])
        #expect(parse("box.widthAnchor == rd.widthAnchor").errors
                == ["1:20: unknown view 'rd'; did you mean 'red'? the views are 'box', 'label', 'red', 'container'"])
        #expect(parse("box.leadingAnchr == red.leadingAnchor").errors
                == ["1:5: 'leadingAnchr' is not an anchor; did you mean 'leadingAnchor'?"])
        #expect(parse("box.widthAnchor == 1 ~ .defaultHihg").errors.first?.hasPrefix("1:24: unknown priority '.defaultHihg'") == true)
        #expect(parse("box.edges <= red.edges + EdgeInsets(4)").errors
                == ["1:11: edges are related with == only; write each edge's inequality on its own line"])
        #expect(parse("box.size == red.size + EdgeInsets(4)").errors
                == ["1:13: only edges, horizontalEdges and verticalEdges take insets, not size"])
        #expect(parse("box.edges == red.size ~ 750").errors == ["1:14: edges can only be related to another view's edges, not size"])
        #expect(parse("box.widthAnchor + 1 == red.widthAnchor ~ 750").errors.first?.hasPrefix("1:1: the left side") == true)
        #expect(parse("box.widthAnchor == EdgeInsets(4) ~ 750").errors == ["1:1: cannot relate an anchor to edge insets"])
        #expect(parse("box.widthAnchor == (10 ~ 750").errors.first?.hasPrefix("1:") == true)
        #expect(parse("NSLayoutConstraint.activate([\n  box.widthAnchor.constraint(equalTo: red.topAnchor),\n])").errors
                == ["2:3: cannot relate a horizontal attribute to a vertical one (width and top)"])
        // An error on one line leaves the others read and reported.
        let two = parse("box.widthAnchor == rd.widthAnchor ~ 1\nbox.heightAnchor == 5 ~ 2000\nbox.widthAnchor == 9 ~ 1")
        #expect(two.errors.count == 2)
        #expect(two.errors.last == "2:1: priority 2000 is outside 1…1000")
    }

    @Test("in a scenario file: solved as written, errors at file:line:column")
    func scenarioFile() throws {
        let yaml = """
            title: t
            settings:
              canvas: {width: 400, height: 240}
            scenarios:
              - id: inset
                views:
                  red: {}
                  box: {}
                constraints: |
                  red.leadingAnchor == container.leadingAnchor + 40
                  red.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                  red.size == CGSize(width: 200, height: 120)
                  box.edges == red.edges + EdgeInsets(40)
                expect:
                  box: {x: 80, y: 80, width: 120, height: 40}
              - id: bad
                views:
                  box: {}
                constraints: |
                  box.widthAnchor == box.heightAnchor * 2
                  box.centerXAnchor == container.centerYAnchor
            """
        let loaded = ScenarioLoader.parse(yaml, relativePath: "t.yaml", displayPath: "t.yaml")
        #expect(loaded.diagnostics.isEmpty)
        let report = ScenarioBuild.run(files: [loaded], jobs: 1)
        #expect(report.diagnostics.map(\.description) == [
            "t.yaml:21:7: error: cannot relate a horizontal attribute to a vertical one (centerX and centerY)"])
        #expect(report.failures.isEmpty)
        #expect(report.results.count == 1)
    }
}

/// SwiftParser's time doubles with each `[` open at once; such source is refused before it is parsed (found by fuzzing:
/// 22 unclosed `[` in a view took over a minute).
@Suite("Deeply nested square brackets")
struct SquareBracketGuardTests {
    @Test("more than 10 '[' open at once is an error at the 11th, in a view and in Swift constraints; strings do not count")
    func refused() {
        let eleven = String(repeating: "[", count: 11)
        #expect(SquareBracketGuard.firstTooDeep("a" + eleven) == 11)
        #expect(SquareBracketGuard.firstTooDeep(String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "[") == nil)
        #expect(SquareBracketGuard.firstTooDeep("Text(\"\(eleven)\\\"\(eleven)\")") == nil)
        let view = ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            scenarios:
              - id: a
                view: |
                  Text("a").b\(eleven)ackground(.bar)
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
        #expect(view.diagnostics.map(\.description) == [
            "t.yaml:5:28: error: more than 10 '[' open at once; FrameLab does not read arrays or subscripts nested this deep"])
        let parsed = ConstraintBlock.parse("x.widthAnchor == \(eleven)1", metrics: [:], views: ["x"], settings: AutoLayoutSettings())
        #expect(parsed.errors.map { "\($0.line):\($0.column): \($0.message)" } == [
            "1:28: more than 10 '[' open at once; FrameLab does not read arrays or subscripts nested this deep"])
    }
}

/// App code pasted around its constraints: `let` bindings, `priority` set before activation, and the calls that build
/// the hierarchy or turn off autoresizing masks.
@Suite("Pasted UIKit code")
struct PastedUIKitCodeTests {
    @Test("let binds guides, numbers and inactive constraints; priority and isActive act on them; the rest is ignored")
    func pasted() throws {
        let block = """
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            let margins = view.layoutMarginsGuide
            let spacing: CGFloat = 12
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            width.priority = .defaultHigh
            let unused = box.heightAnchor.constraint(equalToConstant: 5)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: spacing),
                width,
            ])
            """
        let parsed = ConstraintBlock.parse(block, metrics: [:], views: ["label", "box"], settings: AutoLayoutSettings())
        #expect(parsed.errors.isEmpty, "\(parsed.errors)")
        #expect(parsed.constraints.map(\.canonicalText) == [
            "box.width == 100 @750", "label.leading == container.layoutMarginsGuide.leading", "box.leading == label.trailing + 12"])
        #expect(parsed.constraints[0].source.text == "box.widthAnchor.constraint(equalToConstant: 100) @750")
    }

    @Test("what cannot be modelled is an error that says what to write instead")
    func refused() {
        func errors(_ block: String) -> [String] {
            ConstraintBlock.parse(block, metrics: [:], views: ["label"], settings: AutoLayoutSettings()).errors.map(\.message)
        }
        #expect(errors("label.translatesAutoresizingMaskIntoConstraints = true") == [
            "FrameLab lays out with constraints only: an autoresizing mask's constraints are not modelled; set it to false"])
        #expect(errors("let guide = UILayoutGuide()") == ["declare the guide in the scenario instead: layoutGuides: [guide]"])
        #expect(errors("label.widthAnchor.priority = .defaultHigh").first?.hasPrefix("set priority on a constraint bound with let") == true)
    }
}
