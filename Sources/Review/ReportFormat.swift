import Build
import Foundation
import Site

/// One form of the diff report (`--format`), and the files it writes into the report directory.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `index.html`, the page with the figures side by side, and the figures it shows under `before/` and `after/`.
    case html
    /// `report.json`, for tools.
    case json
    /// `junit.xml`, for CI test views.
    case junit
    /// `summary.md`, for a CI job summary or a pull-request comment.
    case markdown

    /// What each form's files are made from besides the report.
    public struct Context {
        /// The report directory as the user named it (the Markdown says where the full report is).
        public var reportDirectory: String
        /// The site's templates, for the HTML page.
        public var site: SiteBuilder
        /// A figure's bytes in the baseline and in the fresh build, by its path in the output folder.
        public var beforeImage: (String) -> Data?
        public var afterImage: (String) -> Data?

        public init(reportDirectory: String, site: SiteBuilder, beforeImage: @escaping (String) -> Data?,
                    afterImage: @escaping (String) -> Data?) {
            self.reportDirectory = reportDirectory; self.site = site
            self.beforeImage = beforeImage; self.afterImage = afterImage
        }
    }

    /// `html,json`: the forms named, or nil when one is not a form.
    public static func parse(_ list: String) -> [ReportFormat]? {
        let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let formats = names.compactMap(ReportFormat.init(rawValue:))
        return formats.count == names.count ? formats : nil
    }

    /// The file a reader opens first, when this form has one.
    public var mainFile: String? {
        switch self {
        case .html: "index.html"
        case .markdown: "summary.md"
        case .json, .junit: nil
        }
    }

    /// The files this form writes, by their paths in the report directory.
    public func files(_ report: DiffReport, _ context: Context) throws -> [OutputFile] {
        switch self {
        case .html:
            var files = try report.htmlFiles(site: context.site)
            for figure in report.figures {
                if let image = figure.beforeImage, let data = context.beforeImage(figure.path) {
                    files.append(OutputFile(path: image, contents: data))
                }
                if let image = figure.afterImage, let data = context.afterImage(figure.path) {
                    files.append(OutputFile(path: image, contents: data))
                }
            }
            return files
        case .json: return [OutputFile(path: "report.json", text: report.reportJSON())]
        case .junit: return [OutputFile(path: "junit.xml", text: report.junitXML())]
        case .markdown: return [OutputFile(path: "summary.md", text: report.markdown(reportDirectory: context.reportDirectory))]
        }
    }
}
