import FormDiff

/// BENCH.md §1: FormDiff against `CollectionDifference`, one line per scenario.
enum DiffBenchmarks {
    static let runs = 5

    /// Runs every scenario and prints its line. `quick` skips the 100k stdlib run (tens of seconds).
    static func run(quick: Bool) {
        for n in [1_000, 10_000, 100_000] {
            let (source, target) = DiffScenarios.linear(n)
            report(name: "linear N=\(n)", source: source, target: target,
                   stdlibRuns: n >= 100_000 ? (quick ? 0 : 1) : runs)
        }
        for n in [1_000, 10_000] {
            let (source, target) = DiffScenarios.smallEdit(n)
            report(name: "small N=\(n)", source: source, target: target, stdlibRuns: runs)
        }
        reportSectioned()
    }

    private static func report(name: String, source: [BenchRow], target: [BenchRow], stdlibRuns: Int) {
        var moves = 0
        let ours = medianMilliseconds(runs) {
            let changeset = StagedChangeset(source: source, target: target)
            moves = changeset.counts.elementMoved
        }
        let stdlib = stdlibMilliseconds(source: source, target: target, runs: stdlibRuns)
        let minimum = MinimumMoves.linear(source: source, target: target)
        print(line(name: name, ours: ours, stdlib: stdlib, moves: moves, minimum: minimum))
    }

    private static func reportSectioned() {
        let (source, target) = DiffScenarios.sectioned()
        var moves = 0
        let ours = medianMilliseconds(runs) {
            let counts = StagedChangeset(source: source, target: target).counts
            moves = counts.elementMoved + counts.sectionMoved
        }
        let stdlib = stdlibMilliseconds(
            source: source.flatMap(\.elements), target: target.flatMap(\.elements), runs: runs)
        let minimum = MinimumMoves.sectioned(source: source, target: target)
        print(line(name: "sectioned 100x100", ours: ours, stdlib: stdlib, moves: moves, minimum: minimum))
    }

    /// The median time of `CollectionDifference` with moves inferred, or nil when `runs` is 0.
    private static func stdlibMilliseconds(source: [BenchRow], target: [BenchRow], runs: Int) -> Double? {
        guard runs > 0 else { return nil }
        var changes = 0
        let time = medianMilliseconds(runs) {
            changes = target.difference(from: source).inferringMoves().count
        }
        precondition(changes > 0, "CollectionDifference found no change")
        return time
    }

    private static func line(name: String, ours: Double, stdlib: Double?, moves: Int, minimum: Int) -> String {
        let theirs = stdlib.map { "CollectionDifference \(format($0)) ms, ratio \(fixed($0 / ours, 1))x" }
            ?? "CollectionDifference skipped (--quick), ratio -"
        return "\(name): ours \(format(ours)) ms, \(theirs), moves \(moves) (minimum \(minimum))"
    }

    /// Milliseconds with a precision that suits the magnitude: 41.2, 3.15, 0.052.
    private static func format(_ milliseconds: Double) -> String {
        fixed(milliseconds, milliseconds >= 10 ? 1 : milliseconds >= 1 ? 2 : 3)
    }
}

/// `value` with `decimals` digits after the point (no Foundation).
func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int(value * scale + 0.5)
    let whole = scaled / Int(scale)
    guard decimals > 0 else { return "\(whole)" }
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// The median wall-clock time of `runs` calls of `body`, in milliseconds.
func medianMilliseconds(_ runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) * 1e-15)
    }
    times.sort()
    return times[times.count / 2]
}
