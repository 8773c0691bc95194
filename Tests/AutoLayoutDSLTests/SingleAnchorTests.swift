import Testing
import AutoLayoutDSL

/// Single typed anchors: every relation, constants, multipliers, and UIKit's method spelling.
@Suite("Typed anchors")
struct SingleAnchorTests {
    let button = LayoutView(name: "button"), label = LayoutView(name: "label")
    let container = LayoutView.container

    @Test("operators build the constraint UIKit's anchor methods would, constant and multiplier included")
    func texts() {
        #expect((button.leadingAnchor == container.leadingAnchor + 20).description == "button.leading == container.leading + 20")
        #expect((label.leadingAnchor >= button.trailingAnchor + 8).description == "label.leading >= button.trailing + 8")
        #expect((label.trailingAnchor <= container.trailingAnchor - 16).description
                == "label.trailing <= container.trailing - 16")
        #expect((button.topAnchor == label.firstBaselineAnchor).description == "button.top == label.firstBaseline")
        #expect((button.widthAnchor == label.widthAnchor * 0.5 + 10).description == "button.width == 0.5 * label.width + 10")
        #expect((button.heightAnchor == 2 * label.heightAnchor).description == "button.height == 2 * label.height")
        #expect((button.heightAnchor >= 44).description == "button.height >= 44")
        #expect((button.centerYAnchor == container.centerYAnchor - 4.5).description
                == "button.centerY == container.centerY - 4.5")
    }

    @Test("UIKit's method spelling gives the same constraints as the operators")
    func methods() {
        #expect(button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
                == (button.leadingAnchor == container.leadingAnchor + 20))
        #expect(button.widthAnchor.constraint(equalTo: label.widthAnchor, multiplier: 0.5, constant: 10)
                == (button.widthAnchor == label.widthAnchor * 0.5 + 10))
        #expect(button.heightAnchor.constraint(equalToConstant: 44) == (button.heightAnchor == 44))
        #expect(button.heightAnchor.constraint(lessThanOrEqualToConstant: 44) == (button.heightAnchor <= 44))
        #expect(label.topAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 8)
                == (label.topAnchor >= button.bottomAnchor + 8))
    }

    @Test("solved: a button 20 from the leading edge, a label 8 after it, half the container wide")
    func solved() throws {
        var problem = AutoLayoutProblem(width: 400, height: 300)
        problem.activate {
            button.leadingAnchor == container.leadingAnchor + 20
            button.topAnchor == container.topAnchor + 20
            button.widthAnchor == 80
            button.heightAnchor == 30
            label.leadingAnchor == button.trailingAnchor + 8
            label.widthAnchor == container.widthAnchor * 0.5
            label.centerYAnchor == button.centerYAnchor
            label.heightAnchor == 20
        }
        let layout = try problem.solve()
        #expect(layout[button] == SolvedFrame(x: 20, y: 20, width: 80, height: 30))
        #expect(layout[label] == SolvedFrame(x: 108, y: 25, width: 200, height: 20))
        #expect(layout["container"] == nil)
    }

    @Test("right to left, leading and trailing turn round and left stays left")
    func rightToLeft() throws {
        var problem = AutoLayoutProblem(width: 400, height: 300, direction: .rightToLeft)
        problem.activate {
            button.leadingAnchor == container.leadingAnchor + 20
            button.widthAnchor == 80
            label.leftAnchor == container.leftAnchor + 10
            label.widthAnchor == 50
            button.topAnchor == container.topAnchor
            label.topAnchor == container.topAnchor
            button.heightAnchor == 10
            label.heightAnchor == 10
        }
        let layout = try problem.solve()
        #expect(layout[button]?.x == 300)
        #expect(layout[label]?.x == 10)
    }

    @Test("activate registers each view once, in order of first mention, with its intrinsic size; guides too")
    func registration() throws {
        let title = LayoutView(name: "title", intrinsicWidth: 120, intrinsicHeight: 20)
        let guide = LayoutGuide("column")
        var problem = AutoLayoutProblem(width: 320, height: 200)
        problem.activate {
            guide.leadingAnchor == container.leadingAnchor + 16
            guide.trailingAnchor == container.trailingAnchor - 16
            guide.topAnchor == container.topAnchor
            guide.heightAnchor == 0
            title.leadingAnchor == guide.leadingAnchor
            title.topAnchor == guide.bottomAnchor + 10
        }
        #expect(problem.views.map(\.name) == ["column", "title"])
        #expect(problem.constraints.count == 6)
        let layout = try problem.solve()
        #expect(layout[guide] == SolvedFrame(x: 16, y: 0, width: 288, height: 0))
        // The intrinsic size came with the view: hugging and compression resistance decide its size.
        #expect(layout[title] == SolvedFrame(x: 16, y: 10, width: 120, height: 20))
    }
}

@Suite("Guides in the DSL")
struct GuideDSLTests {
    @Test("layoutMarginsGuide and the container's safeAreaLayoutGuide: the owner's frame, inset")
    func systemGuides() throws {
        let screen = LayoutView.container
        let card = LayoutView(name: "card"), title = LayoutView(name: "title")
        var problem = AutoLayoutProblem(width: 390, height: 844, safeArea: DirectionalInsets(top: 47, bottom: 34))
        problem.activate {
            card.horizontalEdges == screen.layoutMarginsGuide.horizontalEdges
            card.topAnchor == screen.safeAreaLayoutGuide.topAnchor
            card.heightAnchor == 100
            title.edges == card.layoutMarginsGuide.edges
        }
        #expect(problem.views.map(\.name) == ["card", "title"])
        #expect((title.topAnchor == card.layoutMarginsGuide.topAnchor).description == "title.top == card.layoutMarginsGuide.top")
        let layout = try problem.solve()
        #expect(layout[card] == SolvedFrame(x: 16, y: 47, width: 358, height: 100))
        #expect(layout[title] == SolvedFrame(x: 24, y: 55, width: 342, height: 84))
        #expect(layout[card.layoutMarginsGuide] == SolvedFrame(x: 24, y: 55, width: 342, height: 84))
        #expect(layout[screen.safeAreaLayoutGuide] == SolvedFrame(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("a LayoutGuide is registered as a guide: no content, and the model knows it is one")
    func freeGuide() {
        var problem = AutoLayoutProblem(width: 100, height: 100)
        let gap = LayoutGuide("gap")
        problem.activate { gap.widthAnchor == 10 }
        #expect(problem.views.first?.isGuide == true)
    }
}
