import Foundation
import LayoutCore
import Build
import ScenarioKit

/// The second fuzz target (`FRAMELAB_FUZZ_TARGET=configuration`): the bytes are a `framelab.yml`, which a pull
/// request can change. A located diagnostic is a good outcome; what must never happen is a crash, a hang, a
/// diagnostic outside the file, or a configuration that names a path outside the repository or a base URL
/// that is not a web address or a relative path (issue 27).
enum FuzzConfiguration {
    /// A repository that does not exist: the confinement is checked on paths alone.
    static let repository = "/nonexistent/framelab-fuzz/repository"

    static func fuzzOne(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let configuration: Configuration
        do {
            configuration = try Configuration.parse(text, directory: repository)
        } catch {
            for diagnostic in error.all {
                precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1
                             && diagnostic.location.line <= FuzzHarness.lineCount(text) + 1,
                             "diagnostic outside the file: \(diagnostic)")
            }
            return
        }
        let confinement = RepositoryPath(root: repository, base: repository)
        for path in configuration.scenarios + [configuration.output] + [configuration.templates].compactMap({ $0 }) {
            precondition(confinement.problem(with: path) == nil, "a path outside the repository was accepted: \(path)")
        }
        if let url = configuration.site.baseURL {
            let lower = url.lowercased()
            precondition(lower.hasPrefix("http://") || lower.hasPrefix("https://")
                         || !(url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }.contains(":") || url.hasPrefix("//")),
                         "a base URL that is neither a web address nor a relative path was accepted: \(url)")
        }
    }
}
