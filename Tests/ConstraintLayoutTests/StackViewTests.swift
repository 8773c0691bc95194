import Testing
@testable import ConstraintLayout

/// UIStackView's generated constraints, per distribution and alignment, against numbers worked out by hand from the
/// constraints Apple's documentation describes: labels of intrinsic width 60, 100 and 40 in a stack 300 wide at x 20.
@Suite("UIStackView")
struct StackViewTests {
    func frames(_ config: StackViewConfig, hidden: Set<String> = [], lastHugging: Priority = .defaultLow,
                heights: [Double] = [20, 30, 20]) throws -> [String: SolvedFrame] {
        var config = config
        config.arranged = ["a", "b", "c"]
        let widths = [60.0, 100, 40]
        var views = [LayoutView(name: "row", stack: config)]
        for (index, name) in ["a", "b", "c"].enumerated() {
            views.append(LayoutView(name: name, intrinsicWidth: widths[index], intrinsicHeight: heights[index],
                                    horizontalHugging: name == "c" ? lastHugging : .defaultLow, superview: "row",
                                    isHidden: hidden.contains(name)))
        }
        let (solution, f) = try solve(views, "H:|-20-[row(300)]\nV:|-20-[row]")
        #expect(solution.conflicts.isEmpty)
        return f
    }

    @Test("fill: exact spacing; the view with the lowest hugging priority takes what is left")
    func fill() throws {
        let f = try frames(StackViewConfig(spacing: 10, alignment: .center), lastHugging: Priority(249))
        #expect(f["a"] == SolvedFrame(x: 20, y: 25, width: 60, height: 20))
        #expect(f["b"] == SolvedFrame(x: 90, y: 20, width: 100, height: 30))
        #expect(f["c"] == SolvedFrame(x: 200, y: 25, width: 120, height: 20))
        #expect(f["row"]?.height == 30)
    }

    @Test("fill with equal hugging is ambiguous, as Xcode says (\"Priority Ambiguity\")")
    func fillAmbiguity() throws {
        var config = StackViewConfig(spacing: 10)
        config.arranged = ["a", "b"]
        let views = [LayoutView(name: "row", stack: config),
                     LayoutView(name: "a", intrinsicWidth: 60, intrinsicHeight: 20, superview: "row"),
                     LayoutView(name: "b", intrinsicWidth: 100, intrinsicHeight: 20, superview: "row")]
        let (solution, _) = try solve(views, "H:|-20-[row(300)]\nV:|-20-[row]")
        #expect(solution.ambiguities.map(\.view).sorted() == ["a", "b"])
    }

    @Test("fillEqually: (300 − 20) / 3 each; alignment fill: the stack as tall as the tallest")
    func fillEqually() throws {
        let f = try frames(StackViewConfig(spacing: 10, distribution: .fillEqually))
        #expect(abs(f["a"]!.width - 280.0 / 3) < 1e-9)
        #expect(abs(f["b"]!.x - (20 + 280.0 / 3 + 10)) < 1e-9)
        #expect(abs(f["c"]!.width - 280.0 / 3) < 1e-9)
        #expect(f["a"]?.height == 30 && f["c"]?.height == 30 && f["row"]?.height == 30)
    }

    @Test("fillProportionally: intrinsic / total of the stack; with spacing, the last view gives way (999 − i)")
    func fillProportionally() throws {
        let flush = try frames(StackViewConfig(distribution: .fillProportionally))
        #expect([flush["a"]!.width, flush["b"]!.width, flush["c"]!.width].map { ($0 * 1e6).rounded() / 1e6 } == [90, 150, 60])
        let spaced = try frames(StackViewConfig(spacing: 10, distribution: .fillProportionally))
        #expect([spaced["a"]!.width, spaced["b"]!.width, spaced["c"]!.width] == [90, 150, 40])
    }

    @Test("equalSpacing: intrinsic widths, equal gaps of (300 − 200) / 2; equalCentering: equally spaced centres")
    func equalDistributions() throws {
        let spacing = try frames(StackViewConfig(spacing: 10, distribution: .equalSpacing, alignment: .center))
        #expect([spacing["a"]!.x, spacing["b"]!.x, spacing["c"]!.x] == [20, 130, 280])
        let centring = try frames(StackViewConfig(spacing: 10, distribution: .equalCentering, alignment: .center))
        #expect([centring["a"]!.x, centring["b"]!.x, centring["c"]!.x] == [20, 125, 280])
    }

    @Test("equalCentering gives way to the minimum spacing when the centres cannot be equally spaced")
    func equalCenteringYieldsToSpacing() throws {
        // Stack 300: a 200 wide, b 10, c 10: equal centres would overlap a and b; spacing 10 holds instead.
        var config = StackViewConfig(spacing: 10, distribution: .equalCentering, alignment: .center)
        config.arranged = ["a", "b", "c"]
        let views = [LayoutView(name: "row", stack: config),
                     LayoutView(name: "a", intrinsicWidth: 200, intrinsicHeight: 20, superview: "row"),
                     LayoutView(name: "b", intrinsicWidth: 10, intrinsicHeight: 20, superview: "row"),
                     LayoutView(name: "c", intrinsicWidth: 10, intrinsicHeight: 20, superview: "row")]
        let (solution, f) = try solve(views, "H:|-20-[row(300)]\nV:|-20-[row]")
        #expect(solution.conflicts.isEmpty)
        #expect(f["a"] == SolvedFrame(x: 20, y: 20, width: 200, height: 20))
        #expect(f["b"]?.x == 230)  // as close to the equal-centre position (212.5) as the spacing allows
        #expect(f["c"]?.x == 310)
    }

    @Test("alignments across the axis: top, center, bottom, firstBaseline, lastBaseline")
    func alignments() throws {
        let top = try frames(StackViewConfig(spacing: 10, alignment: .top), lastHugging: Priority(249))
        #expect([top["a"]!.y, top["b"]!.y, top["c"]!.y] == [20, 20, 20])
        let bottom = try frames(StackViewConfig(spacing: 10, alignment: .bottom), lastHugging: Priority(249))
        #expect([bottom["a"]!.y, bottom["b"]!.y, bottom["c"]!.y] == [30, 20, 30])
        let first = try frames(StackViewConfig(spacing: 10, alignment: .firstBaseline), lastHugging: Priority(249))
        // First baselines at 0.8 of the height: a and c at 16, b at 24 below their tops.
        #expect([first["a"]!.y, first["b"]!.y, first["c"]!.y] == [28, 20, 28])
        let last = try frames(StackViewConfig(spacing: 10, alignment: .lastBaseline), lastHugging: Priority(249))
        // Last baselines 0.2 of the height above the bottom: 16 below the top for a and c, 24 for b.
        #expect([last["a"]!.y, last["b"]!.y, last["c"]!.y] == [28, 20, 28])
    }

    @Test("layout-margins-relative arrangement insets the views by the stack's margins; a hidden view takes no room")
    func marginsAndHidden() throws {
        let margins = try frames(StackViewConfig(spacing: 10, distribution: .fillEqually, isLayoutMarginsRelativeArrangement: true))
        #expect(margins["a"] == SolvedFrame(x: 28, y: 28, width: 88, height: 30))
        #expect(margins["row"]?.height == 46)
        let hidden = try frames(StackViewConfig(spacing: 10, alignment: .center), hidden: ["b"], lastHugging: Priority(249))
        #expect(hidden["b"]?.width == 0 && hidden["b"]?.x == 80)
        #expect(hidden["c"] == SolvedFrame(x: 90, y: 20, width: 230, height: 20))
    }

    @Test("the generated constraints carry UIKit's names and come after the intrinsic-size ones")
    func names() throws {
        var config = StackViewConfig(spacing: 8, distribution: .fillEqually)
        config.arranged = ["a", "b"]
        let views = [LayoutView(name: "row", stack: config), LayoutView(name: "a", superview: "row"),
                     LayoutView(name: "b", superview: "row")]
        let solution = try AutoLayoutEngine.solve(AutoLayoutProblem(views: views, constraints: []))
        #expect(solution.reports.map(\.constraint.description) == [
            "UISV-canvas-connection: a.leading == row.leading", "UISV-canvas-connection: b.trailing == row.trailing",
            "UISV-spacing: b.leading == a.trailing + 8", "UISV-fill-equally: b.width == a.width",
            "UISV-alignment: a.top == row.top", "UISV-alignment: a.bottom == row.bottom",
            "UISV-alignment: b.top == row.top", "UISV-alignment: b.bottom == row.bottom"])
        #expect(solution.reports.allSatisfy { $0.constraint.origin == .stackView })
    }
}
