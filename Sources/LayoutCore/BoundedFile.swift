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
