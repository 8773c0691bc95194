/// One Auto Layout constraint as a figure and a page show it: the text as written, whether it holds, and, when it
/// spans a distance that can be drawn, an I-beam gauge as Interface Builder draws one.
public struct ConstraintAnnotation: Hashable, Sendable, Codable {
    public enum Status: String, Hashable, Sendable, Codable {
        case satisfied
        /// Optional and not met (its error was traded for higher priorities).
        case unsatisfied
        /// Required, broken to resolve a conflict.
        case broken
    }

    /// A distance to draw: along `axis`, from `from` to `to` (canvas coordinates), at `cross` on the other axis.
    public struct Gauge: Hashable, Sendable, Codable {
        public var axis: Axis
        public var from: Double
        public var to: Double
        public var cross: Double
        public var label: String
        public init(axis: Axis, from: Double, to: Double, cross: Double, label: String) {
            self.axis = axis; self.from = from; self.to = to; self.cross = cross; self.label = label
        }
    }

    public var text: String
    /// `file:line:column` where it was written; nil for the system's intrinsic-size constraints.
    public var location: String?
    public var priority: Double
    public var status: Status
    /// How far it is from holding (0 when it holds).
    public var error: Double
    /// Intrinsic content size (hugging, compression resistance) rather than written.
    public var isSystem: Bool
    /// It holds with equality, so it pins something.
    public var isActive: Bool
    public var gauge: Gauge?

    public init(text: String, location: String?, priority: Double, status: Status, error: Double, isSystem: Bool,
                isActive: Bool, gauge: Gauge?) {
        self.text = text; self.location = location; self.priority = priority; self.status = status
        self.error = error; self.isSystem = isSystem; self.isActive = isActive; self.gauge = gauge
    }

    public var isOptional: Bool { priority < 1000 }
}
