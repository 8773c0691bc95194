import Foundation
import LayoutCore
import ViewLayout

/// Reading an app's font file that framelab.yml's `fonts:` names (its path already confined to the repository).
enum CustomFontFile {
    struct Problem: Error { var message: String }

    /// The font at `path` (relative to `directory`), or why it cannot be used, as the rest of an error message.
    static func load(_ path: String, relativeTo directory: String) -> Result<OpenTypeFont, Problem> {
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).path
        guard BoundedFile.isRegularFile(file) else {
            return .failure(Problem(message: "no font file at '\(path)'; give the .ttf or .otf file's path relative to framelab.yml"))
        }
        guard let bytes = BoundedFile.read(file, limit: OpenTypeFont.maximumFileSize) else {
            // Readable at all (its first bytes), then it is the size that refused it.
            let readable = BoundedFile.read(file, limit: 1, prefixOnly: true) != nil
            return .failure(Problem(message: readable ? "'\(path)' is larger than 32 MB; a font file is smaller" : "'\(path)' cannot be read"))
        }
        do throws(OpenTypeFont.Failure) {
            return .success(try OpenTypeFont(bytes: bytes))
        } catch {
            return .failure(Problem(message: "'\(path)' cannot be read as a font: \(error.description)"))
        }
    }
}
