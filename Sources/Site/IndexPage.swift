import LayoutCore

/// The plain values `index.mustache` renders. Key names are unique across nesting levels on purpose:
/// mustache looks a missing (or nil) key up in the enclosing contexts.
struct IndexContext {
    var head: PageHead
    var scenarioCount: String
    var fileCount: String
    var toc: [TocEntry]
    var hasMatrix: Bool
    var matrix: [MatrixTable]
    var sections: [IndexSection]
    var indexJSON: String
    /// The rule reference's index page, when the site has one.
    var referenceHref: String?
}

struct TocEntry {
    var tocTitle: String
    var tocHref: String
    var tocCount: String
    /// The folder's heading, on its first file.
    var tocGroup: String?
}

struct IndexSection {
    /// The folder's heading and id, on its first file.
    var groupTitle: String?
    var groupID: String?
    var sectionID: String
    var sectionTitle: String
    var sectionSummary: String?
    var sectionPath: String
    var figures: [IndexFigure]
}

struct IndexFigure {
    var figureID: String
    var pageHref: String
    var image: FigureImage
    /// The thumbnail's alt text and its caption (`alt`, `figCaption`).
    var caption: String
    var scenarioID: String
}

enum IndexPage {

    /// Headings of the scenario folders, the gallery first; other folders follow in path order.
    static let folders: [(folder: String, title: String)] = [
        ("gallery", "Gallery: layouts as people write them"), ("seeds", "Seeds: the experiments this project started from"),
        ("reference", "Observed on real SwiftUI"), ("orderings", "Ordering atlas"), ("autolayout", "Auto Layout"),
    ]

    /// The part of the index that lists previews (its anchor, `#folder-previews`).
    static let previewsPart = "previews"

    static func folder(of path: String) -> String { path.contains("/") ? String(path.prefix { $0 != "/" }) : "" }

    static func folderRank(_ folder: String) -> Int { folders.firstIndex { $0.folder == folder } ?? folders.count }

    static func context(files unordered: [(path: String, scenarios: [IndexEntry])],
                        reference: ReferenceDocs = ReferenceDocs(pages: []), title: String = SiteOptions.defaultTitle) -> IndexContext {
        // The gallery leads; otherwise files keep their path order (a stable sort by folder rank). The previews of the
        // app's .swift files come last, in a part of their own, a section per source file.
        func rank(_ file: (path: String, scenarios: [IndexEntry])) -> Int {
            file.scenarios.first?.previewFile != nil ? folders.count + 1 : folderRank(folder(of: file.path))
        }
        let files = unordered.enumerated().sorted { a, b in
            let ra = rank(a.element), rb = rank(b.element)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        var entries: [SearchEntry] = []
        var previousFolder: String? = nil
        let sections = files.map { file -> IndexSection in
            let first = file.scenarios[0]
            let figures = file.scenarios.map { s -> IndexFigure in
                let figureID = SitePaths.figureID(filePath: s.filePath, id: s.id)
                let caption = s.caption ?? s.id
                entries.append(SearchEntry(id: figureID, file: s.filePath, caption: caption,
                                           text: [s.fileTitle, s.filePath, s.id, caption, s.source].joined(separator: " ")))
                return IndexFigure(figureID: figureID, pageHref: SitePaths.urlPath(s.stem) + ".html", image: FigureImage(s.figure, appearance: s.figureAppearance, path: s.stem),
                                   caption: caption, scenarioID: s.id)
            }
            let isPreview = first.previewFile != nil
            let folder = isPreview ? previewsPart : folder(of: file.path)
            var groupTitle: String? = nil
            if folder != previousFolder, !folder.isEmpty {
                groupTitle = isPreview ? "Previews: the app's #Preview and PreviewProvider views, by source file"
                    : folders.first { $0.folder == folder }?.title ?? folder.prefix(1).uppercased() + folder.dropFirst()
            }
            previousFolder = folder
            return IndexSection(groupTitle: groupTitle, groupID: groupTitle.map { _ in "folder-" + SitePaths.slug(folder) },
                                sectionID: SitePaths.fileSlug(file.path), sectionTitle: first.fileTitle,
                                sectionSummary: first.fileSummary, sectionPath: first.previewFile ?? file.path, figures: figures)
        }
        let matrix = OrderingMatrix.tables(files)
        let scenarioCount = files.reduce(0) { $0 + $1.scenarios.count }
        return IndexContext(
            head: PageHead(
                pageTitle: title,
                pageDescription: "Every FrameLab scenario computed and drawn: \(scenarioCount) figures in \(files.count) files, with the ordering atlas of frame(minWidth:idealWidth:maxWidth:…).",
                root: ""),
            scenarioCount: String(scenarioCount), fileCount: String(files.count),
            toc: sections.map { TocEntry(tocTitle: $0.sectionTitle, tocHref: "#" + $0.sectionID, tocCount: String($0.figures.count),
                                         tocGroup: $0.groupTitle) },
            hasMatrix: !matrix.isEmpty, matrix: matrix, sections: sections,
            indexJSON: SearchIndex.json(entries),
            referenceHref: reference.slugs.contains("index") ? ReferenceDocs.folder + "/index.html" : nil)
    }
}
