// The syntax tree of one Visual Format Language string, exactly as written.
//
// Nothing here is resolved: an identifier may later turn out to be a metric or a view, a standard
// spacing has no value yet, and priorities are not range-checked. Translation into constraints does
// that, using the columns kept on every element to point back into the string.

/// The axis a format string lays views along: `H:` (the default when omitted) or `V:`.
public enum VFLOrientation: Sendable, Hashable {
    case horizontal
    case vertical
}

/// A whole parsed format string.
///
/// `|-8-[a]-[b(>=50)]|` gives `leadingSuperview = -8-`, `views = [a, b]`,
/// `connections = [-]` and `trailingSuperview = flush`.
public struct VFLFormat: Sendable, Equatable {
    public var orientation: VFLOrientation
    /// Present iff the string starts with `|` (after the orientation): the connection between that
    /// `|` and the first view.
    public var leadingSuperview: VFLConnection?
    /// At least one view, in order along the axis.
    public var views: [VFLView]
    /// `views.count - 1` entries: `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [VFLConnection]
    /// Present iff the string ends with `|`: the connection between the last view and that `|`.
    public var trailingSuperview: VFLConnection?

    public init(
        orientation: VFLOrientation = .horizontal,
        leadingSuperview: VFLConnection? = nil,
        views: [VFLView],
        connections: [VFLConnection] = [],
        trailingSuperview: VFLConnection? = nil
    ) {
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
    }
}

/// `[name]` or `[name(predicates)]`; the predicates constrain the view's size along the axis.
public struct VFLView: Sendable, Equatable {
    public var name: String
    public var predicates: [VFLPredicate]
    /// 1-based character column of the view's `[`.
    public var column: Int

    public init(name: String, predicates: [VFLPredicate] = [], column: Int) {
        self.name = name
        self.predicates = predicates
        self.column = column
    }
}

/// The spacing between two neighbours (views or the superview).
public struct VFLConnection: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Nothing written: `[a][b]`, `|[a]`. The neighbours touch.
        case flush
        /// A lone `-`: the system's standard spacing.
        case standard
        /// `-12-`, `-gap-` (one predicate, relation `==`) or `-(>=8@750,<=20)-`.
        case predicates([VFLPredicate])
    }

    public var kind: Kind
    /// 1-based character column of the connection's first `-`; for `.flush`, the column of the
    /// element that follows (where a `-` would have been).
    public var column: Int

    public init(_ kind: Kind, column: Int) {
        self.kind = kind
        self.column = column
    }
}

/// `(relation)? object (@priority)?`, e.g. `>=70`, `==button2`, `100@20`.
public struct VFLPredicate: Sendable, Equatable {
    /// `.equal` when the string leaves the relation out.
    public var relation: Relation
    public var object: VFLObject
    /// `nil` when omitted (translation applies the required priority).
    public var priority: VFLPriority?
    /// 1-based character column where the predicate starts (its relation, or else its object).
    public var column: Int

    public init(relation: Relation = .equal, object: VFLObject, priority: VFLPriority? = nil, column: Int) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.column = column
    }
}

/// What a predicate compares with. A metric name and a view name are spelled alike
/// (`[a(==b)]`), so both stay `.identifier` until translation knows the metrics and views.
public enum VFLObject: Sendable, Equatable {
    case number(Double)
    case identifier(String)
}

/// A predicate's `@priority`: a literal or a metric name.
public enum VFLPriority: Sendable, Equatable {
    case number(Double)
    case identifier(String)
}
