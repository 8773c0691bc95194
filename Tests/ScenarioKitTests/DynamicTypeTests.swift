import Build
import LayoutCore
import Testing
import ViewLayout
@testable import ScenarioKit

/// Dynamic Type (issue 32): the text styles' sizes at the scenario's content size or one a view sets, from the sizes
/// `UIFont.preferredFont(forTextStyle:)` reports (temoki/UIKit_DynamicType, iOS 13.3 simulator). Monospaced model unless
/// said: 10 pt a character at 17 pt, scaled by size / 17.
@Suite("Dynamic Type")
struct DynamicTypeTests {
    static func layout(_ view: String, contentSize: String? = nil, model: String? = nil) -> BuildReport {
        var settings = "canvas: {width: 400, height: 300}"
        if let contentSize { settings += ", environment: {dynamicTypeSize: \(contentSize)}" }
        if let model { settings += ", text: {model: \(model)}" }
        return ScenarioBuild.run(files: [ScenarioLoader.parse("""
            title: t
            settings: {\(settings)}
            scenarios:
              - id: a
                view: '\(view)'
            """, relativePath: "t.yaml", displayPath: "t.yaml")], jobs: 1)
    }

    static func width(_ report: BuildReport, _ name: String) -> Double? { report.results.first?.layout.node(named: name)?.frame.width }

    @Test("the table: body 14 … 53, largeTitle 31 … 60, caption2 11 … 41, Large as the HIG's default column")
    func table() {
        #expect(DynamicType.table["body"] == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(DynamicType.pointSize("largeTitle", at: "xSmall") == 31)
        #expect(DynamicType.pointSize("largeTitle", at: "accessibility5") == 60)
        #expect(DynamicType.pointSize("caption2", at: "accessibility5") == 41)
        let hig: [(String, Double)] = [("largeTitle", 34), ("title", 28), ("title2", 22), ("title3", 20), ("headline", 17), ("body", 17),
                                       ("callout", 16), ("subheadline", 15), ("footnote", 13), ("caption", 12), ("caption2", 11)]
        for (style, size) in hig {
            let found = DynamicType.pointSize(style, at: "large")
            #expect(found == size, "\(style)")
        }
    }

    @Test("the scenario's content size: a Text without a font is the body's size, a text style its own")
    func scenarioSize() {
        let report = Self.layout("VStack { Text(\"ab\").id(\"plain\"); Text(\"ab\").font(.title).id(\"title\") }", contentSize: "xxxLarge")
        #expect(report.diagnostics.isEmpty)
        #expect(Self.width(report, "plain") == 27.5)   // 2 × 10 × 23/17 = 27.06, up to the 2× grid
        #expect(Self.width(report, "title") == 40)     // title at xxxLarge: 34 pt, 2 × 20
        let large = Self.layout("Text(\"ab\").id(\"plain\")")
        #expect(Self.width(large, "plain") == 20)
    }

    @Test(".dynamicTypeSize(_:) and .environment(\\.dynamicTypeSize, …) set it below; a range limits the size above")
    func modifiers() {
        func grid(_ points: Double) -> Double { (2 * 10 * points / 17 * 2).rounded(.up) / 2 }   // "ab" at `points`, on the 2× grid
        let caption = Self.width(Self.layout("Text(\"ab\").font(.caption2).dynamicTypeSize(.accessibility5).id(\"t\")"), "t")
        #expect(caption == grid(41))
        let environment = Self.width(Self.layout("Text(\"ab\").environment(\\.dynamicTypeSize, .xSmall).id(\"t\")"), "t")
        #expect(environment == grid(14))
        // xxxLarge above, limited to at most large: the body is 17 again.
        #expect(Self.width(Self.layout("Text(\"ab\").dynamicTypeSize(...DynamicTypeSize.large).id(\"t\")", contentSize: "xxxLarge"), "t") == 20)
        #expect(Self.width(Self.layout("Text(\"ab\").dynamicTypeSize(...(.large)).id(\"t\")", contentSize: "xxxLarge"), "t") == 20)
        // xSmall above, at least medium: 16.
        let atLeastMedium = Self.width(Self.layout("Text(\"ab\").dynamicTypeSize(.medium...).id(\"t\")", contentSize: "xSmall"), "t")
        #expect(atLeastMedium == grid(16))
    }

    @Test("in the system model: Text(\"Hello\") at accessibility1 is San Francisco at 28 pt")
    func systemModel() {
        let report = Self.layout("Text(\"Hello\").id(\"t\")", contentSize: "accessibility1", model: "system")
        let expected = (SystemFont.width(of: "Hello", size: 28, weight: .regular) * 2).rounded(.up) / 2
        #expect(Self.width(report, "t") == expected)
        #expect(report.results.first?.layout.node(named: "t")?.horizontalRule.text.contains("San Francisco 28 pt regular") == true)
    }

    @Test("an unknown content size is an error that lists the twelve; a bad argument names the modifier")
    func errors() {
        let unknown = Self.layout("Text(\"a\")", contentSize: "huge")
        #expect(unknown.diagnostics.map(\.description).contains { $0.contains("unknown dynamicTypeSize 'huge'; one of xSmall, small") })
        let bad = Self.layout("Text(\"a\").dynamicTypeSize(.big)")
        #expect(bad.diagnostics.map(\.description).contains { $0.contains("expected a Dynamic Type size (.xSmall") })
    }
}
