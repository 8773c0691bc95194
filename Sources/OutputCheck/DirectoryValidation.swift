import Foundation
import LayoutCore

extension OutputValidator {
    /// Validates every `.svg` and `.html` file under `path` (recursively, in sorted path order).
    /// Issues name files as `path/relative/name.svg`. A missing directory is one issue, 0 checked.
    public func validateDirectory(_ path: String) -> (checked: Int, issues: [ValidationIssue]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return (0, [ValidationIssue(file: path, line: 0, message: "not a directory")])
        }
        let files = Self.outputFiles(under: path)
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        var issues: [ValidationIssue] = []
        for relative in files {
            let file = base + "/" + relative
            guard let data = FileManager.default.contents(atPath: file) else {
                issues.append(ValidationIssue(file: file, line: 0, message: "cannot read the file"))
                continue
            }
            if relative.lowercased().hasSuffix(".svg") {
                issues += validateSVG(data, file: file)
            } else {
                issues += validateHTML(data, file: file)
            }
        }
        // Every local link of every page must resolve to a file under the directory.
        let everything = Set(Self.allFiles(under: base))
        let pages = files.filter { $0.lowercased().hasSuffix(".html") }.compactMap { relative in
            FileManager.default.contents(atPath: base + "/" + relative).map { (path: relative, contents: $0) }
        }
        issues += checkLinks(pages: pages, files: everything, root: base)
        return (files.count, issues)
    }

    /// Every regular file under `root`, relative.
    static func allFiles(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files
    }

    /// Relative paths of the `.svg` / `.html` files under `root`, sorted by their UTF-8 bytes so the
    /// order is the same on every machine.
    static func outputFiles(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let lower = relative.lowercased()
            guard lower.hasSuffix(".svg") || lower.hasSuffix(".html") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted { $0.utf8Precedes($1) }
    }
}

extension OutputValidator {
    /// The driver DTD text, for running `xmllint --noout --nonet --dtdvalid <driver> file.svg`
    /// independently. It names SVG 1.1 by public id and, as its system id, the copy FrameLab ships, so
    /// `--nonet` works with no XML catalog installed.
    public static var driverDTD: String {
        DriverDTD.declarations(svg11SystemID: DriverDTD.locateSVG11() ?? DriverDTD.svg11SystemID)
    }

    /// Writes `driverDTD` to `path`.
    public static func writeDriverDTD(to path: String) throws {
        try Data(driverDTD.utf8).write(to: URL(fileURLWithPath: path))
    }
}
