#ifndef FRAMELAB_FILE_CALLS_H
#define FRAMELAB_FILE_CALLS_H

#include <stddef.h>
#include <sys/types.h>

/// Exchanges the two paths atomically (both must exist, on one file system): Linux renameat2 with
/// RENAME_EXCHANGE, macOS renamex_np with RENAME_SWAP. Returns 0, or -1 with errno set (ENOTSUP
/// elsewhere). Swift's Glibc module does not export renameat2, hence this shim.
int framelab_exchange_paths(const char *first, const char *second);

/// Copies up to `count` bytes of `source` from `offset` to `target` at its file position (which moves past them),
/// in the kernel: Linux copy_file_range. Returns the bytes copied (0 at the source's end), or -1 with errno set
/// (ENOTSUP elsewhere, and the caller copies through memory). Swift's Glibc module does not export it either.
ssize_t framelab_copy_range(int source, off_t offset, int target, size_t count);

#endif
