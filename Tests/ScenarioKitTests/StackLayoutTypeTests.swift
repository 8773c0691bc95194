import LayoutCore
import Testing
import ScenarioKit
import ViewLayout

/// Issue 15 (7): `HStackLayout`, `VStackLayout`, `ZStackLayout` are the stacks as `Layout` values (Apple:
/// "HStackLayout … the layout behaves like an HStack"), and `AnyLayout` forwards every Layout call to the
/// layout it wraps, so each lays out exactly as its stack.
@Suite struct StackLayoutTypeTests {
    let origin = testSourceOrigin


    @Test func hStackLayoutIsAnHStack() throws {
        let layout = try interpretedFrames("HStackLayout(spacing: 4) { Text(\"ab\").id(\"a\"); Text(\"cd\").id(\"b\") }.id(\"s\")")
        #expect(layout["s"] == Rect(x: 178, y: 140, width: 44, height: 20))
        #expect(layout["b"] == Rect(x: 202, y: 140, width: 20, height: 20))
        let stack = try interpretedFrames("HStack(spacing: 4) { Text(\"ab\").id(\"a\"); Text(\"cd\").id(\"b\") }.id(\"s\")")
        #expect(layout == stack)
    }

    @Test func anyLayoutOfAVStackLayoutIsThatVStackInBothWritings() throws {
        let short = try interpretedFrames("AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { Text(\"ab\").id(\"a\"); Text(\"abcd\").id(\"b\") }.id(\"s\")")
        #expect(short["s"] == Rect(x: 180, y: 129, width: 40, height: 42))
        #expect(short["a"] == Rect(x: 180, y: 129, width: 20, height: 20))   // leading
        let called = try interpretedFrames("(AnyLayout(VStackLayout(alignment: .leading, spacing: 2))) { Text(\"ab\").id(\"a\"); Text(\"abcd\").id(\"b\") }.id(\"s\")")
        #expect(short == called)
    }

    @Test func zStackLayoutAlignsLikeAZStack() throws {
        let layout = try interpretedFrames("ZStackLayout(alignment: .topLeading) { Color.red.frame(width: 50, height: 40).id(\"big\"); Text(\"a\").id(\"t\") }")
        #expect(layout["t"] == Rect(x: 175, y: 130, width: 10, height: 20))
    }

    @Test func anyLayoutTakesOneStackLayout() {
        #expect(throws: Diagnostics.self) { try SwiftUIInterpreter.interpret("AnyLayout(Text(\"x\")) { Text(\"a\") }", origin: origin) }
        #expect(throws: Diagnostics.self) { try SwiftUIInterpreter.interpret("AnyLayout(FlowLayout()) { Text(\"a\") }", origin: origin) }
    }
}
