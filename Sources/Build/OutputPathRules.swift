import ScenarioKit

/// What an output path may be: relative, `/`-separated, no `.`, `..` or empty components, no NUL or
/// backslash, and no component longer than the 255 bytes file systems allow.
public enum OutputPathRules {
    /// The longest file name (one path component) in UTF-8 bytes that ext4, APFS and NTFS all take.
    public static let maximumComponentBytes = 255

    /// Why `path` cannot name a file under the output directory, or nil when it can.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "empty" }
        if path.hasPrefix("/") { return "absolute" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return "'.', '..' or an empty component" }
            if component.contains("\0") || component.contains("\\") { return "a NUL or backslash in a name" }
            if component.utf8.count > maximumComponentBytes {
                return "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes; file systems allow \(maximumComponentBytes)"
            }
        }
        return nil
    }
}
