import Diagram
import Foundation
import LayoutCore
import OutputCheck
import Raster
import ScenarioKit
import Site

/// One form a scenario's figure is written in. The pipeline runs `FigureChoice.formats` in order for every
/// scenario, as Hugo runs its output formats; adding a form is one new type and one entry in that list.
public protocol FigureFormat: Sendable {
    /// Adds this form's files for one scenario's figure to `figure`.
    func make(_ figure: inout FigureWork)
}

/// One scenario's figure as the formats make it: what it is drawn from, and what the formats before have made.
public struct FigureWork: Sendable {
    /// The figure as the scenario and the options choose it.
    public let input: DiagramInput
    /// `<file path without .yaml>/<id>`: every file of the figure is named after it.
    public let stem: String
    /// Where the scenario is written, for problems with its figure.
    public let location: SourceLocation
    /// The most pixels one raster may have.
    public let maximumPixels: Int
    /// The vector figures made so far, in order: the first is the one pages show.
    public var vectors: [OutputFile] = []
    /// What each of `vectors` was drawn from (its appearance), for the rasters drawn again from it.
    public var vectorInputs: [DiagramInput] = []
    /// Each of `vectors` drawn again for PNG (lines fitted to the shipped fonts), by the first raster format; the
    /// other scales reuse it.
    public var rasterSources: [String] = []
    /// Where things are in the first vector figure, for the pages.
    public var placement: FigurePlacement?
    /// Every other file made so far (rasters).
    public var others: [OutputFile] = []
    public var issues: [ValidationIssue] = []
    /// Time spent drawing.
    public var drawDuration: Duration = .zero
}

/// An SVG figure: `<stem><suffix>.svg`, in `appearance`, or the scenario's own when nil.
public struct VectorFigure: FigureFormat {
    public var suffix: String
    public var appearance: FigureAppearance?

    public init(suffix: String = "", appearance: FigureAppearance? = nil) { self.suffix = suffix; self.appearance = appearance }

    public func make(_ figure: inout FigureWork) {
        var input = figure.input
        if let appearance { input.appearance = appearance }
        let clock = ContinuousClock()
        var drawn: DrawnFigure?
        figure.drawDuration += clock.measure { drawn = DiagramRenderer.draw(input) }
        guard let drawn else { return }
        if figure.vectors.isEmpty {
            figure.placement = FigurePlacement(width: drawn.width, height: drawn.height, originX: drawn.originX, originY: drawn.originY)
        }
        figure.vectors.append(OutputFile(path: figure.stem + suffix + ".svg", text: drawn.svg))
        figure.vectorInputs.append(input)
    }
}

/// Each vector figure made before it as PNG at `scale`: `<name>.png` at 1x, `<name>@2x.png` … (DocC's and Xcode's
/// names), rasterised by librsvg in the fonts FrameLab ships (`RasterFonts`). The figure is drawn again for it with
/// each system-model line scaled to its measured width in those fonts, since librsvg ignores `textLength`. One over
/// the pixel limit is a problem at its scenario; the others are written.
public struct RasterFigure: FigureFormat {
    public var scale: Int

    public init(scale: Int) { self.scale = scale }

    public func make(_ figure: inout FigureWork) {
        if figure.rasterSources.count != figure.vectorInputs.count {
            figure.rasterSources = figure.vectorInputs.map { input in
                var raster = input
                raster.rasterLineWidth = RasterLineWidth { RasterFonts.lineWidth($0, size: $1, weight: $2, italic: $3, monospaced: $4) }
                return DiagramRenderer.svg(raster)
            }
        }
        for (vector, source) in zip(figure.vectors, figure.rasterSources) {
            let name = String(vector.path.dropLast(".svg".count)) + (scale == 1 ? "" : "@\(scale)x") + ".png"
            do throws(PNGRasterizer.Failure) {
                let png = try PNGRasterizer.png(svg: source, scale: Double(scale), maximumPixels: figure.maximumPixels)
                figure.others.append(OutputFile(path: name, contents: Data(png)))
            } catch {
                figure.issues.append(ValidationIssue(file: figure.location.file, line: figure.location.line, message: "no \(name): \(error)"))
            }
        }
    }
}
