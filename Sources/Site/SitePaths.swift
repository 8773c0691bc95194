import LayoutCore

/// Slugs, relative links and URL escaping. Every link the site writes is relative, so the pages
/// work from file:// and under any sub-path (output-formats.md §4).
enum SitePaths {
    /// The rule reference's pages: `docs/swiftui/<slug>.html`.
    static let referenceFolder = "docs/swiftui"

    /// "orderings/width-text-min" → "orderings-width-text-min": the permalink id of a file's section.
    static func fileSlug(_ filePath: String) -> String { slug(filePath) }

    /// The permalink id of one scenario's figure on the index: "<file slug>--<id>".
    static func figureID(filePath: String, id: String) -> String { fileSlug(filePath) + "--" + slug(id) }

    /// A name's anchor form (`Slug.of`, shared with the check that no two files get the same one).
    static func slug(_ text: String) -> String { Slug.of(text) }

    /// "../" once per directory of `pagePath` ("a/b/c.html" → "../../").
    static func rootPrefix(ofPage pagePath: String) -> String {
        String(repeating: "../", count: pagePath.split(separator: "/", omittingEmptySubsequences: false).count - 1)
    }

    /// Percent-encodes everything but unreserved characters and "/" (paths are normally already plain).
    static func urlPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }

    /// A file path is usable as an output location: relative, no "." or ".." components, no empty ones.
    static func isSafeRelativePath(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") }
    }
}
