#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reading of the monotonic clock (CLOCK_MONOTONIC) in nanoseconds, for the trace's timings.
/// Not `ContinuousClock`: that type lives in `_Concurrency`, and using it links the concurrency
/// runtime and libdispatch into the binary, with their initialisers run at every start.
package struct MonotonicInstant: Sendable {
    package let nanoseconds: UInt64

    package static var now: MonotonicInstant {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return MonotonicInstant(nanoseconds: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
    }
}

extension MonotonicInstant {
    /// Whole milliseconds from `earlier` to this reading (0 when `earlier` is later).
    package func milliseconds(since earlier: MonotonicInstant) -> Int {
        nanoseconds > earlier.nanoseconds ? Int((nanoseconds - earlier.nanoseconds) / 1_000_000) : 0
    }
}
