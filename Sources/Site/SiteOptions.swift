/// What the published site says of itself (`framelab.yml`'s `site:`): every page can show them as
/// `{{site.title}}`, `{{site.introduction}}`, `{{site.footer}}`, and names its canonical address
/// (`{{canonical}}`) when the site's base URL is known.
public struct SiteOptions: Sendable, Equatable {
    public static let defaultTitle = "FrameLab: SwiftUI layout reference"

    public var title: String
    public var introduction: String?
    public var baseURL: String?
    public var footer: String?

    public init(title: String? = nil, introduction: String? = nil, baseURL: String? = nil, footer: String? = nil) {
        self.title = title ?? Self.defaultTitle
        self.introduction = introduction
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.footer = footer
    }

    /// The values every page's template sees beside its own.
    func values(forPage path: String) -> [String: Any] {
        var site: [String: Any] = ["title": title]
        if let introduction { site["introduction"] = introduction }
        if let footer { site["footer"] = footer }
        var values: [String: Any] = ["site": site]
        if let baseURL { values["canonical"] = baseURL + SitePaths.urlPath(path) }
        return values
    }
}
