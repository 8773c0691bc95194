import LayoutCore
import Testing
@testable import ScenarioKit
import ViewLayout

/// `GeometryReader`: as large as its proposal (nil → 0, OpenSwiftUI), children at its top-leading corner,
/// `proxy.size` read by the content through a second interpretation.
@Suite struct GeometryReaderTests {
    func frames(_ source: String) throws -> [String: Rect] { try namedFrames(source, width: 300, height: 200) }

    @Test("proxy.safeAreaInsets: a reader that ignores the safe area reads the 47-pt top and 34-pt bottom insets it covers")
    func safeAreaInsets() throws {
        let f = try namedFrames("""
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    Color.orange.frame(height: proxy.safeAreaInsets.top).id("status")
                    Spacer()
                    Color.gray.frame(height: proxy.safeAreaInsets.bottom + proxy.safeAreaInsets.leading).id("home")
                }
            }
            .id("reader")
            .ignoresSafeArea()
            """, width: 300, height: 600, safeArea: "{top: 47, bottom: 34}")
        #expect(f["reader"] == Rect(x: 0, y: 0, width: 300, height: 600))
        #expect(f["status"] == Rect(x: 0, y: 0, width: 300, height: 47))
        #expect(f["home"] == Rect(x: 0, y: 566, width: 300, height: 34))
        let inside = try namedFrames("GeometryReader { proxy in Color.red.frame(height: proxy.safeAreaInsets.top + 1).id(\"c\") }",
                                     width: 300, height: 600, safeArea: "{top: 47, bottom: 34}")
        #expect(inside["c"]?.height == 1)   // a reader inside the safe area has no insets
    }

    @Test func theProxyGivesTheReadersSize() throws {
        let f = try frames("GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height / 2).id(\"c\") }.id(\"g\")")
        #expect(f["g"] == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(f["c"] == Rect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test func aSplitViewWithArithmeticOnTheSize() throws {
        let f = try frames("""
            GeometryReader { geometry in HStack(spacing: 0) { Color.red.frame(width: geometry.size.width * 0.3).id("side"); Color.blue.frame(width: max(0, geometry.size.width - 100)).id("main") } }.frame(height: 100)
            """)
        #expect(f["side"] == Rect(x: 0, y: 50, width: 90, height: 100))
        #expect(f["main"] == Rect(x: 90, y: 50, width: 200, height: 100))
    }

    @Test func nestedReadersSettle() throws {
        let f = try frames("""
            GeometryReader { outer in GeometryReader { inner in Color.red.frame(width: inner.size.width / 4).id("c") }.frame(width: outer.size.width / 2).id("half") }
            """)
        #expect(f["half"]?.width == 150)
        #expect(f["c"]?.width == 37.5)
    }

    @Test func childrenOverlapAtTheTopLeadingCorner() throws {
        let f = try frames("GeometryReader { _ in Text(\"a\").id(\"a\"); Text(\"bb\").id(\"b\") }")
        #expect(f["a"] == Rect(x: 0, y: 0, width: 10, height: 20))
        #expect(f["b"] == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aNilProposalIsZero() {
        let r = ViewLayoutEngine.layout(ViewNode.geometryReader([ViewNode.text("Hi")]).id("g").fixedSize(),
                                        settings: LayoutSettings(canvas: Size(width: 300, height: 200)))
        #expect(r.node(named: "g")?.frame.size == .zero)
    }

    @Test func readersInALoopAreToldTheirOwnSizes() throws {
        let f = try frames("""
            VStack(spacing: 0) { ForEach(1...2) { i in GeometryReader { p in Color.red.frame(width: p.size.width / CGFloat(i)).id("c\\(i)") }.frame(height: 50) } }
            """)
        #expect(f["c1"]?.width == 300)
        #expect(f["c2"]?.width == 150)
    }
}
