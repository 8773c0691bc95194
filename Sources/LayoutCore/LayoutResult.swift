/// The role a node plays in a figure: it picks the overlay colour and the legend entry.
public enum NodeRole: String, Hashable, Sendable, Codable, CaseIterable {
    case content          // leaves: Text, Color, shapes
    case spacer
    case flexibleFrame
    case fixedFrame
    case padding
    case stack            // VStack, HStack, ZStack
    case decoration       // overlay, background, border
    case modifier         // offset, fixedSize, layoutPriority, safe area, environment, position, aspectRatio
    case constraintView   // a view of an Auto Layout scenario
    case container        // the canvas / superview
    case layoutGuide      // a UILayoutGuide of an Auto Layout scenario: constrains like a view, draws nothing
}

/// Why a node got its size on one axis, in words with the numbers, e.g.
/// "flexible frame, min and max: clamp(proposal 200, min 100, max 150) = 150".
/// A layout can give the words as a recipe (`init(deferred:)`): a full trace has two rules per node and
/// formatting them all took most of its time, while a reader looks at a few. Compared, hashed and
/// encoded by its text, as when it was a stored string.
public struct AxisRule: Hashable, Sendable, Codable {
    private enum Storage: Sendable {
        case text(String)
        case deferred(@Sendable () -> String)
    }
    private var storage: Storage

    public init(_ text: String) { storage = .text(text) }
    /// A rule whose words are built by `text` each time they are read (it must always build the same).
    public init(deferred text: @escaping @Sendable () -> String) { storage = .deferred(text) }

    public var text: String {
        get {
            switch storage {
            case .text(let text): text
            case .deferred(let make): make()
            }
        }
        set { storage = .text(newValue) }
    }

    public static func == (a: AxisRule, b: AxisRule) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    private enum CodingKeys: String, CodingKey { case text }
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
    }
}

/// One placed node of a layout: what it was asked, what it answered, where it ended up and why.
/// Both engines produce this tree; diagrams, pages, expectations and diffs read only this.
public struct PlacedNode: Hashable, Sendable, Codable {
    public var kind: String                  // "Text", "frame", "VStack", …
    public var label: String                 // as written: `Text("12345")`, `.frame(minWidth: 100)`
    public var role: NodeRole
    public var name: String?                 // from `.id("name")`
    public var frame: Rect                   // canvas coordinates, unrounded, where it is drawn
    public var sizingProposals: SharedList<ProposedSize>   // distinct proposals received while sizing, in order
    public var sizingAnswers: SharedList<Size>             // the answer to each of `sizingProposals`, same order (may be empty)
    public var placementProposal: ProposedSize   // the proposal it was placed with
    public var size: Size                    // its answer to the placement proposal
    public var horizontalRule: AxisRule
    public var verticalRule: AxisRule
    public var warnings: [String]
    public var textLines: TextLines?         // Text only: the laid-out lines, truncation included
    public var style: [String: String]       // drawing attributes (foregroundColor, fill, font, …)
    public var effects: [DrawingEffect]      // modifiers with no layout effect applied to this view, innermost first
    public var isStackChild: Bool            // the diagram marks stack children with a leading dot
    public var children: [PlacedNode]
    /// The line of the app's code that made it (a preview's, or a custom view's); nil for a scenario's own `view:`.
    public var source: SourceLine? = nil

    @inlinable
    public init(kind: String, label: String, role: NodeRole, name: String? = nil, frame: Rect,
                sizingProposals: SharedList<ProposedSize> = [], sizingAnswers: SharedList<Size> = [], placementProposal: ProposedSize, size: Size,
                horizontalRule: AxisRule, verticalRule: AxisRule, warnings: [String] = [],
                textLines: TextLines? = nil, style: [String: String] = [:], effects: [DrawingEffect] = [],
                isStackChild: Bool = false, children: [PlacedNode] = [], source: SourceLine? = nil) {
        self.kind = kind; self.label = label; self.role = role; self.name = name; self.frame = frame
        self.sizingProposals = sizingProposals; self.sizingAnswers = sizingAnswers; self.placementProposal = placementProposal; self.size = size
        self.horizontalRule = horizontalRule; self.verticalRule = verticalRule; self.warnings = warnings
        self.textLines = textLines; self.style = style; self.effects = effects; self.isStackChild = isStackChild; self.children = children
        self.source = source
    }

    public func rule(_ axis: Axis) -> AxisRule { axis == .horizontal ? horizontalRule : verticalRule }
}

/// The whole result of laying out one scenario.
public struct LayoutResult: Hashable, Sendable, Codable {
    public var canvas: Size
    public var safeArea: Rect                // the safe area inside the canvas
    public var layoutDirection: LayoutDirection
    public var displayScale: Double
    public var root: PlacedNode
    public var warnings: [String]            // every node's warnings, collected, in tree order
    /// Auto Layout scenarios: every constraint (system ones first), with its status and gauge. Empty for SwiftUI.
    public var constraints: [ConstraintAnnotation]

    public init(canvas: Size, safeArea: Rect, layoutDirection: LayoutDirection, displayScale: Double,
                root: PlacedNode, warnings: [String], constraints: [ConstraintAnnotation] = []) {
        self.canvas = canvas; self.safeArea = safeArea; self.layoutDirection = layoutDirection
        self.displayScale = displayScale; self.root = root; self.warnings = warnings; self.constraints = constraints
    }

    /// The node named `name`, if any (names are unique within a scenario).
    public func node(named name: String) -> PlacedNode? {
        root.allNodes().first { $0.name == name }
    }
}
