import Foundation
import ReferenceMarkdown

/// The project's reference of SwiftUI's rules, `Docs/swiftui/*.md`, as pages of the site
/// (`docs/swiftui/<slug>.html`, the index from `README.md`), so that a published site explains every
/// view and modifier its figures use and each node of a detail page links to its rule. Markdown is
/// rendered by Ink (`ReferenceMarkdown`); links between the pages (`padding.md`) become links between the HTML pages.
public struct ReferenceDocs: Sendable {
    public struct Page: Sendable {
        public var slug: String
        public var title: String
        public var body: String
    }

    /// Where the pages go in the site.
    public static var folder: String { SitePaths.referenceFolder }

    public let pages: [Page]

    public init(pages: [Page]) {
        self.pages = pages
        slugs = Set(pages.map(\.slug))
    }

    /// FrameLab's own reference, `Docs/swiftui/`, as `swift run ReferencePagesTool` rendered it (`BuiltInReferencePages`).
    public static func builtIn() -> ReferenceDocs {
        ReferenceDocs(pages: BuiltInReferencePages.pages.map { Page(slug: $0.slug, title: $0.title, body: $0.body) })
    }

    /// Every `*.md` of `directory`, sorted by name, rendered as the built-in pages are; no pages when the directory
    /// does not exist.
    public static func load(directory: String) throws -> ReferenceDocs {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return ReferenceDocs(pages: []) }
        return ReferenceDocs(pages: try names.sorted().filter { $0.hasSuffix(".md") }.map { name in
            guard let data = manager.contents(atPath: directory + "/" + name) else {
                throw SiteError.unreadableTemplates(directory: directory, message: "cannot read \(name)")
            }
            let page = ReferenceMarkdown.page(fileName: name, markdown: String(decoding: data, as: UTF8.self))
            return Page(slug: page.slug, title: page.title, body: page.body)
        })
    }

    /// Made once: every node of every page asks.
    public let slugs: Set<String>

    /// The page that explains a node of kind `kind` (as `PlacedNode.kind` names it), if there is one.
    public func slug(forKind kind: String) -> String? {
        guard let slug = Self.kindSlugs[kind], slugs.contains(slug) else { return nil }
        return slug
    }

    /// `PlacedNode.kind` → the page that gives its rule.
    static let kindSlugs: [String: String] = [
        "Text": "text", "Color": "color", "Rectangle": "shapes", "RoundedRectangle": "shapes", "Circle": "shapes",
        "Ellipse": "shapes", "Capsule": "shapes", "Image": "image", "Spacer": "spacer", "Divider": "divider",
        "EmptyView": "empty-view", "VStack": "stacks", "HStack": "stacks", "ZStack": "zstack", "ViewThatFits": "view-that-fits", "ScrollView": "scroll-view", "GeometryReader": "geometry-reader", "LazyVGrid": "lazy-grid", "LazyHGrid": "lazy-grid",
        "Grid": "grid", "GridRow": "grid", "gridCell": "grid", "alignmentGuide": "alignment-guide",
        "safeAreaInset": "safe-area-inset", "safeAreaPadding": "safe-area-inset",
        "LazyVStack": "scroll-view", "LazyHStack": "scroll-view",
        "fixedFrame": "frame-fixed", "flexibleFrame": "frame-flexible", "padding": "padding", "offset": "offset",
        "position": "position", "containerRelativeFrame": "container-relative-frame", "fixedSize": "fixed-size", "layoutPriority": "layout-priority",
        "aspectRatio": "aspect-ratio", "overlay": "overlay-background", "background": "overlay-background",
        "border": "border", "ignoresSafeArea": "ignores-safe-area", "lineLimit": "line-limit", "font": "font",
    ]
}
