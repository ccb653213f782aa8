import FormApp
import FormTerminal
import FormUI
import FormScreen

/// Times keys on a `FormSession` in a time-boxed loop, so that a form where a key costs a second
/// and one where it costs a millisecond both finish in about the same wall time.
struct KeyTimer {
    /// A key the session ended on: the scenario is wrong, its figures would mean nothing.
    struct SessionEnded: Error, CustomStringConvertible {
        var key: Key
        var description: String { "the form ended on key \(key.name)" }
    }

    /// The medians of one scenario.
    struct Timing {
        /// Median µs of each timed key, in the order given.
        var medians: [Double]
        var repetitions: Int
        /// For each timed key, whether its first press changed the screen.
        var changedScreen: [Bool]
    }

    let session: FormSession
    let terminal: MemoryTerminal
    /// Wall time a scenario may take, untimed keys included, once it has `minimumRepetitions`.
    var budget: Duration = .seconds(1)
    var minimumRepetitions = 3
    var maximumRepetitions = 2001

    /// Every cell of the screen (characters and styles) and the cursor: what a key may change.
    private var screen: ([MemoryTerminal.Cell], CursorPosition?) {
        let size = terminal.size
        let cells = (0..<size.rows).flatMap { row in (0..<size.cols).map { terminal.cell(row: row, col: $0) } }
        return (cells, terminal.cursor)
    }

    /// The µs of handling `key` once.
    func once(_ key: Key) throws -> Double {
        var end: FormSession.End?
        let elapsed = ContinuousClock().measure { end = session.handle(key) }
        if end != nil { throw SessionEnded(key: key) }
        terminal.resetLog()
        return elapsed.microseconds
    }

    /// Handles `keys` without timing them.
    func press(_ keys: [Key]) throws {
        for key in keys {
            if session.handle(key) != nil { throw SessionEnded(key: key) }
        }
        terminal.resetLog()
    }

    /// Repeats: each of `timed` handled and timed in turn, then `untimed` to come back to the
    /// same state, until the budget is spent (at least `minimumRepetitions` times). The first
    /// repetition also checks that every timed key changed the screen.
    func medians(of timed: [Key], untimed: [Key]) throws -> Timing {
        let clock = ContinuousClock()
        let start = clock.now
        var times = [[Double]](repeating: [], count: timed.count)
        var changedScreen = [Bool](repeating: true, count: timed.count)
        var repetitions = 0
        while repetitions < minimumRepetitions
            || (repetitions < maximumRepetitions && clock.now - start < budget) {
            for (index, key) in timed.enumerated() {
                let before = repetitions == 0 ? screen : nil
                var end: FormSession.End?
                let elapsed = clock.measure { end = session.handle(key) }
                if end != nil { throw SessionEnded(key: key) }
                times[index].append(elapsed.microseconds)
                if let before, before == screen { changedScreen[index] = false }
                terminal.resetLog()
            }
            try press(untimed)
            repetitions += 1
        }
        return Timing(medians: times.map(median), repetitions: repetitions, changedScreen: changedScreen)
    }
}

extension Duration {
    /// The duration in microseconds.
    var microseconds: Double {
        Double(components.seconds) * 1e6 + Double(components.attoseconds) * 1e-12
    }

    /// The duration in milliseconds.
    var milliseconds: Double { microseconds / 1e3 }
}

/// The middle value of `values` (the upper one of the two middles for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    return values.sorted()[values.count / 2]
}
