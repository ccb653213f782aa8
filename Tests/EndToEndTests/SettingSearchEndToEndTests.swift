import Foundation
import XCTest

/// Ctrl-F through the real binary in a pseudo-terminal: a workflow-like YAML config edited in
/// place, the search typed, Enter opening the jobs list and the `build` job (a keyed item, two
/// screens deep) on `timeout-minutes`; F3 and Shift-F3 to the other job's; Esc closing a search
/// where it was; every step redrawn as a repaint draws it.
final class SettingSearchEndToEndTests: FormrunTestCase {
    static let schema = """
    {"type": "object", "properties": {
      "name": {"type": "string", "title": "Workflow name"},
      "jobs": {"type": "object", "title": "Jobs", "additionalProperties": {"type": "object", "properties": {
        "runs-on": {"type": "string", "title": "Runner"},
        "timeout-minutes": {"type": "integer", "title": "Timeout minutes", "description": "Minutes before the job is stopped"}
      }}}
    }}
    """

    static let config = """
    name: CI
    jobs:
      build:
        runs-on: ubuntu-latest
        timeout-minutes: 30
      deploy:
        runs-on: ubuntu-latest
        timeout-minutes: 10

    """

    private func session(rows: Int = 24, cols: Int = 80, environment: [String: String] = [:]) throws -> PtySession {
        let schema = try makeFile("ci.schema.json", Self.schema)
        let config = try makeFile("ci.yml", Self.config)
        return try PtySession.formrun(["--no-draft", "--schema", schema, "--edit", config], environment: environment,
                                      rows: rows, cols: cols)
    }

    func testCtrlFEnterLandsInAKeyedItemTwoScreensDeepAndF3GoesToTheNextMatch() throws {
        let session = try session()
        XCTAssertTrue(session.waitForScreen(containing: "jobs"), session.stderr)
        session.send(keys: ["C-f"])
        XCTAssertTrue(session.waitForScreen(containing: "Find a setting: "))
        session.send("timeout")
        XCTAssertTrue(session.waitForScreen(containing: "Find a setting: 2 matches"))
        XCTAssertTrue(session.waitForScreen(containing: "jobs › build › timeout-minutes"))
        XCTAssertTrue(session.waitForScreen(containing: "jobs › deploy › timeout-minutes"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Match 1 of 2: jobs › build › timeout-minutes"))
        XCTAssertTrue(session.waitForScreen(containing: "jobs › build"), "the item's screen, over the list's")
        XCTAssertTrue(session.waitForScreen(containing: "▸timeout-minutes    30"), "the focus on the setting")

        session.send(keys: ["F3"])
        XCTAssertTrue(session.waitForScreen(containing: "Match 2 of 2: jobs › deploy › timeout-minutes"))
        XCTAssertTrue(session.waitForScreen(containing: "jobs › deploy"))
        XCTAssertTrue(session.waitForScreen(containing: "▸timeout-minutes    10"))
        session.send(keys: ["S-F3"])
        XCTAssertTrue(session.waitForScreen(containing: "Match 1 of 2: jobs › build › timeout-minutes"))
        XCTAssertTrue(session.waitForScreen(containing: "▸timeout-minutes    30"))

        // Esc goes back a screen at a time; nothing was changed, so the file is left as it was.
        session.send(keys: ["Esc"])
        XCTAssertTrue(session.waitForScreen(containing: "▸build   ubuntu-latest, 30 ›"), "back on the list of jobs, on build")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testCtrlFInsideAJobFindsTheOtherJobAndTheTopLevelAndEnterGoesThere() throws {
        let session = try session()
        XCTAssertTrue(session.waitForScreen(containing: "jobs"), session.stderr)
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "▸build   ubuntu-latest, 30 ›"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "jobs › build"))
        session.send(keys: ["C-f"])
        XCTAssertTrue(session.waitForScreen(containing: "Find a setting: "))
        session.send("timeout")
        XCTAssertTrue(session.waitForScreen(containing: "jobs › deploy › timeout-minutes"), "the other job, from the form")
        session.send(keys: ["Down", "Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Match 2 of 2: jobs › deploy › timeout-minutes"))
        XCTAssertTrue(session.waitForScreen(containing: "▸timeout-minutes    10"), "the build job closed, deploy opened")

        session.send(keys: ["C-f"])
        XCTAssertTrue(session.waitForScreen(containing: "Find a setting: "))
        session.send("workflow")
        XCTAssertTrue(session.waitForScreen(containing: "Find a setting: 1 match"))
        session.send(keys: ["Enter"])
        XCTAssertTrue(session.waitForScreen(containing: "Match 1 of 1: name"), "a row of the form itself")
        XCTAssertTrue(session.waitForScreen(containing: "▸name"), "both screens closed, the focus on name")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
        XCTAssertEqual(session.restorationProblems, [])
    }

    func testEscClosesTheSearchWhereItWasAndItsScreensRedrawAsARepaint() throws {
        let keys = ["C-f", "t", "i", "m", "x", "Backspace", "Down", "Esc", "F3", "F3", "S-F3", "Esc", "Esc",
                    "C-f", "r", "u", "n", "Enter", "Esc"]
        for (rows, cols) in [(24, 80), (12, 40)] {
            let trace = scratchPath("search-\(cols)x\(rows).jsonl")
            let session = try session(rows: rows, cols: cols, environment: ["FORMRUN_TRACE": trace])
            let meter = KeyMeter(session: session, tracePath: trace, quiet: 0.03)
            XCTAssertTrue(meter.waitForStartup(showing: "jobs"), session.stderr)
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
