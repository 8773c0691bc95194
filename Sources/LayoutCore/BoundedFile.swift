#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file without trusting its size or kind: only regular files (never a FIFO that blocks, a device
/// or a final symbolic link), and at most `limit` bytes, so a 1 GiB file planted where a small one belongs
/// costs nothing. Plain POSIX, so that LayoutCore keeps needing nothing but the standard library.
public enum BoundedFile {
    /// The bytes of the regular file at `path`; nil when it is missing, not a regular file, or larger than
    /// `limit` (with `prefixOnly`, its first `limit` bytes instead).
    public static func read(_ path: String, limit: Int, prefixOnly: Bool = false) -> [UInt8]? {
        guard let (descriptor, size) = openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        if size > limit && !prefixOnly { return nil }
        let wanted = min(limit + (prefixOnly ? 0 : 1), max(size, 0) + 1)
        // Read into memory not zeroed first: zeroing a manifest's megabytes only to overwrite them was a pass over them
        // on the way of every build that reads one.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
            var count = 0
            while count < wanted {
                let n = systemRead(descriptor, buffer.baseAddress! + count, wanted - count)
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { failed = true; break }
                if n == 0 { break }
                count += n
            }
            initialized = failed ? 0 : count
        }
        if failed || (bytes.count > limit && !prefixOnly) { return nil }
        return bytes
    }

    /// A descriptor open for reading on the regular file at `path`, and the file's size; nil when it is missing, a
    /// final symbolic link or anything but a regular file. Opened without waiting, so a FIFO is refused at once rather
    /// than waited on. The caller closes the descriptor.
    public static func openRegularFile(_ path: String) -> (descriptor: Int32, size: Int)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(status.st_size))
    }

    /// Calls `body` with each line of the file open at `descriptor`, without its line feed, read a megabyte at a time
    /// (more for a longer line), so that a large file is never held whole. False when a read fails, more than `limit`
    /// bytes come, the last line has no line feed (a file cut short), or `body` returns false, which ends the reading.
    /// A line is a slice of the buffer it was read into: valid during the call only.
    public static func forEachLine(of descriptor: Int32, limit: Int,
                                   _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var kept = 0, total = 0   // kept: the bytes of an unfinished line, at the start of the buffer
        while true {
            if kept == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let n = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + kept, $0.count - kept) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return false }
            if n == 0 { return kept == 0 }
            total += n
            guard total <= limit else { return false }
            let end = kept + n
            var start = 0, ok = true
            buffer.withUnsafeBufferPointer { all in
                let bytes = UnsafeBufferPointer(rebasing: all[..<end])
                forEachLineFeed(in: UnsafeRawBufferPointer(bytes)) { feed in
                    if ok { ok = body(bytes[start..<feed]) }
                    start = feed + 1
                }
            }
            guard ok else { return false }
            kept = end - start
            if kept > 0, start > 0 {
                buffer.withUnsafeMutableBytes { $0.baseAddress!.copyMemory(from: $0.baseAddress! + start, byteCount: kept) }
            }
        }
    }

    /// Whether `path` is a regular file (not following a final symbolic link).
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}

/// `read(2)`, named apart from `BoundedFile.read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}
