import CFileCalls
import Foundation
import LayoutCore

/// The last build's copy of a file of the output folder, read a range at a time from any thread: the index's sections
/// a build takes over (`SiteBuilder.writeIndexPage`), and the objects of `frames.json` of the files it takes over
/// (`BuildCache.reuse`), never the whole file. Only used while the folder is as that build left it (its stamps hold:
/// `BuildCache.previousBuild`), so the ranges its manifest recorded are the file's.
final class PreviousPage: Sendable {
    private let descriptor: Int32
    private let size: Int

    /// Nil when `path` is not a regular file that can be read.
    init?(_ path: String) {
        guard let (descriptor, size) = BoundedFile.openRegularFile(path) else { return nil }
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// The bytes in `range`; nil when the page is shorter or they cannot be read.
    func read(_ range: Range<Int>) -> [UInt8]? {
        guard range.upperBound <= size else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done)) }
            guard n > 0 else { return nil }
            done += n
        }
        return bytes
    }

    /// Appends the bytes in `range` to the file open as `target`, at its position: in the kernel where it can
    /// (`copy_file_range`: the 20 MB of `frames.json` a build with one changed file takes over at 10,000 scenarios never
    /// pass through this process), else a megabyte at a time through memory. False when the page is shorter or a read
    /// or write fails.
    func copy(_ range: Range<Int>, to target: Int32) -> Bool {
        guard range.upperBound <= size else { return false }
        var done = 0
        while done < range.count {
            let n = framelab_copy_range(descriptor, off_t(range.lowerBound + done), target, range.count - done)
            let code = errno
            if n > 0 { done += n; continue }
            // Not between these two files (another file system, an old kernel): the rest through memory.
            guard n < 0, [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP, ENOTSUP].contains(code) else { return false }
            return copyThroughMemory(range.lowerBound + done..<range.upperBound, to: target)
        }
        return true
    }

    private func copyThroughMemory(_ range: Range<Int>, to target: Int32) -> Bool {
        for start in stride(from: range.lowerBound, to: range.upperBound, by: 1 << 20) {
            guard let bytes = read(start..<min(start + 1 << 20, range.upperBound)) else { return false }
            let written = bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let n = write(target, buffer.baseAddress! + done, buffer.count - done)
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
            guard written else { return false }
        }
        return true
    }
}
