import LayoutCore

/// SwiftUI's layout, re-implemented: proposal → size → placement (reference: swiftui-layout.md).
public enum ViewLayoutEngine {
    /// How much explanation a layout records besides the frames.
    public enum Trace: Sendable {
        /// Rules in words, every sizing proposal, the drawn lines of every Text: what figures and `explain` show.
        case full
        /// Frames, placement proposals and warnings only (rules empty, labels as written or the kind's
        /// name, no drawn text lines): for callers that only need frames.
        case framesOnly
    }

    /// Lays out `root` in the canvas of `settings` the way a hosting window does (reference §6, safe
    /// area): the root is proposed the canvas minus the safe-area insets and centred in the safe area.
    public static func layout(_ root: ViewNode, settings: LayoutSettings = LayoutSettings(),
                              trace: Trace = .full) -> LayoutResult {
        layout(root, settings: settings, trace: trace, uncachedChain: LayoutTree.defaultUncachedChain)
    }

    /// The same, with the tree's `uncachedChain` chosen (tests compare it with every node cached).
    static func layout(_ root: ViewNode, settings: LayoutSettings, trace: Trace, uncachedChain: Int) -> LayoutResult {
        let tree = LayoutTree(root: root, metrics: settings.text, displayScale: settings.displayScale,
                              uncachedChain: uncachedChain)
        var context = pass(tree, settings: settings, trace: trace)
        // A containerRelativeFrame in a ScrollView reads the ScrollView's viewport, known once it is placed:
        // lay out again with the viewports of the pass before, until they no longer change (a few passes).
        if tree.hasContainerRelativeFrameInScrollView {
            for _ in 0..<4 {
                let viewports = (0..<tree.count).map { node -> Size? in
                    guard case .scrollView = tree.nodes[node].layout else { return nil }
                    return context.placed(node)?.frame.size
                }
                if viewports == context.scrollViewports { break }
                context = pass(tree, settings: settings, trace: trace, scrollViewports: viewports)
            }
        }
        return TraceBuilder(context: context, full: trace == .full).result(for: root)
    }

    /// One sizing and placement pass over the whole tree.
    private static func pass(_ tree: LayoutTree, settings: LayoutSettings, trace: Trace,
                             scrollViewports: [Size?] = []) -> LayoutContext {
        let context = LayoutContext(tree: tree, settings: settings, recordsEveryAnswer: trace == .full,
                                    scrollViewports: scrollViewports)
        let safe = context.safeAreaRect
        let proposal = ProposedSize(safe.size)
        let fitting = context.size(0, proposal)
        let origin = Point(x: safe.minX + (safe.width - fitting.width) / 2,
                           y: safe.minY + (safe.height - fitting.height) / 2)
        context.place(0, at: origin, proposal: proposal, knownSize: fitting)
        return context
    }

    /// The answer of `node` to `proposal` alone, without placing it.
    public static func sizeThatFits(_ node: ViewNode, proposal: ProposedSize,
                                    settings: LayoutSettings = LayoutSettings()) -> Size {
        let tree = LayoutTree(root: node, metrics: settings.text, displayScale: settings.displayScale)
        return LayoutContext(tree: tree, settings: settings, recordsEveryAnswer: false).size(0, proposal)
    }
}
