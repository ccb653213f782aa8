import Foundation
import XCTest

/// Issue #15's typed dates through the real binary: digits on a closed date row (separators by
/// themselves, refusals under the row), digits in an open month grid, Backspace clearing an
/// optional date, and plain mode taking `19851210`.
final class TypedDatesEndToEndTests: FormrunTestCase {
    static let form = """
    { "title": "Dates", "sections": [ { "tag": "s", "title": "S", "rows": [
      { "tag": "born", "type": "date", "title": "Born", "min": "1900-01-01", "max": "2026-01-01" },
      { "tag": "meet", "type": "dateTime", "title": "Meet" },
      { "tag": "day", "type": "dateInline", "title": "Day", "value": "2020-05-05" },
      { "tag": "note", "type": "text", "title": "Note" } ] } ] }
    """

    private func start(file: StaticString = #filePath, line: UInt = #line) throws -> PtySession {
        let session = try PtySession.formrun([try makeFile("form.json", Self.form)])
        session.waitForScreen(containing: "Note", file: file, line: line)
        return session
    }

    func testDigitsTypeADateOnTheClosedRowAndDownTakesIt() throws {
        let session = try start()
        session.send(keys: ["1", "9", "8", "5", "1"], thenShows: "1985-1M-DD")
        XCTAssertTrue(session.hintLine.contains("Enter take"), session.hintLine)
        session.send(keys: ["-", "2", "1", "0", "Down"], thenShows: "▸Meet")
        XCTAssertTrue(session.screen.text.contains("Born    1985-12-10"), session.screen.text)
        session.send(keys: ["1", "9", "8", "5", "1", "2", "1", "0", "1", "4", "3", "0", "Enter"], thenShows: "▸Day")
        XCTAssertTrue(session.screen.text.contains("1985-12-10 14:30"), session.screen.text)
        let values = try submit(session)
        XCTAssertEqual(values["born"] as? String, "1985-12-10")
        XCTAssertEqual(values["meet"] as? String, "1985-12-10T14:30")
    }

    func testAnImpossibleOrOutOfBoundsDateIsRefusedUnderTheRow() throws {
        let session = try start()
        session.send(keys: ["2", "0", "2", "3", "0", "2", "3", "0", "Tab"], thenShows: "✗ 2023-02-30 is not a date")
        XCTAssertEqual(session.focusedRow, "Born", "the focus stays to correct it")
        session.send(keys: ["Esc"], thenShows: "Born    YYYY-MM-DD")
        session.send(keys: ["2", "0", "3", "0", "0", "1", "0", "1", "Enter"], thenShows: "✗ Not after 2026-01-01")
        session.send(keys: ["Esc", "Down", "Down"], thenShows: "▸Day")
        session.send(keys: ["Backspace"], thenShows: "Day     YYYY-MM-DD")
        let values = try submit(session)
        XCTAssertTrue(values["born"] is NSNull, "the refused dates left the value as it was")
        XCTAssertTrue(values["day"] is NSNull, "Backspace cleared the optional date")
    }

    func testDigitsTypeADateInTheMonthGrid() throws {
        let session = try start()
        session.send(keys: ["Enter"], thenShows: "Mo Tu We")
        session.send(keys: ["1", "9", "9", "9", "1", "2", "3", "1"], thenShows: "1999-12-31    ›")
        session.send(keys: ["Enter"], thenShows: "▸Meet")
        XCTAssertTrue(session.screen.text.contains("Born    1999-12-31"), session.screen.text)
        XCTAssertEqual(try submit(session)["born"] as? String, "1999-12-31")
    }

    func testPlainModeTakesDigitsAloneForADate() throws {
        let form = try makeFile("form.json", Self.form)
        let ended = try DetachedRun(["--plain", "--compact", form], input: "19851210\n198512101430\n2020.05.06\nhi\n",
                                    environment: ["TERM": "xterm-256color", "XDG_STATE_HOME": scratchPath("state")])
        XCTAssertEqual(ended.status, 0, ended.stderr)
        XCTAssertEqual(ended.stdout, #"{"born":"1985-12-10","meet":"1985-12-10T14:30","day":"2020-05-06","note":"hi"}"# + "\n")
    }
}
