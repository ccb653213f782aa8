import Foundation
import XCTest

/// A sense of place on a form taller than the screen (issue #15): the title line's `n/N` and
/// which way there is more, Ctrl-Home / Ctrl-End, one row of context past the focus, and F8 /
/// Shift-F8 between the rows a failed submit marked.
final class PlaceEndToEndTests: FormrunTestCase {
    static let long = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("forms/long.json").path
    /// The sequences xterm sends for Ctrl-Home and Ctrl-End.
    static let ctrlHome = "\u{1B}[1;5H"
    static let ctrlEnd = "\u{1B}[1;5F"
    static let f8 = "F8"
    static let shiftF8 = "\u{1B}[19;2~"

    private func startLong() throws -> PtySession {
        let session = try PtySession.formrun([Self.long])
        session.waitForScreen(containing: "Field 1 ")
        return session
    }

    /// Waits until the title line ends with `end` (`12/48  ↕ more`).
    private func waitForTitle(_ session: PtySession, endingWith end: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        session.waitForScreen("a title line ending with \(end.debugDescription)", file: file, line: line) { _ in
            session.titleLine.hasSuffix(end)
        }
    }

    func testTheTitleLineShowsThePlaceAndWhichWayThereIsMore() throws {
        let session = try startLong()
        XCTAssertTrue(session.titleLine.hasPrefix(" A long form that scrolls"), session.titleLine)
        XCTAssertTrue(session.titleLine.hasSuffix("1/48  ↓ more"), session.titleLine)

        session.send(keys: [Self.ctrlEnd])
        session.waitForFocus(on: "Field 48")
        waitForTitle(session, endingWith: "48/48  ↑ more")
        session.send(keys: ["Up"])
        waitForTitle(session, endingWith: "47/48  ↑ more")
        session.send(keys: [Self.ctrlHome])
        session.waitForFocus(on: "Field 1")
        waitForTitle(session, endingWith: " 1/48  ↓ more")

        // In the middle there is more both ways.
        for _ in 0..<20 { session.send(keys: ["Down"]) }
        session.waitForFocus(on: "Field 21")
        waitForTitle(session, endingWith: "21/48  ↕ more")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }

    func testCtrlHomeAndCtrlEndAreNamedInKeys() throws {
        let end = try DetachedRun(["--keys", "Ctrl-End", "--screen", Self.long], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(end.status, 0, end.stderr)
        XCTAssertTrue(end.stdout.hasPrefix(" A long form that scrolls"), end.stdout)
        XCTAssertTrue(end.stdout.split(separator: "\n").first?.hasSuffix("48/48  ↑ more") == true, end.stdout)
        XCTAssertTrue(end.stdout.contains("│▸Field 48"), end.stdout)
        let home = try DetachedRun(["--keys", "C-End,Up,C-Home", "--screen", Self.long], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(home.status, 0, home.stderr)
        XCTAssertTrue(home.stdout.contains("│▸Field 1 "), home.stdout)
        XCTAssertTrue(home.stdout.split(separator: "\n").first?.hasSuffix(" 1/48  ↓ more") == true, home.stdout)
    }

    func testTheRowAfterTheFocusStaysOnScreenWhileScrollingDown() throws {
        let session = try startLong()
        for number in 2...48 {
            session.send(keys: ["Down"])
            session.waitForFocus(on: "Field \(number)")
            waitForTitle(session, endingWith: "\(number)/48  \(number == 48 ? "↑" : number < 16 ? "↓" : "↕") more")
            let lines = session.screen.lines
            // The body ends above the status and hint lines.
            let body = lines[1..<(lines.count - 2)]
            if number < 48 {
                XCTAssertTrue(body.contains { $0.contains("│ Field \(number + 1) ") }, "Field \(number + 1) is off screen with the focus on "
                              + "Field \(number):\n\(session.screen.text)")
            }
        }
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }

    // MARK: - F8 and Shift-F8

    /// Gamma and Epsilon fail their validators (not `required`: a row's error that a submit found
    /// and that is not about an empty required row stays when the focus leaves it).
    static let checked = """
    { "title": "Checked", "sections": [ { "tag": "s", "title": "S", "rows": [
      { "tag": "a", "type": "text", "title": "Alpha" },
      { "tag": "b", "type": "text", "title": "Beta" },
      { "tag": "c", "type": "integer", "title": "Gamma", "min": 5 },
      { "tag": "d", "type": "text", "title": "Delta" },
      { "tag": "e", "type": "email", "title": "Epsilon" } ] } ] }
    """

    func testF8AndShiftF8GoToTheNextAndPreviousRowWithAnError() throws {
        let session = try PtySession.formrun([try makeFile("form.json", Self.checked)])
        session.waitForScreen(containing: "Epsilon")
        session.send(keys: ["Down", "Down", "3", "Down", "Down", "n", "o", "p", "e", Self.ctrlHome])
        session.waitForFocus(on: "Alpha")
        session.send(keys: ["C-s"])
        session.waitForFocus(on: "Gamma")
        session.waitForScreen(containing: "✗ Must be at least 5")
        session.waitForScreen(containing: "✗ Not a valid email address")
        for (key, row) in [(Self.f8, "Epsilon"), (Self.f8, "Gamma"), (Self.shiftF8, "Epsilon"), (Self.shiftF8, "Gamma")] {
            session.send(keys: [key])
            session.waitForFocus(on: row)
        }
        session.send(keys: ["Up", Self.shiftF8])
        session.waitForFocus(on: "Epsilon")
        session.send(keys: ["Backspace", "Backspace", "Backspace", "Backspace", "Up", "Up", "Backspace", "7", Self.f8])
        session.waitForScreen(containing: "No row needs attention")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }

    /// After a failed submit the empty required rows need attention until they are answered:
    /// Shift-F8 must find the one F8 left behind.
    func testShiftF8GoesBackToARequiredRowThatIsStillEmpty() throws {
        let session = try PtySession.formrun([try makeFile("form.json", """
        { "title": "Needs", "sections": [ { "tag": "s", "title": "S", "rows": [
          { "tag": "a", "type": "text", "title": "Alpha", "required": true },
          { "tag": "b", "type": "text", "title": "Beta" },
          { "tag": "c", "type": "text", "title": "Gamma", "required": true },
          { "tag": "d", "type": "text", "title": "Delta" } ] } ] }
        """)])
        session.waitForScreen(containing: "Delta")
        session.send(keys: ["C-s"])
        session.waitForScreen(containing: "2 rows need attention")
        session.waitForFocus(on: "Alpha *")
        session.send(keys: [Self.f8])
        session.waitForFocus(on: "Gamma *")
        session.send(keys: [Self.shiftF8])
        session.waitForFocus(on: "Alpha *")
        session.send(keys: ["C-c"])
        XCTAssertEqual(session.waitForExit(), 130)
    }
}
