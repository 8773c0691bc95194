import Testing
@testable import ConstraintLayout

/// Solves a `constraints:` block the way a scenario does.
func solve(_ views: [LayoutView], _ block: String, metrics: [String: Double] = [:],
           settings: AutoLayoutSettings = AutoLayoutSettings()) throws -> (AutoLayoutSolution, [String: SolvedFrame]) {
    let parsed = ConstraintScript.parse(block, metrics: metrics, views: Set(views.map(\.name)), settings: settings,
                                        superviews: views.superviews,
                                        guides: views.guideNames)
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    let solution = try AutoLayoutEngine.solve(AutoLayoutProblem(views: views, constraints: parsed.constraints, settings: settings))
    var frames: [String: SolvedFrame] = [:]
    for (view, frame) in zip(views, solution.frames) { frames[view.name] = frame }
    return (solution, frames)
}

@Suite("Auto Layout: seed 004 examples")
struct Seed004Tests {
    @Test func buttonLeftIsContainerLeftPlus20() throws {
        let (_, f) = try solve([LayoutView(name: "button", intrinsicWidth: 80, intrinsicHeight: 30)], """
            button.left == container.left + 20
            button.top == container.top + 20
            """)
        #expect(f["button"]! == SolvedFrame(x: 20, y: 20, width: 80, height: 30))
    }

    @Test func twoButtonsTwelvePointsApart() throws {
        let views = [LayoutView(name: "button1", intrinsicWidth: 80, intrinsicHeight: 30),
                     LayoutView(name: "button2", intrinsicWidth: 100, intrinsicHeight: 30, horizontalHugging: Priority(251))]
        let (solution, f) = try solve(views, """
            H:|-20-[button1]-12-[button2]
            V:|-20-[button1]
            button2.top == button1.top
            """)
        #expect(f["button2"]!.x == 112)
        #expect(f["button2"]!.width == 100)
        #expect(solution.ambiguities.isEmpty)
        #expect(solution.conflicts.isEmpty)
    }

    @Test func standardSpacingIs8BetweenSiblingsAnd20ToTheEdge() throws {
        let views = [LayoutView(name: "a", intrinsicWidth: 50, intrinsicHeight: 20),
                     LayoutView(name: "b", intrinsicWidth: 50, intrinsicHeight: 20)]
        let (_, f) = try solve(views, "|-[a]-[b]\nV:|[a]\nV:|[b]")
        #expect(f["a"]!.x == 20)
        #expect(f["b"]!.x == 78)
        var settings = AutoLayoutSettings()
        settings.siblingSpacing = 10
        settings.containerSpacing = 16
        let (_, g) = try solve(views, "|-[a]-[b]\nV:|[a]\nV:|[b]", settings: settings)
        #expect(g["a"]!.x == 16)
        #expect(g["b"]!.x == 76)
    }

    @Test func equalSpacingWithSpacerViews() throws {
        // The guide's recipe: spacer views of equal width between and around the buttons.
        let views = ["s1", "s2", "s3"].map { LayoutView(name: $0) }
            + [LayoutView(name: "a", intrinsicWidth: 50, intrinsicHeight: 20), LayoutView(name: "b", intrinsicWidth: 70, intrinsicHeight: 20)]
        let (solution, f) = try solve(views, """
            H:|[s1][a][s2(==s1)][b][s3(==s1)]|
            V:|[s1(==10)]
            V:|[s2(==10)]
            V:|[s3(==10)]
            V:|[a]
            V:|[b]
            """)
        #expect(f["s1"]!.width == 93.33333333333333 || abs(f["s1"]!.width - 280.0 / 3) < 1e-9)
        #expect(abs(f["a"]!.x - 280.0 / 3) < 1e-9)
        #expect(abs(f["b"]!.x - (2 * 280.0 / 3 + 50)) < 1e-9)
        #expect(solution.ambiguities.isEmpty)
    }

    @Test func aspectRatioWithAMultiplier() throws {
        let (solution, f) = try solve([LayoutView(name: "box")], """
            box.width == 2 * box.height
            box.height == 50
            box.leading == container.leading + 10
            box.top == container.top + 10
            """)
        #expect(f["box"]! == SolvedFrame(x: 10, y: 10, width: 100, height: 50))
        #expect(solution.ambiguities.isEmpty)
        let (_, g) = try solve([LayoutView(name: "box")], """
            box.width == container.width * 0.5
            box.height == box.width * 0.25
            box.centerX == container.centerX
            box.centerY == container.centerY
            """)
        #expect(g["box"]! == SolvedFrame(x: 100, y: 125, width: 200, height: 50))
    }
}

@Suite("Auto Layout: intrinsic size, hugging and compression")
struct IntrinsicTests {
    let views = [LayoutView(name: "label1", intrinsicWidth: 100, intrinsicHeight: 20),
                 LayoutView(name: "label2", intrinsicWidth: 100, intrinsicHeight: 20, horizontalHugging: Priority(251),
                            horizontalCompression: Priority(751))]

    @Test func lowerHuggingStretches() throws {
        // 400 − 2·20 − 8 = 352 for 200 of content: label1 (hugging 250) takes the 152 extra.
        let (solution, f) = try solve(views, "|-[label1]-[label2]-|\nV:|[label1]\nV:|[label2]")
        #expect(f["label1"]!.width == 252)
        #expect(f["label2"]!.width == 100)
        #expect(solution.reports.contains { $0.constraint.origin == .contentHugging && $0.status == .unsatisfied && $0.error == 152 })
    }

    @Test func lowerCompressionResistanceShrinks() throws {
        var settings = AutoLayoutSettings()
        settings.containerWidth = 200  // 200 − 48 = 152 for 200 of content: label1 (750) gives up 48
        let (_, f) = try solve(views, "|-[label1]-[label2]-|\nV:|[label1]\nV:|[label2]", settings: settings)
        #expect(f["label1"]!.width == 52)
        #expect(f["label2"]!.width == 100)
    }

    @Test func equalHuggingIsAmbiguous() throws {
        let same = [LayoutView(name: "a", intrinsicWidth: 100, intrinsicHeight: 20),
                    LayoutView(name: "b", intrinsicWidth: 100, intrinsicHeight: 20)]
        let (solution, _) = try solve(same, "|-[a]-[b]-|\nV:|[a]\nV:|[b]")
        #expect(solution.ambiguities.map(\.view) == ["a", "b"])
        #expect(solution.ambiguities[0].attributes.contains("width"))
    }

    @Test func missingHorizontalPositionIsAmbiguous() throws {
        let (solution, f) = try solve([LayoutView(name: "v", intrinsicWidth: 40, intrinsicHeight: 20)], "V:|-10-[v]")
        #expect(solution.ambiguities == [Ambiguity(view: "v", attributes: ["x"])])
        #expect(f["v"]!.width == 40)
        #expect(f["v"]!.y == 10)
    }
}

@Suite("Auto Layout: right-to-left")
struct RightToLeftTests {
    @Test func leadingIsRightAndConstantsTurnRound() throws {
        var settings = AutoLayoutSettings()
        settings.direction = .rightToLeft
        let views = [LayoutView(name: "a", intrinsicWidth: 80, intrinsicHeight: 20),
                     LayoutView(name: "b", intrinsicWidth: 100, intrinsicHeight: 20)]
        let (_, f) = try solve(views, "H:|-20-[a]-12-[b]\nV:|[a]\nV:|[b]", settings: settings)
        #expect(f["a"]!.x == 400 - 20 - 80)   // a.right = 380
        #expect(f["b"]!.x == 300 - 12 - 100)  // b.right = a.left − 12
    }

    @Test func leftAndRightNeverMirror() throws {
        var settings = AutoLayoutSettings()
        settings.direction = .rightToLeft
        let (_, f) = try solve([LayoutView(name: "a", intrinsicWidth: 80, intrinsicHeight: 20)],
                               "a.left == container.left + 20\na.top == container.top", settings: settings)
        #expect(f["a"]!.x == 20)
    }

    @Test func inequalitiesTurnRound() throws {
        var settings = AutoLayoutSettings()
        settings.direction = .rightToLeft
        let (_, f) = try solve([LayoutView(name: "a", intrinsicWidth: 80, intrinsicHeight: 20)],
                               "a.leading >= container.leading + 30\na.leading == container.leading @250\na.top == container.top",
                               settings: settings)
        #expect(f["a"]!.x == 400 - 30 - 80)
    }
}

@Suite("Auto Layout: conflicts")
struct ConflictTests {
    @Test func conflictIsMinimalAndTheNewestIsBroken() throws {
        let views = [LayoutView(name: "box")]
        let (solution, f) = try solve(views, """
            box.leading == container.leading + 20
            box.width == 100
            box.top == container.top
            box.height == 10
            box.width >= 50
            box.trailing == container.trailing - 20
            """)
        #expect(solution.conflicts.count == 1)
        let conflict = solution.conflicts[0]
        let texts = conflict.constraints.map { solution.reports[$0].constraint.source.text }
        #expect(texts == ["box.leading == container.leading + 20", "box.width == 100",
                          "box.trailing == container.trailing - 20"])
        #expect(solution.reports[conflict.broken].status == .broken)
        #expect(solution.reports[conflict.broken].error == 260)
        #expect(f["box"]!.width == 100)
    }

    @Test func invalidConstraintsAreRejectedWithAReason() {
        let views: Set<String> = ["a", "b"]
        func problem(_ text: String) -> String? {
            ConstraintValidation.problem(try! ConstraintEquation.parse(text), views: views)
        }
        #expect(problem("a.leading == b.left")?.contains("cannot mix leading/trailing with left/right") == true)
        #expect(problem("a.width == b.leading")?.contains("size attribute to a location") == true)
        #expect(problem("a.top == b.leading")?.contains("horizontal attribute to a vertical") == true)
        #expect(problem("a.leading == 20")?.contains("cannot equal a constant") == true)
        #expect(problem("a.leading == 2 * b.leading")?.contains("multiplier") == true)
        #expect(problem("a.firstBaseline == b.centerX")?.contains("horizontal") == true)
        #expect(problem("a.lastBaseline == b.height")?.contains("size attribute") == true)
        #expect(problem("c.width == 10")?.contains("unknown view 'c'") == true)
        #expect(problem("container.width == 10")?.contains("must involve a view") == true)
        #expect(problem("a.width == b.height * 2") == nil)
    }
}

@Suite("Constraint equations")
struct EquationTests {
    @Test func forms() throws {
        let a = try ConstraintEquation.parse("button.leading == container.leading + 20")
        #expect(a.first == LayoutAnchor("button", .leading) && a.second == LayoutAnchor("container", .leading) && a.constant == 20)
        let b = try ConstraintEquation.parse("box.width == 0.5 * container.width - 4 @750")
        #expect(b.multiplier == 0.5 && b.constant == -4 && b.priority == Priority(750))
        let c = try ConstraintEquation.parse("box.width <= container.width * 0.25 @defaultLow")
        #expect(c.multiplier == 0.25 && c.relation == .lessThanOrEqual && c.priority == .defaultLow)
        let d = try ConstraintEquation.parse("box.height >= 44")
        #expect(d.second == nil && d.constant == 44)
        let e = try ConstraintEquation.parse("label.baseline == other.firstBaseline")
        #expect(e.first.attribute == .lastBaseline)
    }

    @Test func errorsPointAtTheColumn() {
        func error(_ text: String) -> VFLError? {
            do { _ = try ConstraintEquation.parse(text); return nil } catch { return error }
        }
        #expect(error("button.leading = container.leading")?.column == 16)
        #expect(error("button.leading = container.leading")?.message == "Unknown relation. Must be ==, >=, or <=")
        #expect(error("button.middle == container.leading")?.column == 8)
        #expect(error("button == container.leading")?.column == 7)
        #expect(error("button.width == 10 @2000")?.message == "Priority 2000 is outside 1…1000")
        #expect(error("button.width == 10 @high")?.message.hasPrefix("Unknown priority 'high'") == true)
        #expect(error("button.width == container.width * ")?.message == "Expected a multiplier after '*'")
        #expect(error("button.width == 10 extra")?.column == 20)
    }
}

@Suite("VFL translation")
struct VFLTranslationTests {
    let settings = AutoLayoutSettings()

    func constraints(_ text: String, metrics: [String: Double] = [:]) throws -> [String] {
        let t = VFLTranslator(metrics: metrics, views: ["a", "b", "c"], settings: settings)
        return try t.constraints(VFLParser.parse(text), text: text).map(\.canonicalText)
    }

    @Test func everyConnectionKind() throws {
        #expect(try constraints("[a]-[b]") == ["b.leading == a.trailing + 8"])
        #expect(try constraints("[a]-12-[b]") == ["b.leading == a.trailing + 12"])
        #expect(try constraints("[a][b]") == ["b.leading == a.trailing"])
        #expect(try constraints("|-[a]-|") == ["a.leading == container.leading + 20", "container.trailing == a.trailing + 20"])
        #expect(try constraints("|[a]|") == ["a.leading == container.leading", "container.trailing == a.trailing"])
        #expect(try constraints("V:|-(>=8@750)-[a]") == ["a.top >= container.top + 8 @750"])
        #expect(try constraints("[a]-(>=gap,<=20)-[b]", metrics: ["gap": 4]) == ["b.leading >= a.trailing + 4", "b.leading <= a.trailing + 20"])
        #expect(try constraints("[a(>=70,<=100)]") == ["a.width >= 70", "a.width <= 100"])
        #expect(try constraints("[a(==b)]") == ["a.width == b.width"])
        #expect(try constraints("[a(100@20)]") == ["a.width == 100 @20"])
        #expect(try constraints("V:[a(==w@p)]", metrics: ["w": 30, "p": 500]) == ["a.height == 30 @500"])
    }

    @Test func translationErrors() {
        func error(_ text: String) -> VFLError? {
            do { _ = try constraints(text); return nil } catch let e as VFLError { return e } catch { return nil }
        }
        #expect(error("[a]-[blackBox]") == VFLError(message: "Unable to find view with name blackBox", column: 5, format: "[a]-[blackBox]"))
        #expect(error("[a]-gap-[b]")?.message == "Unknown metric 'gap'")
        #expect(error("[a(==d)]")?.message == "Unknown metric or view 'd'")
        #expect(error("[a]-(==b)-[c]")?.message.hasPrefix("A view (b) can only be") == true)
        #expect(error("[a(10@0)]")?.message == "Priority 0 is outside 1…1000")
    }

    @Test func scriptErrorsCarryLineAndColumn() {
        let parsed = ConstraintScript.parse("H:|-[a]\n  V:[a]-(=8)-[b]\n\n# comment\na.top = b.top",
                                            metrics: [:], views: ["a", "b"], settings: settings)
        #expect(parsed.constraints.count == 1)
        #expect(parsed.errors.map { [$0.line, $0.column] } == [[2, 10], [5, 7]])
    }
}
