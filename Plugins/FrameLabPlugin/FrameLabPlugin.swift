import Foundation
import PackagePlugin

/// `swift package framelab <command> [arguments…]`: runs FrameLab's command-line tool in the package that
/// depends on FrameLab, from its root, where its `framelab.yml` is. `build` and `init` write into the
/// package, so they need `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
///
/// The package's targets are inputs as SwiftPM names them: `--target CardViews` (repeatable) adds each target's
/// source folder, whose previews are laid out. A command that takes inputs, given none, in a package without a
/// `framelab.yml`, reads every source target that is not a test: `swift package framelab previews` lists them all.
@main
struct FrameLabPlugin: CommandPlugin {
    /// The commands whose positional arguments are scenario and `.swift` inputs.
    static let takingInputs: Set<String> = ["build", "check", "diff", "explain", "previews", "serve"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "framelab")
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.isEmpty { rest = ["build"] }
        let package = context.package
        var targets: [SourceModuleTarget] = []
        for name in named {
            guard let target = package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else {
                Diagnostics.error("no source target named '\(name)' in \(package.displayName); its targets: "
                                  + package.targets.map(\.name).sorted().joined(separator: ", "))
                return
            }
            targets.append(target)
        }
        let hasConfiguration = FileManager.default.fileExists(atPath: package.directoryURL.appendingPathComponent("framelab.yml").path)
        let givesInputs = rest.dropFirst().contains { !$0.hasPrefix("-") }
        if targets.isEmpty, !hasConfiguration, !givesInputs, Self.takingInputs.contains(rest[0]) {
            targets = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
        }
        let root = package.directoryURL.standardizedFileURL.path
        let inputs = targets.map { target -> String in
            let path = target.directoryURL.standardizedFileURL.path
            return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [rest[0]] + inputs + rest.dropFirst()
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("framelab \(process.arguments!.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}
