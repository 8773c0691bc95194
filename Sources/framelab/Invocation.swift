import ArgumentParser
import Foundation
import Raster
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
        given.isEmpty ? configuration.scenarios : given.map(rebased)
    }

    /// The output folder: `--output` rebased, else the configured one.
    func output(_ given: String?) -> String { given.map(rebased) ?? configuration.output }

    /// The template overrides: `--templates` rebased, else the configured ones (nil: FrameLab's own).
    func templates(_ given: String?) -> String? { given.map(rebased) ?? configuration.templates }

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
        return FigureChoice(configured: configuration.figure, requested: sources.figure, docc: sources.docc, pngScales: scales)
    }

    /// The site's wording and address.
    var site: SiteOptions {
        let s = configuration.site
        return SiteOptions(title: s.title, introduction: s.introduction, baseURL: s.baseURL, footer: s.footer)
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
