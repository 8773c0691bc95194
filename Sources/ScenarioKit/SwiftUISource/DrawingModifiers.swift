import LayoutCore
import SwiftSyntax
import ViewLayout

/// The modifiers that change what a view draws but not its frame, and the shapes and angles they take.
extension SwiftUIInterpreter.ViewWalker {
    mutating func drawingEffect(_ modifier: ModifierCall) throws(Diagnostic) -> DrawingEffect.Kind {
        switch modifier.name {
        case "opacity":
            return .opacity(try bound(modifier, [Signature(.unlabelled("opacity"))])["opacity"]!.number())
        case "cornerRadius":
            let arguments = try bound(modifier, [Signature(.unlabelled("radius"), .labelled("antialiased"))])
            return .clip(shape: "RoundedRectangle", cornerRadius: try arguments["radius"]!.number())
        case "clipShape":
            let arguments = try bound(modifier, [Signature(.unlabelled("shape"), .labelled("style"))])
            let shape = try arguments["shape"]!.shape()
            if case .roundedRectangle(let r) = shape { return .clip(shape: shape.swiftName, cornerRadius: r) }
            return .clip(shape: shape.swiftName, cornerRadius: 0)
        case "clipped":
            _ = try bound(modifier, [Signature(.labelled("antialiased"))])
            return .clip(shape: "Rectangle", cornerRadius: 0)
        case "rotationEffect":
            let arguments = try bound(modifier, [Signature(.unlabelled("angle"), .labelled("anchor"))])
            return .rotation(degrees: try arguments["angle"]!.degrees())
        case "scaleEffect":
            let arguments = try bound(modifier, [Signature(.unlabelled("scale"), .labelled("anchor")),
                                                 Signature(.labelled("x"), .labelled("y"), .labelled("anchor"))])
            if let scale = arguments["scale"] {
                if let size = try? scale.size() { return .scale(x: size.width, y: size.height) }
                let s = try scale.number()
                return .scale(x: s, y: s)
            }
            return .scale(x: try arguments["x"]?.number() ?? 1, y: try arguments["y"]?.number() ?? 1)
        case "hidden":
            _ = try bound(modifier, [Signature()])
            return .hidden
        case "zIndex":
            return .zIndex(try bound(modifier, [Signature(.unlabelled("value"))])["value"]!.number())
        default:
            throw map.error("'\(modifier.callee)' is not a drawing effect", at: modifier.anchor)
        }
    }
}

extension SwiftUIInterpreter.Argument {
    /// A shape as `clipShape(_:)` and `background(_:in:)` take it: `Circle()`, `Capsule()`,
    /// `RoundedRectangle(cornerRadius: 8)`, `Rectangle()`, `Ellipse()`, or the iOS 17 forms `.circle`,
    /// `.capsule`, `.ellipse`, `.rect`, `.rect(cornerRadius: 8)`.
    func shape() throws(Diagnostic) -> ShapeKind {
        let expected = "a shape such as Circle(), Capsule(), RoundedRectangle(cornerRadius: 8) or .rect(cornerRadius: 8)"
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? SwiftUIInterpreter.Literal.memberName(call.calledExpression, qualifiers: [])
            switch name {
            case "Circle": return .circle
            case "Capsule": return .capsule
            case "Ellipse": return .ellipse
            case "Rectangle": return .rectangle
            case "RoundedRectangle", "rect":
                let arguments = try SwiftUIInterpreter.bind(
                    call, callee: name!, overloads: [SwiftUIInterpreter.Signature(.labelled("cornerRadius", hasDefault: name == "rect"), .labelled("style"))],
                    anchor: call.calledExpression, map: map, scope: scope)
                let radius = try arguments["cornerRadius"]?.number() ?? 0
                return radius == 0 && name == "rect" ? .rectangle : .roundedRectangle(cornerRadius: radius)
            case "UnevenRoundedRectangle":
                return .rectangle   // drawn square-cornered: per-corner radii are not drawn
            default: break
            }
        }
        switch SwiftUIInterpreter.Literal.memberName(expression, qualifiers: []) {
        case "circle": return .circle
        case "capsule": return .capsule
        case "ellipse": return .ellipse
        case "rect": return .rectangle
        default: throw mismatch(expected)
        }
    }

    /// An `Angle` in degrees: `.degrees(45)`, `.radians(.pi / 4)`, `Angle(degrees: 45)`, `Angle.degrees(45)`.
    func degrees() throws(Diagnostic) -> Double {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first else { throw mismatch("an angle such as .degrees(45)") }
        let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let member = SwiftUIInterpreter.Literal.memberName(call.calledExpression, qualifiers: ["Angle"])
        let unit = type == "Angle" ? argument.label?.text : (argument.label == nil ? member : nil)
        var value = self
        value.expression = argument.expression
        switch unit {
        case "degrees": return try value.number()
        case "radians": return try value.number() * 180 / .pi
        default: throw mismatch("an angle such as .degrees(45)")
        }
    }
}
