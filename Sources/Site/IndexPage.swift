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
    /// A section per file, made as the page renders (`TemplateValue.stream`): the index lists every figure.
    var sections: TemplateStream
    /// The filter's data (`SearchIndex`), written as the page renders.
    var indexJSON: TemplatePieces
    /// The rule reference's index page, when the site has one.
    var referenceHref: String?
    /// Each section's file, in the order of `sections` (and of the filter's data), and whether the section begins with
    /// its folder's heading: what the writer records of each (`IndexPiece.section`, `.search`). Not a value the
    /// template sees.
    var sectionFiles: [(path: String, headed: Bool)] = []
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

    /// Every name a section of the index has (`IndexSection`, its `IndexFigure`s and their `FigureImage`s), and none of
    /// the values around it has: what a section may read for its bytes to depend on it alone
    /// (`TemplateRenderer.section(_:of:readsOnly:)`).
    static let sectionKeys: Set<String> = [
        "groupTitle", "groupID", "sectionID", "sectionTitle", "sectionSummary", "sectionPath", "figures",
        "figureID", "pageHref", "alt", "figCaption", "scenarioID", "svgSrc", "appearance", "width", "height",
    ]

    /// `previousPage`: reads the last build's page, for the sections of files with a `previous` place and the filter's
    /// data of those with a `previousSearch` (see `SiteBuilder.writeIndexPage`).
    static func context(files unordered: [IndexFile], reference: ReferenceDocs = ReferenceDocs(pages: []),
                        title: String = SiteOptions.defaultTitle,
                        previousPage: (@Sendable (Range<Int>) -> [UInt8]?)? = nil) -> IndexContext {
        // The gallery leads; otherwise files keep their path order (a stable sort by folder rank). The previews of the
        // app's .swift files come last, in a part of their own, a section per source file.
        func rank(_ file: IndexFile) -> Int {
            file.first.previewFile != nil ? folders.count + 1 : folderRank(folder(of: file.path))
        }
        let files = unordered.enumerated().sorted { a, b in
            let ra = rank(a.element), rb = rank(b.element)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
        // Each folder's heading goes on its first file.
        var previousFolder: String? = nil
        let headings = files.map { file -> (title: String, id: String)? in
            let isPreview = file.first.previewFile != nil
            let folder = isPreview ? previewsPart : folder(of: file.path)
            defer { previousFolder = folder }
            guard folder != previousFolder, !folder.isEmpty else { return nil }
            let title = isPreview ? "Previews: the app's #Preview and PreviewProvider views, by source file"
                : folders.first { $0.folder == folder }?.title ?? folder.prefix(1).uppercased() + folder.dropFirst()
            return (title, "folder-" + SitePaths.slug(folder))
        }
        let matrix = OrderingMatrix.tables(files.filter { $0.path.hasPrefix(OrderingMatrix.directory) }.map { ($0.path, $0.entries()) })
        let scenarioCount = files.reduce(0) { $0 + $1.count }
        return IndexContext(
            head: PageHead(
                pageTitle: title,
                pageDescription: "Every FrameLab scenario computed and drawn: \(scenarioCount) figures in \(files.count) files, with the ordering atlas of frame(minWidth:idealWidth:maxWidth:…).",
                root: ""),
            scenarioCount: String(scenarioCount), fileCount: String(files.count),
            toc: zip(files, headings).map { file, heading in
                TocEntry(tocTitle: file.first.fileTitle, tocHref: "#" + SitePaths.fileSlug(file.path), tocCount: String(file.count),
                         tocGroup: heading?.title)
            },
            hasMatrix: !matrix.isEmpty, matrix: matrix,
            sections: TemplateStream(count: files.count, separatesElements: true) { i in
                if let previousPage, let place = files[i].previous, place.headed == (headings[i] != nil),
                   let bytes = previousPage(place.range) {
                    return .rendered(bytes)
                }
                return section((files[i].path, files[i].entries()), heading: headings[i]).templateValue
            },
            indexJSON: TemplatePieces { piece in
                SearchIndex.write(files: files.count, previous: { i in files[i].previousSearch.flatMap { range in previousPage?(range) } },
                                  entries: { i in files[i].entries().map(searchEntry) }, to: piece)
            },
            referenceHref: reference.slugs.contains("index") ? ReferenceDocs.folder + "/index.html" : nil,
            sectionFiles: zip(files, headings).map { ($0.path, $1 != nil) })
    }

    /// A file's section: its heading (its folder's too, on the folder's first file) and its figures.
    static func section(_ file: (path: String, scenarios: [IndexEntry]), heading: (title: String, id: String)?) -> IndexSection {
        let first = file.scenarios[0]
        let figures = file.scenarios.map { s in
            IndexFigure(figureID: SitePaths.figureID(filePath: s.filePath, id: s.id), pageHref: SitePaths.urlPath(s.stem) + ".html",
                        image: FigureImage(s.figure, appearance: s.figureAppearance, path: s.stem), caption: s.caption ?? s.id,
                        scenarioID: s.id)
        }
        return IndexSection(groupTitle: heading?.title, groupID: heading?.id, sectionID: SitePaths.fileSlug(file.path),
                            sectionTitle: first.fileTitle, sectionSummary: first.fileSummary,
                            sectionPath: first.previewFile ?? file.path, figures: figures)
    }

    /// What the filter matches a figure by.
    static func searchEntry(_ s: IndexEntry) -> SearchEntry {
        let caption = s.caption ?? s.id
        return SearchEntry(id: SitePaths.figureID(filePath: s.filePath, id: s.id), file: s.filePath, caption: caption,
                           text: [s.fileTitle, s.filePath, s.id, caption, s.source])
    }
}
