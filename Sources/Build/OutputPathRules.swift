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
        // On the string's bytes where it has them in one piece (a native string does): a build checks every path it
        // writes or carries over, 20,000 at 10,000 scenarios, and the UTF-8 view's indices made that 2 % of a one-file build.
        if let answer = path.utf8.withContiguousStorageIfAvailable({ problem(with: $0) }) { return answer }
        return Array(path.utf8).withUnsafeBufferPointer { problem(with: $0) }
    }

    private static func problem(with bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.isEmpty { return "empty" }
        if bytes[0] == UInt8(ascii: "/") { return "absolute" }
        var start = 0, index = 0
        var forbidden = false
        while true {
            let end = index == bytes.count || bytes[index] == UInt8(ascii: "/")
            if end {
                let length = index - start
                let dots = length <= 2 && bytes[start..<index].allSatisfy { $0 == UInt8(ascii: ".") }
                if length == 0 || dots { return "'.', '..' or an empty component" }
                if forbidden { return "a NUL or backslash in a name" }
                if length > maximumComponentBytes {
                    let component = String(decoding: bytes[start..<index], as: UTF8.self)
                    return "the name '\(component.prefix(40))…' is \(length) bytes; file systems allow \(maximumComponentBytes)"
                }
                if index == bytes.count { return nil }
                start = index + 1
                forbidden = false
            } else if bytes[index] == 0 || bytes[index] == UInt8(ascii: "\\") {
                forbidden = true
            }
            index += 1
        }
    }
}
