#define _GNU_SOURCE
#include "file_calls.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int framelab_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    (void)first; (void)second;
    errno = ENOTSUP;
    return -1;
#endif
}

ssize_t framelab_copy_range(int source, off_t offset, int target, size_t count) {
#if defined(__linux__)
    loff_t at = offset;
    return copy_file_range(source, &at, target, NULL, count, 0);
#else
    (void)source; (void)offset; (void)target; (void)count;
    errno = ENOTSUP;
    return -1;
#endif
}
