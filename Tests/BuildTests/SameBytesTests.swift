import Foundation
import Testing
@testable import Build

/// `sameBytes`: how a streamed file (`frames.json`, the index) is found unchanged, so that the old file stays.
@Suite struct SameBytesTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("samebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("equal files over several chunks are the same; one byte changed in the third chunk, or one more byte, is not")
    func comparesEveryByte() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = Data((0..<(2 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let a = root.appendingPathComponent("a").path, b = root.appendingPathComponent("b").path
        try bytes.write(to: URL(fileURLWithPath: a))
        try bytes.write(to: URL(fileURLWithPath: b))
        #expect(sameBytes(a, b))
        bytes[(2 << 20) + 100] ^= 1
        try bytes.write(to: URL(fileURLWithPath: b))
        #expect(!sameBytes(a, b))
        bytes[(2 << 20) + 100] ^= 1
        bytes.append(0)
        try bytes.write(to: URL(fileURLWithPath: b))
        #expect(!sameBytes(a, b))
        try Data().write(to: URL(fileURLWithPath: a))
        try Data().write(to: URL(fileURLWithPath: b))
        #expect(sameBytes(a, b))
    }

    @Test("a missing file, a link and a FIFO are never the same, and the FIFO is not waited on; nor is one read as the last index")
    func onlyRegularFiles() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a").path
        try Data("same".utf8).write(to: URL(fileURLWithPath: a))
        let link = root.appendingPathComponent("link").path, fifo = root.appendingPathComponent("fifo").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: a)
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(sameBytes(a, a))
        #expect(!sameBytes(a, link))
        #expect(!sameBytes(a, fifo))
        #expect(!sameBytes(a, root.appendingPathComponent("missing").path))
        // The last build's index is read the same way (`BoundedFile.openRegularFile`): a FIFO there is refused at once.
        #expect(PreviousPage(fifo) == nil && PreviousPage(link) == nil)
        #expect(PreviousPage(a)?.read(1..<3) == Array("am".utf8))
        // A file compared with bytes (an output file about to be written) is refused the same way.
        #expect(sameBytes(a, as: Data("same".utf8)))
        #expect(!sameBytes(link, as: Data("same".utf8)) && !sameBytes(fifo, as: Data("same".utf8)))
        #expect(!sameBytes(root.appendingPathComponent("missing").path, as: Data()))
    }

    @Test("a file and bytes over several chunks are the same; one byte changed in the third chunk, one byte more or less, is not")
    func comparesAFileWithBytes() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = Data((0..<(2 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let a = root.appendingPathComponent("a").path
        try bytes.write(to: URL(fileURLWithPath: a))
        #expect(sameBytes(a, as: bytes))
        bytes[(2 << 20) + 100] ^= 1
        #expect(!sameBytes(a, as: bytes))
        bytes[(2 << 20) + 100] ^= 1
        #expect(!sameBytes(a, as: bytes + [0]))
        #expect(!sameBytes(a, as: bytes.dropLast()))
        try Data().write(to: URL(fileURLWithPath: a))
        #expect(sameBytes(a, as: Data()))
        #expect(!sameBytes(a, as: Data([0])))
    }
}
