import CLibXML2
import Foundation
import LayoutCore

/// The site's link checker (output-formats.md §4): every local `href`/`src` of every page must name a
/// file of the output set, so the site works from file:// and under any sub-path. External links
/// (with a scheme) and same-page `#fragment` links are not followed.
extension OutputValidator {
    /// Checks the links of `pages` (path relative to the output root → bytes) against `files`, the
    /// relative paths of every file of the output. Unparsable pages are left to `validateHTML`.
    public func checkLinks(pages: [(path: String, contents: Data)], files: Set<String>, root: String = "") -> [ValidationIssue] {
        let found = pages.map { page in
            (path: page.path, links: page.contents.withUnsafeBytes { bytes -> [PageLink] in
                let parsed = ParsedXML(bytes, url: root.isEmpty ? page.path : root + "/" + page.path)
                return parsed.doc.map(Self.links) ?? []
            })
        }
        return checkLinks(found, files: files, root: root)
    }

    /// Checks links already collected (`validateHTMLCollectingLinks`) against `files`.
    public func checkLinks(_ pages: [(path: String, links: [PageLink])], files: Set<String>, root: String = "") -> [ValidationIssue] {
        checkLinks(pages, root: root, exists: files.contains)
    }

    /// Checks links already collected against the output that `exists` answers for (a relative path → whether the
    /// output has that file): a build that writes asks its staging folder rather than hold every path.
    public func checkLinks(_ pages: [(path: String, links: [PageLink])], root: String = "",
                           exists: (String) -> Bool) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        for page in pages {
            for link in page.links {
                guard let target = Self.localTarget(of: link.target, from: page.path), !exists(target) else { continue }
                issues.append(ValidationIssue(file: root.isEmpty ? page.path : root + "/" + page.path, line: link.line,
                                              message: "link: '\(link.target)' does not resolve (no \(target) in the output)"))
            }
        }
        return issues.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
    }

    /// The links of the page at `page` that name no file `exists` knows (external, same-page and empty links resolve).
    /// A build checks a batch's pages against the files known so far and keeps only these for the end.
    public func unresolvedLinks(_ links: [PageLink], from page: String, exists: (String) -> Bool) -> [PageLink] {
        links.filter { link in Self.localTarget(of: link.target, from: page).map { !exists($0) } ?? false }
    }

    /// Every `href` and `src` of a parsed page, with its line.
    static func links(in doc: xmlDocPtr) -> [PageLink] {
        guard let top = rootElement(of: doc) else { return [] }
        return top.subtree.flatMap(links(of:))
    }

    /// The `href` and `src` of one element.
    static func links(of element: XMLElement) -> [PageLink] {
        element.attributes.filter { $0.hasLocalName("href") || $0.hasLocalName("src") }
            .map { PageLink(line: element.line, target: $0.value) }
    }

    /// The output-relative file a link names, or nil for external, same-page and empty links.
    /// `../a/b.html#x` from `c/d.html` → `a/b.html`; a link climbing above the root resolves to
    /// `../…`, which no output file has.
    static func localTarget(of link: String, from page: String) -> String? {
        // Byte by byte: a page of 10,000 links resolves each, and Character searches cost more than the rest.
        // Foundation's trimming is slow, and links seldom start or end with a space.
        var value = link.first == " " || link.last == " " || link.first == "\t" || link.last == "\t"
            ? Substring(link.trimmingCharacters(in: .whitespaces)) : Substring(link)
        if let end = value.utf8.firstIndex(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }) {
            value = value[..<end]
        }
        guard let first = value.utf8.first, first != UInt8(ascii: "/"), !HTMLPolicy.hasScheme(value) else { return nil }
        // Most links go down from the page's folder by plain names (the index's links to 10,000 pages): joined as they are.
        let folder = page.lastIndex(ofASCII: UInt8(ascii: "/")).map { page[..<$0] }
        if isPlainDescent(value), folder.map(isPlainDescent) ?? true {
            return folder.map { $0 + "/" + value } ?? String(value)
        }
        var parts = folder.map(components) ?? []
        for component in components(value) {
            if component == "." { continue }
            if component == ".." {
                if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
            } else if component.utf8.contains(UInt8(ascii: "%")) {
                // Foundation's percent decoding is slow, and almost no link has a '%'.
                let decoded: String? = String(component).removingPercentEncoding
                parts.append(decoded.map { Substring($0) } ?? component)
            } else {
                parts.append(component)
            }
        }
        return parts.joined(separator: "/")
    }

    /// The names between `/`s, empty ones left out.
    private static func components(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// A link of plain names below the page's folder: no `%`, no `.` or empty component, no trailing `/`.
    private static func isPlainDescent(_ value: Substring) -> Bool {
        var previous: UInt8 = UInt8(ascii: "/")
        for byte in value.utf8 {
            if byte == UInt8(ascii: "%") || (previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/"))) {
                return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }
}

/// A link of a page: the `href` or `src` value as written, and the line of its element.
public struct PageLink: Sendable, Equatable {
    public var line: Int
    public var target: String

    public init(line: Int, target: String) { self.line = line; self.target = target }
}
