import LayoutCore
import SwiftSyntax
import ViewLayout

extension SwiftUIInterpreter {
    /// The view of a preview in one of the app's files: its `#Preview` body (with its `@Previewable` declarations,
    /// which Xcode makes properties of a generated wrapper view and which are walked here as the body's local
    /// declarations) or its `PreviewProvider` view, in that file's scope. A `#Preview` body of several views is laid
    /// out in the implicit vertical stack a hosting view gives a `TupleView` (FrameLab's model, see Docs/previews.md).
    public static func interpretPreview(_ reference: PreviewReference, program: SwiftProgram, assets: AppAssets = AppAssets(),
                                        settings: LayoutSettings = LayoutSettings(), geometry: [String: ReaderGeometry] = [:],
                                        environment: SwiftEnvironment = SwiftEnvironment()) throws(Diagnostics) -> Interpretation {
        let start = SourceLocation(file: reference.file, line: 1, column: 1)
        guard let fileIndex = program.files.firstIndex(where: { $0.digest == reference.digest }) else {
            throw Diagnostics([Diagnostic("this file changed while it was being built; build again", at: start)])
        }
        let file = program.files[fileIndex]
        let previews = PreviewDiscovery.previews(in: file).previews
        guard previews.indices.contains(reference.index) else {
            throw Diagnostics([Diagnostic("this file changed while it was being built; build again", at: start)])
        }
        let preview = previews[reference.index]
        var walker = ViewWalker(map: file.map, assets: assets)
        walker.controls = ControlProfile(settings)
        walker.geometry = geometry
        let context = EvaluationContext(program: program, environment: environment, scenarioMap: file.map)
        context.allowsStandIns = true
        walker.scope = Scope(context: context).entering(type: preview.providerType, instance: nil, file: fileIndex)
        let views: [ViewNode]?
        switch preview.body {
        case .statements(let statements): views = walker.views(in: statements, level: 1)
        case .expression(let expression, let declarations):
            for declaration in declarations { Evaluator.declare(declaration, in: &walker.scope) }
            views = walker.viewList(expression, level: 1)
        }
        let root: ViewNode? = views.map { views in
            switch views.count {
            case 0: ViewNode(.empty, label: "EmptyView()")
            case 1: views[0]
            default: ViewNode(.vStack(alignment: .center, spacing: nil), children: views, label: "#Preview (its views stacked)")
            }
        }
        return try finished(walker, root: root, context: context)
    }
}
