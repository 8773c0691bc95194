import Foundation

/// Whether two regular files hold the same bytes: their sizes first, then a megabyte of each at a time.
/// `FileManager.contentsEqual` took 63 ms for two copies of a 20 MB `frames.json`, this 10 ms. Neither file is
/// followed if it is a link, and anything but a regular file (a FIFO put there meanwhile) is "not the same", without
/// waiting on it.
func sameBytes(_ a: String, _ b: String) -> Bool {
    let fa = openRegularFile(a), fb = openRegularFile(b)
    defer {
        if fa >= 0 { close(fa) }
        if fb >= 0 { close(fb) }
    }
    guard fa >= 0, fb >= 0 else { return false }
    var sa = stat(), sb = stat()
    guard fstat(fa, &sa) == 0, fstat(fb, &sb) == 0, sa.st_size == sb.st_size else { return false }
    let chunk = 1 << 20
    let x = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    let y = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    defer {
        x.deallocate()
        y.deallocate()
    }
    while true {
        let n = read(fa, x, chunk)
        guard n >= 0 else { return false }
        if n == 0 { return read(fb, y, 1) == 0 }
        var got = 0
        while got < n {
            let m = read(fb, y + got, n - got)
            guard m > 0 else { return false }
            got += m
        }
        if memcmp(x, y, n) != 0 { return false }
    }
}

/// A descriptor for `path` if it is a regular file, else −1.
private func openRegularFile(_ path: String) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return -1 }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        return -1
    }
    return descriptor
}
