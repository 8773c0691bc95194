import LayoutCore

/// One built scenario, as the site needs it: plain values the CLI maps its build results to.
public struct SiteScenario: Sendable {
    /// The scenario file's path under `Scenarios/` without `.yaml`, e.g. "orderings/width-text-min".
    public var filePath: String
    public var fileTitle: String
    public var fileSummary: String?
    public var id: String
    public var caption: String?
    /// The view, as Swift source.
    public var source: String
    public var layout: LayoutResult
    /// The SVG's `width`/`height` attributes, repeated on `<img>` so thumbnails do not shift the layout.
    public var figureWidth: Double
    public var figureHeight: Double
    /// Where the figure's canvas group is translated to, so the page can draw over the figure in canvas points.
    public var figureOriginX: Double
    public var figureOriginY: Double
    /// The figure's palette: the pages give a light or dark figure a ground of its own colour.
    public var figureAppearance: FigureAppearance

    public init(filePath: String, fileTitle: String, fileSummary: String? = nil, id: String, caption: String? = nil,
                source: String, layout: LayoutResult, figureWidth: Double, figureHeight: Double,
                figureOriginX: Double = 0, figureOriginY: Double = 0, figureAppearance: FigureAppearance = .auto) {
        self.filePath = filePath; self.fileTitle = fileTitle; self.fileSummary = fileSummary
        self.id = id; self.caption = caption; self.source = source; self.layout = layout
        self.figureWidth = figureWidth; self.figureHeight = figureHeight
        self.figureOriginX = figureOriginX; self.figureOriginY = figureOriginY; self.figureAppearance = figureAppearance
    }

    /// `<file path>/<id>` — the stem of the figure (`.svg`) and the detail page (`.html`).
    public var stem: String { filePath + "/" + id }
}

/// One file of the site, relative to `Output/`: "index.html", "orderings/width-text-min/x.html",
/// "assets/site.css", ".nojekyll".
public struct SitePage: Sendable, Hashable {
    public var path: String
    public var contents: [UInt8]

    public init(path: String, contents: [UInt8]) {
        self.path = path; self.contents = contents
    }

    public var text: String { String(decoding: contents, as: UTF8.self) }
}
