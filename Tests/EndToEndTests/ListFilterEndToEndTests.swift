import Foundation
import XCTest

/// Every list filters, through the real binary in a pseudo-terminal: `prtgl` then Enter picks
/// Portugal in a `sheet` pop-up and in a `pushSelect` list screen of 30 countries (the shipped
/// `forms/countries.json`), and Ctrl-A chooses every country a filter shows in a `multipleSelect`.
final class ListFilterEndToEndTests: FormrunTestCase {
    func testPrtglEnterPicksPortugalInASheetAndAPushSelectAndCtrlAChoosesTheFiltered() throws {
        let form = ShippedTool.root.appendingPathComponent("forms/countries.json").path
        let session = try PtySession.formrun([form, "--no-draft"], rows: 24, cols: 80)
        XCTAssertTrue(session.waitForScreen(containing: "Stops on the way"))

        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Argentina"))
        session.send("prtgl")
        XCTAssertTrue(session.waitForScreen(containing: "1 of 30"), "the pop-up counts the matches")
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "From *              Portugal ›"))

        // Enter moved on to the list screen's row.
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Type to filter"))
        session.send("prtgl")
        XCTAssertTrue(session.waitForScreen(containing: "1 of 30"), "the list screen counts the matches")
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "To *                Portugal ›"))

        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "0 chosen"))
        session.send("nger")
        XCTAssertTrue(session.waitForScreen(containing: "2 of 30"))
        session.send(keys: ["C-a"])
        XCTAssertTrue(session.waitForScreen(containing: "2 chosen"))
        session.send(keys: ["Enter", "C-s"])
        XCTAssertEqual(session.waitForExit(), 0, session.stderr)
        let json = try XCTUnwrap(jsonObject(session.stdout))
        XCTAssertEqual(json["from"] as? String, "Portugal")
        XCTAssertEqual(json["to"] as? String, "Portugal")
        XCTAssertEqual(json["via"] as? [String], ["Niger", "Nigeria"])
        XCTAssertEqual(session.restorationProblems, [])
    }

    /// A filter narrowing and widening a pop-up list, a list screen and a multiple choice redraws
    /// (by the diff engine's changes, not a repaint) what Ctrl-L repaints, at 80×24 and 40×12.
    func testFilteredListsRedrawWhatARepaintDraws() throws {
        let form = ShippedTool.root.appendingPathComponent("forms/countries.json").path
        let keys = ["Enter", "p", "r", "t", "Backspace", "Backspace", "x", "Backspace", "Down", "Escape", "Escape",
                    "Down", "Enter", "n", "i", "Down", "Backspace", "Escape", "Escape",
                    "Down", "Enter", "i", "a", "C-a", "Down", "Space", "C-a", "Backspace", "C-a", "Escape"]
        for (rows, cols) in [(24, 80), (12, 40)] {
            let trace = scratchPath("filter-\(cols)x\(rows).jsonl")
            let session = try PtySession.formrun(["--no-draft", form], environment: ["FORMRUN_TRACE": trace], rows: rows, cols: cols)
            let meter = KeyMeter(session: session, tracePath: trace, quiet: 0.03)
            XCTAssertTrue(meter.waitForStartup(showing: "Where to?"), session.stderr)
            for (step, key) in keys.enumerated() {
                _ = meter.press(key)
                meter.assertScreenMatchesRepaint("\(cols)x\(rows), step \(step) after \(key)", ignoring: [rows - 2])
            }
            session.send(keys: ["C-c"])
            XCTAssertEqual(session.waitForExit(), 130)
            XCTAssertEqual(session.restorationProblems, [])
        }
    }
}
