import LayoutCore
import PropertyBased
import TestSupport
import Testing
@testable import ViewLayout

/// The frames-only layout takes shortcuts the full trace does not: it keeps no answers for the trace,
/// asks a frame whose bounds decide an axis for that axis alone, and reuses Text measurements by line
/// capacity and limit. The full trace asks every node everything SwiftUI asks it. Both must place every
/// node identically, on any tree.
@Suite("Frames-only layout agrees with the full trace")
struct TraceModeTests {
    @Test("random trees of every view and modifier: the same frames, proposals and sizes in both modes")
    func framesOnlyEqualsFull() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let view = RandomTree.view(depth: 4, &random)
            let settings = RandomTree.settings(&random)
            let full = ViewLayoutEngine.layout(view, settings: settings, trace: .full)
            let frames = ViewLayoutEngine.layout(view, settings: settings, trace: .framesOnly)
            let a = full.root.allNodes(), b = frames.root.allNodes()
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) {
                // Bit for bit: an infinite ideal size centred in a frame gives NaN origins, in both modes.
                #expect(bits(x.frame) == bits(y.frame), "seed \(seed): \(x.label) \(x.frame) vs \(y.frame)")
                #expect(bits(x.placementProposal) == bits(y.placementProposal), "seed \(seed): \(x.label)")
                #expect(bits(x.size) == bits(y.size) && x.isStackChild == y.isStackChild, "seed \(seed): \(x.label)")
            }
            #expect(full.warnings == frames.warnings)
        }
    }

    @Test("sizeThatFits (no trace) answers what the full trace's root answered")
    func sizeThatFitsEqualsFull() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let view = RandomTree.view(depth: 4, &random)
            let settings = RandomTree.settings(&random)
            let proposal = ProposedSize(width: random.pick([nil, 0, 50, 180, .infinity]),
                                        height: random.pick([nil, 0, 40, 120, .infinity]))
            let traced = ViewLayoutEngine.layout(view.frame(width: proposal.width, height: proposal.height), settings: settings)
            let root = traced.root.children[0]   // the view, proposed exactly `proposal` by the fixed frame
            guard root.placementProposal == proposal else { return }   // a nil axis is re-proposed by the canvas
            #expect(bits(ViewLayoutEngine.sizeThatFits(view, proposal: proposal, settings: settings)) == bits(root.size),
                    "seed \(seed)")
        }
    }
}

func bits(_ s: Size) -> [UInt64] { [s.width.bitPattern, s.height.bitPattern] }
func bits(_ r: Rect) -> [UInt64] { [r.minX.bitPattern, r.minY.bitPattern] + bits(r.size) }
func bits(_ p: ProposedSize) -> [UInt64?] { [p.width?.bitPattern, p.height?.bitPattern] }


/// Random view trees over every view and modifier the engine knows, with lengths that make ties and
/// overflow likely (0, small, equal to each other, larger than the canvas, nil, ∞).
enum RandomTree {
    static let lengths: [Double?] = [nil, nil, 0, 10, 20, 35, 50, 80, 120, 400, .infinity]

    static func settings(_ r: inout SplitMix64) -> LayoutSettings {
        LayoutSettings(canvas: Size(width: r.pick([120, 300, 400]), height: r.pick([90, 200, 300])),
                       safeArea: r.pick([.zero, EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 5)]),
                       layoutDirection: r.pick([.leftToRight, .rightToLeft]),
                       displayScale: r.pick([1, 2, 3]),
                       text: TextMetrics(charWidth: r.pick([7.5, 10]), lineHeight: r.pick([20, 20.29])))
    }

    static func view(depth: Int, _ r: inout SplitMix64) -> ViewNode {
        if depth <= 0 || r.next() % 4 == 0 { return leaf(&r) }
        switch r.next() % 16 {
        case 0, 1: return ViewNode.vStack(alignment: r.pick(HorizontalAlignment.allCases), spacing: r.pick([nil, 0, 6]),
                                          children(depth, &r))
        case 2, 3: return ViewNode.hStack(alignment: r.pick(VerticalAlignment.allCases), spacing: r.pick([nil, 0, 6]),
                                          children(depth, &r))
        case 4: return ViewNode.zStack(alignment: r.pick(Alignment.named).value, children(depth, &r))
        case 5, 6:
            return view(depth: depth - 1, &r).frame(
                minWidth: r.pick(lengths), idealWidth: r.pick(lengths), maxWidth: r.pick(lengths),
                minHeight: r.pick(lengths), idealHeight: r.pick(lengths), maxHeight: r.pick(lengths),
                alignment: r.pick(Alignment.named).value)
        case 7: return view(depth: depth - 1, &r).frame(width: r.pick(lengths), height: r.pick(lengths),
                                                         alignment: r.pick(Alignment.named).value)
        case 8: return view(depth: depth - 1, &r).padding(r.pick([0, 4, 16, -6]))
        case 9: return view(depth: depth - 1, &r).offset(x: r.pick([0, 15]), y: r.pick([0, -5]))
        case 10: return view(depth: depth - 1, &r).fixedSize(horizontal: r.pick([true, false]), vertical: r.pick([true, false]))
        case 11: return view(depth: depth - 1, &r).layoutPriority(r.pick([-1, 1, 2]))
        case 12: return r.pick([true, false])
            ? view(depth: depth - 1, &r).overlay(alignment: r.pick(Alignment.named).value, view(depth: depth - 2, &r))
            : view(depth: depth - 1, &r).background(alignment: r.pick(Alignment.named).value, view(depth: depth - 2, &r))
        case 13: return view(depth: depth - 1, &r).border("blue", width: 2)
        case 14: return view(depth: depth - 1, &r).ignoresSafeArea(edges: r.pick([Edges.all, .top, .horizontal]))
        default: return view(depth: depth - 1, &r).lineLimit(r.pick([nil, 1, 2]))
        }
    }

    static func children(_ depth: Int, _ r: inout SplitMix64) -> [ViewNode] {
        (0..<Int(r.next() % 5)).map { _ in view(depth: depth - 1, &r) }
    }

    static func leaf(_ r: inout SplitMix64) -> ViewNode {
        switch r.next() % 7 {
        case 0, 1: return .text(r.pick(["", "Hi", "Hello, world", "a bb ccc dddd eeeee", "supercalifragilistic x", "two\nlines"]))
        case 2: return .color()
        case 3: return .rectangle
        case 4: return .circle
        case 5: return .spacer(minLength: r.pick([nil, 0, 30]))
        default: return .empty
        }
    }
}

/// The full trace records the answer to every sizing proposal (the detail page's trace and player show
/// them): each is what the view answers that proposal on its own.
@Suite("Sizing answers in the trace")
struct SizingAnswerTests {
    @Test("an HStack's two Texts: every recorded answer is the Text's own answer to that proposal")
    func answersMatchTheProposals() {
        let first = myText(digits(12)).id("first"), second = myText(digits(5)).id("second")
        let r = layout(ViewNode.hStack(spacing: 0, [first, second]).frame(width: 100))
        for name in ["first", "second"] {
            let node = r.node(named: name)!
            #expect(node.sizingAnswers.count == node.sizingProposals.count)
            #expect(node.sizingProposals.count >= 2, "the stack probes before it proposes: \(node.sizingProposals)")
            for (p, answer) in zip(node.sizingProposals, node.sizingAnswers) {
                let alone = size(name == "first" ? myText(digits(12)) : myText(digits(5)), p.width, p.height)
                #expect(answer == alone, "\(name) asked \(p): recorded \(answer), alone \(alone)")
            }
        }
        // 100 pt shared: the 5-character Text keeps its 50, the 12-character one is truncated to the other 50.
        #expect(r.node(named: "second")!.size == Size(width: 50, height: 20))
        #expect(r.node(named: "first")!.size == Size(width: 50, height: 20))
        #expect(r.node(named: "first")!.sizingAnswers.contains(Size(width: 120, height: 20)))
    }
}
