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

    /// The file and line of `node` in the app's code.
    func sourceLine(_ node: some SyntaxProtocol) -> SourceLine {
        let location = map.location(of: node)
        return SourceLine(file: location.file, line: location.line)
    }

    /// The placeholder for `Type(…)` when `type` is another module's view; nil when it is SwiftUI's or the app's, or
    /// when the walk is in a scenario's `view:`. An app type of the same name that is not a view (a `List` model) does
    /// not stand in the way: where a view is written, Swift chose the view.
    mutating func placeholder(for call: FunctionCallExprSyntax, type: String) -> ViewNode? {
        guard isInAppCode, let first = type.first, first.isUppercase, !SwiftUIVocabulary.viewNames.contains(type),
              context?.program.types[type]?.isView != true else { return nil }
        return placeholder(named: type, at: Syntax(call.calledExpression))
    }

    /// What the app's code writes where a view is expected and FrameLab cannot lay out, as placeholders: one of the app's
    /// `Layout` types applied to content (`FlowLayout(spacing: 8) { … }`, whose `sizeThatFits` FrameLab does not run), and a
    /// colour from the app's `Color` extension (`.background(.hex(0xE26C5E))`), a fill as any colour is.
    mutating func appPlaceholder(_ expression: ExprSyntax) -> ViewNode? {
        guard isInAppCode, let program = context?.program else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let tuple = callee.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression { callee = only }
            let layout = callee.as(FunctionCallExprSyntax.self)?.calledExpression ?? callee
            if let name = layout.as(DeclReferenceExprSyntax.self)?.baseName.text, program.types[name]?.conformances.contains("Layout") == true {
                return placeholder(named: name, at: Syntax(layout), why: "a Layout type of the app, whose sizeThatFits FrameLab does not run")
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
               let color = program.types["Color"]?.staticMembers[member.declName.baseName.text], case .function = color.kind {
                return ViewNode(.color("custom"), label: SourceText.excerpt(expression))
            }
        }
        return nil
    }

    private mutating func placeholder(named type: String, at node: Syntax,
                                      why: String = "not a SwiftUI view FrameLab lays out nor one of the app's") -> ViewNode {
        let declared = context?.environment.placeholders[type]
        let fill = ViewNode(.color("custom"), label: "placeholder")
        let content = declared.map {
            ViewNode(.fixedFrame(width: $0.width, height: $0.height, alignment: .center), children: [fill],
                     label: ".frame(width: \(formatNumber($0.width)), height: \(formatNumber($0.height)))")
        } ?? fill
        let how = declared.map { "of its declared size, \(formatNumber($0.width))×\(formatNumber($0.height))" }
            ?? "that takes the size it is proposed; declare its size with 'placeholders: {\(type): {width: …, height: …}}' in framelab.yml"
        warnings.append(Diagnostic.warning("'\(type)' is \(why): drawn as a placeholder " + how, at: map.location(of: node)))
        return ViewNode(.custom(type: type, isPlaceholder: true), children: [content], label: "\(type) (placeholder)")
    }

    /// An image of the app's assets with no declared size (`Image("salty")`): FrameLab cannot open the asset, so it is a
    /// placeholder that takes the size it is proposed (as a resizable image; one text line square when proposed
    /// nothing), with a warning saying how to declare it.
    mutating func undeclaredImage(_ name: String, at node: some SyntaxProtocol, label: String) -> ViewNode {
        warnings.append(Diagnostic.warning("image '\(name)' has no declared size: drawn as a placeholder that takes the size it is "
                                           + "proposed; declare it with 'images: {\(SwiftUIInterpreter.ViewWalker.yamlKey(name)): {width: …, height: …}}' "
                                           + "in framelab.yml or the settings", at: map.location(of: node)))
        return ViewNode(.image(ImageSpec(name: name, size: assets.defaultSymbol, isResizable: true)), label: label + " (placeholder)")
    }

    /// The warning for a modifier FrameLab does not know, met in the app's code, which then passes its view through.
    func unknownModifierWarning(_ modifier: SwiftUIInterpreter.ModifierCall) -> Diagnostic? {
        guard isInAppCode else { return nil }
        return Diagnostic.warning("unknown modifier '\(modifier.callee)' (another module's?) is passed through; if it changes the layout, "
                                  + "these frames are not the app's", at: map.location(of: modifier.anchor))
    }
}
