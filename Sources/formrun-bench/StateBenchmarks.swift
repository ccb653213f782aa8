import FormCore
import FormScreen
import FormApp
import FormTerminal
import FormUI

/// The scale section's keys in a state (issue #17): typing after a failed submit (every row
/// showing an error), Esc with a change, F8 between errors, and a key on a large JSON Schema
/// form, each on a 100-row and a 10,000-row form in this process (the least median of three
/// rounds, the sizes in turn); a key may cost at most 1.5× at
/// 10,000 rows what it costs at 100. `run` says whether every key held the bar: a miss fails
/// `make bench`.
enum StateBenchmarks {
    static let sizes = (small: 100, large: 10_000)
    static let bar = 1.5

    /// One key in one state, on a form of some size: how to get there, and what to time.
    struct Scenario: Sendable {
        var name: String
        /// The form file's text with `rows` rows.
        var form: @Sendable (Int) -> String
        /// Keys pressed once, untimed, before the timing starts.
        var setUp: [Key]
        var timed: [Key]
        /// Keys that bring the state back after each timed key.
        var untimed: [Key]
        /// At most this many timed presses (nil: the timer's own limit).
        var most: Int? = nil
    }

    static let scenarios = [
        // Each press types the first character into the next row that shows its error: Backspace,
        // then Down (the row left, empty again, shows no message until the next submit).
        Scenario(name: "typing after a failed submit", form: StateForms.required(rows:),
                 setUp: [.function(10)], timed: [.char("a")], untimed: [.backspace, .down], most: 90),
        Scenario(name: "Esc with changes", form: StateForms.required(rows:),
                 setUp: [.char("a")], timed: [.escape], untimed: [.escape]),
        Scenario(name: "F8 between errors", form: StateForms.required(rows:),
                 setUp: [.function(10)], timed: [.function(8)], untimed: [.shiftFunction(8)]),
        Scenario(name: "a key on a large JSON Schema form", form: StateForms.schema(properties:),
                 setUp: [], timed: [.char("a")], untimed: [.backspace]),
    ]

    /// Measures every scenario at both sizes and prints the figures and the check; false when a
    /// key missed the bar or could not be measured.
    static func run() -> Bool {
        print("scale, keys in a state: \(sizes.small) and \(sizes.large) rows in this process, "
              + "\(ScaleChild.rows)x\(ScaleChild.cols) MemoryTerminal, medians over time-boxed repetitions; "
              + "schema: \(StateForms.schema(properties: sizes.large).utf8.count / 1000) KB at \(sizes.large) properties")
        var verdicts: [String] = []
        var held = true
        for scenario in scenarios {
            do {
                // The least of three rounds each, taken in turn, so that a busy moment of the
                // machine does not pass for growth.
                var small = Double.infinity, large = Double.infinity
                for _ in 0..<3 {
                    small = min(small, try median(scenario, rows: sizes.small))
                    large = min(large, try median(scenario, rows: sizes.large))
                }
                let ratio = large / small
                print("\(scenario.name): \(fixed(small, 1)) µs at \(sizes.small), \(fixed(large, 1)) µs at \(sizes.large), \(fixed(ratio, 2))x")
                let ok = ratio <= bar
                held = held && ok
                verdicts.append("\(scenario.name) \(fixed(ratio, 2))x \(ok ? "ok" : "MISSED")")
            } catch {
                print("\(scenario.name): not measured: \(error)")
                verdicts.append("\(scenario.name) - MISSED")
                held = false
            }
        }
        print("check: keys in a state \(sizes.large)/\(sizes.small) ≤ \(fixed(bar, 1))x: " + verdicts.joined(separator: ", "))
        return held
    }

    /// The median µs of the scenario's timed key on its form of `rows` rows.
    static func median(_ scenario: Scenario, rows: Int) throws -> Double {
        let form = try FormLoader.parse(text: scenario.form(rows), file: "state-\(rows).json")
        let terminal = MemoryTerminal(rows: ScaleChild.rows, cols: ScaleChild.cols)
        let session = FormSession(state: FormState(form: form), terminal: terminal)
        session.start()
        var timer = KeyTimer(session: session, terminal: terminal)
        if let most = scenario.most { timer.maximumRepetitions = most }
        try timer.press(scenario.setUp)
        let timing = try timer.medians(of: scenario.timed, untimed: scenario.untimed)
        guard timing.changedScreen.allSatisfy({ $0 }) else { throw Unchanged() }
        return timing.medians[0]
    }

    /// The timed key left the screen as it was: the scenario measures nothing.
    struct Unchanged: Error, CustomStringConvertible {
        var description: String { "the key did not change the screen" }
    }
}
