import Build
import ScenarioKit

/// `summary.md`: the report in a few lines of GitHub-flavoured Markdown, for a CI job summary or a
/// pull-request comment — the counts, each changed, new or deleted figure with the node frames that
/// moved, and where the full report is.
extension DiffReport {
    /// At most this many moved nodes are listed per figure (the HTML report has them all).
    static let markdownNodesPerFigure = 5

    public func markdown(reportDirectory: String) -> String {
        var out = "### FrameLab: " + (hasChanges ? "figures changed" : "no figure changed") + "\n\n"
        out += "\(summary), against \(Self.markdownText(baseline)) (\(Self.markdownText(current))).\n"
        let listed = figures.filter { $0.status != .unchanged }
        if !listed.isEmpty {
            out += "\n| figure | status | frames that moved |\n|---|---|---|\n"
            for figure in listed {
                let nodes = figure.nodes.prefix(Self.markdownNodesPerFigure).map { Self.markdownCell(Self.describe($0)) }
                var moved = nodes.joined(separator: "<br>")
                if figure.nodes.count > Self.markdownNodesPerFigure {
                    moved += "<br>… and \(figure.nodes.count - Self.markdownNodesPerFigure) more"
                }
                let name = figure.preview.map { "preview " + Self.markdownText($0.text) + "<br>" } ?? ""
                out += "| \(name)`\(Self.markdownCode(figure.path))` | \(figure.status.rawValue) | \(moved.isEmpty ? "—" : moved) |\n"
            }
        }
        let others = otherChanged.count + otherNew.count + otherDeleted.count
        if others > 0 { out += "\n\(others) other output file\(others == 1 ? "" : "s") (pages, frames.json) differ.\n" }
        out += "\nThe full report, with each figure before and after, is `\(Self.markdownCode(reportDirectory))/index.html`.\n"
        return out
    }

    /// Text for a Markdown paragraph or table cell: the characters Markdown would read as syntax escaped.
    static func markdownText(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#": out += "\\" + String(c)
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// A table cell: Markdown text.
    static func markdownCell(_ text: String) -> String { markdownText(text) }

    /// Inside a code span: backticks cannot be escaped there, so they become quotes; a `|` would end the
    /// table cell, so it is escaped.
    static func markdownCode(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
