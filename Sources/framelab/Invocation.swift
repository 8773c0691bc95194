import ArgumentParser
import Foundation
import Raster
import Build
import ScenarioKit
import Site

/// Where a command runs from: the configuration (`framelab.yml` in the current folder or a parent, else
/// FrameLab's defaults) with the working directory moved to its folder, so that inputs, the output and
/// every path in messages and reports are relative to it — the repository root, where the file lives.
/// Paths given on the command line are relative to where the command was typed and are rebased.
struct Invocation {
    let configuration: Configuration
    /// Where the command was typed.
    let original: String

    /// Finds and reads the configuration and moves to its folder; a bad configuration is an input error.
    static func start() throws -> Invocation {
        let here = FileManager.default.currentDirectoryPath
        guard let path = Configuration.find(from: here) else {
            return Invocation(configuration: Configuration(directory: here), original: here)
        }
        let configuration: Configuration
        do {
            configuration = try Configuration.load(path, displayPath: relative(path, to: here))
        } catch {
            for diagnostic in error.all { Console.error(diagnostic.description) }
            throw ExitCode(2)
        }
        guard FileManager.default.changeCurrentDirectoryPath(configuration.directory) else {
            Console.error("framelab: error: cannot work in \(configuration.directory), the folder of \(path)")
            throw ExitCode(2)
        }
        return Invocation(configuration: configuration, original: here)
    }

    /// `path` as typed, relative to the configuration's folder when it is inside it.
    func rebased(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: original, isDirectory: true))
            .standardizedFileURL.path
        return Self.relative(absolute, to: configuration.directory)
    }

    /// The scenario inputs: those given, rebased, else the configured ones.
    func inputs(_ given: [String]) -> [String] {
        given.isEmpty ? configuration.roots : given.map(rebased)
    }

    /// The scenario files of `given` (or of the configured roots), placed below their root (`BuildInputs`). An
    /// input that does not exist is an input error.
    func buildInputs(_ given: [String]) throws -> BuildInputs {
        do { return try BuildInputs.resolve(given.map(rebased), roots: configuration.roots) } catch {
            Console.error("framelab: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// What `build`, `check`, `diff` and `serve` ask the pipeline for, from their common options.
    /// `allowingMissingInputs`: an input that does not exist yet gives no files instead of an error (`serve`, which
    /// reports it on the page and builds once it is there).
    func request(_ sources: SiteSourceOptions, output: String, jobs: Int, writes: OutputWriter.StaleFiles? = nil,
                 usesManifest: Bool = false, allowingMissingInputs: Bool = false) throws -> BuildRequest {
        let figures = try figures(sources)
        let given = sources.inputs.map(rebased), roots = configuration.roots
        let inputs = allowingMissingInputs
            ? (try? BuildInputs.resolve(given, roots: roots)) ?? BuildInputs(files: [], given: given, roots: roots)
            : try buildInputs(sources.inputs)
        var withSources = inputs
        withSources.swiftSources = configuration.swift
        withSources.previews = try previewOptions(sources)
        return BuildRequest(inputs: withSources, output: output, templates: try templates(sources.templates), site: site,
                            figures: figures, jobs: jobs, writes: writes, usesManifest: usesManifest)
    }

    /// framelab.yml's preview options with the command line's `--device` and `--strict`; an unknown device is an input error.
    func previewOptions(_ sources: SiteSourceOptions) throws -> PreviewOptions {
        try previewOptions(device: sources.device, strict: sources.strict)
    }

    /// framelab.yml's preview options with `device` (`--device`, checked against the table) and `strict`.
    func previewOptions(device: String?, strict: Bool = false) throws -> PreviewOptions {
        var options = configuration.previewOptions
        if let device {
            guard PreviewDevices.named(device) != nil else {
                Console.error("framelab: error: unknown device '\(device)' for --device; \(PreviewDevices.knownList)")
                throw ExitCode(2)
            }
            options.deviceOverride = device
        }
        options.strict = strict
        return options
    }

    /// The output folder: `--output` rebased, else the configured one.
    func output(_ given: String?) -> String { given.map(rebased) ?? configuration.output }

    /// Checks the folder a command is about to replace (`OutputClaim`): `given` on the command line (as
    /// `option`), else framelab.yml's `output` (or `fallback`). It may hold none of the folder the command
    /// was typed in, the repository, framelab.yml's folder, `inputs` and `templates`. A refusal is printed
    /// and is an input error (exit 2), before anything is written.
    func claimOutput(_ given: String?, option: String = "--output", fallback: String? = nil, inputs: [String],
                     templates: String?) throws -> OutputClaim {
        let path: String, setting: OutputClaim.Setting
        if let given {
            path = rebased(given); setting = .commandLine("\(option) \(given)")
        } else if let fallback {
            path = fallback; setting = .defaultValue(fallback)
        } else {
            path = configuration.output
            setting = configuration.locations["output"].map { .configuration(key: "output", $0) } ?? .defaultValue(path)
        }
        var protected = [OutputClaim.Protected(original, "the folder the command runs in"),
                         OutputClaim.Protected(RepositoryPath.repositoryRoot(of: configuration.directory), "the repository")]
        if let file = configuration.file {
            protected.append(OutputClaim.Protected(configuration.directory, "the folder of \(Self.relative(file, to: original))"))
        }
        protected += Set(inputs).sorted().map { OutputClaim.Protected($0, "an input") }
        if let templates { protected.append(OutputClaim.Protected(templates, "the templates folder")) }
        do { return try OutputClaim.claim(path, setting: setting, protected: protected) } catch {
            Console.error(error.description)
            throw ExitCode(2)
        }
    }

    /// The template overrides: `--templates` rebased, else the configured ones (nil: FrameLab's own). A folder
    /// that is missing, or holds a link or an oversized file where a template belongs, is an input error at
    /// once, whatever an earlier build recorded.
    func templates(_ given: String?) throws -> String? {
        guard let directory = given.map(rebased) ?? configuration.templates else { return nil }
        do throws(SiteError) { _ = try SiteBuilder.overrides(in: directory) } catch {
            Console.error("framelab: error: the site's templates: \(error)")
            throw ExitCode(2)
        }
        return directory
    }

    /// The figure options: framelab.yml's, and the command line's, which win. PNGs need librsvg, loaded at run
    /// time: when they are asked for and it cannot be loaded, that is an input error before anything is built.
    func figures(_ sources: SiteSourceOptions) throws -> FigureChoice {
        let scales = (try? sources.pngScales) ?? nil ?? configuration.png
        if !scales.isEmpty {
            do throws(PNGRasterizer.Failure) { try PNGRasterizer.requireLibrary() } catch {
                Console.error("framelab: error: \(error.description)")
                throw ExitCode(2)
            }
        }
        return FigureChoice(configured: configuration.figure, requested: sources.figure, docc: sources.docc, pngScales: scales,
                            pngMaximumPixels: sources.pngMaxMegapixels.map { $0 * 1_000_000 })
    }

    /// The site's wording and address.
    var site: SiteOptions {
        let s = configuration.site
        return SiteOptions(title: s.title, introduction: s.introduction, baseURL: s.baseURL, footer: s.footer,
                           sourceURL: configuration.sourceURL)
    }

    /// `path` relative to `directory` when it lies inside it ("." for the folder itself), else as it is.
    static func relative(_ path: String, to directory: String) -> String {
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        let target = URL(fileURLWithPath: path).standardizedFileURL.path
        if target == folder { return "." }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target
    }

    /// How to run this command again, as the user typed it (for advice in messages).
    static var commandLine: String {
        (["framelab"] + CommandLine.arguments.dropFirst().map { $0.contains(" ") ? "'\($0)'" : $0 }).joined(separator: " ")
    }
}
