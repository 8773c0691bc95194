import LayoutCore
import SwiftSyntax
import ViewLayout

/// Views and modifiers from other modules in the app's own code. That code compiled in Xcode, so a view FrameLab
/// neither knows nor finds among the app's declarations (`KFImage`, `AsyncImage`, `Map`, a package's component)
/// is another module's: it is drawn as a placeholder named by its type, of its declared size (`placeholders:` in
/// framelab.yml) or, undeclared, taking whatever it is proposed as a `Color` does. An unknown modifier there passes
/// its view through. Both are warnings, never errors (`--strict` makes them errors). In a scenario's own `view:`,
/// which no compiler has seen, an unknown name stays an error, with a suggestion for a misspelling.
extension SwiftUIInterpreter.ViewWalker {
    /// Whether the walk is in one of the app's `.swift` files (a preview, a custom view's body), not a `view:`.
    var isInAppCode: Bool { scope.map != nil }

    /// The placeholder for `Type(…)` when `type` is another module's view; nil when it is SwiftUI's or the app's, or
    /// when the walk is in a scenario's `view:`.
    mutating func placeholder(for call: FunctionCallExprSyntax, type: String) -> ViewNode? {
        guard isInAppCode, let first = type.first, first.isUppercase, !SwiftUIVocabulary.viewNames.contains(type),
              context?.program.types[type] == nil else { return nil }
        let declared = context?.environment.placeholders[type]
        let fill = ViewNode(.color("custom"), label: "placeholder")
        let content = declared.map {
            ViewNode(.fixedFrame(width: $0.width, height: $0.height, alignment: .center), children: [fill],
                     label: ".frame(width: \(formatNumber($0.width)), height: \(formatNumber($0.height)))")
        } ?? fill
        let how = declared.map { "of its declared size, \(formatNumber($0.width))×\(formatNumber($0.height))" }
            ?? "that takes the size it is proposed; declare its size with 'placeholders: {\(type): {width: …, height: …}}' in framelab.yml"
        warnings.append(Diagnostic.warning("'\(type)' is not a SwiftUI view FrameLab lays out nor one of the app's: drawn as a placeholder "
                                           + how, at: map.location(of: call.calledExpression)))
        return ViewNode(.custom(type: type, isPlaceholder: true), children: [content], label: "\(type) (placeholder)")
    }

    /// The warning for a modifier FrameLab does not know, met in the app's code, which then passes its view through.
    func unknownModifierWarning(_ modifier: SwiftUIInterpreter.ModifierCall) -> Diagnostic? {
        guard isInAppCode else { return nil }
        return Diagnostic.warning("unknown modifier '\(modifier.callee)' (another module's?) is passed through; if it changes the layout, "
                                  + "these frames are not the app's", at: map.location(of: modifier.anchor))
    }
}
