import Glibc

/// Issue #16, "no input size makes a step super-linear": the release `formrun` answering a form
/// of text rows in plain mode with its answers piped (1,000 and 10,000 rows), and submitting one
/// with `--submit` (10,000 and 100,000 rows); each the least wall time of three runs, and how the
/// larger grows against the smaller (linear is 10×; the bar allows 12×). A missed bar is a
/// `MISSED` in the output, never a failed process.
enum LinearBenchmarks {
    static let bar = 12.0

    static func run() {
        guard let formrun = StartupBenchmarks.formrunPath() else {
            print("linear: no formrun next to formrun-bench: skipped")
            return
        }
        print("linear: forms of text rows (50 a section, keys nested two deep, every 10th row hidden until the switch `more` is on), "
              + "least wall time of 3 runs of the release binary")
        grow("plain mode, answers piped", sizes: (1_000, 10_000)) { rows, form in
            let answers = try OutputFile(temporaryPrefix: "formrun-answers-", suffix: "")
            defer { answers.remove() }
            try answers.write("y\n" + String(repeating: "\n", count: rows))
            answers.close()
            return try Spawned.runToEnd(formrun, ["--plain", "--compact", form], environment: Spawned.environment(),
                                        input: answers.path)
        }
        grow("--submit", sizes: (10_000, 100_000)) { _, form in
            let values = try OutputFile(temporaryPrefix: "formrun-values-", suffix: ".json")
            defer { values.remove() }
            try values.write("{}\n")
            values.close()
            return try Spawned.runToEnd(formrun, ["--submit", "--compact", "--values", values.path, form],
                                        environment: Spawned.environment())
        }
    }

    /// Measures `measure` on a form of each size and prints both times and their ratio.
    private static func grow(_ what: String, sizes: (Int, Int), _ measure: (Int, String) throws -> Duration) {
        var times: [Double] = []
        for rows in [sizes.0, sizes.1] {
            do {
                let form = try OutputFile(temporaryPrefix: "formrun-linear-\(rows)-", suffix: ".json")
                defer { form.remove() }
                try form.write(formText(rows: rows))
                form.close()
                let best = try (0..<3).map { _ in try measure(rows, form.path) }.min() ?? .zero
                times.append(Double(best.components.seconds) * 1000 + Double(best.components.attoseconds) / 1e15)
            } catch {
                print("\(what), N=\(rows): \(error)")
                return
            }
        }
        let ratio = times[1] / max(times[0], 0.001)
        let verdict = ratio <= bar ? "ok" : "MISSED"
        print("\(what): N=\(sizes.0) \(milliseconds(times[0])) ms, N=\(sizes.1) \(milliseconds(times[1])) ms, "
              + "ratio \(milliseconds(ratio))× (bar ≤ \(Int(bar))×: \(verdict))")
    }

    /// `rows` text rows after the switch `more`, keys `s<section>.r<row>`.
    private static func formText(rows: Int) -> String {
        var sections: [String] = []
        var current = [#"{"tag": "more", "type": "switch", "title": "More"}"#]
        for i in 0..<rows {
            let hidden = i % 10 == 9 ? #", "hidden": "!$more""# : ""
            current.append(#"{"tag": "r\#(i)", "type": "text", "title": "R\#(i)", "key": "s\#(i / 50).r\#(i)"\#(hidden)}"#)
            if current.count == 50 || i == rows - 1 {
                sections.append(#"{"rows": [\#(current.joined(separator: ","))]}"#)
                current = []
            }
        }
        return #"{"sections": [\#(sections.joined(separator: ",\n"))]}"# + "\n"
    }

    /// `12.3`, `0.95`.
    private static func milliseconds(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
