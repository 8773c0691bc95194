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
}
