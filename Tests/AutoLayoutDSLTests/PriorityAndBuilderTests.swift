import Foundation
import Testing
import AutoLayoutDSL

@Suite("Priorities and the constraint builder")
struct PriorityAndBuilderTests {
    let box = LayoutView(name: "box"), other = LayoutView(name: "other")
    let container = LayoutView.container

    @Test("~ sets the priority of a constraint or of every constraint of a composite")
    func priorities() {
        #expect((box.widthAnchor == 300 ~ 750).priority == Priority(750))
        #expect((box.widthAnchor == 300 ~ 750).description == "box.width == 300 @750")
        #expect((box.widthAnchor == 300 ~ .defaultHigh).priority.value == 750)
        #expect((box.widthAnchor == 300 ~ .defaultLow).priority.value == 250)
        #expect((box.widthAnchor == 300 ~ .required).priority.isRequired)
        #expect((box.widthAnchor == 300 ~ 999.5).description == "box.width == 300 @999.5")
        #expect((box.widthAnchor == 300).priority.isRequired)
        #expect((box.size == 40 ~ 500).map(\.description) == ["box.width == 40 @500", "box.height == 40 @500"])
        var constraint = box.heightAnchor == 10
        constraint.priority = 1
        #expect(constraint.description == "box.height == 10 @1")
    }

    @Test("solved: a required width beats a 750 one, and the 750 one beats a 250 one")
    func priorityOrder() throws {
        func width(@ConstraintBuilder _ widths: () -> [AnchorConstraint]) throws -> Double? {
            var problem = AutoLayoutProblem(width: 400, height: 300)
            problem.activate {
                box.edges == container.edges + EdgeInsets(top: 0, leading: 0, bottom: 250, trailing: 0) ~ .defaultLow
                box.topAnchor == container.topAnchor
                box.leadingAnchor == container.leadingAnchor
                box.heightAnchor == 50
            }
            problem.activate(widths())
            return try problem.solve()[box]?.width
        }
        #expect(try width { box.widthAnchor == 300 ~ 750 } == 300)
        #expect(try width { box.widthAnchor == 300 ~ 750; box.widthAnchor <= 120 } == 120)
        #expect(try width { box.widthAnchor == 300 ~ 249 } == 400)
    }

    @Test("the builder takes single constraints, arrays, if/else, for and optionals, in the order written")
    func controlFlow() {
        let compact = true
        let views = (0..<3).map { LayoutView(name: "v\($0)") }
        let maybe: AnchorConstraint? = box.heightAnchor == 1
        let none: AnchorConstraint? = nil
        var problem = AutoLayoutProblem(width: 100, height: 100)
        problem.activate {
            box.widthAnchor == 10
            [box.heightAnchor >= 2, box.heightAnchor <= 3]
            box.center == container.center
            if compact {
                box.topAnchor == container.topAnchor
            } else {
                box.bottomAnchor == container.bottomAnchor
            }
            if !compact { box.leadingAnchor == container.leadingAnchor }
            for (index, view) in views.enumerated() {
                view.widthAnchor == Double(index * 10)
            }
            maybe
            none
        }
        #expect(problem.constraints.map(\.description) == [
            "box.width == 10", "box.height >= 2", "box.height <= 3", "box.centerX == container.centerX",
            "box.centerY == container.centerY", "box.top == container.top", "v0.width == 0", "v1.width == 10",
            "v2.width == 20", "box.height == 1"])
        #expect(problem.views.map(\.name) == ["box", "v0", "v1", "v2"])
    }

    @Test("a required conflict is reported as a minimal set with the newest written constraint broken")
    func conflict() throws {
        var problem = AutoLayoutProblem(width: 400, height: 300)
        problem.activate {
            box.edges == container.edges
            box.widthAnchor == 200
        }
        let layout = try problem.solve()
        #expect(layout.solution.conflicts.count == 1)
        let conflict = try #require(layout.solution.conflicts.first)
        #expect(layout.solution.reports[conflict.broken].constraint.description == "box.width == 200")
        #expect(conflict.constraints.map { layout.solution.reports[$0].constraint.description }
                == ["box.leading == container.leading", "box.trailing == container.trailing", "box.width == 200"])
    }
}
