import LayoutCore
import Testing
@testable import ViewLayout

/// Reference §11: numbers recorded from real SwiftUI (macOS 26.6 / 27.0) by the public probes in
/// `mburger89/MetalUI` `docs/probes/swiftui-layout-input-validation.swift` and
/// `swiftui-stack-algorithms.swift`. Where they differ from OpenSwiftUI's reconstruction, they win.
/// (§11.2 and §11.3, the frames, are in `FlexibleFrameTests` and `ModifierTests`.)
@Suite("Observed on real SwiftUI 26 (reference §11)")
struct ObservedSwiftUI26Tests {
    /// §11.1: `Color.blue.background(Color.yellow)` at the root, canvas 400×800, safe area top 50 /
    /// bottom 30: yellow (0, 0, 400, 800), blue (0, 50, 400, 720). The ShapeStyle overload grows the fill
    /// into the safe-area edges the view touches.
    @Test("11.1: .background(Color.x) is the ShapeStyle form: the fill extends into the safe area it touches")
    func shapeStyleBackground() {
        let safe = EdgeInsets(top: 50, leading: 0, bottom: 30, trailing: 0)
        let canvas = Size(width: 400, height: 800)
        let r = layout(ViewNode.color("blue").id("blue").background(style: "yellow"), canvas: canvas, safeArea: safe)
        let yellow = r.root.children[1]
        #expect(frame("blue", in: r) == Rect(x: 0, y: 50, width: 400, height: 720))
        #expect(yellow.frame == Rect(x: 0, y: 0, width: 400, height: 800))
        #expect(r.root.frame == Rect(x: 0, y: 50, width: 400, height: 720))   // the background node is the primary's
        // `.overlay(Color.x)` likewise.
        let o = layout(ViewNode.color("blue").overlay(style: "red"), canvas: canvas, safeArea: safe)
        #expect(o.root.children[1].frame == Rect(x: 0, y: 0, width: 400, height: 800))
        // Only the edges the view touches: a 100×100 view in the middle keeps its fill to itself.
        let small = layout(ViewNode.color("blue").frame(width: 100, height: 100).background(style: "yellow"),
                           canvas: canvas, safeArea: safe)
        #expect(small.root.children[1].frame == Rect(x: 150, y: 360, width: 100, height: 100))
        // A view in the secondary (`.background { Color.yellow }`) stays inside.
        let view = layout(ViewNode.color("blue").background(.color("yellow")), canvas: canvas, safeArea: safe)
        #expect(view.root.children[1].frame == Rect(x: 0, y: 50, width: 400, height: 720))
        // Given edges only: `.background(Color.yellow, ignoresSafeAreaEdges: .top)`.
        let top = layout(ViewNode.color("blue").background(style: "yellow", ignoresSafeAreaEdges: .top),
                         canvas: canvas, safeArea: safe)
        #expect(top.root.children[1].frame == Rect(x: 0, y: 0, width: 400, height: 770))
    }

    /// §11.4: `HStack(spacing: 0) { HStack { a.layoutPriority(1) }; b }` proposed 100, a and b flexible
    /// 0…80: a 80, b 20 — a stack with one child reports that child's priority.
    @Test("11.4: a container with one child reports the child's priority; empty −∞; two or more 0")
    func containerPriority() {
        let a = ViewNode.color("red").frame(maxWidth: 80).id("a")
        let b = ViewNode.color("blue").frame(maxWidth: 80).id("b")
        let stack = ViewNode.hStack(spacing: 0, [.hStack([a.layoutPriority(1)]), b]).frame(width: 100, height: 10)
        let r = layout(stack)
        #expect(frame("a", in: r).width == 80)
        #expect(frame("b", in: r).width == 20)

        func priority(_ view: ViewNode) -> Double {
            LayoutTree(root: view, metrics: TextMetrics(), displayScale: 2).nodes[0].priority
        }
        #expect(priority(.hStack([.color().layoutPriority(1)])) == 1)
        #expect(priority(.vStack([.color().layoutPriority(-2)])) == -2)
        #expect(priority(.zStack([.color().layoutPriority(3)])) == 3)
        #expect(priority(.hStack([])) == -.infinity)
        #expect(priority(.vStack([.empty])) == -.infinity)           // EmptyView produces no child
        #expect(priority(.hStack([.color().layoutPriority(1), .color().layoutPriority(1)])) == 0)
        #expect(priority(.hStack([.spacer()])) == -.infinity)        // the Spacer's own −∞
    }

    /// §11.5: `HStack { a20; Spacer(minLength: 0).frame(width: 0); b20 }` is 40 wide: the frame around
    /// the Spacer keeps its zero spacing (FrameLab answered 56 before).
    @Test("11.5: a frame or padding around a Spacer keeps the Spacer's zero spacing")
    func framedSpacer() {
        let framed = ViewNode.hStack([rigid(20), .spacer(minLength: 0).frame(width: 0), rigid(20)])
        #expect(size(framed, nil, nil).width == 40)
        let padded = ViewNode.hStack([rigid(20), .spacer(minLength: 0).padding(0), rigid(20)])
        #expect(size(padded, nil, nil).width == 40)
        let flexible = ViewNode.hStack([rigid(20), .spacer(minLength: 0).frame(maxWidth: 0), rigid(20)])
        #expect(size(flexible, nil, nil).width == 40)
        // A frame around anything else still resets: Color.frame in between is 8 + 8 apart.
        #expect(size(ViewNode.hStack([rigid(20), ViewNode.color().frame(width: 0), rigid(20)]), nil, nil).width == 56)
    }

    /// MetalUI `swiftui-stack-algorithms.swift` K3a/K3m/K3n: `.padding(0)` keeps a Spacer's zero spacing,
    /// a non-zero inset gives that edge default spacing again: 20 + 8 + 4 + 4 + 8 + 20 = 64 with both edges,
    /// 20 + 8 + 4 + 0 + 20 = 52 with the leading edge only.
    @Test("padding around a Spacer resets only the edges it insets (K3a, K3m, K3n)")
    func paddedSpacer() {
        func width(_ spacer: ViewNode) -> Double { size(.hStack([rigid(20), spacer, rigid(20)]), nil, nil).width }
        #expect(width(.spacer(minLength: 0).padding(0)) == 40)
        #expect(width(.spacer(minLength: 0).padding(4)) == 64)
        #expect(width(.spacer(minLength: 0).padding(.leading, 4)) == 52)
    }

    /// MetalUI `swiftui-shapes-and-rendering.swift` S1: Circle at nil×nil, 100×60, 0×0, ∞×∞, 100×nil.
    @Test("S1: a Circle's nil axis takes the other axis's length")
    func circle() {
        let answers = [(nil, nil), (100, 60), (0, 0), (.infinity, .infinity), (100, nil)].map { size(.circle, $0.0, $0.1) }
        #expect(answers == [Size(width: 10, height: 10), Size(width: 60, height: 60), Size(width: 0, height: 0),
                            Size(width: .infinity, height: .infinity), Size(width: 100, height: 100)])
        #expect(size(.circle, nil, 40) == Size(width: 40, height: 40))
        // The other shapes keep nil → 10.
        #expect(size(.rectangle, 100, nil) == Size(width: 100, height: 10))
    }

    /// MetalUI `swiftui-stack-algorithms.swift` S rows: in a VStack, 0 between two `Image(systemName:)` and
    /// between a symbol and a Text (a symbol spaces like text); 8 between two plain views.
    @Test("symbols space like text in a VStack")
    func symbolSpacing() {
        let star = ViewNode.symbol("star", width: 20, height: 20)
        #expect(size(.vStack([star, star]), nil, nil).height == 40)
        #expect(size(.vStack([star, .text("Hi")]), nil, nil).height == 40)
        #expect(size(.vStack([rigid(20, 20), rigid(20, 20)]), nil, nil).height == 48)
        #expect(size(.hStack([star, star]), nil, nil).width == 48)   // horizontally 8, as for every pair measured
    }

    /// MetalUI K2b/K2c: aspectRatio and fixedSize hide a Spacer's priority (it is served with the
    /// priority-0 children); a single-child ZStack passes it through (K2a).
    @Test("fixedSize and aspectRatio hide the child's priority; a one-child ZStack passes it")
    func hiddenPriorities() {
        func priority(_ view: ViewNode) -> Double {
            LayoutTree(root: view, metrics: TextMetrics(), displayScale: 2).nodes[0].priority
        }
        #expect(priority(ViewNode.spacer().fixedSize()) == 0)
        #expect(priority(ViewNode.spacer().aspectRatio(1, contentMode: .fit)) == 0)
        #expect(priority(ViewNode.zStack([.spacer()])) == -.infinity)
        #expect(priority(ViewNode.spacer().overlay(.color())) == -.infinity)   // an overlay hides neither (X8)
    }
}
