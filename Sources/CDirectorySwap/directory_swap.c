#define _GNU_SOURCE
#include "directory_swap.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

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
