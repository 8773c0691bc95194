import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// `.alignmentGuide(_:computeValue:)` as written in Swift (issue 15, point 5): the closure forms people use,
/// and clear errors for the ones FrameLab cannot evaluate. The rules are held by `AlignmentGuideTests`.
@Suite struct AlignmentGuideSourceTests {
    let origin = testSourceOrigin

    func view(_ source: String) throws -> ViewNode { try SwiftUIInterpreter.interpret(source, origin: origin) }


    @Test("Closure forms: d in, $0, _ in, return, d[guide], d.width, arithmetic, min/max, loop variables")
    func closureForms() throws {
        let forms: [(String, AlignmentKey, GuideExpression)] = [
            (".alignmentGuide(.leading) { d in d[.trailing] - 20 }", .horizontal(.leading),
             .subtract(.guide(.horizontal(.trailing)), .number(20))),
            (".alignmentGuide(HorizontalAlignment.center) { $0.width / 2 }", .horizontal(.center), .divide(.width, .number(2))),
            (".alignmentGuide(.firstTextBaseline) { _ in 10 }", .vertical(.firstTextBaseline), .number(10)),
            (".alignmentGuide(VerticalAlignment.center) { d in return -d.height }", .vertical(.center), .negate(.height)),
            (".alignmentGuide(.top, computeValue: { d in max(0, d[VerticalAlignment.center] * 2) })", .vertical(.top),
             .maximum(.number(0), .multiply(.guide(.vertical(.center)), .number(2)))),
        ]
        for (modifier, key, expression) in forms {
            let node = try view("Color.red" + modifier)
            #expect(node.kind == .alignmentGuide(key, expression), "\(modifier)")
        }
        let looped = try view("VStack { ForEach(0..<2) { i in Color.red.alignmentGuide(.leading) { d in CGFloat(i) * -20 } } }")
        #expect(looped.children[1].kind == .alignmentGuide(.horizontal(.leading), .number(-20)))
    }

    @Test("A trailing guide 16 past the view's trailing edge insets it 16 from the others in a VStack(alignment: .trailing)")
    func laidOut() throws {
        let node = try view("""
            VStack(alignment: .trailing, spacing: 0) {
                Color.red.frame(width: 100, height: 10).id("a")
                Color.red.frame(width: 60, height: 10).alignmentGuide(.trailing) { d in d[.trailing] + 16 }.id("b")
            }.id("stack")
            """)
        let result = ViewLayoutEngine.layout(node, settings: LayoutSettings(canvas: Size(width: 400, height: 300)))
        let a = try #require(result.node(named: "a")?.frame), b = try #require(result.node(named: "b")?.frame)
        #expect(a.maxX - b.maxX == 16)
    }

    @Test("Errors: an ambiguous .center, an unknown guide, d[explicit:], statements, calls FrameLab cannot evaluate")
    func errors() {
        #expect(interpretationError("Color.red.alignmentGuide(.center) { d in 0 }").contains("'.center' is ambiguous here; write 'HorizontalAlignment.center'"))
        #expect(interpretationError("Color.red.alignmentGuide(.middle) { d in 0 }").contains("expects an alignment guide (.leading, HorizontalAlignment.center"))
        #expect(interpretationError("Color.red.alignmentGuide(.top) { d in d[explicit: .top] ?? 0 }").contains("'d[explicit: …]' is not supported"))
        #expect(interpretationError("Color.red.alignmentGuide(.top) { d in let x = 3; return x }").contains("must be one expression"))
        #expect(interpretationError("Color.red.alignmentGuide(.top) { d in sqrt(d.width) }").contains("cannot compute 'sqrt(d.width)' in an alignment guide"))
        #expect(interpretationError("Color.red.alignmentGuide(.top)").contains("missing argument for parameter 'computeValue' in '.alignmentGuide'"))
    }
}
