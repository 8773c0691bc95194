import LayoutCore

/// What a node inherits from its ancestors (SwiftUI's environment and view inputs).
struct NodeEnvironment: Sendable {
    var lineLimit: Int?
    /// The enclosing stack's axis, which orients a Spacer; nil in a ZStack or outside stacks.
    var stackAxis: Axis?
}

/// The view tree flattened into arrays indexed by node number (parents before children), with the
/// layout object, environment, priority, spacing preferences and warnings of every node computed once.
struct LayoutTree: Sendable {
    var kinds: [ViewKind] = []
    var names: [String?] = []
    var labels: [String?] = []      // as written in the source; derived for the trace when nil
    var styles: [[String: String]] = []
    var children: [[Int]] = []
    /// Children that take part in layout (stacks and ZStack skip EmptyView, which produces no view).
    var layoutChildren: [[Int]] = []
    /// The first of `layoutChildren`, or −1: what a modifier wraps, read without touching an array.
    var firstLayoutChild: [Int] = []
    var layouts: [any NodeLayout] = []
    var environments: [NodeEnvironment] = []
    var priorities: [Double] = []
    var spacing: [SpacingPreferences] = []
    var warnings: [[String]] = []

    var count: Int { kinds.count }

    init(root: ViewNode, metrics: TextMetrics, displayScale: Double) {
        let n = root.nodeCount
        kinds.reserveCapacity(n); names.reserveCapacity(n); labels.reserveCapacity(n); styles.reserveCapacity(n)
        children.reserveCapacity(n); layoutChildren.reserveCapacity(n); firstLayoutChild.reserveCapacity(n)
        layouts.reserveCapacity(n); environments.reserveCapacity(n); priorities.reserveCapacity(n)
        spacing.reserveCapacity(n); warnings.reserveCapacity(n)
        _ = add(root, environment: NodeEnvironment(), metrics: metrics, displayScale: displayScale)
    }

    private mutating func add(_ view: ViewNode, environment: NodeEnvironment, metrics: TextMetrics,
                              displayScale: Double) -> Int {
        let id = kinds.count
        kinds.append(view.kind); names.append(view.name); labels.append(view.label)
        styles.append(view.style); children.append([]); layoutChildren.append([]); firstLayoutChild.append(-1)
        environments.append(environment); priorities.append(0); spacing.append(.none); warnings.append([])
        layouts.append(EmptyLayout())

        var childEnvironment = environment
        switch view.kind {
        case .vStack: childEnvironment.stackAxis = .vertical
        case .hStack: childEnvironment.stackAxis = .horizontal
        case .zStack: childEnvironment.stackAxis = nil
        case .lineLimit(let limit): childEnvironment.lineLimit = limit
        default: break
        }
        var ids: [Int] = []
        for child in view.children {
            ids.append(add(child, environment: childEnvironment, metrics: metrics, displayScale: displayScale))
        }
        children[id] = ids
        let isContainer: Bool
        switch view.kind {
        case .vStack, .hStack, .zStack: isContainer = true
        default: isContainer = false
        }
        layoutChildren[id] = isContainer ? ids.filter { kinds[$0] != .empty } : ids
        firstLayoutChild[id] = layoutChildren[id].first ?? -1

        let made = makeLayout(view.kind, node: id, metrics: metrics, displayScale: displayScale)
        layouts[id] = made.layout
        warnings[id] = made.warnings
        priorities[id] = layoutPriority(of: view.kind, node: id)
        spacing[id] = spacingPreferences(of: view.kind, node: id, metrics: metrics, displayScale: displayScale)
        return id
    }

    private func makeLayout(_ kind: ViewKind, node: Int, metrics: TextMetrics,
                            displayScale: Double) -> (layout: any NodeLayout, warnings: [String]) {
        switch kind {
        case .color: return (ColorLayout(), [])
        case .shape(let shape): return (ShapeLayout(shape: shape), [])
        case .text(let string):
            return (TextLayout(string: string, lineLimit: environments[node].lineLimit, metrics: metrics,
                               displayScale: displayScale), [])
        case .spacer(let minLength): return (SpacerLayout(minLength: minLength, axis: environments[node].stackAxis), [])
        case .empty: return (EmptyLayout(), [])
        case .vStack(let alignment, let spacing):
            return (StackLayout(axis: .vertical, minorFraction: guideFraction(alignment, .leftToRight),
                                explicitSpacing: spacing, distances: distances(node, .vertical, spacing)), [])
        case .hStack(let alignment, let spacing):
            return (StackLayout(axis: .horizontal, minorFraction: guideFraction(alignment),
                                explicitSpacing: spacing, distances: distances(node, .horizontal, spacing)), [])
        case .zStack(let alignment): return (ZStackLayout(alignment: alignment), [])
        case .flexibleFrame(let spec):
            let frame = FlexibleFrame(spec)
            return (frame, frame.warnings)
        case .fixedFrame(let width, let height, let alignment):
            let frame = FixedFrame(width: width, height: height, alignment: alignment)
            return (frame, frame.warnings)
        case .padding(let insets): return (PaddingLayout(insets: insets), [])
        case .offset(let x, let y): return (OffsetLayout(x: x, y: y), [])
        case .fixedSize(let h, let v): return (FixedSizeLayout(horizontal: h, vertical: v), [])
        case .layoutPriority: return (PassThroughLayout(what: "layoutPriority"), [])
        case .lineLimit: return (PassThroughLayout(what: "lineLimit"), [])
        case .border: return (PassThroughLayout(what: "border (drawn inside, no layout effect)"), [])
        case .overlay(let alignment): return (DecorationLayout(alignment: alignment, what: "overlay"), [])
        case .background(let alignment): return (DecorationLayout(alignment: alignment, what: "background"), [])
        case .ignoresSafeArea(let edges): return (SafeAreaIgnoringLayout(edges: edges), [])
        }
    }

    /// Reference §1 and §6: unary layout modifiers reset the priority to 0; decorations, fixedSize and
    /// environment modifiers pass the child's through; `layoutPriority(x)` reports x; Spacer −∞.
    private func layoutPriority(of kind: ViewKind, node: Int) -> Double {
        let first = children[node].first.map { priorities[$0] } ?? 0
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .overlay, .background, .border, .offset, .lineLimit: return first
        default: return 0
        }
    }

    private func distances(_ node: Int, _ axis: Axis, _ explicit: Double?) -> [Double] {
        let ids = layoutChildren[node]
        return ids.indices.map { i in
            i == 0 ? 0 : explicit ?? spacing[ids[i - 1]].distance(to: spacing[ids[i]], along: axis)
        }
    }

    private func spacingPreferences(of kind: ViewKind, node: Int, metrics: TextMetrics,
                                    displayScale: Double) -> SpacingPreferences {
        let kids = layoutChildren[node].map { spacing[$0] }
        switch kind {
        case .text: return .text(TextSpacing(metrics: metrics, displayScale: displayScale))
        case .color, .shape: return .plainLeaf
        case .spacer: return .spacer(axis: environments[node].stackAxis)
        case .empty: return .none
        case .vStack: return .stack(kids, axis: .vertical)
        case .hStack: return .stack(kids, axis: .horizontal)
        case .zStack: return .merged(kids)
        case .padding(let insets):
            return kids.first?.resetting(top: insets.top != 0, leading: insets.leading != 0,
                                         bottom: insets.bottom != 0, trailing: insets.trailing != 0) ?? .none
        case .fixedFrame(let width, let height, _):
            return kids.first?.resetting(axis: .horizontal, width != nil).resetting(axis: .vertical, height != nil) ?? .none
        case .flexibleFrame(let spec):
            let h = spec.minWidth != nil || spec.idealWidth != nil || spec.maxWidth != nil
            let v = spec.minHeight != nil || spec.idealHeight != nil || spec.maxHeight != nil
            return kids.first?.resetting(axis: .horizontal, h).resetting(axis: .vertical, v) ?? .none
        default: return kids.first ?? .none
        }
    }
}

/// How a node is named in traces when the source did not give a label.
func defaultLabel(_ kind: ViewKind) -> String {
    switch kind {
    case .color(let name): return "Color.\(name)"
    case .shape(let shape):
        if case .roundedRectangle(let r) = shape { return "RoundedRectangle(cornerRadius: \(num(r)))" }
        return "\(shape.swiftName)()"
    case .text(let s): return "Text(\(quoted(s)))"
    case .spacer(let m): return m.map { "Spacer(minLength: \(num($0)))" } ?? "Spacer()"
    case .empty: return "EmptyView()"
    case .vStack(let a, let s): return "VStack(alignment: .\(a.rawValue)\(s.map { ", spacing: \(num($0))" } ?? ""))"
    case .hStack(let a, let s): return "HStack(alignment: .\(a.rawValue)\(s.map { ", spacing: \(num($0))" } ?? ""))"
    case .zStack(let a): return "ZStack(alignment: .\(a.swiftName))"
    case .flexibleFrame(let f):
        let parts: [(String, Double?)] = [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                          ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
        var args = parts.compactMap { name, v in v.map { "\(name): \(num($0))" } }
        if f.alignment != .center { args.append("alignment: .\(f.alignment.swiftName)") }
        return ".frame(\(args.joined(separator: ", ")))"
    case .fixedFrame(let w, let h, let a):
        var args = [("width", w), ("height", h)].compactMap { name, v in v.map { "\(name): \(num($0))" } }
        if a != .center { args.append("alignment: .\(a.swiftName)") }
        return ".frame(\(args.joined(separator: ", ")))"
    case .padding(let i):
        if i.top == i.leading && i.top == i.bottom && i.top == i.trailing { return ".padding(\(num(i.top)))" }
        return ".padding(EdgeInsets(top: \(num(i.top)), leading: \(num(i.leading)), bottom: \(num(i.bottom)), trailing: \(num(i.trailing))))"
    case .offset(let x, let y): return ".offset(x: \(num(x)), y: \(num(y)))"
    case .fixedSize(let h, let v): return h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))"
    case .layoutPriority(let p): return ".layoutPriority(\(num(p)))"
    case .overlay: return ".overlay"
    case .background: return ".background"
    case .border(let c, let w): return ".border(Color.\(c), width: \(num(w)))"
    case .ignoresSafeArea: return ".ignoresSafeArea"
    case .lineLimit(let l): return ".lineLimit(\(l.map(String.init) ?? "nil"))"
    }
}

/// A Swift string literal for `s`, as the label of a Text.
func quoted(_ s: String) -> String {
    var out = "\""
    for c in s {
        switch c {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        default: out.append(c)
        }
    }
    return out + "\""
}
