import FormCore
import FormTerminal
import FormUI
import FormScreen
import FormSchema

/// The render benchmark of the issue: what a typed character, a Down key, a section shown and
/// hidden cost on a 30×100 `MemoryTerminal` (lines drawn, lines shifted, its byte estimate), next
/// to a full repaint (Ctrl-L) of the same screen, and the time of the whole pipeline per key.
enum RenderBenchmarks {
    static let defaultPath = "forms/signup.json"

    /// Loads the form at `path` and prints one line per scenario, the timings and the check.
    static func run(path: String, repetitions: Int) {
        let form: Form
        do {
            form = try FormLoader.load(path: path)
        } catch {
            print("render: cannot load \(path): \(error)")
            return
        }
        print("render: \(path) on a \(RenderProbe.rows)x\(RenderProbe.cols) MemoryTerminal (bytes: its estimate model)")

        // Typed character at the end of the first text field.
        let typing = RenderProbe(form: form)
        typing.press("Ada".map { Key.char($0) })
        let typed = typing.measure(.char("a"))
        print(line("typed char (end of \(typing.focusedRow?.title ?? "-"))", typed, repaint: typing.measure(.ctrl("l"))))
        let typedTime = typing.medianMicroseconds(.char("a"), after: [.backspace], repetitions: repetitions)

        // Down from the first row to the second.
        let moving = RenderProbe(form: form)
        let from = moving.focusedRow?.title ?? "-"
        let down = moving.measure(.down)
        print(line("Down (\(from) to \(moving.focusedRow?.title ?? "-"))", down, repaint: moving.measure(.ctrl("l"))))
        let downTime = moving.medianMicroseconds(.down, after: [.up], repetitions: repetitions)

        // A switch that shows a section (Space), then hides it again (Space).
        let toggling = RenderProbe(form: form)
        guard focusFirstSwitch(toggling) else {
            print("render section: no switch in \(path)")
            return
        }
        let switchName = toggling.focusedRow?.title ?? "switch"
        let shown = toggling.measure(.char(" "))
        print(line("section shown (\(switchName) on)", shown, repaint: toggling.measure(.ctrl("l"))))
        let hidden = toggling.measure(.char(" "))
        let hiddenRepaint = toggling.measure(.ctrl("l"))
        var hiddenLine = line("section hidden (\(switchName) off)", hidden, repaint: hiddenRepaint)
        var rewrite: (from: Int, lines: Int, bytes: Int)?
        if let first = hidden.firstLineChanged {
            let cost = toggling.rewriteCost(from: first)
            rewrite = (first, cost.lines, cost.bytes)
            hiddenLine += "; rewriting every line from \(first) down instead: \(cost.lines) lines, ~\(cost.bytes) bytes"
        }
        print(hiddenLine)
        let showTime = toggling.medianMicroseconds(.char(" "), after: [.char(" ")], repetitions: repetitions)
        let hideTime = toggling.medianMicroseconds(.char(" "), before: [.char(" ")], repetitions: repetitions)
        let repaintTime = toggling.medianMicroseconds(.ctrl("l"), repetitions: repetitions)

        print("pipeline per key (median of \(repetitions)): typed char \(micro(typedTime)) µs, Down \(micro(downTime)) µs, "
              + "show section \(micro(showTime)) µs, hide section \(micro(hideTime)) µs, full repaint \(micro(repaintTime)) µs")
        if shown.changes.sectionInserted + shown.changes.elementInserted == 0 || hidden.changes.sectionDeleted + hidden.changes.elementDeleted == 0 {
            print("check: the switch \(switchName) shows or hides nothing; the section figures are not meaningful")
        }
        let inPlace = hidden.linesDrawn - hidden.linesScrolledIn
        let fewLines = typed.linesDrawn == 1 && inPlace <= 3
        print("check: issue #6 lines: a typed character draws \(count(typed.linesDrawn, "line")) (bar 1), hiding a section "
              + "\(count(inPlace, "line")) plus the shift (bar 3; the shift moved \(hidden.linesShifted) lines and "
              + "\(hidden.linesScrolledIn) came in with it): \(fewLines ? "ok" : "MISSED")")
        let belowHalf = hidden.bytes * 2 < hiddenRepaint.bytes
        print("check: hiding a section costs ~\(hidden.bytes) bytes, \(belowHalf ? "below" : "NOT below") half the full repaint "
              + "(~\(hiddenRepaint.bytes) / 2 = \(hiddenRepaint.bytes / 2)): \(belowHalf ? "ok" : "MISSED")")
        if let rewrite {
            let fewer = hidden.bytes < rewrite.bytes
            print("check: hiding a section costs \(fewer ? "fewer" : "NOT fewer") bytes than rewriting every line from "
                  + "\(rewrite.from) down (~\(rewrite.bytes)): \(fewer ? "ok" : "MISSED")")
        }
    }

    /// Moves the focus down from the first row to the first switch; false when there is none.
    private static func focusFirstSwitch(_ probe: RenderProbe) -> Bool {
        for _ in probe.session.state.form.allRows {
            if probe.focusedRow?.type == .switch { return true }
            probe.press([.down])
        }
        return probe.focusedRow?.type == .switch
    }

    /// `render typed char: 1 line drawn, 0 shifted, 0 of the drawn scrolled in, ~30 bytes (full repaint: 20 lines, ~2100 bytes, ratio 1.4%)`
    private static func line(_ name: String, _ cost: RenderCost, repaint: RenderCost) -> String {
        let ratio = repaint.bytes > 0 ? fixed(Double(cost.bytes) * 100 / Double(repaint.bytes), 1) : "-"
        let fullNote = cost.fullRepaint ? " [repainted everything]" : ""
        return "render \(name): \(count(cost.linesDrawn, "line")) drawn, \(cost.linesShifted) shifted, \(cost.linesScrolledIn) of the drawn scrolled in, ~\(cost.bytes) bytes\(fullNote) "
            + "(full repaint: \(count(repaint.linesDrawn, "line")), ~\(repaint.bytes) bytes, ratio \(ratio)%)"
    }

    private static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// Microseconds: one decimal below 10, whole above.
    private static func micro(_ value: Double) -> String {
        fixed(value, value < 10 ? 1 : 0)
    }
}
