import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// `.safeAreaInset` and `.safeAreaPadding` as written in Swift; their rules are held by `SafeAreaInsetTests`.
@Suite struct SafeAreaInsetSourceTests {
    let origin = SwiftSourceOrigin(file: "t.yaml", line: 1, column: 1)

    func frames(_ source: String) throws -> [String: Rect] {
        let view = try SwiftUIInterpreter.interpret(source, origin: origin)
        let result = ViewLayoutEngine.layout(view, settings: LayoutSettings(canvas: Size(width: 300, height: 600)))
        return Dictionary(result.root.allNodes().compactMap { node in node.name.map { ($0, node.frame) } },
                          uniquingKeysWith: { a, _ in a })
    }

    func error(_ source: String) -> String {
        do { _ = try SwiftUIInterpreter.interpret(source, origin: origin); return "" } catch { return "\(error)" }
    }

    @Test("A bottom bar of two buttons' worth of views, and safeAreaPadding(.horizontal, 20)")
    func written() throws {
        let bar = try frames("""
            Color.blue.id("list")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    HStack { Text("Cancel"); Spacer(); Text("Done") }.padding().background(.bar).id("bar")
                }
            """)
        #expect(bar["bar"] == Rect(x: 0, y: 548, width: 300, height: 52))
        #expect(bar["list"] == Rect(x: 0, y: 0, width: 300, height: 548))
        let padded = try frames("Color.blue.id(\"content\").safeAreaPadding(.horizontal, 20)")
        #expect(padded["content"] == Rect(x: 20, y: 0, width: 260, height: 600))
    }

    @Test("Errors: an edge set where one edge is expected, a missing closure")
    func errors() {
        #expect(error("Color.red.safeAreaInset(edge: .horizontal) { Text(\"x\") }").contains("expects one edge (.top, .bottom, .leading, .trailing) for 'edge'"))
        #expect(error("Color.red.safeAreaInset(edge: .top, alignment: .top) { Text(\"x\") }").contains("expects a HorizontalAlignment"))
    }
}
