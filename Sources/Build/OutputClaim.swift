import ScenarioKit
import Foundation

/// The checks before FrameLab writes a folder it replaces on every build (the output folder, the diff report's
/// folder): nothing is written when one fails, and the error names the setting that chose the folder.
///
/// - The folder must be FrameLab's alone: never the folder the command runs in, the repository, the folder of
///   `framelab.yml` or an input, nor a folder holding any of them.
/// - It must be empty, missing, or FrameLab's (`OutputOwnership`): a folder of someone else's files is refused,
///   naming the first of them, since a build would delete whichever of them it does not write.
/// - The build manifest kept beside it must be a regular file or absent: anything else there is not FrameLab's.
public struct OutputClaim: Sendable {
    /// Where the folder was chosen: `--output` on the command line, or `output:` at a place in framelab.yml.
    public enum Setting: Sendable, CustomStringConvertible {
        case commandLine(String)
        case configuration(key: String, SourceLocation?)
        case defaultValue(String)

        public var description: String {
            switch self {
            case .commandLine(let option): option
            case .configuration(let key, _): "'\(key)' in framelab.yml"
            case .defaultValue(let path): "the default output folder \(path)"
            }
        }
    }

    /// A folder that must stay out of the output folder, and what it is (for the message).
    public struct Protected: Sendable {
        public var path: String
        public var role: String
        public init(_ path: String, _ role: String) { self.path = path; self.role = role }
    }

    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public var setting: Setting
        public var message: String
        public var description: String {
            if case .configuration(_, let location?) = setting {
                return "\(location.file):\(location.line):\(location.column): error: \(message)"
            }
            return "framelab: error: \(setting): \(message)"
        }
    }

    /// The folder's real path, and what FrameLab found there.
    public let folder: URL
    public let ownership: OutputOwnership

    /// Checks `path` (relative to the current directory) against `protected` and what it holds.
    public static func claim(_ path: String, setting: Setting, protected: [Protected]) throws(Refusal) -> OutputClaim {
        let real = RepositoryPath.real(path)
        func refuse(_ message: String) -> Refusal { Refusal(setting: setting, message: message) }
        for folder in protected {
            let other = RepositoryPath.real(folder.path)
            if RepositoryPath.isInside(other, real) {
                let how = other == real ? "is" : "holds"
                throw refuse("the output folder \(path) \(how) \(folder.role) (\(folder.path)); FrameLab replaces its output "
                             + "folder on every build, so it must be a folder of its own, such as 'docs/figures'")
            }
        }
        let url = URL(fileURLWithPath: real)
        var status = stat()
        if lstat(real, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw refuse("\(path) is not a folder; choose a new folder for the output")
        }
        let ownership = OutputOwnership.of(url)
        if case .foreign(let first) = ownership {
            throw refuse("\(path) holds files FrameLab did not write (the first: \(first)); FrameLab writes only into an "
                         + "empty or new folder, or one it wrote before. Choose another folder, or empty this one yourself")
        }
        let manifest = OutputWriter.fileBeside(url, named: "manifest").path
        if lstat(manifest, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            throw refuse("\(manifest), where FrameLab keeps this folder's build manifest, is not a regular file; "
                         + "FrameLab never deletes it: move it away")
        }
        return OutputClaim(folder: url, ownership: ownership)
    }
}
