import LayoutCore

/// What the `page-head` partial reads, which every page fills in: the `<title>`, the description, and the way from
/// the page back to the site's root (for the stylesheet and the links home).
struct PageHead {
    var pageTitle: String
    var pageDescription: String
    /// "../../": from the page back to `Output/`; "" on a page at the root.
    var root: String
}

/// A scenario's figure as an `<img>` shows it, on its own page and as a thumbnail in the index: its address from
/// the page, its palette (the page gives a light or dark figure a ground of its own colour) and its size.
struct FigureImage {
    var svgSrc: String
    var appearance: String
    var width: String
    var height: String

    /// `path` is the figure's stem from the page: its `id` from its own page, its `stem` from the index.
    init(_ figure: FigurePlacement, appearance: FigureAppearance, path: String) {
        svgSrc = SitePaths.urlPath(path) + ".svg"
        self.appearance = appearance.rawValue
        width = formatNumber(figure.width)
        height = formatNumber(figure.height)
    }
}
