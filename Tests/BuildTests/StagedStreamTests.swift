import Foundation
import LayoutCore
import Testing
@testable import Build

/// `PreviousPage.copy` (a range of the last build's file, copied by the kernel or through memory) and `StagedStream`
/// (`frames.json` and the index written on a queue of their own, in order, compared with the old file at the end).
@Suite struct StagedStreamTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// 3 MB of varied bytes: more than one kernel copy or memory chunk (1 MB).
    private let source = Data((0..<3_000_123).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) })

    private func handle(_ path: String) throws -> FileHandle {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        return try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    @Test("a range is appended at the target's position, byte for byte, into a file and through memory into a pipe; past the end, nothing")
    func copiesARange() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old").path
        try source.write(to: URL(fileURLWithPath: old))
        let page = try #require(PreviousPage(old))

        let target = root.appendingPathComponent("new").path
        let file = try handle(target)
        try file.write(contentsOf: Data("head".utf8))
        #expect(page.copy(1_000_000..<2_500_001, to: file.fileDescriptor))
        #expect(page.copy(5..<9, to: file.fileDescriptor))
        try file.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == Data("head".utf8) + source[1_000_000..<2_500_001] + source[5..<9])

        // A pipe takes no copy_file_range (EINVAL): the bytes go through memory.
        let pipe = Pipe()
        let reader = BackgroundWork { pipe.fileHandleForReading.readDataToEndOfFile() }
        #expect(page.copy(0..<1_500_000, to: pipe.fileHandleForWriting.fileDescriptor))
        try pipe.fileHandleForWriting.close()
        #expect(reader.value == source[0..<1_500_000])

        #expect(!page.copy(2_999_000..<3_000_124, to: pipe.fileHandleForWriting.fileDescriptor))
    }

    @Test("pieces and copies are written in the order given; finish says whether the file is the old one's bytes")
    func writesInOrder() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old").path
        try source.write(to: URL(fileURLWithPath: old))
        let page = try #require(PreviousPage(old))
        let failure = OutputWriteError.io(path: old, reason: "it changed during the build; build again")

        let same = root.appendingPathComponent("same").path
        let stream = StagedStream(try handle(same), location: same)
        stream.write(source[0..<10])
        stream.copy(10..<2_000_000, of: page, orFail: failure)
        stream.write(source[2_000_000...])
        stream.end(comparingWith: old)
        stream.end(comparingWith: nil)  // only the first end counts
        #expect(try stream.finish(comparingWith: nil))
        #expect(try Data(contentsOf: URL(fileURLWithPath: same)) == source)

        let other = root.appendingPathComponent("other").path
        let changed = StagedStream(try handle(other), location: other)
        changed.copy(0..<source.count - 1, of: page, orFail: failure)
        changed.write(Data([source.last! ^ 1]))  // as long as the old file, its last byte not the same
        #expect(try !changed.finish(comparingWith: old))
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)).count == source.count)
    }

    @Test("a range past the old file's end is the failure given, thrown by finish; what follows it is not written")
    func failureStopsTheRest() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let old = root.appendingPathComponent("old").path
        try source.write(to: URL(fileURLWithPath: old))
        let page = try #require(PreviousPage(old))
        let path = root.appendingPathComponent("new").path
        let stream = StagedStream(try handle(path), location: path)
        stream.write(Data("a".utf8))
        stream.copy(2_000_000..<4_000_000, of: page, orFail: .io(path: old, reason: "it changed during the build; build again"))
        stream.write(Data("b".utf8))
        #expect(throws: OutputWriteError.io(path: old, reason: "it changed during the build; build again")) {
            try stream.finish(comparingWith: old)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("a".utf8))
    }
}
