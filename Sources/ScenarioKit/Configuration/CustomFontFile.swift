import Foundation
import ViewLayout

/// Reading an app's font file that framelab.yml's `fonts:` names (its path already confined to the repository).
enum CustomFontFile {
    struct Problem: Error { var message: String }

    /// The font at `path` (relative to `directory`), or why it cannot be used, as the rest of an error message.
    static func load(_ path: String, relativeTo directory: String) -> Result<OpenTypeFont, Problem> {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(Problem(message: "no font file at '\(path)'; give the .ttf or .otf file's path relative to framelab.yml"))
        }
        if let size = attributes[.size] as? Int, size > OpenTypeFont.maximumFileSize {
            return .failure(Problem(message: "'\(path)' is larger than 32 MB; a font file is smaller"))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(Problem(message: "'\(path)' cannot be read")) }
        do throws(OpenTypeFont.Failure) {
            return .success(try OpenTypeFont(bytes: [UInt8](data)))
        } catch {
            return .failure(Problem(message: "'\(path)' cannot be read as a font: \(error.description)"))
        }
    }
}
