import Foundation
import LayoutCore

/// A scenario as the site names it: its file and its id.
public protocol SiteItem {
    /// The scenario file's path under `Scenarios/` without `.yaml`.
    var filePath: String { get }
    var id: String { get }
    var caption: String? { get }
}

extension SiteItem {
    /// `<file path>/<id>` — the stem of the figure (`.svg`) and the detail page (`.html`).
    public var stem: String { filePath + "/" + id }
}

/// One built scenario, as the site needs it: plain values the CLI maps its build results to.
public struct SiteScenario: Sendable, SiteItem {
    /// The scenario file's path under `Scenarios/` without `.yaml`, e.g. "orderings/width-text-min".
    public var filePath: String
    public var fileTitle: String
    public var fileSummary: String?
    public var id: String
    public var caption: String?
    /// The view, as Swift source.
    public var source: String
    public var layout: LayoutResult
    /// The figure's size (its `width`/`height` attributes, repeated on `<img>` so thumbnails do not shift the
    /// layout) and where its canvas sits in it (the detail page draws over the figure in canvas points).
    public var figure: FigurePlacement
    /// The figure's palette: the pages give a light or dark figure a ground of its own colour.
    public var figureAppearance: FigureAppearance
    /// A preview's `.swift` file (`Sources/App/Card.swift`): the index lists it under "Previews"; nil for a scenario.
    public var previewFile: String?
    /// The app's Swift the page shows with line numbers: the preview, the declarations of the views it uses.
    public var excerpts: [SourceExcerpt] = []
    /// Placeholders and stand-ins in the app's code, as `file:line: message`: the page lists them with the layout's warnings.
    public var placeholderWarnings: [String] = []

    public init(filePath: String, fileTitle: String, fileSummary: String? = nil, id: String, caption: String? = nil,
                source: String, layout: LayoutResult, figure: FigurePlacement,
                figureAppearance: FigureAppearance = .auto) {
        self.filePath = filePath; self.fileTitle = fileTitle; self.fileSummary = fileSummary
        self.id = id; self.caption = caption; self.source = source; self.layout = layout
        self.figure = figure; self.figureAppearance = figureAppearance
    }
}

/// Where the canvas sits in a figure: the SVG's size and the translation of its canvas group, so the
/// page can draw over the `<img>` in canvas points.
public struct FigurePlacement: Sendable, Equatable {
    public var width: Double, height: Double
    public var originX: Double, originY: Double

    public init(width: Double, height: Double, originX: Double = 0, originY: Double = 0) {
        self.width = width; self.height = height; self.originX = originX; self.originY = originY
    }
}

/// One file of the site, relative to `Output/`: "index.html", "orderings/width-text-min/x.html",
/// "assets/site.css", ".nojekyll".
public struct SitePage: Sendable, Hashable {
    public var path: String
    /// `Data`, as the output files are, so a page's bytes are handed over and never copied.
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path; self.contents = contents
    }

    public var text: String { String(decoding: contents, as: UTF8.self) }
}
