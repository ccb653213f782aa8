import Foundation

/// Measures how a cost grows, for scaling tests that compare two sizes in one run: a ratio of
/// times from the same process, each case run long enough to be measured and the least of three
/// trials kept. The time is CPU time (the test thread's, or the children's for a program run), not
/// wall time: other processes eating the CPU delay a run but do not add to its CPU time, so the
/// suite passes on a busy machine.
package enum Scaling {
    /// The CPU seconds one run of `body` takes on this thread: in each of three trials `body` runs
    /// again and again until `least` seconds have passed, and the trial's time a run is its total
    /// over its runs; the least of the trials.
    package static func seconds(least: Double = 0.05, _ body: () -> Void) -> Double {
        leastOfTrials(least: least, clock: threadSeconds, body)
    }

    /// The same for a program `body` runs and waits for: the CPU seconds of the children it reaped.
    package static func childSeconds(least: Double = 0.05, _ body: () -> Void) -> Double {
        leastOfTrials(least: least, clock: childrenSeconds, body)
    }

    /// The CPU seconds a run of `small` and of `large` take (as `seconds`, or `childSeconds` with
    /// `children`), measured again — up to `attempts` times — while the larger is more than `bound`
    /// times the smaller: a busy machine's noise (caches shared with other processes) passes, a
    /// cost that grows faster than the bound stays over it in every attempt. The attempt with the
    /// smallest ratio.
    package static func growth(bound: Double, attempts: Int = 3, children: Bool = false,
                              small: () -> Void, large: () -> Void) -> (small: Double, large: Double) {
        var best = (small: 1.0, large: Double.infinity)
        for _ in 0..<max(1, attempts) {
            let measured = children ? (childSeconds(small), childSeconds(large)) : (seconds(small), seconds(large))
            if measured.1 / measured.0 < best.large / best.small { best = (measured.0, measured.1) }
            if measured.1 <= bound * measured.0 { break }
        }
        return best
    }

    private static func leastOfTrials(least: Double, clock: () -> Double, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = clock()
            var runs = 0
            var elapsed = 0.0
            repeat {
                body()
                runs += 1
                elapsed = clock() - start
            } while elapsed < least
            best = min(best, elapsed / Double(runs))
        }
        return best
    }

    /// This thread's CPU time now, in seconds (for a test that times a part of its work itself).
    package static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func childrenSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
