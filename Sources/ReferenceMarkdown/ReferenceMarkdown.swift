import Ink

/// One page of the rule reference (`Docs/swiftui/*.md`) as the site shows it: its slug, its title and its body,
/// Ink's HTML made well-formed XML. FrameLab's own pages are rendered ahead of time by `swift run ReferencePagesTool`
/// (into `Sources/Site/BuiltInReferencePages.swift`); a folder of pages read at run time goes through the same function.
public enum ReferenceMarkdown {
    public struct Page: Sendable, Equatable {
        public var slug: String
        public var title: String
        public var body: String

        public init(slug: String, title: String, body: String) {
            self.slug = slug; self.title = title; self.body = body
        }
    }

    /// The page of a Markdown file: `README.md` is the reference's index; the title is the first `# ` heading without
    /// its code marks, or the slug.
    public static func page(fileName: String, markdown: String) -> Page {
        let slug = fileName == "README.md" ? "index" : String(fileName.dropLast(3))
        let title = markdown.split(separator: "\n").first { $0.hasPrefix("# ") }
            .map { String($0.dropFirst(2)).replacingOccurrences(of: "`", with: "") } ?? slug
        return Page(slug: slug, title: title, body: xhtml(MarkdownParser().html(from: joiningWrappedCode(markdown))))
    }

    /// The markdown with a paragraph's wrapped line that starts with a code span joined to the line before it: Ink
    /// starts a new paragraph there (a "Forms:" list of code, wrapped at 120 columns, came out as one paragraph a line).
    /// Lines in fenced code, table rows, headings and lines after a blank one are left as they are.
    public static func joiningWrappedCode(_ markdown: String) -> String {
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
    public static func xhtml(_ html: String) -> String {
        var out = html.replacingOccurrences(of: "<hr>", with: "<hr />").replacingOccurrences(of: "<br>", with: "<br />")
        out = out.replacing(/href="([A-Za-z0-9_-]+)\.md(#[A-Za-z0-9_-]*)?"/) { match in
            "href=\"\(match.1 == "README" ? "index" : String(match.1)).html\(match.2 ?? "")\""
        }
        return out
    }

    /// A Swift string literal that reads back as `text` exactly: a raw literal, multi-line when the text has a line
    /// break, with one more `#` than the longest run in the text so that nothing in it ends the literal.
    public static func swiftLiteral(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text.utf8 {
            run = character == UInt8(ascii: "#") ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        guard text.contains(where: \.isNewline) else { return hashes + "\"" + text + "\"" + hashes }
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}
