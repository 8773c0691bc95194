import Foundation
import PackagePlugin

/// Renders the rule reference (`Docs/swiftui/*.md`) into a Swift source file of the `Site` target when FrameLab is
/// compiled (ReferencePagesTool, with Ink): a build then shows the pages without parsing their Markdown again.
@main
struct ReferencePages: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Docs/swiftui")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        let pages = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInReferencePages.swift")
        return [.buildCommand(displayName: "Rendering the rule reference (\(pages.count) pages)",
                              executable: try context.tool(named: "ReferencePagesTool").url,
                              arguments: [output.path] + pages.map(\.path),
                              inputFiles: pages, outputFiles: [output])]
    }
}
