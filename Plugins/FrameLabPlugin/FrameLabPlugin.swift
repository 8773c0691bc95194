import Foundation
import PackagePlugin

/// `swift package framelab <command> [arguments…]`: runs FrameLab's command-line tool in the package that
/// depends on FrameLab, from its root, where its `framelab.yml` is. `build` and `init` write into the
/// package, so they need `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
@main
struct FrameLabPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "framelab")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["build"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("framelab \(process.arguments!.joined(separator: " ")) exited with status \(process.terminationStatus)")
        }
    }
}
