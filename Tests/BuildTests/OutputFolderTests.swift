import Build
import Foundation
import Testing

/// `OutputFolder.regularFileContents`: what a comparison or a build taking files over reads of an output folder.
@Suite struct OutputFolderTests {
    @Test("a regular file is read; a FIFO, a link, a file in a linked folder and a path leaving the folder are not, and nothing waits")
    func readsOnlyRegularFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("outputfolder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try Data("frames".utf8).write(to: root.appendingPathComponent("real/frames.json"))
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: root.appendingPathComponent("real").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("link.json").path,
                                  withDestinationPath: root.appendingPathComponent("real/frames.json").path)
        #expect(mkfifo(root.appendingPathComponent("real/fifo.json").path, 0o600) == 0)
        #expect(OutputFolder.regularFileContents("real/frames.json", under: root) == Data("frames".utf8))
        #expect(OutputFolder.regularFileContents("real/fifo.json", under: root) == nil)
        #expect(OutputFolder.regularFileContents("link.json", under: root) == nil)
        #expect(OutputFolder.regularFileContents("linked/frames.json", under: root) == nil)
        #expect(OutputFolder.regularFileContents("real/../real/frames.json", under: root) == nil)
        #expect(OutputFolder.regularFileContents("real", under: root) == nil)
        #expect(OutputFolder.regularFileContents("", under: root) == nil)
    }
}
