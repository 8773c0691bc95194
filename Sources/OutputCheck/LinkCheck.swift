import CLibXML2
import Foundation

/// The site's link checker (output-formats.md §4): every local `href`/`src` of every page must name a
/// file of the output set, so the site works from file:// and under any sub-path. External links
/// (with a scheme) and same-page `#fragment` links are not followed.
extension OutputValidator {
    /// Checks the links of `pages` (path relative to the output root → bytes) against `files`, the
    /// relative paths of every file of the output. Unparsable pages are left to `validateHTML`.
    public func checkLinks(pages: [(path: String, contents: Data)], files: Set<String>, root: String = "") -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        for page in pages {
            let name = root.isEmpty ? page.path : root + "/" + page.path
            let links = page.contents.withUnsafeBytes { bytes -> [(line: Int, target: String)] in
                let parsed = ParsedXML(bytes, url: name)
                guard let doc = parsed.doc, let top = rootElement(of: doc) else { return [] }
                var found: [(Int, String)] = []
                for element in top.subtree {
                    for attribute in element.attributes where attribute.hasLocalName("href") || attribute.hasLocalName("src") {
                        found.append((element.line, attribute.value))
                    }
                }
                return found
            }
            for link in links {
                guard let target = Self.localTarget(of: link.target, from: page.path) else { continue }
                if !files.contains(target) {
                    issues.append(ValidationIssue(file: name, line: link.line,
                                                  message: "link: '\(link.target)' does not resolve (no \(target) in the output)"))
                }
            }
        }
        return issues.sorted { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
    }

    /// The output-relative file a link names, or nil for external, same-page and empty links.
    /// `../a/b.html#x` from `c/d.html` → `a/b.html`; a link climbing above the root resolves to
    /// `../…`, which no output file has.
    static func localTarget(of link: String, from page: String) -> String? {
        var value = link.trimmingCharacters(in: .whitespaces)
        if let hash = value.firstIndex(of: "#") { value = String(value[..<hash]) }
        if let query = value.firstIndex(of: "?") { value = String(value[..<query]) }
        guard !value.isEmpty, !HTMLPolicy.hasScheme(value), !value.hasPrefix("/") else { return nil }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for component in value.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if parts.isEmpty || parts.last == ".." { parts.append("..") } else { parts.removeLast() }
            default: parts.append(String(component).removingPercentEncoding ?? String(component))
            }
        }
        return parts.joined(separator: "/")
    }
}
