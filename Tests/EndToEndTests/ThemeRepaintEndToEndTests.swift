import XCTest

/// Each shipped theme at a small, a usual and a large terminal: after every key the screen minimal
/// redraw left (cells, attributes and colours) is the one Ctrl-L repaints, on the example forms
/// with the most kinds of rows.
final class ThemeRepaintEndToEndTests: FormrunTestCase {
    private static let keys = ["Down", "Space", "Down", "a", "Backspace", "Right", "Down", "Tab", "PgDn", "Up", "+", "PgUp", "Down"]

    private func check(form: String, title: String, theme: String, rows: Int, cols: Int) throws {
        let path = ShippedTool.root.appendingPathComponent("forms/\(form)").path
        let trace = scratchPath("theme-\(theme)-\(form)-\(cols)x\(rows).jsonl")
        let session = try PtySession.formrun(["--no-draft", "--theme", theme, path],
                                             environment: ["FORMRUN_TRACE": trace], rows: rows, cols: cols)
        let meter = KeyMeter(session: session, tracePath: trace, quiet: 0.03)
        XCTAssertTrue(meter.waitForStartup(showing: title), "\(form) \(theme): \(session.stderr)")
        for (step, key) in Self.keys.enumerated() {
            _ = meter.press(key)
            meter.assertScreenMatchesRepaint("\(form), theme \(theme), \(cols)x\(rows), step \(step) after \(key)",
                                             ignoring: [rows - 2])
        }
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testEveryThemeRedrawsWhatARepaintDraws() throws {
        for theme in ["default", "high-contrast", "mono"] {
            for (rows, cols) in [(12, 40), (24, 80), (60, 200)] {
                try check(form: "gallery.json", title: "Every row type", theme: theme, rows: rows, cols: cols)
            }
            try check(form: "dates.json", title: "Dates and", theme: theme, rows: 12, cols: 40)
        }
    }
}
