import ScenarioKit

/// What an output path may be: relative, `/`-separated, no `.`, `..` or empty components, no NUL or
/// backslash, and no component longer than the 255 bytes file systems allow.
public enum OutputPathRules {
    /// The longest file name (one path component) in UTF-8 bytes that ext4, APFS and NTFS all take.
    public static let maximumComponentBytes = 255

    /// Why `path` cannot name a file under the output directory, or nil when it can. One pass over the UTF-8 bytes:
    /// an incremental build asks for every file it keeps (20,000 at 10,000 scenarios), and Foundation's substring
    /// search per component was most of its time here. `/`, `.`, `\` and NUL are single bytes that no other
    /// character's UTF-8 contains.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "empty" }
        let bytes = path.utf8
        if bytes.first == UInt8(ascii: "/") { return "absolute" }
        var start = bytes.startIndex, index = bytes.startIndex
        var forbidden = false
        while true {
            let end = index == bytes.endIndex || bytes[index] == UInt8(ascii: "/")
            if end {
                let length = bytes.distance(from: start, to: index)
                let dots = length <= 2 && bytes[start..<index].allSatisfy { $0 == UInt8(ascii: ".") }
                if length == 0 || dots { return "'.', '..' or an empty component" }
                if forbidden { return "a NUL or backslash in a name" }
                if length > maximumComponentBytes {
                    let component = Substring(path.utf8[start..<index])
                    return "the name '\(component.prefix(40))…' is \(length) bytes; file systems allow \(maximumComponentBytes)"
                }
                if index == bytes.endIndex { return nil }
                start = bytes.index(after: index)
                forbidden = false
            } else if bytes[index] == 0 || bytes[index] == UInt8(ascii: "\\") {
                forbidden = true
            }
            index = bytes.index(after: index)
        }
    }
}
