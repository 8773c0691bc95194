import Foundation
import LayoutCore

/// What the published site says of itself (`framelab.yml`'s `site:`): every page can show them as
/// `{{site.title}}`, `{{site.introduction}}`, `{{site.footer}}`, and names its canonical address
/// (`{{canonical}}`) when the site's base URL is known.
public struct SiteOptions: Sendable, Equatable {
    public static let defaultTitle = "FrameLab: SwiftUI layout reference"

    public var title: String
    public var introduction: String?
    public var baseURL: String?
    public var footer: String?
    /// Where the app's `.swift` files can be read online (`https://github.com/me/app/blob/main/`): a node made by the
    /// app's code links to its line there.
    public var sourceURL: String?

    public init(title: String? = nil, introduction: String? = nil, baseURL: String? = nil, footer: String? = nil,
                sourceURL: String? = nil) {
        self.title = title ?? Self.defaultTitle
        self.introduction = introduction
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.footer = footer
        self.sourceURL = sourceURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The address of `line` online, when the site knows where the files are.
    func href(_ line: SourceLine) -> String? {
        guard let sourceURL else { return nil }
        let path = line.file.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        return sourceURL + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path) + "#L\(line.line)"
    }

    /// `{{site.title}}`, `{{site.introduction}}`, `{{site.footer}}`: what every page, and the diff report, can show.
    var siteValue: TemplateValue {
        .fields(["title": .text(title), "introduction": .optional(introduction), "footer": .optional(footer)])
    }

    /// The values every page's template sees beside its own.
    func values(forPage path: String) -> TemplateValue {
        .fields(["site": siteValue, "canonical": baseURL.map { .text($0 + SitePaths.urlPath(path)) }])
    }
}
