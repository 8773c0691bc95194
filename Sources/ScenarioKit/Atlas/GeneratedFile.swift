import Foundation

/// One file written by a generator such as `framelab enumerate`: a path relative to the output
/// directory (for example `width-text-min.yaml`) and its full text.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
