import Foundation
import LayoutCore
import Testing

/// `BoundedFile.read`: the bytes of a regular file, never more than the limit, never a FIFO or a link.
@Suite struct BoundedFileTests {
    @Test func aFileReadsBackWholeUpToTheLimitAndItsPrefixBeyondIt() throws {
        let folder = NSTemporaryDirectory() + "framelab-bounded-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let file = folder + "/f"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(BoundedFile.read(file, limit: 70_000) == bytes)
        #expect(BoundedFile.read(file, limit: 69_999) == nil)
        #expect(BoundedFile.read(file, limit: 100, prefixOnly: true) == Array(bytes.prefix(100)))
        #expect(BoundedFile.read(file, limit: 1 << 20, prefixOnly: true) == bytes)
        try Data().write(to: URL(fileURLWithPath: folder + "/empty"))
        #expect(BoundedFile.read(folder + "/empty", limit: 10) == [])
        #expect(BoundedFile.read(folder + "/missing", limit: 10) == nil)
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(BoundedFile.read(folder + "/pipe", limit: 10) == nil)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: file)
        #expect(BoundedFile.read(folder + "/link", limit: 1 << 20) == nil)
        #expect(BoundedFile.read(folder, limit: 10) == nil)
    }
}
