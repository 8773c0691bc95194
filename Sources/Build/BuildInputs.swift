import Foundation
import ScenarioKit

/// The scenario files one build works on, and which of them it speaks for.
///
/// An output path is relative to the configured scenario root (framelab.yml's `scenarios:`, or `Scenarios/`),
/// whatever folder or file inside it is named on the command line: `framelab build Scenarios/gallery` writes
/// `gallery/cards/…`, as a full build does. Naming only files and folders inside the roots is a *subset*: every
/// file of the roots is still computed, since `frames.json` and the index list them all, but only the named
/// files' figures and pages are drawn, compared or replaced, and the other files' outputs are left as they are.
/// An input outside every root is placed by its own folder, as it always was, and the build speaks for all.
public struct BuildInputs: Sendable {
    /// Every file to compute, in order.
    public var files: [ScenarioLoader.Input]
    /// The files (`Input.relativePath`) whose outputs the build draws, writes and compares; nil: all of them.
    public var selected: Set<String>?
    /// The inputs as named (empty: the roots) and the configured roots, from which the same files can be
    /// found again elsewhere (`diff`'s baseline rebuilt at a git ref).
    public var given: [String]
    public var roots: [String]
    /// The app's `.swift` files and folders (`swift:` in framelab.yml) whose declarations the views may use.
    public var swiftSources: [String] = []
    /// The folders (or single files) the `.swift` inputs were found in: their declarations are the previews' program.
    public var previewSources: [String] = []
    /// How previews are found and laid out (framelab.yml's `device:`, `exclude:`, `placeholders:`; `--device`, `--strict`).
    public var previews = PreviewOptions()

    /// Every `.swift` file and folder whose declarations the build reads.
    public var programSources: [String] {
        var seen: Set<String> = []
        return (swiftSources + previewSources).filter { seen.insert($0).inserted }
    }

    public init(files: [ScenarioLoader.Input], selected: Set<String>? = nil, given: [String], roots: [String]) {
        self.files = files; self.selected = selected; self.given = given; self.roots = roots
        var seen: Set<String> = []
        previewSources = files.filter(\.isSwiftSource).map { $0.root ?? $0.path }.filter { seen.insert($0).inserted }
    }

    /// The same inputs found again now (a file added or removed since), with the same Swift sources and preview
    /// options: what `serve` builds each time something changes.
    public func resolvedAgain() throws -> BuildInputs {
        var again = try Self.resolve(given, roots: roots)
        again.swiftSources = swiftSources
        again.previews = previews
        return again
    }

    /// `given`: the inputs named on the command line (empty: the roots themselves); `roots`: the configured
    /// scenario roots. Throws for an input that does not exist or is not a scenario file.
    public static func resolve(_ given: [String], roots: [String]) throws -> BuildInputs {
        let named = given.isEmpty ? roots : given
        let existingRoots = roots.filter { FileManager.default.fileExists(atPath: $0) }
        let placed = try ScenarioLoader.resolve(inputs: named, roots: existingRoots)
        let isSubset = !given.isEmpty && !existingRoots.isEmpty
            && given.allSatisfy { ScenarioLoader.placement(of: $0, in: existingRoots) != nil }
            && Set(given.map(RepositoryPath.real)) != Set(existingRoots.map(RepositoryPath.real))
        guard isSubset else { return BuildInputs(files: placed, given: given, roots: roots) }
        // The roots' files first, so that each file is where a full build has it; a named file the roots do
        // not list (a hidden one) comes after them.
        let all = try ScenarioLoader.resolve(inputs: existingRoots + given, roots: existingRoots)
        return BuildInputs(files: all, selected: Set(placed.map(\.relativePath)), given: given, roots: roots)
    }

    /// Which output files the build speaks for.
    public var scope: OutputScope {
        guard let selected else { return .whole }
        let others = files.map(\.relativePath).filter { !selected.contains($0) }
        return OutputScope(excludedFolders: Set(others.map(ScenarioLoader.outputFolder(ofFile:))))
    }
}

/// The files of an output folder a build speaks for: all of them, or, when only some scenario files were named,
/// all but the outputs of the others (`<folder>/<id>.svg`, `.html`, `.png` …, directly in another file's output
/// folder). Files outside the scope are neither drawn, written, compared nor deleted.
public struct OutputScope: Sendable, Equatable {
    /// The output folders of the scenario files that were not named.
    public var excludedFolders: Set<String>

    public static let whole = OutputScope(excludedFolders: [])

    public init(excludedFolders: Set<String>) { self.excludedFolders = excludedFolders }

    public var isWhole: Bool { excludedFolders.isEmpty }

    public func contains(_ path: String) -> Bool {
        guard !excludedFolders.isEmpty, let slash = path.lastIndex(of: "/") else { return true }
        return !excludedFolders.contains(String(path[..<slash]))
    }
}
