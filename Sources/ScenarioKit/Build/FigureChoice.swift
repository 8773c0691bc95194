import LayoutCore

/// The figure options a build uses besides each scenario's own: framelab.yml's, which a scenario file and a
/// scenario override, and the command line's (`--style`, `--crop`), which override them all.
public struct FigureChoice: Sendable {
    public var configured: FigureOptions
    public var requested: FigureOptions

    public init(configured: FigureOptions = FigureOptions(), requested: FigureOptions = FigureOptions()) {
        self.configured = configured; self.requested = requested
    }

    /// What `scenario`'s figure is drawn with: annotated and the whole canvas unless someone says otherwise.
    public func resolved(for scenario: Scenario) -> (style: FigureStyle, crop: FigureCrop) {
        let options = configured.overridden(by: scenario.figure).overridden(by: requested)
        return (options.style ?? .annotated, options.crop ?? .canvas)
    }
}

