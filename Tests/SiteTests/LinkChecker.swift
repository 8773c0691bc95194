import Foundation
@testable import Site

/// Every `href`/`src` of every rendered page must resolve to a page of the set or to a figure the caller
/// writes (`<stem>.svg`); fragments must name an element id of the target page.
struct LinkChecker {
    var pages: [String: String]      // path → text (HTML pages only)
    var otherFiles: Set<String>      // css, .nojekyll, svgs

    struct Link: Hashable { var page: String; var attribute: String; var value: String }

    static func links(in html: String) -> [(attribute: String, value: String)] {
        let regex = try! NSRegularExpression(pattern: #"\s(href|src|action)="([^"]*)""#)
        let ns = html as NSString
        return regex.matches(in: html, range: NSRange(location: 0, length: ns.length)).map {
            (ns.substring(with: $0.range(at: 1)), ns.substring(with: $0.range(at: 2)).replacingOccurrences(of: "&amp;", with: "&"))
        }
    }

    static func ids(in html: String) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: #"\sid="([^"]*)""#)
        let ns = html as NSString
        return Set(regex.matches(in: html, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) })
    }

    /// Resolves `value` relative to `page`'s directory; nil if it climbs above the root.
    static func resolve(_ value: String, from page: String) -> String? {
        var parts = page.split(separator: "/").map(String.init).dropLast()
        for component in value.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            switch component {
            case "..": if parts.isEmpty { return nil } else { parts.removeLast() }
            case ".", "": continue
            default: parts.append(component.removingPercentEncoding ?? component)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Problems, one line each; empty when every link resolves.
    func problems() -> [String] {
        var out: [String] = []
        for (page, html) in pages.sorted(by: { $0.key < $1.key }) {
            for (attribute, value) in Self.links(in: html) {
                if value.hasPrefix("/") { out.append("\(page): \(attribute)=\"\(value)\" is root-relative"); continue }
                if value.hasPrefix("https:") || value.hasPrefix("http:") { continue }
                let (pathPart, fragment): (String, String?) = {
                    guard let hash = value.firstIndex(of: "#") else { return (value, nil) }
                    return (String(value[..<hash]), String(value[value.index(after: hash)...]))
                }()
                let target: String
                if pathPart.isEmpty {
                    target = page
                } else {
                    guard let resolved = Self.resolve(pathPart, from: page) else { out.append("\(page): \(value) leaves the site"); continue }
                    if pathPart.hasSuffix("/") { out.append("\(page): \(value) links a directory, not …/index.html") }
                    target = resolved
                }
                guard pages[target] != nil || otherFiles.contains(target) else {
                    out.append("\(page): \(attribute)=\"\(value)\" → \(target) does not exist"); continue
                }
                if let fragment, !fragment.isEmpty, !fragment.hasPrefix("q="), let targetHTML = pages[target],
                   !Self.ids(in: targetHTML).contains(fragment) {
                    out.append("\(page): \(value): no id \"\(fragment)\" in \(target)")
                }
            }
        }
        return out
    }
}
