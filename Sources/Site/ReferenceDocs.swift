import Dispatch
import Foundation
import Ink

/// The project's reference of SwiftUI's rules, `Docs/swiftui/*.md`, as pages of the site
/// (`docs/swiftui/<slug>.html`, the index from `README.md`), so that a published site explains every
/// view and modifier its figures use and each node of a detail page links to its rule. Markdown is
/// rendered by Ink; links between the pages (`padding.md`) become links between the HTML pages.
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

    /// FrameLab's own reference (a copy of `Docs/swiftui/` in the resource bundle).
    public static func builtIn() throws -> ReferenceDocs {
        guard let directory = Bundle.module.url(forResource: "swiftui", withExtension: nil)?.path else {
            return ReferenceDocs(pages: [])
        }
        return try load(directory: directory)
    }

    /// Every `*.md` of `directory`, sorted by name; no pages when the directory does not exist. The pages are
    /// rendered on every core (a tenth of a small build's time, rendered on one).
    public static func load(directory: String) throws -> ReferenceDocs {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return ReferenceDocs(pages: []) }
        let files = names.sorted().filter { $0.hasSuffix(".md") }
        let markdown = try files.map { name in
            guard let data = manager.contents(atPath: directory + "/" + name) else {
                throw SiteError.unreadableTemplates(directory: directory, message: "cannot read \(name)")
            }
            return String(decoding: data, as: UTF8.self)
        }
        let rendered = PageSlots<Page>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let slug = files[i] == "README.md" ? "index" : String(files[i].dropLast(3))
            let title = markdown[i].split(separator: "\n").first { $0.hasPrefix("# ") }
                .map { String($0.dropFirst(2)).replacingOccurrences(of: "`", with: "") } ?? slug
            rendered.set(i, Page(slug: slug, title: title, body: xhtml(MarkdownParser().html(from: joiningWrappedCode(markdown[i])))))
        }
        return ReferenceDocs(pages: rendered.all)
    }

    /// The markdown with a paragraph's wrapped line that starts with a code span joined to the line before it: Ink
    /// starts a new paragraph there (a "Forms:" list of code, wrapped at 120 columns, came out as one paragraph a line).
    /// Lines in fenced code, table rows, headings and lines after a blank one are left as they are.
    static func joiningWrappedCode(_ markdown: String) -> String {
        var lines: [Substring] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); lines.append(line); continue }
            if !inFence, line.hasPrefix("`"), let previous = lines.last, !previous.allSatisfy(\.isWhitespace),
               !previous.hasPrefix("|"), !previous.hasPrefix("#"), !previous.hasPrefix("```") {
                lines[lines.count - 1] = previous + " " + line
                continue
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// Ink's HTML made well-formed XML for the polyglot pages (`<hr>`, `<br>` closed), with links to
    /// other `.md` pages pointing at their `.html` pages.
    static func xhtml(_ html: String) -> String {
        var out = html.replacingOccurrences(of: "<hr>", with: "<hr />").replacingOccurrences(of: "<br>", with: "<br />")
        out = out.replacing(/href="([A-Za-z0-9_-]+)\.md(#[A-Za-z0-9_-]*)?"/) { match in
            "href=\"\(match.1 == "README" ? "index" : String(match.1)).html\(match.2 ?? "")\""
        }
        return out
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
