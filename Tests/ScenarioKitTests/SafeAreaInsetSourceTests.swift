import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// `.safeAreaInset` and `.safeAreaPadding` as written in Swift; their rules are held by `SafeAreaInsetTests`.
@Suite struct SafeAreaInsetSourceTests {
    func framesIn300x600(_ source: String) throws -> [String: Rect] {
        try interpretedFrames(source, canvas: Size(width: 300, height: 600))
    }

    @Test("A bottom bar of two buttons' worth of views, and safeAreaPadding(.horizontal, 20)")
    func written() throws {
        let bar = try framesIn300x600("""
            Color.blue.id("list")
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    HStack { Text("Cancel"); Spacer(); Text("Done") }.padding().background(.bar).id("bar")
                }
            """)
        #expect(bar["bar"] == Rect(x: 0, y: 548, width: 300, height: 52))
        #expect(bar["list"] == Rect(x: 0, y: 0, width: 300, height: 548))
        let padded = try framesIn300x600("Color.blue.id(\"content\").safeAreaPadding(.horizontal, 20)")
        #expect(padded["content"] == Rect(x: 20, y: 0, width: 260, height: 600))
    }

    @Test("Errors: an edge set where one edge is expected, a missing closure")
    func errors() {
        #expect(interpretationError("Color.red.safeAreaInset(edge: .horizontal) { Text(\"x\") }").contains("expects one edge (.top, .bottom, .leading, .trailing) for 'edge'"))
        #expect(interpretationError("Color.red.safeAreaInset(edge: .top, alignment: .top) { Text(\"x\") }").contains("expects a HorizontalAlignment"))
    }
}
