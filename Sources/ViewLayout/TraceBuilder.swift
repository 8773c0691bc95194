import LayoutCore

/// Turns a finished layout run into the plain `LayoutResult` tree that diagrams, pages and checks read:
/// per node its proposals, answer, frame, rules and warnings. It walks the `ViewNode` tree again, depth
/// first, so node numbers come in the order `LayoutTree` gave them, and names, labels and styles are read
/// from the views as written. Right-to-left layouts are computed left-to-right and mirrored here, which
/// is what SwiftUI's leading/trailing semantics amount to.
struct TraceBuilder {
    let context: LayoutContext
    let full: Bool
    /// Every node's sizing proposals and answers, for a full trace.
    private let sizing: SizingRecord?

    init(context: LayoutContext, full: Bool) {
        self.context = context
        self.full = full
        sizing = full ? context.recordedSizing() : nil
    }

    func result(for root: ViewNode) -> LayoutResult {
        let settings = context.settings
        var next = 0
        var warnings: [String] = []
        var placed: [PlacedNode] = []
        var labels = LabelWriter()
        withUnsafePointer(to: root) { appendNode($0, to: &placed, id: &next, warnings: &warnings, labels: &labels) }
        var safeArea = context.safeAreaRect
        if settings.layoutDirection == .rightToLeft { safeArea = mirrored(safeArea) }
        return LayoutResult(canvas: settings.canvas, safeArea: safeArea, layoutDirection: settings.layoutDirection,
                            displayScale: settings.displayScale, root: placed[0], warnings: warnings)
    }

    /// What a `ViewThatFits` candidate that was not chosen draws: nothing.
    static let notChosen = DrawingEffect("not chosen by ViewThatFits", .hidden)

    private func mirrored(_ r: Rect) -> Rect {
        Rect(x: context.settings.canvas.width - r.maxX, y: r.minY, width: r.width, height: r.height)
    }

    /// Appends to `siblings` the placed node for `view`, numbered `id` (then `id` moves past its subtree);
    /// its warnings are appended to `allWarnings` in tree order; `labels` writes the default labels. The view is read
    /// through a pointer, as in `LayoutTree`; the node is appended to its parent's array rather than returned (the
    /// compiler still copies it once into the array, each field retained, then releases the original).
    private func appendNode(_ pointer: UnsafePointer<ViewNode>, to siblings: inout [PlacedNode], id: inout Int,
                            warnings allWarnings: inout [String], labels: inout LabelWriter) {
        let kind = pointer.pointee.kind, number = id
        id += 1
        guard let placed = context.placed(number) else { fatalError("every node is placed") }
        let rules = !placed.isShown ? AxisRules(both: "not shown: ViewThatFits chose another child")
            : full ? context.explain(number, placed.proposal) : AxisRules(both: "")
        var frame = placed.frame
        if context.settings.layoutDirection == .rightToLeft { frame = mirrored(frame) }
        var lines: TextLines? = nil
        if full, case .text(let layout) = context.nodes[number].layout, case .text(let string) = kind {
            lines = layout.lines(placed.proposal, string: string, in: context)
        }
        let warnings = Self.warnings(kind)
        if !warnings.isEmpty { allWarnings += warnings }
        var children: [PlacedNode] = []
        pointer.pointee.children.withUnsafeBufferPointer { kids in
            children.reserveCapacity(kids.count)
            for i in kids.indices {
                appendNode(kids.baseAddress! + i, to: &children, id: &id, warnings: &allWarnings, labels: &labels)
            }
        }
        let name = kindName(kind)
        let label = pointer.pointee.label ?? (full ? defaultLabel(kind, &labels) : name)
        var style = style(kind, pointer.pointee.style)
        if case .text(let layout) = context.nodes[number].layout {
            let face = layout.face(context)
            if layout.scale != 1 { style["fontScale"] = num(layout.scale) }
            if face.lineSpacing != 0 { style["lineSpacing"] = num(face.lineSpacing) }
            if face.alignment != .leading { style["textAlignment"] = face.alignment.rawValue }
            // The system model's drawn lines are as wide as measured, not a character count: figures draw each at its width.
            if full, context.settings.text.model == .system, placed.isShown {
                let measured = layout.systemMeasure(placed.proposal, in: context)
                style["textModel"] = "system"
                style["fontSize"] = num(measured.fontSize)
                style["lineWidths"] = measured.lines.widths.map(num).joined(separator: " ")
                // What the figure draws the lines in: the face's weight, style and family, when not San Francisco's regular.
                if face.weight != .regular { style["fontWeight"] = String(face.weight.cssWeight) }
                if face.italic { style["fontStyle"] = "italic" }
                if let custom = face.custom { style["fontFamily"] = custom.name } else if face.design == .monospaced {
                    style["fontFamily"] = "SF Mono"
                }
            }
        }
        siblings.append(PlacedNode(kind: name, label: label, role: role(kind), name: pointer.pointee.name, frame: frame,
                                   sizingProposals: sizing?.proposals(of: number) ?? [], sizingAnswers: sizing?.sizes(of: number) ?? [], placementProposal: placed.proposal, size: placed.frame.size,
                                   horizontalRule: rules.horizontal, verticalRule: rules.vertical,
                                   warnings: warnings, textLines: lines, style: style,
                                   effects: placed.isShown ? pointer.pointee.effects : pointer.pointee.effects + [Self.notChosen],
                                   isStackChild: placed.isStackChild, children: children, source: pointer.pointee.source))
    }

    /// SwiftUI's runtime warnings for a view as written (invalid or contradictory frame lengths). Exhaustive,
    /// so that a new view says whether it warns.
    static func warnings(_ kind: ViewKind) -> [String] {
        switch kind {
        case .flexibleFrame(let spec): FlexibleFrame.warnings(spec)
        case .fixedFrame(let width, let height, _): FixedFrame.warnings(width: width, height: height)
        case .color, .shape, .text, .spacer, .empty, .image, .divider, .vStack, .hStack, .zStack, .scrollView,
             .lazyGrid, .geometryReader, .viewThatFits, .grid, .gridRow, .padding, .offset, .fixedSize, .layoutPriority,
             .overlay, .background, .border, .ignoresSafeArea, .lineLimit, .font, .aspectRatio, .position,
             .containerRelativeFrame, .gridCell, .alignmentGuide, .safeAreaInset, .safeAreaPadding, .control, .custom, .controlPart:
            []
        }
    }

    /// Drawing attributes plus what a diagram needs to know of the kind (colour name, shape, border).
    /// Exhaustive, so that a new view says whether a diagram draws anything of it.
    private func style(_ kind: ViewKind, _ written: [String: String]) -> [String: String] {
        var s = written
        switch kind {
        case .color(let name): s["color"] = name
        case .shape(let shape):
            s["shape"] = shape.swiftName
            if case .roundedRectangle(let r) = shape { s["cornerRadius"] = num(r) }
        case .border(let color, let width): s["borderColor"] = color; s["borderWidth"] = num(width)
        case .offset(let x, let y): s["offsetX"] = num(x); s["offsetY"] = num(y)
        case .image(let image): s[image.isSymbol ? "symbol" : "image"] = image.name
        case .divider: s["divider"] = "true"
        case .text, .spacer, .empty, .vStack, .hStack, .zStack, .scrollView, .lazyGrid, .geometryReader, .viewThatFits,
             .grid, .gridRow, .flexibleFrame, .fixedFrame, .padding, .fixedSize, .layoutPriority, .overlay, .background,
             .ignoresSafeArea, .lineLimit, .font, .aspectRatio, .position, .containerRelativeFrame, .gridCell,
             .alignmentGuide, .safeAreaInset, .safeAreaPadding, .control, .custom, .controlPart:
            break
        }
        return s
    }
}
