import LayoutCore

/// The ordering atlas at a glance. Files under `orderings/` are named `<axis>-<child kind>-<constraint set>`
/// ("width-text-min-max"). One table per constraint set ("family"): columns are that family's files
/// (axis × child kind, width before height), rows are the distinct orderings (captions, whitespace
/// collapsed, in order of first appearance column by column), and a cell links to the scenario page and
/// shows the winner's value: the frame of the node named "subject" on the file's axis.
struct MatrixTable {
    var family: String
    var tableID: String
    var columns: [MatrixColumn]
    var rows: [MatrixRow]
}

struct MatrixColumn {
    var heading: String             // "width · text"
    var title: String               // the file's title
    var sectionHref: String         // "#orderings-width-text-min"
}

struct MatrixRow {
    var caption: String
    var rowID: String
    var cells: [MatrixCell]
}

struct MatrixCell {
    var present: Bool
    var value: String               // the winner's value, e.g. "150"
    var href: String                // the detail page
    var figureID: String            // the figure on the index, for the filter
    var title: String               // "width-text-min: intrinsic < parent < (min) → 150"
}

enum OrderingMatrix {
    static let directory = "orderings/"

    struct FileName { var axis: String?; var kind: String?; var family: String }

    /// "orderings/width-text-min-max" → axis "width", kind "text", family "min-max".
    static func parse(_ filePath: String) -> FileName {
        let last = String(filePath.split(separator: "/").last ?? Substring(filePath))
        let parts = last.split(separator: "-").map(String.init)
        guard parts.count >= 3, parts[0] == "width" || parts[0] == "height" else {
            return FileName(axis: nil, kind: nil, family: last)
        }
        return FileName(axis: parts[0], kind: parts[1], family: parts[2...].joined(separator: "-"))
    }

    static func normalisedCaption(_ s: IndexEntry) -> String {
        (s.caption ?? s.id).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// `files` are (file path, its scenarios in order), already sorted by path.
    static func tables(_ files: [(path: String, scenarios: [IndexEntry])]) -> [MatrixTable] {
        let atlas = files.filter { $0.path.hasPrefix(directory) }
        var families: [String] = []
        var byFamily: [String: [(path: String, scenarios: [IndexEntry])]] = [:]
        for file in atlas {
            let family = parse(file.path).family
            if byFamily[family] == nil { families.append(family) }
            byFamily[family, default: []].append(file)
        }
        let familyOrder = ["none", "min", "max", "min-max", "ideal", "contradictory"]
        families.sort { a, b in
            let ia = familyOrder.firstIndex(of: a) ?? familyOrder.count, ib = familyOrder.firstIndex(of: b) ?? familyOrder.count
            return ia != ib ? ia < ib : a < b
        }
        var usedIDs: Set<String> = []
        return families.map { family in
            let columns = byFamily[family]!.sorted { a, b in
                let na = parse(a.path), nb = parse(b.path)
                let ka = (na.axis == "width" ? 0 : 1, na.kind ?? "", a.path), kb = (nb.axis == "width" ? 0 : 1, nb.kind ?? "", b.path)
                return ka < kb
            }
            var captions: [String] = []
            var cells: [String: [Int: IndexEntry]] = [:]
            for (c, file) in columns.enumerated() {
                for s in file.scenarios {
                    let caption = normalisedCaption(s)
                    if cells[caption] == nil { captions.append(caption) }
                    if cells[caption]?[c] == nil { cells[caption, default: [:]][c] = s }
                }
            }
            let tableID = unique("matrix-" + SitePaths.slug(family), &usedIDs)
            let rows = captions.map { caption in
                MatrixRow(caption: caption, rowID: unique(tableID + "--" + SitePaths.slug(caption), &usedIDs),
                          cells: columns.indices.map { c in
                              guard let s = cells[caption]?[c] else {
                                  return MatrixCell(present: false, value: "", href: "", figureID: "", title: "")
                              }
                              let value = s.winner ?? "→"
                              let last = String(s.filePath.split(separator: "/").last ?? "")
                              return MatrixCell(present: true, value: value,
                                                href: SitePaths.urlPath(s.stem) + ".html",
                                                figureID: SitePaths.figureID(filePath: s.filePath, id: s.id),
                                                title: "\(last): \(caption) → \(value)")
                          })
            }
            let heads = columns.map { file -> MatrixColumn in
                let name = parse(file.path)
                let title = file.scenarios.first?.fileTitle ?? file.path
                return MatrixColumn(heading: [name.axis, name.kind].compactMap { $0 }.joined(separator: " · ").nonEmpty ?? family,
                                    title: title, sectionHref: "#" + SitePaths.fileSlug(file.path))
            }
            return MatrixTable(family: family, tableID: tableID, columns: heads, rows: rows)
        }
    }

    /// The expected subject size on the file's axis; the whole size when the axis is unknown.
    static func winnerValue(_ layout: LayoutResult, filePath: String) -> String {
        guard let subject = layout.node(named: "subject") else { return "→" }
        switch parse(filePath).axis {
        case "width": return formatNumber(subject.frame.width)
        case "height": return formatNumber(subject.frame.height)
        default: return "\(formatNumber(subject.frame.width))×\(formatNumber(subject.frame.height))"
        }
    }

    private static func unique(_ id: String, _ used: inout Set<String>) -> String {
        var candidate = id, n = 2
        while used.contains(candidate) { candidate = "\(id)-\(n)"; n += 1 }
        used.insert(candidate)
        return candidate
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
