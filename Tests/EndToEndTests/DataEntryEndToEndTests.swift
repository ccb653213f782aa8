import Foundation
import XCTest

/// Issue #15 through the real binary in a pseudo-terminal: typed numbers, one meaning for Enter
/// and Space, letters on a picker, keys refused with what the row takes, the hint line that
/// follows the focus, the question before a reset, years and today in the month grid.
final class DataEntryEndToEndTests: FormrunTestCase {
    static let form = """
    { "title": "Entry", "sections": [ { "tag": "s", "title": "S", "rows": [
      { "tag": "age", "type": "stepCounter", "title": "Age", "value": 30, "min": 0, "max": 120 },
      { "tag": "news", "type": "switch", "title": "News" },
      { "tag": "fruit", "type": "picker", "title": "Fruit", "options": ["Apple", "Banana", "Cherry", "Blueberry"] },
      { "tag": "name", "type": "text", "title": "Name" },
      { "tag": "again", "type": "pushButton", "title": "Start again", "action": "reset" } ] } ] }
    """

    /// Starts formrun on `contents` (a form) at 80x24 and waits for its first screen.
    private func start(_ contents: String = form, showing text: String = "Start again",
                       file: StaticString = #filePath, line: UInt = #line) throws -> PtySession {
        let session = try PtySession.formrun([try makeFile("form.json", contents)])
        session.waitForScreen(containing: text, file: file, line: line)
        return session
    }

    /// The screen line right under the one holding `text`.
    private func line(under text: String, in session: PtySession) -> String? {
        let lines = session.screen.lines
        return lines.firstIndex { $0.contains(text) }.flatMap { $0 + 1 < lines.count ? lines[$0 + 1] : nil }
    }

    // MARK: - Typed numbers

    func testATypedNumberIsTakenByDownRefusedOutOfBoundsAndAbandonedByEsc() throws {
        let session = try start()
        session.send(keys: ["3", "6"], thenShows: "▸Age            ‹ 36 ›")
        session.send(keys: ["Down"], thenShows: "▸News")
        XCTAssertTrue(session.screen.text.contains("Age            ‹ 36 ›"), "Down took the number:\n\(session.screen.text)")

        session.send(keys: ["Up", "2", "0", "0", "Tab"], thenShows: "✗ Must be at most 120")
        XCTAssertEqual(line(under: "Age ", in: session)?.contains("✗ Must be at most 120"), true,
                       "the refusal is under the row:\n\(session.screen.text)")
        XCTAssertEqual(session.statusLine, " Must be at most 120")
        XCTAssertEqual(session.focusedRow, "Age", "a refused number keeps the focus")

        session.send(keys: ["Esc"], thenShows: "▸Age            ‹ 36 ›")
        session.waitForScreen("the refusal gone") { !$0.text.contains("Must be at most") }
        XCTAssertTrue(session.isRunning, "Esc abandoned the typing, not the form")
        XCTAssertFalse(session.screen.text.contains("Discard changes?"), session.screen.text)
        XCTAssertEqual(try submit(session)["age"] as? Int, 36, "the value stayed what was taken")
    }

    func testPgUpPgDnStepTenTimesAndHomeEndGoToTheBounds() throws {
        let session = try start()
        for (key, shown) in [("PgUp", "‹ 40 ›"), ("PgDn", "‹ 30 ›"), ("PgDn", "‹ 20 ›"), ("Home", "‹ 0 ›"), ("End", "‹ 120 ›")] {
            session.send(keys: [key], thenShows: "▸Age            " + shown)
        }
        XCTAssertEqual(try submit(session)["age"] as? Int, 120)
    }

    // MARK: - Enter and Space

    func testEnterMovesOnFromASwitchWithoutTogglingItAndAnUntouchedSwitchIsWrittenFalse() throws {
        let session = try start()
        session.send(keys: ["Down"], thenShows: "▸News")
        session.send(keys: ["Enter"], thenShows: "▸Fruit")
        XCTAssertTrue(session.screen.text.contains("News           ○ off"), session.screen.text)
        let json = try submit(session)
        XCTAssertEqual(json["news"] as? Bool, false, "drawn off, written false: \(json)")
    }

    func testSpaceTogglesASwitch() throws {
        let session = try start()
        session.send(keys: ["Down", "Space"], thenShows: "▸News           ● on")
        session.send(keys: ["Space"], thenShows: "▸News           ○ off")
        session.send(keys: ["Space"], thenShows: "▸News           ● on")
        XCTAssertEqual(try submit(session)["news"] as? Bool, true)
    }

    // MARK: - Choices

    func testALetterJumpsOnAPickerCyclingAndBackspaceClearsIt() throws {
        let session = try start()
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "Fruit")
        for (key, shown) in [("b", "Banana"), ("b", "Blueberry"), ("b", "Banana")] {
            session.send(keys: [key], thenShows: "▸Fruit          ‹ \(shown) ›")
        }
        session.send(keys: ["z"], thenShows: "No option starts with 'z'")
        XCTAssertTrue(session.screen.text.contains("▸Fruit          ‹ Banana ›"), session.screen.text)
        session.send(keys: ["Backspace"], thenShows: "▸Fruit          ‹ choose ›")
        let json = try submit(session)
        XCTAssertTrue(json["fruit"] is NSNull, "an optional picker cleared is null: \(json)")
    }

    // MARK: - Refusals and the hint line

    func testARefusedKeyNamesWhatTheRowTakes() throws {
        let session = try start()
        session.send(keys: ["x"])
        session.waitForScreen("the stepper's refusal") { _ in session.statusLine.hasPrefix(" x: a stepper takes ←/→") }
        XCTAssertTrue(session.statusLine.hasSuffix("or digits"), session.statusLine)
        session.send(keys: ["Down", "x"])
        session.waitForScreen("the switch's refusal") { _ in session.statusLine == " x: a switch takes Space" }
        XCTAssertTrue(session.screen.text.contains("▸News           ○ off"), session.screen.text)
        XCTAssertTrue(session.screen.text.contains("Age            ‹ 30 ›"), session.screen.text)
    }

    func testTheHintLineShowsTheFocusedRowsKeys() throws {
        let session = try start()
        let formKeys = "↓/Tab next row  Ctrl-S/F10 submit  Esc cancel  F1 help"
        XCTAssertTrue(session.hintLine.hasPrefix(" ←/→ change  0-9 type"), session.hintLine)
        XCTAssertTrue(session.hintLine.hasSuffix(formKeys), session.hintLine)
        XCTAssertEqual(session.hintLine.count, 80, "the form's keys end at the right edge: \(session.hintLine.debugDescription)")
        session.send(keys: ["Down"])
        session.waitForScreen("a switch's keys") { _ in session.hintLine.hasPrefix(" Space toggle") }
        session.send(keys: ["Down", "Down"])
        session.waitForFocus(on: "Name")
        session.waitForScreen("a text row's hint line") { _ in
            session.hintLine.trimmingCharacters(in: .whitespaces) == formKeys
        }
        XCTAssertTrue(session.hintLine.hasSuffix(formKeys), session.hintLine)
        session.send(keys: ["Up", "Up", "Up"])
        session.waitForFocus(on: "Age")
        session.waitForScreen("the stepper's keys again") { _ in session.hintLine.hasPrefix(" ←/→ change  0-9 type") }
    }

    // MARK: - Reset

    func testResetAsksFirstNoKeepsTheAnswersAndYesResetsThem() throws {
        let session = try start()
        session.send(keys: ["PgUp", "Down", "Down", "Down", "A", "d", "a", "Down"])
        session.waitForScreen("the button focused") { _ in session.hintLine.hasPrefix(" Enter press") }
        session.send(keys: ["Enter"], thenShows: "Reset every answer? (y/n)")
        session.send(keys: ["n"])
        session.waitForScreen("the question gone") { !$0.text.contains("Reset every answer?") }
        XCTAssertTrue(session.screen.text.contains("Name           Ada"), session.screen.text)
        XCTAssertTrue(session.screen.text.contains("Age            ‹ 40 ›"), session.screen.text)

        session.send(keys: ["Enter"], thenShows: "Reset every answer? (y/n)")
        session.send(keys: ["y"], thenShows: "Age            ‹ 30 ›")
        XCTAssertFalse(session.screen.text.contains("Ada"), session.screen.text)
        let json = try submit(session)
        XCTAssertTrue(json["name"] is NSNull, "\(json)")
        XCTAssertEqual(json["age"] as? Int, 30)
    }

    // MARK: - The month grid

    func testTheMonthGridGoesAYearOnWithGreaterThanAndToTodayWithT() throws {
        let session = try start("""
        { "title": "Days", "sections": [ { "tag": "s", "title": "S", "rows": [
          { "tag": "when", "type": "dateInline", "title": "When", "value": "2020-05-10" },
          { "tag": "note", "type": "text", "title": "Note" } ] } ] }
        """, showing: "Note")
        session.send(keys: ["Enter"], thenShows: "May 2020")
        session.send(keys: [">"], thenShows: "May 2021")
        session.send(keys: ["Enter"], thenShows: "▸Note")
        XCTAssertTrue(session.screen.text.contains("When    2021-05-10"), "Enter picked a year on:\n\(session.screen.text)")

        let today = Self.today()
        session.send(keys: ["Up", "Enter", "t", "Enter"])
        session.waitForFocus(on: "Note")
        session.waitForScreen("today picked") { $0.text.contains("When    \(today)") || $0.text.contains("When    \(Self.today())") }
        let picked = try XCTUnwrap(try submit(session)["when"] as? String)
        XCTAssertTrue([today, Self.today()].contains(picked), picked)
    }

    /// Today's date where the program runs (the same machine, local time).
    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
