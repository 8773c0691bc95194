/// One node met by the depth-first walk of a placed tree.
public struct PlacedNodeVisit {
    public let node: PlacedNode
    /// The child positions from the root, dot-separated: `0.1.0` is the root's second child's first child.
    public let path: String
    /// 0 for the root.
    public let depth: Int
    /// The node's position in the walk.
    public let index: Int
    /// The parent's position in the walk (nil for the root).
    public let parent: Int?
}

extension PlacedNode {
    /// The one walk of a placed tree that every consumer uses (`frames.json`, the node tables, `explain`, the
    /// diff): depth-first, parents before children, in declaration order.
    public func depthFirst() -> [PlacedNodeVisit] {
        var out: [PlacedNodeVisit] = []
        func walk(_ node: PlacedNode, path: String, depth: Int, parent: Int?) {
            let index = out.count
            out.append(PlacedNodeVisit(node: node, path: path, depth: depth, index: index, parent: parent))
            for (i, child) in node.children.enumerated() {
                walk(child, path: path + "." + String(i), depth: depth + 1, parent: index)
            }
        }
        walk(self, path: "0", depth: 0, parent: nil)
        return out
    }

    /// Every node, depth-first (`depthFirst()`).
    public func allNodes() -> [PlacedNode] { depthFirst().map(\.node) }
}
