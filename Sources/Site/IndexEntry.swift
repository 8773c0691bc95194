import LayoutCore

/// What the index needs of one scenario: its place, its words (for the filter) and its figure's size, without its
/// layout. An incremental build keeps these for the files it does not build again (the build manifest holds them),
/// so the index names every scenario while only the changed files are computed.
public struct IndexEntry: Sendable, Equatable, SiteItem {
    /// As `SiteScenario`'s: the file's path under `Scenarios/` without `.yaml`, its title and summary, the id and caption.
    public var filePath: String
    public var fileTitle: String
    public var fileSummary: String?
    public var id: String
    public var caption: String?
    /// The view, as Swift source: the filter matches it.
    public var source: String
    public var figure: FigurePlacement
    public var figureAppearance: FigureAppearance
    /// A preview's `.swift` file; nil for a scenario.
    public var previewFile: String?
    /// The ordering atlas's cell (`OrderingMatrix.winnerValue`), for a file of the atlas; nil elsewhere.
    public var winner: String?

    public init(filePath: String, fileTitle: String, fileSummary: String?, id: String, caption: String?, source: String,
                figure: FigurePlacement, figureAppearance: FigureAppearance, previewFile: String?, winner: String?) {
        self.filePath = filePath; self.fileTitle = fileTitle; self.fileSummary = fileSummary; self.id = id
        self.caption = caption; self.source = source; self.figure = figure; self.figureAppearance = figureAppearance
        self.previewFile = previewFile; self.winner = winner
    }

    public init(_ s: SiteScenario) {
        self.init(filePath: s.filePath, fileTitle: s.fileTitle, fileSummary: s.fileSummary, id: s.id, caption: s.caption,
                  source: s.source, figure: s.figure, figureAppearance: s.figureAppearance, previewFile: s.previewFile,
                  winner: s.filePath.hasPrefix(OrderingMatrix.directory) ? OrderingMatrix.winnerValue(s.layout, filePath: s.filePath) : nil)
    }
}

/// One scenario file as the index lists it: what its line in the contents needs, at hand, and its entries, read when
/// its section renders (a build keeps them out of memory: `RecordStore`).
public struct IndexFile: Sendable {
    /// The file's path under `Scenarios/` without `.yaml` (its entries' `filePath`).
    public var path: String
    public var count: Int
    /// Its first entry: the file's title, summary and preview file.
    public var first: IndexEntry
    public var entries: @Sendable () -> [IndexEntry]
    /// Where the last build's index had this file's section, when its entries are the same as then (a file an
    /// incremental build took over): the section may be copied from there (`SiteBuilder.writeIndexPage`).
    public var previous: IndexSectionPlace?
    /// Where the last build's index had this file's part of the filter's data, when its entries are the same as then:
    /// it may be copied from there.
    public var previousSearch: Range<Int>?

    public init(path: String, count: Int, first: IndexEntry, previous: IndexSectionPlace? = nil, previousSearch: Range<Int>? = nil,
                entries: @escaping @Sendable () -> [IndexEntry]) {
        self.path = path; self.count = count; self.first = first; self.previous = previous; self.previousSearch = previousSearch
        self.entries = entries
    }
}

/// Where a file's section is in `index.html`: its bytes, and whether it began with its folder's heading (which depends
/// on the files before it).
public struct IndexSectionPlace: Sendable, Equatable {
    public var range: Range<Int>
    public var headed: Bool

    public init(range: Range<Int>, headed: Bool) { self.range = range; self.headed = headed }
}

/// A piece of `index.html` as it is written: the page around the sections, or one file's section (its path, whether it
/// began with its folder's heading, and whether it was copied from the last build's page rather than rendered), or
/// one file's part of the filter's data (its path, and whether it was copied).
public enum IndexPiece: Sendable, Equatable {
    case page
    case section(path: String, headed: Bool, copied: Bool)
    case search(path: String, copied: Bool)
}
