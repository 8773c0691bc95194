import LayoutCore

/// Modifiers with no layout of their own (`layoutPriority`, `lineLimit`, `font`, `border`): the child's
/// size, the same proposal, the same place. `lineLimit` and `font` change the environment of the Texts
/// below, which `LayoutTree` hands down.
struct PassThroughLayout: NodeLayout {
    enum Kind: String, Sendable {
        case layoutPriority
        case lineLimit
        case font = "font (environment)"
        case border = "border (drawn inside, no layout effect)"
        case gridCell = "a Grid cell attribute (read by the Grid)"
        case control = "a control, laid out as its parts"
        /// A NavigationStack, List or TabView: its bars and rows are nodes of their own, each with its rule.
        case chrome = "a container iOS composes of bars and rows, laid out as its parts (each part's rule says its numbers)"
        case custom = "a view of the app, laid out as its body"
        case placeholder = "a placeholder for another module's view, of its declared size or the proposal"
    }
    let what: Kind
    /// The containers `.control(name:)` lays out as `.chrome`.
    static let chromeContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "List", "Form", "TabView"]
    /// `.layoutPriority(x)`'s x, which the node reports instead of its child's; nil for the others.
    var priority: Double? = nil

    func size(for p: ProposedSize, node: Int, in context: LayoutContext, rules: inout AxisRules?) -> Size {
        context.contentSize(node, p, rules: &rules) { s in
            // The child decided: say how, so a name given after `.font` or `.lineLimit` still reads the rule.
            let child = context.content(node).map { context.explain($0, p) }
            // A control names its platform parts and where their sizes come from.
            let parts = what == .control ? Self.partNotes(under: node, in: context) : ""
            @Sendable func why(_ a: Axis) -> String {
                "\(what.rawValue)\(parts): the child's \(num(s[a]))" + (child.map { " — " + $0[a].text } ?? "")
            }
            return AxisRules(why(.horizontal), why(.vertical))
        }
    }

    func place(node: Int, frame: Rect, proposal: ProposedSize, in context: LayoutContext) {
        guard let content = context.content(node) else { return }
        context.place(child: content, in: frame, at: .zero, proposal: proposal)
    }

    /// " (switch 51×31: iOS: UISwitch's size, …)" for the control parts in `node`'s subtree; "" for none.
    static func partNotes(under node: Int, in context: LayoutContext) -> String {
        let notes = (node + 1..<Int(context.nodes[node].subtreeEnd)).compactMap { n -> String? in
            guard case .controlPart(let layout) = context.nodes[n].layout else { return nil }
            let part = context.tree.controlParts[layout.part]
            return "\(part.name) \(part.isGreedy ? "any width" : num(part.width))×\(num(part.height)), \(part.source)"
        }
        return notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"
    }
}

// What a pass-through modifier tells the tree (`LayoutTraits`): its child's priority (reference §1: environment
// modifiers, border, a Grid cell's attributes and a control pass it through), or `.layoutPriority`'s. Its
// spacing and guides are the child's: the defaults.
extension PassThroughLayout {
    func layoutPriority(_ children: ChildAnswers) -> Double {
        guard let priority else { return children.firstPriority }
        // NaN would never equal itself, and a stack groups its children by equal priority: it counts as 0.
        return priority.isNaN ? 0 : priority
    }
}
