import LayoutCore
import SwiftSyntax
import ViewLayout

/// `.imageScale(_:)` and `.textCase(_:)`: environment values the views below read where they are built. FrameLab
/// rewrites those views (innermost value first: a view already marked keeps its own).
/// * `.imageScale`: a symbol's size × 0.8 (`.small`), 1 (`.medium`) or 1.3 (`.large`). Apple documents only
///   "approximately 20 % smaller" and "30 % larger" than medium (NSImage.SymbolScale); the factors are FrameLab's model.
/// * `.textCase(.uppercase)` / `.lowercase`: the texts' letters; `nil` keeps them as written.
/// * `.containerShape(_:)`: the shape a `ContainerRelativeShape` below takes. Apple documents it as "an inset version of
///   the current container shape", a rectangle when none is set; FrameLab draws the container's shape itself, not inset,
///   and a Circle as the ellipse of the frame (a ContainerRelativeShape takes its proposal, as a Rectangle does).
enum EnvironmentRewrite: Hashable {
    case imageScale(Double)
    case textCase(String?)
    case containerShape(ShapeKind)

    /// The style key a `ContainerRelativeShape` carries until a `.containerShape` above it gives it its shape.
    static let containerRelative = "containerRelative"

    static let imageScales = ["small": 0.8, "medium": 1.0, "large": 1.3]
    func applied(to node: ViewNode) -> ViewNode {
        var out = node
        rewrite(&out)
        return out
    }

    private func rewrite(_ node: inout ViewNode) {
        // The value a view was built with, kept in its style: an outer modifier leaves it alone.
        let key: String
        switch self {
        case .imageScale: key = "imageScale"
        case .textCase: key = "textCase"
        case .containerShape: key = "containerShape"
        }
        switch (self, node.kind) {
        case (.imageScale(let factor), .image(var image)) where image.isSymbol && node.style[key] == nil:
            image.size = Size(width: image.size.width * factor, height: image.size.height * factor)
            node.kind = .image(image)
            node.style[key] = formatNumber(factor)
        case (.textCase(let textCase), .text(let text)) where node.style[key] == nil:
            if textCase == "uppercase" { node.kind = .text(text.uppercased()) }
            if textCase == "lowercase" { node.kind = .text(text.lowercased()) }
            node.style[key] = textCase ?? "none"
        case (.containerShape(let shape), .shape) where node.style[Self.containerRelative] != nil && node.style[key] == nil:
            // A ContainerRelativeShape takes its proposal whatever the container's shape: a Circle container is drawn as
            // the ellipse of the frame (the same circle in a square frame), not sized as a Circle is.
            node.kind = .shape(shape == .circle ? .ellipse : shape)
            node.style[key] = shape.swiftName
        default:
            break
        }
        for index in node.children.indices { rewrite(&node.children[index]) }
    }

    /// What `Text(date, style:)` shows, for a date the app knows when it runs: a sample, 9:41 on 9 January 2007.
    static func sampleDate(style: SwiftUIInterpreter.Argument) throws(Diagnostic) -> String {
        let samples = ["time": "9:41 AM", "date": "January 9, 2007", "relative": "2 hours", "offset": "+2 hours", "timer": "2:00:00"]
        guard let name = SwiftUIInterpreter.Literal.memberName(style.expression, qualifiers: ["Text.DateStyle"]), let sample = samples[name] else {
            throw style.mismatch("a date style (.time, .date, .relative, .offset, .timer)")
        }
        return sample
    }
}

extension SwiftUIInterpreter.ViewWalker {
    func environmentRewrite(_ modifier: ModifierCall) throws(Diagnostic) -> EnvironmentRewrite {
        guard let argument = modifier.call.arguments.first?.expression else {
            throw map.error("'\(modifier.callee)' takes one argument", at: modifier.anchor)
        }
        if modifier.name == "imageScale" {
            guard let name = Literal.memberName(argument, qualifiers: ["Image.Scale"]), let factor = EnvironmentRewrite.imageScales[name] else {
                throw map.error("expected an image scale (.small, .medium, .large), got '\(SourceText.excerpt(argument))'", at: argument)
            }
            return .imageScale(factor)
        }
        if modifier.name == "containerShape" {
            let shape = try Argument(expression: argument, callee: modifier.callee, parameter: "shape", map: map, scope: scope).resolved().shape()
            return .containerShape(shape)
        }
        if argument.is(NilLiteralExprSyntax.self) { return .textCase(nil) }
        guard let name = Literal.memberName(argument, qualifiers: ["Text.Case"]), ["uppercase", "lowercase"].contains(name) else {
            throw map.error("expected a text case (.uppercase, .lowercase or nil), got '\(SourceText.excerpt(argument))'", at: argument)
        }
        return .textCase(name)
    }
}
