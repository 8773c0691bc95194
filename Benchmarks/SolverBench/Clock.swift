#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Process CPU time and wall time in seconds: the reference compares solvers by CPU time on a shared machine.
struct Stopwatch {
    static func cpu() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func wall() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
