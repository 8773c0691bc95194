/// A modifier that changes what a view draws but not its frame (`.opacity`, `.cornerRadius`,
/// `.clipShape`, `.rotationEffect`, `.hidden()`, `.onTapGesture`, …). It is kept on the view it was
/// applied to, so the frames stay those of the layout, the figure draws what the effect changes, and the
/// node table lists it as "no layout effect".
public struct DrawingEffect: Hashable, Sendable, Codable {
    public enum Kind: Hashable, Sendable, Codable {
        /// Multiplies the opacity of everything the view draws.
        case opacity(Double)
        /// Clips what the view draws to its frame with rounded corners (`.cornerRadius(r)`), to its frame
        /// (`.clipped()`, `.clipShape(Rectangle())`), or to a shape in its frame (`.clipShape(Circle())`).
        case clip(shape: String, cornerRadius: Double)
        /// Rotates what the view draws about its centre (`.rotationEffect(.degrees(d))`).
        case rotation(degrees: Double)
        /// Scales what the view draws about its centre (`.scaleEffect(s)`, `.scaleEffect(x:y:)`).
        case scale(x: Double, y: Double)
        /// Keeps the view's place in the layout and draws nothing (`.hidden()`).
        case hidden
        /// Orders drawing among the siblings of a ZStack, overlay or background (`.zIndex(z)`).
        case zIndex(Double)
        /// Accepted and recorded, nothing drawn differently (`.shadow`, `.onTapGesture`, `.accessibilityLabel`, …).
        case none
    }

    /// The modifier as written, without its base: `.opacity(0.5)`.
    public var label: String
    public var kind: Kind

    public init(_ label: String, _ kind: Kind) { self.label = label; self.kind = kind }
}
