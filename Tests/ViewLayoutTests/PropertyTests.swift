import LayoutCore
import PropertyBased
import Testing
@testable import ViewLayout

/// The general rules of the reference, checked on random inputs. Lengths are multiples of 10 up to 500
/// so every comparison is exact; children are Text (intrinsic width) or Color (none).
@Suite("Properties of the layout rules")
struct PropertyTests {
    static let length = Gen.int(in: 0...50).map { Double($0 * 10) }

    /// A child whose answer to a width proposal is easy to state: a rigid width, or a Color.
    static func child(_ rigidWidth: Double?) -> ViewNode { rigidWidth.map { rigid($0) } ?? ViewNode.color() }
    static func answer(_ rigidWidth: Double?, _ proposal: Double) -> Double { rigidWidth ?? proposal }

    @Test("both bounds → clamp(p, min, max) for finite p, child ignored")
    func bothBounds() async {
        await propertyCheck(input: Self.length, Self.length, Self.length, Self.length) { a, b, p, c in
            let (lo, hi) = (min(a, b), max(a, b))
            let s = size(rigid(c).frame(minWidth: lo, maxWidth: hi), p, 10)
            #expect(s.width == min(max(p, lo), hi))
        }
    }

    @Test("min only → max(min, min(p, child))")
    func minOnly() async {
        await propertyCheck(input: Self.length, Self.length, Self.length, Gen.bool) { lo, p, c, isRigid in
            let rigidWidth: Double? = isRigid ? c : nil
            let s = size(Self.child(rigidWidth).frame(minWidth: lo), p, 10)
            // the child is proposed max(p, min)
            #expect(s.width == max(lo, min(p, Self.answer(rigidWidth, max(p, lo)))))
        }
    }

    @Test("max only → min(max, max(p, child))")
    func maxOnly() async {
        await propertyCheck(input: Self.length, Self.length, Self.length, Gen.bool) { hi, p, c, isRigid in
            let rigidWidth: Double? = isRigid ? c : nil
            let s = size(Self.child(rigidWidth).frame(maxWidth: hi), p, 10)
            #expect(s.width == min(hi, max(p, Self.answer(rigidWidth, min(p, hi)))))
        }
    }

    @Test("a fixed frame with both sizes ignores the child and the proposal")
    func fixedFrame() async {
        await propertyCheck(input: Self.length, Self.length, Self.length, Self.length) { w, h, p, c in
            #expect(size(ViewNode.text(digits(Int(c / 10))).frame(width: w, height: h), p, p) == Size(width: w, height: h))
        }
    }

    @Test("a stack's major size = Σ children + Σ spacing")
    func stackSum() async {
        let widths = Self.length.array(of: 1...6)
        await propertyCheck(input: widths, Gen.int(in: 0...20), Self.length) { ws, spacing, p in
            let stack = ViewNode.hStack(spacing: Double(spacing), ws.map { rigid($0) })
            let expected = ws.reduce(0, +) + Double(spacing * (ws.count - 1))
            #expect(size(stack, p, 100).width == expected)
        }
    }

    @Test("every node's final size is its answer to its placement proposal")
    func placementConsistency() async {
        await propertyCheck(count: 50, input: Self.length, Self.length, Self.length, Gen.int(in: 1...30)) { lo, hi, p, n in
            let view = ViewNode.vStack(alignment: .leading, [
                ViewNode.text(digits(n)).frame(minWidth: lo, maxWidth: hi),
                ViewNode.hStack([ViewNode.color(), ViewNode.text(digits(n)).padding(), ViewNode.spacer()]).fixedSize(horizontal: false, vertical: true),
                ViewNode.zStack([ViewNode.rectangle.frame(maxWidth: hi), ViewNode.text("x").frame(width: lo)]),
            ]).frame(width: p == 0 ? nil : p)
            checkSubtrees(view, layout(view).root)
        }
    }

    /// Walks the view tree and the result tree together: each result node's size equals a fresh
    /// `sizeThatFits` of its view subtree with the node's placement proposal.
    func checkSubtrees(_ view: ViewNode, _ placed: PlacedNode) {
        // A Spacer takes its orientation from the enclosing stack, so alone it would answer differently.
        if case .spacer = view.kind { return }
        let fresh = ViewLayoutEngine.sizeThatFits(view, proposal: placed.placementProposal)
        #expect(fresh == placed.frame.size, "\(placed.label) proposed \(placed.placementProposal)")
        for (v, p) in zip(view.children, placed.children) { checkSubtrees(v, p) }
    }
}
