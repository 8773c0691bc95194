/// Why the site could not be built. Template errors carry `file:line:column`.
public enum SiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A template does not parse: `file` is the template's path (inside the templates directory).
    case templateSyntax(file: String, line: Int, column: Int, message: String, sourceLine: String)
    case missingTemplate(name: String, directory: String)
    case missingAsset(path: String)
    case unreadableTemplates(directory: String, message: String)
    /// Two scenarios share `<file path>/<id>`, or a path would escape the output directory.
    case invalidScenario(stem: String, message: String)

    public var description: String {
        switch self {
        case let .templateSyntax(file, line, column, message, sourceLine):
            return "\(file):\(line):\(column): error: \(message)" + (sourceLine.isEmpty ? "" : "\n    \(sourceLine)")
        case let .missingTemplate(name, directory):
            return "\(directory)/\(name).mustache: error: template not found"
        case let .missingAsset(path):
            return "\(path): error: site asset not found (the site needs \(SiteBuilder.assetNames.joined(separator: " and ")), "
                + "the diff report \(SiteBuilder.diffAssetNames.joined(separator: " and ")) too)"
        case let .unreadableTemplates(directory, message):
            return "\(directory): error: \(message)"
        case let .invalidScenario(stem, message):
            return "\(stem): error: \(message)"
        }
    }
}
