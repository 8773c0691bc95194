import ArgumentParser
import Foundation
import LayoutCore
import Build
import ScenarioKit

extension FigureStyle: ExpressibleByArgument {}
extension FigureCrop: ExpressibleByArgument {}
extension FigureAppearance: ExpressibleByArgument {}

/// What every command that builds the site takes: the scenario inputs and the template overrides
/// (`build`, `check`, `diff`, `serve`; each defaults to framelab.yml's values).
struct SiteSourceOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Scenario folders or files (.yaml, .yml), and .swift files or folders whose previews are laid out; "
                                 + "a folder's files are found below it (default: framelab.yml's 'scenarios' and 'previews', else Scenarios).",
                                 valueName: "inputs"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Lay out every preview on this device, whatever it or framelab.yml names (for example 'iPhone SE').",
                               discussion: "One of: " + PreviewDevices.all.map(\.name).joined(separator: ", ") + "."))
    var device: String?

    @Flag(help: ArgumentHelp("Make a placeholder (a view or modifier from another module, in the app's code) an error instead of a warning."))
    var strict = false

    @Option(help: ArgumentHelp("A directory of templates that replace FrameLab's own, file by file.",
                               discussion: "Any of index.mustache, scenario.mustache, reference.mustache, page-head.mustache, "
                                   + "site.css, player.js, and the diff report's diff.mustache, diff-figure.mustache and diff.css; "
                                   + "the others stay FrameLab's."))
    var templates: String?

    @Option(help: ArgumentHelp("How much every figure shows: annotated (ruler, frames, proposals, names, legend, rules), "
                               + "compact (ruler, frames, names, caption) or plain (frames only).",
                               discussion: "Wins over framelab.yml's and the scenario files' 'figure: {style:}'."))
    var style: FigureStyle?

    @Option(help: ArgumentHelp("What every figure is cropped to: canvas (the whole canvas) or content (the frames and a margin).",
                               discussion: "Wins over framelab.yml's and the scenario files' 'figure: {crop:}'."))
    var crop: FigureCrop?

    @Option(help: ArgumentHelp("Which palette every figure uses: light, dark, or auto (the viewer's setting chooses).",
                               discussion: "Wins over framelab.yml's and the scenario files' 'figure: {appearance:}'."))
    var appearance: FigureAppearance?

    @Flag(help: ArgumentHelp("Write each figure as DocC names images: <id>.svg light and <id>~dark.svg dark."))
    var docc = false

    @Option(help: ArgumentHelp("Also write each figure as PNG at these scales: <id>.png, <id>@2x.png, <id>@3x.png "
                               + "(the SVG's size times the scale, rasterised with librsvg).",
                               discussion: "Wins over framelab.yml's 'png:'. Needs librsvg at run time (Debian: librsvg2-2; "
                                   + "macOS: brew install librsvg).", valueName: "1x,2x,3x"))
    var png: String?

    @Option(help: ArgumentHelp("The most pixels one PNG may have, in millions (default 64: 256 MB of image memory); "
                               + "a larger figure is an error for that figure, the others still build.", valueName: "megapixels"))
    var pngMaxMegapixels: Int?

    /// `--png 1x,2x`: the scales, each 1 to 4; nil without the option.
    var pngScales: [Int]? {
        get throws {
            guard let png else { return nil }
            guard let scales = PNGScales.parse(png) else {
                throw ValidationError("--png takes scales from 1x to 4x separated by commas, as in '--png 1x,2x,3x'; got '\(png)'")
            }
            return scales
        }
    }

    mutating func validate() throws {
        _ = try pngScales
        if let pngMaxMegapixels, !(1...1024).contains(pngMaxMegapixels) {
            throw ValidationError("--png-max-megapixels takes 1 to 1024 (millions of pixels); got \(pngMaxMegapixels)")
        }
    }

    /// The figure options asked for on the command line.
    var figure: FigureOptions { FigureOptions(style: style, crop: crop, appearance: appearance) }
}
