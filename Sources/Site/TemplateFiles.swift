import Foundation
import LayoutCore

/// The files FrameLab reads from a folder of template overrides, read as untrusted input (the folder may
/// come from a pull request): only the names FrameLab knows (its templates and assets), each a regular file
/// inside the folder (a symbolic link to `/etc/passwd` would be published as `assets/site.css`), each at most
/// `maximumSize`. Nothing else in the folder is read, so `--templates /usr/share` costs a few `lstat`s.
public enum TemplateFiles {
    public static let maximumSize = 1 << 20

    /// The files a templates folder may override: `<name>.mustache` for each of FrameLab's templates, and the assets
    /// (the site's and the diff report's).
    public static func knownFiles(templates: [String]) -> [String] {
        (templates.map { $0 + ".mustache" } + SiteBuilder.assetNames + SiteBuilder.diffAssetNames).sorted()
    }

    /// The known files present in `directory`, by file name. Throws for a missing folder, a known name that is a
    /// link or not a regular file, and a file over the limit: each names the file and what to do.
    public static func read(_ directory: String, known: [String]) throws(SiteError) -> [String: Data] {
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadableTemplates(directory: directory, message: "templates directory not found")
        }
        var files: [String: Data] = [:]
        for name in known {
            let path = directory + "/" + name
            guard lstat(path, &status) == 0 else { continue }
            guard status.st_mode & S_IFMT == S_IFREG else {
                let kind = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"
                throw .unreadableTemplates(directory: directory, message: "\(name) is \(kind); FrameLab reads only regular "
                                           + "files from a templates folder: copy the file there instead")
            }
            guard Int(status.st_size) <= maximumSize,
                  let data = BoundedFile.read(path, limit: maximumSize).map({ Data($0) }) else {
                throw .unreadableTemplates(directory: directory, message: "\(name) is larger than 1 MiB (\(status.st_size) bytes), "
                                           + "or cannot be read")
            }
            files[name] = data
        }
        return files
    }

    /// The partials a template includes (`{{> name}}`) and where, following set-delimiter tags (`{{=<% %>=}}`),
    /// as swift-mustache reads them.
    static func partials(in text: String) -> [(name: String, line: Int, column: Int)] {
        // On UTF-8 bytes, lines counted once from tag to tag: every template is read on every build, and Foundation's
        // `range(of:)` per tag, with each partial's line counted from the start, took a quarter of loading the site.
        let bytes = Array(text.utf8)
        var found: [(name: String, line: Int, column: Int)] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var position = 0, line = 1, lineStart = 0, counted = 0
        while let start = bytes[position...].firstRange(of: open)?.lowerBound {
            let inner = start + open.count
            guard let end = bytes[inner...].firstRange(of: close)?.lowerBound else { break }
            position = end + close.count
            // Most tags are variables and sections: told apart by their first byte, with no string made of them (a byte
            // past ASCII may begin a space that trimming drops, so such a tag is looked at whole).
            guard let first = bytes[inner..<end].first(where: { $0 != 0x20 && $0 != 0x09 }),
                  first >= 0x80 || first == UInt8(ascii: ">") || first == UInt8(ascii: "<") || first == UInt8(ascii: "=") else { continue }
            let tag = String(decoding: bytes[inner..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix(">") || tag.hasPrefix("<") {
                for i in counted..<start where bytes[i] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = i + 1
                }
                counted = start
                // The column in characters, as the line number's editor counts them.
                let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
                found.append((String(tag.dropFirst()).trimmingCharacters(in: .whitespaces), line, column))
            } else if tag.hasPrefix("="), tag.hasSuffix("="), tag.count > 2 {
                let delimiters = tag.dropFirst().dropLast().split(separator: " ", omittingEmptySubsequences: true)
                if delimiters.count == 2 { open = Array(delimiters[0].utf8); close = Array(delimiters[1].utf8) }
            }
        }
        return found
    }

    /// A partial that includes itself, directly or through others, would recurse until the stack overflows;
    /// and nesting deeper than `maximumDepth` is refused too. `texts`: each template's text by name, `file`: where
    /// a template comes from, for the message. Returns the first problem as a located error.
    static let maximumDepth = 16

    static func checkPartials(_ texts: [String: String], file: (String) -> String) -> SiteError? {
        let edges = texts.mapValues { partials(in: $0) }
        var done: Set<String> = []
        func visit(_ name: String, path: [String]) -> SiteError? {
            if done.contains(name) { return nil }
            for include in edges[name] ?? [] where texts[include.name] != nil {
                let chain = (path + [name, include.name]).joined(separator: " → ")
                if include.name == name || path.contains(include.name) {
                    return .templateSyntax(file: file(name), line: include.line, column: include.column,
                                           message: "the partial '\(include.name)' includes itself (\(chain)); a template may "
                                               + "not include itself, directly or through others", sourceLine: "")
                }
                if path.count + 1 >= maximumDepth {
                    return .templateSyntax(file: file(name), line: include.line, column: include.column,
                                           message: "partials nest more than \(maximumDepth) deep (\(chain))", sourceLine: "")
                }
                if let problem = visit(include.name, path: path + [name]) { return problem }
            }
            done.insert(name)
            return nil
        }
        for name in texts.keys.sorted() {
            if let problem = visit(name, path: []) { return problem }
        }
        return nil
    }
}
