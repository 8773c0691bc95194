import LayoutCore

/// The shape views a tree can hold: `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse` and `Circle`.
public enum ShapeKind: Hashable, Sendable, Codable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case ellipse
    case circle

    public var swiftName: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        }
    }
}

/// The flexible frame's constraints as written; normalisation happens in `FlexibleFrame`.
public struct FlexibleFrameSpec: Hashable, Sendable, Codable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment
    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `Image("name")` or `Image(systemName:)`: an image of a declared intrinsic size (reference: images).
public struct ImageSpec: Hashable, Sendable, Codable {
    public var name: String
    public var isSymbol: Bool
    /// The intrinsic size in points; a symbol's at the text model's reference font size (it scales with
    /// `.font`, as SF Symbols do).
    public var size: Size
    /// `.resizable()`: the image takes the proposal, nil axes its intrinsic length.
    public var isResizable: Bool

    public init(name: String, isSymbol: Bool = false, size: Size, isResizable: Bool = false) {
        self.name = name; self.isSymbol = isSymbol; self.size = size; self.isResizable = isResizable
    }
}

/// SwiftUI's `ContentMode`, for `.aspectRatio`.
public enum ContentMode: String, Hashable, Sendable, Codable, CaseIterable {
    case fit, fill
}

/// What a node of the view tree is: a view or a modifier wrapped around its child (seed 002: a
/// modifier is a view whose body is the modified view).
public enum ViewKind: Hashable, Sendable, Codable {
    // leaves
    case color(String)
    case shape(ShapeKind)
    case text(String)
    case spacer(minLength: Double?)
    case empty
    case image(ImageSpec)
    /// `Divider()`: a line across the enclosing stack's axis, one pixel thick.
    case divider
    // containers: children are the stack's children
    /// `isLazy`: `LazyVStack`/`LazyHStack`, which take the whole proposal across their axis.
    case vStack(alignment: HorizontalAlignment, spacing: Double?, isLazy: Bool = false)
    case hStack(alignment: VerticalAlignment, spacing: Double?, isLazy: Bool = false)
    case zStack(alignment: Alignment)
    /// `ScrollView(axes) { content }`: one child, the content (several views become a VStack).
    case scrollView(horizontal: Bool, vertical: Bool)
    /// `LazyVGrid(columns:alignment:spacing:)` (`vertical`: true) or `LazyHGrid(rows:…)`; children are the cells.
    case lazyGrid(tracks: [GridItemSpec], vertical: Bool, alignment: Alignment, spacing: Double?)
    /// `GeometryReader { proxy in … }`. `key` names the reader among the scenario's readers (where it is
    /// written, and the loop variables around it), so that its size can be handed back to `proxy`.
    case geometryReader(key: String)
    /// `ViewThatFits(in:)`: the children are the candidates, in order of preference.
    case viewThatFits(horizontal: Bool, vertical: Bool)
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)` (or `GridLayout`): children are `gridRow`s, and
    /// other views, which span every column.
    case grid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?)
    /// `GridRow(alignment:)` in a Grid: its children are the row's cells.
    case gridRow(alignment: VerticalAlignment?)
    // modifiers: children[0] is the modified view
    case flexibleFrame(FlexibleFrameSpec)
    case fixedFrame(width: Double?, height: Double?, alignment: Alignment)
    case padding(EdgeInsets)
    case offset(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    /// children: [primary, secondary]. `ignoresSafeAreaEdges` is the ShapeStyle form's
    /// (`.overlay(Color.red)`, `.background(.green)`): the fill grows into the safe area on those edges.
    case overlay(alignment: Alignment, ignoresSafeAreaEdges: Edges = [])
    case background(alignment: Alignment, ignoresSafeAreaEdges: Edges = [])
    case border(color: String, width: Double)
    case ignoresSafeArea(edges: Edges)
    case lineLimit(Int?)                      // environment: applies to every Text below
    /// Environment: the point size scales every Text and symbol below; the weight (nil: inherited) is the system text
    /// model's (`.font(.headline)` is semibold, `.bold()` a weight alone).
    /// `.font`, `.bold()`, `.italic()` and the like: a point size, a weight and the rest of the face, each nil (or
    /// unchanged in `face`) where the modifier leaves the inherited one.
    case font(pointSize: Double?, weight: SystemFont.Weight? = nil, face: FaceChange = FaceChange())
    case aspectRatio(ratio: Double?, contentMode: ContentMode)
    case position(x: Double, y: Double)
    /// `.containerRelativeFrame(axes, count:span:spacing:alignment:)`; the two-argument form is count 1, span 1.
    case containerRelativeFrame(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double, alignment: Alignment)
    /// `.gridCellColumns`, `.gridCellUnsizedAxes`, `.gridColumnAlignment`, `.gridCellAnchor`: what a Grid
    /// reads of its cell; no layout of its own.
    case gridCell(GridCellAttribute)
    /// `.alignmentGuide(key) { d in … }`: the view answers `key` with the closure's value.
    case alignmentGuide(AlignmentKey, GuideExpression)
    /// `.safeAreaInset(edge:alignment:spacing:) { content }`: children [the view, the content]. `edge` is one edge.
    case safeAreaInset(edge: Edges, alignment: Alignment, spacing: Double?)
    /// `.safeAreaPadding(…)`: padding whose band is unsafe for the content.
    case safeAreaPadding(EdgeInsets)
    /// A control (`Button`, `Toggle`, `TextField`, …) written as one view: one child, its parts laid out as the
    /// platform profile composes them. `name` is the control's type.
    case control(name: String)
    /// A view the app declares (`struct ProfileCard: View`): its body, laid out as if written in its place, under
    /// a node named by its type so a figure shows the app's own structure. A placeholder is another module's view
    /// FrameLab cannot see (`KFImage`): its one child is a fill of its declared size, or of the proposal.
    case custom(type: String, isPlaceholder: Bool = false)
    /// A platform-drawn part of a control with its own size (a switch, a stepper, a slider's track).
    case controlPart(ControlPart)
}

/// A control part's size in the platform profile, and where the number comes from (shown in the rule).
public struct ControlPart: Hashable, Sendable, Codable {
    /// What it is: "switch", "stepper", "slider", "progress bar", "spinner".
    public var name: String
    /// Its width, or with `isGreedy` its width at a nil proposal.
    public var width: Double
    public var height: Double
    /// Takes any proposed width (∞ included), as a switch does not and a slider does.
    public var isGreedy: Bool
    /// The profile and the source of the numbers, as the rule cites it: "iOS: UISwitch's published size".
    public var source: String

    public init(name: String, width: Double, height: Double, isGreedy: Bool = false, source: String) {
        self.name = name; self.width = width; self.height = height; self.isGreedy = isGreedy; self.source = source
    }
}

/// What a cell tells its Grid (MetalUI `swiftui-grid.swift`, reading §6–§9).
public enum GridCellAttribute: Hashable, Sendable, Codable {
    case columns(Int)
    case unsizedAxes(horizontal: Bool, vertical: Bool)
    case columnAlignment(HorizontalAlignment)
    /// A UnitPoint: (0, 0) top leading, (1, 1) bottom trailing.
    case anchor(x: Double, y: Double)
}

/// A node of the view tree handed to the engine.
public struct ViewNode: Hashable, Sendable, Codable {
    public var kind: ViewKind
    public var children: [ViewNode]
    /// The name given with `.id("name")`.
    public var name: String?
    /// Drawing attributes that do not affect layout (`foregroundColor`, `fill`, `font`, …).
    public var style: [String: String]
    /// The source text for this node, as shown in diagrams and traces; derived when nil.
    public var label: String?
    /// Modifiers with no layout effect applied to this view (`.opacity`, `.hidden()`, …), innermost first.
    public var effects: [DrawingEffect]
    /// The line of the app's `.swift` file that made it; nil for a scenario's own `view:`.
    public var source: SourceLine? = nil

    public init(_ kind: ViewKind, children: [ViewNode] = [], name: String? = nil,
                style: [String: String] = [:], label: String? = nil, effects: [DrawingEffect] = []) {
        self.kind = kind; self.children = children; self.name = name; self.style = style; self.label = label
        self.effects = effects
    }

    /// Number of nodes in this subtree.
    public var nodeCount: Int {
        // Children are read in place through a pointer: passing them by value copies each one.
        func count(_ node: UnsafePointer<ViewNode>) -> Int {
            node.pointee.children.withUnsafeBufferPointer { kids in kids.indices.reduce(1) { $0 + count(kids.baseAddress! + $1) } }
        }
        return withUnsafePointer(to: self, count)
    }
}
