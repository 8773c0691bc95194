import Foundation
import LayoutCore
import Testing
@testable import Site

/// Issue 33: the index an incremental build writes copies, for each file it took over, the file's section and its
/// part of the filter's data from the last build's page (`SiteBuilder.writeIndexPage` with `previousPage`); the page
/// is byte for byte the one rendered whole.
@Suite struct IndexCopyTests {
    func entry(_ file: String, _ id: String, caption: String? = nil) -> IndexEntry {
        IndexEntry(filePath: file, fileTitle: "Title of \(file)", fileSummary: nil, id: id, caption: caption,
                   source: "Text(\"\(id) <&> \\\"q\\\"\")", figure: FigurePlacement(width: 100, height: 40),
                   figureAppearance: .auto, previewFile: nil, winner: nil)
    }

    /// The page, and each file's section and filter part by path: its bytes' range and whether it was copied.
    func render(_ builder: SiteBuilder, _ files: [[IndexEntry]], previous: (page: Data, places: [String: Places])? = nil)
        -> (page: Data, places: [String: Places]) {
        let indexFiles = files.map { entries in
            let place = previous?.places[entries[0].filePath]
            return IndexFile(path: entries[0].filePath, count: entries.count, first: entries[0], previous: place?.section,
                             previousSearch: place?.search, entries: { entries })
        }
        var read: (@Sendable (Range<Int>) -> [UInt8]?)?
        if let old = previous?.page { read = { range in range.upperBound <= old.count ? Array(old[range]) : nil } }
        var page = Data(), places: [String: Places] = [:]
        builder.writeIndexPage(indexFiles, previousPage: read) { bytes, piece in
            let range = page.count..<page.count + bytes.count
            switch piece {
            case .page: break
            case .section(let path, let headed, let copied):
                places[path, default: Places()].section = IndexSectionPlace(range: range, headed: headed)
                places[path, default: Places()].copied.append(copied)
            case .search(let path, let copied):
                places[path, default: Places()].search = range
                places[path, default: Places()].copied.append(copied)
            }
            page.append(bytes)
        }
        return (page, places)
    }

    struct Places {
        var section: IndexSectionPlace?
        var search: Range<Int>?
        var copied: [Bool] = []
    }

    @Test func aFileTakenOverHasItsSectionAndItsFilterDataCopiedAndThePageIsTheSame() async throws {
        let builder = try await SiteBuilder()
        let files = [[entry("a", "one"), entry("a", "two")], [entry("b", "x", caption: "B's x")], [entry("c", "y"), entry("c", "z")]]
        let first = render(builder, files)
        #expect(first.places.count == 3 && first.places.values.allSatisfy { $0.section != nil && $0.search != nil && $0.copied == [false, false] })
        // The filter's data of a: its two entries, between the array's `[` and b's, without the separator before them.
        let a = try #require(first.places["a"]?.search)
        let text = String(decoding: first.page[a], as: UTF8.self)
        #expect(text.hasPrefix("{\"id\":\"") && text.hasSuffix("\"}") && text.components(separatedBy: ",\n{\"id\":").count == 2, "\(text)")
        #expect(String(decoding: first.page[(a.lowerBound - 2)..<a.lowerBound], as: UTF8.self) == "[\n")

        // Nothing changed: every file's pieces copied, the same page.
        let again = render(builder, files, previous: first)
        #expect(again.page == first.page)
        #expect(again.places.values.allSatisfy { $0.copied == [true, true] })

        // b changed (its caption): its section and its data rendered, the others copied; the page is the one rendered whole.
        var changed = files
        changed[1] = [entry("b", "x", caption: "B's x, edited")]
        var previous = first
        previous.places["b"] = nil
        let incremental = render(builder, changed, previous: previous)
        #expect(incremental.page == render(builder, changed).page)
        #expect(incremental.page != first.page)
        #expect(incremental.places["b"]?.copied == [false, false] && incremental.places["a"]?.copied == [true, true])
    }
}
