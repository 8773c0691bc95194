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

    /// `BoundedFile.forEachLine`: lines across the ends of its megabyte chunks, and one longer than a chunk, come whole
    /// and in order; a file cut short, over the limit, or a `body` that says stop is false.
    @Test func aFileReadsLineByLineAMegabyteAtATime() throws {
        let folder = NSTemporaryDirectory() + "framelab-lines-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lines = (0..<40_000).map { "line \($0) " + String(repeating: "x", count: $0 % 97) }
            + [String(repeating: "y", count: 1_500_000), "", "last"]
        let text = lines.joined(separator: "\n") + "\n"
        let file = folder + "/f"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        func read(_ path: String, limit: Int, stopAt: Int = .max) -> (ok: Bool, lines: [String]) {
            guard let (descriptor, _) = BoundedFile.openRegularFile(path) else { return (false, []) }
            defer { close(descriptor) }
            var seen: [String] = []
            let ok = BoundedFile.forEachLine(of: descriptor, limit: limit) { line in
                seen.append(String(decoding: line, as: UTF8.self))
                return seen.count < stopAt
            }
            return (ok, seen)
        }
        let whole = read(file, limit: text.utf8.count)
        #expect(whole.ok && whole.lines == lines)
        #expect(!read(file, limit: text.utf8.count - 1).ok)
        let stopped = read(file, limit: 1 << 30, stopAt: 3)
        #expect(!stopped.ok && stopped.lines == Array(lines.prefix(3)))
        try Data(text.utf8.dropLast()).write(to: URL(fileURLWithPath: file))
        #expect(!read(file, limit: 1 << 30).ok)
        try Data().write(to: URL(fileURLWithPath: file))
        #expect(read(file, limit: 10) == (true, []))
    }
}
