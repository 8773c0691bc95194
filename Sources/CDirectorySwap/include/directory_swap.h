#ifndef FRAMELAB_DIRECTORY_SWAP_H
#define FRAMELAB_DIRECTORY_SWAP_H

/// Exchanges the two paths atomically (both must exist, on one file system): Linux renameat2 with
/// RENAME_EXCHANGE, macOS renamex_np with RENAME_SWAP. Returns 0, or -1 with errno set (ENOTSUP
/// elsewhere). Swift's Glibc module does not export renameat2, hence this shim.
int framelab_exchange_paths(const char *first, const char *second);

#endif
