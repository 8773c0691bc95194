import LayoutCore

/// The placed tree flattened in depth-first order (parents before children, declaration order), each
/// entry knowing its parent, so every drawing pass walks the same stable sequence.
struct FigureTree {
    struct Entry {
        let node: PlacedNode
        let index: Int
        let parent: Int?
    }

    let entries: [Entry]
    /// For each entry, the index just past its last descendant: its subtree is `index..<subtreeEnd[index]`.
    let subtreeEnd: [Int]

    init(_ root: PlacedNode) {
        var entries: [Entry] = []
        var ends: [Int] = []
        func walk(_ node: PlacedNode, parent: Int?) {
            let index = entries.count
            entries.append(Entry(node: node, index: index, parent: parent))
            ends.append(index + 1)
            for child in node.children { walk(child, parent: index) }
            ends[index] = entries.count
        }
        walk(root, parent: nil)
        self.entries = entries
        self.subtreeEnd = ends
    }

    func isInSubtree(_ candidate: Int, of root: Int) -> Bool { candidate >= root && candidate < subtreeEnd[root] }

    func parent(of entry: Entry) -> Entry? { entry.parent.map { entries[$0] } }

    /// The named views, in tree order.
    var named: [Entry] { entries.filter { $0.node.name != nil } }

    /// The view whose parent's proposal the ruler marks: the one named "subject", else the first named.
    var subject: Entry? {
        entries.first { $0.node.name == "subject" } ?? entries.first { $0.node.name != nil }
    }
}

/// Rectangles are finite and non-degenerate enough to draw.
extension Rect {
    var hasFiniteValues: Bool { [minX, minY, width, height].allSatisfy(\.isFinite) }

    func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }

    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}

/// Advance of one character of DejaVu Sans Mono, in ems: the figure's own text (ruler numbers,
/// labels, legend, caption) is laid out with it.
let monoAdvance = 0.602

func monoWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * monoAdvance
}
