import ScenarioKit
import Foundation
import LayoutCore

/// The figure options a build uses besides each scenario's own: framelab.yml's, which a scenario file and a
/// scenario override, and the command line's (`--style`, `--crop`), which override them all.
public struct FigureChoice: Sendable {
    public var configured: FigureOptions
    public var requested: FigureOptions
    /// `--docc`: each figure as DocC names a light and a dark image, `<id>.svg` and `<id>~dark.svg`.
    public var docc: Bool
    /// `--png 1x,2x`: the scales each figure is also written at as PNG; empty: none.
    public var pngScales: [Int]
    /// `--png-max-megapixels`: the most pixels one PNG may have; nil: the rasteriser's default.
    public var pngMaximumPixels: Int?

    public init(configured: FigureOptions = FigureOptions(), requested: FigureOptions = FigureOptions(), docc: Bool = false,
                pngScales: [Int] = [], pngMaximumPixels: Int? = nil) {
        self.configured = configured; self.requested = requested; self.docc = docc; self.pngScales = pngScales
        self.pngMaximumPixels = pngMaximumPixels
    }

    /// The forms every figure is written in, in order (`FigureFormat`): the SVG; with `--docc` a light one and a
    /// dark `<id>~dark.svg`, the names DocC gives an image's two appearances; then each PNG scale.
    public var formats: [any FigureFormat] {
        var formats: [any FigureFormat] = docc
            ? [VectorFigure(appearance: .light), VectorFigure(suffix: "~dark", appearance: .dark)] : [VectorFigure()]
        formats += pngScales.map { RasterFigure(scale: $0) }
        return formats
    }

    /// The palette of the figure a scenario's page shows (its ground is that colour).
    public func pageAppearance(for scenario: Scenario) -> FigureAppearance { docc ? .light : resolved(for: scenario).appearance }

    /// What `scenario`'s figure is drawn with: annotated, the whole canvas and the viewer's palette unless
    /// someone says otherwise.
    public func resolved(for scenario: Scenario) -> (style: FigureStyle, crop: FigureCrop, appearance: FigureAppearance) {
        let options = configured.overridden(by: scenario.figure).overridden(by: requested)
        return (options.style ?? .annotated, options.crop ?? .canvas, options.appearance ?? .auto)
    }
}

