import LayoutCore
import Testing
@testable import ViewLayout

/// Seed 002: `MapView().edgesIgnoringSafeArea(.top).frame(height: 300)` and the reversed order, in a
/// VStack with a Spacer under a 44-pt top safe area (screen 375×667).
@Suite("Safe area (reference §6, seed 002)")
struct SafeAreaTests {
    let canvas = Size(width: 375, height: 667)
    let insets = EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0)

    @Test("ignoring the safe area inside the frame: the map grows to the screen top, the frame stays")
    func ignoringInsideFrame() {
        let map = ViewNode.color("green").id("map").ignoresSafeArea(edges: .top).id("ignoring").border("red", width: 2)
            .frame(height: 300).id("frame").border("blue", width: 1)
        let r = layout(ViewNode.vStack([map, ViewNode.spacer()]), canvas: canvas, safeArea: insets)
        #expect(frame("frame", in: r) == Rect(x: 0, y: 44, width: 375, height: 300))
        #expect(frame("ignoring", in: r) == frame("frame", in: r))
        #expect(frame("map", in: r) == Rect(x: 0, y: 0, width: 375, height: 344))
    }

    @Test("ignoring the safe area outside the frame: the frame moves up, it does not grow")
    func ignoringOutsideFrame() {
        let map = ViewNode.color("green").id("map").frame(height: 300).id("frame").border("red", width: 2)
            .ignoresSafeArea(edges: .top).id("ignoring").border("blue", width: 1)
        let r = layout(ViewNode.vStack([map, ViewNode.spacer()]), canvas: canvas, safeArea: insets)
        #expect(frame("ignoring", in: r) == Rect(x: 0, y: 44, width: 375, height: 300))
        #expect(frame("frame", in: r) == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(frame("map", in: r) == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test("Color.ignoresSafeArea() at the root fills the screen; a small centred view is unaffected")
    func root() {
        let r = layout(ViewNode.color().id("c").ignoresSafeArea(), canvas: canvas, safeArea: insets)
        #expect(frame("c", in: r) == Rect(x: 0, y: 0, width: 375, height: 667))
        let small = layout(rigid(50, 50).id("c").ignoresSafeArea(), canvas: canvas, safeArea: insets)
        #expect(frame("c", in: small).size == Size(width: 50, height: 50))
    }

    @Test("only the requested edges grow")
    func edges() {
        let r = layout(ViewNode.color().id("c").ignoresSafeArea(edges: .bottom), canvas: canvas, safeArea: insets)
        #expect(frame("c", in: r) == Rect(x: 0, y: 44, width: 375, height: 667 - 44))
    }
}
