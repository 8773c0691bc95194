import Testing
@testable import ConstraintLayout

/// Subviews, layout guides, `layoutMarginsGuide` and the container's `safeAreaLayoutGuide`.
@Suite("Auto Layout: hierarchies and layout guides")
struct HierarchyAndGuideTests {
    func errors(_ views: [LayoutView], _ block: String) -> [String] {
        ConstraintScript.parse(block, metrics: [:], views: Set(views.map(\.name)), settings: AutoLayoutSettings(),
                               superviews: views.superviews,
                               guides: views.guideNames).errors.map(\.message)
    }

    @Test("a view's layoutMarginsGuide is its frame inset by 8 on each side, or by its own margins")
    func viewMargins() throws {
        let views = [LayoutView(name: "card"), LayoutView(name: "title", superview: "card"),
                     LayoutView(name: "wide", layoutMargins: DirectionalInsets(top: 1, leading: 30, bottom: 2, trailing: 10)),
                     LayoutView(name: "inner", superview: "wide")]
        let (_, f) = try solve(views, """
            card.edges == container.edges.inset(top: 10, leading: 20, bottom: 190, trailing: 180)
            title.edges == card.layoutMarginsGuide.edges
            wide.leading == container.leading
            wide.top == container.top + 150
            wide.size == (200, 50)
            inner.edges == wide.layoutMarginsGuide.edges
            """)
        #expect(f["card"] == SolvedFrame(x: 20, y: 10, width: 200, height: 100))
        #expect(f["title"] == SolvedFrame(x: 28, y: 18, width: 184, height: 84))
        #expect(f["inner"] == SolvedFrame(x: 30, y: 151, width: 160, height: 47))
    }

    @Test("in right to left, the leading margin is on the right")
    func rightToLeftMargins() throws {
        let views = [LayoutView(name: "card", layoutMargins: DirectionalInsets(top: 0, leading: 30, bottom: 0, trailing: 10)),
                     LayoutView(name: "title", superview: "card")]
        let (_, f) = try solve(views, """
            card.edges == container.edges.inset(top: 0, leading: 100, bottom: 200, trailing: 100)
            title.edges == card.layoutMarginsGuide.edges
            """, settings: AutoLayoutSettings(direction: .rightToLeft))
        // card: x 100…300; leading (30) on the right, trailing (10) on the left.
        #expect(f["title"] == SolvedFrame(x: 110, y: 0, width: 160, height: 100))
    }

    @Test("the container's margins: at least the root view's 16 leading and trailing, measured from the safe area")
    func containerMargins() throws {
        let views = [LayoutView(name: "label")]
        let block = """
            label.edges == container.layoutMarginsGuide.edges
            """
        let safe = DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        let (_, plain) = try solve(views, block, settings: AutoLayoutSettings(containerWidth: 390, containerHeight: 844, safeArea: safe))
        #expect(plain["label"] == SolvedFrame(x: 16, y: 47, width: 358, height: 763))
        // A custom margin below the minimum is raised to it; one above it holds (Apple, systemMinimumLayoutMargins).
        let custom = AutoLayoutSettings(containerWidth: 390, containerHeight: 844, safeArea: safe,
                                        containerMargins: DirectionalInsets(top: 8, leading: 10, bottom: 0, trailing: 24))
        let (_, raised) = try solve(views, block, settings: custom)
        #expect(raised["label"] == SolvedFrame(x: 16, y: 55, width: 350, height: 755))
        let (_, safeArea) = try solve(views, "label.edges == container.safeAreaLayoutGuide.edges",
                                      settings: AutoLayoutSettings(containerWidth: 390, containerHeight: 844, safeArea: safe))
        #expect(safeArea["label"] == SolvedFrame(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("a layout guide constrains like a view: two guides of equal width centre a view between two others")
    func freeGuides() throws {
        let views = [LayoutView(name: "a"), LayoutView(name: "b"), LayoutView(name: "gap1", isGuide: true),
                     LayoutView(name: "gap2", isGuide: true), LayoutView(name: "mid")]
        let (_, f) = try solve(views, """
            H:|[a(40)][gap1][mid(20)][gap2(==gap1)][b(60)]|
            V:|[a(10)]
            V:|[b(10)]
            V:|[mid(10)]
            V:|[gap1(1)]
            V:|[gap2(1)]
            """)
        // 400 − 40 − 20 − 60 = 280 for the two guides: 140 each.
        #expect(f["gap1"] == SolvedFrame(x: 40, y: 0, width: 140, height: 1))
        #expect(f["mid"]?.x == 180)
    }

    @Test("VFL's | is the views' own superview; a constraint across branches relates canvas positions")
    func superviewsInVFL() throws {
        let views = [LayoutView(name: "left"), LayoutView(name: "right"),
                     LayoutView(name: "a", superview: "left"), LayoutView(name: "b", superview: "right")]
        let (_, f) = try solve(views, """
            H:|-10-[left(150)]-20-[right(150)]
            V:|-10-[left(100)]
            V:|-10-[right(100)]
            H:|-[a]-|
            V:|-[a]
            a.height == 20
            b.leading == a.trailing + 5
            b.trailing == right.trailing
            b.top == a.bottom
            b.height == 20
            """)
        #expect(f["a"] == SolvedFrame(x: 30, y: 30, width: 110, height: 20))
        // b starts 5 after a ends (145) even though they are in different superviews: the common ancestor's
        // coordinates and the canvas's differ by the same offset on both sides.
        #expect(f["b"] == SolvedFrame(x: 145, y: 50, width: 185, height: 20))
    }

    @Test("items that are not there, and what guides do not have, are errors")
    func validation() {
        let views = [LayoutView(name: "card"), LayoutView(name: "g", isGuide: true), LayoutView(name: "x", superview: "card")]
        #expect(errors(views, "card.top == card.safeAreaLayoutGuide.top") == [
            "only the container's safeAreaLayoutGuide is modelled; relate 'card' to container.safeAreaLayoutGuide"])
        #expect(errors(views, "card.top == g.layoutMarginsGuide.top") == ["a layout guide has no layoutMarginsGuide of its own"])
        #expect(errors(views, "card.firstBaseline == g.top") == [])
        #expect(errors(views, "card.top == g.lastBaseline") == ["'g' is a guide and has no baseline"])
        #expect(errors(views, "card.top == container.layoutMarginsGuide.firstBaseline")
                == ["'container.layoutMarginsGuide' is a guide and has no baseline"])
        #expect(errors(views, "container.layoutMarginsGuide.top == container.top") == [
            "a constraint must involve a view, not only the container"])
        #expect(errors(views, "H:|[card][x]") == ["'|' needs the views in one superview: 'card' is in 'container', 'x' in 'card'"])
        #expect(errors(views, "H:[card][x]") == [])
    }
}
