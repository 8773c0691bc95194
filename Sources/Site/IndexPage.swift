import LayoutCore

/// The plain values `index.mustache` renders. Key names are unique across nesting levels on purpose:
/// mustache looks a missing (or nil) key up in the enclosing contexts.
struct IndexContext {
    var pageTitle: String
    var pageDescription: String
    var root: String
    var scenarioCount: String
    var fileCount: String
    var toc: [TocEntry]
    var hasMatrix: Bool
    var matrix: [MatrixTable]
    var sections: [IndexSection]
    var indexJSON: String
}

struct TocEntry {
    var tocTitle: String
    var tocHref: String
    var tocCount: String
}

struct IndexSection {
    var sectionID: String
    var sectionTitle: String
    var sectionSummary: String?
    var sectionPath: String
    var figures: [IndexFigure]
}

struct IndexFigure {
    var figureID: String
    var pageHref: String
    var svgSrc: String
    var width: String
    var height: String
    var alt: String
    var figCaption: String
    var scenarioID: String
}

enum IndexPage {
    static let title = "FrameLab: SwiftUI layout reference"

    static func context(files: [(path: String, scenarios: [SiteScenario])]) -> IndexContext {
        var entries: [SearchEntry] = []
        let sections = files.map { file -> IndexSection in
            let first = file.scenarios[0]
            let figures = file.scenarios.map { s -> IndexFigure in
                let figureID = SitePaths.figureID(filePath: s.filePath, id: s.id)
                let caption = s.caption ?? s.id
                entries.append(SearchEntry(id: figureID, file: s.filePath, caption: caption,
                                           text: [s.fileTitle, s.filePath, s.id, caption, s.source].joined(separator: " ")))
                return IndexFigure(figureID: figureID, pageHref: SitePaths.urlPath(s.stem) + ".html",
                                   svgSrc: SitePaths.urlPath(s.stem) + ".svg",
                                   width: formatNumber(s.figureWidth), height: formatNumber(s.figureHeight),
                                   alt: caption, figCaption: caption, scenarioID: s.id)
            }
            return IndexSection(sectionID: SitePaths.fileSlug(file.path), sectionTitle: first.fileTitle,
                                sectionSummary: first.fileSummary, sectionPath: file.path, figures: figures)
        }
        let matrix = OrderingMatrix.tables(files)
        let scenarioCount = files.reduce(0) { $0 + $1.scenarios.count }
        return IndexContext(
            pageTitle: title,
            pageDescription: "Every FrameLab scenario computed and drawn: \(scenarioCount) figures in \(files.count) files, with the ordering atlas of frame(minWidth:idealWidth:maxWidth:…).",
            root: "", scenarioCount: String(scenarioCount), fileCount: String(files.count),
            toc: sections.map { TocEntry(tocTitle: $0.sectionTitle, tocHref: "#" + $0.sectionID, tocCount: String($0.figures.count)) },
            hasMatrix: !matrix.isEmpty, matrix: matrix, sections: sections,
            indexJSON: SearchIndex.json(entries))
    }
}
