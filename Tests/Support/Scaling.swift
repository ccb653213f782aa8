import Foundation

/// Measures how a cost grows, for scaling tests that compare two sizes in one run: a ratio of
/// times from the same process, each case run long enough to be measured and the least of three
/// trials kept (a busy machine only ever makes a run slower).
public enum Scaling {
    /// The seconds one run of `body` takes: in each of three trials `body` runs again and again
    /// until `least` seconds have passed, and the trial's time a run is its total over its runs;
    /// the least of the trials.
    public static func seconds(least: Double = 0.05, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            var runs = 0
            var elapsed = 0.0
            repeat {
                body()
                runs += 1
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            } while elapsed < least
            best = min(best, elapsed / Double(runs))
        }
        return best
    }
}
