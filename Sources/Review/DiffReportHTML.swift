import Build
import ScenarioKit
import Foundation
import LayoutCore
import Site

extension DiffReport {
    /// The report page and what it links, by their paths in the report directory: `index.html`, rendered by the
    /// site's templates (`diff.mustache`, which a `--templates` folder may override like the site's pages), and
    /// the stylesheets it links, `assets/site.css` (the site's) and `assets/diff.css` (the report's own), so the
    /// report directory is complete in itself. The page: polyglot HTML5, relative links only, dark mode through
    /// `prefers-color-scheme`, one column on a phone. Every changed figure is shown side by side (before | after),
    /// as a blend (a slider sets the after image's opacity over the before image; without script both stay side
    /// by side) and as a toggle (hover, focus or tap swaps before for after, CSS only), followed by the table of
    /// nodes whose frames moved. New and deleted figures are shown with their image.
    public func htmlFiles(site: SiteBuilder) throws -> [OutputFile] {
        [OutputFile(path: "index.html", text: try indexHTML(site: site))]
            + (try site.diffAssets()).map { OutputFile(path: $0.path, contents: $0.contents) }
    }

    /// `index.html` alone, rendered by `site`.
    func indexHTML(site: SiteBuilder) throws -> String {
        try site.diffPage(htmlPage())
    }

    /// The page's values: every text and number as the page shows it, image paths percent-encoded.
    func htmlPage() -> DiffPage {
        let anchors = anchorIDs()
        let shown = figures(.changed) + figures(.new) + figures(.deleted)
        return DiffPage(
            summary: summary, baseline: baseline, current: current,
            counts: Status.allCases.map { DiffPage.Count(status: $0.rawValue, number: count($0)) },
            framesNote: framesNote,
            figures: shown.map { figure in
                DiffPage.Figure(
                    status: figure.status.rawValue, path: figure.path, anchor: anchors[figure.path] ?? "",
                    scenario: figure.scenario, file: figure.file,
                    beforeSrc: figure.beforeImage.map(Self.url), afterSrc: figure.afterImage.map(Self.url),
                    nodes: figure.nodes.map { node in
                        DiffPage.Node(name: node.displayName, kind: node.kind, path: node.path,
                                      before: node.before.map(Self.describe), after: node.after.map(Self.describe),
                                      deltas: node.delta.map { $0.fields.map { Self.signed($0.1) } } ?? [])
                    }, preview: figure.preview?.text)
            },
            unchanged: figures(.unchanged).map(\.path),
            otherFiles: [("changed", otherChanged), ("new", otherNew), ("deleted", otherDeleted)].flatMap { status, paths in
                paths.map { DiffPage.OtherFile(status: status, path: $0) }
            })
    }

    /// Unique, stable fragment ids for the figures that get a section, from their paths.
    func anchorIDs() -> [String: String] {
        var used: Set<String> = ["changed", "new", "deleted", "unchanged", "other"]
        var ids: [String: String] = [:]
        for figure in figures where figure.status != .unchanged {
            let stem = figure.path.hasSuffix(".svg") ? String(figure.path.dropLast(4)) : figure.path
            let base = "fig-" + String(stem.unicodeScalars.map { $0.isASCII && (CharacterSet.alphanumerics.contains($0)) ? Character($0) : "-" })
            var id = base, n = 2
            while used.contains(id) { id = "\(base)-\(n)"; n += 1 }
            used.insert(id); ids[figure.path] = id
        }
        return ids
    }

    /// A relative URL for a `/`-separated path: each segment percent-encoded (unreserved characters kept).
    static func url(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
