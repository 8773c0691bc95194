import LayoutCore

/// What a figure draws of the modifiers that have no layout effect (`PlacedNode.effects`): a view's
/// fill and text are wrapped in groups for its own and its ancestors' effects, outermost first — opacity,
/// a clip to the view's frame (rounded for `.cornerRadius`, a circle or capsule for `.clipShape`), a
/// rotation or scale about the view's centre — and a `.hidden()` view's fill and text are not drawn.
/// Frames, outlines and labels are the layout's and are never moved. `.zIndex` and the accepted
/// modifiers (`.shadow`, `.onTapGesture`, …) draw nothing different.
struct DrawingEffects {
    private let tree: FigureTree
    private let baseID: String

    init(_ tree: FigureTree, baseID: String) {
        self.tree = tree
        self.baseID = baseID
    }

    static func draws(_ kind: DrawingEffect.Kind) -> Bool {
        switch kind {
        case .opacity, .clip, .rotation, .scale, .hidden: true
        case .zIndex, .none: false
        }
    }

    /// The entries in the order their paint is laid down: a background's secondary before the view it is
    /// behind (depth-first order would paint it on top), and siblings by `.zIndex` (stable, so equal
    /// indices keep declaration order, as in SwiftUI).
    var paintOrder: [Int] {
        var order: [Int] = []
        order.reserveCapacity(tree.entries.count)
        var children: [[Int]] = Array(repeating: [], count: tree.entries.count)
        for entry in tree.entries { if let p = entry.parent { children[p].append(entry.index) } }
        func zIndex(_ i: Int) -> Double {
            for effect in tree.entries[i].node.effects { if case .zIndex(let z) = effect.kind, !z.isNaN { return z } }
            return 0
        }
        var pending = [0]
        while let i = pending.popLast() {
            order.append(i)
            var kids = children[i]
            switch tree.entries[i].node.kind {
            case "background": kids.reverse()      // [primary, secondary]: the secondary is behind
            case "overlay": break                  // the secondary is in front, whatever zIndex says
            default:
                kids = kids.enumerated().sorted { a, b in
                    let za = zIndex(a.element), zb = zIndex(b.element)
                    return za != zb ? za < zb : a.offset < b.offset
                }.map(\.element)
            }
            pending += kids.reversed()   // a stack: the first kid is visited next
        }
        return order
    }

    /// Whether the entry or an ancestor has an effect that changes how it is drawn.
    func affects(_ index: Int) -> Bool {
        var current: Int? = index
        while let i = current {
            if tree.entries[i].node.effects.contains(where: { Self.draws($0.kind) }) { return true }
            current = tree.entries[i].parent
        }
        return false
    }

    private func clipID(_ entry: Int, _ effect: Int) -> String { "\(baseID)-clip-\(entry)-\(effect)" }

    /// One `<clipPath>` per clipping effect, in tree order, for the figure's `<defs>`.
    var clipPaths: [SVGElement] {
        var out: [SVGElement] = []
        for entry in tree.entries where entry.node.frame.hasFiniteValues {
            for (k, effect) in entry.node.effects.enumerated() {
                guard case .clip(let shape, let radius) = effect.kind else { continue }
                out.append(SVGElement("clipPath", ["id": clipID(entry.index, k)],
                                      children: [.element(Self.shape(shape, radius, entry.node.frame))]))
            }
        }
        return out
    }

    private static func shape(_ shape: String, _ radius: Double, _ f: Rect) -> SVGElement {
        switch shape {
        case "Circle":
            return SVGElement("circle", ["cx": num(f.centerX), "cy": num(f.centerY), "r": num(min(f.width, f.height) / 2)])
        case "Ellipse":
            return SVGElement("ellipse", ["cx": num(f.centerX), "cy": num(f.centerY), "rx": num(f.width / 2),
                                          "ry": num(f.height / 2)])
        default:
            var e = SVGElement("rect", ["x": num(f.minX), "y": num(f.minY), "width": num(f.width), "height": num(f.height)])
            let r = shape == "Capsule" ? min(f.width, f.height) / 2 : min(radius, min(f.width, f.height) / 2)
            if r > 0, r.isFinite { e.set("rx", num(r)) }
            return e
        }
    }

    /// `element`, drawn for tree entry `index`, inside the groups of every effect on the entry and its
    /// ancestors; nil when one of them hides it.
    func wrap(_ element: SVGElement, entry index: Int) -> SVGElement? {
        var chain: [(entry: TreeEntry, k: Int, effect: DrawingEffect)] = []
        var current: Int? = index
        while let i = current {
            let entry = tree.entries[i]
            // A view's own effects are listed innermost first; its ancestors' are outside them.
            for (k, effect) in entry.node.effects.enumerated() { chain.append((entry, k, effect)) }
            current = entry.parent
        }
        var wrapped = element
        for (entry, k, effect) in chain {   // innermost first, so the outermost ends up outside
            let f = entry.node.frame
            guard f.hasFiniteValues else { continue }
            switch effect.kind {
            case .hidden:
                return nil
            case .opacity(let o):
                guard o.isFinite else { continue }
                wrapped = SVGElement("g", ["opacity": num(min(max(o, 0), 1))], children: [.element(wrapped)])
            case .clip:
                wrapped = SVGElement("g", ["clip-path": "url(#\(clipID(entry.index, k)))"], children: [.element(wrapped)])
            case .rotation(let degrees):
                guard degrees.isFinite, degrees != 0 else { continue }
                wrapped = SVGElement("g", ["transform": "rotate(\(num(degrees)) \(num(f.centerX)) \(num(f.centerY)))"],
                                     children: [.element(wrapped)])
            case .scale(let x, let y):
                guard x.isFinite, y.isFinite, x != 1 || y != 1 else { continue }
                let transform = "translate(\(num(f.centerX)) \(num(f.centerY))) scale(\(num(x)) \(num(y))) "
                    + "translate(\(num(-f.centerX)) \(num(-f.centerY)))"
                wrapped = SVGElement("g", ["transform": transform], children: [.element(wrapped)])
            case .zIndex, .none:
                continue
            }
        }
        return wrapped
    }

    typealias TreeEntry = FigureTree.Entry
}
